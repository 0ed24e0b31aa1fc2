import { useQuery } from '@tanstack/react-query';
import { PackageX, ShoppingCart, Store, Truck } from 'lucide-react';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { toast } from 'sonner';
import { Badge } from '@/components/ui/badge';
import { Button, buttonClasses } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { LoadError } from '@/components/ui/load-error';
import { Spinner } from '@/components/ui/spinner';
import { loadErrorMessage } from '@/lib/api-client';
import { formatMoney } from '@/lib/format';
import { useMetaDescription } from '@/lib/page-head';
import { addToCart, MARKETPLACE_SELLER_NAME, QuantityStepper, useCart } from '@/shared/cart';
import { isNotFound, type PublicProduct } from '@/shared/catalog';
import { AskVendorButton } from '@/shared/inquiries/ask-vendor-button';
import { storefrontProductQueryOptions } from '../api/get-storefront-product';
import { availability } from '../availability';
import { ProductGallery } from '../components/product-gallery';

function Breadcrumbs({ product }: { product: PublicProduct }) {
  const crumbs = [
    { to: '/', label: 'Home' },
    { to: '/products', label: 'Products' },
    ...(product.mainCategory
      ? [{ to: `/products?category=${product.mainCategory._id}`, label: product.mainCategory.name }]
      : []),
    ...(product.subCategory
      ? [{ to: `/products?category=${product.subCategory._id}`, label: product.subCategory.name }]
      : []),
  ];
  return (
    <nav aria-label="Breadcrumb" className="text-sm text-slate-500">
      <ol className="flex flex-wrap items-center gap-1.5">
        {crumbs.map((c) => (
          <li key={c.to} className="flex items-center gap-1.5">
            <Link to={c.to} className="hover:text-slate-900">
              {c.label}
            </Link>
            <span aria-hidden="true">/</span>
          </li>
        ))}
        <li aria-current="page" className="truncate text-slate-900">
          {product.title}
        </li>
      </ol>
    </nav>
  );
}

function BuyBox({ product }: { product: PublicProduct }) {
  const navigate = useNavigate();
  const { lines } = useCart();
  const inCart = lines.find((l) => l.productId === product._id)?.quantity ?? 0;
  // The selector stops at what can still be added (available stock minus what the cart holds).
  const remaining = Math.max(0, product.stock - inCart);
  const [quantity, setQuantity] = useState(1);
  const qty = Math.min(quantity, Math.max(1, remaining));
  const stock = availability(product.stock);

  const add = () => {
    const now = addToCart(
      {
        productId: product._id,
        title: product.title,
        price: product.price,
        image: product.images.find((i) => i.isPrimary)?.thumbUrl ?? product.image,
        vendor: product.vendor
          ? { _id: product.vendor._id, businessName: product.vendor.businessName }
          : null,
        maxQuantity: product.stock,
      },
      qty,
    );
    const added = now - inCart;
    if (added <= 0) {
      toast.info(`Your cart already holds all ${product.stock} available.`);
      return;
    }
    setQuantity(1);
    toast.success(`Added ${added} × ${product.title} to your cart`, {
      description: `Your cart now has ${now} of this product.`,
      action: { label: 'View cart', onClick: () => navigate('/cart') },
    });
  };

  return (
    <Card className="space-y-4 p-5">
      <p className="text-3xl font-semibold tracking-tight text-slate-900">{formatMoney(product.price)}</p>
      <p className="flex items-center gap-2 text-sm text-slate-600">
        <Truck className="size-4" aria-hidden="true" />
        {product.shipping > 0 ? `Shipping ${formatMoney(product.shipping)}` : 'Free shipping'}
      </p>
      <p>
        <Badge tone={stock.tone} data-testid="availability">
          {stock.text}
        </Badge>
      </p>
      {product.stock > 0 ? (
        <div className="space-y-3">
          <div className="flex items-center gap-3">
            <span className="text-sm font-medium text-slate-700">Quantity</span>
            <QuantityStepper
              label={product.title}
              value={qty}
              max={Math.max(1, remaining)}
              onChange={setQuantity}
              disabled={remaining === 0}
            />
          </div>
          {inCart > 0 ? (
            <p className="text-sm text-slate-500">
              {inCart} already in your cart.{' '}
              <Link to="/cart" className="font-medium text-indigo-600 hover:text-indigo-700">
                View cart
              </Link>
            </p>
          ) : null}
          <Button size="lg" className="w-full" onClick={add} disabled={remaining === 0}>
            <ShoppingCart className="size-5" aria-hidden="true" />
            {remaining === 0 ? 'All available units are in your cart' : 'Add to cart'}
          </Button>
        </div>
      ) : (
        <Button size="lg" className="w-full" disabled>
          Out of stock
        </Button>
      )}
    </Card>
  );
}

