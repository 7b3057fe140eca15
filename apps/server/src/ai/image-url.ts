/** Image URL rules of spec §5 / protocol.md §7.1, with the client's messages. */
import { badRequest } from '../http/errors';

const IMAGE_URL_MESSAGES = {
  invalid: 'Invalid URL format',
  https: 'Image URLs must use HTTPS protocol',
  format: 'Image URL must end with a supported format: jpg, jpeg, png, gif, webp',
} as const;

const SUPPORTED = /\.(jpe?g|png|gif|webp)$/i;
const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);

/** The problem with an image URL, or undefined when it is acceptable. */
export function checkImageUrl(value: unknown, allowLoopbackHttp: boolean): string | undefined {
  if (typeof value !== 'string') return IMAGE_URL_MESSAGES.invalid;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return IMAGE_URL_MESSAGES.invalid;
  }
  const loopbackHttp = url.protocol === 'http:' && allowLoopbackHttp && LOOPBACK.has(url.hostname);
  if (url.protocol !== 'https:' && !loopbackHttp) return IMAGE_URL_MESSAGES.https;
  if (!SUPPORTED.test(url.pathname)) return IMAGE_URL_MESSAGES.format;
  return undefined;
}

/** Validates an `images` list: 1 to 50 URLs, each numbered in the message like the client does. */
export function parseImageList(value: unknown, allowLoopbackHttp: boolean): string[] {
  if (!Array.isArray(value) || value.length === 0) throw badRequest('Images array is required and must contain at least one image URL');
  if (value.length > 50) throw badRequest('Maximum 50 images allowed');
  value.forEach((url, index) => {
    const problem = checkImageUrl(url, allowLoopbackHttp);
    if (problem) throw badRequest(`Image ${index + 1}: ${problem}`);
  });
  return value as string[];
}
