/** The preview's view state (spec §4) and which image it shows. */
import type { LogoSystemRecord } from '@logo-dna/protocol';

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

type LogoUrls = Pick<LogoSystemRecord, 'primaryLogoUrl' | 'monochromeLogoUrl' | 'horizontalLogoUrl' | 'stackedLogoUrl' | 'appIconUrl'>;

/** Spec §4: monochrome applies on the primary tab only, and only when that image exists. */
export function isMonochromeAvailable(record: LogoUrls, tab: PreviewTab): boolean {
  return tab === 'primary' && record.monochromeLogoUrl.trim() !== '';
}

/** The image URL the preview shows for a state; '' when the system has no such image. */
export function selectPreviewImage(record: LogoUrls, state: PreviewState): string {
  switch (state.tab) {
    case 'primary':
      return state.monochrome && isMonochromeAvailable(record, 'primary') ? record.monochromeLogoUrl : record.primaryLogoUrl;
    case 'horizontal':
      return record.horizontalLogoUrl;
    case 'stacked':
      return record.stackedLogoUrl;
    case 'icon':
      return record.appIconUrl || record.primaryLogoUrl;
  }
}
