import { describe, expect, it } from 'vitest';
import { checkNewPromoCode, checkNewPromotion, kyivDayFirstInstant, kyivDayLastInstant } from './promo-code-rules';

const TODAY = '2026-12-02';
const code = (over: object = {}) => ({
  code: 'ZYMA15',
  kind: 'percent' as const,
  value: 15,
  starts_on: TODAY,
  ends_on: '2026-12-31',
  ...over,
});

describe('a Kyiv day’s bounds', () => {
  it.each([
    ['2026-12-02', '2026-12-01T22:00:00.000Z', '2026-12-02T21:59:59.000Z'],
    // summer time: UTC+3
    ['2026-07-15', '2026-07-14T21:00:00.000Z', '2026-07-15T20:59:59.000Z'],
    // the day the clocks go back lasts 25 hours
    ['2026-10-25', '2026-10-24T21:00:00.000Z', '2026-10-25T21:59:59.000Z'],
  ])('%s runs from %s to %s', (day, first, last) => {
    expect(kyivDayFirstInstant(day)).toBe(first);
    expect(kyivDayLastInstant(day)).toBe(last);
  });
});

describe('checkNewPromoCode', () => {
  it('stores the code in upper case, money in kopecks, its days as Kyiv instants', () => {
    const { problems, draft } = checkNewPromoCode(
      code({ code: ' zyma15 ', kind: 'fixed', value: 150, min_total: 1000, phone: '067 123 45 67', usage_limit: 1 }),
      TODAY,
    );
    expect(problems).toEqual({});
    expect(draft).toEqual({
      code: 'ZYMA15',
      discount_percent: null,
      discount_kop: 15_000,
      min_total_kop: 100_000,
      phone: '380671234567',
      starts_at: '2026-12-01T22:00:00.000Z',
      expires_at: '2026-12-31T21:59:59.000Z',
      usage_limit: 1,
      per_phone_limit: 0,
    });
  });

  it.each([
    [{ code: 'ZYMA2026' }, {}],
    [{ code: 'ZYMA1' }, { code: 'codeLength' }],
    [{ code: 'ZYM 15' }, { code: 'codeCharacters' }],
    [{ code: 'ЗИМА15' }, { code: 'codeCharacters' }],
    [{ value: 99 }, {}],
    [{ value: 100 }, { value: 'percentRange' }],
    [{ value: 0.5 }, { value: 'percentRange' }],
    [{ kind: 'fixed', value: 1 }, {}],
    [{ kind: 'fixed', value: 10.5 }, { value: 'wholeHryvnias' }],
    [{ min_total: 0.01 }, { min_total: 'wholeHryvnias' }],
    [{ phone: '' }, {}],
    [{ phone: '+380 00 000' }, { phone: 'phoneInvalid' }],
    [{ ends_on: TODAY }, {}],
    [{ starts_on: '2026-11-01', ends_on: '2026-12-01' }, { ends_on: 'endsInPast' }],
    [{ ends_on: '2026-12-01' }, { ends_on: 'endsBeforeStart' }],
    [{ starts_on: '31.12.2026' }, { starts_on: 'dayInvalid' }],
  ])('%j: %j', (over, problems) => {
    expect(checkNewPromoCode(code(over), TODAY).problems).toEqual(problems);
  });
});

describe('checkNewPromotion', () => {
  const promotion = (over: object = {}) => ({
    slug: 'zymovyi-rozprodazh',
    title_uk: 'Зимовий розпродаж',
    title_ru: 'Зимняя распродажа',
    description_uk: 'Опис',
    description_ru: 'Описание',
    terms_uk: 'Умови',
    terms_ru: 'Условия',
    starts_on: TODAY,
    ends_on: '2027-01-10',
    category_ids: [3],
    ...over,
  });

  it.each([
    [{}, {}],
    [{ category_ids: [], product_ids: [12] }, {}],
    [{ category_ids: [] }, { goods: 'goodsRequired' }],
    [{ slug: 'zyma--2026' }, { slug: 'slugInvalid' }],
    [{ slug: 'Zyma' }, { slug: 'slugInvalid' }],
    [{ terms_ru: ' ' }, { terms_ru: 'required' }],
    [{ starts_on: '2027-02-01' }, { ends_on: 'endsBeforeStart' }],
  ])('%j: %j', (over, problems) => {
    expect(checkNewPromotion(promotion(over), TODAY)).toEqual(problems);
  });
});
