import { Upload } from 'lucide-react';
import { useEffect, useState } from 'react';
import { buttonClasses } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { formatMoney } from '@/lib/format';
import { BANK_TRANSFER_DETAILS, RECEIPT_ACCEPT } from '../bank-details';
import type { CheckoutForm } from '../use-checkout-form';

/** A preview URL for the chosen receipt image, revoked when the receipt changes. */
function useReceiptPreview(receipt: File | null): string | null {
  const [preview, setPreview] = useState<string | null>(null);
  useEffect(() => {
    if (!receipt) {
      setPreview(null);
      return;
    }
    const url = URL.createObjectURL(receipt);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [receipt]);
  return preview;
}

/** The bank details to transfer to, and the receipt upload. */
export function BankTransferFields({ checkout }: { checkout: CheckoutForm }) {
  const { quote, receipt, chooseReceipt, extraErrors, fieldId } = checkout;
  const receiptPreview = useReceiptPreview(receipt);
  const data = quote.data;
  return (
    <div className="mt-4 space-y-4 rounded-xl border border-slate-200 bg-slate-50 p-4">
      <div className="text-sm text-slate-700">
        <p className="font-medium text-slate-900">Bank details</p>
        <p className="mt-1">
          Please transfer {data ? formatMoney(data.total, data.currency) : 'the order total'} to the account
          below and upload a photo or screenshot of the receipt. We ship once the transfer arrives.
        </p>
        <dl className="mt-2 grid grid-cols-[8rem_1fr] gap-y-0.5">
          <dt className="text-slate-500">Account name</dt>
          <dd>{BANK_TRANSFER_DETAILS.accountName}</dd>
          <dt className="text-slate-500">Bank</dt>
          <dd>{BANK_TRANSFER_DETAILS.bankName}</dd>
          <dt className="text-slate-500">Account number</dt>
          <dd>{BANK_TRANSFER_DETAILS.accountNumber}</dd>
          <dt className="text-slate-500">Routing number</dt>
          <dd>{BANK_TRANSFER_DETAILS.routingNumber}</dd>
          <dt className="text-slate-500">Reference</dt>
          <dd>Your e-mail address</dd>
        </dl>
      </div>
      <Field
        id={fieldId('receipt')}
        label="Transfer receipt"
        hint="An image (JPEG, PNG, GIF or WEBP) smaller than 5MB."
        error={extraErrors.receipt}
      >
        {(control) => (
          <div className="flex flex-wrap items-center gap-3">
            <label
              htmlFor={control.id}
              className={buttonClasses({ variant: 'outline', size: 'sm', className: 'cursor-pointer' })}
            >
              <Upload className="size-4" aria-hidden="true" />
              {receipt ? 'Choose another image' : 'Upload receipt'}
            </label>
            <input
              {...control}
              type="file"
              accept={RECEIPT_ACCEPT}
              className="sr-only"
              onChange={(event) => {
                void chooseReceipt(event.target.files?.[0] ?? null);
                event.target.value = '';
              }}
            />
            {receipt ? (
              <span className="flex items-center gap-2 text-sm text-slate-600">
                {receiptPreview ? (
                  <img src={receiptPreview} alt="Receipt preview" className="size-10 rounded object-cover" />
                ) : null}
                {receipt.name}
              </span>
            ) : null}
          </div>
        )}
      </Field>
    </div>
  );
}
