import type { Bi } from './text';

/** Country of a brand: its name (in the brand row and the `country` characteristic) and the adjective for texts. */
export const COUNTRIES = {
  UA: { name: ['Україна', 'Украина'], adjective: ['український', 'украинский'] },
  PL: { name: ['Польща', 'Польша'], adjective: ['польський', 'польский'] },
  CZ: { name: ['Чехія', 'Чехия'], adjective: ['чеський', 'чешский'] },
  SK: { name: ['Словаччина', 'Словакия'], adjective: ['словацький', 'словацкий'] },
  DE: { name: ['Німеччина', 'Германия'], adjective: ['німецький', 'немецкий'] },
  AT: { name: ['Австрія', 'Австрия'], adjective: ['австрійський', 'австрийский'] },
  CH: { name: ['Швейцарія', 'Швейцария'], adjective: ['швейцарський', 'швейцарский'] },
  NL: { name: ['Нідерланди', 'Нидерланды'], adjective: ['нідерландський', 'нидерландский'] },
  DK: { name: ['Данія', 'Дания'], adjective: ['данський', 'датский'] },
  LT: { name: ['Литва', 'Литва'], adjective: ['литовський', 'литовский'] },
  IT: { name: ['Італія', 'Италия'], adjective: ['італійський', 'итальянский'] },
  ES: { name: ['Іспанія', 'Испания'], adjective: ['іспанський', 'испанский'] },
  CA: { name: ['Канада', 'Канада'], adjective: ['канадський', 'канадский'] },
  US: { name: ['США', 'США'], adjective: ['американський', 'американский'] },
  CN: { name: ['Китай', 'Китай'], adjective: ['китайський', 'китайский'] },
} satisfies Record<string, { name: Bi; adjective: Bi }>;

export type CountryCode = keyof typeof COUNTRIES;
