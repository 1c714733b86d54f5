// @vitest-environment happy-dom
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { i18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import ukProposals from '../../../locales/uk/proposed-products.json';
import type { OperatorProposal } from '../../api/proposals';
import { clearResources } from '../../lib/resource';
import { testI18n } from '../../lib/test-i18n';
import { ProposalQueue } from './ProposalQueue';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** The queue over one proposal: it answers what the taps left. */
let proposal: OperatorProposal;
const sent: { url: string; body: unknown }[] = [];
async function server(req: Request): Promise<Response> {
  const url = new URL(req.url);
  if (req.method === 'POST') {
    const body: unknown = req.headers.get('content-type')?.includes('json') ? await req.json() : null;
    sent.push({ url: url.pathname, body });
    if (url.pathname.endsWith('/accept')) proposal = { ...proposal, status: 'accepted', undoable: true, product_id: 901 };
    if (url.pathname.endsWith('/refuse'))
      proposal = { ...proposal, status: 'refused', undoable: true, refusal_reason: (body as { reason: string }).reason };
    if (url.pathname.endsWith('/undo'))
      proposal = { ...proposal, status: 'waiting', undoable: false, product_id: null, refusal_reason: '' };
    return json({ data: { id: proposal.id, message: 'Збережено' } });
  }
  const waiting = proposal.status === 'waiting' ? 1 : 0;
  return json({ data: { waiting, oldest_hours: waiting ? 3 : null, items: [proposal] } });
}

let i18nUk: i18n;
beforeAll(async () => {
  i18nUk = await testI18n('uk', { uk: { 'proposed-products': ukProposals } });
});
beforeEach(() => {
  clearResources();
  proposal = {
    id: 4,
    status: 'waiting',
    shop_name: 'Степова олія',
    seller_id: 1,
    title_uk: 'Корм Зоря для котів',
    title_ru: 'Корм Заря для кошек',
    description_uk: 'Сухий корм для дорослих котів.',
    description_ru: 'Сухой корм для взрослых кошек.',
    category: 'Коти › Сухий корм',
    photos: [{ src: '/media/photo/abc.webp', width: 600, height: 600, alt: 'Корм Зоря для котів' }],
    brand: 'Зоря',
    new_brand: true,
    characteristics: [{ attribute: 'Вік', value: 'Дорослі' }],
    price: 349,
    stock: 12,
    vendor_code: 'ZR-1',
    created_at: '2026-12-02T07:00:00.000Z',
    waited_hours: 3,
    decided_at: null,
    refusal_reason: '',
    product_id: null,
    undoable: false,
  };
  sent.length = 0;
  vi.stubGlobal('fetch', server);
});
afterEach(() => vi.unstubAllGlobals());

const show = () =>
  render(
    <I18nextProvider i18n={i18nUk}>
      <ProposalQueue />
    </I18nextProvider>,
  );

describe('the proposed-products queue', () => {
  it('shows how many wait and the oldest’s age, accepts in one tap and undoes it', async () => {
    show();
    const card = await screen.findByRole('listitem', { name: 'Корм Зоря для котів' });
    expect(screen.getByRole('heading', { name: /Запропоновані товари/ }).textContent).toContain('1 · найстаріша 3 год');
    expect(card.textContent).toContain('новий бренд');
    expect(card.textContent).toContain('Вік: Дорослі');
    expect(card.textContent).toContain('чекає 3 год');
    const photos = within(card).getByRole('list', { name: 'Фото товару від продавця' });
    expect(within(photos).getByRole('img', { name: 'Фото 1' }).getAttribute('src')).toBe('/media/photo/abc.webp');
    await userEvent.click(within(card).getByRole('button', { name: 'Схвалити' }));
    const undo = await screen.findByRole('button', { name: 'Скасувати рішення' });
    expect(screen.getByRole('link', { name: 'Корм Зоря для котів' }).getAttribute('href')).toBe('/product/901');
    expect(screen.queryByRole('button', { name: 'Схвалити' })).toBeNull();
    await userEvent.click(undo);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Схвалити' })).toBeTruthy());
    expect(sent).toEqual([
      { url: '/api/operator/proposals/4/accept', body: null },
      { url: '/api/operator/proposals/4/undo', body: null },
    ]);
  });

  it('refuses with the reason typed, which the card then shows', async () => {
    show();
    const card = await screen.findByRole('listitem', { name: 'Корм Зоря для котів' });
    await userEvent.click(within(card).getByRole('button', { name: 'Відхилити' }));
    const reason = screen.getByLabelText('Причина відмови (її побачить продавець)');
    expect(document.activeElement).toBe(reason);
    await userEvent.type(reason, 'Такий товар уже є');
    await userEvent.click(screen.getByRole('button', { name: 'Надіслати відмову' }));
    expect(await screen.findByText('Причина: Такий товар уже є')).toBeTruthy();
    expect(sent).toEqual([{ url: '/api/operator/proposals/4/refuse', body: { reason: 'Такий товар уже є' } }]);
  });

  it('says an empty queue is empty', async () => {
    proposal = { ...proposal, status: 'accepted' };
    const empty = async () => json({ data: { waiting: 0, oldest_hours: null, items: [] } });
    vi.stubGlobal('fetch', empty);
    show();
    expect(await screen.findByText('Нових пропозицій немає')).toBeTruthy();
  });
});
