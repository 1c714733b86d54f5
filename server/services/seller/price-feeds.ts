import { setImmediate as nextTurnOfTheEventLoop } from 'node:timers/promises';
import { sql } from 'kysely';
import { judgeFeedLine, checkFeedLine, type CurrentOffer, type FeedLine, type FeedRefusal } from '../../../src/domain/price-feed';
import { kopecksToUah } from '../../../src/domain/money';
import type { Lang } from '../../../src/domain/paths';
import type { Db } from '../../db/connection';
import { isKeyTaken } from '../../db/constraint-violation';
import type { FeedFormat } from './price-feed-file';
import { errorText } from '../../i18n/texts';
import { Conflict, DomainError, NotFound } from '../platform/domain-errors';
import { editSellerOffer, type OfferChanges } from './seller-offers';
import { refreshBaseProductSummary, type SummariesDue } from '../catalog/base-product-summary';

/** One line that changes an offer, kept in the feed's row until it is applied. */
interface FeedChange {
  line: number;
  offer: number;
  code: string;
  /** The offer gets this vendor code first: its first feed line named it by its id. */
  link: boolean;
  price: number;
  old: number | null;
  stock: number | null;
}
interface RefusedLine {
  line: number;
  vendor_code: string;
  reason: FeedRefusal;
}
type Counts = { new: number; changed: number; unchanged: number; refused: number };

/** The refused lines an answer lists; the counts tell how many there are in all. */
const REFUSED_SHOWN = 1000;
/**
 * Lines applied between two writes of the progress: a restart repeats at most these, and repeating one changes nothing.
 * A shopper's request that arrives mid-batch waits for the batch's end: 25 lines keep that wait near a catalogue
 * page's own time (docs/decisions/0080-feeds-give-the-catalogue-turns.md).
 */
const BATCH = 25;
/** How long a process holds a feed it applies before another may carry it on. */
const LEASE_MS = 60_000;

async function currentOffers(db: Db, sellerId: number) {
  const rows = await db
    .selectFrom('products')
    .where('seller_id', '=', sellerId)
    .select(['id', 'vendor_code', 'price_kop', 'old_price_kop', 'stock'])
    .execute();
  const toOffer = (r: (typeof rows)[number]): CurrentOffer => ({
    id: r.id,
    vendorCode: r.vendor_code,
    price: kopecksToUah(r.price_kop),
    oldPrice: r.old_price_kop === null ? null : kopecksToUah(r.old_price_kop),
    stock: r.stock,
  });
  const byId = new Map(rows.map((r) => [r.id, toOffer(r)]));
  const byCode = new Map(rows.filter((r) => r.vendor_code !== null).map((r) => [r.vendor_code!, byId.get(r.id)!]));
  return { byId, byCode };
}

/** docs/product-rules.md#price-feeds: every line judged against the seller's offers as they are now; nothing is written. */
async function checkFeedLines(db: Db, sellerId: number, lines: FeedLine[]) {
  const { byId, byCode } = await currentOffers(db, sellerId);
  const counts: Counts = { new: 0, changed: 0, unchanged: 0, refused: 0 };
  const changes: FeedChange[] = [];
  const refused: RefusedLine[] = [];
  const seenCodes = new Set<string>();
  const linkedOffers = new Set<number>();
  for (const raw of lines) {
    const checked = checkFeedLine(raw);
    const refuse = (reason: FeedRefusal, code: string) => {
      counts.refused++;
      refused.push({ line: raw.line, vendor_code: code, reason });
    };
    if (typeof checked === 'string') {
      refuse(checked, (raw.vendorCode ?? '').trim().slice(0, 64));
      continue;
    }
    if (seenCodes.has(checked.vendorCode)) {
      refuse('feedLineDuplicate', checked.vendorCode);
      continue;
    }
    seenCodes.add(checked.vendorCode);
    const byOfferId = checked.offerId === null || linkedOffers.has(checked.offerId) ? undefined : byId.get(checked.offerId);
    const verdict = judgeFeedLine(checked, byCode.get(checked.vendorCode), byOfferId);
    if (verdict.kind === 'refused') {
      refuse(verdict.reason, verdict.vendorCode);
      continue;
    }
    counts[verdict.kind]++;
    if (verdict.kind === 'unchanged') continue;
    if (verdict.kind === 'new') linkedOffers.add(verdict.offerId);
    changes.push({
      line: checked.line,
      offer: verdict.offerId,
      code: checked.vendorCode,
      link: verdict.kind === 'new',
      price: checked.price,
      old: checked.oldPrice,
      stock: checked.stock,
    });
  }
  return { counts, changes, refused };
}

