import type { ReactNode } from 'react';
import { paths } from '../domain/paths';
import { AppLink } from './AppLink';

/** A seller's name wherever it shows, leading to the seller's storefront (docs/product-rules.md#seller-storefronts). */
export function SellerLink({
  seller,
  className,
  children,
}: {
  seller: { id: number; shop_name: string };
  className?: string;
  children?: ReactNode;
}) {
  return (
    <AppLink href={paths.seller(seller.id)} className={className ? `seller-link ${className}` : 'seller-link'}>
      {children ?? seller.shop_name}
    </AppLink>
  );
}
