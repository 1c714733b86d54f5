// @vitest-environment happy-dom
import { act, cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { customer, type Customer } from '../../stores/customer';
import { SignOutRedirect } from './SignOutRedirect';

const someone = { id: 1, name: 'Ірина' } as unknown as Customer;

function showAt(path: string) {
  const memory = memoryLocation({ path, record: true });
  render(
    <Router hook={memory.hook} searchHook={memory.searchHook}>
      <SignOutRedirect />
    </Router>,
  );
  return memory;
}

describe('SignOutRedirect: docs/product-rules.md#routes-and-screens "Logging out on the compare page goes home"', () => {
  afterEach(() => {
    cleanup();
    customer.value = null;
  });

  it.each<{ path: string; after: string }>([
    { path: '/compare', after: '/' },
    { path: '/compare/12', after: '/' },
    { path: '/product/5', after: '/product/5' },
    { path: '/catalog/c1', after: '/catalog/c1' },
  ])('a sign-out on $path leaves the shopper on $after', ({ path, after }) => {
    customer.value = someone;
    const memory = showAt(path);
    act(() => {
      customer.value = null;
    });
    expect(memory.history!.at(-1)).toBe(after);
  });

  it('a guest on a compare page stays there: only a sign-out moves', () => {
    const memory = showAt('/compare');
    act(() => {
      customer.value = null;
    });
    expect(memory.history!.at(-1)).toBe('/compare');
  });

  it('a sign-in on a compare page stays there', () => {
    const memory = showAt('/compare');
    act(() => {
      customer.value = someone;
    });
    expect(memory.history!.at(-1)).toBe('/compare');
  });
});
