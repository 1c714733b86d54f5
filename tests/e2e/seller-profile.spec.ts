import { execFileSync } from 'node:child_process';
import sharp from 'sharp';
import { createCustomer, e2eDatabasePath, newPhone, openE2eDatabase, signIn } from './support/customer';
import { expectAccessible } from './support/accessibility';
import { operatorLink } from './support/operator';
import { expect, test, type Page } from './support/test';
import { signInAsDemoOwner } from './support/seller';

// The seller and both shoppers come as first-time visitors: each answers the privacy question on the sheet.
test.use({ privacyChoice: 'not yet' });

const hydrated = (page: Page) => page.waitForFunction(() => document.documentElement.hasAttribute('data-hydrated'));

/** An offer in stock sold one at a time, with its seller: one the other seller journeys do not take. */
function offerOnSale(): { id: number; sellerId: number } {
  const db = openE2eDatabase();
  try {
    return db
      .prepare(
        `SELECT p.id, p.seller_id AS sellerId FROM products p JOIN sellers s ON s.id = p.seller_id
          WHERE p.stock >= 5 AND p.min_cart_quantity = 1 AND s.paused_at IS NULL ORDER BY p.id DESC LIMIT 1 OFFSET 7`,
      )
      .get() as { id: number; sellerId: number };
  } finally {
    db.close();
  }
}

/** The orders figure of the statistics tab. */
async function ordersFigure(seller: Page): Promise<number> {
  const figure = seller.locator('.seller-statistics__figures > div').filter({ hasText: 'Замовлення' }).getByRole('definition');
  const empty = seller.getByText('За цей період замовлень ще немає', { exact: false });
  await expect(figure.or(empty)).toBeVisible();
  return (await empty.isVisible()) ? 0 : Number(await figure.textContent());
}

test('a seller owner edits the shop’s description in uk and ru and uploads a logo; a first-time shopper sees them, and the statistics count a buyer’s order', async ({
  page: seller,
  browser,
  baseURL,
}) => {
  test.slow();
  const offer = offerOnSale();
  const stamp = Date.now().toString(36);
  const aboutUk = `Олії холодного віджиму з Полтавщини, партія ${stamp}.`;
  const aboutRu = `Масла холодного отжима с Полтавщины, партия ${stamp}.`;

  await seller.goto('/seller');
  await hydrated(seller);
  await seller.getByRole('button', { name: 'Відхилити всі' }).click();
  await signInAsDemoOwner(seller, offer.sellerId, { phone: 'Телефон', password: 'Пароль', signIn: 'Увійти' });

  await seller.getByRole('link', { name: 'Статистика', exact: true }).click();
  await expect(seller).toHaveURL(/\?tab=statistics$/);
  await expect(seller.getByRole('button', { name: '30 днів' })).toHaveAttribute('aria-pressed', 'true');
  const before = await ordersFigure(seller);
  // the shop's rating over 6, 8 and 12 months, as its storefront shows it
  const rating = seller.getByRole('region', { name: 'Рейтинг продавця' });
  await expect(rating.getByRole('term')).toHaveText(['за 6 місяців', 'за 8 місяців', 'за 12 місяців']);

  await seller.getByRole('link', { name: 'Профіль', exact: true }).click();
  await expect(seller).toHaveURL(/\?tab=profile$/);
  await seller.getByLabel('Про магазин (українською)').fill(aboutUk);
  await seller.getByLabel('Про магазин (російською)').fill(aboutRu);
  await seller.getByLabel('Умови повернення (українською)').fill('Повернення протягом 14 днів');
  await seller.getByLabel('Умови повернення (російською)').fill('Возврат в течение 14 дней');
  await seller.getByRole('button', { name: 'Зберегти профіль' }).click();
  await expect(seller.getByRole('status').filter({ hasText: 'Профіль збережено' })).toBeVisible();
  const logo = await sharp({ create: { width: 400, height: 300, channels: 3, background: '#2e7d32' } })
    .jpeg()
    .toBuffer();
  await seller.getByLabel('Завантажити логотип').setInputFiles({ name: 'logo.jpg', mimeType: 'image/jpeg', buffer: logo });
  await expect(seller.getByRole('status').filter({ hasText: 'Логотип оновлено' })).toBeVisible();
  await expect(seller.getByRole('img', { name: /^Логотип магазину/ })).toHaveAttribute('src', /^\/media\/seller-logo\/[\w-]{22}\.webp$/);
  await expectAccessible(seller, 'the profile tab');

  for (const [prefix, about, returns] of [
    ['', aboutUk, 'Повернення протягом 14 днів'],
    ['/ru', aboutRu, 'Возврат в течение 14 дней'],
  ] as const) {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, serviceWorkers: 'block' });
    const shopper = await context.newPage();
    await shopper.goto(`${prefix}/seller_${offer.sellerId}-temp`);
    await hydrated(shopper);
    await shopper.getByRole('button', { name: prefix ? 'Отклонить все' : 'Відхилити всі' }).click();
    await expect(shopper.getByText(about)).toBeVisible();
    await expect(shopper.getByText(returns)).toBeVisible();
    const shown = shopper.locator('.seller-header__logo img, img.seller-header__logo').first();
    await expect(shown).toHaveAttribute('src', /^\/media\/seller-logo\/[\w-]{22}\.webp$/);
    expect(await shown.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(320);
    await context.close();
  }

  // a buyer places an order with the shop, and its statistics count it
  const buyerContext = await browser.newContext({ viewport: { width: 390, height: 844 }, serviceWorkers: 'block' });
  await signIn(buyerContext, baseURL!, createCustomer());
  const buyer = await buyerContext.newPage();
  await buyer.goto(`/product/${offer.id}`);
  await hydrated(buyer);
  await buyer.getByRole('button', { name: 'Відхилити всі' }).click();
  await buyer.locator('.product__buy-box').getByRole('button', { name: 'Купити', exact: true }).click();
  await buyer.getByRole('dialog', { name: 'Кошик' }).getByRole('link', { name: 'Оформити замовлення' }).click();
  const order = buyer.locator('.checkout-order');
  await order.getByLabel('Місто').fill('Льв');
  await order.getByRole('button', { name: /^Львів/ }).click();
  await order.getByRole('radio', { name: /Нова пошта: відділення/ }).check();
  await order.getByRole('radiogroup', { name: 'Пункт видачі' }).getByRole('radio').first().check();
  await order.getByRole('radio', { name: 'Оплата при отриманні' }).check();
  await buyer.getByRole('button', { name: 'Підтвердити замовлення' }).click();
  await expect(buyer).toHaveURL(/\/thank-you-page/);
  await buyerContext.close();

  await seller.goto('/seller?tab=statistics');
  await hydrated(seller);
  await expect.poll(() => ordersFigure(seller)).toBeGreaterThan(before);
  await expect(seller.getByRole('heading', { name: 'Топ-5 пропозицій за кількістю' })).toBeVisible();
  await expectAccessible(seller, 'the statistics tab');
});

