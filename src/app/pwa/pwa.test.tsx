// @vitest-environment happy-dom
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import type { i18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import ruPwa from '../../../locales/ru/pwa.json';
import ukPwa from '../../../locales/uk/pwa.json';
import { testI18n } from '../../lib/test-i18n';
import { isOffline, updateAvailable, updateDismissed } from '../../lib/service-worker';
import { isCheckoutPath } from './checkout-path';
import { OfflineIndicator } from './OfflineIndicator';
import { UpdateNotice } from './UpdateNotice';

let i18nUk: i18n;
let i18nRu: i18n;
let container: HTMLElement;

/** Shows the piece at an address of the given language. */
function show(ui: ReactNode, { path = '/', lang = 'uk' as 'uk' | 'ru' } = {}) {
  const { hook } = memoryLocation({ path });
  ({ container } = render(
    <I18nextProvider i18n={lang === 'ru' ? i18nRu : i18nUk}>
      <Router hook={hook} base={lang === 'ru' ? '/ru' : ''}>
        {ui}
      </Router>
    </I18nextProvider>,
  ));
}

const buttons = () => screen.queryAllByRole('button').map((b) => b.textContent);

beforeAll(async () => {
  i18nUk = await testI18n('uk', { uk: { pwa: ukPwa } });
  i18nRu = await testI18n('ru', { ru: { pwa: ruPwa } });
});

beforeEach(() => {
  updateAvailable.value = false;
  updateDismissed.value = false;
  isOffline.value = false;
});

afterEach(() => {
  vi.useRealTimers();
});

describe('UpdateNotice', () => {
  it('shows nothing while there is no update', () => {
    show(<UpdateNotice />);
    expect(container.textContent).toBe('');
  });

  it('offers the update with real buttons', () => {
    show(<UpdateNotice />, { path: '/product/5' });
    act(() => {
      updateAvailable.value = true;
    });
    expect(container.textContent).toContain('Доступна нова версія');
    expect(buttons()).toEqual(['Оновити', 'Пізніше']);
    for (const b of screen.getAllByRole('button')) expect(b.getAttribute('type')).toBe('button');
  });

  it('speaks Russian under /ru', () => {
    updateAvailable.value = true;
    show(<UpdateNotice />, { path: '/ru/catalog/c1', lang: 'ru' });
    expect(container.textContent).toContain('Доступна новая версия');
    expect(buttons()).toEqual(['Обновить', 'Позже']);
  });

  it.each([
    ['/checkout', 'uk'],
    ['/repeat-order', 'uk'],
    ['/ru/checkout', 'ru'],
  ] as const)('stays away from %s', (path, lang) => {
    updateAvailable.value = true;
    show(<UpdateNotice />, { path, lang });
    expect(container.textContent).toBe('');
  });

  it('can be dismissed, and a newer update brings it back', async () => {
    updateAvailable.value = true;
    show(<UpdateNotice />);
    await userEvent.click(screen.getByRole('button', { name: 'Пізніше' }));
    expect(container.textContent).toBe('');
    act(() => {
      updateDismissed.value = false;
    });
    expect(container.textContent).toContain('Доступна нова версія');
  });

  it('keeps its live region mounted', () => {
    show(<UpdateNotice />);
    expect(container.querySelector('[aria-live="polite"]')).not.toBeNull();
  });
});

describe('OfflineIndicator', () => {
  it('is a polite status, empty while online', () => {
    show(<OfflineIndicator />);
    const status = screen.getByRole('status');
    expect(status.getAttribute('aria-live')).toBe('polite');
    expect(status.textContent).toBe('');
  });

  it('tells when offline, then briefly when back', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    show(<OfflineIndicator />);
    await act(async () => {
      isOffline.value = true;
    });
    const status = screen.getByRole('status');
    expect(status.textContent).toBe("Немає з'єднання. Показуємо збережені дані");
    expect(status.className).toContain('pwa-offline--offline');
    await act(async () => {
      isOffline.value = false;
    });
    expect(status.textContent).toBe("З'єднання відновлено");
    await act(async () => vi.advanceTimersByTime(3000));
    expect(status.textContent).toBe('');
  });

  it('speaks Russian', () => {
    isOffline.value = true;
    show(<OfflineIndicator />, { path: '/ru', lang: 'ru' });
    expect(container.textContent).toBe('Нет соединения. Показываем сохранённые данные');
  });
});

describe('isCheckoutPath', () => {
  it.each([
    ['/checkout', true],
    ['/checkout/', true],
    ['/ru/checkout', true],
    ['~/ru/checkout', true],
    ['/repeat-order', true],
    ['/ru/repeat-order', true],
    ['/', false],
    ['/ru', false],
    ['/cabinet', false],
    ['/checkouts', false],
    ['/thank-you-page', false],
    ['/product/5', false],
  ])('%s → %s', (path, expected) => {
    expect(isCheckoutPath(path)).toBe(expected);
  });
});
