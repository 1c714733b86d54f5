import { formatPrice } from '../domain/money';

/** UAH without cents, thousands grouped the ru way: `1 299 ₴`; the old price struck through. */
export function Price({ value, old, className = '' }: { value: number; old?: number | null; className?: string }) {
  const discounted = old != null && old > value;
  return (
    <span className={`price ${discounted ? 'price--discount' : ''} ${className}`}>
      {discounted && <s className="price__old">{formatPrice(old)}</s>}
      <span className="price__current">{formatPrice(value)}</span>
    </span>
  );
}
