import type { AnchorHTMLAttributes, MouseEvent } from 'react';
import { Link } from 'wouter';

function isExternal(href: string): boolean {
  return /^https?:/.test(href);
}

type Props = AnchorHTMLAttributes<HTMLAnchorElement> & {
  href: string;
  /** docs/product-rules.md#routes-and-screens: navigation away from the store is refused unless the link allows it */
  allowExternal?: boolean;
};

/**
 * Links that already contain http are kept as they are; internal paths go through the router, which
 * adds the language prefix.
 */
export function AppLink({ href, allowExternal = false, onClick, ...rest }: Props) {
  if (!isExternal(href)) return <Link href={href} onClick={onClick} {...rest} />;
  const refuse = (e: MouseEvent<HTMLAnchorElement>) => {
    if (!allowExternal) e.preventDefault();
    onClick?.(e);
  };
  return <a href={href} rel="noopener noreferrer" target={allowExternal ? '_blank' : undefined} onClick={refuse} {...rest} />;
}
