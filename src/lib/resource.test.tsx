// @vitest-environment happy-dom
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useResource } from './resource';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let container: HTMLElement;
let root: Root;

beforeEach(() => {
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
});

afterEach(() => {
  act(() => root.unmount());
  container.remove();
});

function Shown({ name, load }: { name: string; load: () => Promise<string[]> }) {
  const cities = useResource(`resource-test:${name}`, load);
  return <p className="shown">{cities.data ? cities.data.join(', ') : cities.status}</p>;
}

const shown = () => Array.from(container.querySelectorAll('.shown')).map((p) => p.textContent);
const settle = () => act(async () => void (await new Promise((resolve) => setTimeout(resolve, 0))));

describe('useResource', () => {
  it('asks once when two components want the same key together, and both show the answer', async () => {
    const load = vi.fn(async () => ['Київ', 'Харків']);
    act(() =>
      root.render(
        <>
          <Shown name="together" load={load} />
          <Shown name="together" load={load} />
        </>,
      ),
    );
    expect(shown()).toEqual(['loading', 'loading']);
    await settle();
    expect(load).toHaveBeenCalledTimes(1);
    expect(shown()).toEqual(['Київ, Харків', 'Київ, Харків']);
  });

  it('asks again on a later visit, showing the last answer meanwhile', async () => {
    let answer = ['Київ'];
    const load = vi.fn(async () => answer);
    act(() => root.render(<Shown name="later" load={load} />));
    await settle();
    act(() => root.render(<></>));
    answer = ['Одеса'];
    act(() => root.render(<Shown name="later" load={load} />));
    expect(shown()).toEqual(['Київ']);
    await settle();
    expect(load).toHaveBeenCalledTimes(2);
    expect(shown()).toEqual(['Одеса']);
  });

  it('keeps a failure for every component that asked', async () => {
    const load = vi.fn(() => Promise.reject(new Error('down')));
    act(() =>
      root.render(
        <>
          <Shown name="failing" load={load} />
          <Shown name="failing" load={load} />
        </>,
      ),
    );
    await settle();
    expect(load).toHaveBeenCalledTimes(1);
    expect(shown()).toEqual(['failed', 'failed']);
  });
});
