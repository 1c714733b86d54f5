// @vitest-environment happy-dom
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { i18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import ukAdmin from '../../../locales/uk/admin.json';
import ukReviewModeration from '../../../locales/uk/review-moderation.json';
import type { ReviewQueueAnswer } from '../../api/review-moderation';
import { testI18n } from '../../lib/test-i18n';
import { ReviewQueues } from './ReviewQueues';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

type Item = ReviewQueueAnswer['items'][number];
/** The review queue API over one product review: the queue answers what the taps left. */
let item: Item;
let premoderation: boolean;
const sent: { method: string; url: string; body: unknown }[] = [];
async function server(req: Request): Promise<Response> {
  const url = new URL(req.url);
  if (req.method !== 'GET') {
    const body: unknown = req.headers.get('content-type')?.includes('json') ? await req.json() : null;
    sent.push({ method: req.method, url: url.pathname, body });
    if (url.pathname.endsWith('/review-settings')) {
      premoderation = (body as { premoderation: boolean }).premoderation;
      return json({ data: { premoderation } });
    }
    if (url.pathname.endsWith('/decision')) {
      const { decision, reason = '' } = body as { decision: string; reason?: string };
      item = { ...item, status: decision === 'hide' ? 'hidden' : 'approved', hidden_reason: reason, undoable: true };
    }
    if (url.pathname.endsWith('/undo')) item = { ...item, status: 'new', hidden_reason: '', undoable: false };
    return json({ data: { id: item.id, message: 'Збережено' } });
  }
  const open = item.status === 'new' ? 1 : 0;
  return json({
    data: {
      premoderation,
      counts: [
        { kind: 'product', open, oldest_hours: open ? 3 : null },
        { kind: 'seller', open: 0, oldest_hours: null },
      ],
      items: url.searchParams.get('kind') === 'product' ? [item] : [],
    },
  });
}

let i18nUk: i18n;
beforeAll(async () => {
  i18nUk = await testI18n('uk', { uk: { admin: ukAdmin, 'review-moderation': ukReviewModeration } });
});
beforeEach(() => {
  item = {
    id: 4,
    subject: 'Олія CBD 10%',
    author: 'Олена Т.',
    rating: 1,
    text: 'Жахливо',
    photos: ['/media/review/a.webp'],
    created_at: '2026-12-02T07:00:00.000Z',
    waited_hours: 3,
    status: 'new',
    hidden_reason: '',
    undoable: false,
  };
  premoderation = false;
  sent.length = 0;
  vi.stubGlobal('fetch', server);
});
afterEach(() => vi.unstubAllGlobals());

const shown = (canSwitchMode: boolean) =>
  render(
    <I18nextProvider i18n={i18nUk}>
      <ReviewQueues canSwitchMode={canSwitchMode} />
    </I18nextProvider>,
  );

describe('the review queues', () => {
  it('hides a review only with a reason, shows why, and undoes it', async () => {
    shown(false);
    const card = await screen.findByRole('listitem', { name: 'Олія CBD 10%: Олена Т.' });
    expect(screen.getByRole('button', { name: /Відгуки про товари/ }).textContent).toContain('1 · найстарша 3 год');
    expect(within(card).getByRole('list', { name: 'Фото відгуку' })).toBeTruthy();
    const hide = within(card).getByRole('button', { name: 'Приховати' });
    expect((hide as HTMLButtonElement).disabled).toBe(true);
    await userEvent.type(within(card).getByLabelText('Причина приховування (її побачить автор)'), 'Образа');
    await userEvent.click(hide);
    const undo = await screen.findByRole('button', { name: 'Скасувати' });
    expect(screen.getByRole('listitem', { name: 'Олія CBD 10%: Олена Т.' }).textContent).toContain('Образа');
    await userEvent.click(undo);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Схвалити' })).toBeTruthy());
    expect(sent.map((s) => [s.url, s.body])).toEqual([
      ['/api/operator/reviews/product/4/decision', { decision: 'hide', reason: 'Образа' }],
      ['/api/operator/reviews/product/4/undo', null],
    ]);
  });

  it('approves in one tap', async () => {
    shown(false);
    await userEvent.click(await screen.findByRole('button', { name: 'Схвалити' }));
    await screen.findByRole('button', { name: 'Скасувати' });
    expect(sent).toEqual([{ method: 'POST', url: '/api/operator/reviews/product/4/decision', body: { decision: 'approve' } }]);
  });

  it('lets an admin, and only an admin, switch pre-moderation on', async () => {
    const { unmount } = shown(false);
    const locked = await screen.findByLabelText('Премодерація: нові відгуки чекають на схвалення');
    expect((locked as HTMLInputElement).disabled).toBe(true);
    unmount();
    shown(true);
    const toggle = await screen.findByLabelText('Премодерація: нові відгуки чекають на схвалення');
    await userEvent.click(toggle);
    await waitFor(() => expect((toggle as HTMLInputElement).checked).toBe(true));
    expect(sent).toEqual([{ method: 'PUT', url: '/api/operator/review-settings', body: { premoderation: true } }]);
  });
});