/** A new shop with no offers, made as an operator makes one from the command line: its id, name and owner's link. */
function newShop(): { id: number; name: string; link: string } {
  const name = `Крамниця ${Date.now().toString(36)}`;
  const printed = execFileSync('npx', ['tsx', 'server/seller-cli.ts', 'create', '--name', name, '--phone', `+${newPhone('50')}`], {
    env: { ...process.env, DATABASE_URL: e2eDatabasePath },
    encoding: 'utf8',
  });
  const link = new URL(/(\S+\/seller\?link=\S+)/.exec(printed)![1]!);
  return { id: Number(/Created seller (\d+)/.exec(printed)![1]), name, link: link.pathname + link.search };
}

test('a paused shop’s owner is told why on every tab, and a change to its profile is refused until the shop resumes', async ({
  page: admin,
  browser,
}) => {
  test.slow();
  // a shop of its own, with nothing on sale, so no other journey's goods leave the catalogue
  const shop = newShop();
  await admin.goto(operatorLink('admin'));
  await hydrated(admin);
  await admin.getByRole('button', { name: 'Відхилити всі' }).click();
  await admin.getByRole('link', { name: 'Продавці' }).click();
  const row = admin.getByRole('listitem', { name: shop.name, exact: true });
  await row.getByRole('button', { name: 'Призупинити', exact: true }).click();
  await row.getByLabel('Причина призупинення').fill('Перевірка документів');
  await row.getByRole('button', { name: 'Призупинити продавця' }).click();
  await expect(row).toContainText('Призупинено');

  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, serviceWorkers: 'block' });
  const owner = await context.newPage();
  await owner.goto(shop.link);
  await hydrated(owner);
  await owner.getByRole('button', { name: 'Відхилити всі' }).click();
  const notice = owner.getByRole('status').filter({ hasText: 'Магазин призупинено маркетплейсом' });
  await expect(notice).toContainText('Причина: Перевірка документів');
  await expectAccessible(owner, 'the paused shop’s workspace');
  await owner.getByRole('link', { name: 'Профіль', exact: true }).click();
  await expect(notice).toBeVisible();
  await owner.getByLabel('Про магазин (українською)').fill('Нова крамниця чаїв.');
  await owner.getByLabel('Про магазин (російською)').fill('Новый магазин чаёв.');
  await owner.getByLabel('E-mail для покупців').fill('tea@shop.ua');
  await owner.getByRole('button', { name: 'Зберегти профіль' }).click();
  await expect(owner.getByText(/^Маркетплейс призупинив ваш магазин: поки його не відновлять, зміни не публікуються/)).toBeVisible();

  await row.getByRole('button', { name: 'Відновити продажі' }).click();
  await expect(row.getByRole('button', { name: 'Призупинити', exact: true })).toBeVisible();
  await owner.reload();
  await hydrated(owner);
  await expect(owner.getByText('Магазин призупинено маркетплейсом')).toHaveCount(0);
  await owner.getByLabel('Про магазин (українською)').fill('Нова крамниця чаїв.');
  await owner.getByLabel('Про магазин (російською)').fill('Новый магазин чаёв.');
  await owner.getByLabel('E-mail для покупців').fill('tea@shop.ua');
  await owner.getByRole('button', { name: 'Зберегти профіль' }).click();
  await expect(owner.getByRole('status').filter({ hasText: 'Профіль збережено' })).toBeVisible();
  await context.close();
});