const busyStatuses = ['queued', 'applying'] as const;

async function refuseIfBusy(db: Db, sellerId: number) {
  const busy = await db
    .selectFrom('price_feeds')
    .where('seller_id', '=', sellerId)
    .where('status', 'in', busyStatuses)
    .select('id')
    .executeTakeFirst();
  if (busy) throw new Conflict('feedBusy');
}

/** Keeps a checked feed; unless it is a dry run it is queued for applying at once. One feed at a time is applied per seller. */
export async function saveFeed(
  db: Db,
  sellerId: number,
  format: FeedFormat,
  lines: FeedLine[],
  dryRun: boolean,
  now = new Date(),
): Promise<number> {
  if (!dryRun) await refuseIfBusy(db, sellerId);
  const { counts, changes, refused } = await checkFeedLines(db, sellerId, lines);
  const at = now.toISOString();
  const row = await db
    .insertInto('price_feeds')
    .values({
      seller_id: sellerId,
      status: dryRun ? 'checked' : 'queued',
      format,
      changes: JSON.stringify(changes),
      refused: JSON.stringify(refused),
      counts: JSON.stringify(counts),
      created_at: at,
      updated_at: at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Applies a feed the seller checked by a dry run; a feed already queued or applied stays as it is. */
export async function applyCheckedFeed(db: Db, sellerId: number, feedId: number, now = new Date()): Promise<void> {
  const feed = await db
    .selectFrom('price_feeds')
    .where('id', '=', feedId)
    .where('seller_id', '=', sellerId)
    .select('status')
    .executeTakeFirst();
  if (!feed) throw new NotFound('feedNotFound');
  if (feed.status !== 'checked') return;
  await refuseIfBusy(db, sellerId);
  await db
    .updateTable('price_feeds')
    .set({ status: 'queued', updated_at: now.toISOString() })
    .where('id', '=', feedId)
    .where('status', '=', 'checked')
    .execute();
}

/** A feed as its seller sees it; another seller's is as one that does not exist. */
export async function sellerFeed(db: Db, lang: Lang, sellerId: number, feedId: number) {
  const feed = await db.selectFrom('price_feeds').where('id', '=', feedId).where('seller_id', '=', sellerId).selectAll().executeTakeFirst();
  if (!feed) throw new NotFound('feedNotFound');
  const changes = JSON.parse(feed.changes) as FeedChange[];
  const refused = (JSON.parse(feed.refused) as RefusedLine[]).slice(0, REFUSED_SHOWN);
  return {
    id: feed.id,
    status: feed.status,
    format: feed.format,
    dry_run: feed.status === 'checked',
    created_at: feed.created_at,
    progress: { applied: feed.status === 'applied' ? changes.length : feed.applied, total: changes.length },
    counts: JSON.parse(feed.counts) as Counts,
    refused: refused.map((r) => ({ line: r.line, vendor_code: r.vendor_code, reason: errorText(lang, r.reason) })),
  };
}

/** What of a change the offer does not have yet: a line repeated after a restart asks nothing. */
function stillToChange(change: FeedChange, now: { price_kop: number; old_price_kop: number | null; stock: number }): OfferChanges {
  const asked: OfferChanges = {};
  if (kopecksToUah(now.price_kop) !== change.price) asked.price = change.price;
  if ((now.old_price_kop === null ? null : kopecksToUah(now.old_price_kop)) !== change.old) asked.old_price = change.old;
  if (change.stock !== null && change.stock !== now.stock) asked.stock = change.stock;
  return asked;
}

/**
 * Gives the offer the vendor code its line linked it to. Run inside the batch's transaction: a savepoint undoes just
 * this update when another offer took the code since the check (PostgreSQL would otherwise refuse the rest of the
 * transaction), and the line is left out. False when it was.
 */
async function linkVendorCode(trx: Db, sellerId: number, change: FeedChange): Promise<boolean> {
  await sql`savepoint feed_line_link`.execute(trx);
  try {
    await trx
      .updateTable('products')
      .set({ vendor_code: change.code })
      .where('id', '=', change.offer)
      .where('seller_id', '=', sellerId)
      .where('vendor_code', 'is', null)
      .execute();
  } catch (error) {
    if (!isKeyTaken(error)) throw error;
    await sql`rollback to savepoint feed_line_link`.execute(trx);
    return false;
  }
  await sql`release savepoint feed_line_link`.execute(trx);
  return true;
}

/** One line's change, inside the batch's transaction `db`; the batch refreshes the listing summaries it names in `due`. */
async function applyChange(db: Db, sellerId: number, change: FeedChange, now: Date, due: SummariesDue) {
  if (change.link && !(await linkVendorCode(db, sellerId, change))) return;
  const offer = await db
    .selectFrom('products')
    .where('id', '=', change.offer)
    .where('seller_id', '=', sellerId)
    .select(['price_kop', 'old_price_kop', 'stock'])
    .executeTakeFirst();
  if (!offer) return;
  const asked = stillToChange(change, offer);
  // A lower price with an old price goes in one edit, so the old price stays above the price at every step.
  if (Object.keys(asked).length === 0) return;
  try {
    await editSellerOffer(db, sellerId, change.offer, asked, now, due);
  } catch (error) {
    // The offer changed since the check so that this line no longer fits (it went away, say): the line is left out.
    if (!(error instanceof DomainError)) throw error;
  }
}

/**
 * Takes the oldest feed waiting to be applied (or one whose process stopped: its lease ran out) and applies its
 * changes from where it stands, through the same edit as the offers PATCH, so shoppers' listings, the response cache
 * and the notices follow. Returns false when nothing was waiting.
 */
export async function applyNextFeed(db: Db, now = () => new Date()): Promise<boolean> {
  const started = now();
  const feed = await db
    .selectFrom('price_feeds')
    .where('status', 'in', busyStatuses)
    .where('lease_until', '<', started.toISOString())
    .select(['id', 'seller_id', 'lease_until', 'applied', 'changes'])
    .orderBy('id')
    .executeTakeFirst();
  if (!feed) return false;
  const lease = () => new Date(now().getTime() + LEASE_MS).toISOString();
  const claimed = await db
    .updateTable('price_feeds')
    .set({ status: 'applying', lease_until: lease() })
    .where('id', '=', feed.id)
    .where('lease_until', '=', feed.lease_until)
    .executeTakeFirst();
  if (Number(claimed.numUpdatedRows) === 0) return true;
  const changes = JSON.parse(feed.changes) as FeedChange[];
  // A batch of lines and the progress after it commit together: a crash repeats at most one batch. One commit per
  // batch rather than up to three per line, and the listing summaries of the batch's products refreshed once before
  // it rather than twice per line, is what lets 10,000 lines apply in seconds.
  for (let from = feed.applied; from < changes.length; from += BATCH) {
    await db.transaction().execute(async (trx) => {
      const due: SummariesDue = new Set();
      for (const change of changes.slice(from, from + BATCH)) await applyChange(trx, feed.seller_id, change, now(), due);
      await refreshBaseProductSummary(trx, [...due]);
      await trx
        .updateTable('price_feeds')
        .set({ applied: Math.min(changes.length, from + BATCH), lease_until: lease(), updated_at: now().toISOString() })
        .where('id', '=', feed.id)
        .execute();
    });
    // SQLite answers at once, so a batch's queries resolve as promises without ever giving the event loop a turn: the
    // whole feed would run as one long task, and a shopper's page would wait for all of it. Between batches the
    // requests that arrived meanwhile are read and ask the database before the next batch does.
    await nextTurnOfTheEventLoop();
  }
  await db
    .updateTable('price_feeds')
    .set({ status: 'applied', applied: changes.length, lease_until: '', updated_at: now().toISOString() })
    .where('id', '=', feed.id)
    .execute();
  return true;
}

/** Applies every feed waiting, one after another. */
export async function applyWaitingFeeds(db: Db, now = () => new Date()): Promise<void> {
  while (await applyNextFeed(db, now)) {
    /* the next one */
  }
}
