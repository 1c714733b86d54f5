// @vitest-environment happy-dom
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { i18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { afterEach, describe, expect, it } from 'vitest';
import ruCommon from '../../locales/ru/common.json';
import ukCommon from '../../locales/uk/common.json';
import { ApiFailure } from '../lib/api';
import { pageAttempt } from '../lib/page-retry';
import { isOffline } from '../lib/service-worker';
import { notifications } from '../stores/notifications';
import { testI18n } from '../lib/test-i18n';
import { PageFailure } from './PageFailure';

const texts = { uk: await testI18n('uk', { uk: { common: ukCommon } }), ru: await testI18n('ru', { ru: { common: ruCommon } }) } as Record<
  'uk' | 'ru',
  i18n
>;
afterEach(() => {
  isOffline.value = false;
  pageAttempt.value = 0;
  notifications.value = [];
});

function show(error: unknown, lang: 'uk' | 'ru' = 'uk') {
  render(
    <I18nextProvider i18n={texts[lang]}>
      <Router hook={memoryLocation({ path: '/product/7' }).hook}>
        <PageFailure error={error} />
      </Router>
    </I18nextProvider>,
  );
}

const networkDown = new ApiFailure(0, { message: "Немає зв'язку з сервером" });

describe('a page that could not be loaded', () => {
  it.each([
    ['the network failed', networkDown, false, "Немає зв'язку"],
    ['the browser is offline', new ApiFailure(503, { message: 'busy' }), true, "Немає зв'язку"],
    ['the server failed', new ApiFailure(500, { message: 'Сталася помилка' }), false, 'Не вдалося завантажити сторінку'],
  ])('when %s, says so and offers to try again', async (_case, error, offline, title) => {
    isOffline.value = offline;
    show(error);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(title);
    await userEvent.click(screen.getByRole('button', { name: 'Спробувати ще раз' }));
    expect(pageAttempt.value).toBe(1);
  });

  it('without a connection it raises no error notice: the page itself says what happened', () => {
    show(networkDown);
    expect(notifications.value).toEqual([]);
  });

  it('loads again by itself when the connection returns', () => {
    show(networkDown);
    act(() => void window.dispatchEvent(new Event('online')));
    expect(pageAttempt.value).toBe(1);
  });

  it('a missing page is not retried', () => {
    show(new ApiFailure(404, { message: 'Not found' }));
    expect(screen.queryByRole('button', { name: 'Спробувати ще раз' })).toBeNull();
    act(() => void window.dispatchEvent(new Event('online')));
    expect(pageAttempt.value).toBe(0);
  });

  it('speaks Russian on a Russian page', () => {
    show(networkDown, 'ru');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Нет связи');
    expect(screen.getByRole('button', { name: 'Попробовать ещё раз' })).toBeTruthy();
  });
});
