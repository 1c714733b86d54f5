import { openE2eDatabase } from './support/customer';
import { expect, test, type Page } from './support/test';
import { signInAsDemoOwner } from './support/seller';

// The seller comes as a first-time visitor: the privacy question on the sheet is unanswered.
test.use({ privacyChoice: 'not yet' });

const TEXTS = {
  uk: {
    reject: 'Відхилити всі',
    signIn: 'Увійти',
    phone: 'Телефон',
    password: 'Пароль',
    tab: 'Прайс-лист',
    file: 'Файл прайс-листа',
    check: 'Перевірити',
    checked: 'Перевірено: ще нічого не змінено',
    added: 'Нові',
    refused: 'Відхилені',
    apply: 'Застосувати 1 зміну',
    applied: 'Застосовано',
    progress: 'Застосовано 1 з 1',
    reason: 'Немає пропозиції з таким vendorCode',
  },
  ru: {
    reject: 'Отклонить все',
    signIn: 'Войти',
    phone: 'Телефон',
    password: 'Пароль',
    tab: 'Прайс-лист',
    file: 'Файл прайс-листа',
    check: 'Проверить',
    checked: 'Проверено: ещё ничего не изменено',
    added: 'Новые',
    refused: 'Отклонённые',
    apply: 'Применить 1 изменение',
    applied: 'Применено',
    progress: 'Применено 1 из 1',
    reason: 'Нет предложения с таким vendorCode',
  },
} as const;

/** An offer in stock under 990 ₴ that no feed has touched, from the store's own seeded data: uk takes the first, ru the second. */
function offerToFeed(index: number): { id: number; sellerId: number; price: number } {
  const db = openE2eDatabase();
  try {
    return db
      .prepare(
        'SELECT id, seller_id AS sellerId, price_kop / 100 AS price FROM products WHERE stock > 0 AND price_kop < 99000 AND old_price_kop IS NULL AND vendor_code IS NULL ORDER BY id LIMIT 1 OFFSET ?',
      )
      .get(index) as { id: number; sellerId: number; price: number };
  } finally {
    db.close();
  }
}

const feedOf = (offerId: number, code: string, price: number) =>
  `<?xml version="1.0" encoding="UTF-8"?>
<yml_catalog date="2026-12-02 10:00"><shop><name>Магазин</name><currencies><currency id="UAH" rate="1"/></currencies><offers>
<offer id="${offerId}" available="true"><name>Товар</name><name_ua>Товар</name_ua><price>${price}</price><currencyId>UAH</currencyId><categoryId>1</categoryId><stock_quantity>12</stock_quantity><vendorCode>${code}</vendorCode></offer>
<offer id="" available="true"><name>Чужий</name><price>100</price><currencyId>UAH</currencyId><vendorCode>${code}-unknown</vendorCode></offer>
</offers></shop></yml_catalog>`;

const hydrated = (page: Page) => page.waitForFunction(() => document.documentElement.hasAttribute('data-hydrated'));

for (const [index, lang] of (['uk', 'ru'] as const).entries()) {
  const x = TEXTS[lang];
  const prefix = lang === 'ru' ? '/ru' : '';

  test(`a seller uploads a YML feed on a phone, reviews the dry run, applies it, and the shop shows the new price (${lang})`, async ({
    page,
    browser,
  }) => {
    const offer = offerToFeed(index);
    const newPrice = offer.price + 7;
    await page.goto(`${prefix}/seller`);
    await hydrated(page);
    await page.getByRole('button', { name: x.reject }).click();
    await signInAsDemoOwner(page, offer.sellerId, x);
    await page.getByRole('link', { name: x.tab }).click();

    await page.getByLabel(x.file).setInputFiles({
      name: 'price.xml',
      mimeType: 'text/xml',
      buffer: Buffer.from(feedOf(offer.id, `E2E-${lang}-${offer.id}`, newPrice)),
    });
    await page.getByRole('button', { name: x.check }).click();
    const result = page.locator('.seller-feeds__result');
    await expect(result.getByRole('heading', { level: 3 })).toHaveText(x.checked);
    await expect(result.locator('li').filter({ hasText: x.added })).toContainText('1');
    await expect(result.locator('li').filter({ hasText: x.refused })).toContainText('1');
    await expect(result.getByRole('table')).toContainText(x.reason);

    await result.getByRole('button', { name: x.apply }).click();
    await expect(result.getByRole('heading', { level: 3 })).toHaveText(x.applied);
    await expect(result).toContainText(x.progress);

    const shopper = await (await browser.newContext({ viewport: { width: 390, height: 844 }, serviceWorkers: 'block' })).newPage();
    await shopper.goto(`${prefix}/product/${offer.id}`);
    await expect(shopper.locator('.product__buy-box')).toContainText(`${newPrice}`);
  });
}
