import * as auth from '../../api/auth';
import { guestLists } from '../../stores/customer';

type Passwords = { password: string; password_confirmation: string };

// Signing in takes the guest's cart and comparison over into the account.
export const login = (phone: string, password: string) => auth.login(phone, password, guestLists());
export const createAccount = (registrationToken: string, passwords: Passwords) => auth.createAccount(registrationToken, passwords, guestLists());
export const setNewPassword = (resetToken: string, passwords: Passwords) => auth.setNewPassword(resetToken, passwords, guestLists());
