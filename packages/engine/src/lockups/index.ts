/** Lockups: the logo system composed from one master. */
export { buildAppIcon, ICON_TILE } from './app-icon';
export { buildLockups, composePrimary, renderComposition } from './build-lockups';
export { composeHorizontal, composeMarkOnly, composeStacked, composeWordmarkOnly, resolveLength } from './compose';
export type { LockupAppIcon, LockupInks, LockupLayout, LockupLength, LockupMaster, LockupParams, PaintMode } from './types';
