// @vitest-environment happy-dom
import { render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { Router } from 'wouter';
import { AppLink } from './AppLink';

function showLink(node: ReactNode) {
  render(node);
  return screen.getByRole('link');
}

describe('AppLink', () => {
  it.each([
    ['/catalog/c1', '', '/catalog/c1'],
    ['/catalog/c1', '/ru', '/ru/catalog/c1'],
    ['https://example.com/promo', '/ru', 'https://example.com/promo'],
  ])('%s under base "%s" links to %s', (href, base, expected) => {
    const a = showLink(
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
    const a = showLink(
      <AppLink href="https://example.com" allowExternal={allowExternal}>
        out
      </AppLink>,
    );
    // The document hears the click after the link did; it records the link's verdict, then stops the navigation
    // itself, so an allowed external link never makes the test browser reach out to the network.
    let preventedByLink: boolean | undefined;
    const stopNavigation = (event: Event) => {
      preventedByLink = event.defaultPrevented;
      event.preventDefault();
    };
    document.addEventListener('click', stopNavigation);
    a.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
    document.removeEventListener('click', stopNavigation);
    expect(preventedByLink).toBe(refused);
  });
});
