/** Keeps provider images: base64 answers are stored under generated/…; URL answers are passed through. */
import { randomBytes } from 'node:crypto';
import type { AiImage } from '@logo-dna/protocol';
import type { Deps } from '../../deps';
import { HttpError } from '../../http/errors';

export async function storeRemoteImages(items: Array<{ url?: string; b64_json?: string }>, storage: Deps['storage']): Promise<AiImage[]> {
  const folder = `generated/${randomBytes(16).toString('base64url').replace(/^[-_]/, 'g')}`;
  const images = await Promise.all(
    items.map(async (item, index) => {
      if (item.b64_json) {
        const key = `${folder}/image-${index + 1}.png`;
        await storage.driver.put(key, Buffer.from(item.b64_json, 'base64'), { contentType: 'image/png' });
        return { url: storage.publicUrlOf(key) };
      }
      return item.url ? { url: item.url } : undefined;
    }),
  );
  const usable = images.filter((image): image is AiImage => image !== undefined);
  if (usable.length === 0) throw new HttpError(502, 'AI_ERROR', 'The AI provider returned no images');
  return usable;
}
