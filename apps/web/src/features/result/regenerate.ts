/** Regenerate Variations (spec §4): two new images replace primary and horizontal; saved when signed in. */
import type { AuthUser, LogoDnaApi } from '../../shared/api';
import type { LogoSystem } from '../generation/logo-system';
import { buildLogoPrompt } from '../generation/schemas';

export const REGENERATE_COUNT = 2;

export interface RegenerateParams {
  api: LogoDnaApi;
  system: LogoSystem;
  designerName: string;
  user: AuthUser | null;
  now?: () => Date;
}

export async function regenerateVariations({
  api,
  system,
  designerName,
  user,
  now = () => new Date(),
}: RegenerateParams): Promise<LogoSystem> {
  const { record } = system;
  // Each regeneration asks for the next variant: the engine's seeded ±10 % variation (spec §9).
  const brief = { ...system.brief, variant: (system.brief.variant ?? 0) + 1 };
  const input = {
    ...record,
    tagline: record.tagline || undefined,
    desiredColors: record.desiredColors || undefined,
    competitors: record.competitors || undefined,
  };
  const images = await api.generateImage({
    prompt: buildLogoPrompt(input, designerName, record.selectedConcept),
    n: REGENERATE_COUNT,
    brief,
  });
  const named = images.some((image) => image.role);
  const primary = named ? images.find((image) => image.role === 'primary') : images[0];
  const horizontal = named ? images.find((image) => image.role === 'horizontal') : images[1];
  if (!primary) throw new Error('The image service returned no variation');
  const patch = {
    primaryLogoUrl: primary.url,
    horizontalLogoUrl: horizontal?.url ?? record.horizontalLogoUrl,
    updatedAt: now().toISOString(),
  };
  // Only the owner's saved record is updated; an anonymous result has no row to update.
  if (user && record.userId === user.id) await api.updateLogoSystem(record.id, patch);
  return { ...system, brief, record: { ...record, ...patch } };
}
