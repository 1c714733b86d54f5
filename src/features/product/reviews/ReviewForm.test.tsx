// @vitest-environment happy-dom
import { clear, createStore } from 'idb-keyval';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { initReactI18next } from 'react-i18next';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import ukErrors from '../../../../locales/uk/errors.json';
import ukProduct from '../../../../locales/uk/product.json';
import ukReviews from '../../../../locales/uk/reviews.json';
import { i18next } from '../../../lib/i18n';
import { urlOf } from '../../../lib/outbox/request';
import { enqueue, flush, queued } from '../../../lib/outbox';
import { notifications } from '../../../stores/notifications';
import { reviewRequest, reviewsUrl } from '../../../api/reviews';
import { waitingCounts } from './model';
import { ReviewForm } from './ReviewForm';

const PRODUCT = 41;
const PNG_HEAD = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13];

let host: HTMLElement;
let online: boolean;
/** Requests that reached the server: the headers they carried. */
let requests: Headers[];
/** What the server answers next; 201 with a review when nothing is said. */
let answers: Response[];

const review = (text: string) => ({
  data: {
    id: 9001,
    author_name: 'Олена Т.',
    rating: 5,
    advantages: '',
    disadvantages: '',
    text,
    bought: false,
    photos: [],
    created_at: '2026-11-20T10:00:00.000Z',
  },
});
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

beforeAll(async () => {
  await i18next.use(initReactI18next).init({
    lng: 'uk',
    ns: ['reviews', 'errors', 'product'],
    resources: { uk: { reviews: ukReviews, errors: ukErrors, product: ukProduct } },
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
  });
});

beforeEach(async () => {
  await clear(createStore('kramnytsia-outbox', 'entries'));
  notifications.value = [];
  waitingCounts.value = {};
  online = true;
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => online });
  requests = [];
  answers = [];
  vi.stubGlobal('fetch', async (request: Request) => {
    if (!online) throw new TypeError('Failed to fetch');
    requests.push(request.headers);
    return answers.shift() ?? json(201, review('ok'));
  });
  ({ container: host } = render(<ReviewForm productId={PRODUCT} />));
  fireEvent.click(screen.getByRole('button', { name: 'Написати відгук' }));
  // The form's code comes on the first opening.
  await screen.findByRole('form');
});

afterEach(() => {
  vi.unstubAllGlobals();
});

const field = (name: string) => host.querySelector<HTMLTextAreaElement>(`textarea[name="${name}"]`)!;
const errorsShown = () => Array.from(host.querySelectorAll('.field__error')).map((e) => e.textContent);
const titles = () => notifications.value.map((n) => n.title);

// Events are fired one at a time (fireEvent) so each step's check can be seen before the next: typing, then leaving.
const type = (name: string, value: string) => fireEvent.input(field(name), { target: { value } });
const blur = (el: HTMLElement) => fireEvent.focusOut(el);
const star = (n: number) => fireEvent.click(host.querySelectorAll<HTMLInputElement>('input[name="rating"]')[n - 1]!);
/** Sends the form and, when it passes the checks, lets the send finish inside act: it ends with a notice. */
const submit = ({ passes = true } = {}) =>
  act(async () => {
    host.querySelector('form')!.requestSubmit();
    if (passes) await vi.waitFor(() => expect(notifications.value.length).toBeGreaterThan(0));
  });
/** Runs a step and waits for its effect, both inside act, so every update it causes is applied. */
const settle = (step: () => Promise<unknown>, until: () => unknown) =>
  act(async () => {
    await step();
    await vi.waitFor(until);
  });

async function choosePhotos(...files: File[]) {
  const input = host.querySelector<HTMLInputElement>('input[type="file"]')!;
  Object.defineProperty(input, 'files', { configurable: true, value: files });
  await act(async () => input.dispatchEvent(new Event('change', { bubbles: true })));
  await vi.waitFor(() => expect(host.querySelectorAll('.review-photos__list li').length + errorsShown().length).toBeGreaterThan(0));
}
// Node's own File survives IndexedDB as a browser's does; the test DOM's comes back as a plain object without its
// bytes, which the outbox rightly refuses to send. (The app's types know no Node modules, hence the loose import.)
const { File: NodeFile } = (await import('node:buffer' as string)) as { File: typeof File };
const png = (name = 'cat.png') => new NodeFile([new Uint8Array([...PNG_HEAD, 1, 2, 3])], name, { type: 'image/png' });

