/** The brand kit's brief: the generation brief (its limits and text rules), with a designer the engine knows. */
import { getDesigner } from '@logo-dna/engine';
import { type GenerationInput, parseBrief } from '../generation/brief';
import { badRequest } from '../http/errors';

/** The brief of a kit request body, or a 400 naming what is wrong. */
export function parseKitBrief(body: unknown): GenerationInput {
  const input = parseBrief((body as { brief?: unknown } | null)?.brief);
  if (!input) throw badRequest('brief is required');
  try {
    getDesigner(input.designerId);
  } catch {
    throw badRequest('Designer not found', 'DESIGNER_NOT_FOUND');
  }
  return input;
}
