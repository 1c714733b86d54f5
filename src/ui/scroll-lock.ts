/**
 * Locks the page behind a popup. Popups can stack (filters, then a quiz or the cart), so the lock is
 * counted and the page's own overflow comes back only when the last one is released.
 */
let holders = 0;
let previousOverflow = '';

export function lockScroll(): () => void {
  if (holders++ === 0) {
    previousOverflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
  }
  let released = false;
  return () => {
    if (released) return;
    released = true;
    if (--holders === 0) document.body.style.overflow = previousOverflow;
  };
}
