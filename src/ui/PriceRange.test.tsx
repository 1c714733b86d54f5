// @vitest-environment happy-dom
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { describe, expect, it, vi } from 'vitest';
import { PriceRange, readRange, type Range } from './PriceRange';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

describe('readRange', () => {
  it.each<[string, string, Range]>([
    ['200', '500', { from: 200, to: 500 }],
    ['', '', { from: 100, to: 900 }],
    ['50', '5000', { from: 100, to: 900 }],
    ['600', '300', { from: 300, to: 600 }],
    ['199.6', '1 000', { from: 200, to: 900 }],
    ['abc', '400', { from: 100, to: 400 }],
  ])('%j – %j within 100..900 -> %j', (from, to, expected) => {
    expect(readRange(from, to, 100, 900)).toEqual(expected);
  });
});

function renderRange() {
  const onApply = vi.fn<(range: Range) => void>();
  const host = document.createElement('div');
  document.body.append(host);
  act(() => createRoot(host).render(<PriceRange min={100} max={900} from={100} to={900} onApply={onApply} labels={{ legend: 'Ціна', from: 'від', to: 'до', apply: 'OK' }} />));
  const [from, to] = host.querySelectorAll<HTMLInputElement>('input[type="number"]');
  const type = (input: HTMLInputElement, value: string) =>
    act(() => {
      // React tracks the value it set; the native setter makes the change visible to onChange.
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, value);
      input.dispatchEvent(new Event('input', { bubbles: true }));
    });
  return { host, from: from!, to: to!, type, onApply };
}

describe('PriceRange', () => {
  it('does not apply while typing, applies once on blur', () => {
    const { from, type, onApply } = renderRange();
    type(from, '2');
    type(from, '25');
    type(from, '250');
    expect(onApply).not.toHaveBeenCalled();
    act(() => from.dispatchEvent(new FocusEvent('focusout', { bubbles: true })));
    expect(onApply).toHaveBeenCalledExactlyOnceWith({ from: 250, to: 900 });
  });

  it('applies on submit (Enter), and a blur after it does not apply again', () => {
    const { host, to, type, onApply } = renderRange();
    type(to, '400');
    act(() => host.querySelector('form')!.requestSubmit());
    act(() => to.dispatchEvent(new FocusEvent('focusout', { bubbles: true })));
    expect(onApply).toHaveBeenCalledExactlyOnceWith({ from: 100, to: 400 });
  });

  it('clamps to the bounds and shows what it applied', () => {
    const { host, from, to, type, onApply } = renderRange();
    type(from, '5');
    type(to, '99999');
    act(() => host.querySelector('form')!.requestSubmit());
    expect(onApply).not.toHaveBeenCalled();
    expect([from.value, to.value]).toEqual(['100', '900']);
  });
});
