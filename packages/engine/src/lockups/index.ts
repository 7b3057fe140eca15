/** Lockups: the logo system composed from one master. */
export {
  type AppIconMaster,
  type AppIconPlan,
  buildAppIcon,
  ICON_MAX_CHARS,
  ICON_MIN_CONTRAST,
  ICON_SAFE_INSET,
  ICON_TILE,
  planAppIcon,
} from './app-icon';
export { buildLockups, composePrimary, renderComposition } from './build-lockups';
export {
  composeHorizontal,
  composeMarkOnly,
  composeNamedMarkHorizontal,
  composeNamedMarkStacked,
  composeStacked,
  composeWordmarkOnly,
  fitTagline,
  resolveLength,
} from './compose';
export type { LockupAppIcon, LockupInks, LockupLayout, LockupLength, LockupMaster, LockupParams, PaintMode } from './types';
