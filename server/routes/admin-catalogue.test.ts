import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOperatorSession, createOperatorUser } from '../services/operator/operator-users';
import { createTestApp, signInTestCustomer, type Method, type TestApp } from '../testing/app';

let t: TestApp;
let admin: string;
let moderator: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await createOperatorSession(t.db, await createOperatorUser(t.db, { phone: '+380501150001', role: 'admin' }));
  moderator = await createOperatorSession(t.db, await createOperatorUser(t.db, { phone: '+380501150002', role: 'moderator' }));
});
afterAll(() => t.close());

const as = (method: Method, url: string, cookies: Record<string, string>, body?: object, lang = 'uk') =>
  t.app.inject({ method, url, cookies, headers: { 'accept-language': lang }, ...(body !== undefined && { payload: body }) });
const asAdmin = (method: Method, url: string, body?: object, lang = 'uk') => as(method, url, { operator_token: admin }, body, lang);
const shopper = (url: string, lang = 'uk') => t.app.inject({ method: 'GET', url, headers: { 'accept-language': lang } });

type MenuItem = { id: number; name: string; children?: MenuItem[] };
/** Every category of the public menu, at any of its levels, by id. */
async function menu(lang = 'uk'): Promise<Map<number, { name: string; parent: number | null }>> {
  const res = await shopper('/api/menu', lang);
  expect(res.statusCode).toBe(200);
  const found = new Map<number, { name: string; parent: number | null }>();
  const walk = (items: MenuItem[], parent: number | null) =>
    items.forEach((item) => {
      found.set(item.id, { name: item.name, parent });
      walk(item.children ?? [], item.id);
    });
  walk(res.json().data as MenuItem[], null);
  return found;
}

const sitemapOf = async (kind: 'categories' | 'brands' | 'products') => (await shopper(`/sitemap/${kind}-1.xml`)).body;
const catalogueVersion = async () =>
  (await t.db.selectFrom('catalogue_version').select('version').where('id', '=', 1).executeTakeFirstOrThrow()).version;
const auditOf = async (subject: string) =>
  (await asAdmin('GET', `/api/operator/audit?subject=${encodeURIComponent(subject)}`)).json().data as {
    action: string;
    before: unknown;
    after: unknown;
  }[];

const newCategory = (changes: Record<string, unknown> = {}) => ({
  parent_id: 1,
  name_uk: 'Олії для котів',
  name_ru: 'Масла для котов',
  description_uk: 'Олії для котів з CBD',
  description_ru: 'Масла для котов с CBD',
  ...changes,
});

