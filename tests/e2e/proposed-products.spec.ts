import { operatorLink } from './support/operator';
import { randomInt } from 'node:crypto';
import sharp from 'sharp';
import type { Browser } from '@playwright/test';
import { expectAccessible } from './support/accessibility';
import { expect, test, type Page } from './support/test';
import { signInAsDemoOwner } from './support/seller';

// A seller, a moderator and a shopper, each a first-time visitor who answers the privacy question on the sheet.
test.use({ privacyChoice: 'not yet' });

const TEXTS = {
  uk: {
    prefix: '',
    rejectAll: 'Відхилити всі',
    phone: 'Телефон',
    password: 'Пароль',
    signIn: 'Увійти',
    tab: 'Нові товари',
    titleUk: 'Назва українською',
    titleRu: 'Назва російською',
    descriptionUk: 'Опис українською',
    descriptionRu: 'Опис російською',
    category: 'Категорія',
    brand: 'Бренд',
    price: 'Ціна, грн',
    stock: 'Залишок, шт.',
    vendorCode: 'Артикул (vendorCode)',
    send: 'Надіслати на модерацію',
    shortTitle: 'Назва — від 3 до 200 символів',
    sent: 'Товар надіслано на модерацію',
    waiting: 'Очікує на модерацію',
    accepted: 'Схвалено',
    accept: 'Схвалити',
    undo: 'Скасувати рішення',
    queue: 'Запропоновані товари',
    search: 'Пошук',
    openProduct: 'Відкрити товар',
    photos: 'Фото товару',
    addPhoto: 'Додати фото',
    photoAdded: 'Фото додано',
    sellerPhotos: 'Фото товару від продавця',
  },
  ru: {
    prefix: '/ru',
    rejectAll: 'Отклонить все',
    phone: 'Телефон',
    password: 'Пароль',
    signIn: 'Войти',
    tab: 'Новые товары',
    titleUk: 'Название на украинском',
    titleRu: 'Название на русском',
    descriptionUk: 'Описание на украинском',
    descriptionRu: 'Описание на русском',
    category: 'Категория',
    brand: 'Бренд',
    price: 'Цена, грн',
    stock: 'Остаток, шт.',
    vendorCode: 'Артикул (vendorCode)',
    send: 'Отправить на модерацию',
    shortTitle: 'Название — от 3 до 200 символов',
    sent: 'Товар отправлен на модерацию',
    waiting: 'Ожидает модерации',
    accepted: 'Одобрено',
    accept: 'Одобрить',
    undo: 'Отменить решение',
    queue: 'Предложенные товары',
    search: 'Поиск',
    openProduct: 'Открыть товар',
    photos: 'Фото товара',
    addPhoto: 'Добавить фото',
    photoAdded: 'Фото добавлено',
    sellerPhotos: 'Фото товара от продавца',
  },
} as const;

/** A word no seeded product has, so the search finds this journey's product alone. */
function madeUpWord(): string {
  const letters = 'бвгджзклмнпрстфхцчш';
  let word = 'Зоре';
  for (let i = 0; i < 6; i++) word += letters[randomInt(letters.length)];
  return word;
}

/** A phone-sized first-time visitor. */
async function phonePage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, serviceWorkers: 'block' });
  return context.newPage();
}

const hydrated = (page: Page) => page.waitForFunction(() => document.documentElement.hasAttribute('data-hydrated'));

