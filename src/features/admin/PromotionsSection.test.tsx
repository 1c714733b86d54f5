// @vitest-environment happy-dom
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { i18n } from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import ruTexts from '../../../locales/ru/admin-promotions.json';
import ukTexts from '../../../locales/uk/admin-promotions.json';
import ukErrors from '../../../locales/uk/errors.json';
import type { AdminPromoCode, AdminPromotion, HomeSlide, PromotionForm } from '../../api/admin-promotions';
import { clearResources } from '../../lib/resource';
import { testI18n } from '../../lib/test-i18n';
import { HomeSlides } from './HomeSlides';
import { PromoCodes } from './PromoCodes';
import { PromotionsAdmin } from './PromotionsAdmin';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const HEMP10: AdminPromoCode = {
  id: 1,
  code: 'HEMP10',
  discount_percent: 10,
  discount: null,
  min_total: 0,
  phone: null,
  starts_on: null,
  ends_on: '2027-12-31',
  usage_limit: 0,
  per_phone_limit: 0,
  used_count: 214,
  state: 'active',
};

const ZYMA: AdminPromotion = {
  id: 7,
  slug: 'zyma',
  url: '/akcii/zyma',
  title: 'Зима',
  starts_on: '2026-12-02',
  ends_on: '2026-12-31',
  state: 'running',
  promo_code: 'HEMP10',
  banner: { src: '/media/promotion/7.svg', width: 800, height: 400, alt: 'Зима' },
  banner_uploaded: false,
  categories: 2,
  products: 1,
};

/** The back office's API over a few codes and slides: lists answer what the writes left. */
let codes: AdminPromoCode[];
let slides: HomeSlide[];
const sent: { url: string; body: unknown }[] = [];
async function server(req: Request): Promise<Response> {
  const url = new URL(req.url).pathname;
  if (req.method === 'PUT' || req.method === 'DELETE') {
    const body: unknown = req.method === 'PUT' ? await req.json() : null;
    sent.push({ url: `${req.method} ${url}`, body });
    if (url === '/api/operator/promo-codes/1' && req.method === 'DELETE')
      return json({ message: 'Цей промокод уже використано в замовленнях, тому його не можна видалити.' }, 409);
    if (url === '/api/operator/promo-codes/1') {
      codes = [{ ...HEMP10, code: (body as { code: string }).code.toUpperCase(), discount_percent: (body as { value: number }).value }];
      return json({ data: codes[0] });
    }
    if (url === '/api/operator/promotions/7') {
      promotions = [{ ...ZYMA, title: (body as { title_uk: string }).title_uk }];
      return json({ data: promotions[0] });
    }
    if (url === '/api/operator/promotions/7/banner') {
      promotions = [ZYMA];
      return json({ data: ZYMA });
    }
    return new Response(null, { status: 204 });
  }
  if (req.method === 'POST') {
    const body: unknown = req.headers.get('content-type')?.includes('json') ? await req.json() : null;
    sent.push({ url, body });
    if (url === '/api/operator/promo-codes') {
      const asked = body as { code: string; value: number; usage_limit: number };
      if (asked.code.toUpperCase() === 'HEMP10')
        return json({ message: 'Перевірте правильність заповнення полів', errors: { code: ['Такий промокод уже є'] } }, 409);
      const made = {
        ...HEMP10,
        id: 2,
        code: asked.code.toUpperCase(),
        discount_percent: asked.value,
        usage_limit: asked.usage_limit,
        used_count: 0,
      };
      codes = [made, ...codes];
      return json({ data: made });
    }
    if (url.endsWith('/pause')) codes = codes.map((c) => (c.id === 1 ? { ...c, state: 'paused' } : c));
    if (url.endsWith('/move')) {
      slides = [
        { ...slides[1]!, position: 1 },
        { ...slides[0]!, position: 2 },
      ];
      return json({ data: slides });
    }
    if (url === '/api/operator/promotions')
      return json({
        data: {
          id: 7,
          slug: 'zyma',
          url: '/akcii/zyma',
          title: 'Зима',
          starts_on: '2026-12-02',
          ends_on: '2026-12-31',
          state: 'running',
          promo_code: null,
          banner: { src: '/media/promotion/7.svg', width: 800, height: 400, alt: 'Зима' },
          banner_uploaded: false,
          categories: 3,
          products: 0,
        },
      });
    return json({ data: codes[0] });
  }
  if (url === '/api/operator/promo-codes') return json({ data: codes });
  if (url === '/api/operator/home-slides') return json({ data: slides });
  if (url === '/api/operator/promotions') return json({ data: promotions });
  if (url === '/api/operator/promotions/7') return json({ data: stored });
  if (url === '/api/operator/promotion-choices')
    return json({
      data: {
        categories: [
          { id: 3, name: 'CBD-олії', depth: 0 },
          { id: 4, name: 'Олії повного спектра', depth: 1 },
        ],
      },
    });
  return json({ data: [] });
}

