import type { Bi } from '../text';

/** What a brand makes and a seller sells; a product kind names the groups it draws them from. */
export type Group = 'cbd' | 'cosmetics' | 'food' | 'accessories' | 'pets';

/** Which shared description sentences fit a kind. */
export type PoolKey = 'cbd' | 'pet_cbd' | 'cosmetics' | 'food' | 'accessories' | 'pet_food' | 'pet_goods';

interface AttrPick {
  attr: string;
  /** value keys; a record gives each key its own price factor for this kind */
  values: readonly string[] | Readonly<Record<string, number>>;
  /** probability that the product has this characteristic (default 1) */
  p?: number;
  /** only when an earlier pick has one of these keys, e.g. ['form', 'dry_food'] */
  when?: readonly [slug: string, ...keys: string[]];
}

/** What a title function sees: the product's brand and characteristics in one language. */
export interface TitleContext {
  brand: string;
  /** the value's title form (or its label) in this language; '' when the product lacks it */
  t(slug: string): string;
  /** the value's label in this language; '' when absent */
  label(slug: string): string;
  /** the value key, e.g. 'dry_food' */
  key(slug: string): string | undefined;
  /** the product's variant in this language ('' when the kind has none) */
  variant: string;
  /** picks this language's text */
  w(text: Bi): string;
}

export interface KindSpec {
  groups: readonly Group[];
  pool: PoolKey;
  /** price in UAH before the characteristics' factors and the seller's margin */
  priceUah: number;
  attrs: readonly AttrPick[];
  /** a free word or phrase that makes titles differ: line names, herbs, shapes */
  variants?: readonly Bi[];
  title(c: TitleContext): string;
  /** first sentence(s) of the description; may use {brand} and numeric characteristics ({volume}, {concentration}...) */
  intro: readonly Bi[];
}

/** Gives every property the `KindSpec` type (so literal tables type-check) and keeps the keys. */
export function defineKinds<K extends string>(kinds: Record<K, KindSpec>): Record<K, KindSpec> {
  return kinds;
}
