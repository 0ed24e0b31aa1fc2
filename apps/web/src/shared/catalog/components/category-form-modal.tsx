import { zodResolver } from '@hookform/resolvers/zod';
import {
  CATEGORY_MESSAGES,
  type CategoryFormInput,
  type CategoryFormValues,
  categoryFormSchema,
  categorySaveErrorMessage,
  parentCategoryChoices,
} from '@market/domain';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Modal } from '@/components/ui/modal';
import { Select } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';
import { errorMessage, isApiError } from '@/lib/api-client';
import { limitedBy } from '@/lib/field-limits';
import { useSaveCategory } from '../api/save-category';
import type { CatalogOwner } from '../owner';
import type { Category } from '../types';

/** Text inputs take no more than the server accepts (the schema's `.max()`). */
const limit = limitedBy(categoryFormSchema);

type CategoryFormModalProps = {
  owner: CatalogOwner;
  /** Every category the owner can see (the parent choices come from it). */
  categories: readonly Category[];
  /** The category being edited; absent to add one. */
  editing?: Category | null;
  /** Preselected parent when adding a subcategory from a main category's row. */
  defaultParentId?: string | null;
  onClose: () => void;
};

const FIELDS = ['name', 'description', 'parentCategory'] as const;

/**
 * Add or edit a category (spec 001 section 5): name and description required, parent optional;
 * only main categories are offered as parents, never the category being edited.
 */
export function CategoryFormModal({
  owner,
  categories,
  editing,
  defaultParentId,
  onClose,
}: CategoryFormModalProps) {
  const ids = useId();
  const save = useSaveCategory(owner);
  const [saveError, setSaveError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<CategoryFormInput, unknown, CategoryFormValues>({
    resolver: zodResolver(categoryFormSchema),
    defaultValues: {
      name: editing?.name ?? '',
      description: editing?.description ?? '',
      parentCategory: editing ? (editing.parentCategory?._id ?? '') : (defaultParentId ?? ''),
    },
  });

  const choices = parentCategoryChoices([...categories], editing?._id).sort((a, b) =>
    a.name.localeCompare(b.name),
  );
  // A main category that has subcategories cannot become a subcategory itself.
  const parentLocked = Boolean(editing && !editing.parentCategory && editing.childrenCount > 0);

  const onSubmit = handleSubmit(async (values) => {
    setSaveError(null);
    try {
      const result = await save.mutateAsync({ owner, id: editing?._id, values });
      toast.success(result.message ?? (editing ? CATEGORY_MESSAGES.updated : CATEGORY_MESSAGES.created));
      onClose();
    } catch (error) {
      if (isApiError(error)) {
        for (const detail of error.details) {
          const field = FIELDS.find((f) => f === detail.path);
          if (field) setError(field, { message: detail.message });
        }
      }
      setSaveError(categorySaveErrorMessage(errorMessage(error, 'Please try again.')));
    }
  });

  const formId = `${ids}-form`;
  return (
    <Modal
      title={editing ? 'Edit Category' : 'Add Category'}
      description={
        editing ? `Change “${editing.name}”.` : 'A main category, or a subcategory under a main category.'
      }
      onClose={onClose}
      busy={save.isPending}
      footer={
        <>
          <Button variant="outline" onClick={onClose} disabled={save.isPending}>
            Cancel
          </Button>
          <Button type="submit" form={formId} loading={save.isPending} loadingText="Saving…">
            {editing ? 'Update Category' : 'Create Category'}
          </Button>
        </>
      }
    >
      <form id={formId} noValidate onSubmit={onSubmit} className="space-y-4">
        {saveError ? (
          <Alert tone="danger" live="alert">
            {saveError}
          </Alert>
        ) : null}
        <Field id={`${ids}-name`} label="Category name" error={errors.name?.message}>
          {(control) => <Input {...control} {...limit(register('name'))} data-autofocus autoComplete="off" />}
        </Field>
        <Field id={`${ids}-description`} label="Description" error={errors.description?.message}>
          {(control) => <Textarea {...control} rows={3} {...limit(register('description'))} />}
        </Field>
        <Field
          id={`${ids}-parent`}
          label="Parent category"
          error={errors.parentCategory?.message}
          hint={
            parentLocked
              ? CATEGORY_MESSAGES.hasChildrenCannotNest
              : 'Optional. Leave empty for a main category; only main categories can be parents.'
          }
        >
          {(control) => (
            <Select {...control} disabled={parentLocked} {...register('parentCategory')}>
              <option value="">None (main category)</option>
              {choices.map((c) => (
                <option key={c._id} value={c._id}>
                  {c.isGlobal && owner === 'vendor' ? `${c.name} (Marketplace)` : c.name}
                </option>
              ))}
            </Select>
          )}
        </Field>
      </form>
    </Modal>
  );
}
