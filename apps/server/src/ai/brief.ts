/** Parses the structured brief carried beside the prompt and derives a seed when none is given. */
import { badRequest } from '../http/errors';
import type { DesignInput } from './builtin/design-summary';

/** Highest variation index accepted (regeneration counts up from 1). */
export const MAX_VARIANT = 10_000;
const MAX_FIELD_LENGTH = 2000;

const REQUIRED = ['brandName', 'industry', 'oneLiner', 'designerId'] as const;
const OPTIONAL = ['tagline', 'desiredColors', 'competitors'] as const;

/** FNV-1a 32-bit hash (Fowler, Noll, Vo): a stable seed from the brief's text. */
export function hashSeed(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

function readString(brief: Record<string, unknown>, field: string, required: boolean): string | undefined {
  const value = brief[field];
  if (value === undefined || value === null || value === '') {
    if (required) throw badRequest(`brief.${field} is required`);
    return undefined;
  }
  if (typeof value !== 'string') throw badRequest(`brief.${field} must be a string`);
  if (required && value.trim() === '') throw badRequest(`brief.${field} is required`);
  if (value.length > MAX_FIELD_LENGTH) throw badRequest(`brief.${field} is longer than ${MAX_FIELD_LENGTH} characters`);
  return value;
}

function readInteger(brief: Record<string, unknown>, field: string, max: number): number | undefined {
  const value = brief[field];
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 0 || value > max) {
    throw badRequest(`brief.${field} must be an integer from 0 to ${max}`);
  }
  return value;
}

/** The brief as design input, or undefined when the request has none. */
export function parseBrief(raw: unknown): DesignInput | undefined {
  if (raw === undefined || raw === null) return undefined;
  if (typeof raw !== 'object' || Array.isArray(raw)) throw badRequest('brief must be an object');
  const brief = raw as Record<string, unknown>;
  const fields: Record<string, string | undefined> = {};
  for (const field of REQUIRED) fields[field] = readString(brief, field, true)?.trim();
  for (const field of OPTIONAL) fields[field] = readString(brief, field, false);
  const input = {
    brandName: fields.brandName as string,
    industry: fields.industry as string,
    oneLiner: fields.oneLiner as string,
    designerId: fields.designerId as string,
    ...(fields.tagline ? { tagline: fields.tagline } : {}),
    ...(fields.desiredColors ? { desiredColors: fields.desiredColors } : {}),
    ...(fields.competitors ? { competitors: fields.competitors } : {}),
  };
  const seed = readInteger(brief, 'seed', 0xffffffff) ?? hashSeed(JSON.stringify(input));
  return { ...input, seed, variant: readInteger(brief, 'variant', MAX_VARIANT) ?? 0 };
}
