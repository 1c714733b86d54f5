import type { Page } from '@playwright/test';

/**
 * Each demo seller's owner, as the README gives them to sign in as: phone +380 50 700 {seller id as 4 digits},
 * password Prodavets2026.
 */
export const demoOwnerPhone = (sellerId: number) => `+38050700${String(sellerId).padStart(4, '0')}`;
const DEMO_OWNER_PASSWORD = 'Prodavets2026';

/** The workspace's sign-in form as a page in one language labels it. */
export interface SellerSignInWords {
  phone: string;
  password: string;
  signIn: string;
}

/** A demo seller's owner signs in on the workspace's own form, typing as a person does. */
export async function signInAsDemoOwner(page: Page, sellerId: number, words: SellerSignInWords): Promise<void> {
  await page.getByLabel(words.phone).fill(demoOwnerPhone(sellerId));
  await page.getByLabel(words.password).fill(DEMO_OWNER_PASSWORD);
  await page.getByRole('button', { name: words.signIn }).click();
}
