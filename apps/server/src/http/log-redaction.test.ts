import { describe, expect, it } from 'vitest';
import { createSecretRedactor, REDACTED } from './log-redaction';

const JWT = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.c2lnbmF0dXJlLXNpZ25hdHVyZQ';
/** Shaped like a refresh token or an email-link token: 43 base64url characters. */
const OPAQUE = 'Qx3_k9ZfLm2-Pw8RtY7uVb1NcE4sHj6AoGiD0lTqWeX';
const SERVICE_KEY = 'sk_Ab3dEf6hIj9kLm2nOp5qRs8tUv1wXy4z';

describe('createSecretRedactor', () => {
  const redact = createSecretRedactor();

  it.each([
    ['a JWT inside a filter value', `/rest?body=eq.${JWT}&x=1`, `/rest?body=eq.${REDACTED}&x=1`],
    ['a JWT with encoded dots', `/x?a=${JWT.replaceAll('.', '%252E')}`, `/x?a=${REDACTED}`],
    ['a JWT in a message', `token rejected: ${JWT} (expired)`, `token rejected: ${REDACTED} (expired)`],
    ['the service key in an unnamed parameter', `/x?a=${SERVICE_KEY}&b=2`, `/x?a=${REDACTED}&b=2`],
    ['an opaque token in an unnamed parameter', `/x?r=${OPAQUE}`, `/x?r=${REDACTED}`],
    ['an opaque token after an encoded equals sign', `/x?u=%2Fcb%3Fr%3D${OPAQUE}%26y`, `/x?u=%2Fcb%3Fr%3D${REDACTED}%26y`],
    ['a bearer value', 'upstream said Authorization: Bearer abc.def-123, retry', `upstream said Authorization: Bearer ${REDACTED}, retry`],
    ['an encoded bearer value', '/x?h=Bearer%20abc123&y=1', `/x?h=Bearer%20${REDACTED}&y=1`],
    [
      'a secret parameter inside an encoded redirect',
      '/a?redirect_url=https%3A%2F%2Fapp%2Fcb%3Faccess_token%3Dshort%26tab%3D2',
      `/a?redirect_url=https%3A%2F%2Fapp%2Fcb%3Faccess_token%3D${REDACTED}%26tab%3D2`,
    ],
    [
      'a secret parameter inside a double-encoded redirect',
      '/a?next=%252Fcb%253Fpassword%253Dhunter2%2526x%253D1',
      `/a?next=%252Fcb%253Fpassword%253D${REDACTED}%2526x%253D1`,
    ],
    ['code and state as query parameters', '/cb?code=abc&state=def&mode=1', `/cb?code=${REDACTED}&state=${REDACTED}&mode=1`],
  ])('%s', (_name, text, expected) => {
    expect(redact(text)).toBe(expected);
  });

  it.each([
    ['an error code in a sentence', 'refused with code=RATE_LIMITED'],
    ['a word ending in sk_', 'task_manager_is_a_long_enough_name_here'],
    ['a long lower-case name', '/files/a-very-long-file-name-with-dashes-in-it-abc'],
    ['a UUID', '/x?id=0b8f2c1e-4d5a-4f6b-9c7d-8e9f0a1b2c3d'],
  ])('keeps %s', (_name, text) => {
    expect(redact(text)).toBe(text);
  });

  it('keeps a JSON line valid when a value ends at an escaped quote', () => {
    const line = JSON.stringify({ msg: `got "token=abc" and "${OPAQUE}"`, n: 1 });
    expect(JSON.parse(redact(line))).toEqual({ msg: `got "token=${REDACTED}" and "${REDACTED}"`, n: 1 });
  });

  it('redacts a known secret of any shape, plain, JSON-escaped and URL-encoded once or twice', () => {
    const secret = 'my "custom" service key!';
    const once = encodeURIComponent(secret);
    const text = JSON.stringify({ a: secret, b: `/x?k=${once}`, c: `/y?n=${encodeURIComponent(`/z?k=${once}`)}` });
    const redacted = createSecretRedactor([secret])(text);
    expect(JSON.parse(redacted)).toEqual({ a: REDACTED, b: `/x?k=${REDACTED}`, c: `/y?n=%2Fz%3Fk%3D${REDACTED}` });
  });
});
