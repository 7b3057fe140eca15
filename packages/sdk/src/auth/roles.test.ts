import { describe, expect, it } from 'vitest';
import { can, hasRole, type RolesMap } from './roles';

const roles: RolesMap = {
  admin: { permissions: ['*'] },
  editor: { permissions: ['posts', 'comments.delete'], inherit: ['viewer'] },
  viewer: { permissions: ['posts.read', 'logos.*'], inherit: ['editor'] },
  guest: { permissions: [], inherit: ['missing'] },
};

describe('hasRole', () => {
  it.each([
    ['admin', 'admin', true],
    ['admin', ['viewer', 'admin'], true],
    ['viewer', ['editor'], false],
    [undefined, 'admin', false],
  ])('%s has %j → %s', (userRole, role, expected) => expect(hasRole(userRole, role)).toBe(expected));
});

describe('can', () => {
  it.each([
    ['admin', 'anything.at.all', undefined, true],
    ['editor', 'posts.write', undefined, true],
    ['editor', 'comments.delete', undefined, true],
    ['editor', 'comments.create', undefined, false],
    ['editor', 'read', 'logos', true],
    ['viewer', 'posts.read', undefined, true],
    ['viewer', 'logos.export', undefined, true],
    ['viewer', 'comments.delete', undefined, true],
    ['guest', 'posts.read', undefined, false],
    ['nobody', 'posts.read', undefined, false],
  ])('%s can %s (resource %s) → %s', (role, permission, resource, expected) => {
    expect(can(roles, role, permission, resource)).toBe(expected);
  });

  it('is false without a roles map or a role, and survives inheritance cycles', () => {
    expect(can(undefined, 'admin', 'x')).toBe(false);
    expect(can(roles, undefined, 'x')).toBe(false);
    expect(can(roles, 'viewer', 'users.delete')).toBe(false);
  });
});
