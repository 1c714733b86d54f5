import { describe, expect, it } from 'vitest';
import { reviewAuthor, sellerTabOf } from './seller-storefront';

describe('sellerTabOf', () => {
  it.each([
    [undefined, 'about'],
    ['', 'about'],
    ['/about', 'about'],
    ['/products', 'products'],
    ['/reviews/', 'reviews'],
    ['/contacts', 'contacts'],
    ['/prices', null],
    ['/products/extra', null],
  ])('%s', (rest, tab) => expect(sellerTabOf(rest)).toBe(tab));
});

describe('reviewAuthor', () => {
  it.each([
    ['Олена', 'Коваленко', 'Олена К.'],
    [' Іван ', 'шевчук', 'Іван Ш.'],
    ['Ірина', '', 'Ірина'],
    ['Єва', 'Їжакова', 'Єва Ї.'],
  ])('%s %s', (name, surname, shown) => expect(reviewAuthor(name, surname)).toBe(shown));
});
