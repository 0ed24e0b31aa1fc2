import type { BusinessType } from '@market/domain';

/** How each business type of a vendor application reads on screen. */
export const BUSINESS_TYPE_LABELS: Record<BusinessType, string> = {
  individual: 'Individual',
  company: 'Company',
  partnership: 'Partnership',
};
