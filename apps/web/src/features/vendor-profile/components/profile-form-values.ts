import type { businessProfileFormSchema } from '@market/domain';
import type { z } from 'zod';
import type { VendorProfile } from '@/shared/vendor-profile/profile';

export type FormInput = z.input<typeof businessProfileFormSchema>;
export type FieldName = keyof FormInput;

/** The edit form's values for a stored profile. */
export function profileFormValues(p: VendorProfile): FormInput {
  return {
    businessName: p.businessName,
    contactFirstName: p.contactPerson.firstName,
    contactLastName: p.contactPerson.lastName,
    phone: p.phone,
    businessType: p.businessType,
    website: p.website,
    businessDescription: p.businessDescription,
    street: p.address.street,
    city: p.city,
    state: p.state,
    postalCode: p.postalCode,
    country: p.country,
    taxId: p.taxId,
    handlingDays: String(p.handlingDays),
  };
}

/** Server field paths of PUT /vendors/profile mapped onto this form's fields. */
export const SERVER_FIELDS: Record<string, FieldName> = {
  businessName: 'businessName',
  contactPerson: 'contactFirstName',
  'contactPerson.firstName': 'contactFirstName',
  'contactPerson.lastName': 'contactLastName',
  phone: 'phone',
  businessType: 'businessType',
  website: 'website',
  businessDescription: 'businessDescription',
  address: 'street',
  'address.street': 'street',
  city: 'city',
  state: 'state',
  postalCode: 'postalCode',
  country: 'country',
  taxId: 'taxId',
  handlingDays: 'handlingDays',
};
