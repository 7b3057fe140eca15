/** Client-side role checks: `hasRole` on the user's role and `can` over a configured roles map with inheritance. */

export interface RoleDefinition {
  /** "*" (everything), "resource" (every action on it), "resource.action", or "resource.*". */
  permissions: string[];
  /** Roles whose permissions this role also has. */
  inherit?: string[];
}

export type RolesMap = Record<string, RoleDefinition>;

/** True when the user's role is `role`, or one of `role` when given a list. */
export function hasRole(userRole: string | undefined, role: string | string[]): boolean {
  if (!userRole) return false;
  return Array.isArray(role) ? role.includes(userRole) : role === userRole;
}

/** Every permission of `role` and the roles it inherits; a cycle in `inherit` is visited once. */
function collectPermissions(roles: RolesMap, role: string): Set<string> {
  const permissions = new Set<string>();
  const seen = new Set<string>();
  const pending = [role];
  while (pending.length > 0) {
    const current = pending.pop() as string;
    if (seen.has(current)) continue;
    seen.add(current);
    const definition = roles[current];
    if (!definition) continue;
    for (const permission of definition.permissions ?? []) permissions.add(permission);
    pending.push(...(definition.inherit ?? []));
  }
  return permissions;
}

/**
 * True when `userRole` grants `permission` ("resource.action" or a bare name). With `resource` given,
 * the permission checked is `${resource}.${permission}`.
 */
export function can(roles: RolesMap | undefined, userRole: string | undefined, permission: string, resource?: string): boolean {
  if (!roles || !userRole || !permission) return false;
  const wanted = resource ? `${resource}.${permission}` : permission;
  const granted = collectPermissions(roles, userRole);
  if (granted.has('*') || granted.has(wanted)) return true;
  const dot = wanted.indexOf('.');
  if (dot < 0) return false;
  const wantedResource = wanted.slice(0, dot);
  return granted.has(wantedResource) || granted.has(`${wantedResource}.*`);
}
