// @vitest-environment happy-dom
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { describe, expect, it } from 'vitest';
import { Router } from 'wouter';
import { AppLink } from './AppLink';

function render(node: React.ReactNode) {
  const host = document.createElement('div');
  document.body.append(host);
  act(() => createRoot(host).render(node));
  return host.querySelector('a')!;
}

describe('AppLink', () => {
  it.each([
    ['/catalog/c1', '', '/catalog/c1'],
    ['/catalog/c1', '/ru', '/ru/catalog/c1'],
    ['https://example.com/promo', '/ru', 'https://example.com/promo'],
  ])('%s under base "%s" links to %s', (href, base, expected) => {
    const a = render(
      <Router base={base}>
        <AppLink href={href}>link</AppLink>
      </Router>,
    );
    expect(a.getAttribute('href')).toBe(expected);
  });

  it.each([
    [false, true],
    [true, false],
  ])('an external link with allowExternal=%s is refused: %s', (allowExternal, refused) => {
    const a = render(
      <AppLink href="https://example.com" allowExternal={allowExternal}>
        out
      </AppLink>,
    );
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    a.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(refused);
  });
});
