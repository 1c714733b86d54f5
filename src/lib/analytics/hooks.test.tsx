// @vitest-environment happy-dom
import { renderHook } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { trackViewItem, trackViewItemList } from './events';
import { useItemList, useViewItem } from './hooks';

vi.mock('./events', () => ({ trackViewItemList: vi.fn(), trackViewItem: vi.fn(), trackSelectItem: vi.fn() }));

const product = { id: 7, title: 'Олія', price: 450, quantity: 1 };

afterEach(() => {
  vi.useRealTimers();
  vi.clearAllMocks();
});

it('reports a list and a product shown once the browser is idle, with the moment they were shown', () => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date(2026, 11, 3, 12, 0));
  const shownAt = Date.now();
  renderHook(() => {
    useItemList('Хіти', [product]);
    useViewItem(product);
  });
  expect(trackViewItemList).not.toHaveBeenCalled();
  expect(trackViewItem).not.toHaveBeenCalled();
  vi.advanceTimersByTime(1_000);
  expect(trackViewItemList).toHaveBeenCalledExactlyOnceWith('Хіти', [product], shownAt);
  expect(trackViewItem).toHaveBeenCalledExactlyOnceWith(product, shownAt);
});
