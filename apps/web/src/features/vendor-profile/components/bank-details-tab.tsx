import { zodResolver } from '@hookform/resolvers/zod';
import { bankDetailsSchema, PROFILE_MESSAGES } from '@market/domain';
import { Landmark, Pencil, Save, X } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardBody, CardHeader } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { ApiError, errorMessage } from '@/lib/api-client';
import { limitedBy } from '@/lib/field-limits';
import type { VendorProfile } from '@/shared/vendor-profile/profile';
import { useUpdateVendorProfile } from '../api/update-profile';
import { maskAccountNumber } from './logo';
import { ReadField } from './read-field';

/** Text inputs take no more than the server accepts (the schema's `.max()`). */
const limit = limitedBy(bankDetailsSchema);

type BankInput = z.input<typeof bankDetailsSchema>;
type BankField = keyof BankInput;
const BANK_FIELDS: BankField[] = ['bankName', 'accountTitle', 'accountNumber'];

function EditView({
  profile,
  onCancel,
  onSaved,
}: {
  profile: VendorProfile;
  onCancel: () => void;
  onSaved: (profile: VendorProfile, message: string) => void;
}) {
  const update = useUpdateVendorProfile();
  const [serverError, setServerError] = useState<string | null>(null);
  const hasNumber = Boolean(profile.bankDetails.accountNumber);
  const {
    register,
    handleSubmit,
    clearErrors,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<BankInput, unknown, z.output<typeof bankDetailsSchema>>({
    resolver: zodResolver(bankDetailsSchema),
    defaultValues: {
      ...profile.bankDetails,
      accountNumber: maskAccountNumber(profile.bankDetails.accountNumber),
    },
    reValidateMode: 'onSubmit',
  });
  const field = (name: BankField) => limit(register(name, { onChange: () => clearErrors(name) }));

  const submit = handleSubmit(async (bankDetails) => {
    setServerError(null);
    try {
      const result = await update.mutateAsync({ bankDetails });
      onSaved(result.vendor, result.message ?? PROFILE_MESSAGES.updated);
    } catch (error) {
      if (error instanceof ApiError) {
        for (const detail of error.details) {
          const name = detail.path.replace(/^bankDetails\./, '') as BankField;
          if (BANK_FIELDS.includes(name)) setError(name, { message: detail.message });
        }
      }
      setServerError(errorMessage(error, PROFILE_MESSAGES.updateFailed));
    }
  });

  return (
    <Card>
      <form noValidate onSubmit={submit} aria-label="Edit bank details">
        <CardHeader title="Edit Bank Details" description="Where the marketplace sends your payouts." />
        <CardBody className="space-y-5">
          {serverError ? (
            <Alert tone="danger" live="alert">
              {serverError}
            </Alert>
          ) : null}
          <Field id="bank-name" label="Bank name *" error={errors.bankName?.message}>
            {(control) => <Input {...control} autoComplete="off" {...field('bankName')} />}
          </Field>
          <Field id="bank-account-title" label="Account title *" error={errors.accountTitle?.message}>
            {(control) => <Input {...control} autoComplete="off" {...field('accountTitle')} />}
          </Field>
          <Field
            id="bank-account-number"
            label="Account number *"
            hint={
              hasNumber
                ? 'Only the last 4 digits are shown. Keep it as it is to leave the number unchanged, or type the new number.'
                : undefined
            }
            error={errors.accountNumber?.message}
          >
            {(control) => (
              <Input {...control} autoComplete="off" inputMode="numeric" {...field('accountNumber')} />
            )}
          </Field>
          <div className="flex flex-col-reverse gap-3 border-t border-slate-100 pt-5 sm:flex-row sm:justify-end">
            <Button variant="outline" onClick={onCancel} disabled={isSubmitting}>
              <X className="size-4" aria-hidden="true" />
              Cancel
            </Button>
            <Button type="submit" loading={isSubmitting} loadingText="Saving…">
              <Save className="size-4" aria-hidden="true" />
              Save Bank Details
            </Button>
          </div>
        </CardBody>
      </form>
    </Card>
  );
}

/** The Bank Details tab (spec 001): read and edit views; the account number only ever shows masked. */
export function BankDetailsTab({
  profile,
  impersonating,
  onSaved,
  startEditing = false,
}: {
  profile: VendorProfile;
  impersonating: boolean;
  onSaved: (profile: VendorProfile, message: string) => void;
  /** Opens on the edit view (a link of the dashboard's setup checklist). */
  startEditing?: boolean;
}) {
  const [editing, setEditing] = useState(startEditing);
  const bank = profile.bankDetails;
  const empty = !bank.bankName && !bank.accountTitle && !bank.accountNumber;

  if (editing && !impersonating) {
    return (
      <EditView
        profile={profile}
        onCancel={() => setEditing(false)}
        onSaved={(saved, message) => {
          setEditing(false);
          onSaved(saved, message);
        }}
      />
    );
  }

  const editButton = impersonating ? null : (
    <Button variant="outline" size="sm" onClick={() => setEditing(true)}>
      <Pencil className="size-4" aria-hidden="true" />
      {empty ? 'Add Bank Details' : 'Edit Bank Details'}
    </Button>
  );

  return (
    <Card>
      <CardHeader
        title="Bank Details"
        description="Where the marketplace sends your payouts."
        actions={empty ? null : editButton}
      />
      {impersonating ? (
        <CardBody className="pb-0">
          <Alert tone="info">{PROFILE_MESSAGES.bankImpersonation}.</Alert>
        </CardBody>
      ) : null}
      {empty ? (
        <EmptyState
          level={3}
          icon={Landmark}
          title="No bank details yet"
          description="Add the account your earnings should be paid into."
          actions={editButton}
        />
      ) : (
        <CardBody>
          <dl className="grid grid-cols-1 gap-x-6 gap-y-4 sm:grid-cols-2">
            <ReadField label="Bank name">{bank.bankName}</ReadField>
            <ReadField label="Account title">{bank.accountTitle}</ReadField>
            <ReadField label="Account number">
              {bank.accountNumber ? (
                <span className="font-mono tracking-wider" data-testid="masked-account-number">
                  {maskAccountNumber(bank.accountNumber)}
                </span>
              ) : null}
            </ReadField>
          </dl>
        </CardBody>
      )}
    </Card>
  );
}
