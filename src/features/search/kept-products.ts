import { array, integer, is, nullable, number, object, optional, string, type } from 'superstruct';
import type { ProductCard } from '../../api/types';

/**
 * The product cards inside the answers a device keeps (listings, strips, sliders, product pages), for searching
 * offline. Any answer may hold cards anywhere, so the answer is walked and every object shaped like a card is
 * taken; a product page's own answer is no card, and is made into one.
 */

const image = type({ src: string(), width: number(), height: number(), alt: string() });
const cardShape = type({ id: integer(), base_product_id: integer(), title: string(), image, price: number() });

const productPageShape = type({
  data: type({
    id: integer(),
    base_product_id: integer(),
    title: string(),
    media: array(image),
    rate: number(),
    reviews_count: integer(),
    characteristics: array(object({ name: string(), value: string() })),
    offer: type({
      price: number(),
      old_price: optional(nullable(number())),
      qty_store: integer(),
      seller: type({ id: integer(), shop_name: string() }),
    }),
    propositions: array(type({ id: integer() })),
  }),
});

/** How many characteristics a tile shows (docs/product-rules.md#catalogue: 2 card attributes by default). */
const TILE_ATTRIBUTES = 2;

function cardOfProductPage({ data }: { data: (typeof productPageShape)['TYPE']['data'] }): ProductCard | null {
  const [picture] = data.media;
  if (!picture) return null;
  return {
    id: data.id,
    base_product_id: data.base_product_id,
    title: data.title,
    image: picture,
    price: data.offer.price,
    old_price: data.offer.old_price ?? null,
    rate: data.rate,
    reviews_count: data.reviews_count,
    in_stock: data.offer.qty_store > 0,
    offers_count: data.propositions.length,
    seller: { id: data.offer.seller.id, shop_name: data.offer.seller.shop_name },
    attributes: data.characteristics.slice(0, TILE_ATTRIBUTES),
  } as ProductCard;
}

/** Deep enough for every answer the store gives (a listing's cards sit at `data.products.content`). */
const MAX_DEPTH = 6;

export function productCardsIn(body: unknown): ProductCard[] {
  const found: ProductCard[] = [];
  const walk = (value: unknown, depth: number) => {
    if (depth > MAX_DEPTH || typeof value !== 'object' || value === null) return;
    if (is(value, cardShape)) return void found.push(value as ProductCard);
    if (is(value, productPageShape)) {
      const card = cardOfProductPage(value);
      if (card) found.push(card);
      return;
    }
    for (const child of Array.isArray(value) ? value : Object.values(value)) walk(child, depth + 1);
  };
  walk(body, 0);
  return found;
}

/** Each base product once (a tile stands for the goods, whichever seller's offer it shows): the first seen wins. */
export function eachProductOnce(cards: readonly ProductCard[]): ProductCard[] {
  const seen = new Set<number>();
  return cards.filter((card) => !seen.has(card.base_product_id) && seen.add(card.base_product_id));
}
