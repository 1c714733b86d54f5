// @vitest-environment happy-dom
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { i18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import ukWorkspace from '../../../locales/uk/seller-workspace.json';
import type { SellerOffer } from '../../api/seller-workspace';
import { testI18n } from '../../lib/test-i18n';
import { OffersBoard } from './OffersBoard';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** The seller API over one offer: the list answers what the edits left. */
let offer: SellerOffer;
/** The query of every list the board asked for. */
let asked: URLSearchParams[];
/** The seller's warehouses, as the seller API lists them. */
let warehouses: { id: number; title: string; city: string; offers: number }[];
async function server(request: Request): Promise<Response> {
  const url = new URL(request.url);
  if (url.pathname === '/api/seller-api/warehouses') return json({ data: warehouses });
  if (url.pathname === '/api/seller-api/proposals/choices') {
    return json({
      data: {
        categories: [
          { id: 11, name: 'Олії' },
          { id: 12, name: 'Креми' },
        ],
        brands: [],
        attributes: [],
      },
    });
  }
  if (request.method === 'PATCH') {
    const changes = (await request.json()) as Partial<SellerOffer>;
    offer = {
      ...offer,
      ...changes,
      status: (changes.stock ?? offer.stock) > 5 ? 'in_stock' : (changes.stock ?? offer.stock) > 0 ? 'low_stock' : 'out_of_stock',
    };
    return json({ data: offer });
  }
  asked.push(url.searchParams);
  return json({ data: [offer], meta: { current_page: 1, last_page: 1, per_page: 20, total: 1 } });
}

let i18nUk: i18n;
beforeAll(async () => {
  i18nUk = await testI18n('uk', { uk: { 'seller-workspace': ukWorkspace } });
});
beforeEach(() => {
  asked = [];
  warehouses = [
    { id: 1, title: 'Склад «Зелена хата», м. Київ', city: 'Київ', offers: 1 },
    { id: 2, title: 'Склад продавця', city: 'Львів', offers: 0 },
  ];
  offer = {
    id: 7,
    base_product_id: 3,
    title: 'Олія CBD 10%',
    image: { src: '/media/product/3/0.svg', width: 600, height: 600, alt: 'Олія CBD 10%' },
    url: '/product/7',
    price: 500,
    old_price: null,
    stock: 0,
    min_cart_quantity: 1,
    delivery_days: 1,
    warehouse_id: 1,
    warehouse: { id: 1, title: 'Склад «Зелена хата», м. Київ', city: 'Київ' },
    vendor_code: 'CBD-10',
    status: 'out_of_stock',
  };
  vi.stubGlobal('fetch', server);
});
afterEach(() => vi.unstubAllGlobals());

describe('the offers board', () => {
  it('shows the server’s values in a card after a bulk edit, not what the card held before', async () => {
    render(
      <I18nextProvider i18n={i18nUk}>
        <OffersBoard />
      </I18nextProvider>,
    );
    const card = await screen.findByRole('form', { name: 'Олія CBD 10%' });
    expect((within(card).getByLabelText('Залишок') as HTMLInputElement).value).toBe('0');
    await userEvent.type(screen.getByLabelText('Залишок для всіх'), '5');
    await userEvent.click(screen.getByRole('button', { name: 'Встановити залишок' }));
    await waitFor(() =>
      expect((within(screen.getByRole('form', { name: 'Олія CBD 10%' })).getByLabelText('Залишок') as HTMLInputElement).value).toBe('5'),
    );
    expect(within(screen.getByRole('form', { name: 'Олія CBD 10%' })).getByText('Закінчується')).toBeTruthy();
    expect(
      (within(screen.getByRole('form', { name: 'Олія CBD 10%' })).getByRole('button', { name: 'Зберегти' }) as HTMLButtonElement).disabled,
    ).toBe(true);
  });

  it('lists the catalogue’s categories and asks for the chosen one’s offers from the first page', async () => {
    render(
      <I18nextProvider i18n={i18nUk}>
        <OffersBoard />
      </I18nextProvider>,
    );
    await screen.findByRole('form', { name: 'Олія CBD 10%' });
    const category = screen.getByRole('combobox', { name: 'Категорія' });
    await screen.findByRole('option', { name: 'Креми' });
    await userEvent.selectOptions(category, 'Креми');
    await waitFor(() => expect(asked.at(-1)?.get('category')).toBe('12'));
    expect(asked.at(-1)?.get('page')).toBe('1');
    await userEvent.selectOptions(category, 'Усі категорії');
    await waitFor(() => expect(asked.at(-1)?.has('category')).toBe(false));
  });

  it('names the warehouse of an offer’s stock beside it, and its vendor code', async () => {
    render(
      <I18nextProvider i18n={i18nUk}>
        <OffersBoard />
      </I18nextProvider>,
    );
    const card = await screen.findByRole('form', { name: 'Олія CBD 10%' });
    const stock = within(card).getByLabelText('Залишок');
    expect(document.getElementById(stock.getAttribute('aria-describedby')!)?.textContent).toBe('Склад: Склад «Зелена хата», м. Київ');
    expect(within(card).getByText(/Артикул: CBD-10/)).toBeTruthy();
  });

  it('filters by warehouse when the seller has more than one, naming a warehouse’s city its title does not say', async () => {
    render(
      <I18nextProvider i18n={i18nUk}>
        <OffersBoard />
      </I18nextProvider>,
    );
    await screen.findByRole('form', { name: 'Олія CBD 10%' });
    const warehouse = await screen.findByRole('combobox', { name: 'Склад' });
    expect(
      within(warehouse)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Усі склади', 'Склад «Зелена хата», м. Київ', 'Склад продавця, Львів']);
    await userEvent.selectOptions(warehouse, 'Склад продавця, Львів');
    await waitFor(() => expect(asked.at(-1)?.get('warehouse')).toBe('2'));
    expect(asked.at(-1)?.get('page')).toBe('1');
    await userEvent.selectOptions(warehouse, 'Усі склади');
    await waitFor(() => expect(asked.at(-1)?.has('warehouse')).toBe(false));
  });

  it('shows no warehouse filter to a seller whose offers are all in one warehouse', async () => {
    warehouses = [{ id: 1, title: 'Склад «Зелена хата», м. Київ', city: 'Київ', offers: 1 }];
    let answered: Promise<Response> | undefined;
    vi.stubGlobal('fetch', (request: Request) => {
      const answer = server(request);
      if (new URL(request.url).pathname === '/api/seller-api/warehouses') answered = answer;
      return answer;
    });
    render(
      <I18nextProvider i18n={i18nUk}>
        <OffersBoard />
      </I18nextProvider>,
    );
    await screen.findByRole('form', { name: 'Олія CBD 10%' });
    await waitFor(() => expect(answered).toBeDefined());
    // the board has drawn the warehouses' answer
    await act(async () => {
      await answered;
    });
    await act(async () => undefined);
    expect(screen.queryByRole('combobox', { name: 'Склад' })).toBeNull();
    expect(screen.getByRole('combobox', { name: 'Категорія' })).toBeTruthy();
  });
});
