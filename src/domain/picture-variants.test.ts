import { describe, expect, it } from 'vitest';
import {
  HOME_BANNER_SIZES,
  lightestSrc,
  naturalSizes,
  parseVariantFile,
  PICTURE_SIZES,
  pictureSrcsets,
  picturePreload,
  variantSrc,
  variantWidths,
} from './picture-variants';

describe('variantWidths', () => {
  it.each([
    [600, [240, 360, 480, 600]],
    [1200, [240, 360, 480, 720, 960, 1200]],
    [800, [240, 360, 480, 720, 800]],
    [480, [240, 360, 480]],
    [400, [240, 360, 400]],
    [200, [200]],
  ])('a source %i wide comes in %j', (natural, widths) => {
    expect(variantWidths(natural)).toEqual(widths);
  });
});

describe('variantSrc', () => {
  it.each([
    ['/media/product/12/0.svg', 480, 'webp', '/media/product/12/0-480.webp'],
    ['/media/ru/product/12/3.svg', 240, 'avif', '/media/ru/product/12/3-240.avif'],
    ['/media/banner/7.svg', 1200, 'avif', '/media/banner/7-1200.avif'],
    ['/media/ru/banner/7.svg', 720, 'webp', '/media/ru/banner/7-720.webp'],
    ['/media/seller/3.svg', 160, 'avif', '/media/seller/3-160.avif'],
    ['/media/brand/3.svg', 240, 'webp', '/media/brand/3-240.webp'],
    ['/media/ru/seller/3.svg', 160, 'avif', null],
    ['/media/review/abc-full.webp', 240, 'webp', null],
    ['/media/photo/AbCdEfGhIjKlMnOpQrSt_-.webp', 480, 'avif', '/media/photo/AbCdEfGhIjKlMnOpQrSt_--480.avif'],
    ['/media/photo/short.webp', 480, 'avif', null],
    ['/media/banner-photo/AbCdEfGhIjKlMnOpQrSt_-.webp', 800, 'webp', '/media/banner-photo/AbCdEfGhIjKlMnOpQrSt_--800.webp'],
    ['/media/xx/product/12/0.svg', 240, 'webp', null],
    ['/media/product/12/0.svg?v=1', 240, 'webp', null],
    ['/icons/icon-192.png', 240, 'webp', null],
    ['https://cdn.example/media/product/12/0.svg', 240, 'webp', null],
  ] as const)('%s at %i as %s is %s', (src, width, format, expected) => {
    expect(variantSrc(src, width, format)).toBe(expected);
  });
});

describe('lightestSrc', () => {
  it.each([
    ['/media/product/12/0.svg', 600, '/media/product/12/0-240.webp'],
    ['/media/ru/banner/7.svg', 1200, '/media/ru/banner/7-240.webp'],
    ['/media/seller/3.svg', 160, '/media/seller/3-160.webp'],
    ['/media/review/abc-full.webp', 800, '/media/review/abc-full.webp'],
    ['/media/photo/AbCdEfGhIjKlMnOpQrSt_-.webp', 600, '/media/photo/AbCdEfGhIjKlMnOpQrSt_--240.webp'],
    ['/media/p/1.svg', 400, '/media/p/1.svg'],
  ] as const)('of %s (%i wide) is %s', (src, width, expected) => {
    expect(lightestSrc(src, width)).toBe(expected);
  });
});

describe('parseVariantFile', () => {
  it.each([
    ['0-480.webp', { number: 0, width: 480, format: 'webp' }],
    ['12-1200.avif', { number: 12, width: 1200, format: 'avif' }],
    ['0.svg', null],
    ['0-480.png', null],
    ['0-480.webp.svg', null],
    ['-480.webp', null],
    ['0-.avif', null],
    ['0-4.8.avif', null],
  ] as const)('%s reads as %j', (file, expected) => {
    expect(parseVariantFile(file)).toEqual(expected);
  });
});

describe('pictureSrcsets', () => {
  it('lists every width of a product photo in both formats', () => {
    expect(pictureSrcsets('/media/ru/product/5/1.svg', 600)).toEqual({
      avif: '/media/ru/product/5/1-240.avif 240w, /media/ru/product/5/1-360.avif 360w, /media/ru/product/5/1-480.avif 480w, /media/ru/product/5/1-600.avif 600w',
      webp: '/media/ru/product/5/1-240.webp 240w, /media/ru/product/5/1-360.webp 360w, /media/ru/product/5/1-480.webp 480w, /media/ru/product/5/1-600.webp 600w',
    });
  });

  it('has one width of a logo, its own', () => {
    expect(pictureSrcsets('/media/seller/1.svg', 160)).toEqual({
      avif: '/media/seller/1-160.avif 160w',
      webp: '/media/seller/1-160.webp 160w',
    });
  });

  it('has nothing for pictures that are not drawn', () => {
    expect(pictureSrcsets('/media/review/AAAAAAAAAAAAAAAAAAAAAA-full.webp', 1600)).toBeNull();
  });
});

describe('picturePreload', () => {
  it('preloads the AVIF set with the layout it is shown in', () => {
    expect(picturePreload({ src: '/media/banner/2.svg', width: 800 }, PICTURE_SIZES.categoryBanner)).toEqual({
      href: '/media/banner/2-800.avif',
      type: 'image/avif',
      imagesrcset:
        '/media/banner/2-240.avif 240w, /media/banner/2-360.avif 360w, /media/banner/2-480.avif 480w, /media/banner/2-720.avif 720w, /media/banner/2-800.avif 800w',
      imagesizes: '(min-width: 1060px) 440px, calc(100vw - 24px)',
    });
  });

  it('preloads nothing for a picture without variants', () => {
    expect(picturePreload({ src: '/media/review/AAAAAAAAAAAAAAAAAAAAAA-full.webp', width: 1600 }, naturalSizes(1600))).toBeNull();
  });
});

describe('naturalSizes', () => {
  it('is the width, or the screen when narrower', () => {
    expect(naturalSizes(160)).toBe('(min-width: 160px) 160px, 100vw');
  });
});

describe("the layouts' sizes", () => {
  // A browser takes the first entry whose condition holds: a narrower screen listed first would hide the wider ones.
  it.each(Object.entries({ ...PICTURE_SIZES, ...HOME_BANNER_SIZES }))(
    '%s goes from the widest screen down and ends with a default',
    (_, sizes) => {
      const entries = sizes.split(', ');
      const screens = entries.slice(0, -1).map((entry) => Number(/^\(min-width: (\d+)px\) /.exec(entry)?.[1]));
      expect(screens.every((width, i) => width > 0 && (i === 0 || width < screens[i - 1]!))).toBe(true);
      expect(entries.at(-1)).not.toContain('min-width');
    },
  );
});
