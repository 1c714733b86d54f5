import { operatorLink } from './support/operator';
import { randomInt } from 'node:crypto';
import { shopToday } from '../../src/domain/calendar-day';
import { formatPrice } from '../../src/domain/money';
import sharp from 'sharp';
import { expectAccessible } from './support/accessibility';
import { lastSmsCode, newPhone, openE2eDatabase } from './support/customer';
import { expect, test, type Locator, type Page } from './support/test';

// An admin and a first-time shopper, each a first visitor who answers the privacy question on the sheet.
test.use({ privacyChoice: 'not yet' });

const hydrated = (page: Page) => page.waitForFunction(() => document.documentElement.hasAttribute('data-hydrated'));

/**
 * An in-stock offer sold one at a time, with stock for every run, from the end of the catalogue away from the offers
 * other journeys take (each language its own).
 */
function offer(skip: number): { id: number; price_kop: number } {
  const db = openE2eDatabase();
  try {
    return db
      .prepare('SELECT id, price_kop FROM products WHERE stock >= 20 AND min_cart_quantity = 1 ORDER BY id DESC LIMIT 1 OFFSET ?')
      .get(skip) as { id: number; price_kop: number };
  } finally {
    db.close();
  }
}

/** A code no run has made: 8 Latin letters and digits. */
const newCode = (lang: string) => `${lang.toUpperCase()}${String(randomInt(1_000_000)).padStart(6, '0')}`;

const valueOf = (list: Locator, term: string) => list.locator('dt', { hasText: term }).locator('xpath=following-sibling::dd[1]');

