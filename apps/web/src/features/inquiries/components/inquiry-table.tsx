import { INQUIRY_CATEGORY_LABELS } from '@market/domain';
import { Eye } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { EmailAddress } from '@/components/ui/email-address';
import { Table, fitTdClasses as tdClasses, fitThClasses as thClasses } from '@/components/ui/table';
import { cn } from '@/lib/cn';
import { formatRelativeTime } from '@/lib/format';
import type { InquirySummary } from '@/shared/inquiries/types';
import { InquiryPriorityBadge, InquiryStatusBadge, UnreadBadge } from './inquiry-badges';

/**
 * The actions column stays at the right edge while the table scrolls sideways (a narrow window, the
 * admin's extra 'Addressed to' column), so View Details is never cut off.
 */
const STICKY = 'sticky right-0 shadow-[-8px_0_8px_-8px_rgb(15_23_42/0.15)]';

type InquiryTableProps = {
  inquiries: InquirySummary[];
  /** The detail page of a row. */
  detailPath: (inquiry: InquirySummary) => string;
  /** Rows with checkboxes and a select-all box (left out for read-only lists). */
  selection?: { selected: ReadonlySet<string>; onChange: (next: ReadonlySet<string>) => void };
  /** Show the vendor addressed (the admins' view of every desk). */
  showVendor?: boolean;
  busy?: boolean;
  now?: Date;
};

/** The inquiry rows of spec 001: id with subject and unread badge, customer, category, priority, status, last activity. */
export function InquiryTable({ inquiries, detailPath, selection, showVendor, busy, now }: InquiryTableProps) {
  const pageIds = inquiries.map((inquiry) => inquiry._id);
  const allSelected = selection
    ? pageIds.length > 0 && pageIds.every((id) => selection.selected.has(id))
    : false;
  const someSelected = selection ? pageIds.some((id) => selection.selected.has(id)) : false;

  const toggle = (id: string) => {
    if (!selection) return;
    const next = new Set(selection.selected);
    if (next.has(id)) next.delete(id);
    else next.add(id);
    selection.onChange(next);
  };
  const toggleAll = () => {
    if (!selection) return;
    selection.onChange(allSelected ? new Set() : new Set(pageIds));
  };

  return (
    <Table aria-busy={busy || undefined}>
      <caption className="sr-only">Inquiries</caption>
      <thead className="border-b border-slate-200 bg-slate-50">
        <tr>
          {selection ? (
            <th scope="col" className={cn(thClasses, 'w-10')}>
              <input
                type="checkbox"
                aria-label="Select all inquiries on this page"
                className="size-4 accent-indigo-600"
                checked={allSelected}
                ref={(box) => {
                  if (box) box.indeterminate = someSelected && !allSelected;
                }}
                onChange={toggleAll}
              />
            </th>
          ) : null}
          <th scope="col" className={thClasses}>
            Inquiry
          </th>
          <th scope="col" className={thClasses}>
            Customer
          </th>
          {showVendor ? (
            <th scope="col" className={thClasses}>
              Addressed to
            </th>
          ) : null}
          <th scope="col" className={thClasses}>
            Category
          </th>
          <th scope="col" className={thClasses}>
            Priority
          </th>
          <th scope="col" className={thClasses}>
            Status
          </th>
          <th scope="col" className={thClasses}>
            Last Activity
          </th>
          <th scope="col" className={cn(thClasses, STICKY, 'bg-slate-50 text-right')}>
            <span className="sr-only">Actions</span>
          </th>
        </tr>
      </thead>
      <tbody className={cn('divide-y divide-slate-100', busy && 'refreshing')}>
        {inquiries.map((inquiry) => (
          <tr
            key={inquiry._id}
            data-testid="inquiry-row"
            className={cn(
              'group hover:bg-slate-50/70',
              selection?.selected.has(inquiry._id) && 'bg-indigo-50/50',
            )}
          >
            {selection ? (
              <td className={tdClasses}>
                <input
                  type="checkbox"
                  aria-label={`Select inquiry ${inquiry.inquiryId}`}
                  className="size-4 accent-indigo-600"
                  checked={selection.selected.has(inquiry._id)}
                  onChange={() => toggle(inquiry._id)}
                />
              </td>
            ) : null}
            {/* The subject takes the width the other columns leave, and truncates (its title has it whole). */}
            <td className={cn(tdClasses, 'w-full max-w-0 min-w-40')}>
              <div className="flex items-center gap-2">
                <span className="font-mono text-xs font-semibold text-slate-500">#{inquiry.inquiryId}</span>
                <UnreadBadge count={inquiry.unreadMessagesCount} />
              </div>
              <p
                className={cn(
                  'truncate text-slate-900',
                  inquiry.unreadMessagesCount > 0 ? 'font-semibold' : 'font-medium',
                )}
                title={inquiry.subject}
              >
                {inquiry.subject}
              </p>
            </td>
            <td className={tdClasses}>
              <p className="font-medium whitespace-nowrap text-slate-900">{inquiry.customerName}</p>
              <EmailAddress
                email={inquiry.customerEmail}
                truncate
                className="block max-w-40 text-xs text-slate-500"
              />
            </td>
            {showVendor ? (
              <td className={cn(tdClasses, 'text-slate-600')}>
                {inquiry.vendor?.businessName ?? 'Marketplace'}
              </td>
            ) : null}
            <td className={cn(tdClasses, 'text-slate-600')}>{INQUIRY_CATEGORY_LABELS[inquiry.category]}</td>
            <td className={tdClasses}>
              <InquiryPriorityBadge priority={inquiry.priority} />
            </td>
            <td className={tdClasses}>
              <InquiryStatusBadge status={inquiry.status} />
            </td>
            <td className={cn(tdClasses, 'whitespace-nowrap text-slate-600')}>
              <time
                dateTime={inquiry.lastActivityAt}
                title={new Date(inquiry.lastActivityAt).toLocaleString()}
              >
                {formatRelativeTime(inquiry.lastActivityAt, now)}
              </time>
            </td>
            <td
              className={cn(
                tdClasses,
                STICKY,
                'text-right',
                selection?.selected.has(inquiry._id) ? 'bg-indigo-50' : 'bg-white group-hover:bg-slate-50',
              )}
            >
              <Link
                to={detailPath(inquiry)}
                className={buttonClasses({ variant: 'outline', size: 'sm', className: 'whitespace-nowrap' })}
                aria-label={`View Details of inquiry ${inquiry.inquiryId}`}
              >
                <Eye className="size-4" aria-hidden="true" />
                View Details
              </Link>
            </td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
