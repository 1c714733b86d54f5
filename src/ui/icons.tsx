// The shop's icons, apart from the buttons that use them: the header needs the pictures, not the buttons.

/** Scales with bars of different heights: the shop's sign for comparison, in the header and on buttons. */
export function CompareIcon({ size = 20 }: { size?: number }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2.2"
      strokeLinecap="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d="M5 20V11M12 20V4M19 20v-6" />
    </svg>
  );
}

/** The shop's sign for favourites; filled by the pressed state of the button around it. */
export function HeartIcon({ size = 20 }: { size?: number }) {
  return (
    <svg
      className="heart-icon"
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d="M12 20.5s-7.6-4.6-9.4-9.3C1.3 7.9 3.5 4.5 7 4.5c2.1 0 3.7 1.2 5 3 1.3-1.8 2.9-3 5-3 3.5 0 5.7 3.4 4.4 6.7-1.8 4.7-9.4 9.3-9.4 9.3z" />
    </svg>
  );
}

/** The shop's sign for the cart. */
export function CartIcon({ size = 20 }: { size?: number }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d="M3 4h2l2.4 11h10.2L20 8H6.3" />
      <circle cx="9.5" cy="19.5" r="1.5" />
      <circle cx="17" cy="19.5" r="1.5" />
    </svg>
  );
}
