import { signal } from '@preact/signals-react';

/**
 * How much of the bottom of the screen a sheet that does not block the shop covers (the privacy sheet), in px.
 * The page keeps that much room under its end, so its last button can be scrolled above the sheet, and the product
 * page offers its buy bar while the buy box is under the sheet.
 */
export const bottomCover = signal(0);

const CSS_VARIABLE = '--bottom-cover';

/** Follows the height of `sheet` until the returned function is called (the sheet goes away). */
export function coverBottomWith(sheet: HTMLElement): () => void {
  const apply = (height: number) => {
    bottomCover.value = height;
    document.documentElement.style.setProperty(CSS_VARIABLE, `${height}px`);
  };
  apply(Math.ceil(sheet.getBoundingClientRect().height));
  const observer =
    typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(() => apply(Math.ceil(sheet.getBoundingClientRect().height)));
  observer?.observe(sheet);
  return () => {
    observer?.disconnect();
    bottomCover.value = 0;
    document.documentElement.style.removeProperty(CSS_VARIABLE);
  };
}
