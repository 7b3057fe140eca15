import { describe, expect, it } from 'vitest';
import { buildAllowedOrigins, buildOwnOrigins, matchAllowedRedirect } from './redirect-allow-list';

const allowed = buildAllowedOrigins({
  publicUrl: 'https://good.com',
  allowedRedirectOrigins: ['http://localhost:5173', 'https://app.example.org', 'not a url'],
});

describe('redirect allow-list', () => {
  it('holds the origins in normal form and skips unparsable entries', () => {
    expect([...allowed]).toEqual([
      'https://good.com',
      'http://localhost:5173',
      'http://127.0.0.1:5173',
      'http://[::1]:5173',
      'https://app.example.org',
    ]);
  });

  it('takes a loopback origin under each loopback spelling, same scheme and port, and nothing wider', () => {
    const local = buildAllowedOrigins({ publicUrl: 'http://127.0.0.1:3000', allowedRedirectOrigins: [] });
    expect([...local]).toEqual(['http://localhost:3000', 'http://127.0.0.1:3000', 'http://[::1]:3000']);
    expect(matchAllowedRedirect('http://localhost:3000/', local)?.toString()).toBe('http://localhost:3000/');
    expect(matchAllowedRedirect('http://127.0.0.1:3000/app', local)?.toString()).toBe('http://127.0.0.1:3000/app');
    for (const other of ['http://localhost:3001/', 'https://localhost:3000/', 'http://127.0.0.2:3000/', 'http://0.0.0.0:3000/'])
      expect(matchAllowedRedirect(other, local), other).toBeUndefined();
    expect([...buildOwnOrigins({ publicUrl: 'http://localhost:3000' })]).toContain('http://127.0.0.1:3000');
    expect([...buildOwnOrigins({ publicUrl: 'https://logo.example.com' })]).toEqual(['https://logo.example.com']);
  });

  it.each([
    ['the public origin', 'https://good.com/', 'https://good.com/'],
    ['a path and query on it', 'https://good.com/app?x=1', 'https://good.com/app?x=1'],
    ['an upper-case host', 'https://GOOD.com/a', 'https://good.com/a'],
    ['an extra origin with a port', 'http://localhost:5173/callback', 'http://localhost:5173/callback'],
    ['a fragment, which is dropped', 'https://good.com/a#frag', 'https://good.com/a'],
  ])('accepts %s', (_name, value, expected) => {
    expect(matchAllowedRedirect(value, allowed)?.toString()).toBe(expected);
  });

  // reliability.md S6 corpus, plus variants.
  it.each([
    ['a suffix domain', 'https://good.com.evil.com/'],
    ['a fragment-hidden host', 'https://evil.com#@good.com'],
    ['userinfo before the host', 'https://good.com@evil.com/'],
    ['userinfo with a password', 'https://good.com:pw@evil.com/'],
    ['an allowed origin as userinfo', 'https://user@good.com/'],
    ['protocol-relative', '//evil.com'],
    ['protocol-relative to an allowed host', '//good.com/'],
    ['backslashes', 'https:\\\\evil.com'],
    ['a backslash in the path', 'https://good.com\\@evil.com'],
    ['javascript:', 'javascript:alert(document.domain)'],
    ['JavaScript: in mixed case', 'JaVaScRiPt:alert(1)'],
    ['data:', 'data:text/html,<script>alert(1)</script>'],
    ['a decimal IP', 'http://2130706433/'],
    ['an IPv4-mapped IPv6 address', 'http://[::ffff:7f00:1]/'],
    ['a hex IP', 'http://0x7f000001/'],
    ['an IDN homograph', 'https://gооd.com/'],
    ['a punycode homograph', 'https://xn--gd-hmcc.com/'],
    ['an encoded double slash', '%2F%2Fevil.com'],
    ['a relative path', '/docs'],
    ['the wrong scheme', 'http://good.com/'],
    ['the wrong port', 'https://good.com:8443/'],
    ['an explicit default port written out', 'https://good.com:443/'],
    ['a percent-encoded host', 'https://%67ood.com/'],
    ['a tab inside', 'https://go\tod.com/'],
    ['a newline inside', 'https://good.com/\nx'],
    ['a scheme without slashes', 'https:good.com'],
    ['a wildcard', 'https://*.good.com/'],
    ['an ftp URL', 'ftp://good.com/'],
    ['an empty string', ''],
    ['a number', 42],
    ['a very long URL', `https://good.com/${'a'.repeat(3000)}`],
  ])('refuses %s', (_name, value) => {
    expect(matchAllowedRedirect(value, allowed)).toBeUndefined();
  });
});
