/** Keeps provider images: base64 answers are stored under generated/… as the caller's; URL answers are passed through. */
import { randomBytes } from 'node:crypto';
import type { AiImage } from '@logo-dna/protocol';
import type { Deps } from '../../deps';
import { HttpError } from '../../http/errors';
import type { Identity } from '../../http/identity';

export async function storeRemoteImages(
  items: Array<{ url?: string; b64_json?: string }>,
  storage: Deps['storage'],
  caller: Identity = { kind: 'anonymous' },
): Promise<AiImage[]> {
  const folder = `generated/${randomBytes(16).toString('base64url').replace(/^[-_]/, 'g')}`;
  const files = items.flatMap((item, index) =>
    item.b64_json
      ? [{ index, key: `${folder}/image-${index + 1}.png`, body: Buffer.from(item.b64_json, 'base64'), contentType: 'image/png' }]
      : [],
  );
  if (files.length > 0) await storage.generated.put(files, { identity: caller, generation: `${folder}/`, now: Date.now() });
  const images = items.map((item, index): AiImage | undefined => {
    const stored = files.find((file) => file.index === index);
    if (stored) return { url: storage.publicUrlOf(stored.key) };
    return item.url ? { url: item.url } : undefined;
  });
  const usable = images.filter((image): image is AiImage => image !== undefined);
  if (usable.length === 0) throw new HttpError(502, 'AI_ERROR', 'The AI provider returned no images');
  return usable;
}
