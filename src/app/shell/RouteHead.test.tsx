// @vitest-environment happy-dom
import { act, render } from '@testing-library/react';
import { beforeAll, beforeEach, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { firstScreenDone, startFirstScreen } from '../../lib/first-screen';
import { i18next, initI18n } from '../../lib/i18n';
import { RouteHead } from './RouteHead';

const SERVER_TITLE = 'Written by the server';

beforeAll(async () => {
  await initI18n('uk');
});

beforeEach(() => {
  document.title = SERVER_TITLE;
});

const showHome = () => {
  const memory = memoryLocation({ path: '/' });
  render(
    <Router hook={memory.hook} searchHook={memory.searchHook}>
      <RouteHead page="home" params={{}} />
    </Router>,
  );
};

/** Lets the head's texts load and the head be written, if it is to be. */
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 20)));

it('leaves the head the server wrote while the page is taken over, and loads no texts for it', async () => {
  const loadNamespaces = vi.spyOn(i18next, 'loadNamespaces');
  startFirstScreen({ takeOver: true });
  showHome();
  await settle();
  expect(loadNamespaces).not.toHaveBeenCalled();
  expect(document.title).toBe(SERVER_TITLE);
  firstScreenDone();
  await settle();
  expect(document.title).toBe(SERVER_TITLE);
  loadNamespaces.mockRestore();
});

it('writes the head of a page the browser renders itself', async () => {
  showHome();
  await settle();
  expect(document.title).not.toBe(SERVER_TITLE);
  expect(document.title).toContain(i18next.t('common:storeName'));
});
