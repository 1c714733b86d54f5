// @vitest-environment happy-dom
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { i18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import ukAdmin from '../../../locales/uk/admin.json';
import ukSupport from '../../../locales/uk/admin-support.json';
import type { SupportCustomer, SupportOrder } from '../../api/customer-support';
import { testI18n } from '../../lib/test-i18n';
import { CustomerSupport } from './CustomerSupport';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const PHONE = '380671112233';
const order: SupportOrder = {
  id: 41,
  // 10:05 UTC is 12:05 in Kyiv in December
  created_at: '2026-12-02T10:05:00.000Z',
  status: 'sent',
  status_label: 'Відправлене',
  total: 1250,
  seller: 'Зоосвіт',
  buyer_phone: PHONE,
  buyer_name: 'Оксана Коваль',
  customer_id: 7,
  history: [
    { status: 'new', status_label: 'Нове', at: '2026-12-02T10:05:00.000Z', by: 'buyer' },
    { status: 'sent', status_label: 'Відправлене', at: '2026-12-03T08:00:00.000Z', by: 'seller' },
  ],
};

/** The back office's support API over one customer: the card answers what the block and the unblock left. */
let customer: SupportCustomer;
let codeSends: number;
const sent: { method: string; url: string; body: unknown }[] = [];
async function server(req: Request): Promise<Response> {
  const url = new URL(req.url);
  const body: unknown = req.headers.get('content-type')?.includes('json') ? await req.json() : null;
  sent.push({ method: req.method, url: url.pathname + url.search, body });
  if (url.pathname === '/api/operator/support/customers') {
    if (url.searchParams.get('phone') !== PHONE)
      return json({ message: 'За номером +380990000001 немає ні облікового запису, ні замовлень' }, 404);
    return json({ data: customer });
  }
  if (url.pathname === '/api/operator/support/orders/41') return json({ data: order });
  if (url.pathname.endsWith('/code')) {
    codeSends += 1;
    if (codeSends > 1) return json({ message: 'Надіслати код ще раз можна через 58 с', resend_in: 58 }, 429);
    return json({ data: { purpose: 'reset', resend_in: 60, message: 'Код надіслано: відновлення пароля' } });
  }
  const account = customer.account!;
  if (url.pathname.endsWith('/block'))
    customer = {
      ...customer,
      account: { ...account, blocked_at: '2026-12-02T11:00:00.000Z', block_reason: (body as { reason: string }).reason, sessions: 0 },
    };
  if (url.pathname.endsWith('/unblock')) customer = { ...customer, account: { ...account, blocked_at: null, block_reason: '' } };
  return json({ data: { id: account.id, message: 'Збережено' } });
}

let i18nUk: i18n;
beforeAll(async () => {
  i18nUk = await testI18n('uk', { uk: { admin: ukAdmin, 'admin-support': ukSupport } });
});
beforeEach(() => {
  customer = {
    phone: PHONE,
    account: {
      id: 7,
      name: 'Оксана',
      surname: 'Коваль',
      email: null,
      created_at: '2026-01-15T09:00:00.000Z',
      blocked_at: null,
      block_reason: '',
      sessions: 2,
    },
    orders: [order],
    sign_ins: [{ at: '2026-12-01T18:30:00.000Z', method: 'password' }],
  };
  codeSends = 0;
  sent.length = 0;
  vi.stubGlobal('fetch', server);
});
afterEach(() => vi.unstubAllGlobals());

function renderSupport() {
  render(
    <I18nextProvider i18n={i18nUk}>
      <CustomerSupport />
    </I18nextProvider>,
  );
  return userEvent.setup();
}

const searchFor = async (user: ReturnType<typeof userEvent.setup>, typed: string) => {
  const field = screen.getByRole('searchbox', { name: 'Телефон або номер замовлення' });
  await user.clear(field);
  await user.type(field, `${typed}{Enter}`);
};

describe('the support section', () => {
  it('asks again for what is neither a phone nor an order number, and asks the server nothing', async () => {
    const user = renderSupport();
    await searchFor(user, '067 111 22');
    expect(screen.getByRole('alert').textContent).toBe('Введіть номер телефону або номер замовлення');
    expect(screen.getByRole('searchbox').getAttribute('aria-invalid')).toBe('true');
    expect(sent).toEqual([]);
  });

  it('finds a customer by a phone typed the national way: the account, orders in Kyiv time, sign-ins, an order’s history', async () => {
    const user = renderSupport();
    await searchFor(user, '(067) 111-22-33');
    const account = await screen.findByRole('region', { name: 'Обліковий запис' });
    expect(account.textContent).toContain('Оксана Коваль');
    expect(account.textContent).toContain('Активний');
    expect(account.textContent).toContain('2 активні сеанси');
    expect(sent[0]!.url).toBe(`/api/operator/support/customers?phone=${PHONE}`);

    const line = screen.getByRole('listitem', { name: 'Замовлення № 41' });
    expect(line.textContent).toContain('2026-12-02 12:05');
    expect(line.textContent).toContain('Відправлене');
    expect(line.textContent).toContain('1\u00a0250\u00a0₴');
    expect(line.textContent).toContain('Зоосвіт');
    expect(screen.getByRole('region', { name: 'Входи' }).textContent).toContain('2026-12-01 20:30 · за паролем');

    await user.click(within(line).getByRole('button', { name: 'Історія статусів' }));
    const history = await within(line).findByRole('list', { name: 'Історія статусів' });
    expect(
      within(history)
        .getAllByRole('listitem')
        .map((step) => step.textContent),
    ).toEqual(['2026-12-02 12:05 · Нове · оформив покупець', '2026-12-03 10:00 · Відправлене · змінив продавець']);
  });

  it('blocks the account with the reason typed, shows it blocked, and unblocks it', async () => {
    const user = renderSupport();
    await searchFor(user, PHONE);
    const account = await screen.findByRole('region', { name: 'Обліковий запис' });
    await user.click(within(account).getByRole('button', { name: 'Заблокувати' }));
    // the reason field takes the cursor, so typing goes on from the keyboard
    await user.keyboard('Шахрайські замовлення');
    await user.click(within(account).getByRole('button', { name: 'Заблокувати обліковий запис' }));
    const blocked = await screen.findByText('Заблоковано');
    expect(blocked).toBeTruthy();
    const card = screen.getByRole('region', { name: 'Обліковий запис' });
    expect(card.textContent).toContain('Причина: Шахрайські замовлення');
    expect(card.textContent).toContain('0 активних сеансів');
    expect(screen.getByRole('status').textContent).toBe('Збережено');
    await user.click(within(card).getByRole('button', { name: 'Розблокувати' }));
    expect(await screen.findByText('Активний')).toBeTruthy();
    expect(sent.filter((call) => call.method === 'POST')).toEqual([
      { method: 'POST', url: '/api/operator/support/customers/7/block', body: { reason: 'Шахрайські замовлення' } },
      { method: 'POST', url: '/api/operator/support/customers/7/unblock', body: null },
    ]);
  });

  it('sends a code again and shows the limit’s refusal when asked too soon', async () => {
    const user = renderSupport();
    await searchFor(user, PHONE);
    const account = await screen.findByRole('region', { name: 'Обліковий запис' });
    await user.click(within(account).getByRole('button', { name: 'Надіслати код ще раз' }));
    expect((await screen.findByRole('status')).textContent).toBe('Код надіслано: відновлення пароля');
    await user.click(within(account).getByRole('button', { name: 'Надіслати код ще раз' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Надіслати код ще раз можна через 58 с');
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('finds an order by its number with its history, and goes on to its buyer', async () => {
    const user = renderSupport();
    await searchFor(user, '№ 41');
    const found = await screen.findByRole('article', { name: 'Замовлення № 41' });
    expect(await within(found).findByText('Оксана Коваль +380671112233', { exact: false })).toBeTruthy();
    expect(
      within(found)
        .getAllByRole('listitem')
        .map((step) => step.textContent),
    ).toEqual(['2026-12-02 12:05 · Нове · оформив покупець', '2026-12-03 10:00 · Відправлене · змінив продавець']);
    await user.click(within(found).getByRole('button', { name: 'Покупець цього замовлення' }));
    expect((await screen.findByRole('region', { name: 'Обліковий запис' })).textContent).toContain('Оксана Коваль');
  });

  it('says so, as a status, when a phone has nobody', async () => {
    const user = renderSupport();
    await searchFor(user, '+380 99 000 00 01');
    expect((await screen.findByRole('status')).textContent).toBe('За номером +380990000001 немає ні облікового запису, ні замовлень');
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