const LANGS = [
  {
    lang: 'uk',
    prefix: '',
    skip: 7,
    rejectAll: 'Відхилити всі',
    section: 'Акції',
    newCode: 'Новий промокод',
    code: 'Промокод (6 або 8 латинських літер і цифр)',
    value: 'Розмір знижки',
    perPhone: 'Скільки разів на один номер телефону (0 — без обмежень)',
    endsOn: 'Діє по день',
    createCode: 'Створити промокод',
    created: (code: string) => `Промокод ${code} створено`,
    usedNone: 'Використано: 0',
    usedOnce: 'Використано: 1',
    buy: 'Купити',
    cart: 'Кошик',
    toCheckout: 'Оформити замовлення',
    buyer: {
      name: "Ім'я",
      surname: 'Прізвище',
      phone: 'Номер телефону',
      getCode: 'Отримати код',
      smsCode: 'Код з SMS',
      confirm: 'Підтвердити',
    },
    resend: /Надіслати код ще раз можна через \d+ с/,
    proved: (phone: string) => `Номер +${phone} підтверджено`,
    city: 'Місто',
    lviv: /^Львів/,
    branch: /Нова пошта: відділення/,
    point: 'Пункт видачі',
    cash: 'Оплата при отриманні',
    promo: 'Промокод',
    apply: 'Застосувати',
    applied: (code: string) => `Промокод ${code} застосовано`,
    discount: 'Знижка',
    total: 'До сплати',
    submit: 'Підтвердити замовлення',
    newPromotion: 'Нова акція',
    promotionFields: {
      'Адреса сторінки: /akcii/…': (suffix: string) => `zymova-${suffix}`,
      'Назва українською': (suffix: string) => `Зимові знижки ${suffix}`,
      'Назва російською': (suffix: string) => `Зимние скидки ${suffix}`,
      'Опис українською': () => 'Мінус 20% на олії до кінця тижня.',
      'Опис російською': () => 'Минус 20% на масла до конца недели.',
      'Умови українською': () => 'Введіть промокод при оформленні замовлення.',
      'Умови російською': () => 'Введите промокод при оформлении заказа.',
    },
    categories: 'Категорії (разом з усім, що в них)',
    promotionCode: 'Промокод акції',
    createPromotion: 'Створити акцію',
    homePlaces: 'Де показується банер акції',
    places: { banner: 'Банери', mini_banner: 'Малі банери', category: 'Сторінки категорій акції' },
    moveUp: (title: string) => `Вище: ${title}`,
    removeBannerWhat: (title: string) => `Прибрати банер: ${title}`,
    removeBanner: 'Прибрати банер',
    bannerRemoved: (title: string) => `Банер акції «${title}» прибрано: показується банер з назви та опису`,
    uploadBanner: 'Завантажити банер',
    bannerUploaded: (title: string) => `Банер акції «${title}» завантажено`,
    title: (suffix: string) => `Зимові знижки ${suffix}`,
    titleField: 'Назва українською',
    deleteWhat: (what: string) => `Видалити: ${what}`,
    delete: 'Видалити',
    codeUsed: 'Цей промокод уже використано в замовленнях, тому його не можна видалити.',
    endWhat: (what: string) => `Завершити зараз: ${what}`,
    expired: 'Закінчився',
    editWhat: (what: string) => `Змінити: ${what}`,
    save: 'Зберегти',
  },
  {
    lang: 'ru',
    prefix: '/ru',
    skip: 8,
    rejectAll: 'Отклонить все',
    section: 'Акции',
    newCode: 'Новый промокод',
    code: 'Промокод (6 или 8 латинских букв и цифр)',
    value: 'Размер скидки',
    perPhone: 'Сколько раз на один номер телефона (0 — без ограничений)',
    endsOn: 'Действует по день',
    createCode: 'Создать промокод',
    created: (code: string) => `Промокод ${code} создан`,
    usedNone: 'Использован: 0',
    usedOnce: 'Использован: 1',
    buy: 'Купить',
    cart: 'Корзина',
    toCheckout: 'Оформить заказ',
    buyer: {
      name: 'Имя',
      surname: 'Фамилия',
      phone: 'Номер телефона',
      getCode: 'Получить код',
      smsCode: 'Код из SMS',
      confirm: 'Подтвердить',
    },
    resend: /Отправить код ещё раз можно через \d+ с/,
    proved: (phone: string) => `Номер +${phone} подтверждён`,
    city: 'Город',
    lviv: /^Львов/,
    branch: /Новая почта: отделение/,
    point: 'Пункт выдачи',
    cash: 'Оплата при получении',
    promo: 'Промокод',
    apply: 'Применить',
    applied: (code: string) => `Промокод ${code} применён`,
    discount: 'Скидка',
    total: 'К оплате',
    submit: 'Подтвердить заказ',
    newPromotion: 'Новая акция',
    promotionFields: {
      'Адрес страницы: /akcii/…': (suffix: string) => `zimnyaya-${suffix}`,
      'Название на украинском': (suffix: string) => `Зимові знижки ${suffix}`,
      'Название на русском': (suffix: string) => `Зимние скидки ${suffix}`,
      'Описание на украинском': () => 'Мінус 20% на олії до кінця тижня.',
      'Описание на русском': () => 'Минус 20% на масла до конца недели.',
      'Условия на украинском': () => 'Введіть промокод при оформленні замовлення.',
      'Условия на русском': () => 'Введите промокод при оформлении заказа.',
    },
    categories: 'Категории (вместе со всем, что в них)',
    promotionCode: 'Промокод акции',
    createPromotion: 'Создать акцию',
    homePlaces: 'Где показывается баннер акции',
    places: { banner: 'Баннеры', mini_banner: 'Малые баннеры', category: 'Страницы категорий акции' },
    moveUp: (title: string) => `Выше: ${title}`,
    removeBannerWhat: (title: string) => `Убрать баннер: ${title}`,
    removeBanner: 'Убрать баннер',
    bannerRemoved: (title: string) => `Баннер акции «${title}» убран: показывается баннер из названия и описания`,
    uploadBanner: 'Загрузить баннер',
    bannerUploaded: (title: string) => `Баннер акции «${title}» загружен`,
    title: (suffix: string) => `Зимние скидки ${suffix}`,
    titleField: 'Название на русском',
    deleteWhat: (what: string) => `Удалить: ${what}`,
    delete: 'Удалить',
    codeUsed: 'Этот промокод уже использован в заказах, поэтому его нельзя удалить.',
    endWhat: (what: string) => `Завершить сейчас: ${what}`,
    expired: 'Закончился',
    editWhat: (what: string) => `Изменить: ${what}`,
    save: 'Сохранить',
  },
] as const;

