/**
 * Regenerate Variations: the next variant of the whole system. Every lockup, the strategy text, the alt text, the
 * palette and the fonts come from that one variant, so the preview, the tabs, the downloads and the kit can never
 * show different designs; the owner's saved record is updated in place with its variant.
 */
import type { AuthUser, LogoDnaApi } from '../../shared/api';
import { generateLogoSystem } from '../generation/generate-logo-system';
import type { LogoSystem } from '../generation/logo-system';

export interface RegenerateParams {
  api: LogoDnaApi;
  system: LogoSystem;
  designers: ReadonlyArray<{ id: string; name: string }>;
  user: AuthUser | null;
  now?: () => Date;
}

const QUIET = { progress: () => undefined, success: () => undefined };

export async function regenerateVariations({ api, system, designers, user, now }: RegenerateParams): Promise<LogoSystem> {
  const { record } = system;
  const input = {
    brandName: record.brandName,
    industry: record.industry,
    oneLiner: record.oneLiner,
    tagline: record.tagline || undefined,
    desiredColors: record.desiredColors || undefined,
    competitors: record.competitors || undefined,
    designerDna: record.designerDna,
  };
  const { system: next, saved } = await generateLogoSystem({ api, input, designers, user, reporter: QUIET, now, previous: system });
  if (!saved) throw new Error('The regenerated system could not be saved');
  return next;
}
