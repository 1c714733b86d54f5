// @vitest-environment happy-dom
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { i18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import ukWorkspace from '../../../locales/uk/seller-workspace.json';
import { testI18n } from '../../lib/test-i18n';
import { AddOffer } from './AddOffer';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const card = (base: number, title: string) => ({
  id: base + 100,
  base_product_id: base,
  title,
  image: { src: `/media/product/${base}/0.svg`, width: 600, height: 600, alt: title },
  url: `/product/${base + 100}`,
  price: 500,
  old_price: null,
});

/** What the form sent, and whether the seller already offers goods 3. */
let sent: unknown[];
async function server(request: Request): Promise<Response> {
  const url = new URL(request.url);
  if (url.pathname === '/api/multisearch/live-search') {
    return json({ products: [card(3, 'Олія CBD 10%'), card(4, 'Олія CBD 5%')], categories: [], total: 2, corrected: null });
  }
  if (url.pathname === '/api/seller-api/offers' && request.method === 'POST') {
    const body = (await request.json()) as { base_product_id: number; price: number; stock: number };
    sent.push(body);
    if (body.base_product_id === 3) return json({ message: 'Ви вже продаєте цей товар: змініть ціну чи залишок у своїй пропозиції' }, 409);
    return json({ data: { ...card(body.base_product_id, 'Олія CBD 5%'), stock: body.stock, price: body.price } }, 201);
  }
  return json({ message: 'Not found' }, 404);
}

let i18nUk: i18n;
beforeAll(async () => {
  i18nUk = await testI18n('uk', { uk: { 'seller-workspace': ukWorkspace } });
});
beforeEach(() => {
  sent = [];
  vi.stubGlobal('fetch', server);
});
afterEach(() => vi.unstubAllGlobals());

describe('adding an offer', () => {
  it('finds the catalogue’s goods, says why goods the seller has are refused, and adds other goods with the price and stock', async () => {
    const added = vi.fn();
    render(
      <I18nextProvider i18n={i18nUk}>
        <AddOffer onAdded={added} />
      </I18nextProvider>,
    );
    await userEvent.click(screen.getByText('Додати пропозицію'));
    const form = screen.getByRole('form', { name: 'Додати пропозицію' });
    await userEvent.click(within(form).getByRole('button', { name: 'Додати' }));
    expect(within(form).getByRole('alert').textContent).toBe('Виберіть товар зі знайдених');

    await userEvent.type(within(form).getByLabelText('Товар із каталогу'), 'олія');
    await userEvent.click(await within(form).findByRole('radio', { name: 'Олія CBD 10%' }));
    await userEvent.type(within(form).getByLabelText('Ціна, ₴'), '450');
    await userEvent.type(within(form).getByLabelText('Залишок'), '7');
    await userEvent.click(within(form).getByRole('button', { name: 'Додати' }));
    await waitFor(() =>
      expect(within(form).getByRole('alert').textContent).toBe('Ви вже продаєте цей товар: змініть ціну чи залишок у своїй пропозиції'),
    );
    expect(added).not.toHaveBeenCalled();
    // what was typed stays for another pick
    expect((within(form).getByLabelText('Ціна, ₴') as HTMLInputElement).value).toBe('450');

    await userEvent.click(within(form).getByRole('radio', { name: 'Олія CBD 5%' }));
    await userEvent.click(within(form).getByRole('button', { name: 'Додати' }));
    await waitFor(() => expect(within(form).getByRole('status').textContent).toBe('Пропозицію «Олія CBD 5%» додано'));
    expect(sent.at(-1)).toEqual({ base_product_id: 4, price: 450, stock: 7 });
    expect(added).toHaveBeenCalledTimes(1);
    expect((within(form).getByLabelText('Ціна, ₴') as HTMLInputElement).value).toBe('');
  });

  it('asks for whole hryvnias and a whole stock before sending anything', async () => {
    render(
      <I18nextProvider i18n={i18nUk}>
        <AddOffer onAdded={() => undefined} />
      </I18nextProvider>,
    );
    await userEvent.click(screen.getByText('Додати пропозицію'));
    const form = screen.getByRole('form', { name: 'Додати пропозицію' });
    await userEvent.type(within(form).getByLabelText('Товар із каталогу'), 'олія');
    await userEvent.click(await within(form).findByRole('radio', { name: 'Олія CBD 5%' }));
    await userEvent.type(within(form).getByLabelText('Ціна, ₴'), '12.5');
    await userEvent.type(within(form).getByLabelText('Залишок'), '1');
    await userEvent.click(within(form).getByRole('button', { name: 'Додати' }));
    expect(within(form).getByRole('alert').textContent).toBe('Ціна — ціле число гривень, більше нуля; залишок — ціле число від 0');
    expect(sent).toEqual([]);
  });
});
