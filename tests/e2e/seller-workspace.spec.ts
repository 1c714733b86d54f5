import { randomInt } from 'node:crypto';
import { expectAccessible } from './support/accessibility';
import { lastSmsCode, newPhone, openE2eDatabase } from './support/customer';
import { expect, test, type Page } from './support/test';
import { signInAsDemoOwner } from './support/seller';

// Both people come as first-time visitors: each answers the privacy question on the sheet.
test.use({ privacyChoice: 'not yet' });

const TEXTS = {
  uk: {
    reject: 'Відхилити всі',
    remind: 'Повідомити про наявність',
    submit: 'Повідомити мене',
    code: 'Код з SMS',
    confirm: 'Підтвердити',
    set: "Готово! Ми повідомимо, коли товар з'явиться",
    signIn: 'Увійти',
    phone: 'Телефон',
    password: 'Пароль',
    filter: 'Показати',
    out: 'Немає в наявності',
    search: 'Пошук за назвою або кодом',
    stock: 'Залишок',
    save: 'Зберегти',
    saved: 'Збережено',
    low: 'Закінчується',
    notice: 'Знову в наявності',
    add: 'Додати пропозицію',
    goods: 'Товар із каталогу',
    price: 'Ціна, ₴',
    addSubmit: 'Додати',
    added: (title: string) => `Пропозицію «${title}» додано`,
    vendorCode: 'Артикул (vendorCode), якщо є',
    codeShown: (code: string) => `Артикул: ${code}`,
    codeTaken: 'Цей артикул уже має інша ваша пропозиція або товар',
    offered: 'Уже у ваших пропозиціях',
    warehouse: 'Склад:',
  },
  ru: {
    reject: 'Отклонить все',
    remind: 'Сообщить о наличии',
    submit: 'Сообщить мне',
    code: 'Код из SMS',
    confirm: 'Подтвердить',
    set: 'Готово! Мы сообщим, когда товар появится',
    signIn: 'Войти',
    phone: 'Телефон',
    password: 'Пароль',
    filter: 'Показать',
    out: 'Нет в наличии',
    search: 'Поиск по названию или коду',
    stock: 'Остаток',
    save: 'Сохранить',
    saved: 'Сохранено',
    low: 'Заканчивается',
    notice: 'Снова в наличии',
    add: 'Добавить предложение',
    goods: 'Товар из каталога',
    price: 'Цена, ₴',
    addSubmit: 'Добавить',
    added: (title: string) => `Предложение «${title}» добавлено`,
    vendorCode: 'Артикул (vendorCode), если есть',
    codeShown: (code: string) => `Артикул: ${code}`,
    codeTaken: 'Этот артикул уже есть у другого вашего предложения или товара',
    offered: 'Уже в ваших предложениях',
    warehouse: 'Склад:',
  },
} as const;

/** An offer out of stock and its seller, from the store's own seeded data: the uk journey takes the first, the ru one the second. */
function outOfStockOffer(index: number): { id: number; sellerId: number } {
  const db = openE2eDatabase();
  try {
    return db.prepare('SELECT id, seller_id AS sellerId FROM products WHERE stock = 0 ORDER BY id LIMIT 1 OFFSET ?').get(index) as {
      id: number;
      sellerId: number;
    };
  } finally {
    db.close();
  }
}

/** What the store sent to a phone or an address about a product coming back (the SMS and e-mail outboxes). */
function stockNotices(contact: string): string[] {
  const db = openE2eDatabase();
  try {
    const sms = db.prepare("SELECT text FROM sms_outbox WHERE phone = ? AND purpose = 'stock'").all(contact) as { text: string }[];
    const mail = db
      .prepare("SELECT subject || ' ' || text AS text FROM email_outbox WHERE address = ? AND purpose = 'stock'")
      .all(contact) as { text: string }[];
    return [...sms, ...mail].map((r) => r.text);
  } finally {
    db.close();
  }
}

