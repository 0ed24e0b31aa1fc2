import { Fragment } from 'react';
import { cn } from '@/lib/cn';

/**
 * The pieces of an e-mail address between which a line may break: after the local part's
 * separators (. _ - +), before the @, and before each dot of the domain. A line never breaks inside
 * a piece unless the piece alone is wider than its box.
 */
export function emailBreakPieces(email: string): string[] {
  const at = email.lastIndexOf('@');
  if (at < 0) return email.split(/(?<=[._+-])/);
  const local = email.slice(0, at).split(/(?<=[._+-])/);
  const domain = email.slice(at).split(/(?=\.)/);
  return [...local, ...domain];
}

type EmailAddressProps = {
  email: string;
  /** A mailto link. */
  link?: boolean;
  /**
   * One line with an ellipsis (the full address in the tooltip), for tight table cells. The caller
   * gives the display and the width limit in `className` (`block max-w-40`): `cn` merges no
   * conflicting utilities.
   */
  truncate?: boolean;
  className?: string;
};

/**
 * An e-mail address that wraps only at sensible points (issue 35 item 7: never 'customer@exa' /
 * 'mple.test'), or truncates with the full address in its title. Copying it copies the address:
 * the break points are `<wbr>`, which add no characters.
 */
export function EmailAddress({ email, link = false, truncate = false, className }: EmailAddressProps) {
  const classes = cn(
    truncate ? 'truncate' : 'break-normal [overflow-wrap:break-word]',
    link && 'text-indigo-700 hover:underline',
    className,
  );
  const content = truncate
    ? email
    : emailBreakPieces(email).map((piece, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the pieces of one address never reorder.
        <Fragment key={i}>
          {i > 0 ? <wbr /> : null}
          {piece}
        </Fragment>
      ));
  return link ? (
    <a href={`mailto:${email}`} className={classes} title={email}>
      {content}
    </a>
  ) : (
    <span className={classes} title={email}>
      {content}
    </span>
  );
}
