// @vitest-environment happy-dom
import { render, screen } from '@testing-library/react';
import type { i18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import ruCommon from '../../../locales/ru/common.json';
import ruSeller from '../../../locales/ru/seller.json';
import ruProfile from '../../../locales/ru/seller-profile.json';
import ruWorkspace from '../../../locales/ru/seller-workspace.json';
import ukCommon from '../../../locales/uk/common.json';
import ukSeller from '../../../locales/uk/seller.json';
import ukProfile from '../../../locales/uk/seller-profile.json';
import ukWorkspace from '../../../locales/uk/seller-workspace.json';
import { clearResources } from '../../lib/resource';
import { testI18n } from '../../lib/test-i18n';
import { OwnRatingWindows } from './OwnRatingWindows';

const WINDOWS = [
  { months: 6, rating: 4.5, reviews: 3, positive_percent: 67 },
  { months: 8, rating: 4.5, reviews: 3, positive_percent: 67 },
  { months: 12, rating: 0, reviews: 0, positive_percent: 0 },
];
let asked: string[];
let answer: () => Response;

let i18nUk: i18n;
let i18nRu: i18n;
beforeAll(async () => {
  const texts = (seller: object, profile: object, workspace: object, common: object) => ({
    seller,
    'seller-profile': profile,
    'seller-workspace': workspace,
    common,
  });
  i18nUk = await testI18n('uk', { uk: texts(ukSeller, ukProfile, ukWorkspace, ukCommon) });
  i18nRu = await testI18n('ru', { ru: texts(ruSeller, ruProfile, ruWorkspace, ruCommon) });
});
beforeEach(() => {
  asked = [];
  answer = () => new Response(JSON.stringify({ data: { windows: WINDOWS } }), { headers: { 'content-type': 'application/json' } });
  clearResources();
  vi.stubGlobal('fetch', async (request: Request) => {
    asked.push(new URL(request.url).pathname);
    return answer();
  });
});
afterEach(() => vi.unstubAllGlobals());

const windows = (i18n: i18n, sellerId = 3) =>
  render(
    <I18nextProvider i18n={i18n}>
      <OwnRatingWindows sellerId={sellerId} />
    </I18nextProvider>,
  );
const spaced = (text: string | null) => (text ?? '').replace(/\s+/g, ' ').trim();

describe("the shop's own rating windows", () => {
  it('shows the 6, 8 and 12 months its storefront shows, read from the public answer of this shop', async () => {
    windows(i18nUk);
    expect(await screen.findByRole('heading', { name: 'Рейтинг продавця' })).toBeTruthy();
    expect(screen.getAllByRole('term').map((term) => term.textContent)).toEqual(['за 6 місяців', 'за 8 місяців', 'за 12 місяців']);
    const figures = screen.getAllByRole('definition').map((d) => spaced(d.textContent));
    expect(figures[0]).toContain('4.5 · 3 відгуки · 67% позитивних');
    expect(figures[2]).toBe('відгуків не було');
    expect(asked).toEqual(['/api/seller-info/3/statistic']);
  });

  it('speaks Russian under /ru', async () => {
    windows(i18nRu, 5);
    expect(await screen.findByRole('heading', { name: 'Рейтинг продавца' })).toBeTruthy();
    expect(screen.getAllByRole('term')[0]!.textContent).toBe('за 6 месяцев');
    expect(asked).toEqual(['/api/seller-info/5/statistic']);
  });

  it('says so when the rating cannot be read, instead of showing nothing', async () => {
    answer = () => new Response(JSON.stringify({ message: 'down' }), { status: 500, headers: { 'content-type': 'application/json' } });
    windows(i18nUk);
    expect((await screen.findByRole('alert')).textContent).toBe('Не вдалося завантажити рейтинг магазину');
  });
});
