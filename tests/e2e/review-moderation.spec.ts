import { randomInt } from 'node:crypto';
import type { Browser } from '@playwright/test';
import { expectAccessible } from './support/accessibility';
import { openE2eDatabase, signIn } from './support/customer';
import { operatorLink } from './support/operator';
import { expect, test, type Page } from './support/test';
import { signInAsDemoOwner } from './support/seller';

// A shopper, a seller and a moderator, each a first-time visitor who answers the privacy question on the sheet.
test.use({ privacyChoice: 'not yet' });

const hydrated = (page: Page) => page.waitForFunction(() => document.documentElement.hasAttribute('data-hydrated'));

async function freshPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, serviceWorkers: 'block' });
  return context.newPage();
}

/** An offer in stock with its seller and shop name, a different one for each run so reviews never pile up on one page. */
function anOffer(): { id: number; sellerId: number; shop: string } {
  const db = openE2eDatabase();
  try {
    const offers = db
      .prepare(
        `SELECT p.id AS id, p.seller_id AS sellerId, s.shop_name AS shop FROM products p JOIN sellers s ON s.id = p.seller_id
         WHERE p.stock > 0 AND s.paused_at IS NULL AND p.seller_id <= 5 ORDER BY p.id LIMIT 200`,
      )
      .all() as Array<{ id: number; sellerId: number; shop: string }>;
    return offers[randomInt(offers.length)]!;
  } finally {
    db.close();
  }
}

const LANGS = [
  {
    lang: 'uk',
    prefix: '',
    rejectAll: 'Відхилити всі',
    reviews: 'Відгуки',
    write: 'Написати відгук',
    stars: '5 зірок',
    text: 'Відгук',
    submit: 'Надіслати відгук',
    phone: 'Телефон',
    password: 'Пароль',
    signIn: 'Увійти',
    reviewsTab: 'Відгуки',
    reply: 'Публічна відповідь',
    send: 'Відповісти',
    saved: 'Відповідь опубліковано',
    replyBy: 'Відповідь продавця',
    hideReason: 'Причина приховування (її побачить автор)',
    hide: 'Приховати',
    undo: 'Скасувати',
    ownHidden: 'Ваш відгук приховано модератором. Причина:',
  },
  {
    lang: 'ru',
    prefix: '/ru',
    rejectAll: 'Отклонить все',
    reviews: 'Отзывы',
    write: 'Написать отзыв',
    stars: '5 звёзд',
    text: 'Отзыв',
    submit: 'Отправить отзыв',
    phone: 'Телефон',
    password: 'Пароль',
    signIn: 'Войти',
    reviewsTab: 'Отзывы',
    reply: 'Публичный ответ',
    send: 'Ответить',
    saved: 'Ответ опубликован',
    replyBy: 'Ответ продавца',
    hideReason: 'Причина скрытия (её увидит автор)',
    hide: 'Скрыть',
    undo: 'Отменить',
    ownHidden: 'Ваш отзыв скрыт модератором. Причина:',
  },
] as const;

for (const l of LANGS) {
  test(`${l.lang}: a shopper's review gets the seller's public reply under it, then a moderator hides it with a reason`, async ({
    page: shopper,
    context,
    baseURL,
    browser,
  }) => {
    const offer = anOffer();
    const text = `Гарна річ, швидко приїхала ${randomInt(1_000_000)}`;
    const answer = `Дякуємо за покупку ${randomInt(1_000_000)}`;
    const reason = `Реклама ${randomInt(1_000_000)}`;

    await signIn(context, baseURL!);
    await shopper.goto(`${l.prefix}/product/${offer.id}`);
    await hydrated(shopper);
    await shopper.getByRole('button', { name: l.rejectAll }).click();
    const section = shopper.getByRole('region', { name: l.reviews });
    await section.getByRole('button', { name: l.write }).click();
    await section.getByLabel(l.stars).check();
    await section.getByLabel(l.text, { exact: true }).fill(text);
    await section.getByRole('button', { name: l.submit }).click();
    const review = section.locator('.review').filter({ hasText: text });
    await expect(review).toBeVisible();

    const seller = await freshPage(browser);
    await seller.goto(`${l.prefix}/seller?tab=reviews`);
    await hydrated(seller);
    await seller.getByRole('button', { name: l.rejectAll }).click();
    await signInAsDemoOwner(seller, offer.sellerId, l);
    await expect(seller.getByRole('link', { name: l.reviewsTab })).toHaveAttribute('aria-current', 'page');
    const card = seller.getByRole('listitem').filter({ hasText: text });
    await card.getByLabel(l.reply).fill(answer);
    await card.getByRole('button', { name: l.send }).click();
    await expect(card.getByRole('status')).toHaveText(l.saved);
    await expectAccessible(seller, 'the seller’s reviews');
    await seller.context().close();

    await shopper.reload();
    await expect(review.getByRole('complementary', { name: `${l.replyBy} ${offer.shop}` })).toContainText(answer);

    const moderator = await freshPage(browser);
    await moderator.goto(operatorLink('moderator', l.prefix));
    await hydrated(moderator);
    await moderator.getByRole('button', { name: l.rejectAll }).click();
    const item = moderator.getByRole('listitem').filter({ hasText: text });
    await item.getByLabel(l.hideReason).fill(reason);
    await item.getByRole('button', { name: l.hide }).click();
    await expect(item.getByRole('button', { name: l.undo })).toBeVisible();
    await expectAccessible(moderator, 'the review queues');
    await moderator.context().close();

    await shopper.reload();
    await expect(section.getByText(`${l.ownHidden} ${reason}`)).toBeVisible();
    await expect(section.locator('.review').filter({ hasText: text })).toHaveCount(0);
  });
}
