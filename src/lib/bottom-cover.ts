import { signal } from '@preact/signals-react';

/**
 * How much of the bottom of the screen a sheet that does not block the shop covers (the privacy sheet), in px.
 * The page keeps that much room under its end, so its last button can be scrolled above the sheet, and the product
 * page offers its buy bar while the buy box is under the sheet.
 */
export const bottomCover = signal(0);

/**
 * The room is the root element's own bottom padding and scroll padding (outside the body, whose full height keeps
 * the footer where it is; the scroll padding lifts a focused field above the sheet too), set on it directly: a custom property on
 * the root would be inherited by every element, and changing it made the browser restyle the whole page (60–75 ms
 * on a slow phone) the moment the sheet came up.
 */
function keepRoom(height: number) {
  if (height === bottomCover.peek()) return;
  bottomCover.value = height;
  const root = document.documentElement.style;
  root.paddingBottom = root.scrollPaddingBottom = height > 0 ? `${height}px` : '';
}

/**
 * Follows the height of `sheet` until the returned function is called (the sheet goes away). The height is read
 * when the browser has laid the sheet out (a ResizeObserver reports before that frame is painted), so showing the
 * sheet forces no layout of its own and the room still comes with the sheet, not a frame later.
 */
export function coverBottomWith(sheet: HTMLElement): () => void {
  const heightOf = (entry?: ResizeObserverEntry) => Math.ceil(entry?.borderBoxSize?.[0]?.blockSize ?? sheet.getBoundingClientRect().height);
  if (typeof ResizeObserver === 'undefined') {
    keepRoom(heightOf());
    return () => keepRoom(0);
  }
  const observer = new ResizeObserver(([entry]) => keepRoom(heightOf(entry)));
  observer.observe(sheet);
  return () => {
    observer.disconnect();
    keepRoom(0);
  };
}
