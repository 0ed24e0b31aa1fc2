import { metaDescriptionFor, metaTitleFor, resolveSlug, SEO_LIMITS, slugify } from '@market/domain';
import { useId } from 'react';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { cn } from '@/lib/cn';
import type { ProductFormFields } from '../lib/product-form-data';

type SeoFieldsProps = {
  register: UseFormRegister<ProductFormFields>;
  errors: FieldErrors<ProductFormFields>;
  values: Pick<
    ProductFormFields,
    'title' | 'description' | 'slug' | 'metaTitle' | 'metaDescription' | 'altText'
  >;
  disabled?: boolean;
};

function Counter({ id, length, max }: { id: string; length: number; max: number }) {
  return (
    <span
      id={id}
      data-testid={id}
      className={cn('text-xs tabular-nums', length > max ? 'font-medium text-red-600' : 'text-slate-500')}
    >
      {length}/{max}
    </span>
  );
}

/**
 * SEO fields of Add product (spec 001 section 5): the slug with a live preview of the slug rules,
 * meta title (60), meta description (160) and image alt text (125) with counters. Empty fields are
 * generated: the slug and the meta title from the name, the meta description from the description.
 */
export function SeoFields({ register, errors, values, disabled }: SeoFieldsProps) {
  const ids = useId();
  const typedSlug = slugify(values.slug);
  const slug = resolveSlug(values.slug, values.title);
  const title = metaTitleFor(values.metaTitle, values.title);
  const description = metaDescriptionFor(values.metaDescription, values.description);
  return (
    <div className="space-y-4">
      <Field
        id={`${ids}-slug`}
        label="URL slug"
        error={errors.slug?.message}
        hint="Lowercase letters, digits and hyphens; anything else becomes a hyphen. Leave empty to generate it from the product name."
      >
        {(control) => (
          <Input
            {...control}
            {...register('slug')}
            disabled={disabled}
            placeholder="my-product-name"
            autoComplete="off"
          />
        )}
      </Field>
      <p className="-mt-2 text-sm text-slate-600" data-testid="slug-preview">
        Slug preview:{' '}
        {values.slug.trim() || values.title.trim() ? (
          <code className="rounded bg-slate-100 px-1.5 py-0.5 text-slate-900">{slug}</code>
        ) : null}
        {values.slug.trim() && typedSlug ? null : (
          <span className="ml-1 text-xs text-slate-500">(generated from the product name)</span>
        )}
      </p>

      <Field
        id={`${ids}-meta-title`}
        label="Meta title"
        error={errors.metaTitle?.message}
        hint="Leave empty to use the product name."
        labelAside={
          <Counter id="meta-title-count" length={values.metaTitle.length} max={SEO_LIMITS.metaTitle} />
        }
      >
        {(control) => (
          <Input
            {...control}
            {...register('metaTitle')}
            disabled={disabled}
            maxLength={SEO_LIMITS.metaTitle}
          />
        )}
      </Field>

      <Field
        id={`${ids}-meta-description`}
        label="Meta description"
        error={errors.metaDescription?.message}
        hint="Leave empty to generate it from the description."
        labelAside={
          <Counter
            id="meta-description-count"
            length={values.metaDescription.length}
            max={SEO_LIMITS.metaDescription}
          />
        }
      >
        {(control) => (
          <Textarea
            {...control}
            {...register('metaDescription')}
            disabled={disabled}
            rows={3}
            maxLength={SEO_LIMITS.metaDescription}
          />
        )}
      </Field>

      <Field
        id={`${ids}-alt`}
        label="Image alt text"
        error={errors.altText?.message}
        hint="Describes the primary image for people who cannot see it."
        labelAside={<Counter id="alt-text-count" length={values.altText.length} max={SEO_LIMITS.altText} />}
      >
        {(control) => (
          <Input {...control} {...register('altText')} disabled={disabled} maxLength={SEO_LIMITS.altText} />
        )}
      </Field>

      <Field
        id={`${ids}-seo-keywords`}
        label="SEO keywords"
        error={errors.seoKeywords?.message}
        hint="Comma-separated."
      >
        {(control) => <Input {...control} {...register('seoKeywords')} disabled={disabled} />}
      </Field>

      <div className="rounded-lg border border-slate-200 bg-slate-50 p-3">
        <p className="text-xs font-medium tracking-wide text-slate-500 uppercase">Search result preview</p>
        <p className="mt-1 truncate text-base text-indigo-700">{title || 'Product name'}</p>
        <p className="truncate text-xs text-emerald-700">Marketplace › {slug}</p>
        <p className="mt-0.5 line-clamp-2 text-sm text-slate-600">
          {description || 'The description of the product appears here.'}
        </p>
      </div>
    </div>
  );
}
