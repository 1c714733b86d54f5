import { useEffect, useRef, useState, type ReactNode } from 'react';
import { TOOLTIP_TIMEOUT_MS } from '../domain/limits';
import './toggle-tooltip.css';

interface Props {
  pressed: boolean;
  onToggle: () => void;
  /** visible text and accessible name; it stays the same in both states, aria-pressed tells them apart */
  label: string;
  /** decorative; styled by the pressed state */
  icon: ReactNode;
  /** what shows after the shopper adds: a confirmation and a link to the list */
  tooltip: ReactNode;
  className?: string;
}

/**
 * An add/remove toggle for compare and favourites. docs/product-rules.md#product-page: an addition shows the tooltip for 5 seconds;
 * a removal hides it. "Addition" is the shopper's own press that turns the toggle on, whether the state
 * follows at once (optimistic) or after the answer; a rolled-back add turns it off and so hides it too.
 */
export function ToggleWithTooltip({ pressed, onToggle, label, icon, tooltip, className = '' }: Props) {
  const [shown, setShown] = useState(false);
  const pressedToAdd = useRef(false);

  useEffect(() => {
    if (pressed && pressedToAdd.current) setShown(true);
    if (!pressed) setShown(false);
    pressedToAdd.current = false;
  }, [pressed]);

  useEffect(() => {
    if (!shown) return;
    const timer = setTimeout(() => setShown(false), TOOLTIP_TIMEOUT_MS);
    return () => clearTimeout(timer);
  }, [shown]);

  return (
    <span className={`toggle-tip ${className}`} onKeyDown={(e) => e.key === 'Escape' && setShown(false)}>
      <button
        type="button"
        className="toggle-tip__button"
        aria-pressed={pressed}
        onClick={() => {
          pressedToAdd.current = !pressed;
          onToggle();
        }}
      >
        {icon}
        <span>{label}</span>
      </button>
      {/* The live region is always there, so screen readers announce the text when it appears. */}
      <span className="toggle-tip__region" role="status">
        {shown && <span className="toggle-tip__bubble">{tooltip}</span>}
      </span>
    </span>
  );
}
