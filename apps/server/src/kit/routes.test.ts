import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../test/harness';
import { attachmentDisposition, createKitCache, kitCacheKey } from './routes';

const brief = {
  brandName: 'Salt & Pine',
  industry: 'restaurant',
  oneLiner: 'Coastal cooking over open fire',
  designerId: 'saul-bass',
  seed: 7,
};

describe('POST /api/kit/{projectId}', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer();
  });
  afterAll(async () => server.close());

  it('answers a zip named after the brand, built in a worker', async () => {
    const response = await server.app.inject({ method: 'POST', url: '/api/kit/logo-dna', payload: { brief } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/zip');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="Salt & Pine-brand-kit.zip"; filename*=UTF-8''Salt%20%26%20Pine-brand-kit.zip`,
    );
    const files = Object.keys(unzipSync(new Uint8Array(response.rawPayload)));
    expect(files).toContain('guidelines.pdf');
    expect(files).toContain('logos/svg/primary.svg');
  }, 120_000);

  it('answers a kit built before from memory: the same bytes, not counted against the rate limit', async () => {
    const remoteAddress = '10.9.9.9';
    const post = (payload: Record<string, unknown>) =>
      server.app.inject({ method: 'POST', url: '/api/kit/logo-dna', payload, remoteAddress });
    const first = await post({ brief: { ...brief, seed: 8 } });
    expect(first.statusCode).toBe(200);
    // Far more than the 10 kits a minute a caller may build: all but the first are the kit already built.
    for (let i = 0; i < 12; i++) {
      const again = await post({ brief: { ...brief, seed: 8 } });
      expect(again.statusCode).toBe(200);
      expect(Buffer.compare(again.rawPayload, first.rawPayload)).toBe(0);
    }
  }, 120_000);

  it('gives each version of a system its own kit, and a restored version the kit it had, from memory', async () => {
    const remoteAddress = '10.9.9.10';
    const post = (variant: number) =>
      server.app.inject({ method: 'POST', url: '/api/kit/logo-dna', payload: { brief: { ...brief, seed: 9, variant } }, remoteAddress });
    const first = await post(0);
    const second = await post(1);
    expect([first.headers['x-kit-cache'], second.headers['x-kit-cache']]).toEqual(['miss', 'miss']);
    const primary = (response: typeof first) =>
      strFromU8(unzipSync(new Uint8Array(response.rawPayload))['logos/svg/primary.svg'] as Uint8Array);
    expect(primary(second)).not.toBe(primary(first));
    // Back to the first version: its own kit, byte for byte, without a build.
    const restored = await post(0);
    expect(restored.headers['x-kit-cache']).toBe('hit');
    expect(Buffer.compare(restored.rawPayload, first.rawPayload)).toBe(0);
  }, 120_000);

  it('prints the owner’s details on the card, letterheads and signature, trimmed, and nothing made up without them', async () => {
    const contact = { name: ' Maya Okafor ', role: 'Head chef', email: 'maya@saltandpine.co', phone: '', website: 'saltandpine.co' };
    const post = (payload: Record<string, unknown>) =>
      server.app.inject({ method: 'POST', url: '/api/kit/logo-dna', payload, remoteAddress: '10.9.8.20' });
    const response = await post({ brief: { ...brief, seed: 11 }, contact });
    expect(response.statusCode).toBe(200);
    const zip = unzipSync(new Uint8Array(response.rawPayload));
    const signature = strFromU8(zip['collateral/email-signature.html'] as Uint8Array);
    expect(signature).toContain('>Maya Okafor<');
    expect(signature).toContain('href="mailto:maya@saltandpine.co"');
    expect(signature).toContain('href="https://saltandpine.co"');
    expect(signature).not.toContain('tel:');
    expect(signature).not.toContain('555');
    // The same brief without details is another kit, with the brand alone on it.
    const bare = await post({ brief: { ...brief, seed: 11 } });
    expect(bare.headers['x-kit-cache']).toBe('miss');
    const plain = strFromU8(unzipSync(new Uint8Array(bare.rawPayload))['collateral/email-signature.html'] as Uint8Array);
    expect(plain).not.toContain('Maya');
    expect(plain).not.toContain('mailto:');
    expect(plain).not.toContain('555');
  }, 120_000);

  it.each([
    ['an email without an @', { email: 'maya.saltandpine.co' }, 'email', undefined],
    ['a phone with letters', { phone: '+1 CALL NOW' }, 'phone', undefined],
    ['a website that is not an address', { website: 'javascript:alert(1)' }, 'website', undefined],
    ['a name over its limit', { name: 'N'.repeat(51) }, 'name', 50],
    ['an address over its limit', { address: 'A'.repeat(81) }, 'address', 80],
    ['a role with a line break', { role: 'Chef\nOwner' }, 'role', undefined],
    ['a field that is not text', { email: 42 }, 'email', undefined],
    ['an unknown field', { fax: '+1 212 555 0100' }, undefined, undefined],
  ])('refuses %s with 400 INVALID_CONTACT naming the field, before any kit is built', async (_name, contact, field, limit) => {
    const response = await server.app.inject({
      method: 'POST',
      url: '/api/kit/logo-dna',
      payload: { brief: { ...brief, seed: 12 }, contact },
      remoteAddress: '10.9.8.21',
    });
    expect(response.statusCode).toBe(400);
    const body = response.json() as { code: string; message: string; details?: { field?: string; limit?: number } };
    expect(body.code).toBe('INVALID_CONTACT');
    expect(body.message.length).toBeGreaterThan(5);
    expect(body.details?.field).toBe(field);
    expect(body.details?.limit).toBe(limit);
  });

  it('refuses details that are not an object with 400 INVALID_CONTACT', async () => {
    for (const contact of ['maya@saltandpine.co', ['maya'], 7]) {
      const response = await server.app.inject({
        method: 'POST',
        url: '/api/kit/logo-dna',
        payload: { brief: { ...brief, seed: 12 }, contact },
        remoteAddress: '10.9.8.22',
      });
      expect(response.statusCode, JSON.stringify(contact)).toBe(400);
      expect((response.json() as { code: string }).code).toBe('INVALID_CONTACT');
    }
  });

  it('draws the kit with the edits: its SVGs, palette files, fonts and system.json follow them', async () => {
    const edits = { palette: { primary: '#0B6E4F' }, fonts: { display: 'Bodoni Moda' } };
    const response = await server.app.inject({
      method: 'POST',
      url: '/api/kit/logo-dna',
      payload: { brief: { ...brief, edits } },
      remoteAddress: '10.9.8.7',
    });
    expect(response.statusCode).toBe(200);
    const zip = unzipSync(new Uint8Array(response.rawPayload));
    const text = (path: string) => strFromU8(zip[path] as Uint8Array);
    for (const kind of ['primary', 'horizontal', 'stacked', 'icon']) expect(text(`logos/svg/${kind}.svg`), kind).toContain('#0b6e4f');
    expect(JSON.parse(text('colors/palette.json')).colors).toContainEqual(expect.objectContaining({ role: 'primary', hex: '#0B6E4F' }));
    expect(text('colors/palette.css')).toContain('--brand-primary: #0B6E4F;');
    expect(JSON.parse(text('system.json'))).toMatchObject({ fonts: { display: { family: 'Bodoni Moda' } }, edits: { applied: edits } });
    expect(Object.keys(zip).some((path) => /^typography\/.*bodoni-moda/i.test(path))).toBe(true);
  }, 120_000);

  let caller = 0;
  it.each([
    ['no brief', {}, 400, 'VALIDATION_ERROR'],
    ['a brief without a brand name', { brief: { ...brief, brandName: '' } }, 400, 'VALIDATION_ERROR'],
    ['an unknown designer', { brief: { ...brief, designerId: 'banksy' } }, 400, 'DESIGNER_NOT_FOUND'],
    ['a bad variant', { brief: { ...brief, variant: -1 } }, 400, 'VALIDATION_ERROR'],
    ['a brand name longer than the engine designs', { brief: { ...brief, brandName: 'x'.repeat(61) } }, 400, 'BRIEF_FIELD_TOO_LONG'],
    ['a control character in the brand name', { brief: { ...brief, brandName: 'Acme\u0001Co' } }, 400, 'INVALID_BRIEF'],
    ['a NUL in the brand name', { brief: { ...brief, brandName: 'Acme\u0000' } }, 400, 'INVALID_BRIEF'],
    ['a bidi override in the brand name', { brief: { ...brief, brandName: 'Acme\u202eoC' } }, 400, 'INVALID_BRIEF'],
    ['a control character in the tagline', { brief: { ...brief, tagline: 'Hot\u0007 fresh' } }, 400, 'INVALID_BRIEF'],
    ['a name of emoji alone', { brief: { ...brief, brandName: '🍕🍕' } }, 400, 'INVALID_BRIEF'],
    ['a script no bundled font draws', { brief: { ...brief, brandName: 'தமிழ் Tea' } }, 400, 'INVALID_BRIEF'],
    ['an edit with an unknown font', { brief: { ...brief, edits: { fonts: { display: 'Papyrus' } } } }, 400, 'INVALID_EDITS'],
    ['an edit with a bad hex', { brief: { ...brief, edits: { palette: { accent: 'teal' } } } }, 400, 'INVALID_EDITS'],
  ])(
    'refuses %s',
    async (_name, payload, status, code) => {
      // A caller address per case: each case's kit is new to the server, so the rate limit counts it.
      const remoteAddress = `10.0.0.${++caller}`;
      const response = await server.app.inject({ method: 'POST', url: '/api/kit/logo-dna', payload, remoteAddress });
      expect(response.statusCode).toBe(status);
      expect(response.json()).toMatchObject({ code });
    },
    60_000,
  );

  /** The brand-name attacks of the security review: each must stay inert text in every file of the kit. */
  describe.each([
    ['a CSS comment breakout', '*/ body{background:url(//evil)} /*'],
    ['a CR/LF header and palette-line injection', 'Evil\r\nSet-Cookie: pwn=1'],
    ['a path in the file name', '../../../etc/cron.d/x'],
  ])('with %s in the brand name', (_name, brandName) => {
    let response: Awaited<ReturnType<TestServer['app']['inject']>>;
    let files: Record<string, string>;
    beforeAll(async () => {
      response = await server.app.inject({ method: 'POST', url: '/api/kit/logo-dna', payload: { brief: { ...brief, brandName } } });
      expect(response.statusCode).toBe(200);
      const zip = unzipSync(new Uint8Array(response.rawPayload));
      files = Object.fromEntries(
        ['colors/palette.css', 'colors/palette.gpl', 'colors/palette.json', 'README.txt'].map((path) => [
          path,
          strFromU8(zip[path] as Uint8Array),
        ]),
      );
    }, 120_000);

    it('palette.css has no rule outside its comments', () => {
      const outside = (files['colors/palette.css'] as string).replace(/\/\*[\s\S]*?\*\//g, '');
      expect(outside).not.toContain('/*');
      expect(outside.match(/[{}]/g)).toEqual(['{', '}']);
      expect(outside.trim()).toMatch(/^:root \{[^{}]*\}$/);
    });

    it('palette.gpl has one line per colour and no control characters', () => {
      const colors = (JSON.parse(files['colors/palette.json'] as string) as { colors: unknown[] }).colors;
      const gpl = files['colors/palette.gpl'] as string;
      expect(gpl.split('\n')).toHaveLength(4 + colors.length + 1);
      expect(gpl.replace(/[\t\n]/g, '')).not.toMatch(/\p{Cc}/u);
      expect(gpl.split('\n')[1]).toMatch(/^Name: [^\r\n]+$/);
    });

    it('README.txt has no CR and names the brand on its first line', () => {
      const readme = files['README.txt'] as string;
      expect(readme).not.toContain('\r');
      expect(readme.split('\n')[0]).toMatch(/ brand kit$/);
    });

    it('the download name has no path, no .. and no line break', () => {
      const disposition = response.headers['content-disposition'] as string;
      expect(disposition).not.toMatch(/[\r\n]/);
      const ascii = /filename="([^"]*)"/.exec(disposition)?.[1] ?? '';
      const utf8 = decodeURIComponent(/filename\*=UTF-8''(\S+)$/.exec(disposition)?.[1] ?? '');
      for (const name of [ascii, utf8]) {
        expect(name).toMatch(/-brand-kit\.zip$/);
        expect(name).not.toMatch(/[\\/\r\n]|\.\./);
      }
    });
  });

  it.each([
    ['an Arabic name', 'مقهى الورد'],
    ['a Hebrew name', 'בית קפה'],
    ['a Chinese name', '北京咖啡'],
    ['a name with an emoji, left out of the logo', '🍕 Pizza'],
  ])(
    'builds the kit for %s (never a 5xx)',
    async (_name, brandName) => {
      const remoteAddress = `10.0.1.${++caller}`;
      const response = await server.app.inject({
        method: 'POST',
        url: '/api/kit/logo-dna',
        payload: { brief: { ...brief, brandName } },
        remoteAddress,
      });
      expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
      expect(Object.keys(unzipSync(response.rawPayload))).toContain('logos/svg/primary.svg');
    },
    120_000,
  );

  it('answers 404 for another project', async () => {
    expect((await server.app.inject({ method: 'POST', url: '/api/kit/other', payload: { brief } })).statusCode).toBe(404);
  });

  it.each([
    ['Café Noël-brand-kit.zip', `attachment; filename="Cafe Noel-brand-kit.zip"; filename*=UTF-8''Caf%C3%A9%20No%C3%ABl-brand-kit.zip`],
    ['مطعم-brand-kit.zip', `attachment; filename="brand-kit.zip"; filename*=UTF-8''%D9%85%D8%B7%D8%B9%D9%85-brand-kit.zip`],
    ['🍕-brand-kit.zip', `attachment; filename="brand-kit.zip"; filename*=UTF-8''%F0%9F%8D%95-brand-kit.zip`],
    [
      "Bob's (best)*-brand-kit.zip",
      `attachment; filename="Bob's (best)-brand-kit.zip"; filename*=UTF-8''Bob%27s%20%28best%29-brand-kit.zip`,
    ],
    ['../../x\r\n"%-brand-kit.zip', `attachment; filename="x -brand-kit.zip"; filename*=UTF-8''x%20-%25-brand-kit.zip`],
  ])('encodes %j for Content-Disposition', (filename, expected) => {
    expect(attachmentDisposition(filename)).toBe(expected);
  });
});

