// Sealing a short secret for a while (a customer's link or code waiting in a mail job): AES-256-GCM
// under a key derived from the server's session secret and the purpose, so the database alone
// (where the job waits) never holds the secret itself.
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

function keyFrom(secret: string, purpose: string): Buffer {
  return Buffer.from(hkdfSync('sha256', secret, 'aangan-seal', purpose, 32));
}

/** `s1.<iv>.<ciphertext>.<tag>` under the first of `secrets`. */
export function seal(plain: string, secrets: readonly string[], purpose: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyFrom(secrets[0]!, purpose), iv);
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return ['s1', iv.toString('base64url'), body.toString('base64url'), cipher.getAuthTag().toString('base64url')].join('.');
}

/** What `seal` sealed, opened by any of `secrets` (so they can rotate); null when none opens it. */
export function unseal(sealed: string, secrets: readonly string[], purpose: string): string | null {
  const [version, iv, body, tag] = sealed.split('.');
  if (version !== 's1' || !iv || !body || !tag) return null;
  for (const secret of secrets) {
    try {
      const decipher = createDecipheriv('aes-256-gcm', keyFrom(secret, purpose), Buffer.from(iv, 'base64url'));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
    } catch {
      // Sealed under another secret: try the next.
    }
  }
  return null;
}
