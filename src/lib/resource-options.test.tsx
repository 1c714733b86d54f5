// @vitest-environment happy-dom
import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useResource, type ResourceOptions, type ResourceView } from './resource';

/** Loads that answer when the test says so, in the order they were asked. */
function answers() {
  const asked: { key: string; resolve: (v: string[]) => void; reject: (e: unknown) => void }[] = [];
  const load = (key: string) => () => new Promise<string[]>((resolve, reject) => asked.push({ key, resolve, reject }));
  return { asked, load };
}

let view: ResourceView<string[]>;
function Shown({ name, load, options }: { name: string; load: () => Promise<string[]>; options?: ResourceOptions<string[]> }) {
  view = useResource({ key: `options-test:${name}`, load }, options);
  return <p data-testid="shown">{`${view.status}: ${view.data ? view.data.join(', ') : '-'}`}</p>;
}
const shown = () => screen.getByTestId('shown').textContent;
const settle = () => act(async () => void (await Promise.resolve()));
let unique = 0;
const fresh = (name: string) => `${name}-${++unique}`;

afterEach(() => vi.useRealTimers());

describe('useResource: what stays on screen while a new answer loads', () => {
  it.each([
    { change: 'a new revision', options: (n: number) => ({ revision: n }), sameKey: true, during: 'loading: Київ' },
    { change: 'a new key, keeping the previous answer', options: () => ({ keepPrevious: true }), sameKey: false, during: 'loading: Київ' },
    { change: 'a new key', options: () => ({}), sameKey: false, during: 'loading: -' },
    {
      change: 'a new key with a new revision (another customer)',
      options: (n: number) => ({ revision: n }),
      sameKey: false,
      during: 'loading: -',
    },
  ])('$change shows "$during" until the answer comes', async ({ options, sameKey, during }) => {
    const { asked, load } = answers();
    const name = fresh('during');
    const { rerender } = render(<Shown name={name} load={load(name)} options={options(1)} />);
    asked[0]!.resolve(['Київ']);
    await settle();
    expect(shown()).toBe('ready: Київ');
    const next = sameKey ? name : `${name}-other`;
    rerender(<Shown name={next} load={load(next)} options={options(2)} />);
    expect(shown()).toBe(during);
    expect(asked).toHaveLength(2);
    asked[1]!.resolve(['Одеса']);
    await settle();
    expect(shown()).toBe('ready: Одеса');
  });

  it('does not show an answer of an older revision on a later visit', async () => {
    const { asked, load } = answers();
    const name = fresh('revisit');
    const { rerender } = render(<Shown name={name} load={load(name)} options={{ revision: 1 }} />);
    asked[0]!.resolve(['Київ']);
    await settle();
    rerender(<></>);
    rerender(<Shown name={name} load={load(name)} options={{ revision: 2 }} />);
    expect(shown()).toBe('loading: -');
  });
});

describe('useResource: answers and failures the screen sees', () => {
  it.each([
    { keepPrevious: true, after: 'failed: Київ', told: [['Київ']] },
    { keepPrevious: false, after: 'failed: -', told: [undefined] },
  ])('a new key that fails, keeping the previous answer: $keepPrevious', async ({ keepPrevious, after, told }) => {
    const { asked, load } = answers();
    const onFailure = vi.fn();
    const name = fresh('fails');
    const { rerender } = render(<Shown name={name} load={load(name)} options={{ keepPrevious, onFailure }} />);
    asked[0]!.resolve(['Київ']);
    await settle();
    rerender(<Shown name={`${name}-other`} load={load(name)} options={{ keepPrevious, onFailure }} />);
    asked[1]!.reject(new Error('down'));
    await settle();
    expect(shown()).toBe(after);
    expect(onFailure.mock.calls.map(([, was]) => was)).toEqual(told);
  });

  it.each([
    {
      first: 'answer',
      then: 'answer',
      calls: [
        [['Київ'], undefined],
        [['Одеса'], ['Київ']],
      ],
      failures: [],
    },
    { first: 'answer', then: 'failure', calls: [[['Київ'], undefined]], failures: [['Київ']] },
    { first: 'failure', then: 'answer', calls: [[['Одеса'], undefined]], failures: [undefined] },
  ])('a first $first then $then', async ({ first, then, calls, failures }) => {
    const { asked, load } = answers();
    const onAnswer = vi.fn();
    const onFailure = vi.fn();
    render(<Shown name={fresh('seen')} load={load('seen')} options={{ onAnswer, onFailure }} />);
    const settleWith = async (i: number, outcome: string, data: string[]) => {
      if (outcome === 'answer') asked[i]!.resolve(data);
      else asked[i]!.reject(new Error('down'));
      await settle();
    };
    await settleWith(0, first, ['Київ']);
    void view.refresh();
    await settleWith(1, then, ['Одеса']);
    expect(onAnswer.mock.calls).toEqual(calls);
    expect(onFailure.mock.calls.map(([, was]) => was)).toEqual(failures);
  });

  it('shows what a change answered without asking', async () => {
    const { asked, load } = answers();
    render(<Shown name={fresh('replace')} load={load('replace')} />);
    asked[0]!.resolve(['Київ']);
    await settle();
    act(() => view.replace(['Львів']));
    expect(shown()).toBe('ready: Львів');
    expect(asked).toHaveLength(1);
  });
});