async function created(body: object = newCategory()) {
  const res = await asAdmin('POST', '/api/operator/catalogue/categories', body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as { id: number; parent_id: number | null; hidden: boolean; listed: boolean; url: string };
}

let slugSeq = 0;
const newBrand = (changes: Record<string, unknown> = {}) => ({
  name: `Зелена долина ${(slugSeq += 1)}`,
  slug: `green-valley-${slugSeq}`,
  country_uk: 'Україна',
  country_ru: 'Украина',
  description_uk: 'Українські олії',
  description_ru: 'Украинские масла',
  ...changes,
});

describe('who may edit the catalogue', () => {
  const routes: [Method, string, object?][] = [
    ['GET', '/api/operator/catalogue/categories'],
    ['POST', '/api/operator/catalogue/categories', newCategory()],
    ['PUT', '/api/operator/catalogue/categories/2', { name_uk: 'Олії', name_ru: 'Масла' }],
    ['POST', '/api/operator/catalogue/categories/2/move', { parent_id: 1 }],
    ['POST', '/api/operator/catalogue/categories/2/hide'],
    ['POST', '/api/operator/catalogue/categories/2/show'],
    ['GET', '/api/operator/catalogue/brands'],
    ['POST', '/api/operator/catalogue/brands', newBrand()],
    ['PUT', '/api/operator/catalogue/brands/1', newBrand()],
    ['POST', '/api/operator/catalogue/brands/1/hide'],
    ['POST', '/api/operator/catalogue/brands/1/show'],
  ];

  it.each(routes)('%s %s: a moderator gets 403, a shopper or a guest 401, and nothing changes', async (method, url, body) => {
    const before = await catalogueVersion();
    const forModerator = await as(method, url, { operator_token: moderator }, body);
    expect(forModerator.statusCode).toBe(403);
    expect(forModerator.json().message).toBe('Ця дія доступна лише адміністраторам');
    const customer = await signInTestCustomer(t.db);
    expect((await as(method, url, customer.cookies, body)).statusCode).toBe(401);
    expect((await as(method, url, {}, body)).statusCode).toBe(401);
    expect(await catalogueVersion()).toBe(before);
  });

  it('answers an admin with every category and brand', async () => {
    const categories = await asAdmin('GET', '/api/operator/catalogue/categories');
    expect(categories.statusCode).toBe(200);
    const seeded = await t.db.selectFrom('categories').select('id').execute();
    expect(categories.json().data).toHaveLength(seeded.length);
    const brands = await asAdmin('GET', '/api/operator/catalogue/brands');
    expect(brands.statusCode).toBe(200);
    expect(brands.json().data.length).toBeGreaterThan(0);
  });
});

describe('a new category', () => {
  it('refuses a form without names, with too long texts or an unknown parent, every field at once, in the operator’s language', async () => {
    const body = newCategory({ parent_id: 999999, name_uk: '  ', name_ru: 'я'.repeat(101), description_ru: 'я'.repeat(5001) });
    const uk = await asAdmin('POST', '/api/operator/catalogue/categories', body);
    expect(uk.statusCode).toBe(400);
    expect(uk.json()).toEqual({
      message: 'Перевірте правильність заповнення полів',
      errors: {
        name_uk: ["Обов'язкове поле"],
        name_ru: ['Максимальна кількість символів: 100'],
        description_ru: ['Максимальна кількість символів: 5000'],
        parent_id: ['Такої батьківської категорії немає'],
      },
    });
    const ru = await asAdmin('POST', '/api/operator/catalogue/categories', body, 'ru');
    expect(ru.json().errors).toEqual({
      name_uk: ['Обязательное поле'],
      name_ru: ['Максимальное количество символов: 100'],
      description_ru: ['Максимальное количество символов: 5000'],
      parent_id: ['Такой родительской категории нет'],
    });
  });

  it('comes into the menu under its parent in both languages at once, with its SEO text on its page, and is logged', async () => {
    const versionBefore = await catalogueVersion();
    // Asked first, so the answer is kept: the change must reach the kept answer too.
    expect((await menu()).size).toBeGreaterThan(0);
    const category = await created();
    expect(category).toMatchObject({ parent_id: 1, hidden: false, listed: true, url: `/catalog/c${category.id}` });
    expect(await catalogueVersion()).toBeGreaterThan(versionBefore);
    expect((await menu()).get(category.id)).toEqual({ name: 'Олії для котів', parent: 1 });
    expect((await menu('ru')).get(category.id)).toEqual({ name: 'Масла для котов', parent: 1 });
    const page = await shopper(`/api/catalog/c${category.id}`, 'ru');
    expect(page.statusCode).toBe(200);
    expect(page.json().seo.seo_text).toBe('Масла для котов с CBD');
    expect(await sitemapOf('categories')).toContain(`/catalog/c${category.id}<`);
    expect(await auditOf(`category:${category.id}`)).toEqual([
      expect.objectContaining({
        action: 'category.create',
        before: null,
        after: expect.objectContaining({ parent_id: 1, name_uk: 'Олії для котів', name_ru: 'Масла для котов', hidden: false }),
      }),
    ]);
  });

  it('at the top level is a root of the menu', async () => {
    const root = await created(newCategory({ parent_id: null, name_uk: 'Косметика', name_ru: 'Косметика' }));
    expect((await menu()).get(root.id)).toEqual({ name: 'Косметика', parent: null });
  });
});

describe('editing a category', () => {
  it('renames it in Russian: the Russian menu says the new name, the Ukrainian one keeps its own; logged before and after', async () => {
    const category = await created();
    await menu('ru');
    const res = await asAdmin('PUT', `/api/operator/catalogue/categories/${category.id}`, {
      name_uk: 'Олії для котів',
      name_ru: 'Масла для кошек',
      description_uk: '',
      description_ru: 'Новый текст',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await menu('ru')).get(category.id)?.name).toBe('Масла для кошек');
    expect((await menu('uk')).get(category.id)?.name).toBe('Олії для котів');
    expect((await shopper(`/api/catalog/c${category.id}`, 'ru')).json().seo.seo_text).toBe('Новый текст');
    const [entry] = await auditOf(`category:${category.id}`);
    expect(entry).toMatchObject({
      action: 'category.update',
      before: expect.objectContaining({ name_ru: 'Масла для котов', description_ru: 'Масла для котов с CBD' }),
      after: expect.objectContaining({ name_ru: 'Масла для кошек', description_ru: 'Новый текст' }),
    });
  });

  it('refuses empty names and answers 404 for an unknown category', async () => {
    const category = await created();
    const bad = await asAdmin('PUT', `/api/operator/catalogue/categories/${category.id}`, { name_uk: '', name_ru: ' ' }, 'ru');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual({ name_uk: ['Обязательное поле'], name_ru: ['Обязательное поле'] });
    expect((await asAdmin('PUT', '/api/operator/catalogue/categories/999999', { name_uk: 'А', name_ru: 'Б' })).statusCode).toBe(404);
  });
});

describe('moving a category', () => {
  it('puts it under another parent, in the menu at once; logged', async () => {
    const category = await created();
    const other = await created(newCategory({ parent_id: null, name_uk: 'Нова гілка', name_ru: 'Новая ветка' }));
    await menu();
    const res = await asAdmin('POST', `/api/operator/catalogue/categories/${category.id}/move`, { parent_id: other.id });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.parent_id).toBe(other.id);
    expect((await menu()).get(category.id)?.parent).toBe(other.id);
    expect((await auditOf(`category:${category.id}`))[0]).toMatchObject({
      action: 'category.move',
      before: { parent_id: 1 },
      after: { parent_id: other.id },
    });
  });

  it('refuses to put a category under itself or below itself (409), in the operator’s language, and changes nothing', async () => {
    const top = await created(newCategory({ parent_id: null }));
    const child = await created(newCategory({ parent_id: top.id }));
    const grandchild = await created(newCategory({ parent_id: child.id }));
    for (const [target, lang, message] of [
      [top.id, 'uk', 'Категорію не можна перенести в неї саму чи в її підкатегорію'],
      [grandchild.id, 'ru', 'Категорию нельзя перенести в неё саму или в её подкатегорию'],
    ] as const) {
      const res = await asAdmin('POST', `/api/operator/catalogue/categories/${top.id}/move`, { parent_id: target }, lang);
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe(message);
    }
    expect((await t.db.selectFrom('categories').where('id', '=', top.id).select('parent_id').executeTakeFirstOrThrow()).parent_id).toBe(
      null,
    );
    expect((await auditOf(`category:${top.id}`)).map((e) => e.action)).toEqual(['category.create']);
  });

  it('under a hidden parent takes it out of the shop with it', async () => {
    const hiddenTop = await created(newCategory({ parent_id: null }));
    expect((await asAdmin('POST', `/api/operator/catalogue/categories/${hiddenTop.id}/hide`)).statusCode).toBe(200);
    const category = await created();
    expect((await menu()).has(category.id)).toBe(true);
    const moved = await asAdmin('POST', `/api/operator/catalogue/categories/${category.id}/move`, { parent_id: hiddenTop.id });
    expect(moved.json().data).toMatchObject({ hidden: false, listed: false });
    expect((await menu()).has(category.id)).toBe(false);
  });
});

