/** What other features may ask about an account, answered from the auth tables they do not read themselves. */
import type { Queryable } from '../db/database';
import { findUserById } from './users';

export interface AccountDirectory {
  /** The account's address when its owner has proven it, otherwise (unproven, or no such account) undefined. */
  verifiedEmail(userId: string): Promise<string | undefined>;
}

export function createAccountDirectory(db: Queryable): AccountDirectory {
  return {
    async verifiedEmail(userId) {
      const row = await findUserById(db, userId);
      return row?.email_verified_at ? row.email : undefined;
    },
  };
}
