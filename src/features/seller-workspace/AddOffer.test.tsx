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

/** What the form sent; the seller offers goods 3 already and uses the vendor code DUP-1 on another offer. */
let sent: unknown[];
/** The goods each check of the seller's offers asked about. */
let checked: string[][];
async function server(request: Request): Promise<Response> {
  const url = new URL(request.url);
  if (url.pathname === '/api/multisearch/live-search') {
    return json({ products: [card(3, 'Олія CBD 10%'), card(4, 'Олія CBD 5%')], categories: [], total: 2, corrected: null });
  }
  if (url.pathname === '/api/seller-api/offers' && request.method === 'GET') {
    const goods = url.searchParams.getAll('goods');
    checked.push(goods);
    const offers = goods.includes('3') ? [{ ...card(3, 'Олія CBD 10%'), id: 900 }] : [];
    return json({ data: offers, meta: { current_page: 1, last_page: 1, per_page: goods.length, total: offers.length } });
  }
  if (url.pathname === '/api/seller-api/offers' && request.method === 'POST') {
    const body = (await request.json()) as { base_product_id: number; price: number; stock: number; vendor_code?: string };
    sent.push(body);
    if (body.vendor_code === 'DUP-1') {
      const message = 'Цей артикул уже має інша ваша пропозиція або товар';
      return json({ message, errors: { vendor_code: [message] } }, 409);
    }
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
  checked = [];
  vi.stubGlobal('fetch', server);
});
afterEach(() => vi.unstubAllGlobals());

describe('adding an offer', () => {
  it('marks the goods the seller offers already and keeps them from being picked', async () => {
    render(
      <I18nextProvider i18n={i18nUk}>
        <AddOffer onAdded={() => undefined} />
      </I18nextProvider>,
    );
    await userEvent.click(screen.getByText('Додати пропозицію'));
    const form = screen.getByRole('form', { name: 'Додати пропозицію' });
    await userEvent.type(within(form).getByLabelText('Товар із каталогу'), 'олія');
    const offered = (await within(form).findByRole('radio', { name: 'Олія CBD 10% Уже у ваших пропозиціях' })) as HTMLInputElement;
    expect(offered.disabled).toBe(true);
    expect(checked.at(-1)).toEqual(['3', '4']);
    const other = within(form).getByRole('radio', { name: 'Олія CBD 5%' }) as HTMLInputElement;
    expect(other.disabled).toBe(false);
    await userEvent.click(offered);
    expect(offered.checked).toBe(false);
    await userEvent.type(within(form).getByLabelText('Ціна, ₴'), '450');
    await userEvent.type(within(form).getByLabelText('Залишок'), '7');
    await userEvent.click(within(form).getByRole('button', { name: 'Додати' }));
    expect(within(form).getByRole('alert').textContent).toBe('Виберіть товар зі знайдених');
    expect(sent).toEqual([]);
  });

  it('adds goods with the price, stock and a trimmed vendor code; a code another offer has is refused and what was typed stays', async () => {
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
    await userEvent.click(await within(form).findByRole('radio', { name: 'Олія CBD 5%' }));
    await userEvent.type(within(form).getByLabelText('Ціна, ₴'), '450');
    await userEvent.type(within(form).getByLabelText('Залишок'), '7');
    const code = within(form).getByLabelText('Артикул (vendorCode), якщо є') as HTMLInputElement;
    await userEvent.type(code, 'DUP-1');
    await userEvent.click(within(form).getByRole('button', { name: 'Додати' }));
    await waitFor(() => expect(within(form).getByRole('alert').textContent).toBe('Цей артикул уже має інша ваша пропозиція або товар'));
    expect(added).not.toHaveBeenCalled();
    // what was typed stays, the code marked as the field to change
    expect((within(form).getByLabelText('Ціна, ₴') as HTMLInputElement).value).toBe('450');
    expect(code.value).toBe('DUP-1');
    expect(code.getAttribute('aria-invalid')).toBe('true');
    expect((within(form).getByRole('radio', { name: 'Олія CBD 5%' }) as HTMLInputElement).checked).toBe(true);

    await userEvent.clear(code);
    expect(code.hasAttribute('aria-invalid')).toBe(false);
    await userEvent.type(code, '  CBD-5 ');
    await userEvent.click(within(form).getByRole('button', { name: 'Додати' }));
    await waitFor(() => expect(within(form).getByRole('status').textContent).toBe('Пропозицію «Олія CBD 5%» додано'));
    expect(sent.at(-1)).toEqual({ base_product_id: 4, price: 450, stock: 7, vendor_code: 'CBD-5' });
    expect(added).toHaveBeenCalledTimes(1);
    expect((within(form).getByLabelText('Ціна, ₴') as HTMLInputElement).value).toBe('');
    expect(code.value).toBe('');
  });

  it('sends no vendor code when none is typed, and refuses one longer than a feed’s before sending', async () => {
    render(
      <I18nextProvider i18n={i18nUk}>
        <AddOffer onAdded={() => undefined} />
      </I18nextProvider>,
    );
    await userEvent.click(screen.getByText('Додати пропозицію'));
    const form = screen.getByRole('form', { name: 'Додати пропозицію' });
    await userEvent.type(within(form).getByLabelText('Товар із каталогу'), 'олія');
    await userEvent.click(await within(form).findByRole('radio', { name: 'Олія CBD 5%' }));
    await userEvent.type(within(form).getByLabelText('Ціна, ₴'), '99');
    await userEvent.type(within(form).getByLabelText('Залишок'), '0');
    const code = within(form).getByLabelText('Артикул (vendorCode), якщо є');
    await userEvent.click(code);
    await userEvent.paste('x'.repeat(65));
    await userEvent.click(within(form).getByRole('button', { name: 'Додати' }));
    expect(within(form).getByRole('alert').textContent).toBe('Артикул (vendorCode) — не довший за 64 символи');
    expect(sent).toEqual([]);
    await userEvent.clear(code);
    await userEvent.type(code, '   ');
    await userEvent.click(within(form).getByRole('button', { name: 'Додати' }));
    await waitFor(() => expect(sent).toEqual([{ base_product_id: 4, price: 99, stock: 0 }]));
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
