// @vitest-environment happy-dom
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { i18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import ukProposals from '../../../locales/uk/proposed-products.json';
import ruProposals from '../../../locales/ru/proposed-products.json';
import { clearResources } from '../../lib/resource';
import { testI18n } from '../../lib/test-i18n';
import { ProposalForm } from './ProposalForm';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** The seller API's choices, and a send that answers what `answer` holds. */
const sent: unknown[] = [];
let answer: () => Response;
async function server(request: Request): Promise<Response> {
  const url = new URL(request.url);
  if (request.method === 'POST') {
    sent.push(await request.json());
    // a real answer comes after the field just left has been checked
    await new Promise((resolve) => setTimeout(resolve, 30));
    return answer();
  }
  const category = url.searchParams.get('category_id');
  return json({
    data: {
      categories: [
        { id: 11, name: 'Коти › Сухий корм' },
        { id: 12, name: 'Собаки › Сухий корм' },
      ],
      brands: [{ id: 5, name: 'Acana' }],
      attributes:
        category === '11'
          ? [
              {
                id: 2,
                name: 'Вік',
                values: [
                  { id: 21, name: 'Дорослі' },
                  { id: 22, name: 'Кошенята' },
                ],
              },
            ]
          : [],
    },
  });
}

let uk: i18n;
let ru: i18n;
beforeAll(async () => {
  uk = await testI18n('uk', { uk: { 'proposed-products': ukProposals } });
  ru = await testI18n('ru', { ru: { 'proposed-products': ruProposals } });
});
beforeEach(() => {
  clearResources();
  sent.length = 0;
  answer = () => json({ data: { id: 1 } }, 201);
  vi.stubGlobal('fetch', server);
});
afterEach(() => vi.unstubAllGlobals());

const show = (instance: i18n, onSent = () => {}) =>
  render(
    <I18nextProvider i18n={instance}>
      <ProposalForm onSent={onSent} />
    </I18nextProvider>,
  );

async function fillGood() {
  await userEvent.type(screen.getByLabelText('Назва українською'), 'Корм Зоря для котів');
  await userEvent.type(screen.getByLabelText('Назва російською'), 'Корм Заря для кошек');
  await userEvent.type(screen.getByLabelText('Опис українською'), 'Сухий корм для дорослих котів.');
  await userEvent.type(screen.getByLabelText('Опис російською'), 'Сухой корм для взрослых кошек.');
  await screen.findByRole('option', { name: 'Коти › Сухий корм' });
  await userEvent.selectOptions(screen.getByLabelText('Категорія'), 'Коти › Сухий корм');
  await userEvent.click(await screen.findByRole('checkbox', { name: 'Дорослі' }));
  await userEvent.selectOptions(screen.getByLabelText('Бренд'), 'Acana');
  await userEvent.type(screen.getByLabelText('Ціна, грн'), '349');
  await userEvent.type(screen.getByLabelText('Залишок, шт.'), '12');
  await userEvent.type(screen.getByLabelText('Артикул (vendorCode)'), 'ZR-1');
}

describe('the proposal form', () => {
  it('says what is wrong with a field when it is left, and sends nothing while any field is wrong', async () => {
    show(uk);
    await userEvent.type(screen.getByLabelText('Назва українською'), 'Ко');
    await userEvent.tab();
    expect(await screen.findByText('Назва — від 3 до 200 символів')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Надіслати на модерацію' }));
    await waitFor(() => expect(screen.getAllByRole('alert').length).toBeGreaterThan(1));
    const alerts = screen.getAllByRole('alert').map((a) => a.textContent);
    expect(alerts).toContain('Оберіть категорію');
    expect(alerts).toContain('Ціна — ціле число гривень від 1 до 10 000 000');
    expect(alerts).toContain('Оберіть бренд або вкажіть назву нового');
    expect(screen.getByLabelText('Назва українською').getAttribute('aria-invalid')).toBe('true');
    expect(sent).toEqual([]);
  });

  it('sends the category’s ticked characteristics and the offer, as numbers, and says it is sent', async () => {
    const onSent = vi.fn();
    show(uk, onSent);
    await fillGood();
    await userEvent.click(screen.getByRole('button', { name: 'Надіслати на модерацію' }));
    await waitFor(() => expect(onSent).toHaveBeenCalled());
    expect(sent).toEqual([
      {
        title_uk: 'Корм Зоря для котів',
        title_ru: 'Корм Заря для кошек',
        description_uk: 'Сухий корм для дорослих котів.',
        description_ru: 'Сухой корм для взрослых кошек.',
        category_id: 11,
        brand_id: 5,
        brand_name: '',
        value_ids: [21],
        price: 349,
        stock: 12,
        vendor_code: 'ZR-1',
      },
    ]);
  });

  it('keeps everything typed when the server refuses, with its words under the field', async () => {
    answer = () =>
      json(
        {
          message: 'Перевірте правильність заповнення полів',
          errors: { vendor_code: ['Цей артикул уже має інша ваша пропозиція або товар'] },
        },
        400,
      );
    show(uk);
    await fillGood();
    await userEvent.click(screen.getByRole('button', { name: 'Надіслати на модерацію' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(await screen.findByText('Цей артикул уже має інша ваша пропозиція або товар')).toBeTruthy();
    expect((screen.getByLabelText('Назва українською') as HTMLInputElement).value).toBe('Корм Зоря для котів');
    expect((screen.getByLabelText('Ціна, грн') as HTMLInputElement).value).toBe('349');
    expect((screen.getByRole('checkbox', { name: 'Дорослі' }) as HTMLInputElement).checked).toBe(true);
  });

  it('takes a new brand’s name, and in Russian says its problems in Russian', async () => {
    show(ru);
    await screen.findByRole('option', { name: 'Acana' });
    await userEvent.selectOptions(screen.getByLabelText('Бренд'), 'Нового бренда нет в списке');
    const name = screen.getByLabelText('Название нового бренда');
    await userEvent.type(name, 'Z');
    await userEvent.tab();
    expect(await screen.findByText('Название бренда — от 2 до 60 символов')).toBeTruthy();
    const group = screen.getByRole('group', { name: 'Характеристики' });
    expect(within(group).getByText('Выберите категорию, чтобы указать характеристики')).toBeTruthy();
  });
});
