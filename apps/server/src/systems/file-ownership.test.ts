/**
 * Deleting a logo system removes only generated files the server recorded as the caller's: a row naming someone
 * else's files (a screenshot, an unsaved generation, an anonymous one, an upload) takes nothing from them.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callRest, logoSystemRow, USER_A, USER_B, userAuthorization } from '../rest/test-support/rest-test-kit';
import { PNG_BYTES, toMultipart } from '../storage/test-support/multipart';
import { createTestServer, TEST_DIALECTS, type TestServer } from '../test/harness';

const BRIEF = { brandName: 'Northwind', industry: 'Coffee', oneLiner: 'Small-batch coffee', designerId: 'paul-rand', seed: 11 };

describe.each(TEST_DIALECTS)('who may delete generated files, on %s', (dialect) => {
  let server: TestServer;
  const auth = { a: '', b: '', service: '' };
  let variant = 0;

  beforeAll(async () => {
    server = await createTestServer({ dialect });
    auth.a = await userAuthorization(server, USER_A);
    auth.b = await userAuthorization(server, USER_B);
    auth.service = `Bearer ${server.serviceKey}`;
  }, 60_000);
  afterAll(async () => server?.close());

  const pathOf = (url: string) => new URL(url).pathname;
  const served = async (url: string) => (await server.app.inject({ method: 'GET', url: pathOf(url) })).statusCode;

  /** The primary's PNG URL of a real generation (made by viewing it, as the product does) and its SVG's. */
  async function generate(authorization?: string): Promise<{ png: string; svg: string }> {
    const response = await server.app.inject({
      method: 'POST',
      url: `/api/ai/${server.config.projectId}/image`,
      headers: authorization ? { authorization } : {},
      payload: { prompt: 'Logo', n: 4, brief: { ...BRIEF, variant: variant++ } },
    });
    expect(response.statusCode, response.body).toBe(200);
    const primary = response.json().data[0] as { url: string; svgUrl: string };
    expect(await served(primary.url)).toBe(200);
    return { png: primary.url, svg: primary.svgUrl };
  }

  async function upload(path: string, authorization: string): Promise<string> {
    const body = await toMultipart({ file: PNG_BYTES, path });
    const response = await server.app.inject({
      method: 'POST',
      url: `/api/storage/${server.config.projectId}/upload`,
      payload: body.payload,
      headers: { ...body.headers, authorization },
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().publicUrl as string;
  }

  /** B saves a system whose image columns name `url`, then deletes it. */
  async function saveAndDeleteAsB(id: string, url: string): Promise<{ removedFiles: string[] }> {
    const row = logoSystemRow(id, USER_B, { primary_logo_url: url, app_icon_url: url });
    const created = await callRest(server, { method: 'POST', body: row, authorization: auth.b });
    expect(created.statusCode, created.body).toBe(201);
    const response = await server.app.inject({
      method: 'DELETE',
      url: `/api/systems/${server.config.projectId}/${id}`,
      headers: { authorization: auth.b },
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  }

  it("a row naming the screenshots folder takes no one's screenshots", async () => {
    const screenshot = await upload('generated/screenshots/0123456789abcdef0123456789abcdef.png', auth.service);
    const bait = server.deps.storage.publicUrlOf('generated/screenshots/ffffffffffffffffffffffffffffffff.png');
    expect(await saveAndDeleteAsB('logo_bait_screens', bait)).toMatchObject({ removedFiles: [] });
    expect(await served(screenshot)).toBe(200);
  }, 60_000);

  it("a row naming another user's unsaved generation leaves its files served", async () => {
    const victim = await generate(auth.a);
    expect(await saveAndDeleteAsB('logo_bait_unsaved', victim.png)).toMatchObject({ removedFiles: [] });
    expect(await served(victim.png)).toBe(200);
    expect(await served(victim.svg)).toBe(200);
  }, 60_000);

  it("a row naming an anonymous visitor's generation leaves its files served", async () => {
    const victim = await generate();
    expect(await saveAndDeleteAsB('logo_bait_anonymous', victim.png)).toMatchObject({ removedFiles: [] });
    expect(await served(victim.png)).toBe(200);
  }, 60_000);

  it("a row naming an upload under another user's prefix leaves it served", async () => {
    const victim = await upload(`users/${USER_A}/brand/mark.png`, auth.a);
    expect(await saveAndDeleteAsB('logo_bait_upload', victim)).toMatchObject({ removedFiles: [] });
    expect(await served(victim)).toBe(200);
  }, 60_000);

  it("deleting one's own system still removes one's own generation, derived PNGs included", async () => {
    const own = await generate(auth.b);
    const result = await saveAndDeleteAsB('logo_own', own.png);
    const folder = pathOf(own.png).split('/').slice(4, 6).join('/');
    expect(result.removedFiles).toContain(`${folder}/primary.png`);
    expect(result.removedFiles).toContain(`${folder}/primary.svg`);
    expect(await server.deps.storage.driver.list(`${folder}/`)).toEqual([]);
    expect(await served(own.png)).toBe(404);
  }, 60_000);
});
