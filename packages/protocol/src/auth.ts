/** Auth answers (protocol.md §4): the tokens a sign-in, sign-up, magic link or refresh returns, and the user. */

/** A user as `/api/auth/me` and every sign-in answer return it (protocol.md §4.7). */
export interface AuthUser {
  id: string;
  email: string;
  displayName: string | null;
  photoURL: string | null;
  emailVerified: boolean;
  createdAt: string;
  lastSignInAt: string | null;
  role: string;
}

/** Sign-in, sign-up, magic-link and refresh answers (protocol.md §4.1, §4.6). */
export interface AuthTokensResponse {
  access_token: string;
  refresh_token: string;
  token_type: 'Bearer';
  /** Seconds the access token lives. */
  expires_in: number;
  /** Seconds the refresh token lives. */
  refresh_expires_in: number;
}

/** A sign-in answer: the tokens and the user they belong to. */
export interface AuthSessionResponse extends AuthTokensResponse {
  user: AuthUser;
}
