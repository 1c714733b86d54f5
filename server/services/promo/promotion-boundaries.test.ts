import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { shopToday } from '../../../src/domain/calendar-day';
import { createTestApp, type TestApp } from '../../testing/app';
import { signInTestOperator } from '../../testing/sessions';
import { announcePromotionBoundaries } from './promotion-boundaries';

let t: TestApp;
let admin: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  admin = (await signInTestOperator(t.db, 'admin')).cookies;
});
afterAll(() => t.close());
afterEach(() => vi.useRealTimers());

const DAY = 86_400_000;
const day = (days: number) => shopToday(new Date(Date.now() + days * DAY));

/** A promotion running from today for `days` Kyiv days, with a banner on the home page's banner strip. */
async function runningPromotion(slug: string, days: number) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/operator/promotions',
    cookies: admin,
    payload: {
      slug,
      title_uk: 'Осінні олії',
      title_ru: 'Осенние масла',
      description_uk: 'Знижки на олії всю осінь.',
      description_ru: 'Скидки на масла всю осень.',
      terms_uk: 'Знижка діє на товари акції.',
      terms_ru: 'Скидка действует на товары акции.',
      starts_on: day(0),
      ends_on: day(days),
      category_ids: [1],
      banner_places: ['banner'],
    },
  });
  expect(res.statusCode).toBe(200);
  return t.db.selectFrom('promotions').where('slug', '=', slug).select(['starts_at', 'ends_at']).executeTakeFirstOrThrow();
}

const bannerUrls = async () =>
  ((await t.app.inject({ method: 'GET', url: '/api/media-slider-items/main_page/banner' })).json().data as { url: string }[]).map(
    (slide) => slide.url,
  );
let lookNumber = 0;
const version = async () => (await t.db.selectFrom('catalogue_version').select('version').executeTakeFirstOrThrow()).version;

describe('a promotion’s banner on the strips', () => {
  it('shows while the promotion runs and leaves the strip, kept answers too, once its last minute has passed', async () => {
    const { ends_at } = await runningPromotion('osinni-olii', 3);
    expect(await bannerUrls()).toContain('/akcii/osinni-olii');

    // Its last minute passes with nothing written: the answer kept before it still shows the banner…
    const after = new Date(Date.parse(ends_at) + 60_000);
    vi.useFakeTimers({ toFake: ['Date'], now: after });
    expect(await bannerUrls()).toContain('/akcii/osinni-olii');
    // …until the content job's look announces the end.
    expect(await announcePromotionBoundaries(t.db, new Date(Date.parse(ends_at) - 5_000), after)).toBe(1);
    expect(await bannerUrls()).not.toContain('/akcii/osinni-olii');
  });

  it.each<[string, number, number, boolean]>([
    // [what, since and now in ms from the promotion's first minute, whether a promotion's minute was crossed]
    ['its first minute came', -5_000, 0, true],
    ['nothing began or ended between two looks', 5_000, 10_000, false],
    ['the look was before its first minute', -10_000, -5_000, false],
  ])('the catalogue’s version moves once when %s, and not otherwise', async (_what, since, now, crosses) => {
    lookNumber += 1;
    const { starts_at } = await runningPromotion(`cherez-khvylynu-${lookNumber}`, 5);
    const start = Date.parse(starts_at);
    const before = await version();
    const crossed = await announcePromotionBoundaries(t.db, new Date(start + since), new Date(start + now));
    // Every promotion of the same first day is crossed together.
    expect(crossed > 0).toBe(crosses);
    expect((await version()) - before).toBe(crosses ? 1 : 0);
  });
});
