import { useLocation } from 'wouter';
import { paths, splitLang } from '../../domain/paths';
import { loadCustomer } from '../../stores/customer';

/**
 * For what only a customer may do from the product page: answers whether one is signed in; a guest is sent to
 * sign in, and login brings them back to this page.
 */
export function useSignInRequired(): () => Promise<boolean> {
  const [, navigate] = useLocation();
  return async () => {
    if (await loadCustomer()) return true;
    navigate(paths.login(splitLang(location.pathname).path));
    return false;
  };
}
