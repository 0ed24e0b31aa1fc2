import { eq } from 'drizzle-orm';
import type { AppContext } from '../context.js';
import { type ApplicationStatus, users, vendorApplications, vendors } from '../db/schema/index.js';
import { hashPassword } from '../lib/passwords.js';
import { sha256 } from '../lib/tokens.js';
import { DEMO_VENDORS, type SeedRefs } from './accounts.js';

type DemoApplication = {
  applicationId: string;
  email: string;
  businessName: string;
  owner: [string, string];
  businessType: 'individual' | 'company' | 'partnership';
  city: string;
  state: string;
  categories: string[];
  status: ApplicationStatus;
  notes?: string;
  daysAgo: number;
  reviewedDaysAgo?: number;
};

/** Open applications for the admin to review, one in each status. */
const APPLICATIONS: DemoApplication[] = [
  {
    applicationId: 'APP-2026-104233',
    email: 'hello@sunriseceramics.test',
    businessName: 'Sunrise Ceramics',
    owner: ['Rosa', 'Clay'],
    businessType: 'company',
    city: 'Santa Fe',
    state: 'NM',
    categories: ['Home & Garden', 'Art & Crafts'],
    status: 'submitted',
    daysAgo: 1,
  },
  {
    applicationId: 'APP-2026-118902',
    email: 'team@pixelplay.test',
    businessName: 'Pixel Play Toys',
    owner: ['Omar', 'Brick'],
    businessType: 'partnership',
    city: 'Seattle',
    state: 'WA',
    categories: ['Toys & Games'],
    status: 'submitted',
    daysAgo: 3,
  },
  {
    applicationId: 'APP-2026-127745',
    email: 'sales@officeworks.test',
    businessName: 'Office Works Supply',
    owner: ['Nina', 'Desk'],
    businessType: 'company',
    city: 'Chicago',
    state: 'IL',
    categories: ['Office Supplies'],
    status: 'under_review',
    notes: 'Checking the tax documents.',
    daysAgo: 6,
    reviewedDaysAgo: 2,
  },
  {
    applicationId: 'APP-2026-130561',
    email: 'owner@goldenspoon.test',
    businessName: 'Golden Spoon Foods',
    owner: ['Ravi', 'Spice'],
    businessType: 'individual',
    city: 'Houston',
    state: 'TX',
    categories: ['Food & Beverages'],
    status: 'more_info_required',
    notes: 'Please send a copy of your food safety certificate.',
    daysAgo: 9,
    reviewedDaysAgo: 4,
  },
  {
    applicationId: 'APP-2026-141180',
    email: 'contact@fastfakes.test',
    businessName: 'Fast Replica Watches',
    owner: ['Vic', 'Tick'],
    businessType: 'individual',
    city: 'Las Vegas',
    state: 'NV',
    categories: ['Jewelry & Accessories'],
    status: 'rejected',
    notes: 'Replica branded goods are not allowed on the marketplace.',
    daysAgo: 20,
    reviewedDaysAgo: 15,
  },
];

/** An approved applicant who has not signed in yet: the status page still shows the credentials. */
const FRESHLY_APPROVED = {
  applicationId: 'APP-2026-150077',
  email: 'studio@newhorizon.test',
  businessName: 'New Horizon Crafts',
  owner: ['Ivy', 'Weaver'] as [string, string],
  temporaryPassword: 'Welcome2Horizon',
  /** The status key a submitting browser would keep (decision 0036): the credentials show only with it. */
  statusKey: 'demo-status-key-APP-2026-150077',
};

