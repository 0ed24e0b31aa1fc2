import type { CategoryFilter } from '@market/domain';
import type { Category } from '../types';

export type CategoryGroup = {
  /** A main category (or, with the 'sub' filter, a subcategory shown on its own). */
  category: Category;
  /** Its subcategories to list when it is expanded. */
  children: Category[];
};

const byName = (a: Category, b: Category) => a.name.localeCompare(b.name);

/** Main categories (no parent) with their subcategories, both sorted by name. */
export function groupCategories(categories: readonly Category[]): CategoryGroup[] {
  const ids = new Set(categories.map((c) => c._id));
  const children = new Map<string, Category[]>();
  const mains: Category[] = [];
  for (const category of categories) {
    const parentId = category.parentCategory?._id;
    // A subcategory whose parent is not in the list is shown as a main one rather than lost.
    if (!parentId || !ids.has(parentId)) mains.push(category);
    else children.set(parentId, [...(children.get(parentId) ?? []), category]);
  }
  return mains
    .sort(byName)
    .map((category) => ({ category, children: (children.get(category._id) ?? []).sort(byName) }));
}

function matches(category: Category, needle: string): boolean {
  if (!needle) return true;
  return category.name.toLowerCase().includes(needle) || category.description.toLowerCase().includes(needle);
}

/**
 * What the Category Management list shows for a search and a filter (spec 001):
 * - all: main categories that match, or that have a matching subcategory (then only those
 *   subcategories are listed under it, and `autoExpand` holds it open);
 * - main: main categories that match, without their subcategories;
 * - sub: subcategories that match, each on its own.
 */
export function filterCategoryGroups(
  groups: readonly CategoryGroup[],
  { search, filter }: { search: string; filter: CategoryFilter },
): Array<CategoryGroup & { autoExpand: boolean }> {
  const needle = search.trim().toLowerCase();
  if (filter === 'main') {
    return groups
      .filter((g) => !g.category.parentCategory && matches(g.category, needle))
      .map((g) => ({ category: g.category, children: [], autoExpand: false }));
  }
  if (filter === 'sub') {
    return groups
      .flatMap((g) => (g.category.parentCategory ? [g.category] : g.children))
      .filter((c) => matches(c, needle))
      .sort(byName)
      .map((category) => ({ category, children: [], autoExpand: false }));
  }
  return groups.flatMap((g): Array<CategoryGroup & { autoExpand: boolean }> => {
    if (matches(g.category, needle)) return [{ ...g, autoExpand: false }];
    const children = g.children.filter((c) => matches(c, needle));
    return children.length > 0 ? [{ category: g.category, children, autoExpand: true }] : [];
  });
}

/** Main categories for a select (the product form's main category, the filters). */
export function mainCategories(categories: readonly Category[]): Category[] {
  return groupCategories(categories)
    .map((g) => g.category)
    .filter((c) => !c.parentCategory);
}

/** The subcategories of one main category. */
export function subcategoriesOf(
  categories: readonly Category[],
  mainId: string | null | undefined,
): Category[] {
  if (!mainId) return [];
  return categories.filter((c) => c.parentCategory?._id === mainId).sort(byName);
}
