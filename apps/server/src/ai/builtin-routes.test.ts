/** The builtin provider end to end over HTTP: strategy, palette, typography, logos, streams, speech, 501s. */
import { spawnSync } from 'node:child_process';
import { LOGO_ROLES, SYSTEM_ROLES } from '@logo-dna/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countWords } from './object-output';
import {
  type AiFixture,
  BRIEF,
  COLORS_SCHEMA,
  createAiFixture,
  parseLines,
  STRATEGY_SCHEMA,
  TYPOGRAPHY_SCHEMA,
} from './test-support/ai-fixture';

let fx: AiFixture;
beforeAll(async () => {
  fx = await createAiFixture();
});
afterAll(async () => fx?.close());

describe('builtin object generation', () => {
  it('answers the strategy schema within the spec word ranges', async () => {
    const response = await fx.post('object', { prompt: 'Write a brand strategy', schema: STRATEGY_SCHEMA, brief: BRIEF });
    expect(response.statusCode).toBe(200);
    const { object, finishReason } = response.json();
    expect(finishReason).toBe('stop');
    expect(object.concepts).toHaveLength(3);
    expect(object.concepts).toContain(object.selectedConcept);
    expect(countWords(object.positioning)).toBeGreaterThanOrEqual(50);
    expect(countWords(object.positioning)).toBeLessThanOrEqual(120);
    expect(countWords(object.rationale)).toBeGreaterThanOrEqual(150);
    expect(countWords(object.rationale)).toBeLessThanOrEqual(200);
  });

  it('answers colours and typography: the same for the same brief, another designer another palette', async () => {
    const colors = (await fx.post('object', { prompt: 'Palette', schema: COLORS_SCHEMA, brief: BRIEF })).json().object;
    for (const value of Object.values(colors)) expect(value).toMatch(/^#[0-9a-f]{6}$/i);
    const again = (await fx.post('object', { prompt: 'Palette', schema: COLORS_SCHEMA, brief: BRIEF })).json().object;
    expect(again).toEqual(colors);
    const other = (
      await fx.post('object', { prompt: 'Palette', schema: COLORS_SCHEMA, brief: { ...BRIEF, designerId: 'milton-glaser' } })
    ).json().object;
    expect(other).not.toEqual(colors);
    const fonts = (await fx.post('object', { prompt: 'Type', schema: TYPOGRAPHY_SCHEMA, brief: BRIEF })).json().object;
    expect(Object.keys(fonts).sort()).toEqual(['display', 'support']);
    expect(typeof fonts.display).toBe('string');
  });

  it("adds the named colours, grounds and contrast pairs (the kit's palette.json) when the schema asks for them", async () => {
    const schema = {
      ...COLORS_SCHEMA,
      properties: {
        ...COLORS_SCHEMA.properties,
        swatches: { type: 'array' },
        grounds: { type: 'object' },
        contrastPairs: { type: 'array' },
      },
    };
    const object = (await fx.post('object', { prompt: 'Palette', schema, brief: BRIEF })).json().object;
    const roles = object.swatches.map((swatch: { role: string }) => swatch.role);
    expect(roles.slice(0, 5)).toEqual(['primary', 'secondary', 'accent', 'neutral', 'background']);
    for (const swatch of object.swatches) {
      expect(swatch.name).toMatch(/^\p{Lu}/u);
      expect(swatch.hex).toMatch(/^#[0-9A-F]{6}$/i);
    }
    expect(object.swatches[0].hex).toBe(object.primary);
    expect(object.grounds.light).toBe(object.swatches[4].hex);
    expect(object.contrastPairs).toContainEqual(expect.objectContaining({ foreground: object.primary, background: object.grounds.light }));
    // The spec's four-colour schema is answered as before, without them.
    const plain = (await fx.post('object', { prompt: 'Palette', schema: COLORS_SCHEMA, brief: BRIEF })).json().object;
    expect(Object.keys(plain).sort()).toEqual(['accent', 'neutral', 'primary', 'secondary']);
  });

  it('names the faces drawn for a Cyrillic name and what the logos leave out, when the schema asks', async () => {
    const schema = {
      ...TYPOGRAPHY_SCHEMA,
      properties: { ...TYPOGRAPHY_SCHEMA.properties, displayStandsInFor: { type: 'string' }, omitted: { type: 'array' } },
    };
    const brief = { ...BRIEF, brandName: 'Северный 🌞 Мёд', designerId: 'frank-mason-robinson' };
    const object = (await fx.post('object', { prompt: 'Type', schema, brief })).json().object;
    // Robinson's scripts for this brief have no Cyrillic: another face draws the name, and the answer says whose place it takes.
    expect(object.displayStandsInFor).toMatch(/\w/);
    expect(object.display).not.toBe(object.displayStandsInFor);
    expect(object.omitted).toEqual([{ field: 'brandName', text: '🌞', codePoints: ['U+1F31E'], reason: 'emoji' }]);
  });

  it('answers a combined nested schema and derives a stable seed when none is sent', async () => {
    const schema = {
      type: 'object',
      properties: { colors: COLORS_SCHEMA, typography: TYPOGRAPHY_SCHEMA },
      required: ['colors', 'typography'],
    };
    const { seed: _seed, ...unseeded } = BRIEF;
    const first = (await fx.post('object', { prompt: 'Both', schema, brief: unseeded })).json().object;
    const second = (await fx.post('object', { prompt: 'Both', schema, brief: unseeded })).json().object;
    expect(first).toEqual(second);
    expect(first.colors.primary).toMatch(/^#/);
  });

  it('streams an object as status then snapshot then finish', async () => {
    const response = await fx.post('object', { prompt: 'Palette', schema: COLORS_SCHEMA, brief: BRIEF, stream: true });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    const lines = parseLines(response.body);
    expect(lines.map(([prefix]) => prefix)).toEqual(['2', '2', 'd']);
    expect(lines[0]?.[1]).toEqual(['generating']);
    const snapshot = lines[1]?.[1] as object[];
    expect(snapshot[0]).toHaveProperty('primary');
  });
});

describe('builtin image generation', () => {
  it('n=4 stores the logo system: primary, monochrome, horizontal, stacked with PNG and SVG', async () => {
    const response = await fx.post('image', { prompt: 'Logo', n: 4, brief: BRIEF });
    expect(response.statusCode).toBe(200);
    const { data } = response.json() as { data: Array<{ url: string; svgUrl: string; role: string }> };
    expect(data.map((image) => image.role)).toEqual([...LOGO_ROLES]);
    for (const image of data) {
      expect(image.url).toMatch(new RegExp(`^${fx.server.config.publicUrl}/storage/v1/.+/generated/[\\w-]{22}/${image.role}\\.png$`));
      const png = await fx.fetchFile(image.url);
      expect(png.statusCode).toBe(200);
      expect(png.headers['content-type']).toBe('image/png');
      expect(png.rawPayload.readUInt32BE(16)).toBe(1024);
      const svg = await fx.fetchFile(image.svgUrl);
      expect(svg.headers['content-type']).toBe('image/svg+xml');
      expect(svg.body).toContain('<svg');
    }
  });

  it('n=6 adds the app icon and the reversed logo, and every lockup sits beside the others in one folder', async () => {
    const { data } = (await fx.post('image', { prompt: 'Logo', n: 6, brief: BRIEF })).json() as {
      data: Array<{ url: string; svgUrl: string; role: string }>;
    };
    expect(data.map((image) => image.role)).toEqual([...SYSTEM_ROLES]);
    const svgs = await Promise.all(data.map(async (image) => (await fx.fetchFile(image.svgUrl)).body));
    expect(new Set(svgs).size).toBe(6);
    expect(svgs[4]).toMatch(/viewBox="0 0 1000 1000"/);
    expect(svgs[5]).toContain('reversed logo');
    const icon = await fx.fetchFile(data[4]!.url);
    expect(icon.headers['content-type']).toBe('image/png');
    // A caller of n=4 reaches the icon and reversed logo of the same design beside its primary.
    const four = (await fx.post('image', { prompt: 'Logo', n: 4, brief: BRIEF })).json().data as Array<{ svgUrl: string }>;
    const reversed = await fx.fetchFile(four[0]!.svgUrl.replace(/primary\.svg$/, 'reversed.svg'));
    expect(reversed.statusCode).toBe(200);
    expect(reversed.body).toBe(svgs[5]);
  });

  it('serves each lockup as the kit’s vector PDF beside its SVG, written on first request', async () => {
    const { data } = (await fx.post('image', { prompt: 'Logo', n: 6, brief: BRIEF })).json() as {
      data: Array<{ svgUrl: string; role: string }>;
    };
    for (const image of data.filter((entry) => entry.role === 'primary' || entry.role === 'icon')) {
      const pdf = await fx.fetchFile(image.svgUrl.replace(/\.svg$/, '.pdf'));
      expect(pdf.statusCode).toBe(200);
      expect(pdf.headers['content-type']).toBe('application/pdf');
      expect(pdf.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      // Vector paths, not an embedded picture; titled with the lockup's own name.
      expect(pdf.rawPayload.toString('latin1')).not.toContain('/Subtype /Image');
      const title = /<title>([^<]*)<\/title>/.exec((await fx.fetchFile(image.svgUrl)).body)?.[1];
      expect(title).toContain(BRIEF.brandName);
      expect(pdf.rawPayload.toString('latin1')).toContain(`(${title})`);
    }
    // A PDF is made only of a stored lockup.
    const stray = data[0]!.svgUrl.replace(/primary\.svg$/, 'guidelines.pdf');
    expect((await fx.fetchFile(stray)).statusCode).toBe(404);
  });

  it('n=2 regenerates primary and horizontal as a new variant', async () => {
    const first = (await fx.post('image', { prompt: 'Logo', n: 4, brief: BRIEF })).json().data;
    const regenerated = await fx.post('image', { prompt: 'Logo', n: 2, brief: { ...BRIEF, variant: 1 } });
    const { data } = regenerated.json();
    expect(data.map((image: { role: string }) => image.role)).toEqual(['primary', 'horizontal']);
    const before = (await fx.fetchFile(first[0].svgUrl)).body;
    const after = (await fx.fetchFile(data[0].svgUrl)).body;
    expect(after).not.toBe(before);
  });

  it.each([
    {
      name: 'unknown designer',
      body: { prompt: 'Logo', n: 4, brief: { ...BRIEF, designerId: 'nobody' } },
      status: 400,
      message: 'Designer not found',
    },
    {
      name: 'brief without brand name',
      body: { prompt: 'Logo', brief: { ...BRIEF, brandName: ' ' } },
      status: 400,
      message: 'brief.brandName is required',
    },
    {
      name: 'bad seed',
      body: { prompt: 'Logo', brief: { ...BRIEF, seed: -1 } },
      status: 400,
      message: 'brief.seed must be an integer from 0 to 4294967295',
    },
    {
      name: 'too many logos',
      body: { prompt: 'Logo', n: 7, brief: BRIEF },
      status: 400,
      message: 'The builtin engine draws at most 6 logos per call',
    },
    { name: 'free image without brief', body: { prompt: 'A cat' }, status: 501, message: /AI_BASE_URL and AI_IMAGE_MODEL/ },
  ])('$name → $status', async ({ body, status, message }) => {
    const response = await fx.post('image', body);
    expect(response.statusCode).toBe(status);
    expect(response.json().message).toMatch(message);
  });
});

describe('builtin text, speech and transcription', () => {
  it('writes strategy prose for a brief, plain and streamed', async () => {
    const plain = await fx.post('text', { prompt: 'Strategy', brief: BRIEF });
    expect(plain.statusCode).toBe(200);
    expect(plain.json().text).toContain('Northwind Coffee');
    const streamed = await fx.post('text', { prompt: 'Strategy', brief: BRIEF, stream: true });
    const lines = parseLines(streamed.body);
    expect(lines[0]?.[0]).toBe('f');
    expect(lines.at(-1)?.[0]).toBe('d');
    const text = lines
      .filter(([prefix]) => prefix === '0')
      .map(([, value]) => value)
      .join('');
    expect(text).toBe(plain.json().text);
  });

  it.each([
    { name: 'free text', kind: 'text', body: { prompt: 'Hello' }, message: /AI_TEXT_MODEL/ },
    { name: 'free streamed text', kind: 'text', body: { prompt: 'Hello', stream: true }, message: /AI_TEXT_MODEL/ },
    {
      name: 'a schema the engine does not design',
      kind: 'object',
      body: { prompt: 'x', schema: { type: 'object', properties: { mood: { type: 'string' } }, required: ['mood'] }, brief: BRIEF },
      message: /AI_TEXT_MODEL/,
    },
    { name: 'transcription', kind: 'transcribe', body: { audio: 'UklGRg==' }, message: /AI_TRANSCRIBE_MODEL/ },
  ])('$name → 501 AI_PROVIDER_NOT_CONFIGURED', async ({ kind, body, message }) => {
    const response = await fx.post(kind, body);
    expect(response.statusCode).toBe(501);
    expect(response.json()).toMatchObject({ code: 'AI_PROVIDER_NOT_CONFIGURED' });
    expect(response.json().message).toMatch(message);
  });

  it('speaks through espeak-ng as a WAV data URL (501 naming the settings when it is not installed)', async () => {
    const response = await fx.post('speech', { text: 'Northwind Coffee' });
    if (spawnSync('espeak-ng', ['--version']).error) {
      expect(response.statusCode).toBe(501);
      expect(response.json().message).toMatch(/AI_SPEECH_MODEL.+espeak-ng/);
      return;
    }
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ voice: 'alloy', format: 'wav', mimeType: 'audio/wav' });
    const audio = Buffer.from(body.url.slice('data:audio/wav;base64,'.length), 'base64');
    expect(audio.subarray(0, 4).toString()).toBe('RIFF');
  });
});
