import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PET_TYPES } from '../../../src/domain/pet-rules';
import type { CategoryPage } from '../../contract/catalog';
import { createTestApp, type TestApp } from '../../testing/app';
import { loadCategories } from './categories';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function widgets(url: string, lang: string) {
  const res = await t.call('GET', url, { lang });
  expect(res.statusCode, url).toBe(200);
  return (res.json() as CategoryPage).data.widgets;
}

/** Which characteristic each widget offers, by slug. */
async function slugOf(attributeId: number) {
  const row = await t.db.selectFrom('attributes').where('id', '=', attributeId).select('slug').executeTakeFirstOrThrow();
  return row.slug;
}

describe('the pet widgets of a category page', () => {
  it.each(['uk', 'ru'])('carry the pet kinds as language-neutral keys, whatever the labels read (%s)', async (lang) => {
    const pets = (await loadCategories(t.db, 'uk')).find((c) => c.name === 'Товари для тварин')!;
    const found = await widgets(`/api/catalog/c${pets.id}`, lang);
    const bySlug = new Map(await Promise.all(found.map(async (w) => [await slugOf(w.attribute_id), w] as const)));

    const petType = bySlug.get('pet_type')!;
    expect(petType.options.map((o) => o.key).sort()).toEqual([...PET_TYPES].sort());
    // Each key belongs to the value its option filters by.
    for (const option of petType.options) {
      const value = await t.db.selectFrom('attribute_values').where('id', '=', option.id).select('key').executeTakeFirstOrThrow();
      expect(value.key).toBe(option.key);
    }
    for (const option of bySlug.get('pet_size')?.options ?? []) expect(option.key).toMatch(/^[a-z]+$/);
  });
});