describe('the review form', () => {
  it('keeps what was typed when it is closed and opened again', () => {
    type('text', 'Майже дописав');
    fireEvent.click(screen.getByRole('button', { name: 'Скасувати' }));
    expect(field('text').closest('[hidden]')).not.toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Написати відгук' }));
    expect(field('text').closest('[hidden]')).toBeNull();
    expect(field('text').value).toBe('Майже дописав');
  });

  it('checks a field when it loses focus, not while typing', () => {
    type('text', '   ');
    expect(errorsShown()).toEqual([]);
    blur(field('text'));
    expect(errorsShown()).toEqual(["Обов'язкове поле"]);
    type('text', 'Добре');
    blur(field('text'));
    expect(errorsShown()).toEqual([]);
  });

  it('checks the stars when chosen, and marks every bad field on sending without calling the server', async () => {
    await submit({ passes: false });
    expect(errorsShown()).toEqual(["Обов'язкове поле", "Обов'язкове поле"]);
    star(4);
    expect(errorsShown()).toEqual(["Обов'язкове поле"]);
    expect(requests).toEqual([]);
  });

  it('refuses a file that is not a photo by its content, and lets a chosen photo be removed', async () => {
    await choosePhotos(new File(['plain text'], 'photo.jpg', { type: 'image/jpeg' }));
    expect(errorsShown()).toEqual(['Фото має бути у форматі JPEG, PNG або WebP']);
    await choosePhotos(png());
    expect(errorsShown()).toEqual([]);
    expect(host.querySelectorAll('.review-photos__list img')).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: 'Прибрати фото cat.png' }));
    expect(host.querySelectorAll('.review-photos__list li')).toHaveLength(0);
  });

  it('offline, keeps the review with its photo in the outbox and says so', async () => {
    online = false;
    star(5);
    type('text', 'Написано в метро');
    await choosePhotos(png());
    await submit();
    expect(titles()).toEqual(["Відгук збережено і буде надіслано, коли з'явиться зв'язок"]);
    const [entry] = await queued('reviews');
    expect(urlOf(entry!.operation)).toBe(reviewsUrl(PRODUCT));
    const parts = entry!.operation.form ?? [];
    expect(parts.find((p) => p.name === 'text')).toEqual({ name: 'text', value: 'Написано в метро' });
    expect(parts.find((p) => p.name === 'rating')).toEqual({ name: 'rating', value: '5' });
    expect(parts.find((p) => p.name === 'photos[]')).toMatchObject({ fileName: 'cat.png' });
    expect(waitingCounts.value[reviewsUrl(PRODUCT)]).toBe(1);
    expect(field('text').value).toBe('');
  });

  // Files read back from the test's IndexedDB are not this DOM's Blobs, so this delivery carries text only
  // (src/lib/outbox/outbox.test.ts sends a stored photo).
  it('when the connection returns, sends the queued review once with its key and says it is published', async () => {
    online = false;
    star(5);
    type('text', 'Написано в метро');
    await submit();
    await flush();
    const [entry] = await queued('reviews');

    online = true;
    await settle(flush, () => expect(titles()).toContain("Зв'язок є: ваш збережений відгук надіслано й опубліковано"));
    expect(requests.map((h) => h.get('Idempotency-Key'))).toEqual([entry!.key]);
    expect(await queued('reviews')).toEqual([]);
    expect(waitingCounts.value[reviewsUrl(PRODUCT)]).toBeUndefined();
  });

  it('online, keeps what was typed when the server refuses it and shows its reasons', async () => {
    answers = [
      json(400, { message: 'Перевірте правильність заповнення полів', errors: { text: ['Максимальна кількість символів: 3000'] } }),
    ];
    star(3);
    type('text', 'Текст');
    await submit();
    expect(errorsShown()).toEqual(['Максимальна кількість символів: 3000']);
    expect(field('text').value).toBe('Текст');
    expect(titles()).toContain('Перевірте правильність заповнення полів');
    expect(requests[0]!.get('Idempotency-Key')).toMatch(/^[\w-]{8,128}$/);
  });

  it('takes back a queued review the server refused later, with its reasons', async () => {
    online = false;
    await enqueue(reviewRequest(PRODUCT, { rating: '2', advantages: 'Ціна', disadvantages: '', text: 'Завеликий' }, [], 'uk'));
    await flush();
    answers = [json(401, { message: 'Увійдіть до свого кабінету, щоб продовжити' })];
    online = true;
    await settle(flush, () => expect(field('text').value).toBe('Завеликий'));
    expect(field('advantages').value).toBe('Ціна');
    expect(host.querySelector<HTMLInputElement>('input[name="rating"][value="2"]')!.checked).toBe(true);
    expect(titles()).toEqual(expect.arrayContaining(['Увійдіть до свого кабінету, щоб продовжити']));
  });

  it('opens by itself for a queued review the server refused later, though the shopper had not opened it', async () => {
    cleanup();
    ({ container: host } = render(<ReviewForm productId={PRODUCT} />));
    expect(host.querySelector('textarea')).toBeNull();
    online = false;
    await enqueue(reviewRequest(PRODUCT, { rating: '4', advantages: '', disadvantages: '', text: 'Не підійшов' }, [], 'uk'));
    await flush();
    answers = [json(401, { message: 'Увійдіть до свого кабінету, щоб продовжити' })];
    online = true;
    await act(() => flush());
    // The form opens, its code comes, and it takes the review back.
    expect(await screen.findByDisplayValue('Не підійшов')).toBe(field('text'));
    expect(screen.getByRole('button', { name: 'Написати відгук' }).getAttribute('aria-expanded')).toBe('true');
    expect(field('text').closest('[hidden]')).toBeNull();
  });
});
