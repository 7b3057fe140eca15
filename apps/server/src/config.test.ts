import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

const dataDir = mkdtempSync(join(tmpdir(), 'logo-dna-config-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

/** loadConfig with a private DATA_DIR and fixed secrets, so nothing is generated. */
function load(env: Record<string, string>) {
  return loadConfig({ DATA_DIR: dataDir, SERVICE_KEY: 'sk_config_test_0123456789', JWT_SECRET: 'x'.repeat(48), ...env });
}

function refusal(env: Record<string, string>): string {
  try {
    load(env);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as Error).message;
  }
  throw new Error(`accepted ${JSON.stringify(env)}`);
}

describe('loadConfig', () => {
  it.each([
    ['every interface', '0.0.0.0', 'http://localhost:3000'],
    ['every IPv6 interface', '::', 'http://localhost:3000'],
    ['the IPv4 loopback', '127.0.0.1', 'http://127.0.0.1:3000'],
    ['the IPv6 loopback', '::1', 'http://[::1]:3000'],
    ['a LAN address', '192.168.1.20', 'http://192.168.1.20:3000'],
  ])('prints the address it listens on as the public URL by default (HOST %s)', (_name, host, publicUrl) => {
    expect(load({ HOST: host }).publicUrl).toBe(publicUrl);
    expect(load({ HOST: host, PUBLIC_URL: 'https://logo.example.com/' }).publicUrl).toBe('https://logo.example.com');
  });

  it('has the documented defaults with no variables set', () => {
    const config = load({});
    expect(config).toMatchObject({
      port: 3000,
      host: '0.0.0.0',
      databaseKind: 'sqlite',
      databaseUrl: `sqlite:${join(dataDir, 'logo-dna.sqlite')}`,
      storageKind: 'local',
      projectId: 'logo-dna',
      publicUrl: 'http://localhost:3000',
      trustProxy: false,
      nodeEnv: 'development',
      logLevel: 'warn',
      jsonMaxDepth: 64,
      allowedRedirectOrigins: [],
    });
    expect(config.ai).toMatchObject({ timeoutMs: 60_000, warmUp: false, anonymousDailyQuota: 50, bodyLimitBytes: 524_288 });
    expect(config.http).toMatchObject({ maxConnections: 10_000, connectionsPerIp: 128, drainTimeoutMs: 10_000 });
    expect(config.engineQueues).toEqual({ designsPerCaller: 6, kitsPerCaller: 2 });
    expect(config.engineRecycleAfterTasks).toBe(400);
  });

  it('reads the per-caller engine queue depths and refuses a depth of 0', () => {
    expect(load({ ENGINE_QUEUE_PER_CALLER: '3', KIT_QUEUE_PER_CALLER: '1' }).engineQueues).toEqual({
      designsPerCaller: 3,
      kitsPerCaller: 1,
    });
    expect(refusal({ ENGINE_QUEUE_PER_CALLER: '0' })).toMatch(/ENGINE_QUEUE_PER_CALLER/);
    expect(load({ ENGINE_RECYCLE_AFTER_TASKS: '2' }).engineRecycleAfterTasks).toBe(2);
    expect(refusal({ ENGINE_RECYCLE_AFTER_TASKS: '0' })).toMatch(/ENGINE_RECYCLE_AFTER_TASKS/);
  });

  it('treats an empty variable as unset', () => {
    expect(load({ PORT: '', TRUST_PROXY: '', DATABASE_URL: '' }).port).toBe(3000);
  });

  it('reads well-formed values', () => {
    const config = load({
      PORT: '8080',
      AI_TIMEOUT_MS: '5000',
      TRUST_PROXY: 'true',
      DATABASE_URL: 'postgresql://app@db.internal:5432/logo',
      STORAGE_URL: 's3://bucket?region=eu-west-1',
      ALLOWED_REDIRECT_ORIGINS: 'https://a.example, http://localhost:5173',
      REALTIME_PUBLIC_CHANNELS: 'lobby,news',
      HTTP_CONNECTIONS_PER_IP: '0',
      SHUTDOWN_DRAIN_MS: '0',
      AI_WARMUP: '1',
      LOG_LEVEL: 'warn',
    });
    expect(config).toMatchObject({
      port: 8080,
      trustProxy: true,
      databaseKind: 'postgres',
      storageKind: 's3',
      allowedRedirectOrigins: ['https://a.example', 'http://localhost:5173'],
      realtimePublicChannels: ['lobby', 'news'],
      logLevel: 'warn',
    });
    expect(config.ai).toMatchObject({ timeoutMs: 5000, warmUp: true });
    expect(config.http).toMatchObject({ connectionsPerIp: 0, drainTimeoutMs: 0 });
    expect(load({ DATABASE_URL: 'sqlite:/tmp/x.sqlite' }).databaseKind).toBe('sqlite');
  });

  it.each([
    ['PORT', '80x', 'a whole number from 0 to 65535'],
    ['PORT', '70000', 'a whole number from 0 to 65535'],
    ['AI_TIMEOUT_MS', '5s', 'a whole number of milliseconds'],
    ['AI_TIMEOUT_MS', '0', 'of at least 1'],
    ['TRUST_PROXY', '1', 'one of true, false'],
    ['TRUST_PROXY', 'yes', 'one of true, false'],
    ['DATABASE_URL', 'mysql://root@localhost/logo', 'postgres://'],
    ['DATABASE_SQL_URL', 'sqlite:/tmp/raw', 'postgres://'],
    ['STORAGE_URL', 'gs://bucket', 's3://'],
    ['REDIS_URL', 'localhost:6379', 'redis://'],
    ['SMTP_URL', 'mail.example.com', 'smtp://'],
    ['PUBLIC_URL', 'logo.example.com', 'http:// or https://'],
    ['AI_BASE_URL', 'ftp://models.example', 'http:// or https://'],
    ['ALLOWED_REDIRECT_ORIGINS', 'https://a.example/path', 'origins'],
    ['NODE_ENV', 'prod', 'one of development, production, test'],
    ['LOG_LEVEL', 'verbose', 'one of fatal, error, warn, info'],
    ['JSON_MAX_DEPTH', '-1', 'a whole number'],
    ['REALTIME_MAX_MESSAGE_BYTES', '64k', 'a whole number of bytes'],
    ['HTTP_REQUEST_TIMEOUT_MS', '1e4', 'a whole number of milliseconds'],
    ['AI_WARMUP', 'on', 'one of 1, 0, true, false'],
    ['AUTH_RATE_LIMIT_SIGNIN', '5/60', '<perIp>/<seconds>,<perAddress>/<seconds>'],
    ['AUTH_REQUIRE_EMAIL_VERIFICATION', 'TRUE', 'one of true, false'],
    ['OIDC_PROVIDERS', '{not json', 'a JSON array'],
    ['PROJECT_ID', 'my project', 'letters, digits'],
  ])('refuses %s=%s, naming the variable and what it accepts', (name, value, accepts) => {
    const message = refusal({ [name]: value });
    expect(message).toContain(`${name}=${value} is not accepted`);
    expect(message).toContain(accepts);
    expect(message).not.toContain('\n');
  });

  it('names every bad variable on one line', () => {
    const message = refusal({ PORT: '80x', AI_TIMEOUT_MS: '5s' });
    expect(message).toMatch(/^PORT=80x is not accepted: .+; AI_TIMEOUT_MS=5s is not accepted: .+$/);
  });

  it('never echoes a secret or the password inside a URL', () => {
    expect(refusal({ JWT_SECRET: 'short' })).toBe(
      'JWT_SECRET=(hidden) is not accepted: expected at least 32 characters (256 bits for HS256)',
    );
    const message = refusal({ DATABASE_URL: 'mysql://root:hunter2@db/logo' });
    expect(message).not.toContain('hunter2');
    expect(message).toContain('DATABASE_URL=mysql://root:…@db/logo');
  });

  it('turns an auth setting its own parser refuses into a ConfigError', () => {
    expect(refusal({ OIDC_ACME_ISSUER: 'https://id.acme.test' })).toContain('OIDC_ACME');
  });
});

describe('the server process', () => {
  it('stops before starting with one line on stderr when a variable is bad', () => {
    const main = resolve(import.meta.dirname, 'main.ts');
    const result = spawnSync(process.execPath, ['--import', 'tsx', main], {
      env: { PATH: process.env.PATH, DATA_DIR: dataDir, PORT: '80x' },
      encoding: 'utf8',
    });
    expect(result.status).toBe(2);
    expect(result.stdout).toBe('');
    expect(result.stderr).toBe('logo-dna: configuration refused: PORT=80x is not accepted: expected a whole number from 0 to 65535\n');
  });
});