describe('useResource: polling', () => {
  it.each([
    { visibility: 'visible', after: 2 },
    { visibility: 'hidden', after: 1 },
  ])('while the page is $visibility, asks $after time(s) in one poll interval', async ({ visibility, after }) => {
    vi.useFakeTimers();
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue(visibility as DocumentVisibilityState);
    const load = vi.fn(async () => ['Київ']);
    render(<Shown name={fresh('poll')} load={load} options={{ poll: 1000 }} />);
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(load).toHaveBeenCalledTimes(after);
    vi.restoreAllMocks();
  });

  it('asks at once when the page comes back into view', async () => {
    vi.useFakeTimers();
    const load = vi.fn(async () => ['Київ']);
    render(<Shown name={fresh('back')} load={load} options={{ poll: 60_000 }} />);
    await settle();
    await act(async () => void document.dispatchEvent(new Event('visibilitychange')));
    expect(load).toHaveBeenCalledTimes(2);
  });
});

describe('useResource: appending a page', () => {
  const more = (last: number) => ({
    next: (shown: string[]) =>
      shown.length < last ? { key: `page-${shown.length + 1}`, load: async () => [`p${shown.length + 1}`] } : null,
    join: (shown: string[], next: string[]) => [...shown, ...next],
  });

  it.each([
    { pages: 3, added: true, after: 'ready: p1, p2' },
    { pages: 1, added: false, after: 'ready: p1' },
  ])('with $pages page(s) in all, loading more adds one: $added', async ({ pages, added, after }) => {
    render(<Shown name={fresh('more')} load={async () => ['p1']} options={{ more: more(pages) }} />);
    await settle();
    let result: boolean | undefined;
    await act(async () => void (result = await view.loadMore()));
    expect(result).toBe(added);
    expect(shown()).toBe(after);
  });

  it('leaves the list as it was when the next page fails, and passes the failure on', async () => {
    const failing = { next: () => ({ key: 'page-x', load: () => Promise.reject(new Error('down')) }), join: (a: string[]) => a };
    render(<Shown name={fresh('more-fails')} load={async () => ['p1']} options={{ more: failing }} />);
    await settle();
    await act(() => expect(view.loadMore()).rejects.toThrow('down'));
    expect(shown()).toBe('ready: p1');
    expect(view.loadingMore).toBe(false);
  });

  it('drops a page that comes after a newer answer replaced the list', async () => {
    let release: (v: string[]) => void = () => {};
    const slow = {
      next: () => ({ key: 'page-slow', load: () => new Promise<string[]>((r) => (release = r)) }),
      join: (a: string[], b: string[]) => [...a, ...b],
    };
    render(<Shown name={fresh('more-stale')} load={async () => ['p1']} options={{ more: slow }} />);
    await settle();
    let result: Promise<boolean> = Promise.resolve(true);
    act(() => void (result = view.loadMore()));
    act(() => view.replace(['new']));
    release(['p2']);
    await act(async () => expect(await result).toBe(false));
    expect(shown()).toBe('ready: new');
  });
});
