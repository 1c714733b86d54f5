// @vitest-environment happy-dom
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { i18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import ukErrors from '../../../locales/uk/errors.json';
import ukWorkspace from '../../../locales/uk/seller-workspace.json';
import type { GalleryPhotos as Gallery } from '../../api/seller-photos';
import { clearResources } from '../../lib/resource';
import { testI18n } from '../../lib/test-i18n';
import { PhotoGallery } from './PhotoGallery';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const KEYS = ['AAAAAAAAAAAAAAAAAAAAAA', 'BBBBBBBBBBBBBBBBBBBBBB', 'CCCCCCCCCCCCCCCCCCCCCC'];
const photo = (key: string, i: number) => ({
  key,
  main: i === 0,
  image: { src: `/media/photo/${key}.webp`, width: 600, height: 600, alt: 'Олія CBD 10%' },
});
const galleryOf = (keys: string[], editable = true): Gallery => ({
  editable,
  max: 10,
  cover: keys.length ? photo(keys[0]!, 0).image : { src: '/media/product/3/0.svg', width: 600, height: 600, alt: 'Олія CBD 10%' },
  photos: keys.map(photo),
});

/** The seller API over one offer's photos: each change answers the gallery it leaves, as the server does. */
let keys: string[];
let editable: boolean;
let calls: { method: string; url: string; body: unknown }[];
async function server(request: Request): Promise<Response> {
  const url = new URL(request.url).pathname;
  const body: unknown = request.method === 'PUT' ? await request.json() : null;
  calls.push({ method: request.method, url, body });
  if (request.method === 'PUT' && url.endsWith('/main')) {
    const { key } = body as { key: string };
    keys = [key, ...keys.filter((k) => k !== key)];
  } else if (request.method === 'PUT') keys = (body as { keys: string[] }).keys;
  else if (request.method === 'DELETE') keys = keys.filter((k) => k !== url.split('/').pop());
  return json({ data: galleryOf(keys, editable) });
}

/** An upload as the browser would send it, which the test answers when it likes. */
class FakeUpload {
  static sent: FakeUpload[] = [];
  upload: { onprogress: ((e: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = { onprogress: null };
  status = 0;
  responseText = '';
  headers: Record<string, string> = {};
  url = '';
  body: unknown;
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  open(_method: string, url: string) {
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name.toLowerCase()] = value;
  }
  send(body: unknown) {
    this.body = body;
    FakeUpload.sent.push(this);
  }
}

const PNG_HEAD = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0];

let i18nUk: i18n;
beforeAll(async () => {
  i18nUk = await testI18n('uk', { uk: { 'seller-workspace': ukWorkspace, errors: ukErrors } });
});
beforeEach(() => {
  clearResources();
  keys = [...KEYS];
  editable = true;
  calls = [];
  changed = [];
  FakeUpload.sent = [];
  vi.stubGlobal('fetch', server);
  vi.stubGlobal('XMLHttpRequest', FakeUpload);
});
afterEach(() => vi.unstubAllGlobals());

let changed: Gallery[];
const show = () =>
  render(
    <I18nextProvider i18n={i18nUk}>
      <PhotoGallery of="offers" id={7} onChange={(gallery) => changed.push(gallery)} />
    </I18nextProvider>,
  );
const places = () => screen.getAllByRole('listitem').map((li) => li.querySelector('img')!.getAttribute('src'));

describe('the offer’s photos editor', () => {
  it('moves a photo up with the keyboard, keeps the focus on it, and makes another the main one', async () => {
    const user = userEvent.setup();
    show();
    expect(await screen.findByText('Фото 1')).toBeTruthy();
    expect(within(screen.getAllByRole('listitem')[0]!).getByText(/головне/)).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Перемістити фото 1 вище' }) as HTMLButtonElement).disabled).toBe(true);

    screen.getByRole('button', { name: 'Перемістити фото 2 вище' }).focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(calls.at(-1)).toMatchObject({ method: 'PUT', body: { keys: [KEYS[1], KEYS[0], KEYS[2]] } }));
    await waitFor(() => expect(places()[0]).toContain(KEYS[1]));
    expect(screen.getByRole('status').textContent).toBe('Фото тепер на місці 1');
    // The moved photo is first now, so its "up" is disabled: the focus stays with it, on its "down".
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Перемістити фото 1 нижче' })));

    await user.click(screen.getByRole('button', { name: 'Зробити головним фото 3' }));
    await waitFor(() => expect(places()[0]).toContain(KEYS[2]));
    expect(calls.at(-1)).toMatchObject({ method: 'PUT', url: '/api/seller-api/offers/7/photos/main', body: { key: KEYS[2] } });
    // The offer's card shows the new main photo.
    expect(changed.at(-1)!.cover.src).toBe(`/media/photo/${KEYS[2]}.webp`);
  });

  it('uploads a photo with its progress, and refuses a wrong file before sending it', async () => {
    const user = userEvent.setup({ applyAccept: false });
    show();
    const input = (await screen.findByLabelText('Додати фото')) as HTMLInputElement;

    await user.upload(input, new File(['GIF89a'], 'anim.gif', { type: 'image/gif' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Фото має бути у форматі JPEG, PNG або WebP');
    expect(FakeUpload.sent).toHaveLength(0);

    const file = new File([new Uint8Array(PNG_HEAD)], 'product.png', { type: 'image/png' });
    await user.upload(input, file);
    await waitFor(() => expect(FakeUpload.sent).toHaveLength(1));
    const sent = FakeUpload.sent[0]!;
    expect([sent.url, sent.headers['content-type'], sent.body]).toEqual(['/api/seller-api/offers/7/photos', 'image/png', file]);
    expect(screen.queryByRole('alert')).toBeNull();

    act(() => sent.upload.onprogress!({ lengthComputable: true, loaded: 50, total: 100 }));
    expect((screen.getByRole('progressbar', { name: 'Завантаження фото' }) as HTMLProgressElement).value).toBe(50);
    expect(screen.getByText('Завантажено 50 %')).toBeTruthy();

    act(() => {
      sent.status = 201;
      sent.responseText = JSON.stringify({ data: galleryOf([...KEYS, 'DDDDDDDDDDDDDDDDDDDDDD']) });
      sent.onload!();
    });
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(4));
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(screen.getByRole('status').textContent).toBe('Фото додано');
  });

  it('says the server’s refusal of an upload', async () => {
    const user = userEvent.setup();
    show();
    await user.upload(await screen.findByLabelText('Додати фото'), new File([new Uint8Array(PNG_HEAD)], 'p.png', { type: 'image/png' }));
    await waitFor(() => expect(FakeUpload.sent).toHaveLength(1));
    act(() => {
      const sent = FakeUpload.sent[0]!;
      sent.status = 422;
      sent.responseText = JSON.stringify({ message: 'Фото має завелику роздільність: не більше 40 мегапікселів' });
      sent.onload!();
    });
    expect((await screen.findByRole('alert')).textContent).toBe('Фото має завелику роздільність: не більше 40 мегапікселів');
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
  });

  it('deletes a photo only once the seller confirms', async () => {
    const user = userEvent.setup();
    show();
    await user.click(await screen.findByRole('button', { name: 'Видалити фото 1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Видалити фото 1?' });
    await user.click(within(dialog).getByRole('button', { name: 'Скасувати' }));
    expect(calls.filter((c) => c.method === 'DELETE')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Видалити фото 1' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Видалити фото 1?' })).getByRole('button', { name: 'Видалити' }));
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(2));
    expect(calls.at(-1)).toMatchObject({ method: 'DELETE', url: `/api/seller-api/offers/7/photos/${KEYS[0]}` });
    expect(places()[0]).toContain(KEYS[1]);
    expect(screen.getByRole('status').textContent).toBe('Фото видалено');
  });

  it('shows another seller’s photos of the goods without a way to change them', async () => {
    editable = false;
    show();
    expect(await screen.findByText('Фото цього товару додав інший продавець: змінювати їх може лише він')).toBeTruthy();
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.queryByLabelText('Додати фото')).toBeNull();
  });

  it('says when the goods have no photos yet', async () => {
    keys = [];
    show();
    expect(await screen.findByText('Фото ще немає: покупці бачать намальовану картинку')).toBeTruthy();
  });
});
