// @vitest-environment happy-dom
import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useResource } from './resource';

function Shown({ name, load }: { name: string; load: () => Promise<string[]> }) {
  const cities = useResource({ key: `resource-test:${name}`, load: load });
  return <p data-testid="shown">{cities.data ? cities.data.join(', ') : cities.status}</p>;
}

const shown = () => screen.getAllByTestId('shown').map((p) => p.textContent);
const settle = () => act(async () => void (await new Promise((resolve) => setTimeout(resolve, 0))));

describe('useResource', () => {
  it('asks once when two components want the same key together, and both show the answer', async () => {
    const load = vi.fn(async () => ['Київ', 'Харків']);
    render(
      <>
        <Shown name="together" load={load} />
        <Shown name="together" load={load} />
      </>,
    );
    expect(shown()).toEqual(['loading', 'loading']);
    await settle();
    expect(load).toHaveBeenCalledTimes(1);
    expect(shown()).toEqual(['Київ, Харків', 'Київ, Харків']);
  });

  it('asks again on a later visit, showing the last answer meanwhile', async () => {
    let answer = ['Київ'];
    const load = vi.fn(async () => answer);
    const { rerender } = render(<Shown name="later" load={load} />);
    await settle();
    rerender(<></>);
    answer = ['Одеса'];
    rerender(<Shown name="later" load={load} />);
    expect(shown()).toEqual(['Київ']);
    await settle();
    expect(load).toHaveBeenCalledTimes(2);
    expect(shown()).toEqual(['Одеса']);
  });

  it('keeps a failure for every component that asked', async () => {
    const load = vi.fn(() => Promise.reject(new Error('down')));
    render(
      <>
        <Shown name="failing" load={load} />
        <Shown name="failing" load={load} />
      </>,
    );
    await settle();
    expect(load).toHaveBeenCalledTimes(1);
    expect(shown()).toEqual(['failed', 'failed']);
  });
});
