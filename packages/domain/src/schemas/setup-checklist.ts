/**
 * The setup checklist of a newly approved vendor (issue 35 item 7, decision 0046): what each item
 * asks, and the rules that decide from the vendor's stored data whether it is done. The server
 * decides (GET /vendors/setup-checklist); the dashboard shows the words.
 */

export const SETUP_ITEM_KEYS = ['logo', 'profile', 'product', 'shipping', 'payout'] as const;
export type SetupItemKey = (typeof SETUP_ITEM_KEYS)[number];

/** The profile fields that make the shop profile complete, with the names the profile form gives them. */
export const PROFILE_FIELDS_COUNTED = [
  'Business name',
  'Contact person',
  'Phone',
  'Street address',
  'City',
  'Business description',
] as const;

export const SETUP_ITEMS: Readonly<Record<SetupItemKey, { label: string; detail: string }>> = {
  logo: {
    label: 'Logo uploaded',
    detail: 'Your logo is shown in the portal and on your shop page.',
  },
  profile: {
    label: 'Shop profile completed',
    detail: `Counted: ${PROFILE_FIELDS_COUNTED.join(', ').replace(/, ([^,]*)$/, ' and $1')}.`,
  },
  product: {
    label: 'First product added',
    detail: 'Add a product with its price, stock and shipping fee.',
  },
  shipping: {
    label: 'Shipping set',
    detail:
      'Save your handling days in your profile: the days you need to hand an order to the carrier. Each product carries its own shipping fee.',
  },
  payout: {
    label: 'Payout details added',
    detail: 'Bank name, account title and account number, where your earnings are paid.',
  },
};

/** The stored profile values the profile item reads. */
export type ProfileFacts = {
  businessName: string;
  contactFirstName: string;
  phone: string;
  street: string;
  city: string;
  description: string;
};

const filled = (value: string) => value.trim().length > 0;

/** Every field of PROFILE_FIELDS_COUNTED holds something besides spaces. */
export function profileComplete(p: ProfileFacts): boolean {
  return [p.businessName, p.contactFirstName, p.phone, p.street, p.city, p.description].every(filled);
}

/** The three bank details the profile's Bank Details tab requires. */
export function payoutDetailsComplete(b: { bankName: string; accountTitle: string; accountNumber: string }) {
  return filled(b.bankName) && filled(b.accountTitle) && filled(b.accountNumber);
}

/** '3 of 5 done'. */
export const setupProgress = (done: number, total: number) => `${done} of ${total} done`;
