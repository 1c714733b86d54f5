// @vitest-environment happy-dom
import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { i18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import ruContent from '../../../locales/ru/admin-content.json';
import ruValidation from '../../../locales/ru/validation.json';
import ukContent from '../../../locales/uk/admin-content.json';
import ukValidation from '../../../locales/uk/validation.json';
import type { EditedArticle } from '../../api/admin-content';
import { clearResources } from '../../lib/resource';
import { testI18n } from '../../lib/test-i18n';
import { ArticleEditor } from './ArticleEditor';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const saved: EditedArticle = {
  kind: 'blog',
  id: 5,
  slug: 'cbd-storage',
  title_uk: 'Як зберігати олію',
  title_ru: 'Как хранить масло',
  excerpt_uk: '',
  excerpt_ru: '',
  category_id: 2,
  tag_ids: [],
  body_uk: [
    { type: 'heading', text: 'Де' },
    { type: 'paragraph', content: ['У темряві, як ', { text: 'ця олія', product_id: 44 }] },
  ],
  body_ru: [{ type: 'heading', text: 'Где' }],
  publication: { state: 'draft' },
  status: 'draft',
  published_at: '2026-12-01T10:00:00.000Z',
  url: '/blog/category/2/article/5',
};

/** The back office's content API: what the editor sent, and what the next write answers. */
const sent: { method: string; url: string; body: unknown }[] = [];
let refusal: { status: number; body: unknown } | null = null;
async function server(req: Request): Promise<Response> {
  const url = new URL(req.url).pathname;
  if (url === '/api/operator/content/options')
    return json({
      data: {
        categories: [
          { id: 1, name: 'Поради' },
          { id: 2, name: 'Здоров’я' },
        ],
        tags: [{ id: 3, name: 'CBD' }],
      },
    });
  if (req.method === 'GET' && url === '/api/operator/content/blog/5') return json({ data: saved });
  const body: unknown = await req.json();
  sent.push({ method: req.method, url, body });
  if (refusal) return json(refusal.body, refusal.status);
  return json({ data: { ...saved, ...(body as object), id: 5 } }, req.method === 'POST' ? 201 : 200);
}

let i18nUk: i18n;
let i18nRu: i18n;
beforeAll(async () => {
  i18nUk = await testI18n('uk', { uk: { 'admin-content': ukContent, validation: ukValidation } });
  i18nRu = await testI18n('ru', { ru: { 'admin-content': ruContent, validation: ruValidation } });
});
beforeEach(() => {
  sent.length = 0;
  refusal = null;
  clearResources();
  vi.stubGlobal('fetch', server);
});
afterEach(() => vi.unstubAllGlobals());

const editor = (kind: 'blog' | 'guide', id: number | null, i18nInstance = i18nUk) =>
  render(
    <I18nextProvider i18n={i18nInstance}>
      <ArticleEditor kind={kind} id={id} />
    </I18nextProvider>,
  );

describe('the article editor', () => {
  it('writes a new article as blocks in both languages, moves and deletes blocks, and sends exactly what is shown', async () => {
    const user = userEvent.setup();
    // Longer texts arrive pasted: typing them key by key costs a busy machine seconds each.
    const fill = async (field: HTMLElement, text: string) => {
      await user.click(field);
      await user.paste(text);
    };
    editor('blog', null);
    await user.type(await screen.findByLabelText(/Адреса статті/), 'cbd-storage');
    await user.selectOptions(screen.getByLabelText('Категорія'), 'Здоров’я');
    await user.click(screen.getByLabelText('CBD'));
    const uk = screen.getByRole('group', { name: 'Українською' });
    const ru = screen.getByRole('group', { name: 'Російською' });
    await fill(within(uk).getByLabelText('Заголовок'), 'Як зберігати олію');
    await fill(within(ru).getByLabelText('Заголовок'), 'Как хранить масло');

    const ukBlocks = within(uk).getByRole('group', { name: 'Текст статті: Українською' });
    await user.click(within(ukBlocks).getByRole('button', { name: 'Додати: Абзац' }));
    await fill(within(ukBlocks).getByLabelText('Текст'), 'Тримайте в темряві.');
    await user.click(within(ukBlocks).getByRole('button', { name: 'Додати: Список' }));
    await user.type(within(ukBlocks).getByLabelText(/Пункти списку/), 'Темрява{enter}Прохолода');
    await user.click(within(ukBlocks).getByRole('button', { name: 'Додати: Заголовок розділу' }));
    await fill(within(ukBlocks).getByLabelText('Текст заголовка'), 'Де зберігати');
    // The heading goes to the top: two places up, one press at a time.
    await user.click(within(ukBlocks).getByRole('button', { name: 'Вище: Заголовок розділу 1' }));
    await user.click(within(ukBlocks).getByRole('button', { name: 'Вище: Заголовок розділу 1' }));
    expect(
      within(ukBlocks)
        .getAllByRole('listitem')
        .map((li) => li.getAttribute('aria-label')),
    ).toEqual(['Заголовок розділу 1', 'Абзац 1', 'Список 1']);
    expect(within(ukBlocks).getByRole('button', { name: 'Вище: Заголовок розділу 1' })).toHaveProperty('disabled', true);
    await user.click(within(ukBlocks).getByRole('button', { name: 'Видалити: Список 1' }));

    const ruBlocks = within(ru).getByRole('group', { name: 'Текст статті: Російською' });
    await user.click(within(ruBlocks).getByRole('button', { name: 'Додати: Заголовок розділу' }));
    await fill(within(ruBlocks).getByLabelText('Текст заголовка'), 'Где хранить');

    await user.click(screen.getByLabelText('Опублікувати зараз'));
    await user.click(screen.getByRole('button', { name: 'Зберегти' }));
    expect(await screen.findByText('Збережено')).toBeTruthy();
    expect(sent).toEqual([
      {
        method: 'POST',
        url: '/api/operator/content/blog',
        body: {
          slug: 'cbd-storage',
          title_uk: 'Як зберігати олію',
          title_ru: 'Как хранить масло',
          excerpt_uk: '',
          excerpt_ru: '',
          category_id: 2,
          tag_ids: [3],
          body_uk: [
            { type: 'heading', text: 'Де зберігати' },
            { type: 'paragraph', content: ['Тримайте в темряві.'] },
          ],
          body_ru: [{ type: 'heading', text: 'Где хранить' }],
          publication: { state: 'published' },
        },
      },
    ]);
  });

  it('keeps everything typed when the server refuses, and shows each refusal beside its field', async () => {
    const user = userEvent.setup();
    editor('blog', 5);
    const uk = await screen.findByRole('group', { name: 'Українською' });
    const ru = screen.getByRole('group', { name: 'Російською' });
    await user.clear(within(ru).getByLabelText('Заголовок'));
    refusal = {
      status: 400,
      body: {
        message: 'Перевірте правильність заповнення полів',
        errors: { title_ru: ["Обов'язкове поле"], 'body_uk.1': ['Такого товару немає'] },
      },
    };
    await user.click(screen.getByRole('button', { name: 'Зберегти' }));
    expect((await screen.findAllByRole('alert')).map((a) => a.textContent)).toContain('Перевірте правильність заповнення полів');
    const ruTitle = within(ru).getByLabelText('Заголовок');
    expect(ruTitle.getAttribute('aria-invalid')).toBe('true');
    expect(within(ru).getByText("Обов'язкове поле")).toBeTruthy();
    const paragraph = within(uk).getByRole('listitem', { name: 'Абзац 1' });
    expect(within(paragraph).getByRole('alert').textContent).toBe('Такого товару немає');
    // Nothing typed is lost: the fields hold what they held.
    expect(within(uk).getByLabelText('Заголовок')).toHaveProperty('value', 'Як зберігати олію');
    expect(within(paragraph).getByLabelText('Текст 1')).toHaveProperty('value', 'У темряві, як ');
    expect(within(paragraph).getByLabelText('Текст посилання 2')).toHaveProperty('value', 'ця олія');
    expect(within(paragraph).getByLabelText('Номер пропозиції товару')).toHaveProperty('value', '44');
    expect(screen.getByLabelText(/Адреса статті/)).toHaveProperty('value', 'cbd-storage');

    // Fixed and sent again: the refusals go.
    refusal = null;
    await user.type(ruTitle, 'Как хранить');
    await user.click(screen.getByRole('button', { name: 'Зберегти' }));
    expect(await screen.findByText('Збережено')).toBeTruthy();
    expect(screen.queryByText("Обов'язкове поле")).toBeNull();
    expect(sent.at(-1)).toMatchObject({ method: 'PUT', url: '/api/operator/content/blog/5', body: { title_ru: 'Как хранить' } });
  });

  it('opens a saved article with its preview, and says a required field on leaving it empty', async () => {
    const user = userEvent.setup();
    editor('blog', 5);
    const preview = await screen.findByRole('link', { name: 'Попередній перегляд' });
    expect(preview.getAttribute('href')).toMatch(/^\/admin\/preview\/blog\/5\?v=\d+$/);
    const ukTitle = within(screen.getByRole('group', { name: 'Українською' })).getByLabelText('Заголовок');
    await user.clear(ukTitle);
    await user.tab();
    expect(ukTitle.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText("Обов'язкове поле")).toBeTruthy();
    await user.clear(screen.getByLabelText(/Адреса статті/));
    await user.type(screen.getByLabelText(/Адреса статті/), 'Погана адреса');
    await user.tab();
    expect(screen.getByText('Введіть коректне значення')).toBeTruthy();
    expect(sent).toEqual([]);
  });

  it('writes a guide article, in Russian, with headings and plain paragraphs only, and schedules it', async () => {
    const user = userEvent.setup();
    editor('guide', null, i18nRu);
    const ru = await screen.findByRole('group', { name: 'На русском' });
    expect(screen.queryByLabelText('Категория')).toBeNull();
    const blocks = within(ru).getByRole('group', { name: 'Текст статьи: На русском' });
    expect(
      within(blocks)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Добавить: Заголовок раздела', 'Добавить: Абзац']);
    await user.click(within(blocks).getByRole('button', { name: 'Добавить: Абзац' }));
    expect(within(blocks).queryByRole('button', { name: 'Добавить ссылку на товар' })).toBeNull();
    await user.click(screen.getByLabelText('Запланировать на дату и время'));
    // A date-and-time field is filled by the browser's picker: its value arrives whole.
    fireEvent.change(screen.getByLabelText('Дата и время по Киеву'), { target: { value: '2030-01-15T09:30' } });
    await user.click(screen.getByRole('button', { name: 'Сохранить' }));
    await screen.findByText('Сохранено');
    expect(sent[0]!.body).toMatchObject({
      publication: { state: 'scheduled', at: '2030-01-15T09:30' },
      body_ru: [{ type: 'paragraph', content: [''] }],
    });
    expect(sent[0]!.body).not.toHaveProperty('category_id');
  });
});
