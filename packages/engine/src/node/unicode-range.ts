/** CSS unicode-range lists as the @fontsource packages write them (unicode.json, the stylesheets). */

/** Parses a CSS unicode-range list ("U+0000-00FF,U+0131") into inclusive code point ranges. */
export function parseUnicodeRange(list: string): Array<[number, number]> {
  return list.split(',').map((part) => {
    const [from = '0', to] = part.trim().replace(/^U\+/i, '').split('-');
    const start = Number.parseInt(from, 16);
    return [start, to === undefined ? start : Number.parseInt(to, 16)];
  });
}
