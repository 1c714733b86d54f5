import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useRef } from 'react';
import { useLocation } from 'wouter';
import { pageAfterSignOut } from '../../stores/compare';
import { customer } from '../../stores/customer';

/**
 * docs/product-rules.md#routes-and-screens "Logging out on the compare page goes home": whichever tab signed out
 * (this one, or another whose word reached this one), a compare page left open goes home.
 */
export function SignOutRedirect() {
  useSignals();
  const [path, navigate] = useLocation();
  const signedIn = customer.value !== null;
  const wasSignedIn = useRef(signedIn);
  useEffect(() => {
    const signedOut = wasSignedIn.current && !signedIn;
    wasSignedIn.current = signedIn;
    if (!signedOut) return;
    const to = pageAfterSignOut(path);
    if (to) navigate(to, { replace: true });
  }, [signedIn, path, navigate]);
  return null;
}
