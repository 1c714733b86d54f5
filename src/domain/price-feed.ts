import { STOCK_MAX } from './seller-offers';

/** One offer of a feed as the file says it, every value still text (docs/product-rules.md#price-feeds). */
export interface FeedLine {
  /** Its place in the feed, from 1: the seller finds a refused line by it. */
  line: number;
  offerId?: string;
  available?: string;
  price?: string;
  oldprice?: string;
  currencyId?: string;
  stock_quantity?: string;
  vendorCode?: string;
  name?: string;
}

/** What a line asks of an offer: prices in whole hryvnias, a stock of null leaves the stock as it is. */
export interface FeedOffer {
  line: number;
  vendorCode: string;
  /** The offer id the line names, used only to give an offer its first vendor code. */
  offerId: number | null;
  price: number;
  oldPrice: number | null;
  stock: number | null;
}

export type FeedRefusal =
  | 'feedLineNoVendorCode'
  | 'feedLinePrice'
  | 'feedLineOldPrice'
  | 'feedLineCurrency'
  | 'feedLineStock'
  | 'feedLineDuplicate'
  | 'feedLineNoSuchOffer'
  | 'feedLineOtherCode';

export const VENDOR_CODE_MAX = 64;
const PRICE_MAX = 10_000_000;

/** Whole hryvnias: "1250" and "1250.00" are; "1250.50", "0" and "-3" are not. */
function hryvnias(text: string | undefined): number | null {
  const t = (text ?? '').trim();
  const m = /^(\d{1,8})(?:[.,]0{1,2})?$/.exec(t);
  if (!m) return null;
  const n = Number(m[1]);
  return n >= 1 && n <= PRICE_MAX ? n : null;
}

/** The stock a line sets: its stock_quantity, else 0 for available="false", else none (kept as it is). */
function stockOf(line: FeedLine): number | null | 'bad' {
  const q = (line.stock_quantity ?? '').trim();
  if (q !== '') return /^\d{1,7}$/.test(q) && Number(q) <= STOCK_MAX ? Number(q) : 'bad';
  return (line.available ?? '').trim().toLowerCase() === 'false' ? 0 : null;
}

/** A line's own rules, before it is matched to an offer: the first problem found, or the offer it asks for. */
export function checkFeedLine(line: FeedLine): FeedOffer | FeedRefusal {
  const vendorCode = (line.vendorCode ?? '').trim();
  if (vendorCode === '' || vendorCode.length > VENDOR_CODE_MAX) return 'feedLineNoVendorCode';
  // The shop trades in hryvnias alone: a line without a currency is taken as UAH, any other is refused.
  const currency = (line.currencyId ?? '').trim().toUpperCase();
  if (currency !== '' && currency !== 'UAH') return 'feedLineCurrency';
  const price = hryvnias(line.price);
  if (price === null) return 'feedLinePrice';
  const hasOld = (line.oldprice ?? '').trim() !== '';
  const oldPrice = hasOld ? hryvnias(line.oldprice) : null;
  if (hasOld && (oldPrice === null || oldPrice <= price)) return 'feedLineOldPrice';
  const stock = stockOf(line);
  if (stock === 'bad') return 'feedLineStock';
  const id = (line.offerId ?? '').trim();
  return { line: line.line, vendorCode, offerId: /^\d{1,15}$/.test(id) ? Number(id) : null, price, oldPrice, stock };
}

/** The offer a line would change, as it stands now. */
export interface CurrentOffer {
  id: number;
  vendorCode: string | null;
  price: number;
  oldPrice: number | null;
  stock: number;
}

type FeedVerdict =
  | { kind: 'new' | 'changed' | 'unchanged'; offer: FeedOffer; offerId: number }
  | { kind: 'refused'; line: number; vendorCode: string; reason: FeedRefusal };

/**
 * A line against the seller's offers: matched by its vendor code; a code no offer has yet is given to the offer the
 * line's `offer id` names when that offer has no code ("new"); anything else is refused, as the product must be
 * proposed before it can be sold (ADR 57).
 */
export function judgeFeedLine(offer: FeedOffer, byCode: CurrentOffer | undefined, byId: CurrentOffer | undefined): FeedVerdict {
  const refused = (reason: FeedRefusal): FeedVerdict => ({ kind: 'refused', line: offer.line, vendorCode: offer.vendorCode, reason });
  if (byCode) {
    const same =
      byCode.price === offer.price && byCode.oldPrice === offer.oldPrice && (offer.stock === null || offer.stock === byCode.stock);
    return { kind: same ? 'unchanged' : 'changed', offer, offerId: byCode.id };
  }
  if (!byId) return refused('feedLineNoSuchOffer');
  if (byId.vendorCode !== null) return refused('feedLineOtherCode');
  return { kind: 'new', offer, offerId: byId.id };
}
