import { CATEGORY_MESSAGES, CATEGORY_SEARCH_MAX_LENGTH, type CategoryFilter } from '@market/domain';
import { useQuery } from '@tanstack/react-query';
import { ChevronDown, ChevronRight, FolderTree, Pencil, Plus, Search, Trash2 } from 'lucide-react';
import { type ReactNode, useId, useMemo, useState } from 'react';
import { toast } from 'sonner';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { Input } from '@/components/ui/input';
import { LoadError } from '@/components/ui/load-error';
import { PageHeader } from '@/components/ui/page-header';
import { Spinner } from '@/components/ui/spinner';
import { loadErrorMessage } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { useDeleteCategory } from '../api/delete-category';
import { ownerCategoriesQueryOptions } from '../api/list-owner-categories';
import { filterCategoryGroups, groupCategories } from '../lib/category-tree';
import { failureText, serverReason } from '../lib/errors';
import type { CatalogOwner } from '../owner';
import type { Category } from '../types';
import { CategoryFormModal } from './category-form-modal';

const FILTERS: Array<{ value: CategoryFilter; label: string }> = [
  { value: 'all', label: 'All' },
  { value: 'main', label: 'Main' },
  { value: 'sub', label: 'Sub' },
];

type ModalState =
  | { kind: 'closed' }
  | { kind: 'form'; editing: Category | null; parentId: string | null }
  | { kind: 'delete'; category: Category };

const iconButton =
  'inline-flex size-8 items-center justify-center rounded-lg text-slate-500 transition-colors hover:bg-slate-100 ' +
  'hover:text-slate-900 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500';

function counts(category: Category): string {
  const parts: string[] = [];
  if (!category.parentCategory) {
    parts.push(`${category.childrenCount} ${category.childrenCount === 1 ? 'subcategory' : 'subcategories'}`);
  }
  if (category.productCount !== null) {
    parts.push(`${category.productCount} ${category.productCount === 1 ? 'product' : 'products'}`);
  }
  return parts.join(' · ');
}

function CategoryRow({
  category,
  owner,
  onEdit,
  onDelete,
  onAddSub,
  expander,
  level,
}: {
  category: Category;
  owner: CatalogOwner;
  onEdit: (c: Category) => void;
  onDelete: (c: Category) => void;
  onAddSub?: ((c: Category) => void) | undefined;
  expander?: ReactNode;
  level: 'main' | 'sub';
}) {
  const readOnly = !category.editable;
  return (
    <div
      className={cn('flex items-start gap-3 px-4 py-3', level === 'sub' ? 'bg-slate-50/60 pl-14' : undefined)}
      data-testid="category-row"
    >
      {level === 'main' ? <div className="w-8 shrink-0">{expander}</div> : null}
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-center gap-2">
          <span className="font-medium text-slate-900">{category.name}</span>
          {readOnly && category.isGlobal && owner === 'vendor' ? (
            <Badge tone="indigo">Marketplace</Badge>
          ) : null}
          {!readOnly && owner === 'vendor' ? <Badge tone="green">Yours</Badge> : null}
          {level === 'sub' || !category.parentCategory ? null : (
            <span className="text-xs text-slate-500">in {category.parentCategory.name}</span>
          )}
        </div>
        {category.description ? (
          <p className="mt-0.5 text-sm text-slate-500">{category.description}</p>
        ) : null}
        <p className="mt-1 text-xs text-slate-400">{counts(category)}</p>
      </div>
      <div className="flex shrink-0 items-center gap-1">
        {onAddSub ? (
          <button
            type="button"
            className={iconButton}
            aria-label={`Add a subcategory to ${category.name}`}
            title="Add subcategory"
            onClick={() => onAddSub(category)}
          >
            <Plus className="size-4" aria-hidden="true" />
          </button>
        ) : null}
        {readOnly ? null : (
          <>
            <button
              type="button"
              className={iconButton}
              aria-label={`Edit ${category.name}`}
              title="Edit"
              onClick={() => onEdit(category)}
            >
              <Pencil className="size-4" aria-hidden="true" />
            </button>
            <button
              type="button"
              className={cn(iconButton, 'hover:bg-red-50 hover:text-red-600')}
              aria-label={`Delete ${category.name}`}
              title="Delete"
              onClick={() => onDelete(category)}
            >
              <Trash2 className="size-4" aria-hidden="true" />
            </button>
          </>
        )}
      </div>
    </div>
  );
}

/**
 * Category Management (spec 001): search, filter all/main/sub, main categories that expand to
 * their subcategories, add/edit in a modal form, delete with a confirmation. For a vendor the
 * marketplace's categories are listed read-only with a "Marketplace" badge.
 */