describe('hiding a category', () => {
  /** A seeded category with goods and a subcategory of its own, and one of the subcategory's goods. */
  async function branchWithGoods() {
    const rows = await t.db.selectFrom('categories').select(['id', 'parent_id']).where('listed', '=', 1).execute();
    for (const parent of rows) {
      const child = rows.find((r) => r.parent_id === parent.id);
      if (!child) continue;
      const good = await t.db
        .selectFrom('base_products')
        .where('category_id', '=', child.id)
        .where('best_product_id', '>', 0)
        .select(['id', 'title_uk', 'best_product_id', 'category_id', 'brand_id'])
        .orderBy('id')
        .executeTakeFirst();
      if (good) return { parent: parent.id, child: child.id, good };
    }
    throw new Error('the test catalogue has no category with goods below another');
  }

  const listedIn = async (categoryId: number, baseId: number, brandId: number) => {
    const res = await shopper(`/api/catalog/c${categoryId}?brand=${brandId}&sort=cheap`);
    return (res.json().data.products.content as { base_product_id: number }[]).some((p) => p.base_product_id === baseId);
  };
  const found = async (title: string, baseId: number) =>
    (
      (await shopper(`/api/multisearch/search?query=${encodeURIComponent(title)}`)).json().products.content as { base_product_id: number }[]
    ).some((p) => p.base_product_id === baseId);

  it('takes it, what is below it and their goods out of the menu, listings, search and sitemaps, and showing it brings them back', async () => {
    const { parent, child, good } = await branchWithGoods();
    const below = await created(newCategory({ parent_id: child }));
    // Every answer asked once before, so kept answers must give way.
    expect((await menu()).has(child)).toBe(true);
    expect(await listedIn(parent, good.id, good.brand_id)).toBe(true);
    expect(await found(good.title_uk, good.id)).toBe(true);
    expect(await sitemapOf('categories')).toContain(`/catalog/c${child}<`);
    expect(await sitemapOf('products')).toContain(`/product/${good.best_product_id}<`);

    const hidden = await asAdmin('POST', `/api/operator/catalogue/categories/${child}/hide`);
    expect(hidden.statusCode, hidden.body).toBe(200);
    expect(hidden.json().data).toMatchObject({ hidden: true, listed: false });

    for (const lang of ['uk', 'ru']) {
      const shown = await menu(lang);
      expect(shown.has(child)).toBe(false);
      expect(shown.has(below.id)).toBe(false);
      expect(shown.has(parent)).toBe(true);
    }
    expect((await shopper(`/api/catalog/c${child}`)).statusCode).toBe(404);
    expect((await shopper(`/api/catalog/c${below.id}`)).statusCode).toBe(404);
    expect(await listedIn(parent, good.id, good.brand_id)).toBe(false);
    expect(await found(good.title_uk, good.id)).toBe(false);
    expect(await sitemapOf('categories')).not.toContain(`/catalog/c${child}<`);
    expect(await sitemapOf('categories')).not.toContain(`/catalog/c${below.id}<`);
    expect(await sitemapOf('products')).not.toContain(`/product/${good.best_product_id}<`);
    const footer = (await shopper('/api/menu/footer')).json().data.groups[0].links as { url: string }[];
    expect(footer.map((l) => l.url)).not.toContain(`/catalog/c${child}`);

    const again = await asAdmin('POST', `/api/operator/catalogue/categories/${child}/hide`, undefined, 'ru');
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('Категория уже скрыта');

    const shown = await asAdmin('POST', `/api/operator/catalogue/categories/${child}/show`);
    expect(shown.statusCode, shown.body).toBe(200);
    expect((await menu()).has(child)).toBe(true);
    expect((await shopper(`/api/catalog/c${below.id}`)).statusCode).toBe(200);
    expect(await listedIn(parent, good.id, good.brand_id)).toBe(true);
    expect(await found(good.title_uk, good.id)).toBe(true);
    expect(await sitemapOf('products')).toContain(`/product/${good.best_product_id}<`);
    expect(await sitemapOf('categories')).toContain(`/catalog/c${child}<`);

    expect((await asAdmin('POST', `/api/operator/catalogue/categories/${child}/show`)).json().message).toBe(
      'Категорія й так показується покупцям',
    );
    expect((await auditOf(`category:${child}`)).map((e) => [e.action, e.before, e.after])).toEqual([
      ['category.show', { hidden: true }, { hidden: false }],
      ['category.hide', { hidden: false }, { hidden: true }],
    ]);
  });

  it('keeps a subcategory hidden on its own when its parent is shown again', async () => {
    const top = await created(newCategory({ parent_id: null }));
    const child = await created(newCategory({ parent_id: top.id }));
    await asAdmin('POST', `/api/operator/catalogue/categories/${child.id}/hide`);
    await asAdmin('POST', `/api/operator/catalogue/categories/${top.id}/hide`);
    await asAdmin('POST', `/api/operator/catalogue/categories/${top.id}/show`);
    const shown = await menu();
    expect(shown.has(top.id)).toBe(true);
    expect(shown.has(child.id)).toBe(false);
  });
});

