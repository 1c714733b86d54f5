import { beforeAll, describe, expect, it } from 'vitest';
import ruCommon from '../../locales/ru/common.json';
import ukCommon from '../../locales/uk/common.json';
import { i18next } from './i18n';
import { longShopDate, shopMonthSince } from './shop-date';
import type { Lang } from '../domain/paths';

beforeAll(async () => {
  await i18next.init({
    lng: 'uk',
    resources: { uk: { common: ukCommon }, ru: { common: ruCommon } },
    interpolation: { escapeValue: false },
  });
});

describe('shopMonthSince: the month a seller joined, in the genitive after "з" / "с", on the Kyiv clock', () => {
  it.each<{ lang: Lang; iso: string; text: string }>([
    { lang: 'uk', iso: '2024-01-15', text: 'січня 2024 р.' },
    { lang: 'ru', iso: '2024-01-15', text: 'января 2024 г.' },
    { lang: 'uk', iso: '2023-05-01', text: 'травня 2023 р.' },
    { lang: 'ru', iso: '2023-05-01', text: 'мая 2023 г.' },
    { lang: 'uk', iso: '2025-12-31', text: 'грудня 2025 р.' },
    { lang: 'ru', iso: '2025-12-31', text: 'декабря 2025 г.' },
    // 23:30 UTC on 31 January is already 1 February in Kyiv.
    { lang: 'uk', iso: '2024-01-31T23:30:00Z', text: 'лютого 2024 р.' },
  ])('$lang $iso → $text', ({ lang, iso, text }) => {
    expect(shopMonthSince(lang, iso)).toBe(text);
  });
});

describe('longShopDate: a Kyiv day written out', () => {
  it.each<{ lang: Lang; iso: string; text: string }>([
    { lang: 'uk', iso: '2026-11-24T10:00:00Z', text: '24 листопада 2026 р.' },
    { lang: 'ru', iso: '2026-11-24T10:00:00Z', text: '24 ноября 2026 г.' },
  ])('$lang $iso → $text', ({ lang, iso, text }) => {
    expect(longShopDate(lang, iso)).toBe(text);
  });
});
