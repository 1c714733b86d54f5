// @vitest-environment happy-dom
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { i18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import ukWorkspace from '../../../locales/uk/seller-workspace.json';
import type { SellerOffer } from '../../api/seller-workspace';
import { testI18n } from '../../lib/test-i18n';
import { BulkEdit } from './BulkEdit';

const offer = (id: number, price: number, old_price: number | null): SellerOffer => ({
  id,
  base_product_id: id,
  title: `Товар ${id}`,
  image: { src: `/media/product/${id}/0.svg`, width: 600, height: 600, alt: `Товар ${id}` },
  url: `/product/${id}`,
  price,
  old_price,
  stock: 0,
  min_cart_quantity: 1,
  delivery_days: 1,
  warehouse_id: 1,
  warehouse: { id: 1, title: 'Склад «Зелена хата», м. Київ', city: 'Київ' },
  vendor_code: null,
  status: 'out_of_stock',
});

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** The seller API: records each edit; refuses the offers in `refused` as the server would. */
let edits: { id: number; body: unknown }[];
let refused: Set<number>;
async function server(request: Request): Promise<Response> {
  const id = Number(/\/offers\/(\d+)$/.exec(new URL(request.url).pathname)?.[1]);
  if (refused.has(id)) return json({ message: 'Стара ціна має бути більшою за ціну' }, 400);
  edits.push({ id, body: await request.json() });
  return json({ data: offer(id, 1, null) });
}

let i18nUk: i18n;
beforeAll(async () => {
  i18nUk = await testI18n('uk', { uk: { 'seller-workspace': ukWorkspace } });
});
beforeEach(() => {
  edits = [];
  refused = new Set();
  vi.stubGlobal('fetch', server);
});
afterEach(() => vi.unstubAllGlobals());

function show(offers: SellerOffer[]) {
  const onDone = vi.fn();
  render(
    <I18nextProvider i18n={i18nUk}>
      <BulkEdit offers={offers} onDone={onDone} />
    </I18nextProvider>,
  );
  return onDone;
}

describe('the bulk edit of the offers shown', () => {
  it('raises every price by the percentage in whole hryvnias, and an old price with it', async () => {
    const onDone = show([offer(1, 149, 200), offer(2, 100, null)]);
    await userEvent.type(screen.getByLabelText('Змінити ціни на, %'), '10');
    await userEvent.click(screen.getByRole('button', { name: 'Змінити ціни' }));
    expect((await screen.findByRole('status')).textContent).toBe('Змінено 2 пропозиції');
    expect(edits).toEqual([
      { id: 1, body: { price: 164, old_price: 220 } },
      { id: 2, body: { price: 110 } },
    ]);
    expect(onDone).toHaveBeenCalledOnce();
  });

  it('sets one stock count on every offer shown', async () => {
    show([offer(1, 149, 200), offer(2, 100, null)]);
    await userEvent.type(screen.getByLabelText('Залишок для всіх'), '5');
    await userEvent.click(screen.getByRole('button', { name: 'Встановити залишок' }));
    expect((await screen.findByRole('status')).textContent).toBe('Змінено 2 пропозиції');
    expect(edits).toEqual([
      { id: 1, body: { stock: 5 } },
      { id: 2, body: { stock: 5 } },
    ]);
  });

  it('stops at a refused offer and says how many changed and why', async () => {
    refused = new Set([2]);
    show([offer(1, 149, null), offer(2, 100, null), offer(3, 50, null)]);
    await userEvent.type(screen.getByLabelText('Змінити ціни на, %'), '-10');
    await userEvent.click(screen.getByRole('button', { name: 'Змінити ціни' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Змінено 1 пропозицію. Стара ціна має бути більшою за ціну');
    expect(edits).toEqual([{ id: 1, body: { price: 134 } }]);
  });

  it.each([['0'], ['101'], ['-91'], ['1.5'], ['']])('offers no price change for %j', async (typed) => {
    show([offer(1, 149, null)]);
    if (typed) await userEvent.type(screen.getByLabelText('Змінити ціни на, %'), typed);
    expect((screen.getByRole('button', { name: 'Змінити ціни' }) as HTMLButtonElement).disabled).toBe(true);
  });
});