for (const [index, lang] of (['uk', 'ru'] as const).entries()) {
  const x = TEXTS[lang];
  test(`a seller proposes a product with a photo, a moderator accepts it, and a shopper finds it by search and sees the photo (${lang})`, async ({
    page: shopper,
    browser,
  }) => {
    // three people in turn, and the moderator made by the store's command
    test.slow();
    const word = madeUpWord();
    const titleUk = `${word} корм для котів`;
    const titleRu = `${word} корм для кошек`;
    const title = lang === 'uk' ? titleUk : titleRu;

    const seller = await phonePage(browser);
    await seller.goto(`${x.prefix}/seller`);
    await hydrated(seller);
    await seller.getByRole('button', { name: x.rejectAll }).click();
    await signInAsDemoOwner(seller, 3 + index, x);
    await seller.getByRole('link', { name: x.tab }).click();
    await expect(seller).toHaveURL(new RegExp(`${x.prefix}/seller\\?tab=proposals$`));

    await seller.getByLabel(x.titleUk).fill('Зо');
    await seller.getByLabel(x.titleRu).click();
    await expect(seller.getByRole('alert').filter({ hasText: x.shortTitle })).toBeVisible();
    await seller.getByLabel(x.titleUk).fill(titleUk);
    await seller.getByLabel(x.titleRu).fill(titleRu);
    await seller.getByLabel(x.descriptionUk).fill('Повнораціонний сухий корм для дорослих котів.');
    await seller.getByLabel(x.descriptionRu).fill('Полнорационный сухой корм для взрослых кошек.');
    const category = seller.getByLabel(x.category);
    await expect(category.locator('option').nth(1)).toBeAttached();
    await category.selectOption({ index: 1 });
    const brand = seller.getByLabel(x.brand);
    await brand.selectOption({ index: 1 });
    // the category's characteristics arrive once it is chosen
    const firstValue = seller.getByRole('checkbox').first();
    await expect(firstValue).toBeVisible();
    await firstValue.check();
    await seller.getByLabel(x.price).fill('349');
    await seller.getByLabel(x.stock).fill('12');
    await seller.getByLabel(x.vendorCode).fill(`ZR-${word}`);
    await expectAccessible(seller, 'the proposal form');
    await seller.getByRole('button', { name: x.send }).click();
    await expect(seller.getByRole('status').filter({ hasText: x.sent })).toBeVisible();
    const mine = seller.getByRole('listitem', { name: title });
    await expect(mine).toContainText(x.waiting);
    await expect(seller.getByLabel(x.titleUk)).toHaveValue('');
    // a photo of the goods, given while the proposal waits
    await mine.getByText(x.photos, { exact: true }).click();
    const picture = await sharp({ create: { width: 900, height: 700, channels: 3, background: '#8d6e63' } })
      .jpeg()
      .toBuffer();
    await mine.getByLabel(x.addPhoto).setInputFiles({ name: 'korm.jpg', mimeType: 'image/jpeg', buffer: picture });
    await expect(mine.getByRole('status')).toHaveText(x.photoAdded);
    await expect(mine.locator('.seller-photos__item')).toHaveCount(1);

    const moderator = await phonePage(browser);
    await moderator.goto(operatorLink('moderator', x.prefix));
    await hydrated(moderator);
    await moderator.getByRole('button', { name: x.rejectAll }).click();
    await expect(moderator.getByRole('heading', { name: new RegExp(x.queue), level: 2 })).toBeVisible();
    const card = moderator.getByRole('listitem', { name: title });
    await expect(card).toContainText(`ZR-${word}`);
    await expect(card.getByRole('list', { name: x.sellerPhotos }).getByRole('img')).toHaveCount(1);
    await expectAccessible(moderator, 'the proposed-products queue');
    await card.getByRole('button', { name: x.accept }).click();
    await expect(card.getByRole('button', { name: x.undo })).toBeVisible();
    await expect(card.getByRole('button', { name: x.accept })).toHaveCount(0);
    await moderator.context().close();

    await seller.reload();
    await expect(seller.getByRole('listitem', { name: title })).toContainText(x.accepted);
    await expect(seller.getByRole('listitem', { name: title }).getByRole('link', { name: x.openProduct })).toBeVisible();
    await seller.context().close();

    await shopper.goto(`${x.prefix}/`);
    await shopper.getByRole('button', { name: x.rejectAll }).click();
    const box = shopper.getByRole('combobox', { name: x.search });
    await box.fill(word.toLowerCase());
    await box.press('Enter');
    await expect(shopper).toHaveURL(/\/search\?/);
    await shopper.getByRole('link', { name: title }).first().click();
    await expect(shopper).toHaveURL(new RegExp(`${x.prefix}/product/\\d+`));
    await expect(shopper.getByRole('heading', { level: 1 })).toContainText(title);
    // the goods show the seller's photo, not a drawn picture
    await expect(shopper.locator('.product img[src*="/media/photo/"]').first()).toBeVisible();
  });
}
