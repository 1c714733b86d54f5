import { lazy, startTransition, Suspense, useEffect, useState } from 'react';
import { useSignals } from '@preact/signals-react/runtime';
import { consentChoice, consentSettingsOpen } from '../../lib/analytics/consent';
import { startAnalytics } from '../../lib/analytics/start';
import { whenIdle } from '../../lib/when-idle';

// Its own chunk: the first screen's code does not carry the banner.
const ConsentBanner = lazy(() => import('../../features/consent/ConsentBanner'));

/**
 * Starts analytics once the page is interactive and shows the privacy choice while the shopper has not made it,
 * or when the footer asks for it again (docs/product-rules.md#analytics-and-attribution). Nothing on the server.
 */
export function ConsentHost() {
  useSignals();
  const [started, setStarted] = useState(false);
  // Not before the page is taken over: a change of state while it hydrates makes React start its hydration over.
  // The sheet is drawn as a transition, so a tap or a scroll meanwhile goes first.
  useEffect(
    () =>
      whenIdle(() => {
        startAnalytics();
        startTransition(() => setStarted(true));
      }),
    [],
  );
  const show = started && (consentChoice.value === null || consentSettingsOpen.value);
  return <Suspense fallback={null}>{show && <ConsentBanner key={String(consentSettingsOpen.value)} />}</Suspense>;
}
