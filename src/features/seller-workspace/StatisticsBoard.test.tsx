// @vitest-environment happy-dom
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { i18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import ruCommon from '../../../locales/ru/common.json';
import ruProfile from '../../../locales/ru/seller-profile.json';
import ruWorkspace from '../../../locales/ru/seller-workspace.json';
import ukCommon from '../../../locales/uk/common.json';
import ukProfile from '../../../locales/uk/seller-profile.json';
import ukWorkspace from '../../../locales/uk/seller-workspace.json';
import { clearResources } from '../../lib/resource';
import { testI18n } from '../../lib/test-i18n';
import { StatisticsBoard } from './StatisticsBoard';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const day = (d: string, orders = 0, revenue = 0) => ({ day: d, orders, revenue });
const EMPTY = { orders: 0, cancelled: 0, revenue: 0, average_order: 0, top_offers: [] };
let asked: string[];
let figures: Record<number, object>;
async function server(request: Request): Promise<Response> {
  const url = new URL(request.url);
  asked.push(`${url.pathname}?${url.searchParams.toString()}`);
  return json({ data: figures[Number(url.searchParams.get('days'))] });
}

let i18nUk: i18n;
let i18nRu: i18n;
beforeAll(async () => {
  i18nUk = await testI18n('uk', { uk: { 'seller-profile': ukProfile, 'seller-workspace': ukWorkspace, common: ukCommon } });
  i18nRu = await testI18n('ru', { ru: { 'seller-profile': ruProfile, 'seller-workspace': ruWorkspace, common: ruCommon } });
});
beforeEach(() => {
  asked = [];
  figures = {
    30: {
      days: 30,
      from: '2026-11-04',
      to: '2026-12-03',
      orders: 4,
      cancelled: 1,
      revenue: 1900,
      average_order: 633,
      top_offers: [{ product_id: 12, title: 'Олія CBD 10%', units: 3, revenue: 2700 }],
      per_day: [day('2026-11-04'), day('2026-12-02', 1, 1000), day('2026-12-03', 2, 900)],
    },
    7: { days: 7, from: '2026-11-27', to: '2026-12-03', ...EMPTY, per_day: [day('2026-12-03')] },
  };
  clearResources();
  vi.stubGlobal('fetch', server);
});
afterEach(() => vi.unstubAllGlobals());

const board = (i18n = i18nUk, sellerId = 3) =>
  render(
    <I18nextProvider i18n={i18n}>
      <StatisticsBoard sellerId={sellerId} />
    </I18nextProvider>,
  );

describe('the statistics tab', () => {
  it('shows 30 days first: orders, revenue, average, cancellations, the top offers and the days with orders', async () => {
    board();
    expect(await screen.findByText('з 4 листопада 2026 р. по 3 грудня 2026 р. (за київським часом)')).toBeTruthy();
    const spaced = (text: string | null) => (text ?? '').replace(/\s/g, ' ');
    expect(screen.getAllByRole('definition').map((d) => spaced(d.textContent))).toEqual(['4', '1 900 ₴', '633 ₴', '1']);
    const top = screen.getByText('Олія CBD 10%').parentElement!;
    expect(spaced(top.textContent)).toContain('3 шт. · 2 700 ₴');
    expect(screen.getByText((text) => spaced(text).startsWith('3 грудня 2026 р.: 2 зам., 900 ₴'))).toBeTruthy();
    expect(screen.queryByText(/4 листопада 2026 р.: 0 зам./)).toBeNull();
    expect(screen.getByRole('button', { name: '30 днів' }).getAttribute('aria-pressed')).toBe('true');
    expect(asked).toEqual(['/api/seller-api/statistics?days=30']);
  });

  it('another period asks for it, and a period without orders says so, in Russian', async () => {
    board(i18nRu);
    await screen.findByText('Заказы');
    await userEvent.click(screen.getByRole('button', { name: '7 дней' }));
    await waitFor(() =>
      expect(screen.getByText('За этот период заказов ещё нет. Как только покупатель оформит заказ, он появится здесь.')).toBeTruthy(),
    );
    expect(asked).toContain('/api/seller-api/statistics?days=7');
  });
});
