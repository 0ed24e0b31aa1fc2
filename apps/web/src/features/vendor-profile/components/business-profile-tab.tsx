import { zodResolver } from '@hookform/resolvers/zod';
import {
  BUSINESS_TYPES,
  type BusinessProfileForm,
  businessProfileFormSchema,
  HANDLING_DAYS_HINT,
  PROFILE_COUNTRIES,
  PROFILE_MESSAGES,
  toProfileUpdate,
} from '@market/domain';
import { ImageUp, Save, X } from 'lucide-react';
import { type ChangeEvent, useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardBody, CardHeader } from '@/components/ui/card';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { RefusedFileRow } from '@/components/ui/refused-files';
import { Select } from '@/components/ui/select';
import { TextField } from '@/components/ui/text-field';
import { Textarea } from '@/components/ui/textarea';
import { ApiError, errorMessage } from '@/lib/api-client';
import { limitedBy } from '@/lib/field-limits';
import type { RefusedFile } from '@/lib/file-checks';
import { BUSINESS_TYPE_LABELS } from '@/shared/vendor-application/business-type-labels';
import type { VendorProfile } from '@/shared/vendor-profile/profile';
import { useUpdateVendorProfile } from '../api/update-profile';
import { useUploadVendorLogo } from '../api/upload-logo';
import { checkLogo } from './logo';
import { LogoPreview } from './logo-preview';
import { type FieldName, type FormInput, profileFormValues, SERVER_FIELDS } from './profile-form-values';
import { ProfileReadView } from './profile-read-view';

/** Text inputs take no more than the server accepts (the schema's `.max()`). */
const limit = limitedBy(businessProfileFormSchema);

