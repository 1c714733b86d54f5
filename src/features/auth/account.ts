import * as auth from '../../api/auth';
import { trackLogin, trackSignUp } from '../../lib/analytics/events';
import { guestLists } from '../../stores/customer';

type Passwords = { password: string; password_confirmation: string };

// Signing in takes the guest's cart and comparison over into the account.
/** Reported once the server agreed (docs/product-rules.md#analytics-and-attribution). */
const reported = async <T>(done: Promise<T>, track: () => void): Promise<T> => {
  const answer = await done;
  track();
  return answer;
};

export const login = (phone: string, password: string) => reported(auth.login(phone, password, guestLists()), trackLogin);
export const createAccount = (registrationToken: string, passwords: Passwords) =>
  reported(auth.createAccount(registrationToken, passwords, guestLists()), trackSignUp);
export const setNewPassword = (resetToken: string, passwords: Passwords) => auth.setNewPassword(resetToken, passwords, guestLists());
