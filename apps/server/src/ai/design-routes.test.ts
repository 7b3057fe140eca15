/** The editor's endpoints over HTTP: the previewed system follows its edits, bad edits are a 400 with a code, never a 500. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AiFixture, BRIEF, COLORS_SCHEMA, createAiFixture, TYPOGRAPHY_SCHEMA } from './test-support/ai-fixture';

let fx: AiFixture;
beforeAll(async () => {
  fx = await createAiFixture();
});
afterAll(async () => fx?.close());

const systemUrl = () => `/api/design/${fx.server.config.projectId}/system`;
const iconsUrl = (query: string) => `/api/design/${fx.server.config.projectId}/icons?${query}`;
const preview = (brief: unknown, headers = fx.auth.alice) =>
  fx.server.app.inject({ method: 'POST', url: systemUrl(), payload: { brief } as object, headers });

const EDITS = { palette: { primary: '#0B6E4F' }, fonts: { display: 'Bodoni Moda' } };

describe('POST /api/design/{projectId}/system', () => {
  it('answers every lockup and the decision record, the same for the same brief', async () => {
    const response = await preview(BRIEF);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(Object.keys(body.logos).sort()).toEqual(['horizontal', 'icon', 'monochrome', 'primary', 'reversed', 'stacked']);
    for (const svg of Object.values(body.logos)) expect(svg).toMatch(/^<svg[^>]+viewBox=/);
    expect(body.record).toMatchObject({ schema: 'logo-dna/system@1', designer: { id: 'paul-rand' }, seed: 42 });
    expect(body.record.edits).toBeUndefined();
    expect(body.settings).toMatchObject({ textCase: expect.any(String), trackingEm: expect.any(Number), markSide: 'left' });
    expect((await preview(BRIEF)).json()).toEqual(body);
  });

  it('draws the edits into every lockup and records them; the AI calls of the same brief agree', async () => {
    const body = (await preview({ ...BRIEF, edits: EDITS })).json();
    for (const kind of ['primary', 'horizontal', 'stacked', 'icon']) expect(body.logos[kind], kind).toContain('#0b6e4f');
    expect(body.record.edits).toEqual({ applied: EDITS, adjustments: [], notes: [] });
    expect(body.record.fonts.display.family).toBe('Bodoni Moda');
    const colors = (await fx.post('object', { prompt: 'Palette', schema: COLORS_SCHEMA, brief: { ...BRIEF, edits: EDITS } })).json();
    expect(colors.object.primary).toBe('#0B6E4F');
    const fonts = (await fx.post('object', { prompt: 'Type', schema: TYPOGRAPHY_SCHEMA, brief: { ...BRIEF, edits: EDITS } })).json();
    expect(fonts.object.display).toBe('Bodoni Moda');
  });

  it('serves anonymous callers', async () => {
    expect((await preview(BRIEF, fx.auth.anonymous)).statusCode).toBe(200);
  });

  it.each([
    ['no brief', undefined, 400, 'VALIDATION_ERROR'],
    ['an unknown designer', { ...BRIEF, designerId: 'banksy' }, 400, 'DESIGNER_NOT_FOUND'],
    ['edits that are not an object', { ...BRIEF, edits: 'blue' }, 400, 'INVALID_EDITS'],
    ['a bad hex', { ...BRIEF, edits: { palette: { primary: '#12345' } } }, 400, 'INVALID_EDITS'],
    ['an unknown font', { ...BRIEF, edits: { fonts: { display: 'Helvetica Neue' } } }, 400, 'INVALID_EDITS'],
    ['an unknown icon id', { ...BRIEF, edits: { mark: { icon: 'no-such-icon' } } }, 400, 'INVALID_EDITS'],
    ['a name too long', { ...BRIEF, edits: { text: { brandName: 'N'.repeat(61) } } }, 400, 'INVALID_EDITS'],
    ['a name no bundled font draws', { ...BRIEF, edits: { text: { brandName: 'தமிழ் Tea' } } }, 400, 'INVALID_EDITS'],
    ['a weight out of range', { ...BRIEF, edits: { type: { weight: 1000 } } }, 400, 'INVALID_EDITS'],
    ['an unknown edit', { ...BRIEF, edits: { sparkle: true } }, 400, 'INVALID_EDITS'],
  ])('refuses %s', async (_name, brief, status, code) => {
    const response = await preview(brief);
    expect(response.statusCode).toBe(status);
    expect(response.json()).toMatchObject({ code, message: expect.any(String) });
  });

  it('names the bad field in the message', async () => {
    const response = await preview({ ...BRIEF, edits: { palette: { ink: 'black' } } });
    expect(response.json().message).toMatch(/edits\.palette\.ink must be a hex colour/);
  });

  it('refuses bad edits on the AI routes too, before any design is made', async () => {
    const response = await fx.post('image', { prompt: 'Logo', n: 4, brief: { ...BRIEF, edits: { fonts: { display: 'Wingdings' } } } });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'INVALID_EDITS' });
  });

  it('answers 404 for another project', async () => {
    const response = await fx.server.app.inject({ method: 'POST', url: '/api/design/other/system', payload: { brief: BRIEF } });
    expect(response.statusCode).toBe(404);
  });
});

describe('GET /api/design/{projectId}/icons', () => {
  const get = (query: string) => fx.server.app.inject({ method: 'GET', url: iconsUrl(query) });

  it('finds icons by id and tag with their path data, best first', async () => {
    const response = await get('q=boat&limit=5');
    expect(response.statusCode).toBe(200);
    const { icons } = response.json();
    expect(icons.length).toBeGreaterThan(0);
    expect(icons.length).toBeLessThanOrEqual(5);
    expect(icons[0]).toMatchObject({ id: 'boat', tags: expect.any(Array), d: expect.stringMatching(/^M/) });
  });

  it("leaves out the motifs the designer's marks never draw", async () => {
    const { icons } = (await get('q=orange&designerId=rob-janoff')).json();
    expect(icons.map((icon: { id: string }) => icon.id)).not.toContain('orange-slice');
  });

  it.each([
    ['an unknown designer', 'q=boat&designerId=banksy', 'DESIGNER_NOT_FOUND'],
    ['a limit out of range', 'q=boat&limit=0', 'VALIDATION_ERROR'],
    ['a limit that is not a number', 'q=boat&limit=many', 'VALIDATION_ERROR'],
    ['a query too long', `q=${'a'.repeat(81)}`, 'VALIDATION_ERROR'],
  ])('refuses %s', async (_name, query, code) => {
    const response = await get(query);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code });
  });
});
