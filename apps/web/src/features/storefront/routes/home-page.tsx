import { useQuery } from '@tanstack/react-query';
import { ArrowRight, ShieldCheck, Store, Truck } from 'lucide-react';
import { Link } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { buttonClasses } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { categoryTreeQueryOptions } from '../api/category-tree';
import { storefrontProductsQueryOptions } from '../api/list-storefront-products';
import { categoryIcon } from '../components/category-icon';
import { ProductGrid } from '../components/product-card';

const HIGHLIGHTS = [
  {
    icon: Store,
    title: 'Independent sellers',
    text: 'Every seller is reviewed and approved by the marketplace before they can list products.',
  },
  {
    icon: Truck,
    title: 'Orders you can follow',
    text: 'Track each order from placement to delivery, even when several sellers ship it.',
  },
  {
    icon: ShieldCheck,
    title: 'Cancel while it is early',
    text: 'Change your mind? Cancel an order, part of it or single items until they ship.',
  },
] as const;

function SectionHeader({
  id,
  title,
  to,
  linkText,
}: {
  id: string;
  title: string;
  to: string;
  linkText: string;
}) {
  return (
    <div className="flex items-end justify-between gap-4">
      <h2 id={id} className="text-xl font-semibold text-slate-900">
        {title}
      </h2>
      <Link
        to={to}
        className="inline-flex items-center gap-1 text-sm font-medium text-indigo-600 hover:text-indigo-700"
      >
        {linkText}
        <ArrowRight className="size-4" aria-hidden="true" />
      </Link>
    </div>
  );
}

function Categories() {
  const query = useQuery(categoryTreeQueryOptions());
  if (query.isError) return null;
  return (
    <section aria-labelledby="categories-heading" className="mx-auto max-w-7xl px-4 pt-12 sm:px-6 lg:px-8">
      <SectionHeader
        id="categories-heading"
        title="Shop by category"
        to="/products"
        linkText="All products"
      />
      <ul className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6">
        {(query.data ?? Array.from({ length: 12 }, () => null)).map((category, i) => {
          if (!category) {
            return (
              // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
              <li key={i} aria-hidden="true">
                <div className="h-24 animate-pulse rounded-xl bg-slate-100" />
              </li>
            );
          }
          const Icon = categoryIcon(category.name);
          return (
            <li key={category._id}>
              <Link
                to={`/products?${new URLSearchParams({ category: category._id })}`}
                className="flex h-full flex-col items-center gap-2 rounded-xl border border-slate-200 bg-white p-4 text-center shadow-xs transition hover:border-indigo-300 hover:shadow-md focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500"
              >
                <span className="flex size-10 items-center justify-center rounded-full bg-indigo-50 text-indigo-600">
                  <Icon className="size-5" aria-hidden="true" />
                </span>
                <span className="text-sm font-medium text-slate-800">{category.name}</span>
              </Link>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

function ProductsSection({
  id,
  title,
  to,
  featured,
  eagerImages = 0,
}: {
  id: string;
  title: string;
  to: string;
  featured?: boolean;
  /** Leading cards whose images load at once (the first section's first screen). */
  eagerImages?: number;
}) {
  const query = useQuery(
    storefrontProductsQueryOptions(featured ? { featured: true, limit: 8 } : { sort: 'newest', limit: 8 }),
  );
  if (query.data && query.data.products.length === 0) return null;
  return (
    <section aria-labelledby={id} className="mx-auto max-w-7xl px-4 pt-12 sm:px-6 lg:px-8">
      <SectionHeader id={id} title={title} to={to} linkText="See all" />
      <div className="mt-4">
        {query.isError ? (
          <Alert tone="warning">These products could not be loaded. Please try again in a moment.</Alert>
        ) : (
          <ProductGrid
            products={query.data?.products}
            loading={query.isPending}
            label={title}
            eagerImages={eagerImages}
          />
        )}
      </div>
    </section>
  );
}

/** `/`: the storefront home: hero, categories, featured products and new arrivals. */
export function HomePage() {
  return (
    <>
      <title>Marketplace · Shop independent sellers</title>
      <section className="relative overflow-hidden bg-gradient-to-br from-indigo-700 via-indigo-600 to-violet-600 text-white">
        <div
          className="absolute -top-24 -right-24 size-96 rounded-full bg-white/10 blur-3xl"
          aria-hidden="true"
        />
        <div className="relative mx-auto max-w-7xl px-4 py-16 sm:px-6 sm:py-20 lg:px-8">
          <p className="text-sm font-semibold tracking-wide text-indigo-100 uppercase">
            Welcome to Marketplace
          </p>
          <h1 className="mt-3 max-w-2xl text-4xl font-bold tracking-tight sm:text-5xl">
            Shop from independent sellers, all in one place.
          </h1>
          <p className="mt-4 max-w-xl text-lg text-indigo-100">
            Discover products from approved vendors, check out once and follow every order to your door.
          </p>
          <div className="mt-8 flex flex-wrap gap-3">
            <Link to="/products" className={buttonClasses({ variant: 'inverse', size: 'lg' })}>
              Browse products
              <ArrowRight className="size-4" aria-hidden="true" />
            </Link>
            <Link to="/vendor/register" className={buttonClasses({ variant: 'inverseOutline', size: 'lg' })}>
              Sell on Marketplace
            </Link>
          </div>
        </div>
      </section>

      <Categories />
      <ProductsSection
        id="featured-heading"
        title="Featured products"
        to="/products"
        featured
        eagerImages={4}
      />
      <ProductsSection id="new-heading" title="New arrivals" to="/products?sort=newest" />

      <section aria-label="Why Marketplace" className="mx-auto max-w-7xl px-4 py-12 sm:px-6 lg:px-8">
        <ul className="grid grid-cols-1 gap-4 md:grid-cols-3">
          {HIGHLIGHTS.map(({ icon: Icon, title, text }) => (
            <li key={title}>
              <Card className="h-full p-5">
                <div className="flex size-10 items-center justify-center rounded-lg bg-indigo-50 text-indigo-600">
                  <Icon className="size-5" aria-hidden="true" />
                </div>
                <h3 className="mt-4 font-semibold text-slate-900">{title}</h3>
                <p className="mt-1 text-sm leading-relaxed text-slate-500">{text}</p>
              </Card>
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
