/** Client-side checks of AI requests, with the exact messages of spec §5 and protocol.md §7.1. */
import type { AiMessage } from '@logo-dna/protocol';
import { FeatureError } from '../core/errors';

const MAX_IMAGES = 50;
const IMAGE_EXTENSIONS = ['jpg', 'jpeg', 'png', 'gif', 'webp'];

export const aiValidationError = (message: string) => new FeatureError('ai', 'VALIDATION_ERROR', message, { status: 400 });

/**
 * The error for an image URL, or undefined when it is usable: HTTPS (or the SDK's own origin, whose
 * stored files a self-hosted server may serve over plain HTTP) and a path ending in an image extension.
 */
function findImageUrlError(value: unknown, trustedOrigin?: string): string | undefined {
  let url: URL;
  try {
    url = new URL(String(value));
  } catch {
    return 'Invalid URL format';
  }
  if (url.protocol !== 'https:' && url.origin !== trustedOrigin) return 'Image URLs must use HTTPS protocol';
  const extension = url.pathname.split('.').pop()?.toLowerCase() ?? '';
  if (!url.pathname.includes('.') || !IMAGE_EXTENSIONS.includes(extension)) {
    return `Image URL must end with a supported format: ${IMAGE_EXTENSIONS.join(', ')}`;
  }
  return undefined;
}

/** Checks the image list of `modifyImage`: 1–50 entries, each a usable image URL ("Image 3: …"). */
export function assertImageList(images: unknown, trustedOrigin?: string): asserts images is string[] {
  if (!Array.isArray(images) || images.length === 0)
    throw aiValidationError('Images array is required and must contain at least one image URL');
  if (images.length > MAX_IMAGES) throw aiValidationError(`Maximum ${MAX_IMAGES} images allowed`);
  images.forEach((image, index) => {
    const error = findImageUrlError(image, trustedOrigin);
    if (error) throw aiValidationError(`Image ${index + 1}: ${error}`);
  });
}

/** Checks the image parts of chat messages with the same URL rules. */
export function assertMessageImages(messages: AiMessage[], trustedOrigin?: string): void {
  for (const message of messages) {
    if (!Array.isArray(message.content)) continue;
    for (const part of message.content) {
      if (part.type !== 'image') continue;
      const error = findImageUrlError(part.image, trustedOrigin);
      if (error) throw aiValidationError(error);
    }
  }
}

export function assertPrompt(prompt: unknown): asserts prompt is string {
  if (typeof prompt !== 'string' || prompt.trim() === '') throw aiValidationError('Prompt is required');
}