describe('brands', () => {
  it('refuses a form without a name or with a bad slug, and a slug another brand has (409), in the operator’s language', async () => {
    const bad = await asAdmin('POST', '/api/operator/catalogue/brands', newBrand({ name: ' ', slug: 'Зелена' }), 'ru');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual({ name: ['Обязательное поле'], slug: ['Введите корректное значение'] });
    const taken = (await t.db.selectFrom('brands').select('slug').orderBy('id').executeTakeFirstOrThrow()).slug;
    const clash = await asAdmin('POST', '/api/operator/catalogue/brands', newBrand({ slug: taken }));
    expect(clash.statusCode).toBe(409);
    expect(clash.json()).toEqual({
      message: 'Ця адреса вже зайнята іншим брендом',
      errors: { slug: ['Ця адреса вже зайнята іншим брендом'] },
    });
  });

  it('creates one into the brands’ list and sitemap, edits its texts in both languages, and logs both', async () => {
    await shopper('/api/brand');
    const res = await asAdmin('POST', '/api/operator/catalogue/brands', newBrand({ name: 'Ялівець' }));
    expect(res.statusCode, res.body).toBe(201);
    const brand = res.json().data as { id: number; slug: string };
    const names = async () =>
      ((await shopper('/api/brand')).json().data.groups as { brands: { id: number; name: string }[] }[]).flatMap((g) => g.brands);
    expect((await names()).find((b) => b.id === brand.id)?.name).toBe('Ялівець');
    expect(await sitemapOf('brands')).toContain(`/brand/${brand.id}<`);

    const edited = await asAdmin('PUT', `/api/operator/catalogue/brands/${brand.id}`, {
      ...newBrand({ name: 'Ялівець', slug: brand.slug }),
      description_ru: 'Масла из Карпат',
    });
    expect(edited.statusCode, edited.body).toBe(200);
    const page = await shopper(`/api/brand/${brand.id}`, 'ru');
    expect(page.statusCode).toBe(200);
    expect(page.json().seo.seo_text).toBe('Масла из Карпат');
    expect((await auditOf(`brand:${brand.id}`)).map((e) => e.action)).toEqual(['brand.update', 'brand.create']);
    expect((await auditOf(`brand:${brand.id}`))[0]).toMatchObject({
      before: expect.objectContaining({ description_ru: 'Украинские масла' }),
      after: expect.objectContaining({ description_ru: 'Масла из Карпат' }),
    });
  });

  it('hidden, leaves the brands’ list and sitemap, its page is a 404 and its goods leave search; shown, all of it comes back', async () => {
    const good = await t.db
      .selectFrom('base_products')
      .where('best_product_id', '>', 0)
      .select(['id', 'brand_id', 'title_uk', 'best_product_id'])
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    const found = async () =>
      (
        (await shopper(`/api/multisearch/search?query=${encodeURIComponent(good.title_uk)}`)).json().products.content as {
          base_product_id: number;
        }[]
      ).some((p) => p.base_product_id === good.id);
    expect(await found()).toBe(true);
    expect((await shopper(`/api/brand/${good.brand_id}`)).statusCode).toBe(200);

    const hidden = await asAdmin('POST', `/api/operator/catalogue/brands/${good.brand_id}/hide`);
    expect(hidden.statusCode, hidden.body).toBe(200);
    expect((await shopper(`/api/brand/${good.brand_id}`)).statusCode).toBe(404);
    const listed = ((await shopper('/api/brand')).json().data.groups as { brands: { id: number }[] }[]).flatMap((g) => g.brands);
    expect(listed.map((b) => b.id)).not.toContain(good.brand_id);
    expect(await sitemapOf('brands')).not.toContain(`/brand/${good.brand_id}<`);
    expect(await sitemapOf('products')).not.toContain(`/product/${good.best_product_id}<`);
    expect(await found()).toBe(false);
    expect((await asAdmin('POST', `/api/operator/catalogue/brands/${good.brand_id}/hide`)).statusCode).toBe(409);

    expect((await asAdmin('POST', `/api/operator/catalogue/brands/${good.brand_id}/show`)).statusCode).toBe(200);
    expect((await shopper(`/api/brand/${good.brand_id}`)).statusCode).toBe(200);
    expect(await found()).toBe(true);
    expect((await auditOf(`brand:${good.brand_id}`)).map((e) => e.action)).toEqual(['brand.show', 'brand.hide']);
  });
});

