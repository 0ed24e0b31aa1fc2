import { type KeyboardEvent, type ReactNode, useRef } from 'react';
import { cn } from '@/lib/cn';

export type TabDef<K extends string> = {
  key: K;
  label: string;
  icon?: ReactNode;
  /** A count shown as a badge after the label (not part of the tab's name); none when undefined. */
  count?: number | undefined;
};

/**
 * Accessible tabs (WAI-ARIA tabs pattern): arrow keys, Home and End move between the tabs; the
 * panel of the selected one is labelled by it.
 */
export function Tabs<K extends string>({
  tabs,
  selected,
  onSelect,
  label,
  idPrefix,
}: {
  tabs: readonly TabDef<K>[];
  selected: K;
  onSelect: (key: K) => void;
  label: string;
  idPrefix: string;
}) {
  const refs = useRef(new Map<K, HTMLButtonElement>());
  const move = (event: KeyboardEvent, index: number) => {
    const last = tabs.length - 1;
    const next =
      event.key === 'ArrowRight'
        ? index === last
          ? 0
          : index + 1
        : event.key === 'ArrowLeft'
          ? index === 0
            ? last
            : index - 1
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : null;
    if (next === null) return;
    event.preventDefault();
    const tab = tabs[next]!;
    onSelect(tab.key);
    refs.current.get(tab.key)?.focus();
  };

  return (
    <div role="tablist" aria-label={label} className="flex gap-1 overflow-x-auto border-b border-slate-200">
      {tabs.map((tab, index) => {
        const active = tab.key === selected;
        return (
          <button
            key={tab.key}
            ref={(el) => {
              if (el) refs.current.set(tab.key, el);
              else refs.current.delete(tab.key);
            }}
            type="button"
            role="tab"
            id={`${idPrefix}-tab-${tab.key}`}
            aria-selected={active}
            aria-controls={`${idPrefix}-panel-${tab.key}`}
            tabIndex={active ? 0 : -1}
            onClick={() => onSelect(tab.key)}
            onKeyDown={(event) => move(event, index)}
            className={cn(
              '-mb-px inline-flex shrink-0 items-center gap-2 border-b-2 px-4 py-2.5 text-sm font-medium whitespace-nowrap transition-colors',
              'focus-visible:rounded-t-md focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500',
              active
                ? 'border-indigo-600 text-indigo-700'
                : 'border-transparent text-slate-500 hover:border-slate-300 hover:text-slate-800',
            )}
          >
            {tab.icon}
            {tab.label}
            {tab.count !== undefined ? (
              <span
                className={cn(
                  'rounded-full px-1.5 text-xs tabular-nums',
                  active ? 'bg-indigo-100 text-indigo-700' : 'bg-slate-100 text-slate-600',
                )}
                aria-hidden="true"
              >
                {tab.count}
              </span>
            ) : null}
          </button>
        );
      })}
    </div>
  );
}

export function TabPanel({
  idPrefix,
  tabKey,
  className,
  children,
}: {
  idPrefix: string;
  tabKey: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div
      role="tabpanel"
      id={`${idPrefix}-panel-${tabKey}`}
      aria-labelledby={`${idPrefix}-tab-${tabKey}`}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: the tabs pattern makes the panel focusable
      tabIndex={0}
      className={cn('rounded-sm pt-6', className)}
    >
      {children}
    </div>
  );
}
