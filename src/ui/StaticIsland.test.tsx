// @vitest-environment happy-dom
import { act } from '@testing-library/react';
import { useState } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, expect, it } from 'vitest';
import { firstScreenDone, startFirstScreen } from '../lib/first-screen';
import { StaticIsland } from './StaticIsland';

const characteristics = [
  ['Вага', '2 кг'],
  ['Колір', 'чорний & <білий>'],
];

let bump = (): void => {};
function ProductParts({ text }: { text: string }) {
  const [clicks, setClicks] = useState(0);
  bump = () => setClicks((n) => n + 1);
  return (
    <article>
      <span className="clicks">{clicks}</span>
      <StaticIsland as="dl" className="characteristics" key={text}>
        {characteristics.map(([name, value]) => (
          <div key={name}>
            <dt>{name}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </StaticIsland>
      <StaticIsland as="p" className="product__description" key={`d:${text}`}>
        {text}
      </StaticIsland>
    </article>
  );
}

afterEach(() => {
  document.body.innerHTML = '';
});

const hydrated = (node: Element) => Object.keys(node).some((k) => k.startsWith('__reactFiber'));
const islands = (root: HTMLElement) => [...root.querySelectorAll('dl, p')].map((e) => e.outerHTML);

it('a taken-over island keeps the server markup byte for byte, with no hydration error, through later renders', async () => {
  // The server draws the page...
  startFirstScreen();
  const root = document.createElement('div');
  root.innerHTML = renderToString(<ProductParts text="Корм для котів — 2 кг" />);
  firstScreenDone();
  document.body.append(root);
  const drawn = islands(root);
  expect(drawn[0]).toContain('<dd>чорний &amp; &lt;білий&gt;</dd>');
  expect(drawn[1]).toBe('<p class="product__description">Корм для котів — 2 кг</p>');
  const kept = root.querySelector('dl')!.firstElementChild;

  // ...and the browser takes it over.
  startFirstScreen({ takeOver: true });
  const errors: unknown[] = [];
  await act(async () => {
    hydrateRoot(root, <ProductParts text="Корм для котів — 2 кг" />, { onRecoverableError: (e) => errors.push(e) });
  });
  firstScreenDone();
  expect(errors).toEqual([]);
  expect(islands(root)).toEqual(drawn);
  // The same nodes, not a copy drawn again, and React walked none of them: it marks every node it hydrates.
  expect(root.querySelector('dl')!.firstElementChild).toBe(kept);
  expect(hydrated(root.querySelector('.clicks')!)).toBe(true);
  expect(hydrated(root.querySelector('dl')!)).toBe(true);
  expect([...root.querySelectorAll('dl *')].filter(hydrated)).toEqual([]);

  await act(async () => bump());
  expect(root.querySelector('.clicks')!.textContent).toBe('1');
  expect(islands(root)).toEqual(drawn);
});

it('an island drawn in the browser renders its children, and another product draws its own text', async () => {
  const root = document.createElement('div');
  document.body.append(root);
  const app = createRoot(root);
  await act(async () => app.render(<ProductParts text="Перший" />));
  expect(root.querySelector('p')!.textContent).toBe('Перший');
  expect(root.querySelectorAll('dd')).toHaveLength(2);
  await act(async () => app.render(<ProductParts text="Другий" />));
  expect(root.querySelector('p')!.textContent).toBe('Другий');
  app.unmount();
});
