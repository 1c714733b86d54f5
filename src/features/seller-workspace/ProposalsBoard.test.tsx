// @vitest-environment happy-dom
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { i18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import ukProposals from '../../../locales/uk/proposed-products.json';
import type { ProposalDraft, SellerProposal } from '../../api/proposals';
import { clearResources } from '../../lib/resource';
import { testI18n } from '../../lib/test-i18n';
import { ProposalsBoard } from './ProposalsBoard';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const DRAFT: ProposalDraft = {
  title_uk: 'Корм Зоря для котів',
  title_ru: 'Корм Заря для кошек',
  description_uk: 'Повнораціонний сухий корм для котів.',
  description_ru: 'Полнорационный сухой корм для кошек.',
  category_id: 11,
  brand_id: 5,
  brand_name: '',
  value_ids: [21],
  price: 349,
  stock: 12,
  vendor_code: 'ZR-1',
};
const proposal = (id: number, status: 'waiting' | 'refused', title = DRAFT.title_uk): SellerProposal => ({
  id,
  status,
  title,
  category: 'Коти › Сухий корм',
  brand: 'Acana',
  price: 349,
  stock: 12,
  vendor_code: `ZR-${id}`,
  created_at: '2026-12-01T10:00:00.000Z',
  decided_at: status === 'waiting' ? null : '2026-12-01T11:00:00.000Z',
  refusal_reason: status === 'refused' ? 'Немає фото' : '',
  product_id: null,
});

/** The seller API over the proposals held here: a change replaces one, a withdrawal takes it away. */
let mine: SellerProposal[];
let calls: { method: string; path: string; body?: unknown }[];
async function server(request: Request): Promise<Response> {
  const url = new URL(request.url);
  const id = Number(url.pathname.split('/')[4]);
  if (url.pathname.endsWith('/choices'))
    return json({
      data: {
        categories: [{ id: 11, name: 'Коти › Сухий корм' }],
        brands: [{ id: 5, name: 'Acana' }],
        attributes: url.searchParams.get('category_id') === '11' ? [{ id: 2, name: 'Вік', values: [{ id: 21, name: 'Дорослі' }] }] : [],
      },
    });
  if (request.method === 'PUT') {
    const body = (await request.json()) as ProposalDraft;
    calls.push({ method: 'PUT', path: url.pathname, body });
    mine = mine.map((p) => (p.id === id ? { ...p, title: body.title_uk, price: body.price } : p));
    return json({ data: mine.find((p) => p.id === id) });
  }
  if (request.method === 'DELETE') {
    calls.push({ method: 'DELETE', path: url.pathname });
    mine = mine.filter((p) => p.id !== id);
    return new Response(null, { status: 204 });
  }
  if (id) return json({ data: { ...mine.find((p) => p.id === id), draft: DRAFT } });
  return json({ data: mine });
}

let uk: i18n;
beforeAll(async () => {
  uk = await testI18n('uk', { uk: { 'proposed-products': ukProposals } });
});
beforeEach(() => {
  clearResources();
  mine = [proposal(7, 'waiting'), proposal(6, 'refused', 'Корм Сонце')];
  calls = [];
  vi.stubGlobal('fetch', server);
});
afterEach(() => vi.unstubAllGlobals());

const board = () =>
  render(
    <I18nextProvider i18n={uk}>
      <ProposalsBoard />
    </I18nextProvider>,
  );

describe('the seller’s proposed products', () => {
  it('a waiting one can be changed in the form, filled with what was typed; a decided one cannot', async () => {
    board();
    const waiting = await screen.findByRole('listitem', { name: DRAFT.title_uk });
    expect(within(screen.getByRole('listitem', { name: 'Корм Сонце' })).queryByRole('button', { name: 'Змінити' })).toBeNull();
    await userEvent.click(within(waiting).getByRole('button', { name: 'Змінити' }));
    const form = await screen.findByRole('form', { name: 'Змінити пропозицію товару' });
    const title = within(form).getByLabelText('Назва українською');
    expect((title as HTMLInputElement).value).toBe(DRAFT.title_uk);
    await waitFor(() => expect((within(form).getByLabelText('Бренд') as HTMLSelectElement).value).toBe('5'));
    await userEvent.clear(within(form).getByLabelText('Ціна, грн'));
    await userEvent.type(within(form).getByLabelText('Ціна, грн'), '399');
    await userEvent.click(within(form).getByRole('button', { name: 'Зберегти зміни' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Зміни збережено: пропозиція чекає на модерацію'));
    expect(calls).toEqual([{ method: 'PUT', path: '/api/seller-api/proposals/7', body: { ...DRAFT, price: 399 } }]);
    expect(await screen.findByRole('form', { name: 'Запропонувати товар' })).toBeTruthy();
  });

  it('withdraws a waiting one only once the seller says so again', async () => {
    board();
    const waiting = await screen.findByRole('listitem', { name: DRAFT.title_uk });
    await userEvent.click(within(waiting).getByRole('button', { name: 'Відкликати' }));
    await userEvent.click(within(waiting).getByRole('button', { name: 'Ні' }));
    expect(calls).toEqual([]);
    await userEvent.click(within(waiting).getByRole('button', { name: 'Відкликати' }));
    await userEvent.click(within(waiting).getByRole('button', { name: 'Так, відкликати' }));
    await waitFor(() => expect(screen.queryByRole('listitem', { name: DRAFT.title_uk })).toBeNull());
    expect(calls).toEqual([{ method: 'DELETE', path: '/api/seller-api/proposals/7' }]);
    expect(screen.getByRole('status').textContent).toBe(`Пропозицію «${DRAFT.title_uk}» відкликано`);
  });
});