/** Kyiv's day a week from now: what an admin types as a code's or a promotion's last day. */
const inAWeek = () => shopToday(new Date(Date.now() + 7 * 86_400_000));

for (const l of LANGS) {
  test(`${l.lang}: an admin makes a promo code a first-time shopper uses at checkout, and a promotion that shows on /akcii`, async ({
    page,
    browser,
  }) => {
    // the back office, a whole guest checkout, and the back office again
    test.slow();
    const code = newCode(l.lang);
    await page.goto(operatorLink('admin', l.prefix));
    await hydrated(page);
    await page.getByRole('button', { name: l.rejectAll }).click();
    await page.getByRole('link', { name: l.section, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${l.prefix}/admin\\?section=promotions$`));

    await page.getByRole('button', { name: l.newCode }).click();
    const codeForm = page.getByRole('form', { name: l.newCode });
    await codeForm.getByLabel(l.code).fill(code.toLowerCase());
    await codeForm.getByLabel(l.value).fill('20');
    await codeForm.getByLabel(l.perPhone).fill('1');
    await codeForm.getByLabel(l.endsOn).fill(inAWeek());
    await codeForm.getByRole('button', { name: l.createCode }).click();
    await expect(page.getByRole('status').filter({ hasText: l.created(code) })).toBeVisible();
    const card = page.getByRole('listitem', { name: code, exact: true });
    await expect(card).toContainText(l.usedNone);
    await expectAccessible(page, 'the promotions section');

    // A first-time shopper on a phone: a product in the cart, the code at checkout.
    const { id, price_kop } = offer(l.skip);
    const price = price_kop / 100;
    // 20% off, rounded to whole hryvnias in the shopper's favour
    const discount = Math.ceil((price_kop * 20) / 10_000);
    const shopper = await (await browser.newContext({ viewport: { width: 390, height: 844 }, serviceWorkers: 'block' })).newPage();
    await shopper.goto(`${l.prefix}/product/${id}`);
    await hydrated(shopper);
    await shopper.getByRole('button', { name: l.rejectAll }).click();
    await shopper.locator('.product__buy-box').getByRole('button', { name: l.buy, exact: true }).click();
    const cart = shopper.getByRole('dialog', { name: l.cart });
    await expect(cart.locator(`.cart-line[data-product-id="${id}"]`)).toBeVisible();
    await cart.getByRole('link', { name: l.toCheckout }).click();
    await expect(shopper).toHaveURL(new RegExp(`${l.prefix}/checkout$`));

    const buyer = shopper.locator('#checkout-buyer');
    const phone = newPhone('97');
    await buyer.getByLabel(l.buyer.name).fill('Оксана');
    await buyer.getByLabel(l.buyer.surname).fill('Мельник');
    await buyer.getByLabel(l.buyer.phone).fill(`+${phone}`);
    await buyer.getByRole('button', { name: l.buyer.getCode }).click();
    await expect(buyer.getByText(l.resend)).toBeVisible();
    await buyer.getByLabel(l.buyer.smsCode).fill(lastSmsCode(phone));
    await buyer.getByRole('button', { name: l.buyer.confirm, exact: true }).click();
    await expect(buyer.getByText(l.proved(phone))).toBeVisible();
    const order = shopper.locator('.checkout-order');
    await order.getByLabel(l.city).fill('Льв');
    await order.getByRole('button', { name: l.lviv }).click();
    await order.getByRole('radio', { name: l.branch }).check();
    await order.getByRole('radiogroup', { name: l.point }).getByRole('radio').first().check();
    await order.getByRole('radio', { name: l.cash }).check();

    await shopper.getByLabel(l.promo, { exact: true }).fill(code);
    await shopper.getByRole('button', { name: l.apply }).click();
    await expect(shopper.getByRole('status').filter({ hasText: l.applied(code) })).toBeVisible();
    const totals = shopper.locator('.checkout-summary .checkout-totals');
    await expect(valueOf(totals, l.discount)).toContainText(formatPrice(discount));
    await expect(valueOf(totals, l.total)).toHaveText(formatPrice(price - discount));
    await shopper.getByRole('button', { name: l.submit }).click();
    await expect(shopper).toHaveURL(/\/thank-you-page\?checkout=[0-9a-f]{32}$/);

    // The back office counts the use.
    await page.reload();
    await expect(page.getByRole('listitem', { name: code, exact: true })).toContainText(l.usedOnce);

    // A promotion over a category, with the code, from today to a week from now.
    const suffix = Date.now().toString(36);
    await page.getByRole('button', { name: l.newPromotion }).click();
    const promotionForm = page.getByRole('form', { name: l.newPromotion });
    for (const [label, text] of Object.entries(l.promotionFields))
      await promotionForm.getByLabel(label, { exact: true }).fill(text(suffix));
    await promotionForm.getByLabel(l.endsOn).fill(inAWeek());
    await promotionForm.getByLabel(l.categories).selectOption({ index: 0 });
    await promotionForm.getByLabel(l.promotionCode, { exact: true }).selectOption({ label: code });
    const categoryId = await promotionForm.getByLabel(l.categories).locator('option').first().getAttribute('value');
    // Its banner leads to it from the home page's banners and small banners, and from its category's page.
    const places = promotionForm.getByRole('group', { name: l.homePlaces });
    for (const place of Object.values(l.places)) await places.getByLabel(place, { exact: true }).check();
    await promotionForm.getByRole('button', { name: l.createPromotion }).click();
    const title = l.title(suffix);
    // Its home banner is listed by the same title among the slides: the card is the promotions list's.
    const promotionCard = page.locator('section[aria-labelledby="admin-promotions"]').getByRole('listitem', { name: title });
    await expect(promotionCard).toBeVisible();

    // Its banner picture, a photo wider than the banner: drawn again by the store into the banners' 800×400.
    const photo = await sharp({ create: { width: 1600, height: 900, channels: 3, background: '#2e7d32' } })
      .png()
      .toBuffer();
    await promotionCard.getByLabel(l.uploadBanner).setInputFiles({ name: 'banner.png', mimeType: 'image/png', buffer: photo });
    await expect(page.getByRole('status').filter({ hasText: l.bannerUploaded(title) })).toBeVisible();
    const uploaded = promotionCard.locator('.admin__banner img');
    await expect(uploaded).toHaveAttribute('src', /^\/media\/banner-photo\/[\w-]{22}(-\d+)?\.webp$/);
    const key = /banner-photo\/([\w-]{22})/.exec((await uploaded.getAttribute('src'))!)![1]!;

    await shopper.goto(`${l.prefix}/akcii`);
    const listed = shopper.getByRole('link', { name: title }).first();
    await expect(shopper.locator(`img[src*="/media/banner-photo/${key}"]`).first()).toBeVisible();
    await listed.click();
    await expect(shopper.locator('h1')).toHaveText(title);
    await expect(shopper.locator('.promo-copy')).toContainText(code);
    const address = new URL(shopper.url()).pathname.replace(/^\/ru/, '');

    // The home page's banners lead to it with the uploaded picture, last of them.
    await shopper.goto(`${l.prefix}/`);
    await hydrated(shopper);
    const homeBanner = shopper.locator(`.media-strip--banner a[href$="${address}"] img`);
    await homeBanner.scrollIntoViewIfNeeded();
    await expect(homeBanner).toHaveAttribute('src', new RegExp(`^/media/banner-photo/${key}(-\\d+)?\\.webp$`));
    const picture = await shopper.request.get((await homeBanner.getAttribute('src'))!);
    expect([picture.status(), picture.headers()['content-type']]).toEqual([200, 'image/webp']);
    const homeMini = shopper.locator(`.media-strip--mini_banner a[href$="${address}"] img`);
    await homeMini.scrollIntoViewIfNeeded();
    await expect(homeMini).toHaveAttribute('src', new RegExp(`^/media/banner-photo/${key}(-\\d+)?\\.webp$`));

    await shopper.goto(`${l.prefix}/catalog/c${categoryId}`);
    await expect(shopper.locator(`.catalog-banners a[href$="${address}"] img`)).toHaveAttribute(
      'src',
      new RegExp(`^/media/banner-photo/${key}(-\\d+)?\\.webp$`),
    );

    // Its small banner, last of them, is moved one step up: the home page shows it there.
    await shopper.goto(`${l.prefix}/`);
    await hydrated(shopper);
    const slideRow = page.getByRole('list', { name: l.places.mini_banner, exact: true }).getByRole('listitem', { name: title });
    const position = Number(/^(\d+)\./.exec((await slideRow.locator('strong').textContent())!)![1]);
    await slideRow.getByRole('button', { name: l.moveUp(title) }).click();
    await expect(slideRow.locator('strong')).toHaveText(`${position - 1}. ${title}`);
    await shopper.reload();
    await hydrated(shopper);
    await expect(
      shopper
        .locator('.media-strip--mini_banner > li')
        .nth(position - 2)
        .locator('a'),
    ).toHaveAttribute('href', new RegExp(`${address}$`));

    // Its uploaded picture is taken off, asked first: the banner drawn of its title shows again, the picture is gone.
    await promotionCard.getByRole('button', { name: l.removeBannerWhat(title) }).click();
    await page.getByRole('dialog').getByRole('button', { name: l.removeBanner, exact: true }).click();
    await expect(page.getByRole('status').filter({ hasText: l.bannerRemoved(title) })).toBeVisible();
    await expect(uploaded).toHaveAttribute('src', /\/media\/(ru\/)?promotion\/\d+(-\d+)?\.(svg|webp)$/);
    await expect(promotionCard.getByRole('button', { name: l.removeBannerWhat(title) })).toHaveCount(0);
    await shopper.reload();
    await hydrated(shopper);
    await homeBanner.scrollIntoViewIfNeeded();
    await expect(homeBanner).toHaveAttribute('src', /\/media\/(ru\/)?banner\/\d+(-\d+)?\.(svg|webp)$/);
    expect((await shopper.request.get(`/media/banner-photo/${key}.webp`)).status()).toBe(404);
    await shopper.context().close();

    // The used code cannot be deleted, only ended; the promotion is edited, then deleted.
    const used = page.getByRole('listitem', { name: code, exact: true });
    await used.getByRole('button', { name: l.deleteWhat(code) }).click();
    await page.getByRole('dialog').getByRole('button', { name: l.delete, exact: true }).click();
    await expect(page.getByRole('alert').filter({ hasText: l.codeUsed })).toBeVisible();
    await used.getByRole('button', { name: l.endWhat(code) }).click();
    await expect(used).toContainText(l.expired);

    await page
      .getByRole('listitem', { name: title })
      .getByRole('button', { name: l.editWhat(title) })
      .click();
    const editForm = page.getByRole('form', { name: l.editWhat(title) });
    await expectAccessible(page, 'a promotion’s edit form');
    const edited = `${title} (2)`;
    await editForm.getByLabel(l.titleField, { exact: true }).fill(edited);
    await editForm.getByRole('button', { name: l.save }).click();
    const editedCard = page.getByRole('listitem', { name: edited });
    await expect(editedCard).toBeVisible();
    await editedCard.getByRole('button', { name: l.deleteWhat(edited) }).click();
    await page.getByRole('dialog').getByRole('button', { name: l.delete, exact: true }).click();
    await expect(page.getByRole('listitem', { name: edited })).toHaveCount(0);
  });
}
