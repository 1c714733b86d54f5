// @vitest-environment happy-dom
import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import ukAutoPurchases from '../../../../locales/uk/auto-purchases.json';
import ukCabinet from '../../../../locales/uk/cabinet.json';
import ukCommon from '../../../../locales/uk/common.json';
import ukErrors from '../../../../locales/uk/errors.json';
import type { AutoPurchaseList, ListFields } from '../../../api/auto-purchases';
import { shopToday } from '../../../domain/calendar-day';
import { flush, queued } from '../../../lib/outbox';
import { closeTestConnection, json, testConnection, type TestConnection } from '../../../lib/test-connection';
import { cabinetTexts, connectionBack, keptOffline, notices, signedIn } from '../shared/test-waiting-changes';
import AutoPurchasesTab from './AutoPurchasesTab';

let connection: TestConnection;
/** The lists the server holds. */
let lists: AutoPurchaseList[];

beforeAll(() => cabinetTexts({ 'auto-purchases': ukAutoPurchases, common: ukCommon, errors: ukErrors, cabinet: ukCabinet }));

beforeEach(async () => {
  lists = [];
  connection = await testConnection((method) => {
    if (method === 'POST') {
      const fields = connection.reached.at(-1)!.body as ListFields;
      lists = [...lists, { ...fields, id: 8, next_date: fields.start_date, is_default: lists.length === 0, items: [] }];
      return json(201, { data: lists });
    }
    return json(200, { data: lists });
  });
  signedIn();
  render(<AutoPurchasesTab />);
  await screen.findByText('Автопокупок ще немає');
});
afterEach(closeTestConnection);

const posts = () => connection.reached.filter((r) => r.method === 'POST');

/** Makes a list with the connection gone: it is kept on the device, and the shopper told so. */
async function createOffline() {
  fireEvent.input(screen.getByLabelText('Назва'), { target: { value: 'Корм щомісяця' } });
  const { entry, told } = await keptOffline(connection, () =>
    fireEvent.submit(screen.getByRole('button', { name: 'Створити список' }).closest('form')!),
  );
  // The form counts a list kept for later as made, and says so beside the notice that it waits.
  expect(told).toEqual([
    ['warn', "Немає зв'язку: зміну збережено на пристрої. Її буде надіслано, щойно з'явиться зв'язок", ''],
    ['success', 'Список автопокупки створено', ''],
  ]);
  return entry;
}

describe('auto purchases without a connection', () => {
  it('a new list waits on the device; once the connection is back it is made once, with its key, and shown', async () => {
    const entry = await createOffline();
    expect(screen.queryByText('Корм щомісяця')).toBeNull();
    await connectionBack(connection);
    expect(notices()).toEqual([['success', "Зміну, що чекала на зв'язок, збережено", '']]);
    await screen.findByText('Корм щомісяця');
    await flush();
    expect(posts()).toEqual([
      {
        method: 'POST',
        path: '/api/customer/auto-purchase-lists',
        key: entry.key,
        body: { name: 'Корм щомісяця', interval_days: 30, start_date: shopToday() },
      },
    ]);
    expect(await queued()).toEqual([]);
  });

  it('a waiting list the server refuses is said with its reasons, is not shown, and is not sent again', async () => {
    await createOffline();
    connection.nextWrites = [
      json(422, {
        message: 'Перевірте правильність заповнення полів',
        errors: { start_date: ['Дата початку має бути не раніше сьогодні'] },
      }),
    ];
    await connectionBack(connection);
    expect(notices()).toEqual([
      [
        'error',
        "Зміну, що чекала на зв'язок, не збережено",
        'Перевірте правильність заповнення полів Дата початку має бути не раніше сьогодні',
      ],
    ]);
    expect(screen.queryByText('Корм щомісяця')).toBeNull();
    await flush();
    expect(posts()).toHaveLength(1);
  });
});