/**
 * A seller, two goods of the catalogue it does not offer yet (listed, in stock with another seller, each the only one
 * of its title, so the picker shows it once) and the title of
 * the warehouse a new offer ships from (its first), from the seeded data: the uk journey takes the second seller, the
 * ru one the third, each from the end of the catalogue, away from the goods other journeys buy.
 */
function goodsToOffer(index: number, lang: 'uk' | 'ru') {
  const db = openE2eDatabase();
  try {
    const { sellerId } = db.prepare('SELECT id AS sellerId FROM sellers ORDER BY id LIMIT 1 OFFSET ?').get(index + 1) as {
      sellerId: number;
    };
    const goods = db
      .prepare(
        `SELECT b.title_uk AS uk, b.title_ru AS ru FROM base_products b JOIN categories c ON c.id = b.category_id
         WHERE c.listed = 1 AND b.in_stock = 1 AND NOT EXISTS (SELECT 1 FROM products p WHERE p.base_product_id = b.id AND p.seller_id = ?)
           AND NOT EXISTS (SELECT 1 FROM base_products t WHERE t.id != b.id AND (t.title_uk = b.title_uk OR t.title_ru = b.title_ru))
         ORDER BY b.id DESC LIMIT 2 OFFSET ?`,
      )
      .all(sellerId, index * 7) as { uk: string; ru: string }[];
    const warehouse = db.prepare(`SELECT title_${lang} AS title FROM warehouses WHERE seller_id = ? ORDER BY id LIMIT 1`).get(sellerId) as {
      title: string;
    };
    return { sellerId, title: goods[0]!, other: goods[1]!, warehouse: warehouse.title };
  } finally {
    db.close();
  }
}

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const hydrated = (page: Page) => page.waitForFunction(() => document.documentElement.hasAttribute('data-hydrated'));

