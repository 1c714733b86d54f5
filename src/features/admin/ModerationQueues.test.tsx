// @vitest-environment happy-dom
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { i18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import ukAdmin from '../../../locales/uk/admin.json';
import ukProduct from '../../../locales/uk/product.json';
import type { ReportQueue } from '../../api/moderation';
import { testI18n } from '../../lib/test-i18n';
import { ModerationQueues } from './ModerationQueues';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

type Report = ReportQueue['items'][number];
/** The moderation API over one complaint: the queue answers what the taps left. */
let report: Report;
const sent: { url: string; body: unknown }[] = [];
async function server(req: Request): Promise<Response> {
  const url = new URL(req.url);
  if (req.method === 'POST') {
    const body: unknown = req.headers.get('content-type')?.includes('json') ? await req.json() : null;
    sent.push({ url: url.pathname, body });
    if (url.pathname.endsWith('/decision'))
      report = { ...report, status: (body as { decision: Report['status'] }).decision, undoable: true };
    if (url.pathname.endsWith('/undo')) report = { ...report, status: 'open', undoable: false };
    return json({ data: { id: report.id, message: 'Збережено' } });
  }
  const open = report.status === 'open' ? 1 : 0;
  return json({
    data: {
      counts: [
        { kind: 'complaint', open, oldest_hours: open ? 5 : null },
        { kind: 'characteristics', open: 0, oldest_hours: null },
      ],
      items: url.searchParams.get('kind') === 'complaint' ? [report] : [],
    },
  });
}

let i18nUk: i18n;
beforeAll(async () => {
  i18nUk = await testI18n('uk', { uk: { admin: ukAdmin, product: ukProduct } });
});
beforeEach(() => {
  report = {
    id: 9,
    product_id: 3,
    product_name: 'Олія CBD 10%',
    shop_name: 'Степова олія',
    reason: 'counterfeit',
    text: 'Упаковка не та',
    contact: '',
    created_at: '2026-12-02T07:00:00.000Z',
    waited_hours: 5,
    status: 'open',
    decided_at: null,
    undoable: false,
  };
  sent.length = 0;
  vi.stubGlobal('fetch', server);
});
afterEach(() => vi.unstubAllGlobals());

describe('the moderation queues', () => {
  it('shows the count and the oldest wait, decides in one tap and undoes it', async () => {
    render(
      <I18nextProvider i18n={i18nUk}>
        <ModerationQueues />
      </I18nextProvider>,
    );
    const card = await screen.findByRole('listitem', { name: 'Олія CBD 10%' });
    expect(screen.getByRole('button', { name: /Скарги на товари/ }).textContent).toContain('1 · найстарша 5 год');
    expect(card.textContent).toContain('Підробка');
    expect(card.textContent).toContain('чекає 5 год');
    await userEvent.click(within(card).getByRole('button', { name: 'Вирішено' }));
    const undo = await screen.findByRole('button', { name: 'Скасувати рішення' });
    expect(screen.queryByRole('button', { name: 'Відхилити' })).toBeNull();
    await userEvent.click(undo);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Відхилити' })).toBeTruthy());
    expect(sent).toEqual([
      { url: '/api/operator/reports/9/decision', body: { decision: 'resolved' } },
      { url: '/api/operator/reports/9/undo', body: null },
    ]);
  });

  it('says an empty queue is empty', async () => {
    render(
      <I18nextProvider i18n={i18nUk}>
        <ModerationQueues />
      </I18nextProvider>,
    );
    await userEvent.click(await screen.findByRole('button', { name: /Помилки в характеристиках/ }));
    expect(await screen.findByText('Черга порожня')).toBeTruthy();
  });
});