function useObjectUrl(file: File | null): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!file || typeof URL.createObjectURL !== 'function') {
      setUrl(null);
      return;
    }
    const next = URL.createObjectURL(file);
    setUrl(next);
    return () => URL.revokeObjectURL(next);
  }, [file]);
  return url;
}

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
  const upload = useUploadVendorLogo();
  const [logoFile, setLogoFile] = useState<File | null>(null);
  const [logoError, setLogoError] = useState<string | null>(null);
  // A logo refused on selection: its name with the message beside it.
  const [refusedLogo, setRefusedLogo] = useState<RefusedFile | null>(null);
  const [serverError, setServerError] = useState<string | null>(null);
  const preview = useObjectUrl(logoFile);
  const fileInput = useRef<HTMLInputElement>(null);
  const {
    register,
    handleSubmit,
    clearErrors,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<FormInput, unknown, BusinessProfileForm>({
    resolver: zodResolver(businessProfileFormSchema),
    defaultValues: profileFormValues(profile),
    reValidateMode: 'onSubmit',
  });
  const field = (name: FieldName) => limit(register(name, { onChange: () => clearErrors(name) }));
  const countries: string[] = [...PROFILE_COUNTRIES];
  if (profile.country && !countries.includes(profile.country)) countries.unshift(profile.country);

  const chooseLogo = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0] ?? null;
    event.target.value = '';
    if (!file) return;
    // Checked on selection (content, size): a refused file gets no preview, only its message.
    const problem = await checkLogo(file);
    setLogoError(null);
    setRefusedLogo(problem ? { name: file.name, message: problem } : null);
    setLogoFile(problem ? null : file);
  };

  const submit = handleSubmit(async (values) => {
    setServerError(null);
    let saved = profile;
    if (logoFile) {
      try {
        saved = (await upload.mutateAsync(logoFile)).vendor;
      } catch (error) {
        setLogoError(errorMessage(error, PROFILE_MESSAGES.logoUploadFailed));
        return;
      }
    }
    try {
      const result = await update.mutateAsync(toProfileUpdate(values));
      saved = result.vendor;
      onSaved(saved, result.message ?? PROFILE_MESSAGES.updated);
    } catch (error) {
      if (error instanceof ApiError) {
        for (const detail of error.details) {
          const name = SERVER_FIELDS[detail.path];
          if (name) setError(name, { message: detail.message });
        }
      }
      setServerError(errorMessage(error, PROFILE_MESSAGES.updateFailed));
      if (logoFile) {
        // The logo is saved already; only the fields failed.
        setLogoFile(null);
        onSaved(saved, '');
      }
    }
  });

  return (
    <Card>
      <form noValidate onSubmit={submit} aria-label="Edit business profile">
        <CardHeader title="Edit Business Profile" description="Fields marked * are required." />
        <CardBody className="space-y-6">
          {serverError ? (
            <Alert tone="danger" live="alert">
              {serverError}
            </Alert>
          ) : null}

          <div className="flex flex-col gap-4 sm:flex-row sm:items-center">
            <LogoPreview
              name={profile.businessName}
              src={preview ?? profile.logo}
              alt={preview ? 'New logo preview' : undefined}
            />
            <div className="space-y-2">
              <div className="flex flex-wrap items-center gap-2">
                <label
                  htmlFor="profile-logo"
                  className="inline-flex h-8 cursor-pointer items-center gap-2 rounded-lg border border-slate-300 bg-white px-3 text-sm font-medium text-slate-700 shadow-xs hover:bg-slate-50 focus-within:ring-2 focus-within:ring-indigo-500"
                >
                  <ImageUp className="size-4" aria-hidden="true" />
                  {logoFile ? 'Choose another logo' : 'Change logo'}
                  <input
                    ref={fileInput}
                    id="profile-logo"
                    type="file"
                    accept="image/jpeg,image/png,image/gif,image/webp"
                    className="sr-only"
                    aria-describedby="profile-logo-hint"
                    onChange={(event) => void chooseLogo(event)}
                  />
                </label>
                {logoFile ? (
                  <Button variant="ghost" size="sm" onClick={() => setLogoFile(null)}>
                    Remove new logo
                  </Button>
                ) : null}
              </div>
              <p id="profile-logo-hint" className="text-xs text-slate-500">
                {logoFile
                  ? `New logo: ${logoFile.name} (saved when you save the profile)`
                  : 'JPEG, PNG, GIF or WEBP, up to 5MB.'}
              </p>
              {logoError ? (
                <p role="alert" className="text-sm text-red-600">
                  {logoError}
                </p>
              ) : null}
              {refusedLogo ? <RefusedFileRow file={refusedLogo} /> : null}
            </div>
          </div>

          <div className="grid grid-cols-1 gap-5 sm:grid-cols-2">
            <TextField
              id="profile-business-name"
              label="Business name *"
              error={errors.businessName?.message}
              registration={field('businessName')}
            />
            <Field id="profile-email" label="Email" hint="Your sign-in email cannot be changed here.">
              {(control) => <Input {...control} type="email" value={profile.email} readOnly disabled />}
            </Field>
            <TextField
              id="profile-contact-first"
              label="Contact first name *"
              autoComplete="given-name"
              error={errors.contactFirstName?.message}
              registration={field('contactFirstName')}
            />
            <TextField
              id="profile-contact-last"
              label="Contact last name"
              autoComplete="family-name"
              error={errors.contactLastName?.message}
              registration={field('contactLastName')}
            />
            <TextField
              id="profile-phone"
              label="Phone *"
              type="tel"
              autoComplete="tel"
              error={errors.phone?.message}
              registration={field('phone')}
            />
            <Field id="profile-business-type" label="Business type" error={errors.businessType?.message}>
              {(control) => (
                <Select {...control} {...field('businessType')}>
                  {BUSINESS_TYPES.map((type) => (
                    <option key={type} value={type}>
                      {BUSINESS_TYPE_LABELS[type]}
                    </option>
                  ))}
                </Select>
              )}
            </Field>
            <div className="sm:col-span-2">
              <TextField
                id="profile-website"
                label="Website"
                placeholder="https://example.com"
                error={errors.website?.message}
                registration={field('website')}
              />
            </div>
            <Field
              id="profile-description"
              label="Description"
              error={errors.businessDescription?.message}
              className="sm:col-span-2"
            >
              {(control) => <Textarea {...control} {...field('businessDescription')} />}
            </Field>
            <div className="sm:col-span-2">
              <TextField
                id="profile-street"
                label="Address *"
                autoComplete="street-address"
                error={errors.street?.message}
                registration={field('street')}
              />
            </div>
            <TextField
              id="profile-city"
              label="City *"
              autoComplete="address-level2"
              error={errors.city?.message}
              registration={field('city')}
            />
            <TextField
              id="profile-state"
              label="State"
              autoComplete="address-level1"
              error={errors.state?.message}
              registration={field('state')}
            />
            <TextField
              id="profile-postal-code"
              label="Postal code"
              autoComplete="postal-code"
              error={errors.postalCode?.message}
              registration={field('postalCode')}
            />
            <Field id="profile-country" label="Country" error={errors.country?.message}>
              {(control) => (
                <Select {...control} {...field('country')}>
                  {profile.country ? null : <option value="">Select a country</option>}
                  {countries.map((country) => (
                    <option key={country} value={country}>
                      {country}
                    </option>
                  ))}
                </Select>
              )}
            </Field>
            <TextField
              id="profile-tax-id"
              label="Tax ID"
              error={errors.taxId?.message}
              registration={field('taxId')}
            />
            <TextField
              id="profile-handling-days"
              label="Handling days"
              type="number"
              inputMode="numeric"
              min={0}
              max={60}
              step={1}
              hint={HANDLING_DAYS_HINT}
              error={errors.handlingDays?.message}
              registration={field('handlingDays')}
            />
          </div>

          <div className="flex flex-col-reverse gap-3 border-t border-slate-100 pt-5 sm:flex-row sm:justify-end">
            <Button variant="outline" onClick={onCancel} disabled={isSubmitting}>
              <X className="size-4" aria-hidden="true" />
              Cancel
            </Button>
            <Button type="submit" loading={isSubmitting} loadingText="Saving…">
              <Save className="size-4" aria-hidden="true" />
              Save Changes
            </Button>
          </div>
        </CardBody>
      </form>
    </Card>
  );
}

/** The Business Profile tab (spec 001): a read view, and an edit view whose Cancel discards an unsaved logo. */
export function BusinessProfileTab({
  profile,
  onSaved,
  startEditing = false,
}: {
  profile: VendorProfile;
  onSaved: (profile: VendorProfile, message: string) => void;
  /** Opens on the edit view (a link of the dashboard's setup checklist). */
  startEditing?: boolean;
}) {
  const [editing, setEditing] = useState(startEditing);
  if (!editing) return <ProfileReadView profile={profile} onEdit={() => setEditing(true)} />;
  return (
    <EditView
      profile={profile}
      onCancel={() => setEditing(false)}
      onSaved={(saved, message) => {
        if (message) setEditing(false);
        onSaved(saved, message);
      }}
    />
  );
}