for (const [index, lang] of (['uk', 'ru'] as const).entries()) {
  const x = TEXTS[lang];
  const prefix = lang === 'ru' ? '/ru' : '';

  test(`a seller signs in on a phone, sets an out-of-stock offer's stock to 5, and the shopper who asked is told (${lang})`, async ({
    page: shopper,
    browser,
  }) => {
    const offer = outOfStockOffer(index);
    // The uk shopper leaves an e-mail, the ru one a phone proven by its SMS code: the two ways the product page offers.
    const contact = lang === 'uk' ? `waiting-${randomInt(1_000_000)}@example.com` : newPhone('67');

    await shopper.goto(`${prefix}/product/${offer.id}`);
    await shopper.getByRole('button', { name: x.reject }).click();
    await shopper.locator('.product__buy-box').getByRole('button', { name: x.remind }).click();
    const dialog = shopper.getByRole('dialog', { name: x.remind });
    if (lang === 'uk') {
      await dialog.getByLabel('E-mail').fill(contact);
      await dialog.getByRole('button', { name: x.submit }).click();
    } else {
      await dialog.getByLabel(x.phone).fill(`+${contact}`);
      await dialog.getByRole('button', { name: x.submit }).click();
      await expect.poll(() => lastSmsCode(contact)).not.toBe('');
      await dialog.getByLabel(x.code).fill(lastSmsCode(contact));
      await dialog.getByRole('button', { name: x.confirm }).click();
    }
    await expect(shopper.locator('.notification--success')).toContainText(x.set);

    const sellerContext = await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, serviceWorkers: 'block' });
    const seller = await sellerContext.newPage();
    await seller.goto(`${prefix}/seller`);
    await hydrated(seller);
    await seller.getByRole('button', { name: x.reject }).click();
    await signInAsDemoOwner(seller, offer.sellerId, x);

    await seller.getByLabel(x.filter).selectOption({ label: x.out });
    // The cards start afresh from each answer of the list: the seller edits once the search has been answered.
    const searched = seller.waitForResponse(
      (r) => r.url().includes('/api/seller-api/offers?') && new URL(r.url()).searchParams.get('q') === String(offer.id),
    );
    await seller.getByLabel(x.search).fill(String(offer.id));
    await searched;
    // an offer searched by its id comes first
    await expect(seller.locator('form.seller-offer').first()).toContainText(`#${offer.id} ·`);
    const card = seller.locator('form.seller-offer').filter({ hasText: `#${offer.id} ·` });
    await expect(card).toContainText(x.out);
    await card.getByLabel(x.stock).fill('5');
    await card.getByRole('button', { name: x.save }).click();
    await expect(card.getByRole('status')).toHaveText(x.saved);
    await expect(card).toContainText(x.low);

    // The store sends due notices every few seconds: the shopper's message arrives on its own.
    await expect.poll(() => stockNotices(contact), { timeout: 30_000 }).toEqual([expect.stringContaining(x.notice)]);
    expect(stockNotices(contact)[0]).toContain(`${prefix}/product/${offer.id}`);
    await sellerContext.close();
  });

  test(`a seller adds an offer of goods the catalogue has, with a price, stock and vendor code, and finds the goods marked as offered after (${lang})`, async ({
    page: seller,
  }) => {
    const { sellerId, title, other, warehouse } = goodsToOffer(index, lang);
    const code = `J-${lang}-${randomInt(1_000_000)}`;
    await seller.goto(`${prefix}/seller`);
    await hydrated(seller);
    await seller.getByRole('button', { name: x.reject }).click();
    await signInAsDemoOwner(seller, sellerId, x);

    await seller.getByText(x.add, { exact: true }).click();
    const form = seller.getByRole('form', { name: x.add });
    await form.getByLabel(x.goods).fill(title[lang]);
    await form.getByRole('radio', { name: title[lang], exact: true }).check();
    await expectAccessible(seller, 'the add-offer form with the goods found');
    await form.getByLabel(x.price, { exact: true }).fill('777');
    await form.getByLabel(x.stock).fill('3');
    await form.getByLabel(x.vendorCode).fill(` ${code} `);
    await form.getByRole('button', { name: x.addSubmit, exact: true }).click();
    await expect(form.getByRole('status')).toHaveText(x.added(title[lang]));
    // the list is asked again: the new offer is the newest, first of the list, with its code and its warehouse
    const first = seller.locator('form.seller-offer').first();
    await expect(first).toContainText(title[lang]);
    await expect(first.getByLabel(x.price, { exact: true })).toHaveValue('777');
    await expect(first.getByLabel(x.stock, { exact: true })).toHaveValue('3');
    await expect(first).toContainText(x.codeShown(code));
    await expect(first.getByLabel(x.stock, { exact: true })).toHaveAccessibleDescription(
      new RegExp(`^${x.warehouse} ${escaped(warehouse)}`),
    );

    // the same goods are now marked and cannot be picked again
    await form.getByLabel(x.goods).fill(title[lang]);
    const offered = form.getByRole('radio', { name: `${title[lang]} ${x.offered}`, exact: true });
    await expect(offered).toBeDisabled();

    // other goods with the same vendor code are refused, and what was typed stays
    await form.getByLabel(x.goods).fill(other[lang]);
    await form.getByRole('radio', { name: other[lang], exact: true }).check();
    await form.getByLabel(x.price, { exact: true }).fill('700');
    await form.getByLabel(x.stock).fill('1');
    await form.getByLabel(x.vendorCode).fill(code);
    await form.getByRole('button', { name: x.addSubmit, exact: true }).click();
    await expect(form.getByRole('alert')).toHaveText(x.codeTaken);
    await expect(form.getByLabel(x.vendorCode)).toHaveValue(code);
    await expect(form.getByLabel(x.price, { exact: true })).toHaveValue('700');
    await expect(form.getByRole('radio', { name: other[lang], exact: true })).toBeChecked();
  });
}
