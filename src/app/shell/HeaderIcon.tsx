import type { ReactNode } from 'react';
import { AppLink } from '../../ui/AppLink';
import './header-icon.css';

interface Props {
  /** the header cell it sits in; also names its classes `header-{name}` and `header-{name}__count` */
  name: 'compare' | 'favorites' | 'cart';
  /** the page it opens; without one it only shows the count (favourites, until the cabinet exists) */
  href?: string;
  /** what it does instead of opening a page (the cart opens its popup) */
  onClick?: () => void;
  /** the accessible name, with the count in words; undefined while its texts load */
  label: string | undefined;
  /** decorative */
  icon: ReactNode;
  count: number;
}

/** A header icon with the number of products behind it (compare, favourites, later the cart). */
export function HeaderIcon({ name, href, onClick, label, icon, count }: Props) {
  const className = `header-icon header-${name}`;
  const content = (
    <>
      {icon}
      {count > 0 && (
        <span className={`header-icon__count header-${name}__count`} aria-hidden="true">
          {count}
        </span>
      )}
    </>
  );
  if (onClick)
    return (
      <button type="button" className={className} aria-label={label} aria-haspopup="dialog" onClick={onClick}>
        {content}
      </button>
    );
  return href ? (
    <AppLink href={href} className={className} aria-label={label}>
      {content}
    </AppLink>
  ) : (
    <span className={className} role="img" aria-label={label}>
      {content}
    </span>
  );
}
