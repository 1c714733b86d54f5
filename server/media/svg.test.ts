import { describe, expect, it } from 'vitest';
import {
  bannerSvg,
  brandLogoSvg,
  initials,
  productImageSvg,
  productKindForCategoryPath,
  sellerLogoSvg,
  wrapText,
  type ProductImageKind,
} from './svg';

const NASTY = 'Олія <b>"CBD"</b> & Co';

function size(svg: string): { width: string; height: string; viewBox: string } {
  const open = /^<svg\b[^>]*>/.exec(svg)?.[0] ?? '';
  const attr = (name: string) => new RegExp(`\\s${name}="([^"]*)"`).exec(open)?.[1] ?? '';
  return { width: attr('width'), height: attr('height'), viewBox: attr('viewBox') };
}

/** No raw markup from the text, and every & starts an entity. */
function expectEscaped(svg: string) {
  expect(svg).not.toContain('<b>');
  expect(svg).not.toContain('"CBD"');
  expect(svg).not.toMatch(/&(?!#\d+;)/);
  expect(svg).toContain('&#60;b&#62;');
  expect(svg).toContain('&#34;CBD&#34;');
  expect(svg).toContain('&#38; Co');
}

describe('svg pictures', () => {
  it.each<[string, string, [number, number]]>([
    ...(['bottle', 'jar', 'bag', 'box'] as ProductImageKind[]).map((kind, i): [string, string, [number, number]] => [
      `product ${kind}`,
      productImageSvg({ id: 7 + i, index: i, title: NASTY, kind }),
      [600, 600],
    ]),
    ['brand logo', brandLogoSvg({ name: NASTY }), [240, 120]],
    ['seller logo', sellerLogoSvg({ shopName: NASTY }), [160, 160]],
    ['banner', bannerSvg({ id: 3, title: NASTY, subtitle: NASTY, width: 1200, height: 400 }), [1200, 400]],
    ['mini banner', bannerSvg({ id: 4, title: NASTY, subtitle: NASTY, width: 400, height: 200 }), [400, 200]],
  ])('%s has width, height and viewBox and escapes its text', (_name, svg, [w, h]) => {
    expect(size(svg)).toEqual({ width: String(w), height: String(h), viewBox: `0 0 ${w} ${h}` });
    expect(svg).toContain('xmlns="http://www.w3.org/2000/svg"');
    expect(svg.endsWith('</svg>')).toBe(true);
    expectEscaped(svg);
  });

  it('is deterministic and varies with the id and picture index', () => {
    const a = productImageSvg({ id: 1, index: 0, title: 'A', kind: 'jar' });
    expect(productImageSvg({ id: 1, index: 0, title: 'A', kind: 'jar' })).toBe(a);
    expect(productImageSvg({ id: 2, index: 0, title: 'A', kind: 'jar' })).not.toBe(a);
    expect(productImageSvg({ id: 1, index: 1, title: 'A', kind: 'jar' })).not.toBe(a);
  });

  it('wraps long labels into lines with an ellipsis', () => {
    expect(wrapText('Олія CBD 10%, 30 мл', 30, 2)).toEqual(['Олія CBD 10%, 30 мл']);
    const lines = wrapText('Сухий корм PawLeaf з куркою для собак малих порід і конопляним насінням, 12 кг', 24, 2);
    expect(lines).toHaveLength(2);
    for (const l of lines) expect([...l].length).toBeLessThanOrEqual(24);
    expect(lines[1]?.endsWith('…')).toBe(true);
    expect(wrapText('Ультрадовгесловобезпробілівякенепоміщається', 10, 2)).toEqual(['Ультрадов…']);
  });

  it.each([
    ['Конопляна Лавка', 'КЛ'],
    ['ZooHemp', 'ZH'],
    ['Котопес', 'К'],
    ['Хвіст і Лапа', 'ХІ'],
    ['Лавка Здоров’я', 'ЛЗ'],
    ['  ', '?'],
  ])('initials of %s are %s', (name, expected) => {
    expect(initials(name)).toBe(expected);
  });

  it.each<[string[], ProductImageKind]>([
    [['CBD-олії', 'CBD-засоби для людей', 'Олії повного спектра'], 'bottle'],
    [['CBD-масла', 'CBD-средства для людей', 'Капсулы CBD'], 'jar'],
    [['Конопляна косметика', 'Догляд за обличчям', 'Креми для обличчя'], 'jar'],
    [['Конопляна косметика', 'Догляд за волоссям', 'Шампуні'], 'bottle'],
    [['Конопляна їжа', 'Насіння', 'Насіння очищене'], 'bag'],
    [['Конопляная еда', 'Чаи и снеки', 'Травяные чаи'], 'bag'],
    [['Товари для тварин', 'Товари для собак', 'Корми для собак'], 'bag'],
    [['Товари для тварин', 'Товари для котів', 'CBD-засоби для котів'], 'bottle'],
    [['Аксесуари', 'Гриндери'], 'box'],
    [['Аксесуари', 'Зберігання', 'Баночки та контейнери'], 'jar'],
    [[], 'box'],
  ])('picture kind of %j is %s', (path, kind) => {
    expect(productKindForCategoryPath(path)).toBe(kind);
  });
});
