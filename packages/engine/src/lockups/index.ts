/** Lockups: the logo system composed from one master. */

export { buildLockups } from './build-lockups';

export type { LockupInks, LockupMaster, LockupParams } from './types';
