/** The preview's view state (spec §4) and which lockup it shows. */
import type { LockupRole, LockupUrls } from './lockup-urls';

export const PREVIEW_TABS = [
  { id: 'primary', label: 'Primary' },
  { id: 'horizontal', label: 'Horizontal' },
  { id: 'stacked', label: 'Stacked' },
  { id: 'icon', label: 'Icon' },
] as const;

export type PreviewTab = (typeof PREVIEW_TABS)[number]['id'];

export interface PreviewState {
  tab: PreviewTab;
  grid: boolean;
  background: 'light' | 'dark';
  monochrome: boolean;
}

/** Spec §4: primary tab, grid off, light background, monochrome off. */
export const INITIAL_PREVIEW_STATE: PreviewState = { tab: 'primary', grid: false, background: 'light', monochrome: false };

/**
 * The kit's dark version is the reversed primary, and the icon carries its own ground; horizontal and stacked are
 * drawn for light grounds only (guidelines: "the reversed logo on dark or photographic grounds").
 */
export function isDarkAvailable(tab: PreviewTab): boolean {
  return tab === 'primary' || tab === 'icon';
}

/** True when the dark background applies to what the state shows. */
export function isDarkShown(state: PreviewState): boolean {
  return state.background === 'dark' && isDarkAvailable(state.tab);
}

/** Spec §4: monochrome applies on the primary tab only, when that image exists; on dark the reversed logo is shown. */
export function isMonochromeAvailable(urls: LockupUrls, state: PreviewState): boolean {
  return state.tab === 'primary' && urls.png.monochrome !== '' && !isDarkShown(state);
}

export interface PreviewImage {
  role: LockupRole;
  /** PNG URL; '' when the system has no such image. */
  url: string;
}

/** The lockup the preview shows for a state. */
export function selectPreviewImage(urls: LockupUrls, state: PreviewState): PreviewImage {
  const pick = (role: LockupRole): PreviewImage => ({ role, url: urls.png[role] });
  switch (state.tab) {
    case 'primary':
      if (isDarkShown(state) && urls.png.reversed) return pick('reversed');
      return isMonochromeAvailable(urls, state) && state.monochrome ? pick('monochrome') : pick('primary');
    case 'horizontal':
      return pick('horizontal');
    case 'stacked':
      return pick('stacked');
    case 'icon':
      return urls.png.icon ? pick('icon') : pick('primary');
  }
}
