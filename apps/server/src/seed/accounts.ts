import type { AppContext } from '../context.js';
import { users, type VerificationStatus, vendors } from '../db/schema/index.js';
import { hashPassword } from '../lib/passwords.js';

export const DEMO_PASSWORD = 'demo1234';

export const DEMO_LOGINS = [
  { role: 'admin', email: 'admin@demo.test', url: '/admin/login' },
  { role: 'vendor', email: 'vendor@demo.test', url: '/vendor/login' },
  { role: 'customer', email: 'customer@demo.test', url: '/login' },
] as const;

type DemoVendor = {
  key: string;
  email: string;
  owner: [string, string];
  businessName: string;
  businessType: 'individual' | 'company' | 'partnership';
  description: string;
  city: string;
  state: string;
  categories: string[];
  status: VerificationStatus;
  commissionRateBp?: number;
  /** When the shop joined (its account and vendor row), in days before the seed: over the past year and more. */
  joinedDaysAgo: number;
};

const DAY = 86_400_000;

export const DEMO_VENDORS: DemoVendor[] = [
  {
    key: 'demo',
    joinedDaysAgo: 400,
    email: 'vendor@demo.test',
    owner: ['Dana', 'Trader'],
    businessName: 'Demo Traders',
    businessType: 'company',
    description: 'Everyday electronics and home goods, shipped fast.',
    city: 'Springfield',
    state: 'IL',
    categories: ['Electronics', 'Home & Garden'],
    status: 'approved',
  },
  {
    key: 'greenleaf',
    joinedDaysAgo: 392,
    email: 'greenleaf@demo.test',
    owner: ['Maya', 'Green'],
    businessName: 'Green Leaf Home',
    businessType: 'partnership',
    description: 'Plants, planters and calm things for the home.',
    city: 'Portland',
    state: 'OR',
    categories: ['Home & Garden', 'Health & Beauty'],
    status: 'approved',
    commissionRateBp: 1500,
  },
  {
    key: 'peak',
    joinedDaysAgo: 385,
    email: 'peak@demo.test',
    owner: ['Sam', 'Ridge'],
    businessName: 'Peak Outdoor Co.',
    businessType: 'company',
    description: 'Gear for trails, camps and weekends outside.',
    city: 'Denver',
    state: 'CO',
    categories: ['Sports & Outdoors', 'Automotive'],
    status: 'approved',
  },
  {
    key: 'pending',
    joinedDaysAgo: 9,
    email: 'pages@demo.test',
    owner: ['Lee', 'Page'],
    businessName: 'Bright Pages Books',
    businessType: 'individual',
    description: 'Second-hand and rare books.',
    city: 'Boston',
    state: 'MA',
    categories: ['Books & Media'],
    status: 'pending',
  },
  {
    key: 'underReview',
    joinedDaysAgo: 16,
    email: 'threads@demo.test',
    owner: ['Ari', 'Stitch'],
    businessName: 'Urban Threads',
    businessType: 'company',
    description: 'Streetwear made in small batches.',
    city: 'Austin',
    state: 'TX',
    categories: ['Fashion & Apparel'],
    status: 'under_review',
  },
  {
    key: 'rejected',
    joinedDaysAgo: 48,
    email: 'gadgets@demo.test',
    owner: ['Kim', 'Volt'],
    businessName: 'Quick Gadgets',
    businessType: 'individual',
    description: 'Phone accessories.',
    city: 'Miami',
    state: 'FL',
    categories: ['Electronics'],
    status: 'rejected',
  },
];

export type SeedRefs = {
  passwordHash: string;
  adminId: string;
  customerId: string;
  /** Vendor ids by DEMO_VENDORS key (demo, greenleaf, peak, pending, underReview, rejected). */
  vendors: Record<string, string>;
};

/** The demo admin, customer and vendors (three approved, one in each other verification status). */
export async function seedAccounts(ctx: AppContext): Promise<SeedRefs> {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  return ctx.db.transaction(async (tx) => {
    const now = ctx.clock.now();
    const [admin] = await tx
      .insert(users)
      .values({
        email: 'admin@demo.test',
        name: 'Ada Admin',
        role: 'admin',
        passwordHash,
        emailVerifiedAt: now,
        createdAt: new Date(now.getTime() - 420 * DAY),
      })
      .returning({ id: users.id });
    const [customer] = await tx
      .insert(users)
      .values({
        email: 'customer@demo.test',
        name: 'Casey Customer',
        role: 'customer',
        passwordHash,
        emailVerifiedAt: now,
        phone: '+1 555 0100',
        // A regular since before the year of demo orders.
        createdAt: new Date(now.getTime() - 370 * DAY),
      })
      .returning({ id: users.id });
    const vendorIds: Record<string, string> = {};
    for (const [i, v] of DEMO_VENDORS.entries()) {
      const joined = new Date(now.getTime() - v.joinedDaysAgo * DAY);
      const [user] = await tx
        .insert(users)
        .values({
          email: v.email,
          name: v.owner.join(' '),
          role: 'vendor',
          passwordHash,
          emailVerifiedAt: joined,
          createdAt: joined,
        })
        .returning({ id: users.id });
      const [vendor] = await tx
        .insert(vendors)
        .values({
          userId: user!.id,
          businessName: v.businessName,
          email: v.email,
          businessType: v.businessType,
          description: v.description,
          contactFirstName: v.owner[0],
          contactLastName: v.owner[1],
          phone: `+1 555 01${String(10 + i)}`,
          street: `${100 + i * 12} Market Street`,
          city: v.city,
          state: v.state,
          zipCode: String(10000 + i * 1111),
          country: 'United States',
          categories: v.categories,
          verificationStatus: v.status,
          commissionRateBp: v.commissionRateBp ?? null,
          bankName: v.status === 'approved' ? 'First Demo Bank' : '',
          bankAccountNumber: v.status === 'approved' ? `0001234567${i}` : '',
          bankAccountTitle: v.status === 'approved' ? v.businessName : '',
          createdAt: joined,
          updatedAt: joined,
        })
        .returning({ id: vendors.id });
      vendorIds[v.key] = vendor!.id;
    }
    return { passwordHash, adminId: admin!.id, customerId: customer!.id, vendors: vendorIds };
  });
}
