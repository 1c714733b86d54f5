// @vitest-environment happy-dom
import { act, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
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

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let i18nUk: i18n;
let i18nRu: i18n;
let container: HTMLElement;
let root: Root;

function render(ui: ReactNode, { path = '/', lang = 'uk' as 'uk' | 'ru' } = {}) {
  const { hook } = memoryLocation({ path });
  act(() =>
    root.render(
      <I18nextProvider i18n={lang === 'ru' ? i18nRu : i18nUk}>
        <Router hook={hook} base={lang === 'ru' ? '/ru' : ''}>
          {ui}
        </Router>
      </I18nextProvider>,
    ),
  );
}

const buttons = () => Array.from(container.querySelectorAll('button')).map((b) => b.textContent);

beforeAll(async () => {
  i18nUk = await testI18n('uk', { uk: { pwa: ukPwa } });
  i18nRu = await testI18n('ru', { ru: { pwa: ruPwa } });
});

beforeEach(() => {
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
  updateAvailable.value = false;
  updateDismissed.value = false;
  isOffline.value = false;
});

afterEach(() => {
  act(() => root.unmount());
  container.remove();
  vi.useRealTimers();
});

describe('UpdateNotice', () => {
  it('shows nothing while there is no update', () => {
    render(<UpdateNotice />);
    expect(container.textContent).toBe('');
  });

  it('offers the update with real buttons', () => {
    render(<UpdateNotice />, { path: '/product/5' });
    act(() => {
      updateAvailable.value = true;
    });
    expect(container.textContent).toContain('Доступна нова версія');
    expect(buttons()).toEqual(['Оновити', 'Пізніше']);
    for (const b of container.querySelectorAll('button')) expect(b.getAttribute('type')).toBe('button');
  });

  it('speaks Russian under /ru', () => {
    updateAvailable.value = true;
    render(<UpdateNotice />, { path: '/ru/catalog/c1', lang: 'ru' });
    expect(container.textContent).toContain('Доступна новая версия');
    expect(buttons()).toEqual(['Обновить', 'Позже']);
  });

  it.each([
    ['/checkout', 'uk'],
    ['/repeat-order', 'uk'],
    ['/ru/checkout', 'ru'],
  ] as const)('stays away from %s', (path, lang) => {
    updateAvailable.value = true;
    render(<UpdateNotice />, { path, lang });
    expect(container.textContent).toBe('');
  });

  it('can be dismissed, and a newer update brings it back', () => {
    updateAvailable.value = true;
    render(<UpdateNotice />);
    const later = container.querySelectorAll('button')[1]!;
    act(() => later.click());
    expect(container.textContent).toBe('');
    act(() => {
      updateDismissed.value = false;
    });
    expect(container.textContent).toContain('Доступна нова версія');
  });

  it('keeps its live region mounted', () => {
    render(<UpdateNotice />);
    expect(container.querySelector('[aria-live="polite"]')).not.toBeNull();
  });
});

describe('OfflineIndicator', () => {
  it('is a polite status, empty while online', () => {
    render(<OfflineIndicator />);
    const status = container.querySelector('[role="status"]')!;
    expect(status.getAttribute('aria-live')).toBe('polite');
    expect(status.textContent).toBe('');
  });

  it('tells when offline, then briefly when back', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    render(<OfflineIndicator />);
    await act(async () => {
      isOffline.value = true;
    });
    const status = container.querySelector('[role="status"]')!;
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
    render(<OfflineIndicator />, { path: '/ru', lang: 'ru' });
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
