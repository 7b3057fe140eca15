/**
 * Saving the editor's changes: the system is drawn again from its brief with the edits (the server has the design in
 * its cache from the preview), so the stored images, strategy, palette, fonts and alt text are all of the edited
 * design; the owner's row is updated in place with its edits, so a reopened system and its kit show them.
 */
import type { BrandInput, DesignEdits, StrategyResult } from '@logo-dna/protocol';
import type { AuthUser, LogoDnaApi } from '../../shared/api';
import { buildAltText } from '../generation/build-record';
import { LOGO_COUNT, toLogoImageUrls } from '../generation/generate-logo-system';
import { type LogoSystem, toColorPalette, toTypographyPair } from '../generation/logo-system';
import {
  buildColorsPrompt,
  buildLogoPrompt,
  buildStrategyPrompt,
  buildTypographyPrompt,
  COLORS_SCHEMA,
  STRATEGY_SCHEMA,
  TYPOGRAPHY_SCHEMA,
} from '../generation/schemas';
import { briefWithEdits } from './edits-model';

export interface SaveEditsParams {
  api: LogoDnaApi;
  system: LogoSystem;
  edits: DesignEdits;
  designerName: string;
  user: AuthUser | null;
  now?: () => Date;
}

class SaveEditsError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SaveEditsError';
  }
}

export async function saveEdits({ api, system, edits, designerName, user, now = () => new Date() }: SaveEditsParams): Promise<LogoSystem> {
  const { record } = system;
  const brief = briefWithEdits(system.brief, edits);
  const name = edits.text?.brandName ?? record.brandName;
  const input: BrandInput = {
    brandName: name,
    industry: record.industry,
    oneLiner: record.oneLiner,
    tagline: (edits.text?.tagline ?? record.tagline) || undefined,
    desiredColors: record.desiredColors || undefined,
    competitors: record.competitors || undefined,
    designerDna: record.designerDna,
  };
  const strategy = await api.generateObject<StrategyResult>({
    prompt: buildStrategyPrompt(input, designerName),
    schema: STRATEGY_SCHEMA,
    brief,
  });
  if (typeof strategy?.selectedConcept !== 'string') throw new SaveEditsError('The strategy service returned an incomplete strategy');
  const [images, colors, fonts] = await Promise.all([
    api.generateImage({ prompt: buildLogoPrompt(input, designerName, strategy.selectedConcept), n: LOGO_COUNT, brief }),
    api.generateObject<unknown>({ prompt: buildColorsPrompt(input, designerName), schema: COLORS_SCHEMA, brief }),
    api.generateObject<unknown>({ prompt: buildTypographyPrompt(input, designerName), schema: TYPOGRAPHY_SCHEMA, brief }),
  ]);
  const urls = toLogoImageUrls(images);
  const palette = toColorPalette(colors);
  const typography = toTypographyPair(fonts);
  const patch = {
    strategyText: strategy.positioning,
    selectedConcept: strategy.selectedConcept,
    brandRationale: strategy.rationale,
    primaryLogoUrl: urls.primary,
    monochromeLogoUrl: urls.monochrome,
    horizontalLogoUrl: urls.horizontal,
    stackedLogoUrl: urls.stacked,
    // As a generation records it: the engine's real app icon, the primary image where a provider drew none.
    appIconUrl: urls.icon || urls.primary,
    colorPalette: JSON.stringify(palette),
    typography: JSON.stringify(typography),
    altText: buildAltText(name, strategy.selectedConcept),
    // The brief's own fields stay as first typed: the seed and the concept are the ones the design was made from.
    edits: JSON.stringify(brief.edits ?? {}),
    updatedAt: now().toISOString(),
  };
  if (user && record.userId === user.id) await api.updateLogoSystem(record.id, patch);
  return { record: { ...record, ...patch }, palette, typography, brief };
}
