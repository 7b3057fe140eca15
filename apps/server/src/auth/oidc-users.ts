/** Accounts from OpenID sign-ins: a known (provider, subject) signs in; a new one links by a provider-verified address or creates an account. */
import { recordAddressProof } from './address-proof';
import { authError } from './auth-errors';
import type { AuthContext } from './context';
import { findUserByEmail, findUserById, insertUser, type UserRow } from './users';

export interface OidcIdentityParams {
  subject: string;
  email: string;
  emailVerified: boolean;
  name: string | undefined;
  picture: string | undefined;
}

export async function findOrCreateOidcUser(ctx: AuthContext, provider: string, identity: OidcIdentityParams): Promise<UserRow> {
  const { db } = ctx.deps;
  const at = ctx.nowIso();
  const linked = (
    await db.query<{ user_id: string }>('SELECT user_id FROM auth_identities WHERE provider = ? AND subject = ?', [
      provider,
      identity.subject,
    ])
  ).rows[0];
  if (linked) {
    const user = await findUserById(db, linked.user_id);
    if (user) return user;
  }
  let user = await findUserByEmail(db, identity.email);
  if (user) {
    // Linking to an existing account needs the provider to vouch for the address, or anyone could
    // claim an account by registering its address at a lax provider (pre-hijacking, S7).
    if (!identity.emailVerified) throw authError('EMAIL_ALREADY_EXISTS');
    // The provider proved the mailbox: a password, sessions or links set up before by someone else end here.
    const userId = user.id;
    await db.transaction((tx) => recordAddressProof(tx, userId, 'openid', at));
    ctx.deps.sessions.forget();
  } else {
    const photoURL = identity.picture && /^https?:\/\//.test(identity.picture) ? identity.picture.slice(0, 2048) : null;
    user = await insertUser(db, {
      email: identity.email,
      passwordHash: null,
      displayName: identity.name?.slice(0, 200) ?? null,
      photoURL,
      emailVerified: identity.emailVerified,
      at,
    });
  }
  await db.query('INSERT INTO auth_identities (provider, subject, user_id, created_at) VALUES (?, ?, ?, ?)', [
    provider,
    identity.subject,
    user.id,
    at,
  ]);
  return (await findUserById(db, user.id)) ?? user;
}
