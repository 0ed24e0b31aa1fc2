import type { CategoryFormValues } from '@market/domain';
import type { CatalogOwner } from '../owner';
import { useCategoryMutation } from './category-keys';
import { createCategory } from './create-category';
import { updateCategory } from './update-category';

export type SaveCategoryInput = {
  owner: CatalogOwner;
  /** Absent to create. */
  id?: string | undefined;
  values: CategoryFormValues;
};

/** The category form's submit: POST (create-category.ts) without an id, PUT (update-category.ts) with one. */
export function saveCategory({ owner, id, values }: SaveCategoryInput) {
  return id ? updateCategory({ owner, id, values }) : createCategory({ owner, values });
}

export function useSaveCategory(owner: CatalogOwner) {
  return useCategoryMutation(owner, saveCategory);
}
