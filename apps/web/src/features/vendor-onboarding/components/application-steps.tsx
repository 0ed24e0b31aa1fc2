import { zodResolver } from '@hookform/resolvers/zod';
import {
  APPLICATION_DEFAULT_COUNTRY,
  applicationStep1Schema,
  applicationStep2Schema,
  applicationStep3Schema,
  BUSINESS_TYPES,
  type BusinessType,
  VENDOR_CATEGORIES,
} from '@market/domain';
import { ArrowLeft, ArrowRight, Send } from 'lucide-react';
import type { ReactNode } from 'react';
import { type FieldValues, type Path, type UseFormRegisterReturn, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Select } from '@/components/ui/select';
import { TextField } from '@/components/ui/text-field';
import { Textarea } from '@/components/ui/textarea';
import { cn } from '@/lib/cn';
import { limitedBy } from '@/lib/field-limits';
import { BUSINESS_TYPE_LABELS } from '@/shared/vendor-application/business-type-labels';

export type VendorCategory = (typeof VENDOR_CATEGORIES)[number];

/** Everything the applicant typed so far, kept while moving between the steps. */
export type ApplicationDraft = {
  email: string;
  businessName: string;
  businessType: BusinessType | '';
  description: string;
  firstName: string;
  lastName: string;
  phone: string;
  street: string;
  city: string;
  state: string;
  zipCode: string;
  country: string;
  categories: VendorCategory[];
  taxId: string;
};

export const EMPTY_DRAFT: ApplicationDraft = {
  email: '',
  businessName: '',
  businessType: '',
  description: '',
  firstName: '',
  lastName: '',
  phone: '',
  street: '',
  city: '',
  state: '',
  zipCode: '',
  country: APPLICATION_DEFAULT_COUNTRY,
  categories: [],
  taxId: '',
};

/**
 * One step's form: validated with the step's domain schema on Next, an error cleared as soon
 * as its field is edited (spec 000 section 5), each text input limited to the schema's length.
 */
function useStepForm<TIn extends FieldValues, TOut>(schema: z.ZodType<TOut, TIn>, defaultValues: TIn) {
  const form = useForm<TIn, unknown, TOut>({
    // biome-ignore lint/suspicious/noExplicitAny: the resolver's generics do not follow a generic schema
    resolver: zodResolver(schema as any) as any,
    defaultValues: defaultValues as never,
    reValidateMode: 'onSubmit',
  });
  // Each text input takes no more than the step's schema (the server's) accepts.
  const limit = limitedBy(schema);
  const field = (name: Path<TIn>): UseFormRegisterReturn & { maxLength?: number } =>
    limit(form.register(name, { onChange: () => form.clearErrors(name) }));
  return { ...form, field };
}

const optional = <span className="font-normal text-slate-400">(optional)</span>;

function StepButtons({
  onBack,
  next,
  className,
}: {
  onBack?: (() => void) | undefined;
  next: ReactNode;
  className?: string;
}) {
  return (
    <div className={cn('flex flex-col-reverse gap-3 pt-2 sm:flex-row sm:justify-between', className)}>
      {onBack ? (
        <Button variant="outline" onClick={onBack}>
          <ArrowLeft className="size-4" aria-hidden="true" />
          Back
        </Button>
      ) : (
        <span />
      )}
      {next}
    </div>
  );
}

const NextButton = () => (
  <Button type="submit">
    Next
    <ArrowRight className="size-4" aria-hidden="true" />
  </Button>
);

type Step1Values = Pick<ApplicationDraft, 'email' | 'businessName' | 'businessType' | 'description'>;

/** Step 1, Business Info: email, business name, business type, description. */
export function BusinessInfoStep({
  draft,
  onNext,
}: {
  draft: ApplicationDraft;
  onNext: (values: Step1Values) => void;
}) {
  const { handleSubmit, field, formState } = useStepForm(applicationStep1Schema, {
    email: draft.email,
    businessName: draft.businessName,
    businessType: draft.businessType as BusinessType,
    description: draft.description,
  });
  const { errors } = formState;
  return (
    <form
      noValidate
      aria-label="Business Info"
      className="space-y-5"
      onSubmit={handleSubmit((values) => onNext({ ...values, email: values.email }))}
    >
      <TextField
        id="apply-email"
        label="Business email"
        type="email"
        autoComplete="email"
        inputMode="email"
        placeholder="you@yourbusiness.com"
        hint="We will send a verification code to this address."
        error={errors.email?.message}
        registration={field('email')}
      />
      <TextField
        id="apply-business-name"
        label="Business name"
        autoComplete="organization"
        placeholder="e.g. Sunrise Ceramics"
        error={errors.businessName?.message}
        registration={field('businessName')}
      />
      <Field id="apply-business-type" label="Business type" error={errors.businessType?.message}>
        {(control) => (
          <Select {...control} {...field('businessType')}>
            <option value="">Select a business type</option>
            {BUSINESS_TYPES.map((type) => (
              <option key={type} value={type}>
                {BUSINESS_TYPE_LABELS[type]}
              </option>
            ))}
          </Select>
        )}
      </Field>
      <Field
        id="apply-description"
        label={<>Business description {optional}</>}
        error={errors.description?.message}
      >
        {(control) => (
          <Textarea
            {...control}
            placeholder="What do you sell, and what makes it special?"
            {...field('description')}
          />
        )}
      </Field>
      <StepButtons next={<NextButton />} />
    </form>
  );
}

