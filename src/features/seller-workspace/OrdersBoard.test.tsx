// @vitest-environment happy-dom
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { i18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import ruWorkspace from '../../../locales/ru/seller-workspace.json';
import ukWorkspace from '../../../locales/uk/seller-workspace.json';
import type { BoardOrder } from '../../api/seller-orders';
import { ORDER_STATUSES } from '../../domain/order-status';
import { clearResources } from '../../lib/resource';
import { testI18n } from '../../lib/test-i18n';
import { OrdersBoard } from './OrdersBoard';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const order = (id: number, status: string, phone = '380971112233', opened = true): BoardOrder => ({
  id,
  kind: 'checkout',
  status,
  payment_status: 'new',
  total: 520,
  items: [{ product_id: 7, title: 'Олія CBD 10%', qty: 2, price: 260 }],
  utm_source: '',
  admitad_uid: '',
  created_at: '2026-11-30T10:00:00.000Z',
  buyer: { name: 'Оксана Мельник', phone, email: '' },
  recipient: { name: 'Оксана Мельник', phone, comment: '' },
  waybill: null,
  waybill_by_store: false,
  cancellation: null,
  opened,
  delivery: { title: 'Нова пошта: відділення', city: 'Львів', address: 'Відділення №3, вул. Городоцька, 1' },
});

/** The seller API over the orders held here: the board filters them as the server does, a move changes one. */
let orders: BoardOrder[];
let asked: URL[];
let moves: unknown[];
let opened: number[];
/** the waybill the store makes when asked, or the refusal (in the seller's language) it answers instead */
const MADE_WAYBILL = '20450000999999';
let waybillRefusal: { status: number; message: string } | null;
async function server(request: Request): Promise<Response> {
  const url = new URL(request.url);
  if (request.method === 'POST' && url.pathname.endsWith('/waybill')) {
    if (waybillRefusal) return json({ message: waybillRefusal.message }, waybillRefusal.status);
    const id = Number(url.pathname.split('/')[4]);
    orders = orders.map((o) => (o.id === id ? { ...o, status: 'sent', waybill: MADE_WAYBILL } : o));
    return json({ data: { waybill: MADE_WAYBILL, order: orders.find((o) => o.id === id) } });
  }
  if (url.pathname.endsWith('/unopened')) return json({ data: { unopened: orders.filter((o) => !o.opened).length } });
  if (request.method === 'POST' && url.pathname.endsWith('/opened')) {
    const id = Number(url.pathname.split('/')[4]);
    opened.push(id);
    orders = orders.map((o) => (o.id === id ? { ...o, opened: true } : o));
    return json({ data: orders.find((o) => o.id === id) });
  }
  if (request.method === 'PUT') {
    const id = Number(url.pathname.split('/')[4]);
    const body = (await request.json()) as { status: string; waybill?: string; cancel_reason?: 'other'; cancel_note?: string };
    moves.push(body);
    const cancellation = body.cancel_reason ? { reason: body.cancel_reason, note: body.cancel_note ?? '' } : null;
    orders = orders.map((o) => (o.id === id ? { ...o, status: body.status, waybill: body.waybill ?? o.waybill, cancellation } : o));
    return json({ data: orders.find((o) => o.id === id) });
  }
  asked.push(url);
  const q = url.searchParams.get('q') ?? '';
  const found = orders.filter((o) => !q || String(o.id) === q || o.buyer.phone.includes(q));
  const counts = Object.fromEntries(ORDER_STATUSES.map((s) => [s, found.filter((o) => o.status === s).length]));
  const data = found.filter((o) => o.status === (url.searchParams.get('status') ?? 'new'));
  return json({ data, meta: { current_page: 1, last_page: 1, per_page: 20, total: data.length, counts } });
}

let i18nUk: i18n;
let i18nRu: i18n;
beforeAll(async () => {
  i18nUk = await testI18n('uk', { uk: { 'seller-workspace': ukWorkspace } });
  i18nRu = await testI18n('ru', { ru: { 'seller-workspace': ruWorkspace } });
});
beforeEach(() => {
  orders = [order(11, 'new'), order(12, 'confirmed', '380501234567')];
  asked = [];
  moves = [];
  opened = [];
  waybillRefusal = null;
  clearResources();
  vi.stubGlobal('fetch', server);
});
afterEach(() => vi.unstubAllGlobals());

const board = (pollMs?: number) =>
  render(
    <I18nextProvider i18n={i18nUk}>
      <OrdersBoard pollMs={pollMs} />
    </I18nextProvider>,
  );
const statusTab = (name: RegExp) => screen.getByRole('button', { name });

describe('the orders board', () => {
  it('shows the new orders with the counts per status, and only the moves a new order has', async () => {
    board();
    const card = await screen.findByRole('article', { name: 'Замовлення № 11' });
    expect(statusTab(/^Нові/).textContent).toContain('1');
    expect(statusTab(/^Підтверджені/).textContent).toContain('1');
    expect(statusTab(/^Нові/).getAttribute('aria-pressed')).toBe('true');
    expect(within(card).getByText(/Олія CBD 10% × 2/)).toBeTruthy();
    expect(within(card).getByText('Нова пошта: відділення · Львів · Відділення №3, вул. Городоцька, 1')).toBeTruthy();
    expect(within(card).getAllByRole('link', { name: '+380971112233' })[0]!.getAttribute('href')).toBe('tel:+380971112233');
    expect(within(card).getByRole('button', { name: 'Підтвердити' })).toBeTruthy();
    expect(within(card).getByRole('button', { name: 'Скасувати' })).toBeTruthy();
    expect(within(card).queryByRole('button', { name: 'Відправити' })).toBeNull();
    expect(within(card).queryByLabelText('ТТН Нової пошти')).toBeNull();
  });

  it('searches by phone within every status', async () => {
    board();
    await screen.findByRole('article', { name: 'Замовлення № 11' });
    await userEvent.type(screen.getByLabelText('Пошук за номером замовлення або телефоном'), '0501234');
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Замовлення № 11' })).toBeNull());
    expect(asked.at(-1)!.searchParams.get('q')).toBe('0501234');
    expect(statusTab(/^Підтверджені/).textContent).toContain('1');
    await userEvent.click(statusTab(/^Підтверджені/));
    expect(await screen.findByRole('article', { name: 'Замовлення № 12' })).toBeTruthy();
  });

  it('refuses a waybill that is not 14 digits without asking the server, and sends one that is', async () => {
    board();
    await userEvent.click(await screen.findByRole('button', { name: /^Підтверджені/ }));
    const card = await screen.findByRole('article', { name: 'Замовлення № 12' });
    expect(within(card).queryByRole('button', { name: 'Виконано' })).toBeNull();
    await userEvent.type(within(card).getByLabelText('ТТН Нової пошти'), '2045');
    await userEvent.click(within(card).getByRole('button', { name: 'Відправити' }));
    expect(within(card).getByRole('alert').textContent).toBe('ТТН Нової пошти — 14 цифр');
    expect(moves).toEqual([]);
    await userEvent.clear(within(card).getByLabelText('ТТН Нової пошти'));
    await userEvent.type(within(card).getByLabelText('ТТН Нової пошти'), '2045 0000 1234 56');
    await userEvent.click(within(card).getByRole('button', { name: 'Відправити' }));
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Замовлення № 12' })).toBeNull());
    expect(moves).toEqual([{ status: 'sent', waybill: '20450000123456' }]);
    expect(screen.getByRole('status').textContent).toBe('Замовлення № 12: Відправлене');
    expect(statusTab(/^Відправлені/).textContent).toContain('1');
  });

  it('has the store make the ТТН of a confirmed order it can, shows the number, and the order goes to sent', async () => {
    orders = [order(11, 'new'), { ...order(12, 'confirmed'), waybill_by_store: true }, order(13, 'confirmed')];
    board();
    await userEvent.click(await screen.findByRole('button', { name: /^Підтверджені/ }));
    const card = await screen.findByRole('article', { name: 'Замовлення № 12' });
    const other = screen.getByRole('article', { name: 'Замовлення № 13' });
    expect(within(other).queryByRole('button', { name: 'Створити ТТН' })).toBeNull();
    await userEvent.click(within(card).getByRole('button', { name: 'Створити ТТН' }));
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Замовлення № 12' })).toBeNull());
    expect(screen.getByRole('status').textContent).toBe(`Замовлення № 12 відправлене з ТТН ${MADE_WAYBILL}`);
    expect(moves).toEqual([]);
    await userEvent.click(statusTab(/^Відправлені/));
    const sent = await screen.findByRole('article', { name: 'Замовлення № 12' });
    expect(within(sent).getByText(MADE_WAYBILL)).toBeTruthy();
  });

  it('says it in Russian under /ru', async () => {
    orders = [{ ...order(12, 'confirmed'), waybill_by_store: true }];
    render(
      <I18nextProvider i18n={i18nRu}>
        <OrdersBoard />
      </I18nextProvider>,
    );
    await userEvent.click(await screen.findByRole('button', { name: /^Подтверждённые/ }));
    const card = await screen.findByRole('article', { name: 'Заказ № 12' });
    await userEvent.click(within(card).getByRole('button', { name: 'Создать ТТН' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe(`Заказ № 12 отправлен с ТТН ${MADE_WAYBILL}`));
  });

  it('shows why Nova Poshta did not make the ТТН, and the order stays confirmed with its form', async () => {
    orders = [{ ...order(12, 'confirmed'), waybill_by_store: true }];
    waybillRefusal = { status: 503, message: 'Нова пошта зараз не відповідає. Спробуйте за хвилину' };
    board();
    await userEvent.click(await screen.findByRole('button', { name: /^Підтверджені/ }));
    const card = await screen.findByRole('article', { name: 'Замовлення № 12' });
    await userEvent.click(within(card).getByRole('button', { name: 'Створити ТТН' }));
    expect((await within(card).findByRole('alert')).textContent).toBe('Нова пошта зараз не відповідає. Спробуйте за хвилину');
    expect(within(card).getByRole('button', { name: 'Створити ТТН' })).toHaveProperty('disabled', false);
    expect(within(card).getByLabelText('ТТН Нової пошти')).toBeTruthy();
  });

  it('shows a new order without a reload', async () => {
    board(30);
    await screen.findByRole('article', { name: 'Замовлення № 11' });
    orders = [order(13, 'new'), ...orders];
    expect(await screen.findByRole('article', { name: 'Замовлення № 13' })).toBeTruthy();
    expect(statusTab(/^Нові/).textContent).toContain('2');
  });

  it('shows an order no one has opened as what was bought, and opens it once asked', async () => {
    orders = [order(14, 'new', '380971112233', false), ...orders];
    board();
    const card = await screen.findByRole('article', { name: 'Замовлення № 14' });
    expect(within(card).getByText('Не переглянуто')).toBeTruthy();
    expect(within(card).getByText(/Олія CBD 10% × 2/)).toBeTruthy();
    expect(within(card).queryByRole('link', { name: '+380971112233' })).toBeNull();
    expect(within(card).queryByRole('button', { name: 'Підтвердити' })).toBeNull();
    await userEvent.click(within(card).getByRole('button', { name: 'Відкрити замовлення' }));
    await waitFor(() => expect(within(card).getByRole('button', { name: 'Підтвердити' })).toBeTruthy());
    expect(opened).toEqual([14]);
    expect(within(card).queryByText('Не переглянуто')).toBeNull();
  });

  it('asks why before it cancels: a reason, and a note for "other"', async () => {
    board();
    const card = await screen.findByRole('article', { name: 'Замовлення № 11' });
    await userEvent.click(within(card).getByRole('button', { name: 'Скасувати' }));
    const submit = within(card).getByRole('button', { name: 'Скасувати замовлення' });
    await userEvent.click(submit);
    expect(within(card).getByRole('alert').textContent).toBe('Вкажіть причину скасування');
    await userEvent.click(within(card).getByRole('radio', { name: 'Інше' }));
    await userEvent.click(submit);
    await waitFor(() => expect(within(card).getByRole('alert').textContent).toBe('Для причини «інше» напишіть пояснення покупцеві'));
    expect(moves).toEqual([]);
    await userEvent.type(within(card).getByLabelText('Пояснення для покупця'), 'Склад закрито на облік');
    await userEvent.click(submit);
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Замовлення № 11' })).toBeNull());
    expect(moves).toEqual([{ status: 'cancelled', cancel_reason: 'other', cancel_note: 'Склад закрито на облік' }]);
    await userEvent.click(statusTab(/^Скасовані/));
    const cancelled = await screen.findByRole('article', { name: 'Замовлення № 11' });
    expect(within(cancelled).getByText('Інше · Склад закрито на облік')).toBeTruthy();
  });

  it('"do not cancel" goes back to the moves without asking the server', async () => {
    board();
    const card = await screen.findByRole('article', { name: 'Замовлення № 11' });
    await userEvent.click(within(card).getByRole('button', { name: 'Скасувати' }));
    await userEvent.click(within(card).getByRole('button', { name: 'Не скасовувати' }));
    expect(within(card).getByRole('button', { name: 'Підтвердити' })).toBeTruthy();
    expect(moves).toEqual([]);
  });
});
