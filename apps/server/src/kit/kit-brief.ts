/** The brand kit's brief: the generation brief, refused with a 400 when the engine could not design or draw it. */
import { parseBrief as checkEngineBrief, getDesigner, hasInvisibleCharacters } from '@logo-dna/engine';
import { type GenerationInput, parseBrief } from '../generation/brief';
import { badRequest } from '../http/errors';

/** Fields drawn as outlines in the logos: control and bidi-override characters have no glyph, so no design would pass. */
const DRAWN_FIELDS = ['brandName', 'tagline'] as const;

/** The brief of a kit request body, or a 400 naming what is wrong. */
export function parseKitBrief(body: unknown): GenerationInput {
  const input = parseBrief((body as { brief?: unknown } | null)?.brief);
  if (!input) throw badRequest('brief is required');
  try {
    getDesigner(input.designerId);
  } catch {
    throw badRequest('Designer not found', 'DESIGNER_NOT_FOUND');
  }
  for (const field of DRAWN_FIELDS) {
    const value = input[field];
    if (value && hasInvisibleCharacters(value)) {
      throw badRequest(`brief.${field} must not contain control or bidi-override characters`);
    }
  }
  try {
    // The engine's own rules (brand name length, a letter or digit): refused here, not as a worker failure.
    checkEngineBrief(input);
  } catch (error) {
    throw badRequest(error instanceof Error ? error.message : 'Invalid brief');
  }
  return input;
}
