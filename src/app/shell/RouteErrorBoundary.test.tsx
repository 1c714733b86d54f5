// @vitest-environment happy-dom
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { afterEach, expect, it, vi } from 'vitest';
import ruCommon from '../../../locales/ru/common.json';
import ukCommon from '../../../locales/uk/common.json';
import { testI18n } from '../../lib/test-i18n';
import { RouteErrorBoundary } from './RouteErrorBoundary';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let broken = true;
function FlakyPage() {
  if (broken) throw new Error('the page broke');
  return <p>Сторінка товару</p>;
}

async function show(lang: 'uk' | 'ru', report: (error: unknown) => void, resetKey = '/product/1') {
  const i18n = await testI18n(lang, { uk: { common: ukCommon }, ru: { common: ruCommon } });
  const host = document.createElement('div');
  document.body.append(host);
  const root = createRoot(host);
  const render = (key: string) =>
    act(() =>
      root.render(
        <I18nextProvider i18n={i18n}>
          <RouteErrorBoundary report={report} resetKey={key}>
            <FlakyPage />
          </RouteErrorBoundary>
        </I18nextProvider>,
      ),
    );
  render(resetKey);
  return { host, navigate: render, unmount: () => act(() => root.unmount()) };
}

afterEach(() => {
  broken = true;
  vi.restoreAllMocks();
});

it.each([
  ['uk', 'Щось пішло не так на цій сторінці', 'Спробувати ще раз'],
  ['ru', 'Что-то пошло не так на этой странице', 'Попробовать ещё раз'],
] as const)('a render error shows the friendly page in %s and reports the error once', async (lang, title, retry) => {
  vi.spyOn(console, 'error').mockImplementation(() => {}); // React logs the caught error; the test expects it
  const report = vi.fn();
  const { host, unmount } = await show(lang, report);
  expect(host.querySelector('[role="alert"] h1')?.textContent).toBe(title);
  expect([...host.querySelectorAll('button')].map((b) => b.textContent)).toEqual([retry]);
  expect(report).toHaveBeenCalledTimes(1);
  expect((report.mock.calls[0]![0] as Error).message).toBe('the page broke');
  unmount();
});

it('retry renders the page again, and it shows once it no longer fails', async () => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
  const { host, unmount } = await show('uk', vi.fn());
  broken = false;
  act(() => host.querySelector('button')!.click());
  expect(host.textContent).toBe('Сторінка товару');
  unmount();
});

it('leaving the broken page for another address clears the error page', async () => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
  const { host, navigate, unmount } = await show('uk', vi.fn());
  broken = false;
  navigate('/product/2');
  expect(host.textContent).toBe('Сторінка товару');
  unmount();
});
