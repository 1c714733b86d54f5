// @vitest-environment happy-dom
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { i18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import ruReviewModeration from '../../../locales/ru/review-moderation.json';
import ruWorkspace from '../../../locales/ru/seller-workspace.json';
import type { SellerReview } from '../../api/review-moderation';
import { testI18n } from '../../lib/test-i18n';
import { ReviewsBoard } from './ReviewsBoard';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

let reviews: SellerReview[];
const asked: string[] = [];
const sent: { url: string; body: unknown }[] = [];
async function server(req: Request): Promise<Response> {
  const url = new URL(req.url);
  if (req.method === 'PUT') {
    const body = (await req.json()) as { text: string };
    sent.push({ url: url.pathname, body });
    if (!body.text.trim()) return json({ message: 'Напишите текст ответа' }, 400);
    const id = Number(url.pathname.split('/')[5]);
    const reply = { author: 'Степова олія', text: body.text, created_at: '2026-12-02T08:00:00.000Z' };
    reviews = reviews.map((r) => (r.id === id ? { ...r, reply } : r));
    return json({ data: reply });
  }
  asked.push(url.search);
  const kind = url.searchParams.get('kind');
  const only = url.searchParams.get('unanswered') === 'true';
  const data = reviews.filter((r) => r.kind === kind && (!only || r.reply === null));
  return json({
    data,
    pagination: { current_page: 1, last_page: 1, per_page: 20, total: data.length },
    unanswered: reviews.filter((r) => r.kind === kind && r.reply === null).length,
  });
}

const review = (id: number, kind: SellerReview['kind'], extra: Partial<SellerReview> = {}): SellerReview => ({
  id,
  kind,
  subject: kind === 'product' ? 'Олія CBD 10%' : '№15',
  product_id: kind === 'product' ? 3 : null,
  author: 'Олена Т.',
  rating: 4,
  text: `Отзыв ${id}`,
  created_at: '2026-12-02T07:00:00.000Z',
  status: 'new',
  reply: null,
  ...extra,
});

let i18nRu: i18n;
beforeAll(async () => {
  i18nRu = await testI18n('ru', { ru: { 'review-moderation': ruReviewModeration, 'seller-workspace': ruWorkspace } });
});
beforeEach(() => {
  reviews = [
    review(1, 'product'),
    review(2, 'product', { status: 'hidden', reply: { author: 'Степова олія', text: 'Было', created_at: '2026-12-01T00:00:00.000Z' } }),
    review(3, 'seller'),
  ];
  asked.length = 0;
  sent.length = 0;
  vi.stubGlobal('fetch', server);
});
afterEach(() => vi.unstubAllGlobals());

const shown = () =>
  render(
    <I18nextProvider i18n={i18nRu}>
      <ReviewsBoard />
    </I18nextProvider>,
  );

describe('the seller’s reviews', () => {
  it('lists product reviews, marks a hidden one, and publishes a reply', async () => {
    shown();
    const [card, hidden] = await screen.findAllByRole('listitem', { name: 'Олія CBD 10%: Олена Т.' });
    expect(screen.getByText('Без ответа: 1')).toBeTruthy();
    expect(hidden!.textContent).toContain('Скрыт модератором');
    expect(within(hidden!).getByRole('button', { name: 'Изменить ответ' })).toBeTruthy();
    await userEvent.type(within(card!).getByLabelText('Публичный ответ'), 'Спасибо!');
    await userEvent.click(within(card!).getByRole('button', { name: 'Ответить' }));
    await waitFor(() => expect(within(card!).getByRole('status').textContent).toBe('Ответ опубликован'));
    expect(sent).toEqual([{ url: '/api/seller-api/reviews/product/1/reply', body: { text: 'Спасибо!' } }]);
    await waitFor(() => expect(screen.getByText('Без ответа: 0')).toBeTruthy());
  });

  it('filters to unanswered ones and switches to the shop’s reviews', async () => {
    shown();
    await screen.findByText('Отзыв 1');
    await userEvent.click(screen.getByLabelText('Только без ответа'));
    await waitFor(() => expect(screen.queryByText('Отзыв 2')).toBeNull());
    expect(asked.at(-1)).toContain('unanswered=true');
    await userEvent.click(screen.getByRole('button', { name: 'О магазине' }));
    expect(await screen.findByText('Отзыв 3')).toBeTruthy();
    expect(screen.queryByText('Отзыв 1')).toBeNull();
  });

  it('says when there are none', async () => {
    reviews = [];
    shown();
    expect(await screen.findByText('Отзывов пока нет')).toBeTruthy();
  });
});
