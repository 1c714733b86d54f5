// @vitest-environment happy-dom
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { i18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import ukCatalogue from '../../../locales/uk/admin-catalogue.json';
import type { EditedAttribute, EditedBrand, EditedCategory } from '../../api/admin-catalogue';
import { testI18n } from '../../lib/test-i18n';
import { CatalogueSection } from './CatalogueSection';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const category = (id: number, parent_id: number | null, name_uk: string, name_ru: string): EditedCategory => ({
  id,
  parent_id,
  name_uk,
  name_ru,
  description_uk: '',
  description_ru: '',
  hidden: false,
  listed: true,
  products: 3,
  url: `/catalog/c${id}`,
});

/** The back office's API over a small tree: each change is kept, so the list answers what it left. */
let categories: EditedCategory[];
let brands: EditedBrand[];
let attributes: EditedAttribute[];
const sent: { method: string; url: string; body: unknown }[] = [];
async function server(req: Request): Promise<Response> {
  const url = new URL(req.url).pathname;
  const body: unknown = req.headers.get('content-type')?.includes('json') ? await req.json() : null;
  if (req.method === 'GET') return json({ data: url.endsWith('/brands') ? brands : url.endsWith('/attributes') ? attributes : categories });
  sent.push({ method: req.method, url, body });
  if (url.startsWith('/api/operator/catalogue/attributes/')) {
    attributes = attributes.map((a) => ({ ...a, ...(body as Partial<EditedAttribute>) }));
    return json({ data: attributes[0] });
  }
  if (url.startsWith('/api/operator/catalogue/values/')) {
    attributes = attributes.map((a) => ({ ...a, values: a.values.map((v) => ({ ...v, hidden: true })) }));
    return json({ data: attributes[0] });
  }
  const id = Number(/categories\/(\d+)/.exec(url)?.[1]);
  if (url === '/api/operator/catalogue/categories') {
    const made = { ...category(100, null, '', ''), ...(body as Partial<EditedCategory>) };
    categories = [...categories, made];
    return json({ data: made }, 201);
  }
  if (url.endsWith('/move')) return json({ message: 'Категорію не можна перенести в неї саму чи в її підкатегорію' }, 409);
  categories = categories.map((c) => {
    if (c.id !== id) return c;
    if (url.endsWith('/hide')) return { ...c, hidden: true, listed: false };
    return { ...c, ...(body as Partial<EditedCategory>) };
  });
  return json({ data: categories.find((c) => c.id === id) });
}

let i18nUk: i18n;
beforeAll(async () => {
  i18nUk = await testI18n('uk', { uk: { 'admin-catalogue': ukCatalogue } });
});
beforeEach(() => {
  categories = [category(1, null, 'CBD-олії', 'CBD-масла'), category(8, 1, 'CBD для тварин', 'CBD для животных')];
  brands = [];
  attributes = [
    {
      id: 4,
      slug: 'pet_type',
      name_uk: 'Тварина',
      name_ru: 'Животное',
      hidden: false,
      values: [{ id: 40, value_uk: 'Собака', value_ru: 'Собака', hidden: false, products: 7 }],
    },
  ];
  sent.length = 0;
  vi.stubGlobal('fetch', server);
});
afterEach(() => vi.unstubAllGlobals());

const renderSection = () =>
  render(
    <I18nextProvider i18n={i18nUk}>
      <CatalogueSection />
    </I18nextProvider>,
  );

describe('the catalogue section', () => {
  it('adds a subcategory under a category of the tree, renames it in Russian and hides it', async () => {
    const user = userEvent.setup();
    renderSection();
    const pets = await screen.findByRole('group', { name: 'CBD для тварин' });
    await user.click(within(pets).getByRole('button', { name: 'Додати підкатегорію' }));
    // the form takes the cursor, so a keyboard goes on typing
    await user.keyboard('Ласощі');
    await user.type(within(pets).getByLabelText('Назва російською'), 'Лакомства');
    await user.click(within(pets).getByRole('button', { name: 'Створити' }));
    expect(await screen.findByText('Категорію «Ласощі» створено')).toBeTruthy();

    const treats = await screen.findByRole('group', { name: 'Ласощі' });
    await user.click(within(treats).getByRole('button', { name: 'Редагувати' }));
    const ru = within(treats).getByLabelText('Назва російською');
    await user.clear(ru);
    await user.type(ru, 'Вкусняшки');
    await user.click(within(treats).getByRole('button', { name: 'Зберегти' }));
    await screen.findByText('Збережено');
    expect((await screen.findByRole('group', { name: 'Ласощі' })).textContent).toContain('Вкусняшки');

    await user.click(within(screen.getByRole('group', { name: 'Ласощі' })).getByRole('button', { name: 'Приховати' }));
    expect(await within(screen.getByRole('group', { name: 'Ласощі' })).findByText('Приховано')).toBeTruthy();
    expect(sent).toEqual([
      {
        method: 'POST',
        url: '/api/operator/catalogue/categories',
        body: { parent_id: 8, name_uk: 'Ласощі', name_ru: 'Лакомства', description_uk: '', description_ru: '' },
      },
      {
        method: 'PUT',
        url: '/api/operator/catalogue/categories/100',
        body: { name_uk: 'Ласощі', name_ru: 'Вкусняшки', description_uk: '', description_ru: '' },
      },
      { method: 'POST', url: '/api/operator/catalogue/categories/100/hide', body: null },
    ]);
  });

  it('offers no place below a category to move it to, and shows the server’s refusal', async () => {
    const user = userEvent.setup();
    renderSection();
    const top = await screen.findByRole('group', { name: 'CBD-олії' });
    await user.click(within(top).getByRole('button', { name: 'Перенести' }));
    const choice = within(top).getByLabelText('Перенести в');
    expect(
      within(choice)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Верхній рівень']);
    const pets = screen.getByRole('group', { name: 'CBD для тварин' });
    await user.click(within(pets).getByRole('button', { name: 'Перенести' }));
    const petsChoice = within(pets).getByLabelText('Перенести в');
    expect(
      within(petsChoice)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Верхній рівень', 'CBD-олії']);
    await user.click(within(pets).getByRole('button', { name: 'Перенести категорію' }));
    expect((await within(pets).findByRole('alert')).textContent).toBe('Категорію не можна перенести в неї саму чи в її підкатегорію');
  });

  it('renames a characteristic in both languages and hides one of its values', async () => {
    const user = userEvent.setup();
    renderSection();
    const pet = await screen.findByRole('listitem', { name: 'Тварина' });
    await user.click(within(pet).getByRole('button', { name: 'Перейменувати' }));
    const uk = within(pet).getByLabelText('Назва українською');
    await user.clear(uk);
    await user.type(uk, 'Улюбленець');
    await user.click(within(pet).getByRole('button', { name: 'Зберегти' }));
    const renamed = await screen.findByRole('listitem', { name: 'Улюбленець' });
    await user.click(within(renamed).getByText('Значення (1)'));
    const dog = within(renamed).getByRole('listitem', { name: 'Собака' });
    await user.click(within(dog).getByRole('button', { name: 'Приховати: Улюбленець — Собака' }));
    expect(await within(screen.getByRole('listitem', { name: 'Собака' })).findByText(/Приховано/)).toBeTruthy();
    expect(sent).toEqual([
      { method: 'PUT', url: '/api/operator/catalogue/attributes/4', body: { name_uk: 'Улюбленець', name_ru: 'Животное' } },
      { method: 'POST', url: '/api/operator/catalogue/values/40/hide', body: null },
    ]);
  });
});
