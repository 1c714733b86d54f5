import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { splitLang } from '../domain/paths';
import { notifyCallFailure } from '../stores/call-failure';
import { logout } from '../stores/customer';

/**
 * The customer's sign-out, wherever the account is offered. Where the shopper then goes is the page's business
 * (`onSignedOut`) or the shell's (home from a compare page, see src/app/shell/SignOutRedirect.tsx).
 */
export function SignOutButton({ className = 'button button--ghost', onSignedOut }: { className?: string; onSignedOut?: () => void }) {
  // Without suspense, as the account link beside it: the footer sits outside the page's loading boundary.
  const { t, ready } = useTranslation('cabinet', { useSuspense: false });
  const [leaving, setLeaving] = useState(false);
  if (!ready) return null;
  const leave = async () => {
    setLeaving(true);
    try {
      await logout(splitLang(location.pathname).path);
      onSignedOut?.();
    } catch (error) {
      notifyCallFailure(error);
    } finally {
      setLeaving(false);
    }
  };
  return (
    <button type="button" className={className} onClick={() => void leave()} disabled={leaving}>
      {t('logout')}
    </button>
  );
}
