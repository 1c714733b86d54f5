import { describe, expect, it } from 'vitest';
import { bannerImage, productGallery, productImage, sellerLogo } from './media-url';

describe('picture URLs', () => {
  it('give titled pictures one URL per language: Ukrainian without a prefix, Russian under ru', () => {
    expect(productImage('uk', 12, 0, 'Олія').src).toBe('/media/product/12/0.svg');
    expect(productImage('ru', 12, 0, 'Масло').src).toBe('/media/ru/product/12/0.svg');
    expect(productGallery('ru', 12, 2, 'Масло').map((i) => i.src)).toEqual(['/media/ru/product/12/0.svg', '/media/ru/product/12/1.svg']);
    expect(bannerImage('uk', 3, 'banner', 'Знижки').src).toBe('/media/banner/3.svg');
    expect(bannerImage('ru', 3, 'banner', 'Скидки').src).toBe('/media/ru/banner/3.svg');
  });

  it('keep logos, which print a name, the same in both languages', () => {
    expect(sellerLogo(4, 'Зелена Лапа').src).toBe('/media/seller/4.svg');
  });
});