type Step2Values = Pick<ApplicationDraft, 'firstName' | 'lastName' | 'phone'>;

/** Step 2, Contact Details: first name, last name, phone. */
export function ContactStep({
  draft,
  onNext,
  onBack,
}: {
  draft: ApplicationDraft;
  onNext: (values: Step2Values) => void;
  onBack: (values: Step2Values) => void;
}) {
  const { handleSubmit, field, formState, getValues } = useStepForm(applicationStep2Schema, {
    firstName: draft.firstName,
    lastName: draft.lastName,
    phone: draft.phone,
  });
  const { errors } = formState;
  return (
    <form noValidate aria-label="Contact Details" className="space-y-5" onSubmit={handleSubmit(onNext)}>
      <div className="grid grid-cols-1 gap-5 sm:grid-cols-2">
        <TextField
          id="apply-first-name"
          label="First name"
          autoComplete="given-name"
          error={errors.firstName?.message}
          registration={field('firstName')}
        />
        <TextField
          id="apply-last-name"
          label="Last name"
          autoComplete="family-name"
          error={errors.lastName?.message}
          registration={field('lastName')}
        />
      </div>
      <TextField
        id="apply-phone"
        label="Phone number"
        type="tel"
        autoComplete="tel"
        placeholder="+1 555 123 4567"
        error={errors.phone?.message}
        registration={field('phone')}
      />
      <StepButtons onBack={() => onBack(getValues())} next={<NextButton />} />
    </form>
  );
}

type Step3Values = Pick<
  ApplicationDraft,
  'street' | 'city' | 'state' | 'zipCode' | 'country' | 'categories' | 'taxId'
>;

/** Step 3, Address and Categories; its submit sends the code, then (once verified) the application. */
export function AddressStep({
  draft,
  onSubmit,
  onBack,
  submitting,
  submitLabel,
  notice,
}: {
  draft: ApplicationDraft;
  onSubmit: (values: Step3Values) => void | Promise<void>;
  onBack: (values: Step3Values) => void;
  submitting: boolean;
  submitLabel: string;
  /** Messages shown above the buttons (code send failure, verified e-mail, submit failure). */
  notice?: ReactNode;
}) {
  const { handleSubmit, field, formState, getValues } = useStepForm(applicationStep3Schema, {
    street: draft.street,
    city: draft.city,
    state: draft.state,
    zipCode: draft.zipCode,
    country: draft.country,
    categories: draft.categories,
    taxId: draft.taxId,
  });
  const { errors } = formState;
  const values = () => {
    const v = getValues();
    return { ...v, categories: Array.isArray(v.categories) ? v.categories : [] } as Step3Values;
  };
  return (
    <form
      noValidate
      aria-label="Address and Categories"
      className="space-y-5"
      onSubmit={handleSubmit((v) => onSubmit(v as Step3Values))}
    >
      <TextField
        id="apply-street"
        label="Street address"
        autoComplete="street-address"
        error={errors.street?.message}
        registration={field('street')}
      />
      <div className="grid grid-cols-1 gap-5 sm:grid-cols-2">
        <TextField
          id="apply-city"
          label="City"
          autoComplete="address-level2"
          error={errors.city?.message}
          registration={field('city')}
        />
        <TextField
          id="apply-state"
          label="State"
          autoComplete="address-level1"
          error={errors.state?.message}
          registration={field('state')}
        />
        <TextField
          id="apply-zip"
          label="ZIP code"
          autoComplete="postal-code"
          error={errors.zipCode?.message}
          registration={field('zipCode')}
        />
        <TextField
          id="apply-country"
          label={<>Country {optional}</>}
          autoComplete="country-name"
          error={errors.country?.message}
          registration={field('country')}
        />
      </div>

      <fieldset className="space-y-3">
        <legend className="text-sm font-medium text-slate-700">Categories you sell in {optional}</legend>
        <div className="grid grid-cols-1 gap-2 sm:grid-cols-2">
          {VENDOR_CATEGORIES.map((category) => (
            <label
              key={category}
              className="flex cursor-pointer items-center gap-2.5 rounded-lg border border-slate-200 bg-white px-3 py-2 text-sm text-slate-700 transition-colors hover:border-indigo-300 has-checked:border-indigo-500 has-checked:bg-indigo-50 has-checked:text-indigo-900"
            >
              <input
                type="checkbox"
                value={category}
                className="size-4 rounded border-slate-300 accent-indigo-600"
                {...field('categories')}
              />
              {category}
            </label>
          ))}
        </div>
        {errors.categories?.message ? (
          <p className="text-sm text-red-600">{errors.categories.message}</p>
        ) : null}
      </fieldset>

      <TextField
        id="apply-tax-id"
        label={<>Tax ID {optional}</>}
        error={errors.taxId?.message}
        registration={field('taxId')}
      />

      {notice}

      <StepButtons
        onBack={() => onBack(values())}
        next={
          <Button type="submit" loading={submitting} loadingText="Please wait…">
            <Send className="size-4" aria-hidden="true" />
            {submitLabel}
          </Button>
        }
      />
    </form>
  );
}
