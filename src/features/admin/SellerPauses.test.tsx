// @vitest-environment happy-dom
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { i18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import ukAdmin from '../../../locales/uk/admin.json';
import type { OperatorSeller } from '../../api/operator';
import { testI18n } from '../../lib/test-i18n';
import { SellerPauses } from './SellerPauses';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** The back office's API over one seller: the list answers what the pause and the resume left. */
let seller: OperatorSeller;
const sent: { url: string; body: unknown }[] = [];
async function server(req: Request): Promise<Response> {
  if (req.method === 'POST') {
    const body: unknown = req.headers.get('content-type')?.includes('json') ? await req.json() : null;
    sent.push({ url: new URL(req.url).pathname, body });
    if (req.url.endsWith('/pause'))
      seller = { ...seller, paused_at: '2026-12-02T10:00:00.000Z', pause_reason: (body as { reason: string }).reason };
    if (req.url.endsWith('/resume')) seller = { ...seller, paused_at: null, pause_reason: '' };
    return json({ data: { id: seller.id, message: 'Збережено' } });
  }
  return json({ data: [seller] });
}

let i18nUk: i18n;
beforeAll(async () => {
  i18nUk = await testI18n('uk', { uk: { admin: ukAdmin } });
});
beforeEach(() => {
  seller = { id: 3, shop_name: 'Зоосвіт', phone: '380671112233', offers: 21, paused_at: null, pause_reason: '' };
  sent.length = 0;
  vi.stubGlobal('fetch', server);
});
afterEach(() => vi.unstubAllGlobals());

describe('the sellers section', () => {
  it('pauses a seller with the reason typed, shows it paused, and resumes it', async () => {
    const user = userEvent.setup();
    render(
      <I18nextProvider i18n={i18nUk}>
        <SellerPauses />
      </I18nextProvider>,
    );
    const card = await screen.findByRole('listitem', { name: 'Зоосвіт' });
    expect(card.textContent).toContain('Продає');
    expect(card.textContent).toContain('21 пропозиція');
    await user.click(within(card).getByRole('button', { name: 'Призупинити' }));
    // the reason field takes the cursor, so typing goes on from the keyboard
    await user.keyboard('Скарги покупців');
    await user.click(within(card).getByRole('button', { name: 'Призупинити продавця' }));
    expect(await within(card).findByText('Призупинено')).toBeTruthy();
    expect(card.textContent).toContain('Причина: Скарги покупців');
    await user.click(within(card).getByRole('button', { name: 'Відновити продажі' }));
    expect(await within(card).findByText('Продає')).toBeTruthy();
    expect(sent).toEqual([
      { url: '/api/operator/sellers/3/pause', body: { reason: 'Скарги покупців' } },
      { url: '/api/operator/sellers/3/resume', body: null },
    ]);
  });
});
