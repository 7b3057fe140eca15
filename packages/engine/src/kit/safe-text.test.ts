import { describe, expect, it } from 'vitest';
import { hasInvisibleCharacters, MAX_FILE_STEM_BYTES, toCssCommentText, toKitFileName, toPlainTextLine, toSafeFileName } from './safe-text';

describe('toPlainTextLine', () => {
  it.each([
    ['Salt & Pine', 'Salt & Pine'],
    ['Evil\r\nSet-Cookie: pwn=1', 'Evil Set-Cookie: pwn=1'],
    ['tab\there\u2028and\u2029there', 'tab here and there'],
    ['nul\u0000 bell\u0007 del\u007f c1\u0085', 'nul bell del c1'],
    ['bidi \u202egnp.exe\u202c isolate \u2066x\u2069', 'bidi gnp.exe isolate x'],
    ['lone \ud800 surrogate', 'lone surrogate'],
    ['مطعم الشمس', 'مطعم الشمس'],
    ['👨‍👩‍👧 family', '👨‍👩‍👧 family'],
  ])('%j → %j', (input, expected) => {
    expect(toPlainTextLine(input)).toBe(expected);
  });
});

describe('toCssCommentText', () => {
  it.each([
    ['*/ body{color:red} /*', '* / body{color:red} /*'],
    ['**/x', '** /x'],
    ['a*//b', 'a* //b'],
    ['*\r\n/', '* /'],
  ])('%j cannot close a comment', (input, expected) => {
    const text = toCssCommentText(input);
    expect(text).toBe(expected);
    expect(text).not.toContain('*/');
  });
});

describe('toSafeFileName', () => {
  it.each([
    ['Salt & Pine', 'Salt & Pine'],
    ['Café Noël', 'Café Noël'],
    ['Cafe\u0301', 'Café'],
    ['../../../etc/cron.d/x', 'etc-cron.d-x'],
    ['..\\..\\windows\\system32', 'windows-system32'],
    ['C:\\Users\\x', 'C-Users-x'],
    ['a/../b', 'a-.-b'],
    ['...', 'brand'],
    ['Evil\r\nSet-Cookie: pwn=1', 'Evil Set-Cookie- pwn=1'],
    ['x\u202egpj.exe', 'xgpj.exe'],
    ['<script>"|?*', 'script'],
    ['مطعم الشمس', 'مطعم الشمس'],
    ['🍕 Pizza 🍕', '🍕 Pizza 🍕'],
    ['', 'brand'],
    ['\u0000\u0001', 'brand'],
  ])('%j → %j', (input, expected) => {
    expect(toSafeFileName(input, 'brand')).toBe(expected);
  });

  it('cuts long names to a bounded size without splitting a character', () => {
    const long = toSafeFileName('👨‍👩‍👧'.repeat(40), 'brand');
    expect(new TextEncoder().encode(long).length).toBeLessThanOrEqual(MAX_FILE_STEM_BYTES);
    expect(long).toBe('👨‍👩‍👧'.repeat(Math.floor(MAX_FILE_STEM_BYTES / new TextEncoder().encode('👨‍👩‍👧').length)));
    expect(toSafeFileName('é'.repeat(200), 'brand')).toBe('é'.repeat(MAX_FILE_STEM_BYTES / 2));
  });
});

describe('toKitFileName', () => {
  it('names the archive after the brand, safely', () => {
    expect(toKitFileName('Salt & Pine')).toBe('Salt & Pine-brand-kit.zip');
    expect(toKitFileName('../../../etc/cron.d/x')).toBe('etc-cron.d-x-brand-kit.zip');
    expect(toKitFileName('///')).toBe('brand-brand-kit.zip');
  });
});

describe('hasInvisibleCharacters', () => {
  it.each([
    ['Salt & Pine', false],
    ['Evil\r\nSet-Cookie: pwn=1\tx', false],
    ['مطعم الشمس', false],
    ['👨‍👩‍👧', false],
    ['Acme\u0000', true],
    ['Acme\u0001Co', true],
    ['Acme\u202eoC', true],
    ['Acme\u2028', true],
    ['Acme\ud800', true],
  ])('%j → %s', (text, expected) => {
    expect(hasInvisibleCharacters(text)).toBe(expected);
  });
});