/** The promotion's edit form as the server holds it. */
const ZYMA_FORM: PromotionForm = {
  id: 7,
  slug: 'zyma',
  title_uk: 'Зима',
  title_ru: 'Зима',
  description_uk: 'Опис',
  description_ru: 'Описание',
  terms_uk: 'Умови',
  terms_ru: 'Условия',
  starts_on: '2026-12-02',
  ends_on: '2026-12-31',
  category_ids: [3, 4],
  product_ids: [12],
  promo_code_id: 1,
  banner_places: ['banner'],
};
let stored: PromotionForm;
let promotions: AdminPromotion[];

let i18nUk: i18n;
let i18nRu: i18n;
beforeAll(async () => {
  i18nUk = await testI18n('uk', { uk: { 'admin-promotions': ukTexts } });
  i18nRu = await testI18n('ru', { ru: { 'admin-promotions': ruTexts } });
});
beforeEach(() => {
  codes = [HEMP10];
  slides = [
    { id: 5, place: 'banner', title: 'Знижка 10%', url: '/akcii/znyzhka', position: 1 },
    { id: 6, place: 'banner', title: 'Блог', url: '/blog', position: 2 },
  ];
  stored = ZYMA_FORM;
  promotions = [ZYMA];
  sent.length = 0;
  clearResources();
  vi.stubGlobal('fetch', server);
});
afterEach(() => vi.unstubAllGlobals());

const shown = (i18n: i18n, node: ReactNode) => render(<I18nextProvider i18n={i18n}>{node}</I18nextProvider>);

