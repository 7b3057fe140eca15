/** Who may write where: the service key anywhere, a signed-in user under users/{userId}/, nobody else. */
import { forbidden, notFound, unauthorized } from '../http/errors';
import type { Identity } from '../http/identity';
import { userPrefix } from './object-path';

/** The one project this server hosts; any other id is a 404, like an unknown route. */
export function checkProject(projectId: string, hosted: string, message = 'Project not found'): void {
  if (projectId !== hosted) throw notFound(message);
}

/** Throws 401 for anonymous callers: checked before any body is read. */
export function requireWriter(identity: Identity): void {
  if (identity.kind === 'anonymous') throw unauthorized('Sign in to upload or remove files');
}

/** Throws 401 for anonymous callers and 403 for a user writing outside their own prefix. */
export function authorizeWrite(identity: Identity, key: string): void {
  requireWriter(identity);
  if (identity.kind !== 'user') return;
  const prefix = userPrefix(identity.userId);
  if (!key.startsWith(prefix)) throw forbidden(`You can only write files under ${prefix}`);
}
