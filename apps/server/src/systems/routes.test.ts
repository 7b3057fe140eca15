/**
 * DELETE /api/systems/{projectId}/{id} on both databases, with images the builtin engine really generated: the system,
 * its versions and the files only it named are gone; nothing of another user's, or of a duplicate, is touched.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callRest, logoSystemRow, serviceAuthorization, USER_A, USER_B, userAuthorization } from '../rest/test-support/rest-test-kit';
import { createTestServer, TEST_DIALECTS, type TestServer } from '../test/harness';

const BRIEF = {
  brandName: 'Northwind',
  industry: 'Coffee roastery',
  oneLiner: 'Small-batch coffee roasted for neighbourhood cafés',
  designerId: 'paul-rand',
  seed: 7,
};

interface Image {
  url: string;
  svgUrl: string;
  role: string;
}

describe.each(TEST_DIALECTS)('DELETE /api/systems on %s', (dialect) => {
  let server: TestServer;
  const auth = { a: '', b: '', service: '' };
  let variant = 0;

  beforeAll(async () => {
    server = await createTestServer({ dialect });
    auth.a = await userAuthorization(server, USER_A);
    auth.b = await userAuthorization(server, USER_B);
    auth.service = serviceAuthorization(server);
  }, 60_000);
  afterAll(async () => server.close());

  /** Four lockups drawn and stored by the real image route; the primary's PNG is made, as a viewer would. */
  async function generateImages(): Promise<Record<string, Image>> {
    const response = await server.app.inject({
      method: 'POST',
      url: `/api/ai/${server.config.projectId}/image`,
      headers: { authorization: auth.a },
      payload: { prompt: 'Logo', n: 4, brief: { ...BRIEF, variant: variant++ } },
    });
    expect(response.statusCode, response.body).toBe(200);
    const images = response.json().data as Image[];
    const primary = images[0] as Image;
    expect((await server.app.inject({ method: 'GET', url: new URL(primary.url).pathname })).statusCode).toBe(200);
    return Object.fromEntries(images.map((image) => [image.role, image]));
  }

  const imageColumns = (images: Record<string, Image>) => ({
    primary_logo_url: images.primary?.url,
    monochrome_logo_url: images.monochrome?.url,
    horizontal_logo_url: images.horizontal?.url,
    stacked_logo_url: images.stacked?.url,
    app_icon_url: images.primary?.url,
  });

  /** Saves a system showing the first generation, then each later one in turn: one version per save. */
  async function save(authorization: string, id: string, owner: string, generations: Record<string, Image>[], extra = {}) {
    const [first, ...later] = generations;
    const row = logoSystemRow(id, owner, { ...(first ? imageColumns(first) : {}), ...extra });
    const created = await callRest(server, { method: 'POST', body: row, authorization });
    expect(created.statusCode, created.body).toBe(201);
    for (const [index, images] of later.entries()) {
      const body = { ...imageColumns(images), variant: index + 1 };
      const updated = await callRest(server, { method: 'PATCH', query: `id=eq.${id}`, body, authorization });
      expect(updated.statusCode, updated.body).toBeLessThan(300);
    }
  }

  /** The files stored in the folders of these generations. */
  async function storedKeys(...sets: Record<string, Image>[]): Promise<{ present: string[] }> {
    const urls = sets.flatMap((images) => Object.values(images).map((image) => image.url));
    const present: string[] = [];
    const folders = new Set(urls.map((url) => new URL(url).pathname.split('/').slice(4, 6).join('/')));
    for (const folder of folders) present.push(...(await server.deps.storage.driver.list(`${folder}/`)));
    return { present: present.sort() };
  }

  const remove = (id: string, authorization?: string, projectId = server.config.projectId) =>
    server.app.inject({
      method: 'DELETE',
      url: `/api/systems/${projectId}/${encodeURIComponent(id)}`,
      headers: authorization ? { authorization } : {},
    });

  const systemIds = async () =>
    (await callRest(server, { method: 'GET', query: 'select=id&order=id.asc', authorization: auth.service }))
      .json()
      .map((row: { id: string }) => row.id);
  const versionCount = async (systemId: string) =>
    (
      await callRest(server, {
        method: 'GET',
        table: 'logo_system_versions',
        query: `system_id=eq.${systemId}`,
        authorization: auth.service,
      })
    ).json().length;

  it('removes the system, its versions and every file only it named', async () => {
    const first = await generateImages();
    const regenerated = await generateImages();
    await save(auth.a, 'logo_gone', USER_A, [first, regenerated]);
    const before = await storedKeys(first, regenerated);
    // Every lockup's SVG stored by each generation, and the one PNG viewed so far.
    const named = [first, regenerated].flatMap((images) => [
      ...Object.values(images).map((image) => new URL(image.svgUrl).pathname.split('/storage/v1/logo-dna/')[1]),
      new URL((images.primary as Image).url).pathname.split('/storage/v1/logo-dna/')[1],
    ]);
    expect(before.present).toEqual(expect.arrayContaining(named));
    expect(named).toHaveLength(10);

    const response = await remove('logo_gone', auth.a);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ id: 'logo_gone', versions: 2, removedFiles: before.present });
    expect(await systemIds()).not.toContain('logo_gone');
    expect(await versionCount('logo_gone')).toBe(0);
    expect((await storedKeys(first, regenerated)).present).toEqual([]);
  }, 60_000);

  it('answers another user, or an unknown id, as no system at all, and changes nothing', async () => {
    const images = await generateImages();
    await save(auth.a, 'logo_kept', USER_A, [images]);
    const before = await storedKeys(images);
    for (const [id, authorization] of [
      ['logo_kept', auth.b],
      ['logo_missing', auth.a],
    ] as const) {
      const response = await remove(id, authorization);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ code: 'NOT_FOUND', message: 'Logo system not found' });
    }
    expect(await systemIds()).toContain('logo_kept');
    expect(await versionCount('logo_kept')).toBe(1);
    expect((await storedKeys(images)).present).toEqual(before.present);
  }, 60_000);

  it.each([
    ['an anonymous caller', 'logo_kept', undefined, 'logo-dna', 401, 'UNAUTHORIZED'],
    ['an id with a space', 'logo kept', 'a', 'logo-dna', 400, 'INVALID_ID'],
    ['an id with quotes and a semicolon', "logo'; DROP TABLE logo_systems; --", 'a', 'logo-dna', 400, 'INVALID_ID'],
    ['another project', 'logo_kept', 'a', 'other-project', 404, 'NOT_FOUND'],
  ] as const)('refuses %s', async (_name, id, as, projectId, status, code) => {
    const response = await remove(id, as ? auth[as] : undefined, projectId);
    expect(response.statusCode).toBe(status);
    expect(response.json()).toMatchObject({ code });
  });

  it('keeps files a duplicate still shows until the last system naming them goes', async () => {
    const images = await generateImages();
    await save(auth.a, 'logo_original', USER_A, [images]);
    await save(auth.a, 'logo_duplicate', USER_A, [images], { seed: 7 });
    const before = await storedKeys(images);

    const original = await remove('logo_original', auth.a);
    expect(original.json()).toEqual({ id: 'logo_original', versions: 1, removedFiles: [] });
    expect((await storedKeys(images)).present).toEqual(before.present);

    const duplicate = await remove('logo_duplicate', auth.a);
    expect(duplicate.json().removedFiles).toEqual(before.present);
    expect((await storedKeys(images)).present).toEqual([]);
  }, 60_000);

  it("does not let a row naming another user's files take them away", async () => {
    const images = await generateImages();
    await save(auth.a, 'logo_victim', USER_A, [images]);
    // B copies A's public image URLs into a row of their own (its save records a version naming them), then deletes it.
    await save(auth.b, 'logo_copycat', USER_B, [images]);
    const before = await storedKeys(images);
    const response = await remove('logo_copycat', auth.b);
    expect(response.json()).toEqual({ id: 'logo_copycat', versions: 1, removedFiles: [] });
    expect((await storedKeys(images)).present).toEqual(before.present);
  }, 60_000);

  it('lets the service key delete any system', async () => {
    await save(auth.b, 'logo_b_only', USER_B, []);
    const response = await remove('logo_b_only', auth.service);
    expect(response.statusCode).toBe(200);
    expect(await systemIds()).not.toContain('logo_b_only');
  });
});