describe('the promo codes', () => {
  it('lists each code with its terms and uses, and pauses one', async () => {
    const user = userEvent.setup();
    shown(i18nUk, <PromoCodes />);
    const card = await screen.findByRole('listitem', { name: 'HEMP10' });
    expect(card.textContent).toContain('−10% · до 2027-12-31');
    expect(card.textContent).toContain('Використано: 214');
    await user.click(within(card).getByRole('button', { name: 'Призупинити' }));
    expect(await within(card).findByText('Призупинено')).toBeTruthy();
    expect(within(card).getByRole('button', { name: 'Відновити' })).toBeTruthy();
    expect(sent).toEqual([{ url: '/api/operator/promo-codes/1/pause', body: null }]);
  });

  it('shows a field’s reason under it, its own or the server’s, then makes a single-use code and lists it', async () => {
    const user = userEvent.setup();
    shown(i18nUk, <PromoCodes />);
    await user.click(await screen.findByRole('button', { name: 'Новий промокод' }));
    const form = screen.getByRole('form', { name: 'Новий промокод' });
    await user.type(within(form).getByLabelText('Промокод (6 або 8 латинських літер і цифр)'), 'zyma1');
    await user.type(within(form).getByLabelText('Розмір знижки'), '20');
    await user.click(within(form).getByLabelText('Одноразовий (одне оформлення)'));
    // a date field takes a whole day at once, as the browser's date picker gives it
    fireEvent.change(within(form).getByLabelText('Діє по день'), { target: { value: '2026-12-31' } });
    await user.click(within(form).getByRole('button', { name: 'Створити промокод' }));
    const field = within(form).getByLabelText('Промокод (6 або 8 латинських літер і цифр)');
    // Too short: refused by the server's own rule before anything is sent.
    await waitFor(() => expect(field.getAttribute('aria-invalid')).toBe('true'));
    expect(within(form).getByText('Промокод має 6 або 8 символів').getAttribute('role')).toBe('alert');
    expect(sent).toEqual([]);

    // Taken: only the server knows, and its reason stands under the field.
    await user.clear(field);
    await user.type(field, 'hemp10');
    await user.tab();
    await waitFor(() => expect(field.getAttribute('aria-invalid')).toBe('false'));
    await user.click(within(form).getByRole('button', { name: 'Створити промокод' }));
    expect(await within(form).findByText('Такий промокод уже є')).toBeTruthy();
    expect(field.getAttribute('aria-invalid')).toBe('true');

    await user.clear(field);
    await user.type(field, 'zyma15');
    await user.click(within(form).getByRole('button', { name: 'Створити промокод' }));
    expect(await screen.findByRole('listitem', { name: 'ZYMA15' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('Промокод ZYMA15 створено');
    expect(sent.at(-1)).toEqual({
      url: '/api/operator/promo-codes',
      body: expect.objectContaining({
        code: 'zyma15',
        kind: 'percent',
        value: 20,
        usage_limit: 1,
        per_phone_limit: 0,
        ends_on: '2026-12-31',
      }),
    });
  });
});

describe('editing and deleting a code', () => {
  it('edits a code in its card, starting from what it holds, and refuses a bad value before sending', async () => {
    const user = userEvent.setup();
    shown(i18nUk, <PromoCodes />);
    const card = await screen.findByRole('listitem', { name: 'HEMP10' });
    await user.click(within(card).getByRole('button', { name: 'Змінити: HEMP10' }));
    const form = screen.getByRole('form', { name: 'Змінити: HEMP10' });
    const value = within(form).getByLabelText('Розмір знижки') as HTMLInputElement;
    expect(value.value).toBe('10');
    expect((within(form).getByLabelText('Діє по день') as HTMLInputElement).value).toBe('2027-12-31');
    await user.clear(value);
    await user.type(value, '100');
    await user.click(within(form).getByRole('button', { name: 'Зберегти' }));
    expect(await within(form).findByText('Відсоток — ціле число від 1 до 99')).toBeTruthy();
    expect(sent).toEqual([]);
    await user.clear(value);
    await user.type(value, '12');
    await user.click(within(form).getByRole('button', { name: 'Зберегти' }));
    expect((await screen.findByRole('status')).textContent).toBe('Промокод HEMP10 збережено');
    expect(sent).toEqual([
      {
        url: 'PUT /api/operator/promo-codes/1',
        body: expect.objectContaining({ code: 'HEMP10', kind: 'percent', value: 12, ends_on: '2027-12-31' }),
      },
    ]);
    expect(screen.queryByRole('form')).toBeNull();
    expect((await screen.findByRole('listitem', { name: 'HEMP10' })).textContent).toContain('−12%');
  });

  it('asks before deleting and shows the server’s refusal of a used code', async () => {
    const user = userEvent.setup();
    shown(i18nUk, <PromoCodes />);
    const card = await screen.findByRole('listitem', { name: 'HEMP10' });
    await user.click(within(card).getByRole('button', { name: 'Видалити: HEMP10' }));
    const dialog = await screen.findByRole('dialog', { name: 'Видалити «HEMP10»? Цього не можна скасувати.' });
    await user.click(within(dialog).getByRole('button', { name: 'Видалити' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Цей промокод уже використано в замовленнях, тому його не можна видалити.');
    expect(sent).toEqual([{ url: 'DELETE /api/operator/promo-codes/1', body: null }]);
  });
});

describe('the promotions', () => {
  it('edits a promotion from what it holds in both languages, in Russian', async () => {
    const user = userEvent.setup();
    shown(i18nRu, <PromotionsAdmin onBannersChanged={() => undefined} />);
    const card = await screen.findByRole('listitem', { name: 'Зима' });
    await user.click(within(card).getByRole('button', { name: 'Изменить: Зима' }));
    const form = await screen.findByRole('form', { name: 'Изменить: Зима' });
    const title = within(form).getByLabelText('Название на украинском') as HTMLInputElement;
    expect(title.value).toBe('Зима');
    expect((within(form).getByLabelText('Номера товаров из адреса /product/…, через запятую') as HTMLInputElement).value).toBe('12');
    // Its banner leads to it from the home page's banners; it is moved to the slider.
    const places = within(form).getByRole('group', { name: 'Где показывается баннер акции' });
    expect(
      within(places)
        .getAllByRole('checkbox')
        .map((box) => [box.parentElement!.textContent, (box as HTMLInputElement).checked]),
    ).toEqual([
      ['Слайдер', false],
      ['Баннеры', true],
      ['Малые баннеры', false],
      ['Страницы категорий акции', false],
    ]);
    await user.click(within(places).getByLabelText('Баннеры'));
    await user.click(within(places).getByLabelText('Слайдер'));
    await user.clear(title);
    await user.type(title, 'Зимова');
    await user.click(within(form).getByRole('button', { name: 'Сохранить' }));
    expect((await screen.findByRole('status')).textContent).toBe('Акция «Зимова» сохранена');
    expect(sent).toEqual([
      {
        url: 'PUT /api/operator/promotions/7',
        body: expect.objectContaining({
          title_uk: 'Зимова',
          category_ids: [3, 4],
          product_ids: [12],
          promo_code_id: 1,
          banner_places: ['tabs'],
        }),
      },
    ]);
    // Opened again, the form starts from what the server holds now, not from the copy read before.
    stored = { ...stored, title_uk: 'Зимова' };
    await user.click(within(await screen.findByRole('listitem', { name: 'Зимова' })).getByRole('button', { name: 'Изменить: Зимова' }));
    const again = await screen.findByRole('form', { name: 'Изменить: Зимова' });
    expect((within(again).getByLabelText('Название на украинском') as HTMLInputElement).value).toBe('Зимова');
  });

  it('shows its banner and refuses a file that is no picture before sending it, in the store’s words', async () => {
    const user = userEvent.setup({ applyAccept: false });
    const withErrors = await testI18n('uk', { uk: { 'admin-promotions': ukTexts, errors: ukErrors } });
    shown(withErrors, <PromotionsAdmin onBannersChanged={() => undefined} />);
    const card = await screen.findByRole('listitem', { name: 'Зима' });
    expect(within(card).getByRole('img', { name: 'Зима' }).getAttribute('src')).toBe('/media/promotion/7.svg');
    await user.upload(within(card).getByLabelText('Завантажити банер'), new File(['not a picture'], 'notes.png', { type: 'image/png' }));
    expect((await screen.findByRole('alert')).textContent).toBe(ukErrors.productPhotoWrongFormat);
    expect(sent).toEqual([]);
  });

  it('takes an uploaded banner off once asked, and shows the drawn one again', async () => {
    const user = userEvent.setup();
    const uploaded = { src: '/media/banner-photo/AbCdEfGhIjKlMnOpQrStUv.webp', width: 800, height: 400, alt: 'Зима' };
    promotions = [{ ...ZYMA, banner: uploaded, banner_uploaded: true }];
    let bannersChanged = 0;
    shown(i18nUk, <PromotionsAdmin onBannersChanged={() => void (bannersChanged += 1)} />);
    const card = await screen.findByRole('listitem', { name: 'Зима' });
    expect(within(card).getByRole('img', { name: 'Зима' }).getAttribute('src')).toBe(uploaded.src);
    await user.click(within(card).getByRole('button', { name: 'Прибрати банер: Зима' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Прибрати завантажений банер акції «Зима»? Замість нього знову показуватиметься банер з назви та опису.',
    });
    // Kept, nothing is sent; confirmed, the picture goes.
    await user.click(within(dialog).getByRole('button', { name: 'Залишити' }));
    expect(sent).toEqual([]);
    await user.click(within(card).getByRole('button', { name: 'Прибрати банер: Зима' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Прибрати банер' }));
    expect((await screen.findByRole('status')).textContent).toBe('Банер акції «Зима» прибрано: показується банер з назви та опису');
    expect(sent).toEqual([{ url: 'DELETE /api/operator/promotions/7/banner', body: null }]);
    expect(bannersChanged).toBe(1);
    const drawn = await screen.findByRole('listitem', { name: 'Зима' });
    await waitFor(() => expect(within(drawn).getByRole('img', { name: 'Зима' }).getAttribute('src')).toBe('/media/promotion/7.svg'));
    expect(within(drawn).queryByRole('button', { name: 'Прибрати банер: Зима' })).toBeNull();
  });

  it('sends a new promotion with its chosen categories and goods, in Russian', async () => {
    const user = userEvent.setup();
    shown(i18nRu, <PromotionsAdmin onBannersChanged={() => undefined} />);
    await user.click(await screen.findByRole('button', { name: 'Новая акция' }));
    const form = screen.getByRole('form', { name: 'Новая акция' });
    const fill = (label: string, text: string) => user.type(within(form).getByLabelText(label), text);
    await fill('Адрес страницы: /akcii/…', 'zyma');
    await fill('Название на украинском', 'Зима');
    await fill('Название на русском', 'Зима');
    await fill('Описание на украинском', 'Опис');
    await fill('Описание на русском', 'Описание');
    await fill('Условия на украинском', 'Умови');
    await fill('Условия на русском', 'Условия');
    fireEvent.change(within(form).getByLabelText('Действует по день'), { target: { value: '2026-12-31' } });
    await within(form).findByRole('option', { name: 'CBD-олії' });
    await user.selectOptions(within(form).getByLabelText('Категории (вместе со всем, что в них)'), ['3']);
    await fill('Номера товаров из адреса /product/…, через запятую', '12, 15');
    await user.click(within(form).getByLabelText('Баннеры'));
    await user.click(within(form).getByLabelText('Малые баннеры'));
    await user.click(within(form).getByRole('button', { name: 'Создать акцию' }));
    expect((await screen.findByRole('status')).textContent).toBe('Акция «Зима» создана');
    expect(sent.at(-1)).toEqual({
      url: '/api/operator/promotions',
      body: expect.objectContaining({
        slug: 'zyma',
        category_ids: [3],
        product_ids: [12, 15],
        promo_code_id: null,
        banner_places: ['banner', 'mini_banner'],
      }),
    });
  });
});

describe('the home slides', () => {
  it('moves a banner up; the first cannot go higher', async () => {
    const user = userEvent.setup();
    shown(i18nUk, <HomeSlides />);
    const list = await screen.findByRole('list', { name: 'Банери' });
    const [first, second] = within(list).getAllByRole('listitem');
    expect((within(first!).getByRole('button', { name: 'Вище: Знижка 10%' }) as HTMLButtonElement).disabled).toBe(true);
    await user.click(within(second!).getByRole('button', { name: 'Вище: Блог' }));
    await waitFor(() => expect(within(list).getAllByRole('listitem')[0]!.getAttribute('aria-label')).toBe('Блог'));
    expect(sent).toEqual([{ url: '/api/operator/home-slides/6/move', body: { direction: 'up' } }]);
  });
});
