import type { Insertable } from 'kysely';
import type { BaseProductTable, BaseProductValueTable } from '../schema';
import { valueDef, type ValueDef } from './attributes';
import type { Brand } from './brands';
import type { Catalogue, LeafSpec } from './catalogue-tree';
import { DESCRIPTION_POOLS, KINDS, type Group, type KindSpec, type PoolKey, type TitleContext } from './product-kinds';
import { daysAgo, type Random } from './random';
import { fill, lower, type Bi, type LangIndex } from './text';

/** What the offer and review writers need to know about one base product. */
export interface BaseProduct {
  id: number;
  groups: readonly Group[];
  /** which texts fit it (descriptions, reviews) */
  pool: PoolKey;
  /** the price a typical seller asks, in UAH */
  priceUah: number;
  createdAt: string;
}

type Picked = Map<string, { key: string; def: ValueDef; factor: number }>;

/** Base products per leaf: fixed leaves first, the rest by weight (largest remainder), every leaf at least one. */
function allocateToLeaves(leaves: readonly { spec: LeafSpec }[], total: number): number[] {
  let left = total;
  const counts = leaves.map((l) => {
    const n = Math.min(l.spec.fixed ?? 0, left);
    left -= n;
    return n;
  });
  const weighted = leaves.map((l, i) => ({ i, w: l.spec.fixed ? 0 : l.spec.weight })).filter((x) => x.w > 0);
  const sum = weighted.reduce((a, x) => a + x.w, 0);
  if (left <= 0 || sum === 0) return counts;
  const floor = weighted.length <= left ? 1 : 0;
  left -= floor * weighted.length;
  const shares = weighted.map((x) => ({ i: x.i, exact: (left * x.w) / sum }));
  for (const s of shares) counts[s.i] = (counts[s.i] ?? 0) + floor + Math.floor(s.exact);
  let rest = left - shares.reduce((a, s) => a + Math.floor(s.exact), 0);
  const byRemainder = [...shares].sort((a, b) => b.exact - Math.floor(b.exact) - (a.exact - Math.floor(a.exact)) || a.i - b.i);
  for (const s of byRemainder) {
    if (rest-- <= 0) break;
    counts[s.i] = (counts[s.i] ?? 0) + 1;
  }
  return counts;
}

function pickCharacteristics(random: Random, kind: KindSpec): Picked {
  const picked: Picked = new Map();
  for (const pick of kind.attrs) {
    if (pick.when) {
      const [slug, ...keys] = pick.when;
      const current = picked.get(slug)?.key;
      if (!current || !keys.includes(current)) continue;
    }
    if (pick.p !== undefined && !random.chance(pick.p)) continue;
    const keys = Array.isArray(pick.values) ? (pick.values as readonly string[]) : Object.keys(pick.values);
    const key = random.pick(keys);
    const def = valueDef(pick.attr, key);
    const factor = Array.isArray(pick.values) ? (def.price ?? 1) : ((pick.values as Record<string, number>)[key] ?? 1);
    picked.set(pick.attr, { key, def, factor });
  }
  return picked;
}

function titleContext(lang: LangIndex, brand: string, picked: Picked, variant: Bi | undefined): TitleContext {
  return {
    brand,
    t: (slug) => {
      const v = picked.get(slug);
      return v ? (v.def.title?.[lang] ?? lower(v.def.label[lang])) : '';
    },
    label: (slug) => picked.get(slug)?.def.label[lang] ?? '',
    key: (slug) => picked.get(slug)?.key,
    variant: variant?.[lang] ?? '',
    w: (text) => text[lang],
  };
}

function sentenceCount(text: string): number {
  return text.split(/(?<=[.!?])\s+/).length;
}

function describe(random: Random, kind: KindSpec, brand: string, picked: Picked): Bi {
  const intro = random.pick(kind.intro);
  const pool = random.sample(DESCRIPTION_POOLS[kind.pool], random.int(1, 4 - sentenceCount(intro[0])));
  const text = (lang: LangIndex) => {
    const vars: Record<string, string> = { brand };
    for (const [slug, v] of picked) vars[slug] = v.def.label[lang];
    return [fill(intro[lang], vars), ...pool.map((s) => s[lang])].join(' ');
  };
  return [text(0), text(1)];
}

interface BaseProductRows {
  rows: Insertable<BaseProductTable>[];
  values: Insertable<BaseProductValueTable>[];
  products: BaseProduct[];
}

/**
 * Writes `total` base products across the leaves, ids in shuffled category order.
 * `rating_x10`, `reviews_count` and `popularity` are filled in later from the reviews.
 */
export function buildBaseProducts(
  random: Random,
  catalogue: Catalogue,
  brands: Brand[],
  valueId: Map<string, number>,
  total: number,
): BaseProductRows {
  const counts = allocateToLeaves(catalogue.leaves, total);
  const leafOfProduct = catalogue.leaves.flatMap((leaf, i) => Array.from({ length: counts[i] ?? 0 }, () => leaf));
  const order = random.sample(leafOfProduct, leafOfProduct.length);
  const brandsFor = new Map<KindSpec, Brand[]>();

  const rows: BaseProductRows['rows'] = [];
  const values: BaseProductRows['values'] = [];
  const products: BaseProduct[] = [];
  order.forEach((leaf, index) => {
    const id = index + 1;
    const kind: KindSpec = KINDS[leaf.spec.kind];
    let candidates = brandsFor.get(kind);
    if (!candidates) {
      candidates = brands.filter((b) => b.groups.some((g) => kind.groups.includes(g)));
      brandsFor.set(kind, candidates);
    }
    const brand = random.pick(candidates);
    const picked = pickCharacteristics(random, kind);
    picked.set('country', { key: brand.country, def: valueDef('country', brand.country), factor: 1 });
    const variant = kind.variants ? random.pick(kind.variants) : undefined;
    const [description_uk, description_ru] = describe(random, kind, brand.name, picked);
    let factor = 1;
    for (const v of picked.values()) factor *= v.factor;
    const createdAt = daysAgo(1 + random.float() * 668);

    rows.push({
      id,
      category_id: leaf.id,
      brand_id: brand.id,
      title_uk: kind.title(titleContext(0, brand.name, picked, variant)),
      title_ru: kind.title(titleContext(1, brand.name, picked, variant)),
      description_uk,
      description_ru,
      media_count: 1 + random.weightedIndex([20, 35, 30, 15]),
      created_at: createdAt,
      // filled in by the review writer and by refreshBaseProductSummary after the offers
      rating_x10: 0,
      reviews_count: 0,
      popularity: 0,
      min_price_kop: 0,
      best_product_id: 0,
      in_stock: 0,
    });
    for (const [slug, v] of picked) {
      const value_id = valueId.get(`${slug}:${v.key}`);
      if (value_id === undefined) throw new Error(`no attribute value ${slug}:${v.key}`);
      values.push({ base_product_id: id, value_id });
    }
    products.push({
      id,
      groups: kind.groups,
      pool: kind.pool,
      priceUah: kind.priceUah * factor * (0.85 + random.float() * 0.35),
      createdAt,
    });
  });
  return { rows, values, products };
}
