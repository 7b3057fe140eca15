/** Names in any script through the builtin logo generation: drawn (200) or refused with a 4xx naming why, never a 5xx. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AiFixture, BRIEF, createAiFixture } from './test-support/ai-fixture';

let fx: AiFixture;
beforeAll(async () => {
  fx = await createAiFixture();
});
afterAll(async () => fx?.close());

describe('builtin image generation for names in any script', () => {
  it.each([
    ['an Arabic name', 'مقهى الورد'],
    ['a Hebrew name', 'בית קפה'],
    ['a Chinese name', '北京咖啡'],
    ['a Japanese name', 'さくら珈琲'],
    ['a Korean name', '한빛 치킨'],
    ['a Devanagari name', 'नमस्ते दिल्ली'],
    ['a name with an emoji (left out of the logo)', 'Rocket 🚀 Labs'],
  ])(
    'draws %s',
    async (_name, brandName) => {
      const response = await fx.post('image', { prompt: 'Logo', n: 1, brief: { ...BRIEF, brandName } });
      expect(response.statusCode, response.body).toBe(200);
      const { data } = response.json() as { data: Array<{ url: string; role: string }> };
      expect(data[0]?.role).toBe('primary');
      expect((await fx.fetchFile(data[0]!.url)).statusCode).toBe(200);
    },
    120_000,
  );

  it.each([
    ['a name of emoji alone', '🚀🚀', 'letter or digit'],
    ['a script no bundled font draws', 'தமிழ் Tea', '"த" (U+0BA4)'],
  ])(
    'refuses %s with a 400 that says why',
    async (_name, brandName, why) => {
      const response = await fx.post('image', { prompt: 'Logo', n: 1, brief: { ...BRIEF, brandName } });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'INVALID_BRIEF' });
      expect(response.json().message).toContain(why);
    },
    120_000,
  );
});