/** Vendor applications in every status, and the approved ones behind the demo vendors. */
export async function seedOnboarding(ctx: AppContext, refs: SeedRefs): Promise<void> {
  const now = ctx.clock.now().getTime();
  const day = 24 * 3600 * 1000;
  const tempHash = await hashPassword(FRESHLY_APPROVED.temporaryPassword);
  await ctx.db.transaction(async (tx) => {
    for (const a of APPLICATIONS) {
      await tx.insert(vendorApplications).values({
        applicationId: a.applicationId,
        email: a.email,
        businessName: a.businessName,
        businessType: a.businessType,
        description: `${a.businessName} would like to sell on the marketplace.`,
        contactFirstName: a.owner[0],
        contactLastName: a.owner[1],
        phone: '+1 555 0150',
        street: '1 Main Street',
        city: a.city,
        state: a.state,
        zipCode: '10001',
        country: 'United States',
        categories: a.categories,
        taxId: 'EIN-12-3456789',
        status: a.status,
        notes: a.notes ?? null,
        reviewedAt: a.reviewedDaysAgo ? new Date(now - a.reviewedDaysAgo * day) : null,
        reviewedBy: a.reviewedDaysAgo ? refs.adminId : null,
        createdAt: new Date(now - a.daysAgo * day),
      });
    }

    // The demo vendors came in through approved applications long ago.
    for (const [i, v] of DEMO_VENDORS.entries()) {
      const vendorId = refs.vendors[v.key]!;
      const applicationId = `APP-2025-${String(900100 + i * 37)}`;
      const status: ApplicationStatus =
        v.status === 'approved'
          ? 'approved'
          : v.status === 'rejected'
            ? 'rejected'
            : v.status === 'under_review'
              ? 'under_review'
              : 'submitted';
      await tx.insert(vendorApplications).values({
        applicationId,
        email: v.email,
        businessName: v.businessName,
        businessType: v.businessType,
        description: v.description,
        contactFirstName: v.owner[0],
        contactLastName: v.owner[1],
        phone: '+1 555 0101',
        street: '100 Market Street',
        city: v.city,
        state: v.state,
        zipCode: '10001',
        country: 'United States',
        categories: v.categories,
        status,
        vendorId: v.status === 'approved' ? vendorId : null,
        // Applied two weeks before joining; reviewed the day the shop joined.
        reviewedAt: status === 'submitted' ? null : new Date(now - v.joinedDaysAgo * day),
        reviewedBy: status === 'submitted' ? null : refs.adminId,
        createdAt: new Date(now - (v.joinedDaysAgo + 14) * day),
      });
      await tx.update(vendors).set({ applicationId }).where(eq(vendors.id, vendorId));
    }

    const [user] = await tx
      .insert(users)
      .values({
        email: FRESHLY_APPROVED.email,
        name: FRESHLY_APPROVED.owner.join(' '),
        role: 'vendor',
        passwordHash: tempHash,
        mustChangePassword: true,
        createdAt: new Date(now - 0.5 * day),
      })
      .returning({ id: users.id });
    const [vendor] = await tx
      .insert(vendors)
      .values({
        userId: user!.id,
        businessName: FRESHLY_APPROVED.businessName,
        email: FRESHLY_APPROVED.email,
        businessType: 'individual',
        description: 'Hand-woven baskets and wall hangings.',
        contactFirstName: FRESHLY_APPROVED.owner[0],
        contactLastName: FRESHLY_APPROVED.owner[1],
        phone: '+1 555 0177',
        street: '8 Loom Lane',
        city: 'Asheville',
        state: 'NC',
        zipCode: '28801',
        country: 'United States',
        categories: ['Art & Crafts'],
        verificationStatus: 'approved',
        applicationId: FRESHLY_APPROVED.applicationId,
        // Approved half a day ago (the application's review below).
        createdAt: new Date(now - 0.5 * day),
        updatedAt: new Date(now - 0.5 * day),
      })
      .returning({ id: vendors.id });
    await tx.insert(vendorApplications).values({
      applicationId: FRESHLY_APPROVED.applicationId,
      email: FRESHLY_APPROVED.email,
      businessName: FRESHLY_APPROVED.businessName,
      businessType: 'individual',
      description: 'Hand-woven baskets and wall hangings.',
      contactFirstName: FRESHLY_APPROVED.owner[0],
      contactLastName: FRESHLY_APPROVED.owner[1],
      phone: '+1 555 0177',
      street: '8 Loom Lane',
      city: 'Asheville',
      state: 'NC',
      zipCode: '28801',
      country: 'United States',
      categories: ['Art & Crafts'],
      status: 'approved',
      notes: 'Lovely work, welcome aboard!',
      vendorId: vendor!.id,
      temporaryPassword: FRESHLY_APPROVED.temporaryPassword,
      statusSecretHash: sha256(FRESHLY_APPROVED.statusKey),
      reviewedAt: new Date(now - 0.5 * day),
      reviewedBy: refs.adminId,
      createdAt: new Date(now - 2 * day),
    });
  });
}

export const DEMO_APPLICATION_IDS = {
  submitted: APPLICATIONS[0]!.applicationId,
  approvedWithCredentials: FRESHLY_APPROVED.applicationId,
};

/** The demo approved application's status key (X-Application-Key), for tests. */
export const DEMO_APPLICATION_STATUS_KEY = FRESHLY_APPROVED.statusKey;
