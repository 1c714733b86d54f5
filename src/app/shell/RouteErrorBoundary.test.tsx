// @vitest-environment happy-dom
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { afterEach, expect, it, vi } from 'vitest';
import ruCommon from '../../../locales/ru/common.json';
import ukCommon from '../../../locales/uk/common.json';
import { testI18n } from '../../lib/test-i18n';
import { RouteErrorBoundary } from './RouteErrorBoundary';

let broken = true;
function FlakyPage() {
  if (broken) throw new Error('the page broke');
  return <p>Сторінка товару</p>;
}

async function show(lang: 'uk' | 'ru', report: (error: unknown) => void, resetKey = '/product/1') {
  const i18n = await testI18n(lang, { uk: { common: ukCommon }, ru: { common: ruCommon } });
  const page = (key: string) => (
    <I18nextProvider i18n={i18n}>
      <RouteErrorBoundary report={report} resetKey={key}>
        <FlakyPage />
      </RouteErrorBoundary>
    </I18nextProvider>
  );
  const { container, rerender } = render(page(resetKey));
  return { container, navigate: (key: string) => rerender(page(key)) };
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
  await show(lang, report);
  expect(screen.getByRole('alert').contains(screen.getByRole('heading', { level: 1, name: title }))).toBe(true);
  expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual([retry]);
  expect(report).toHaveBeenCalledTimes(1);
  expect((report.mock.calls[0]![0] as Error).message).toBe('the page broke');
});

it('retry renders the page again, and it shows once it no longer fails', async () => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
  const { container } = await show('uk', vi.fn());
  broken = false;
  await userEvent.click(screen.getByRole('button', { name: 'Спробувати ще раз' }));
  expect(container.textContent).toBe('Сторінка товару');
});

it('leaving the broken page for another address clears the error page', async () => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
  const { container, navigate } = await show('uk', vi.fn());
  broken = false;
  navigate('/product/2');
  expect(container.textContent).toBe('Сторінка товару');
});
