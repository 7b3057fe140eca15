import { request as httpRequest } from 'node:http';
import { type AddressInfo, connect, createServer as createTcpServer, type Server as TcpServer } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, TEST_DIALECTS, type TestServer } from '../test/harness';
import { isLoopbackHostHeader } from './inbox-routes';

const RESET_MAIL = { to: 'usera@example.com', subject: 'Reset', text: 'Reset: https://app.test/auth/reset#token=inbox-secret' };

/** A plain TCP relay on loopback, like `socat TCP-LISTEN:… TCP:127.0.0.1:…`: it adds no header. */
async function startTcpRelay(targetPort: number): Promise<TcpServer & { port: number }> {
  const relay = createTcpServer((client) => {
    const upstream = connect(targetPort, '127.0.0.1');
    client.pipe(upstream).pipe(client);
    const end = () => {
      client.destroy();
      upstream.destroy();
    };
    client.on('error', end).on('close', end);
    upstream.on('error', end).on('close', end);
  });
  await new Promise<void>((done) => relay.listen(0, '127.0.0.1', done));
  return Object.assign(relay, { port: (relay.address() as AddressInfo).port });
}

/** GET over a real socket with the Host header a browser reaching that address would send. */
function getWithHost(port: number, path: string, host: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const request = httpRequest({ host: '127.0.0.1', port, path, headers: { host, connection: 'close' } }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => {
        body += chunk;
      });
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
    });
    request.on('error', reject);
    request.end();
  });
}

describe.each(TEST_DIALECTS)('/dev/inbox through a same-host TCP relay on %s', (dialect) => {
  let server: TestServer;
  let relay: TcpServer & { port: number };
  let port: number;
  beforeAll(async () => {
    server = await createTestServer({ dialect });
    await server.app.listen({ port: 0, host: '127.0.0.1' });
    port = (server.app.server.address() as AddressInfo).port;
    relay = await startTcpRelay(port);
    await server.deps.mailer.send(RESET_MAIL);
  });
  afterAll(async () => {
    await new Promise<void>((done) => relay.close(() => done()));
    await server.close();
  });

  it('answers the developer on this machine', async () => {
    const direct = await getWithHost(port, '/dev/inbox?format=json&to=usera@example.com', `localhost:${port}`);
    expect(direct.status).toBe(200);
    expect(direct.body).toContain('inbox-secret');
  });

  it('is a 404 for a request relayed from another address (its Host names that address)', async () => {
    const relayed = await getWithHost(relay.port, '/dev/inbox?format=json&to=usera@example.com', '192.0.2.2:18810');
    expect(relayed.status).toBe(404);
    expect(JSON.parse(relayed.body)).toMatchObject({ code: 'NOT_FOUND' });
    expect(relayed.body).not.toContain('inbox-secret');
  });
});

describe('/dev/inbox from a loopback peer', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer();
    await server.deps.mailer.send(RESET_MAIL);
  });
  afterAll(async () => server.close());

  const inbox = (headers: Record<string, string>) =>
    server.app.inject({ method: 'GET', url: '/dev/inbox?format=json', remoteAddress: '127.0.0.1', headers });

  it.each([
    ['X-Forwarded-For', { 'x-forwarded-for': '192.0.2.2' }],
    ['Forwarded', { forwarded: 'for=192.0.2.2' }],
    ['X-Real-IP', { 'x-real-ip': '192.0.2.2' }],
    ['Via', { via: '1.1 proxy' }],
    ['X-Forwarded-Host', { 'x-forwarded-host': 'logo.example' }],
    ['a public Host', { host: 'logo.example' }],
    ['an IP Host', { host: '192.0.2.2:18810' }],
    ['a rebinding Host that starts like localhost', { host: 'localhost.evil.example' }],
  ])('is a 404 with %s', async (_name, headers) => {
    const response = await inbox(headers);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'NOT_FOUND' });
    expect(response.body).not.toContain('inbox-secret');
  });

  it.each(['localhost', 'localhost:3000', '127.0.0.1:3000', '[::1]:3000', 'LOCALHOST'])('answers with Host %s', async (host) => {
    const response = await inbox({ host });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('inbox-secret');
  });
});

describe('whether the development inbox is on', () => {
  it.each([
    ['off with NODE_ENV unset and the default HOST 0.0.0.0', { NODE_ENV: '', HOST: '' }, 404],
    ['off with NODE_ENV unset and HOST 0.0.0.0', { NODE_ENV: '', HOST: '0.0.0.0' }, 404],
    ['off with NODE_ENV=test and HOST ::', { NODE_ENV: 'test', HOST: '::' }, 404],
    ['off in production, even on loopback', { NODE_ENV: 'production', HOST: '127.0.0.1' }, 404],
    ['off with SMTP configured', { NODE_ENV: 'development', SMTP_URL: 'smtp://127.0.0.1:1' }, 404],
    ['on with NODE_ENV unset and HOST 127.0.0.1', { NODE_ENV: '', HOST: '127.0.0.1' }, 200],
    ['on with NODE_ENV unset and HOST localhost', { NODE_ENV: '', HOST: 'localhost' }, 200],
    ['on with NODE_ENV=development set explicitly', { NODE_ENV: 'development', HOST: '0.0.0.0' }, 200],
  ])('%s', async (_name, env, status) => {
    const server = await createTestServer({ env });
    try {
      const response = await server.app.inject({ method: 'GET', url: '/dev/inbox?format=json', remoteAddress: '127.0.0.1' });
      expect(response.statusCode).toBe(status);
    } finally {
      await server.close();
    }
  });
});

describe('isLoopbackHostHeader', () => {
  it.each([
    ['localhost', true],
    ['127.0.0.1', true],
    ['127.1.2.3:80', true],
    ['[::1]', true],
    ['[::1]:3000', true],
    [undefined, false],
    ['', false],
    ['::1', false],
    ['127.0.0.1.nip.io', false],
    ['localhost:3000:1', false],
    ['0.0.0.0:3000', false],
  ])('%s → %s', (host, expected) => {
    expect(isLoopbackHostHeader(host)).toBe(expected);
  });
});
