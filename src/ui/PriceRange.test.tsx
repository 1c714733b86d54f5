// @vitest-environment happy-dom
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { PriceRange, readRange, type Range } from './PriceRange';

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
  render(
    <PriceRange
      min={100}
      max={900}
      from={100}
      to={900}
      onApply={onApply}
      labels={{ legend: 'Ціна', from: 'від', to: 'до', apply: 'OK' }}
    />,
  );
  const user = userEvent.setup();
  const from = screen.getByRole<HTMLInputElement>('spinbutton', { name: 'від' });
  const to = screen.getByRole<HTMLInputElement>('spinbutton', { name: 'до' });
  /** Replaces the field's number, key by key; `{Enter}` at the end sends the form. */
  const type = async (input: HTMLInputElement, keys: string) => {
    await user.clear(input);
    await user.type(input, keys);
  };
  return { user, from, to, type, onApply };
}

describe('PriceRange', () => {
  it('does not apply while typing, applies once on blur', async () => {
    const { user, from, type, onApply } = renderRange();
    await type(from, '250');
    expect(onApply).not.toHaveBeenCalled();
    await user.tab();
    expect(onApply).toHaveBeenCalledExactlyOnceWith({ from: 250, to: 900 });
  });

  it('applies on submit (Enter), and a blur after it does not apply again', async () => {
    const { user, to, type, onApply } = renderRange();
    await type(to, '400{Enter}');
    await user.tab();
    expect(onApply).toHaveBeenCalledExactlyOnceWith({ from: 100, to: 400 });
  });

  it('clamps to the bounds and shows what it applied', async () => {
    const { from, to, type, onApply } = renderRange();
    await type(from, '5');
    await type(to, '99999{Enter}');
    expect(onApply).not.toHaveBeenCalled();
    expect([from.value, to.value]).toEqual(['100', '900']);
  });
});
