import { unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../test/harness';
import { attachmentDisposition } from './routes';

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

  it.each([
    ['no brief', {}, 400, 'VALIDATION_ERROR'],
    ['a brief without a brand name', { brief: { ...brief, brandName: '' } }, 400, 'VALIDATION_ERROR'],
    ['an unknown designer', { brief: { ...brief, designerId: 'banksy' } }, 400, 'DESIGNER_NOT_FOUND'],
    ['a bad variant', { brief: { ...brief, variant: -1 } }, 400, 'VALIDATION_ERROR'],
  ])('refuses %s', async (_name, payload, status, code) => {
    const response = await server.app.inject({ method: 'POST', url: '/api/kit/logo-dna', payload });
    expect(response.statusCode).toBe(status);
    expect(response.json()).toMatchObject({ code });
  });

  it('answers 404 for another project', async () => {
    expect((await server.app.inject({ method: 'POST', url: '/api/kit/other', payload: { brief } })).statusCode).toBe(404);
  });

  it('encodes non-ASCII file names for Content-Disposition', () => {
    expect(attachmentDisposition('Café Noël-brand-kit.zip')).toBe(
      `attachment; filename="Cafe Noel-brand-kit.zip"; filename*=UTF-8''Caf%C3%A9%20No%C3%ABl-brand-kit.zip`,
    );
  });
});
