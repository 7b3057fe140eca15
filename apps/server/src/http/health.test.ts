import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, TEST_DIALECTS, type TestServer } from '../test/harness';

describe.each(TEST_DIALECTS)('GET /api/health on %s', (dialect) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer({ dialect });
  });
  afterAll(async () => server.close());

  it('reports status, version and adapters', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      status: 'ok',
      version: expect.stringMatching(/^\d+\.\d+\.\d+/),
      database: dialect,
      storage: 'local',
    });
    expect(response.headers['x-request-id']).toBeTruthy();
  });

  it('answers CORS preflight with the headers the client sends', async () => {
    const response = await server.app.inject({
      method: 'OPTIONS',
      url: '/api/health',
      headers: {
        origin: 'http://example.test',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'authorization,content-type,prefer',
      },
    });
    expect(response.statusCode).toBe(204);
    expect(response.headers['access-control-allow-origin']).toBe('*');
    expect(String(response.headers['access-control-allow-headers']).toLowerCase()).toContain('prefer');
  });

  it('refuses an unknown bearer token with the error envelope', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/api/health', headers: { authorization: 'Bearer nope' } });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ code: 'UNAUTHORIZED', error: expect.any(String), message: expect.any(String) });
  });

  it('answers unknown API paths with a 404 envelope', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/api/nope' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'NOT_FOUND' });
  });
});
