import {
  createInquirySchema,
  INQUIRY_CATEGORIES,
  INQUIRY_CATEGORY_LABELS,
  INQUIRY_LIMITS,
  type InquiryCategory,
} from '@market/domain';
import { useId, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Modal } from '@/components/ui/modal';
import { Select } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';
import { errorMessage, isApiError } from '@/lib/api-client';
import { AttachmentPicker } from './attachment-picker';
import { attachmentProblem } from './attachment-rules';
import { useCreateInquiry } from './create-inquiry';
import { fieldError } from './field-errors';
import type { CustomerInquiry } from './types';

/** What the inquiry is about: a product, or an order (with the vendor part it concerns). */
export type InquiryTopic = {
  productId?: string | undefined;
  productName?: string | undefined;
  orderId?: string | undefined;
  orderNumber?: string | undefined;
  /** The vendor addressed; undefined = the product's vendor, or the marketplace's part of an order. */
  vendorId?: string | undefined;
  /** Who answers ('the marketplace' when undefined). */
  vendorName?: string | undefined;
};

type Errors = Partial<Record<'subject' | 'category' | 'message' | 'attachments' | 'form', string>>;

/** 'Ask the vendor': category (seven), subject, message and up to 5 attachments, errors beside each field. */
export function AskVendorDialog({
  topic,
  onClose,
  onSent,
}: {
  topic: InquiryTopic;
  onClose: () => void;
  onSent: (inquiry: CustomerInquiry) => void;
}) {
  const ids = useId();
  const create = useCreateInquiry();
  const [category, setCategory] = useState<InquiryCategory | ''>(
    topic.orderId ? 'order_support' : 'product_inquiry',
  );
  const [subject, setSubject] = useState('');
  const [message, setMessage] = useState('');
  const [files, setFiles] = useState<File[]>([]);
  const [errors, setErrors] = useState<Errors>({});

  const submit = async () => {
    const parsed = createInquirySchema.safeParse({
      subject,
      category: category || undefined,
      message,
      relatedProduct: topic.productId,
      relatedOrder: topic.orderId,
      vendorId: topic.vendorId,
    });
    const next: Errors = {};
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const key = String(issue.path[0] ?? 'form');
        const field = (['subject', 'category', 'message'].includes(key) ? key : 'form') as keyof Errors;
        next[field] ??= issue.message;
      }
    }
    const fileProblem = attachmentProblem(files);
    if (fileProblem) next.attachments = fileProblem;
    setErrors(next);
    if (!parsed.success || fileProblem) return;
    try {
      const result = await create.mutateAsync({ ...parsed.data, files });
      onSent(result.data.inquiry);
    } catch (failure) {
      const fields: Errors = {
        subject: fieldError(failure, 'subject'),
        category: fieldError(failure, 'category'),
        message: fieldError(failure, 'message'),
        attachments: fieldError(failure, 'attachments'),
      };
      const anyField = Object.values(fields).some(Boolean);
      const tooMany = isApiError(failure) && failure.status === 429;
      setErrors({
        ...fields,
        form: anyField && !tooMany ? undefined : errorMessage(failure, 'Failed to send your inquiry'),
      });
    }
  };

  const about = topic.orderId
    ? `Order ${topic.orderNumber ?? ''}`.trim()
    : topic.productName
      ? topic.productName
      : undefined;

  return (
    <Modal
      title="Ask the vendor"
      description={
        <>
          {about ? <>About {about}. </> : null}
          {topic.vendorName
            ? `${topic.vendorName} answers in your account.`
            : 'The marketplace answers in your account.'}
        </>
      }
      size="lg"
      onClose={onClose}
      busy={create.isPending}
      footer={
        <>
          <Button variant="outline" onClick={onClose} disabled={create.isPending}>
            Cancel
          </Button>
          <Button onClick={() => void submit()} loading={create.isPending} loadingText="Sending…">
            Send Inquiry
          </Button>
        </>
      }
    >
      <form
        className="space-y-4"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        {errors.form ? (
          <Alert tone="danger" live="alert">
            {errors.form}
          </Alert>
        ) : null}
        <Field id={`${ids}-category`} label="Category" error={errors.category}>
          {(control) => (
            <Select
              {...control}
              value={category}
              onChange={(event) => setCategory(event.target.value as InquiryCategory | '')}
            >
              <option value="">Select a category</option>
              {INQUIRY_CATEGORIES.map((value) => (
                <option key={value} value={value}>
                  {INQUIRY_CATEGORY_LABELS[value]}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <Field id={`${ids}-subject`} label="Subject" error={errors.subject}>
          {(control) => (
            <Input
              {...control}
              value={subject}
              maxLength={INQUIRY_LIMITS.subjectMaxChars}
              onChange={(event) => setSubject(event.target.value)}
            />
          )}
        </Field>
        <Field
          id={`${ids}-message`}
          label="Message"
          error={errors.message}
          hint={`${message.length} / ${INQUIRY_LIMITS.messageMaxChars} characters`}
        >
          {(control) => (
            <Textarea
              {...control}
              rows={5}
              value={message}
              maxLength={INQUIRY_LIMITS.messageMaxChars}
              onChange={(event) => setMessage(event.target.value)}
            />
          )}
        </Field>
        <div>
          <p className="mb-1.5 text-sm font-medium text-slate-700">Attachments (optional)</p>
          <AttachmentPicker
            files={files}
            onChange={setFiles}
            error={errors.attachments}
            disabled={create.isPending}
          />
        </div>
      </form>
    </Modal>
  );
}
