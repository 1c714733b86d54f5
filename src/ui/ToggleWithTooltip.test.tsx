// @vitest-environment happy-dom
import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TOOLTIP_TIMEOUT_MS } from '../domain/limits';
import { ToggleWithTooltip } from './ToggleWithTooltip';

let setPressedFromOutside: (pressed: boolean) => void;

/** A toggle whose state follows at once, like the optimistic compare store. */
function Harness() {
  const [pressed, setPressed] = useState(false);
  setPressedFromOutside = setPressed;
  return (
    <ToggleWithTooltip
      pressed={pressed}
      onToggle={() => setPressed(!pressed)}
      label="Порівняти"
      icon={null}
      tooltip={<a href="/compare">Перейти до порівняння</a>}
    />
  );
}

const button = () => screen.getByRole('button', { name: 'Порівняти' });
const tooltip = () => screen.getByRole('status').textContent;
// Fake timers drive the tooltip's timeout; fireEvent is synchronous, so no pending timer of user-event's waits on them.
const click = () => fireEvent.click(button());

beforeEach(() => {
  vi.useFakeTimers();
  render(<Harness />);
});
afterEach(() => {
  vi.useRealTimers();
});

describe('ToggleWithTooltip', () => {
  it('is a labelled toggle button that reports its state', () => {
    expect(button().textContent).toBe('Порівняти');
    expect(button().getAttribute('aria-pressed')).toBe('false');
    click();
    expect(button().getAttribute('aria-pressed')).toBe('true');
    expect(button().textContent).toBe('Порівняти');
  });

  it(`shows the tooltip after an add and hides it after ${TOOLTIP_TIMEOUT_MS} ms`, () => {
    expect(tooltip()).toBe('');
    click();
    expect(tooltip()).toBe('Перейти до порівняння');
    act(() => vi.advanceTimersByTime(TOOLTIP_TIMEOUT_MS - 1));
    expect(tooltip()).toBe('Перейти до порівняння');
    act(() => vi.advanceTimersByTime(1));
    expect(tooltip()).toBe('');
  });

  it('hides the tooltip at once on removal, and never shows it for one', () => {
    click();
    click();
    expect(button().getAttribute('aria-pressed')).toBe('false');
    expect(tooltip()).toBe('');
  });

  it('hides it when the add is rolled back, and does not show it for a change the shopper did not make', () => {
    click();
    act(() => setPressedFromOutside(false));
    expect(tooltip()).toBe('');
    act(() => setPressedFromOutside(true));
    expect(tooltip()).toBe('');
  });

  it('Escape dismisses it', () => {
    click();
    fireEvent.keyDown(button(), { key: 'Escape' });
    expect(tooltip()).toBe('');
  });
});
