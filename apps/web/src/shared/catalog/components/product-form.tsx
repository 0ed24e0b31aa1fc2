import { zodResolver } from '@hookform/resolvers/zod';
import {
  LISTING_REVIEW_MESSAGES,
  MODERATION_MESSAGES,
  PRODUCT_MESSAGES,
  PRODUCT_STATUSES,
  productFormSchema,
  textLimits,
} from '@market/domain';
import { useQuery } from '@tanstack/react-query';
import { ArrowLeft, Save } from 'lucide-react';
import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { type Resolver, useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { z } from 'zod';
import { Alert } from '@/components/ui/alert';
import { Button, buttonClasses } from '@/components/ui/button';
import { Card, CardBody, CardHeader } from '@/components/ui/card';
import { Checkbox } from '@/components/ui/checkbox';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { PageHeader } from '@/components/ui/page-header';
import { Select } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';
import { errorMessage, isApiError } from '@/lib/api-client';
import { useCreateOwnerProduct } from '../api/create-owner-product';
import { ownerCategoriesQueryOptions } from '../api/list-owner-categories';
import { useUpdateOwnerProduct } from '../api/update-owner-product';
import { mainCategories, subcategoriesOf } from '../lib/category-tree';
import { emptyMedia, type MediaValue, mediaOf } from '../lib/media';
import {
  buildCreateFormData,
  buildUpdateFormData,
  emptyProductFields,
  type ProductFormFields,
  type ProductFormOutput,
  productFields,
} from '../lib/product-form-data';
import { type CatalogOwner, productPaths } from '../owner';
import type { Product } from '../types';
import { MediaPicker } from './media-picker';
import { PricingFields } from './pricing-fields';
import { PRODUCT_STATUS_LABELS } from './product-badges';
import { SeoFields } from './seo-fields';

/** The server's text limits, read from the schema it validates with (issue 16). */
const LIMITS = textLimits(productFormSchema);

const adminProductFormSchema = productFormSchema.extend({ featured: z.boolean().optional() });

type ProductFormProps = {
  owner: CatalogOwner;
  /** The stored product to edit; absent on Add product. */
  product?: Product | undefined;
  /** Fetches the product again (after the server said its stock moved meanwhile). */
  onReload?: () => Promise<Product | undefined>;
  /** Shown above the form (e.g. the vendor's account status). */
  notice?: ReactNode;
};

const SERVER_FIELDS = [
  'title',
  'description',
  'price',
  'shipping',
  'stock',
  'mainCategory',
  'subCategory',
  'brand',
  'tags',
  'keywords',
  'sku',
  'status',
  'lowStockThreshold',
  'slug',
  'metaTitle',
  'metaDescription',
  'altText',
  'seoKeywords',
] as const satisfies ReadonlyArray<keyof ProductFormFields>;

/**
 * Add or edit a product (spec 001 section 5), for a vendor or for the marketplace's own catalogue.
 * Validation is the shared product schema (the server's); media limits are checked before upload.
 * After a save the success message shows and the list opens 2 seconds later.
 */
export function ProductForm({ owner, product, onReload, notice }: ProductFormProps) {
  const ids = useId();
  const navigate = useNavigate();
  const paths = productPaths(owner);
  const isEdit = product !== undefined;
  const admin = owner === 'admin';
  const categoriesQuery = useQuery(ownerCategoriesQueryOptions(owner));
  const create = useCreateOwnerProduct(owner);
  const update = useUpdateOwnerProduct(owner);
  const [media, setMedia] = useState<MediaValue>(() => (product ? mediaOf(product) : emptyMedia()));
  const [loadedStock, setLoadedStock] = useState(product?.stock ?? 0);
  const [serverError, setServerError] = useState<string | null>(null);
  const [success, setSuccess] = useState<string | null>(null);
  const redirectTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(redirectTimer.current), []);

  const {
    register,
    handleSubmit,
    setValue,
    setError,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<ProductFormFields, unknown, ProductFormOutput>({
    resolver: zodResolver(admin ? adminProductFormSchema : productFormSchema) as unknown as Resolver<
      ProductFormFields,
      unknown,
      ProductFormOutput
    >,
    defaultValues: product
      ? productFields(product, admin)
      : { ...emptyProductFields(), ...(admin ? { featured: false } : {}) },
  });

  const categories = categoriesQuery.data ?? [];
  const mainId = watch('mainCategory');
  const mains = mainCategories(categories);
  const subs = subcategoriesOf(categories, mainId);
  const [title, description, slug, metaTitle, metaDescription, altText] = watch([
    'title',
    'description',
    'slug',
    'metaTitle',
    'metaDescription',
    'altText',
  ]);

  const busy = isSubmitting || success !== null;

  const onSubmit = handleSubmit(async (values) => {
    setServerError(null);
    try {
      if (product) {
        const form = buildUpdateFormData(values, media, product, loadedStock);
        const saved = await update.mutateAsync({ owner, id: product._id, form });
        setSuccess(
          saved.data.review?.state === 'pending'
            ? LISTING_REVIEW_MESSAGES.submitted
            : PRODUCT_MESSAGES.updated,
        );
      } else {
        const saved = await create.mutateAsync({ owner, form: buildCreateFormData(values, media) });
        setSuccess(
          saved.data.review?.state === 'pending'
            ? LISTING_REVIEW_MESSAGES.submitted
            : PRODUCT_MESSAGES.created,
        );
      }
      redirectTimer.current = setTimeout(() => navigate(paths.list), PRODUCT_MESSAGES.redirectDelayMs);
    } catch (error) {
      let message = errorMessage(
        error,
        isEdit ? PRODUCT_MESSAGES.updateFailed : PRODUCT_MESSAGES.createFailed,
      );
      if (isApiError(error)) {
        for (const detail of error.details) {
          const field = SERVER_FIELDS.find((f) => f === detail.path);
          if (field) setError(field, { message: detail.message });
        }
        if (error.status === 409 && error.code === 'STOCK_CHANGED' && onReload) {
          // Units were sold or adjusted while the form was open: take the current stock.
          const fresh = await onReload().catch(() => undefined);
          if (fresh) {
            setLoadedStock(fresh.stock);
            setValue('stock', String(fresh.stock));
            message = `${message} The form now shows the current stock (${fresh.stock}); change it again if needed and save.`;
          }
        }
      }
      setServerError(message);
    }
  });

  return (
    <div className="space-y-5">
      <Link
        to={paths.list}
        className="inline-flex items-center gap-1.5 text-sm font-medium text-indigo-600 hover:text-indigo-700"
      >
        <ArrowLeft className="size-4" aria-hidden="true" />
        Back to Products
      </Link>
      <PageHeader
        level={2}
        title={isEdit ? 'Edit Product' : 'Add New Product'}
        description={
          isEdit
            ? `Change the details, media, stock or status of “${product.title}”.`
            : 'Describe the product, set its price and stock, and add photos buyers will see.'
        }
      />
      {notice}
      {product?.moderation ? (
        <Alert tone="danger" title={MODERATION_MESSAGES.badge} className="items-start">
          <p data-testid="moderation-reason">
            <span className="font-semibold">Reason:</span> {product.moderation.reason}
          </p>
          <p>{MODERATION_MESSAGES.locked}</p>
        </Alert>
      ) : null}
      {product?.review ? (
        <Alert
          tone={product.review.state === 'pending' ? 'info' : 'warning'}
          title={
            product.review.state === 'pending'
              ? LISTING_REVIEW_MESSAGES.pendingBadge
              : LISTING_REVIEW_MESSAGES.rejectedBadge
          }
        >
          <p data-testid="review-notice">
            {product.review.state === 'pending'
              ? LISTING_REVIEW_MESSAGES.pendingNotice
              : LISTING_REVIEW_MESSAGES.rejectedNotice(product.review.reason ?? '')}
          </p>
        </Alert>
      ) : null}

      <form noValidate onSubmit={onSubmit} aria-label={isEdit ? 'Edit product' : 'Add product'}>
        <fieldset
          disabled={busy}
          className="grid grid-cols-1 min-w-0 gap-5 lg:grid-cols-[minmax(0,1fr)_20rem]"
        >
          <div className="min-w-0 space-y-5">
            <Card>
              <CardHeader title="Product details" />
              <CardBody className="space-y-4">
                <Field id={`${ids}-title`} label="Product name" error={errors.title?.message}>
                  {(c) => <Input {...c} {...register('title')} autoComplete="off" maxLength={LIMITS.title} />}
                </Field>
                <Field id={`${ids}-description`} label="Description" error={errors.description?.message}>
                  {(c) => (
                    <Textarea {...c} rows={6} {...register('description')} maxLength={LIMITS.description} />
                  )}
                </Field>
              </CardBody>
            </Card>

            <PricingFields ids={ids} isEdit={isEdit} register={register} errors={errors} />

            <Card>
              <CardHeader title="Media" />
              <CardBody>
                <MediaPicker value={media} onChange={setMedia} disabled={busy} />
              </CardBody>
            </Card>

            {isEdit ? null : (
              <Card>
                <CardHeader
                  title="Search engine optimisation"
                  description="Optional: how the product appears in search results."
                />
                <CardBody>
                  <SeoFields
                    register={register}
                    errors={errors}
                    values={{ title, description, slug, metaTitle, metaDescription, altText }}
                  />
                </CardBody>
              </Card>
            )}
          </div>

          <div className="min-w-0 space-y-5">
            <Card>
              <CardHeader title="Status" />
              <CardBody className="space-y-4">
                <Field id={`${ids}-status`} label="Status" error={errors.status?.message}>
                  {(c) => (
                    <Select {...c} {...register('status')}>
                      {PRODUCT_STATUSES.map((s) => (
                        <option key={s} value={s} disabled={Boolean(product?.moderation) && s !== 'inactive'}>
                          {PRODUCT_STATUS_LABELS[s]}
                        </option>
                      ))}
                    </Select>
                  )}
                </Field>
                {admin ? (
                  <Checkbox
                    id={`${ids}-featured`}
                    label="Featured on the storefront home"
                    {...register('featured')}
                  />
                ) : null}
              </CardBody>
            </Card>

            <Card>
              <CardHeader title="Organisation" />
              <CardBody className="space-y-4">
                <Field
                  id={`${ids}-main-category`}
                  label="Main category"
                  error={errors.mainCategory?.message}
                  hint={categoriesQuery.isError ? 'The categories could not be loaded.' : undefined}
                >
                  {(c) => (
                    <Select
                      {...c}
                      {...register('mainCategory', {
                        // A new main category clears the subcategory (spec 001 section 5).
                        onChange: () => setValue('subCategory', ''),
                      })}
                    >
                      <option value="">
                        {categoriesQuery.isPending ? 'Loading…' : 'Select a main category'}
                      </option>
                      {mains.map((m) => (
                        <option key={m._id} value={m._id}>
                          {m.name}
                        </option>
                      ))}
                    </Select>
                  )}
                </Field>
                <Field
                  id={`${ids}-sub-category`}
                  label="Subcategory"
                  error={errors.subCategory?.message}
                  hint={
                    mainId
                      ? subs.length === 0
                        ? 'This category has no subcategories.'
                        : 'Optional.'
                      : 'Choose a main category first.'
                  }
                >
                  {(c) => (
                    <Select {...c} disabled={!mainId || busy} {...register('subCategory')}>
                      <option value="">{mainId ? 'No subcategory' : 'Select a main category first'}</option>
                      {subs.map((s) => (
                        <option key={s._id} value={s._id}>
                          {s.name}
                        </option>
                      ))}
                    </Select>
                  )}
                </Field>
                <Field id={`${ids}-brand`} label="Brand" error={errors.brand?.message}>
                  {(c) => <Input {...c} {...register('brand')} maxLength={LIMITS.brand} />}
                </Field>
                <Field id={`${ids}-tags`} label="Tags" error={errors.tags?.message} hint="Comma-separated.">
                  {(c) => <Input {...c} {...register('tags')} placeholder="e.g. summer, cotton" />}
                </Field>
                <Field
                  id={`${ids}-keywords`}
                  label="Keywords"
                  error={errors.keywords?.message}
                  hint="Comma-separated words buyers may search for."
                >
                  {(c) => <Input {...c} {...register('keywords')} />}
                </Field>
              </CardBody>
            </Card>
          </div>

          {/* The outcome of Save beside the button that caused it (issue 35 item 5): the form is long. */}
          {success || serverError ? (
            <div className="space-y-3 lg:col-span-2" data-testid="save-feedback">
              {success ? (
                <Alert tone="success" live="status">
                  {success}
                </Alert>
              ) : null}
              {serverError ? (
                <Alert tone="danger" live="alert">
                  {serverError}
                </Alert>
              ) : null}
            </div>
          ) : null}
          <div className="flex flex-wrap items-center justify-end gap-3 lg:col-span-2">
            <Link to={paths.list} className={buttonClasses({ variant: 'outline' })}>
              Cancel
            </Link>
            <Button type="submit" loading={isSubmitting} loadingText={isEdit ? 'Saving…' : 'Creating…'}>
              <Save className="size-4" aria-hidden="true" />
              {isEdit ? 'Update Product' : 'Create Product'}
            </Button>
          </div>
        </fieldset>
      </form>
    </div>
  );
}
