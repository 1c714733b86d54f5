import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { lockScroll } from './scroll-lock';
import './dialog.css';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

interface FrameProps {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  closeLabel: string;
  className?: string;
  /** the dialog's body and footer, laid out by `DialogBody` and `DialogFooter` */
  children: ReactNode;
}

interface Props extends FrameProps {
  /** the body, which scrolls */
  children: ReactNode;
  /** stays in view under the scrolling body: the main action of the dialog */
  footer?: ReactNode;
}

/**
 * A modal popup: full screen on phones, a centred panel on wider screens. While it is open the page
 * behind does not scroll, Tab stays inside, Escape closes it, and focus goes back where it was.
 * Unmounting it (leaving the page) releases the lock like closing does. An element marked
 * `data-autofocus` gets the focus on opening, otherwise the dialog itself.
 */
export function Dialog({ children, footer, ...frame }: Props) {
  return (
    <DialogFrame {...frame}>
      <DialogBody>{children}</DialogBody>
      {footer && <DialogFooter>{footer}</DialogFooter>}
    </DialogFrame>
  );
}

/** The scrolling part of a dialog. */
export function DialogBody({ children }: { children: ReactNode }) {
  return <div className="dialog__body">{children}</div>;
}

/** The part under the body that stays in view: the dialog's main action. */
export function DialogFooter({ children }: { children: ReactNode }) {
  return <div className="dialog__footer">{children}</div>;
}

/**
 * A dialog whose children lay out its body and footer themselves: a body whose code loads once the dialog opens
 * (src/ui/load-on-open.tsx) brings its own footer, since the footer's button belongs to its form.
 */
export function DialogFrame({ open, onClose, title, closeLabel, children, className = '' }: FrameProps) {
  const panel = useRef<HTMLDivElement>(null);
  const titleId = useId();

  useEffect(() => {
    if (!open) return;
    const release = lockScroll();
    const returnTo = document.activeElement as HTMLElement | null;
    (panel.current?.querySelector<HTMLElement>('[data-autofocus]') ?? panel.current)?.focus();
    return () => {
      release();
      returnTo?.focus?.();
    };
  }, [open]);

  if (!open) return null;

  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    if (e.key === 'Escape') {
      e.stopPropagation();
      onClose();
      return;
    }
    if (e.key !== 'Tab' || !panel.current) return;
    const items = [...panel.current.querySelectorAll<HTMLElement>(FOCUSABLE)];
    const first = items[0];
    const last = items[items.length - 1];
    if (!first || !last) return;
    if (e.shiftKey && (document.activeElement === first || document.activeElement === panel.current)) {
      e.preventDefault();
      last.focus();
    } else if (!e.shiftKey && document.activeElement === last) {
      e.preventDefault();
      first.focus();
    }
  };

  // Plain divs for the header and footer: a <header> or <footer> here would count as a second banner or
  // contentinfo landmark of the page.
  return createPortal(
    <div className="dialog-backdrop" onClick={(e) => e.target === e.currentTarget && onClose()}>
      <div
        ref={panel}
        className={`dialog ${className}`}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        onKeyDown={onKeyDown}
      >
        <div className="dialog__header">
          <h2 id={titleId} className="dialog__title">
            {title}
          </h2>
          <button type="button" className="dialog__close" aria-label={closeLabel} onClick={onClose}>
            <span aria-hidden="true">×</span>
          </button>
        </div>
        {children}
      </div>
    </div>,
    document.body,
  );
}
