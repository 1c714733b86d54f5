import type { Insertable } from 'kysely';
import { paths } from '../../../src/domain/paths';
import type { GuideArticleTable, MediaSliderItemTable } from '../schema';
import type { Catalogue } from './catalogue-tree';
import { GUIDE_ARTICLES, guideBody } from './guide-articles';
import type { Bi } from './text';

export function buildGuide(): Insertable<GuideArticleTable>[] {
  return GUIDE_ARTICLES.map((g, i) => ({
    id: i + 1,
    slug: g.slug,
    title_uk: g.title[0],
    title_ru: g.title[1],
    body_uk: guideBody(g, 0),
    body_ru: guideBody(g, 1),
    sort: (i + 1) * 10,
  }));
}

export function buildSliders(catalogue: Catalogue): Insertable<MediaSliderItemTable>[] {
  const category = (nameUk: string) => {
    const id = catalogue.idByName.get(nameUk);
    if (id === undefined) throw new Error(`no category ${nameUk}`);
    return `/catalog/c${id}`;
  };
  const items: [MediaSliderItemTable['place'], Bi, Bi, string][] = [
    ['tabs', ['CBD-олії', 'CBD-масла'], ['Повний і широкий спектр, ізолят', 'Полный и широкий спектр, изолят'], category('CBD-олії')],
    [
      'tabs',
      ['Для собак і котів', 'Для собак и кошек'],
      ['Корм, ласощі та догляд', 'Корм, лакомства и уход'],
      category('Товари для тварин'),
    ],
    ['tabs', ['Конопляна їжа', 'Конопляная еда'], ['Насіння, олія, протеїн', 'Семена, масло, протеин'], category('Конопляна їжа')],
    ['tabs', ['Косметика', 'Косметика'], ['Догляд з конопляною олією', 'Уход с конопляным маслом'], category('Конопляна косметика')],
    [
      'banner',
      ['Знижка 10% на першу покупку', 'Скидка 10% на первую покупку'],
      ['Промокод HEMP10 діє до кінця 2027 року', 'Промокод HEMP10 действует до конца 2027 года'],
      paths.promotion('znyzhka-10-na-pershu-pokupku'),
    ],
    [
      'banner',
      ['Спокійна осінь для улюбленців', 'Спокойная осень для питомцев'],
      ['CBD для собак і котів зі знижкою 15%', 'CBD для собак и кошек со скидкой 15%'],
      paths.promotion('spokiina-osin-dlia-uliublentsiv'),
    ],
    [
      'banner',
      ['Блог про коноплі без міфів', 'Блог о конопле без мифов'],
      ['Рецепти, поради та огляди законодавства', 'Рецепты, советы и обзоры законодательства'],
      '/blog',
    ],
    ['mini_banner', ['Насіння для сніданку', 'Семена для завтрака'], ['Від 99 ₴', 'От 99 ₴'], category('Насіння очищене')],
    [
      'mini_banner',
      ['Популярні бренди', 'Популярные бренды'],
      ['Green Meadow, Nordic Leaf та інші', 'Green Meadow, Nordic Leaf и другие'],
      '/brand',
    ],
    [
      'mini_banner',
      ['Як обрати CBD-олію', 'Как выбрать CBD-масло'],
      ['Коротко в гіді покупця', 'Коротко в гиде покупателя'],
      '/gid-pokupatelya/yak-obraty-cbd-oliiu',
    ],
  ];
  return items.map(([place, title, subtitle, url], i) => ({
    id: i + 1,
    place,
    title_uk: title[0],
    title_ru: title[1],
    subtitle_uk: subtitle[0],
    subtitle_ru: subtitle[1],
    url,
    sort: (i + 1) * 10,
  }));
}
