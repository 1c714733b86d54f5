import type { Insertable } from 'kysely';
import { assertOfferPrice, hryvniasDown } from '../../../src/domain/money';
import type { ProductTable } from '../schema';
import type { BaseProduct } from './products';
import { ageInDays, daysAgo, type Random } from './random';
import type { Seller } from './sellers';

const MIN_UAH = 49;
const MAX_UAH = 4999;
const MAX_OFFERS = 4;

/**
 * Shop-like prices in kopecks, always whole hryvnias (docs/product-rules.md#money): often ending in 9. The last
 * branch once made half hryvnias; it drops their kopecks instead, so every other seeded price stays as it was.
 */
function shopPriceKop(random: Random, uah: number): number {
  const clamped = Math.min(MAX_UAH, Math.max(MIN_UAH, uah));
  const roll = random.float();
  if (roll < 0.5 && clamped >= 100) return Math.min(MAX_UAH, Math.round(clamped / 10) * 10 - 1) * 100;
  if (roll < 0.93) return Math.round(clamped) * 100;
  return hryvniasDown(Math.min(MAX_UAH * 100, Math.round(clamped * 2) * 50));
}

/** How many sellers offer each base product: 1 each, then the extra offers spread at random, at most 4. */
function offerCounts(random: Random, bases: readonly BaseProduct[], eligible: readonly Seller[][], total: number): number[] {
  const counts = bases.map(() => 1);
  const caps = eligible.map((list) => Math.min(MAX_OFFERS, list.length));
  const capacity = caps.reduce((a, c) => a + c, 0);
  let extra = Math.min(total, capacity) - bases.length;
  while (extra > 0) {
    const i = random.int(0, bases.length - 1);
    if ((counts[i] ?? 0) < (caps[i] ?? 0)) {
      counts[i] = (counts[i] ?? 0) + 1;
      extra--;
    }
  }
  return counts;
}

/** Seller offers: distinct sellers per base product, each from one of its own warehouses. */
export function buildOffers(
  random: Random,
  bases: readonly BaseProduct[],
  sellers: readonly Seller[],
  total: number,
): Insertable<ProductTable>[] {
  const sellersByGroups = new Map<string, Seller[]>();
  const eligible = bases.map((base) => {
    const key = base.groups.join();
    let list = sellersByGroups.get(key);
    if (!list) {
      list = sellers.filter((s) => s.groups.some((g) => base.groups.includes(g)));
      sellersByGroups.set(key, list);
    }
    return list;
  });
  const counts = offerCounts(random, bases, eligible, total);
  const rows: Insertable<ProductTable>[] = [];
  bases.forEach((base, b) => {
    for (const seller of random.sample(eligible[b] ?? [], counts[b] ?? 1)) {
      const price_kop = shopPriceKop(random, base.priceUah * (0.9 + random.float() * 0.22));
      const discounted = random.chance(0.18);
      const old_price_kop = discounted
        ? Math.max(price_kop + 1000, Math.round((price_kop * (1.1 + random.float() * 0.35)) / 100) * 100)
        : null;
      assertOfferPrice(price_kop, old_price_kop);
      const min_cart_quantity = random.chance(0.05) ? random.int(2, 5) : 1;
      const stock = random.chance(0.1) ? 0 : Math.max(min_cart_quantity, random.chance(0.6) ? random.int(1, 20) : random.int(21, 200));
      rows.push({
        id: rows.length + 1,
        base_product_id: base.id,
        seller_id: seller.id,
        warehouse_id: random.pick(seller.warehouseIds),
        price_kop,
        old_price_kop,
        stock,
        min_cart_quantity,
        delivery_days: 1 + random.weightedIndex([30, 35, 20, 10, 5]),
        created_at: daysAgo(random.float() * ageInDays(base.createdAt)),
      });
    }
  });
  return rows;
}

/**
 * Makes exactly `count` of the `offered` goods out of stock, every offer of them at 0, picked at random; any other
 * good whose offers all came out at 0 gets stock back on its first offer, so no more than `count` are sold out.
 */
export function setSoldOut(random: Random, offered: readonly BaseProduct[], offers: Insertable<ProductTable>[], count: number): void {
  const byBase = new Map<number, Insertable<ProductTable>[]>();
  for (const offer of offers) {
    const list = byBase.get(offer.base_product_id);
    if (list) list.push(offer);
    else byBase.set(offer.base_product_id, [offer]);
  }
  const soldOut = new Set(random.sample(offered, count).map((base) => base.id));
  for (const [baseId, list] of byBase) {
    if (soldOut.has(baseId)) for (const offer of list) offer.stock = 0;
    else if (list.every((offer) => offer.stock === 0)) {
      const first = list[0]!;
      first.stock = Math.max(first.min_cart_quantity ?? 1, random.int(1, 20));
    }
  }
}
