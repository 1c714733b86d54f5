// @vitest-environment happy-dom
import { expect, it } from 'vitest';
import { lockScroll } from './scroll-lock';

it('keeps the page locked until the last popup lets go, then restores its own overflow', () => {
  document.body.style.overflow = 'clip';
  const filters = lockScroll();
  const quiz = lockScroll();
  expect(document.body.style.overflow).toBe('hidden');
  filters();
  filters(); // a second release of the same lock must not free the other one
  expect(document.body.style.overflow).toBe('hidden');
  quiz();
  expect(document.body.style.overflow).toBe('clip');
  document.body.style.overflow = '';
});