export function CategoryManager({ owner }: { owner: CatalogOwner }) {
  const ids = useId();
  const query = useQuery(ownerCategoriesQueryOptions(owner));
  const remove = useDeleteCategory(owner);
  const [search, setSearch] = useState('');
  const [filter, setFilter] = useState<CategoryFilter>('all');
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(new Set());
  const [modal, setModal] = useState<ModalState>({ kind: 'closed' });
  const [deleteError, setDeleteError] = useState<string | null>(null);

  const categories = query.data ?? [];
  const groups = useMemo(() => groupCategories(query.data ?? []), [query.data]);
  const visible = filterCategoryGroups(groups, { search, filter });

  const toggle = (id: string) =>
    setExpanded((prev) => {
      const next = new Set(prev);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  const openDelete = (category: Category) => {
    setDeleteError(null);
    setModal({ kind: 'delete', category });
  };

  const confirmDelete = async (category: Category) => {
    setDeleteError(null);
    try {
      const result = await remove.mutateAsync({ owner, id: category._id });
      toast.success(result.message ?? CATEGORY_MESSAGES.deleted);
      setModal({ kind: 'closed' });
    } catch (error) {
      const reason = serverReason(error);
      setDeleteError(reason ? `${CATEGORY_MESSAGES.deleteError}: ${reason}` : CATEGORY_MESSAGES.deleteError);
    }
  };

  const canAddSub = (category: Category) =>
    !category.parentCategory && (owner === 'vendor' || category.editable);

  return (
    <div className="space-y-5">
      <PageHeader
        level={2}
        title="Category Management"
        description={
          owner === 'vendor'
            ? 'Organise your products into main categories and subcategories. Marketplace categories are shared by every seller; add your own beside them.'
            : 'The marketplace categories every seller can use, with their subcategories.'
        }
        actions={
          <Button onClick={() => setModal({ kind: 'form', editing: null, parentId: null })}>
            <Plus className="size-4" aria-hidden="true" />
            Add Category
          </Button>
        }
      />

      <Card className="flex flex-col gap-3 p-4 sm:flex-row sm:items-end">
        <div className="flex-1">
          <label htmlFor={`${ids}-search`} className="mb-1.5 block text-sm font-medium text-slate-700">
            Search categories
          </label>
          <div className="relative">
            <Search
              className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-400"
              aria-hidden="true"
            />
            <Input
              id={`${ids}-search`}
              type="search"
              maxLength={CATEGORY_SEARCH_MAX_LENGTH}
              value={search}
              onChange={(event) => setSearch(event.target.value)}
              placeholder="Name or description"
              className="pl-9"
            />
          </div>
        </div>
        <fieldset>
          <legend className="mb-1.5 block text-sm font-medium text-slate-700">Show</legend>
          <div className="inline-flex rounded-lg border border-slate-300 bg-white p-0.5 shadow-xs">
            {FILTERS.map((f) => (
              <button
                key={f.value}
                type="button"
                aria-pressed={filter === f.value}
                onClick={() => setFilter(f.value)}
                className={cn(
                  'h-8 rounded-md px-3 text-sm font-medium transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500',
                  filter === f.value ? 'bg-indigo-600 text-white' : 'text-slate-600 hover:bg-slate-100',
                )}
              >
                {f.label}
              </button>
            ))}
          </div>
        </fieldset>
      </Card>

      {query.isPending ? (
        <Card className="flex justify-center py-16 text-indigo-600">
          <Spinner size="lg" label="Loading categories" />
        </Card>
      ) : query.isError ? (
        <LoadError
          title={failureText(query.error, CATEGORY_MESSAGES.loadFailed, CATEGORY_MESSAGES.loadError)}
          onRetry={() => void query.refetch()}
          error={query.error}
        >
          {loadErrorMessage(query.error)}
        </LoadError>
      ) : visible.length === 0 ? (
        <Card>
          <EmptyState
            icon={FolderTree}
            title={categories.length === 0 ? 'No categories yet' : 'No categories found'}
            description={
              categories.length === 0
                ? 'Add your first category to organise your products.'
                : 'Try another search or filter.'
            }
          />
        </Card>
      ) : (
        <Card className="overflow-hidden">
          <ul className="divide-y divide-slate-100" aria-label="Categories">
            {visible.map(({ category, children, autoExpand }) => {
              const isOpen = autoExpand || expanded.has(category._id);
              const hasChildren = children.length > 0;
              const listId = `${ids}-children-${category._id}`;
              return (
                <li key={category._id}>
                  <CategoryRow
                    category={category}
                    owner={owner}
                    level="main"
                    onEdit={(c) => setModal({ kind: 'form', editing: c, parentId: null })}
                    onDelete={openDelete}
                    onAddSub={
                      canAddSub(category)
                        ? (c) => setModal({ kind: 'form', editing: null, parentId: c._id })
                        : undefined
                    }
                    expander={
                      hasChildren ? (
                        <button
                          type="button"
                          className={iconButton}
                          aria-expanded={isOpen}
                          aria-controls={listId}
                          aria-label={`${isOpen ? 'Hide' : 'Show'} subcategories of ${category.name}`}
                          onClick={() => toggle(category._id)}
                        >
                          {isOpen ? (
                            <ChevronDown className="size-4" aria-hidden="true" />
                          ) : (
                            <ChevronRight className="size-4" aria-hidden="true" />
                          )}
                        </button>
                      ) : null
                    }
                  />
                  {hasChildren && isOpen ? (
                    <ul
                      id={listId}
                      aria-label={`Subcategories of ${category.name}`}
                      className="divide-y divide-slate-100 border-t border-slate-100"
                    >
                      {children.map((child) => (
                        <li key={child._id}>
                          <CategoryRow
                            category={child}
                            owner={owner}
                            level="sub"
                            onEdit={(c) => setModal({ kind: 'form', editing: c, parentId: null })}
                            onDelete={openDelete}
                          />
                        </li>
                      ))}
                    </ul>
                  ) : null}
                </li>
              );
            })}
          </ul>
        </Card>
      )}

      {modal.kind === 'form' ? (
        <CategoryFormModal
          owner={owner}
          categories={categories}
          editing={modal.editing}
          defaultParentId={modal.parentId}
          onClose={() => setModal({ kind: 'closed' })}
        />
      ) : null}
      {modal.kind === 'delete' ? (
        <ConfirmDialog
          title="Delete category"
          message={
            <>
              {CATEGORY_MESSAGES.deleteConfirm}{' '}
              <strong className="font-semibold text-slate-900">{modal.category.name}</strong>
            </>
          }
          confirmLabel="Delete"
          busyLabel="Deleting…"
          busy={remove.isPending}
          error={deleteError}
          onConfirm={() => void confirmDelete(modal.category)}
          onCancel={() => setModal({ kind: 'closed' })}
        />
      ) : null}
    </div>
  );
}
