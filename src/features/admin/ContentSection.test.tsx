// @vitest-environment happy-dom
import { render, screen, within } from '@testing-library/react';
import type { i18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import ukContent from '../../../locales/uk/admin-content.json';
import type { ArticleListItem } from '../../api/admin-content';
import { clearResources } from '../../lib/resource';
import { testI18n } from '../../lib/test-i18n';
import { ContentSection } from './ContentSection';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const articles: ArticleListItem[] = [
  {
    kind: 'guide',
    id: 8,
    title: 'Подарункові сертифікати',
    status: 'draft',
    published_at: '2026-12-01T10:00:00.000Z',
    url: '/gid-pokupatelya/gifts',
  },
  {
    kind: 'blog',
    id: 31,
    title: 'Олія взимку',
    status: 'scheduled',
    published_at: '2026-12-24T07:30:00.000Z',
    url: '/blog/category/2/article/31',
  },
  {
    kind: 'blog',
    id: 30,
    title: 'Як обрати олію',
    status: 'published',
    published_at: '2026-07-01T06:00:00.000Z',
    url: '/blog/category/1/article/30',
  },
];

let i18nUk: i18n;
beforeAll(async () => {
  i18nUk = await testI18n('uk', { uk: { 'admin-content': ukContent } });
});
beforeEach(() => {
  clearResources();
  history.replaceState(null, '', '/admin?section=content');
  vi.stubGlobal('fetch', async () => json({ data: articles }));
});
afterEach(() => vi.unstubAllGlobals());

describe('the content section', () => {
  it('lists both kinds with their states and Kyiv times, each leading to its editor', async () => {
    render(
      <I18nextProvider i18n={i18nUk}>
        <ContentSection />
      </I18nextProvider>,
    );
    const draft = await screen.findByRole('listitem', { name: 'Подарункові сертифікати' });
    expect(draft.textContent).toContain('Чернетка');
    expect(draft.textContent).toContain('Гід покупця');
    expect(within(draft).queryByRole('link', { name: 'Відкрити на сайті' })).toBeNull();
    expect(within(draft).getByRole('link', { name: 'Редагувати' }).getAttribute('href')).toBe('/admin?section=content&article=guide:8');

    const scheduled = screen.getByRole('listitem', { name: 'Олія взимку' });
    // 07:30 UTC on 24 December is 09:30 in Kyiv (winter time, UTC+2).
    expect(scheduled.textContent).toContain('Заплановано');
    expect(scheduled.textContent).toContain('з 24.12.2026 09:30 за Києвом');

    const published = screen.getByRole('listitem', { name: 'Як обрати олію' });
    // Summer time: UTC+3.
    expect(published.textContent).toContain('з 01.07.2026 09:00');
    expect(within(published).getByRole('link', { name: 'Відкрити на сайті' }).getAttribute('href')).toBe('/blog/category/1/article/30');
    expect(screen.getByRole('link', { name: 'Нова стаття блогу' }).getAttribute('href')).toBe('/admin?section=content&article=new:blog');
  });
});