/** `/product/:id`: gallery, seller, price, availability, quantity and Add to cart. */
export function ProductPage() {
  const { id = '' } = useParams();
  const query = useQuery(storefrontProductQueryOptions(id));
  useMetaDescription(query.data?.metaDescription);

  if (query.isPending) {
    return (
      <div className="flex justify-center py-24 text-indigo-600">
        <Spinner size="lg" label="Loading product" />
      </div>
    );
  }
  if (query.isError) {
    const missing = isNotFound(query.error);
    return (
      <div className="mx-auto max-w-3xl px-4 py-16 sm:px-6">
        <title>{missing ? 'Product not found · Marketplace' : 'Marketplace'}</title>
        {missing ? (
          <Card className="flex flex-col items-center px-6 py-14 text-center">
            <div className="mb-4 flex size-12 items-center justify-center rounded-full bg-indigo-50 text-indigo-600">
              <PackageX className="size-6" aria-hidden="true" />
            </div>
            <h1 className="text-xl font-semibold text-slate-900">Product not found</h1>
            <p className="mt-1 max-w-md text-sm text-slate-500">
              This product does not exist or is no longer for sale.
            </p>
            <Link to="/products" className={buttonClasses({ className: 'mt-5' })}>
              Browse products
            </Link>
          </Card>
        ) : (
          <LoadError
            title="This product could not be loaded"
            onRetry={() => void query.refetch()}
            error={query.error}
          >
            {loadErrorMessage(query.error)}
          </LoadError>
        )}
      </div>
    );
  }

  const product = query.data;
  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 lg:px-8">
      <title>{`${product.metaTitle || product.title} · Marketplace`}</title>
      <Breadcrumbs product={product} />
      <div className="mt-6 grid grid-cols-1 gap-8 lg:grid-cols-2">
        <ProductGallery product={product} />
        <div className="space-y-5">
          <div>
            {product.brand ? <p className="text-sm font-medium text-indigo-600">{product.brand}</p> : null}
            <h1 className="mt-1 text-3xl font-bold tracking-tight text-slate-900">{product.title}</h1>
            <p className="mt-2 flex items-center gap-1.5 text-sm text-slate-600">
              <Store className="size-4" aria-hidden="true" />
              Sold by{' '}
              {product.vendor ? (
                <Link
                  to={`/shop/${product.vendor._id}`}
                  className="font-medium text-indigo-600 hover:text-indigo-700"
                >
                  {product.vendor.businessName}
                </Link>
              ) : (
                <span className="font-medium text-slate-900">{MARKETPLACE_SELLER_NAME}</span>
              )}
            </p>
          </div>
          <BuyBox product={product} />
          <div className="flex flex-wrap items-center gap-3 rounded-xl border border-slate-200 bg-slate-50 px-4 py-3">
            <p className="min-w-0 flex-1 text-sm text-slate-600">
              A question about this product? Ask {product.vendor?.businessName ?? MARKETPLACE_SELLER_NAME}.
            </p>
            <AskVendorButton
              size="sm"
              topic={{
                productId: product._id,
                productName: product.title,
                vendorName: product.vendor?.businessName ?? MARKETPLACE_SELLER_NAME,
              }}
            />
          </div>
          <section aria-labelledby="description-heading">
            <h2 id="description-heading" className="text-lg font-semibold text-slate-900">
              Description
            </h2>
            <p className="mt-2 text-sm leading-relaxed whitespace-pre-line text-slate-700">
              {product.description}
            </p>
          </section>
          {product.tags.length > 0 ? (
            <ul className="flex flex-wrap gap-2" aria-label="Tags">
              {product.tags.map((tag) => (
                <li key={tag}>
                  <Badge>{tag}</Badge>
                </li>
              ))}
            </ul>
          ) : null}
          {product.sku ? <p className="text-xs text-slate-400">SKU {product.sku}</p> : null}
        </div>
      </div>
    </div>
  );
}
