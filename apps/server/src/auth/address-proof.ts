/**
 * What proving an address does to an account that had not proven it yet (pre-hijacking, reliability.md
 * S7). Anyone could have opened that account in the owner's name, so the proof takes it back: every
 * session opened before it ends, and the sign-in methods set up before it (a password, OpenID links)
 * are dropped. Every flow that proves an address (magic link, confirmation link, password reset,
 * OpenID with a provider-verified address) goes through here.
 */
import type { Queryable } from '../db/database';
import { revokeUserSessionsIn } from './sessions';

/**
 * How the address was proven. `confirmation_link` is the link mailed by sign-up (or its resend): it asks
 * the owner to confirm that very account, password included, so it keeps the sign-in methods and only
 * ends the sessions. Every other proof comes from someone who never chose the password.
 */
export type AddressProof = 'magic_link' | 'openid' | 'password_reset' | 'confirmation_link';

/**
 * Marks the address verified; when it was not yet, in the same transaction, ends every session of the
 * account (refresh tokens revoked, access tokens refused by the session check) and, except for the
 * confirmation link, drops the password and OpenID links. Returns true when this was the first proof.
 */
export async function recordAddressProof(tx: Queryable, userId: string, proof: AddressProof, at: string): Promise<boolean> {
  const keepsSignInMethods = proof === 'confirmation_link';
  // The conditional update decides: of two proofs racing, exactly one is the first.
  const first = await tx.query(
    `UPDATE auth_users SET email_verified_at = ?, updated_at = ?${keepsSignInMethods ? '' : ', password_hash = NULL'}
     WHERE id = ? AND email_verified_at IS NULL`,
    [at, at, userId],
  );
  if (first.rowCount !== 1) return false;
  if (!keepsSignInMethods) await tx.query('DELETE FROM auth_identities WHERE user_id = ?', [userId]);
  await revokeUserSessionsIn(tx, userId, `address_proven_by_${proof}`, at);
  return true;
}
