/**
 * Applies a table's policy to a caller: which rows a request may see or change, and what an insert
 * or update may write. The service key bypasses every policy; anonymous callers get a 401 except for
 * reads of a public-read table.
 */
import type { SqlValue } from '../../db/database';
import { REST_ERROR_CODES as CODES, refuse } from '../common/rest-errors';
import type { FilterNode } from '../query/filter-ast';
import type { TableDefinition } from './table-registry';

export type Caller = { kind: 'service' } | { kind: 'anonymous' } | { kind: 'user'; userId: string };

export interface AccessScope {
  /** Filters ANDed into every read, update and delete. */
  filters: FilterNode[];
  /** The owner column and the caller's id, when rows are owner-scoped. */
  owner?: { column: string; userId: string };
}

const SERVICE_SCOPE: AccessScope = { filters: [] };
/** Every row, for reads of a public-read table. */
const PUBLIC_SCOPE: AccessScope = { filters: [] };

/** Reads are GET (and HEAD); writes are POST, PATCH and DELETE. */
export type Access = 'read' | 'write';

export function accessOf(method: string): Access {
  return method === 'GET' || method === 'HEAD' ? 'read' : 'write';
}

export function resolveAccessScope(table: TableDefinition, caller: Caller, access: Access = 'read'): AccessScope {
  if (caller.kind === 'service') return SERVICE_SCOPE;
  const { policy } = table;
  if (policy.kind === 'public-read' && access === 'read') return PUBLIC_SCOPE;
  if (caller.kind === 'anonymous') throw refuse(CODES.UNAUTHORIZED, 'Sign in to use this table', 401);
  if (policy.kind === 'owner' && policy.readOnly && access === 'write') {
    throw refuse(CODES.SERVICE_KEY_REQUIRED, 'Writing to this table needs the service key: the server writes its rows', 403);
  }
  const column = policy.kind === 'service-only' ? undefined : policy.ownerColumn;
  if (column === undefined) {
    const what = policy.kind === 'public-read' ? 'Writing to this table needs' : 'This table needs';
    throw refuse(CODES.SERVICE_KEY_REQUIRED, `${what} the service key`, 403);
  }
  return {
    filters: [{ kind: 'compare', column, operator: 'eq', value: caller.userId, negated: false }],
    owner: { column, userId: caller.userId },
  };
}

/** Sets the owner column on an insert; a body naming another owner is refused, never silently rewritten. */
export function applyInsertOwner(scope: AccessScope, values: Map<string, SqlValue>): void {
  if (!scope.owner) return;
  const given = values.get(scope.owner.column);
  if (given !== undefined && given !== scope.owner.userId) {
    throw refuse(CODES.OWNER_MISMATCH, `${scope.owner.column} must be the signed-in user`, 403);
  }
  values.set(scope.owner.column, scope.owner.userId);
}

/** An update may keep the owner column only as the caller's own id. */
export function checkUpdateOwner(scope: AccessScope, values: ReadonlyMap<string, SqlValue>): void {
  if (!scope.owner || !values.has(scope.owner.column)) return;
  if (values.get(scope.owner.column) !== scope.owner.userId) {
    throw refuse(CODES.OWNER_MISMATCH, `${scope.owner.column} must be the signed-in user`, 403);
  }
}
