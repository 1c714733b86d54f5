import { signal } from '@preact/signals-react';
import { createStore, delMany, entries, keys, set, setMany } from 'idb-keyval';
import { integer, min, number, object, string, type, type Describe, type Struct } from 'superstruct';
import { fetchViewed } from '../api/product';
import type { ProductCard } from '../api/types';
import { RECENTLY_VIEWED_KEPT } from '../domain/limits';
import type { Lang } from '../domain/paths';
import { rememberStoredTime } from '../lib/stored-copy';
import { storedData, versioned, type StoredShape } from '../lib/storage';

/** docs/product-rules.md#product-page "Viewed product record (browser storage)". */
export interface ViewedRecord {
  id: number;
  /** ms since epoch */
  time: number;
}

/** Each record lives under its own key, so pruning deletes keys rather than rewriting a list. */
const KEY_PREFIX = 'product_';
const keyOf = (id: number) => `${KEY_PREFIX}${id}`;

const store = createStore('kramnytsia-viewed', 'viewed');

/** The viewed products, most recent first; the product page fills it, the cart page will read it too. */
export const viewed = signal<ViewedRecord[]>([]);

const recordStruct: Describe<ViewedRecord> = object({ id: min(integer(), 1), time: number() });
const VIEWED_RECORD: StoredShape<ViewedRecord> = { version: 1, data: recordStruct };

/**
 * docs/product-rules.md#product-page: the most recent RECENTLY_VIEWED_KEPT records are kept; every other `product_` key goes,
 * including a stale duplicate of a kept id and anything unreadable stored under such a key.
 */
export function pruneViewed(
  stored: readonly (readonly [IDBValidKey, unknown])[],
  limit = RECENTLY_VIEWED_KEPT,
): { kept: ViewedRecord[]; removedKeys: string[] } {
  const ours = stored.filter((entry): entry is readonly [string, unknown] => typeof entry[0] === 'string' && entry[0].includes(KEY_PREFIX));
  const newestFirst = ours
    .flatMap(([key, value]) => {
      const record = storedData(VIEWED_RECORD, value);
      return record ? [{ key, record }] : [];
    })
    .sort((a, b) => b.record.time - a.record.time || b.record.id - a.record.id);
  const kept: { key: string; record: ViewedRecord }[] = [];
  for (const entry of newestFirst) {
    if (kept.length < limit && !kept.some((k) => k.record.id === entry.record.id)) kept.push(entry);
  }
  const keptKeys = new Set(kept.map((k) => k.key));
  return { kept: kept.map((k) => k.record), removedKeys: ours.map(([key]) => key).filter((key) => !keptKeys.has(key)) };
}

async function pruneStore(): Promise<ViewedRecord[]> {
  const { kept, removedKeys } = pruneViewed(await entries(store));
  if (removedKeys.length > 0) await delMany(removedKeys, store);
  viewed.value = kept;
  await forgetGoodsOfOldVisits(kept);
  return kept;
}

/** The goods noted for visits no longer in the list go with them (see goodsKey). */
async function forgetGoodsOfOldVisits(kept: readonly ViewedRecord[]): Promise<void> {
  const visited = new Set(kept.map((r) => goodsKey(r.id)));
  const stale = (await keys(cardStore)).filter((key) => String(key).startsWith('goods:') && !visited.has(String(key)));
  if (stale.length > 0) await delMany(stale, cardStore);
}

/** Loads the stored records into `viewed` (pruning as it goes). Storage failures leave the list empty. */
export async function loadViewed(): Promise<ViewedRecord[]> {
  try {
    return await pruneStore();
  } catch (error) {
    console.warn('viewed products: storage unavailable', error);
    return viewed.value;
  }
}

/** Records a visit of a product page; the oldest records beyond the limit are deleted. */
export async function recordView(id: number, time = Date.now()): Promise<ViewedRecord[]> {
  try {
    await set(keyOf(id), versioned(VIEWED_RECORD, { id, time }), store);
    return await pruneStore();
  } catch (error) {
    // Private modes may refuse IndexedDB: the page works, it just forgets.
    console.warn('viewed products: storage unavailable', error);
    return viewed.value;
  }
}

/**
 * The cards of the viewed products as last shown, per language: "Ви переглядали" offline shows them instead of
 * nothing (the list is asked for by POST, which no cache keeps).
 */
const cardStore = createStore('kramnytsia-viewed-cards', 'cards');
/** A card and when it was kept: shown offline, the strip says how old it is, as every screen from stored copies does. */
interface KeptCard {
  card: ProductCard;
  /** ms since epoch */
  keptAt: number;
}
/** A card is the server's: checked only for what finding and drawing it needs. */
const cardStruct = type({ id: number(), base_product_id: number(), title: string() }) as unknown as Struct<ProductCard>;
const VIEWED_CARD: StoredShape<KeptCard> = {
  version: 2,
  data: type({ card: cardStruct, keptAt: number() }) as unknown as Struct<KeptCard>,
};
const cardKey = (lang: Lang, id: number) => `${lang}:${id}`;
/**
 * The goods a visited offer belongs to, in either language: the server answers a visited offer with its goods' card,
 * whose id is the goods' best offer, so offline a visit through another seller's offer finds its card by the goods.
 */