describe('characteristics', () => {
  /** A good whose category's listing filters by one of its characteristics, with that value. */
  async function goodWithValue() {
    const rows = await t.db
      .selectFrom('base_products as b')
      .innerJoin('base_product_values as bv', 'bv.base_product_id', 'b.id')
      .innerJoin('attribute_values as v', 'v.id', 'bv.value_id')
      .innerJoin('attributes as a', 'a.id', 'v.attribute_id')
      .where('b.best_product_id', '>', 0)
      .where('a.hidden', '=', 0)
      .where('v.hidden', '=', 0)
      .select(['b.id', 'b.best_product_id', 'b.category_id', 'a.id as attribute_id', 'a.name_uk', 'v.id as value_id', 'v.value_uk'])
      .orderBy('b.id')
      .orderBy('v.id')
      .limit(200)
      .execute();
    const filtered = new Map<number, number[]>();
    for (const row of rows) {
      if (!filtered.has(row.category_id)) filtered.set(row.category_id, await filterIds(row.category_id));
      if (filtered.get(row.category_id)!.includes(row.attribute_id)) return row;
    }
    throw new Error('the test catalogue has no good with a characteristic its listing filters by');
  }
  const productCharacteristics = async (offerId: number, lang = 'uk') =>
    (await shopper(`/api/product/${offerId}`, lang)).json().data.characteristics as { name: string; value: string }[];
  const filterIds = async (categoryId: number) =>
    (
      (await shopper(`/api/catalog/c${categoryId}`)).json().data.products.filters.characteristics as {
        id: number;
        values: { id: number }[];
      }[]
    ).map((c) => c.id);

  it('are only an admin’s to edit', async () => {
    const routes: [Method, string, object?][] = [
      ['GET', '/api/operator/catalogue/attributes'],
      ['POST', '/api/operator/catalogue/attributes', { slug: 'aroma', name_uk: 'Аромат', name_ru: 'Аромат' }],
      ['PUT', '/api/operator/catalogue/attributes/1', { name_uk: 'А', name_ru: 'Б' }],
      ['POST', '/api/operator/catalogue/attributes/1/hide'],
      ['POST', '/api/operator/catalogue/attributes/1/show'],
      ['POST', '/api/operator/catalogue/attributes/1/values', { value_uk: 'А', value_ru: 'Б' }],
      ['PUT', '/api/operator/catalogue/values/1', { value_uk: 'А', value_ru: 'Б' }],
      ['POST', '/api/operator/catalogue/values/1/hide'],
      ['POST', '/api/operator/catalogue/values/1/show'],
    ];
    for (const [method, url, body] of routes) {
      expect((await as(method, url, { operator_token: moderator }, body)).statusCode, url).toBe(403);
      expect((await as(method, url, {}, body)).statusCode, url).toBe(401);
    }
  });

  it('a new one takes a free slug and names in both languages, then values; all logged', async () => {
    const bad = await asAdmin('POST', '/api/operator/catalogue/attributes', { slug: 'Аромат', name_uk: '', name_ru: 'Аромат' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual({ slug: ['Введіть коректне значення'], name_uk: ["Обов'язкове поле"] });
    const taken = (await t.db.selectFrom('attributes').select('slug').orderBy('id').executeTakeFirstOrThrow()).slug;
    const clash = await asAdmin('POST', '/api/operator/catalogue/attributes', { slug: taken, name_uk: 'А', name_ru: 'Б' }, 'ru');
    expect(clash.statusCode).toBe(409);
    expect(clash.json().message).toBe('Этот адрес уже занят другой характеристикой');

    const made = await asAdmin('POST', '/api/operator/catalogue/attributes', { slug: 'aroma', name_uk: 'Аромат', name_ru: 'Аромат' });
    expect(made.statusCode, made.body).toBe(201);
    const id = made.json().data.id as number;
    const value = await asAdmin('POST', `/api/operator/catalogue/attributes/${id}/values`, { value_uk: 'М’ята', value_ru: 'Мята' });
    expect(value.statusCode, value.body).toBe(201);
    expect(value.json().data.values).toEqual([
      expect.objectContaining({ value_uk: 'М’ята', value_ru: 'Мята', hidden: false, products: 0 }),
    ]);
    const emptyValue = await asAdmin('POST', `/api/operator/catalogue/attributes/${id}/values`, { value_uk: ' ', value_ru: 'Мята' });
    expect(emptyValue.json().errors).toEqual({ value_uk: ["Обов'язкове поле"] });
    expect((await auditOf(`attribute:${id}`)).map((e) => e.action)).toEqual(['attribute.create']);
    const valueId = value.json().data.values[0].id as number;
    expect((await auditOf(`attribute-value:${valueId}`)).map((e) => e.action)).toEqual(['attribute-value.create']);
  });

  it('renamed, shows the new name on product pages at once; a renamed value too', async () => {
    const good = await goodWithValue();
    expect(await productCharacteristics(good.best_product_id)).toContainEqual({ name: good.name_uk, value: good.value_uk });
    const renamed = await asAdmin('PUT', `/api/operator/catalogue/attributes/${good.attribute_id}`, {
      name_uk: `${good.name_uk} (новий)`,
      name_ru: 'Новое имя',
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    const value = await asAdmin('PUT', `/api/operator/catalogue/values/${good.value_id}`, {
      value_uk: 'Інше значення',
      value_ru: 'Другое',
    });
    expect(value.statusCode, value.body).toBe(200);
    expect(await productCharacteristics(good.best_product_id)).toContainEqual({ name: `${good.name_uk} (новий)`, value: 'Інше значення' });
    expect(await productCharacteristics(good.best_product_id, 'ru')).toContainEqual({ name: 'Новое имя', value: 'Другое' });
    expect((await auditOf(`attribute-value:${good.value_id}`))[0]).toMatchObject({
      action: 'attribute-value.update',
      before: expect.objectContaining({ value_uk: good.value_uk }),
      after: expect.objectContaining({ value_uk: 'Інше значення' }),
    });
  });

  it('hidden, leaves the listing’s filters and the product page, the goods staying; shown, comes back', async () => {
    const good = await goodWithValue();
    expect(await filterIds(good.category_id)).toContain(good.attribute_id);
    const hidden = await asAdmin('POST', `/api/operator/catalogue/attributes/${good.attribute_id}/hide`);
    expect(hidden.statusCode, hidden.body).toBe(200);
    expect(await filterIds(good.category_id)).not.toContain(good.attribute_id);
    const shownNames = (await productCharacteristics(good.best_product_id)).map((c) => c.value);
    const current = await t.db.selectFrom('attribute_values').where('id', '=', good.value_id).select('value_uk').executeTakeFirstOrThrow();
    expect(shownNames).not.toContain(current.value_uk);
    expect((await shopper(`/api/product/${good.best_product_id}`)).statusCode).toBe(200);
    expect((await asAdmin('POST', `/api/operator/catalogue/attributes/${good.attribute_id}/hide`)).statusCode).toBe(409);
    expect((await asAdmin('POST', `/api/operator/catalogue/attributes/${good.attribute_id}/show`)).statusCode).toBe(200);
    expect(await filterIds(good.category_id)).toContain(good.attribute_id);

    expect((await asAdmin('POST', `/api/operator/catalogue/values/${good.value_id}/hide`)).statusCode).toBe(200);
    expect((await productCharacteristics(good.best_product_id)).map((c) => c.value)).not.toContain(current.value_uk);
    expect((await asAdmin('POST', `/api/operator/catalogue/values/${good.value_id}/show`)).statusCode).toBe(200);
    expect((await productCharacteristics(good.best_product_id)).map((c) => c.value)).toContain(current.value_uk);
    expect((await auditOf(`attribute:${good.attribute_id}`)).map((e) => e.action).slice(0, 2)).toEqual([
      'attribute.show',
      'attribute.hide',
    ]);
  });
});
