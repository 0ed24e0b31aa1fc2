import { type Audience, statusWord, type VocabularyKind } from '@market/domain';
import type { ComponentProps } from 'react';
import { Badge } from '@/components/ui/badge';

export type StatusBadgeProps = Omit<ComponentProps<'span'>, 'children' | 'title'> & {
  /** Which table of the vocabulary (order, payment, stock, inquiry, ...). */
  kind: VocabularyKind;
  value: string | null | undefined;
  /** The spec gives some statuses their own label for the vendor or the customer. */
  audience?: Audience;
  /** Overrides the label (e.g. a fallback word); colour and explanation stay the vocabulary's. */
  children?: string;
};

/**
 * Any status as a coloured badge, in the words of the one vocabulary (packages/domain, decision 0045):
 * its label, its colour, and its explanation as the tooltip.
 */
export function StatusBadge({ kind, value, audience, children, ...rest }: StatusBadgeProps) {
  const word = statusWord(kind, value, audience);
  return (
    <Badge
      tone={word.tone}
      // Order badges keep the `data-status` the journeys and tests look for.
      data-status={kind === 'order' ? word.key : undefined}
      data-status-kind={kind}
      data-status-value={word.key}
      title={word.explanation || undefined}
      {...rest}
    >
      {children ?? word.label}
    </Badge>
  );
}