const goodsKey = (offerId: number) => `goods:${offerId}`;
const goodsStruct = min(integer(), 1);

/** Notes which goods a shown product page's offer belongs to (see goodsKey). Storage failures are only logged. */
export async function noteGoodsOf(offerId: number, baseProductId: number): Promise<void> {
  try {
    await set(goodsKey(offerId), baseProductId, cardStore);
  } catch (error) {
    console.warn('viewed products: storage unavailable', error);
  }
}

interface KeptEntries {
  /** the kept cards per language key `lang:cardId` */
  cards: Map<string, KeptCard>;
  /** visited offer id → its goods (base product id) */
  goods: Map<number, number>;
}

async function keptEntries(): Promise<KeptEntries> {
  const cards = new Map<string, KeptCard>();
  const goods = new Map<number, number>();
  for (const [key, value] of await entries(cardStore)) {
    const name = String(key);
    if (name.startsWith('goods:')) {
      const base = goodsStruct.is(value) ? value : null;
      if (base !== null) goods.set(Number(name.slice('goods:'.length)), base);
    } else {
      const kept = storedData(VIEWED_CARD, value);
      if (kept) cards.set(name, kept);
    }
  }
  return { cards, goods };
}

/** The card that stands for a visited offer: its own, or its goods' card (another offer of the same goods). */
function cardOfVisit(lang: Lang, offerId: number, kept: KeptEntries): KeptCard | undefined {
  const own = kept.cards.get(cardKey(lang, offerId));
  if (own) return own;
  const base = kept.goods.get(offerId);
  if (base === undefined) return undefined;
  return [...kept.cards.entries()].find(([key, k]) => key.startsWith(`${lang}:`) && k.card.base_product_id === base)?.[1];
}

/**
 * Cards are kept one answer at a time: each keep prunes what no visit wants, and one running beside another could
 * prune the cards the other has just written.
 */
let keeping: Promise<void> = Promise.resolve();

/** Settles once every answer shown so far is kept (or failed to be): what a test waits for before going offline. */
export const cardsKept = (): Promise<void> => keeping;

async function keepCards(lang: Lang, cards: readonly ProductCard[]): Promise<void> {
  if (cards.length === 0) return;
  const keptAt = Date.now();
  await setMany(
    cards.map((card) => [cardKey(lang, card.id), versioned(VIEWED_CARD, { card, keptAt })]),
    cardStore,
  );
  // Only cards standing for a product still in the whole list stay, in either language (a page asks for a part of
  // it): a visited offer's own, or its goods'. The goods of the visits go with the visits (pruneStore).
  const kept = await keptEntries();
  const visited = new Set(viewed.value.map((r) => r.id));
  const wantedGoods = new Set([...visited].flatMap((id) => kept.goods.get(id) ?? []));
  const justShown = new Set(cards.map((c) => c.id));
  const stale = (await keys(cardStore)).filter((key) => {
    const name = String(key);
    if (name.startsWith('goods:')) return false;
    const card = kept.cards.get(name)?.card;
    if (!card) return true;
    return !justShown.has(card.id) && !visited.has(card.id) && !wantedGoods.has(card.base_product_id);
  });
  if (stale.length > 0) await delMany(stale, cardStore);
}

/** The kept cards of these visits, carrying the time of the oldest (src/lib/stored-copy.ts), as a stored answer does. */
export async function keptCards(lang: Lang, records: readonly ViewedRecord[]): Promise<ProductCard[]> {
  const entriesKept = await keptEntries();
  const kept: KeptCard[] = [];
  for (const record of records) {
    const found = cardOfVisit(lang, record.id, entriesKept);
    // Two visits of the same goods give one card, as the server's answer does.
    if (found && !kept.some((k) => k.card.base_product_id === found.card.base_product_id)) kept.push(found);
  }
  const cards = kept.map((k) => k.card);
  const times = kept.map((k) => k.keptAt);
  if (times.length > 0) rememberStoredTime(cards, Math.min(...times));
  return cards;
}

/**
 * The cards for these visits, most recent first: from the server, kept for later; without it, the cards kept
 * last time. docs/product-rules.md#errors-and-notices: a list that cannot be had is only logged and stays empty.
 */
export async function viewedCards(lang: Lang, records: readonly ViewedRecord[]): Promise<ProductCard[]> {
  try {
    const cards = await fetchViewed(records);
    keeping = keeping.then(() => keepCards(lang, cards)).catch((error: unknown) => console.warn('viewed products: cards not kept', error));
    return cards;
  } catch (error) {
    console.warn('viewed products failed to load', error);
    return keptCards(lang, records).catch(() => []);
  }
}