describe('kitCacheKey', () => {
  const input = { ...brief, seed: 7, variant: 0 };

  it('is the same for the same design, whatever the key order or an absent field', () => {
    const reordered = Object.fromEntries(Object.entries(input).reverse()) as typeof input;
    expect(kitCacheKey(reordered)).toBe(kitCacheKey(input));
    expect(kitCacheKey({ ...input, tagline: undefined })).toBe(kitCacheKey(input));
  });

  it.each([
    ['variant', { variant: 1 }],
    ['seed', { seed: 8 }],
    ['designer', { designerId: 'paula-scher' }],
    ['brand name', { brandName: 'Salt & Pine Co' }],
    ['tagline', { tagline: 'Fire and salt' }],
    ['colours', { desiredColors: 'navy' }],
    ['owner’s details', { contact: { email: 'maya@saltandpine.co' } }],
  ])('changes with the %s', (_name, change) => {
    expect(kitCacheKey({ ...input, ...change })).not.toBe(kitCacheKey(input));
  });
});

describe('the kit cache', () => {
  const kit = (size: number) => ({ filename: 'k.zip', zip: new Uint8Array(size) });

  it('builds a kit once for requests that arrive while it is being built', async () => {
    const cache = createKitCache();
    let runs = 0;
    let finish: (value: ReturnType<typeof kit>) => void = () => undefined;
    const run = () => {
      runs++;
      return new Promise<ReturnType<typeof kit>>((resolve) => {
        finish = resolve;
      });
    };
    const a = cache.build('x', run);
    const b = cache.build('x', run);
    finish(kit(10));
    expect(await a).toBe(await b);
    expect(runs).toBe(1);
    expect(cache.get('x')).toBe(await a);
  });

  it('keeps the most recently used kits within its byte budget and never keeps a refusal', async () => {
    const cache = createKitCache(25);
    await cache.build('a', async () => kit(10));
    await cache.build('b', async () => kit(10));
    cache.get('a');
    await cache.build('c', async () => kit(10));
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBeDefined();
    expect(cache.get('c')).toBeDefined();
    expect(cache.bytes).toBe(20);
    await cache.build('d', async () => ({ failure: { code: 'QUALITY_FAILED', message: 'no' } }));
    expect(cache.get('d')).toBeUndefined();
  });
});
