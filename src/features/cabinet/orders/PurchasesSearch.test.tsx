// @vitest-environment happy-dom
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import ukOrders from '../../../../locales/uk/orders.json';
import { testI18n } from '../../../lib/test-i18n';
import { PurchasesSearch } from './PurchasesSearch';

let asked: URL[];
const card = (id: number, title: string) => ({ id, title });

beforeEach(async () => {
  asked = [];
  vi.stubGlobal('fetch', async (request: Request) => {
    const url = new URL(request.url);
    asked.push(url);
    const products = url.searchParams.get('query') === 'олія' ? [card(12, 'Олія CBD 10%')] : [];
    return new Response(JSON.stringify({ products, categories: [], total: products.length }), {
      status: 200,
      headers: { 'content-type': 'application/json' },
    });
  });
  const i18n = await testI18n('uk', { uk: { orders: ukOrders } });
  render(
    <I18nextProvider i18n={i18n}>
      <PurchasesSearch />
    </I18nextProvider>,
  );
});
afterEach(() => vi.unstubAllGlobals());

it('asks the live search in my purchases (purchases=1) and links the goods found', async () => {
  await userEvent.type(screen.getByLabelText('Пошук у моїх покупках'), 'олія');
  expect((await screen.findByRole('link', { name: 'Олія CBD 10%' })).getAttribute('href')).toBe('/product/12');
  expect(asked.at(-1)!.pathname).toBe('/api/multisearch/live-search');
  expect(asked.at(-1)!.searchParams.get('purchases')).toBe('1');
  expect(asked.at(-1)!.searchParams.get('query')).toBe('олія');
});

it('says when nothing of the purchases matches, and asks nothing for a blank query', async () => {
  const field = screen.getByLabelText('Пошук у моїх покупках');
  await userEvent.type(field, '   ');
  await userEvent.clear(field);
  await userEvent.type(field, 'гриндер');
  expect(await screen.findByText('Серед ваших покупок немає «гриндер»')).toBeTruthy();
  // The blank query asked nothing: every request is for something typed, the last for the whole word.
  const queries = asked.map((url) => url.searchParams.get('query') ?? '');
  expect(queries.every((q) => q.trim() !== '')).toBe(true);
  expect(queries.at(-1)).toBe('гриндер');
});
