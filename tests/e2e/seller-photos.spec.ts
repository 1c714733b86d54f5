import sharp from 'sharp';
import { expectAccessible } from './support/accessibility';
import { openE2eDatabase } from './support/customer';
import { expect, test, type Page } from './support/test';
import { signInAsDemoOwner } from './support/seller';

// Both people come as first-time visitors: each answers the privacy question on the sheet.
test.use({ privacyChoice: 'not yet' });

const TEXTS = {
  uk: {
    reject: 'Відхилити всі',
    signIn: 'Увійти',
    phone: 'Телефон',
    password: 'Пароль',
    search: 'Пошук за назвою або кодом',
    photos: 'Фото товару',
    add: 'Додати фото',
    uploaded: 'Фото додано',
    makeMain: 'Зробити головним фото 2',
    madeMain: 'Головне фото змінено',
    main: 'головне',
  },
  ru: {
    reject: 'Отклонить все',
    signIn: 'Войти',
    phone: 'Телефон',
    password: 'Пароль',
    search: 'Поиск по названию или коду',
    photos: 'Фото товара',
    add: 'Добавить фото',
    uploaded: 'Фото добавлено',
    makeMain: 'Сделать главным фото 2',
    madeMain: 'Главное фото изменено',
    main: 'главное',
  },
} as const;

/** An offer of goods no other seller offers, so its seller is the one to photograph them: uk takes the first, ru the second. */
function soleOffer(index: number): { id: number; sellerId: number; baseId: number } {
  const db = openE2eDatabase();
  try {
    return db
      .prepare(
        `SELECT p.id, p.seller_id AS sellerId, p.base_product_id AS baseId FROM products p
         WHERE p.stock > 0 AND (SELECT count(*) FROM products o WHERE o.base_product_id = p.base_product_id) = 1
         ORDER BY p.id LIMIT 1 OFFSET ?`,
      )
      .get(index) as { id: number; sellerId: number; baseId: number };
  } finally {
    db.close();
  }
}

const photoKeys = (baseId: number): string[] => {
  const db = openE2eDatabase();
  try {
    return JSON.parse((db.prepare('SELECT photo_keys FROM base_products WHERE id = ?').get(baseId) as { photo_keys: string }).photo_keys);
  } finally {
    db.close();
  }
};

/** A photo as a phone takes it: a JPEG of one colour, wider than high. */
const photo = (background: string) =>
  sharp({ create: { width: 1200, height: 900, channels: 3, background } })
    .jpeg()
    .toBuffer();

const hydrated = (page: Page) => page.waitForFunction(() => document.documentElement.hasAttribute('data-hydrated'));

for (const [index, lang] of (['uk', 'ru'] as const).entries()) {
  const x = TEXTS[lang];
  const prefix = lang === 'ru' ? '/ru' : '';

  test(`a seller adds two photos to an offer, makes the second the main one, and a first-time shopper sees it (${lang})`, async ({
    page: shopper,
    browser,
  }) => {
    const offer = soleOffer(index);
    const sellerContext = await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, serviceWorkers: 'block' });
    const seller = await sellerContext.newPage();
    await seller.goto(`${prefix}/seller`);
    await hydrated(seller);
    await seller.getByRole('button', { name: x.reject }).click();
    await signInAsDemoOwner(seller, offer.sellerId, x);

    const searched = seller.waitForResponse(
      (r) => r.url().includes('/api/seller-api/offers?') && new URL(r.url()).searchParams.get('q') === String(offer.id),
    );
    await seller.getByLabel(x.search).fill(String(offer.id));
    await searched;
    const card = seller.locator('form.seller-offer').filter({ hasText: `#${offer.id} ·` });
    await card.getByText(x.photos).click();

    await card.getByLabel(x.add).setInputFiles({ name: 'green.jpg', mimeType: 'image/jpeg', buffer: await photo('#2e7d32') });
    await expect(card.getByRole('status')).toHaveText(x.uploaded);
    await card.getByLabel(x.add).setInputFiles({ name: 'red.jpg', mimeType: 'image/jpeg', buffer: await photo('#c62828') });
    await expect(card.locator('.seller-photos__item')).toHaveCount(2);
    await expect(card.getByRole('status')).toHaveText(x.uploaded);

    await card.getByRole('button', { name: x.makeMain }).click();
    await expect(card.getByRole('status')).toHaveText(x.madeMain);
    await expect(card.locator('.seller-photos__item').first()).toContainText(x.main);
    const [main, second] = photoKeys(offer.baseId);
    expect(second).toBeDefined();
    // The card's own picture follows: what the storefront's cards show now.
    await expect(card.locator('img.seller-offer__thumb')).toHaveAttribute('src', `/media/photo/${main}.webp`);
    await expectAccessible(seller, `the offer's photos editor (${lang})`);
    await sellerContext.close();

    await shopper.goto(`${prefix}/product/${offer.id}`);
    await shopper.getByRole('button', { name: x.reject }).click();
    const shown = shopper.locator('.gallery__main img');
    await expect(shown).toHaveAttribute('src', `/media/photo/${main}.webp`);
    // Its box is fixed before it loads, and the file it picked is one of the photo's own variants.
    await expect(shown).toHaveAttribute('width', '600');
    await expect(shown).toHaveAttribute('height', '600');
    await expect.poll(() => shown.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    expect(await shown.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(new RegExp(`/media/photo/${main}-\\d+\\.avif$`));
    await expect(shopper.locator('.gallery__thumbs img')).toHaveCount(2);
  });
}
