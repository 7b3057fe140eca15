/** The preview's view state (spec §4), the tabs it offers and which lockup it shows. */
import type { LockupRole, LockupUrls } from './lockup-urls';
import type { Arrangement } from './same-arrangement';

const PREVIEW_TABS = [
  { id: 'primary', label: 'Primary' },
  { id: 'horizontal', label: 'Horizontal' },
  { id: 'stacked', label: 'Stacked' },
  { id: 'icon', label: 'Icon' },
] as const;

export type PreviewTab = (typeof PREVIEW_TABS)[number]['id'];

export interface PreviewTabItem {
  id: PreviewTab;
  label: string;
  /** The arrangement the tab's lockup is drawn as, when the primary is one of them. */
  note?: string;
}

const ARRANGEMENT_LABEL: Record<Arrangement, string> = { horizontal: 'Horizontal', stacked: 'Stacked' };

/**
 * The tabs for a system. A designer's primary is often their horizontal or stacked lockup itself (the engine presents
 * the preferred arrangement first); the two would then be one drawing under two tabs, so they are one tab, labelled
 * with both names.
 */
export function previewTabs(arrangement: Arrangement | null): PreviewTabItem[] {
  if (!arrangement) return PREVIEW_TABS.map(({ id, label }) => ({ id, label }));
  return PREVIEW_TABS.filter((tab) => tab.id !== arrangement).map(({ id, label }) =>
    id === 'primary' ? { id, label, note: ARRANGEMENT_LABEL[arrangement] } : { id, label },
  );
}

/** The tab shown for a chosen one: the primary for an arrangement merged into it. */
export function shownTab(tab: PreviewTab, arrangement: Arrangement | null): PreviewTab {
  return tab === arrangement ? 'primary' : tab;
}

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
  /** The image shown (the SVG when there is one, see lockup-urls); '' when the system has no such image. */
  url: string;
}

/** The lockup the preview shows for a state. */
export function selectPreviewImage(urls: LockupUrls, state: PreviewState): PreviewImage {
  const pick = (role: LockupRole): PreviewImage => ({ role, url: urls.shown[role] });
  switch (state.tab) {
    case 'primary':
      if (isDarkShown(state) && urls.shown.reversed) return pick('reversed');
      return isMonochromeAvailable(urls, state) && state.monochrome ? pick('monochrome') : pick('primary');
    case 'horizontal':
      return pick('horizontal');
    case 'stacked':
      return pick('stacked');
    case 'icon':
      return urls.shown.icon ? pick('icon') : pick('primary');
  }
}
