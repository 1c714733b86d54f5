// @vitest-environment happy-dom
import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import ukCabinet from '../../../../locales/uk/cabinet.json';
import ukCommon from '../../../../locales/uk/common.json';
import ukErrors from '../../../../locales/uk/errors.json';
import ukFavoriteLists from '../../../../locales/uk/favorite-lists.json';
import type { FavoriteList } from '../../../api/favorites';
import { flush, queued } from '../../../lib/outbox';
import { closeTestConnection, json, testConnection, type TestConnection } from '../../../lib/test-connection';
import { cabinetTexts, connectionBack, keptOffline, notices, signedIn } from '../shared/test-waiting-changes';
import FavoritesTab from './FavoritesTab';

const list = (id: number, name: string, is_default = false): FavoriteList => ({
  id,
  name,
  is_default,
  is_shared: false,
  share_id: `share-${id}`,
  count: 0,
  products: [],
});

let connection: TestConnection;
/** The lists the server holds. */
let lists: FavoriteList[];

beforeAll(() => cabinetTexts({ 'favorite-lists': ukFavoriteLists, common: ukCommon, errors: ukErrors, cabinet: ukCabinet }));

beforeEach(async () => {
  lists = [list(1, 'Обране', true)];
  connection = await testConnection((method, path) => {
    if (method === 'POST' && path === '/api/customer/favorite/lists') {
      lists = [...lists, list(2, (connection.reached.at(-1)!.body as { name: string }).name)];
      return json(201, { data: lists });
    }
    return json(200, { data: path === '/api/customer/favorite/lists' ? lists : { product_ids: [], count: 0, lists: [] } });
  });
  signedIn();
  render(<FavoritesTab />);
  await screen.findByText('Обране');
});
afterEach(closeTestConnection);

const posts = () => connection.reached.filter((r) => r.method === 'POST');

/** Makes a list with the connection gone: it is kept on the device, and the shopper told so. */
async function createOffline() {
  fireEvent.change(screen.getByLabelText('Назва нового списку'), { target: { value: 'Для кота' } });
  const { entry, told } = await keptOffline(connection, () => fireEvent.click(screen.getByRole('button', { name: 'Створити список' })));
  expect(told).toEqual([['warn', "Немає зв'язку: зміну збережено на пристрої. Її буде надіслано, щойно з'явиться зв'язок", '']]);
  return entry;
}

describe('the favourite lists without a connection', () => {
  it('a new list waits on the device; once the connection is back it is made once, with its key, and shown', async () => {
    const entry = await createOffline();
    expect(screen.queryByText('Для кота')).toBeNull();
    await connectionBack(connection);
    expect(notices()).toEqual([['success', "Зміну, що чекала на зв'язок, збережено", '']]);
    await screen.findByText('Для кота');
    await flush();
    expect(posts()).toEqual([{ method: 'POST', path: '/api/customer/favorite/lists', key: entry.key, body: { name: 'Для кота' } }]);
    expect(await queued()).toEqual([]);
  });

  it('a waiting list the server refuses is said with its reasons, is not shown, and is not sent again', async () => {
    await createOffline();
    connection.nextWrites = [json(422, { message: 'Перевірте правильність заповнення полів', errors: { name: ['Такий список уже є'] } })];
    await connectionBack(connection);
    expect(notices()).toEqual([
      ['error', "Зміну, що чекала на зв'язок, не збережено", 'Перевірте правильність заповнення полів Такий список уже є'],
    ]);
    expect(screen.queryByText('Для кота')).toBeNull();
    await flush();
    expect(posts()).toHaveLength(1);
  });
});
