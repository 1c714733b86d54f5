import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/**
 * A provider key of another account (a seller's own Nova Poshta key) is kept sealed under the store's SECRET with
 * AES-256-GCM, so a copied database does not give the account away, as it does not give away SMS codes. Its last four
 * characters stay readable in the sealed form, because the workspace shows them. A key sealed under another SECRET,
 * or changed, does not open.
 */
const VERSION = 'v1';

const cipherKey = (secret: string) => Buffer.from(hkdfSync('sha256', secret, '', 'kramnytsia sealed provider keys', 32));

export function sealKey(secret: string, key: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', cipherKey(secret), iv);
  const sealed = Buffer.concat([cipher.update(key, 'utf8'), cipher.final()]);
  return [VERSION, key.slice(-4), iv, cipher.getAuthTag(), sealed]
    .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
    .join('.');
}

/** The key, or null when it was sealed under another SECRET or is not a sealed key at all. */
export function openKey(secret: string, sealed: string): string | null {
  const [version, end, iv, tag, body] = sealed.split('.');
  if (version !== VERSION || end === undefined || !iv || !tag || body === undefined) return null;
  try {
    const decipher = createDecipheriv('aes-256-gcm', cipherKey(secret), Buffer.from(iv, 'base64url'));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    const key = Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
    return key.endsWith(end) ? key : null;
  } catch {
    return null;
  }
}

/** The sealed key's last four characters, as the workspace shows them. */
export const sealedKeyEnd = (sealed: string): string => sealed.split('.')[1] ?? '';
