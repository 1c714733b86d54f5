// @vitest-environment happy-dom
import { render, screen } from '@testing-library/react';
import { expect, it } from 'vitest';
import { lightestSrc, PICTURE_SIZES } from '../domain/picture-variants';
import { Picture } from './Picture';

const photo = { src: '/media/ru/product/12/0.svg', width: 600, height: 600, alt: 'Олія конопляна' };
const sources = (container: HTMLElement) =>
  [...container.querySelectorAll('picture > source')].map((s) => [
    s.getAttribute('type'),
    s.getAttribute('srcset'),
    s.getAttribute('sizes'),
  ]);

it('offers a drawn product photo as AVIF, then WebP, at its widths, with the drawing as the fallback', () => {
  const { container } = render(<Picture image={photo} sizes={PICTURE_SIZES.productGallery} eager />);
  const sizes = PICTURE_SIZES.productGallery;
  expect(sources(container)).toEqual([
    [
      'image/avif',
      '/media/ru/product/12/0-240.avif 240w, /media/ru/product/12/0-360.avif 360w, /media/ru/product/12/0-480.avif 480w, /media/ru/product/12/0-600.avif 600w',
      sizes,
    ],
    [
      'image/webp',
      '/media/ru/product/12/0-240.webp 240w, /media/ru/product/12/0-360.webp 360w, /media/ru/product/12/0-480.webp 480w, /media/ru/product/12/0-600.webp 600w',
      sizes,
    ],
  ]);
  const img = screen.getByRole('img', { name: 'Олія конопляна' });
  expect(img.parentElement?.tagName).toBe('PICTURE');
  expect([img.getAttribute('src'), img.getAttribute('width'), img.getAttribute('height')]).toEqual([photo.src, '600', '600']);
  expect([img.getAttribute('loading'), img.getAttribute('fetchpriority')]).toEqual(['eager', 'high']);
});

it('loads a picture that is not the main one lazily, at its own width unless told', () => {
  const { container } = render(<Picture image={photo} />);
  expect(sources(container).map(([, , sizes]) => sizes)).toEqual(['(min-width: 600px) 600px, 100vw', '(min-width: 600px) 600px, 100vw']);
  const img = screen.getByRole('img');
  expect([img.getAttribute('loading'), img.getAttribute('fetchpriority')]).toEqual(['lazy', null]);
});

it('draws a thumbnail in its own box while choosing among the photo’s widths', () => {
  const { container } = render(<Picture image={photo} width={64} height={64} sizes="64px" />);
  expect(sources(container)[0]?.[1]).toContain('/media/ru/product/12/0-240.avif 240w');
  const img = screen.getByRole('img');
  expect([img.getAttribute('width'), img.getAttribute('height')]).toEqual(['64', '64']);
});

it('shows a picture without variants (a shopper’s photo) as a plain image', () => {
  const src = '/media/review/AAAAAAAAAAAAAAAAAAAAAA-full.webp';
  const { container } = render(<Picture image={{ src, width: 1600, height: 1200, alt: 'Фото покупця' }} className="review__photo" />);
  expect(container.querySelector('picture')).toBeNull();
  const img = screen.getByRole('img', { name: 'Фото покупця' });
  expect(img.parentElement).toBe(container);
  expect([img.className, img.getAttribute('src'), img.getAttribute('width'), img.hasAttribute('srcset')]).toEqual([
    'review__photo',
    src,
    '1600',
    false,
  ]);
});

it('offers a drawn logo as AVIF and WebP at its own width', () => {
  const { container } = render(
    <Picture image={{ src: '/media/seller/3.svg', width: 160, height: 160, alt: 'Зелений дім' }} className="offer__logo" />,
  );
  const sources = [...container.querySelectorAll('picture source')].map((s) => [s.getAttribute('type'), s.getAttribute('srcset')]);
  expect(sources).toEqual([
    ['image/avif', '/media/seller/3-160.avif 160w'],
    ['image/webp', '/media/seller/3-160.webp 160w'],
  ]);
  expect(screen.getByRole('img', { name: 'Зелений дім' }).className).toBe('offer__logo');
});

it('keeps the box and the name of a picture it is told not to fetch yet, over its lightest file, lazily', () => {
  const { container } = render(<Picture image={photo} sizes={PICTURE_SIZES.productTile} fetched={false} />);
  expect(container.querySelector('picture')).toBeNull();
  const img = screen.getByRole('img', { name: 'Олія конопляна' });
  expect([
    img.getAttribute('src'),
    img.hasAttribute('srcset'),
    img.getAttribute('loading'),
    img.getAttribute('width'),
    img.getAttribute('height'),
  ]).toEqual([lightestSrc(photo.src, 600), false, 'lazy', '600', '600']);
  expect(img.getAttribute('src')).toMatch(/-240\.webp$/);
});
