/**
 * extended-titling as a title letterer draws it (designer-dna.md §2.18, Benguiat's film titles): the name in capitals,
 * its first and last letters set large, and two bars running from one to the other over and under the inner letters,
 * so the name frames itself. Every piece stands clear of the next: the bars never touch a letter.
 */
import { matrixTranslate } from '../../geometry';
import { rectPath, transformPath } from '../../path';
import { finishMark } from '../draft';
import { openedApart, setLetters, setLineGlyphs, wordmarkOptions } from '../letters';
import { minFeature, moduleBlock, readNumber } from '../params';
import type { Mark, MarkContext, NameGlyph } from '../types';

const SIZE = 300;
/** The large letters' size to the inner letters'. */
const DEFAULT_SCALE = 1.4;
/** Bar thickness, in inner cap heights. */
const BAR = 0.09;
/** Space between a large letter and the inner letters or a bar's end, in inner cap heights. */
const GAP = 0.14;
/** Names this short have no inner letters to frame; names this long make bars too long to read as one frame. */
const MIN_LETTERS = 4;
const MAX_LETTERS = 14;

/** Whether the designer draws titling this way (a `titling` block in its geometry). */
export function drawsFramedTitling(ctx: MarkContext): boolean {
  return Object.keys(moduleBlock(ctx, 'titling')).length > 0;
}

export function buildFramedTitling(ctx: MarkContext, archetype: string): Mark {
  const text = ctx.brief.brandName.trim().toLocaleUpperCase('en');
  const chars = [...text];
  const letters = chars.filter((c) => c.trim() !== '');
  if (letters.length < MIN_LETTERS || letters.length > MAX_LETTERS)
    throw new Error(`${archetype}: a name of ${letters.length} letters does not frame itself`);
  const first = chars[0]!;
  const last = chars[chars.length - 1]!;
  if (!/\p{Lu}/u.test(first) || !/\p{Lu}/u.test(last)) throw new Error(`${archetype}: the name does not begin and end with a letter`);
  const scale = readNumber(moduleBlock(ctx, 'titling'), 'scale', DEFAULT_SCALE);
  const base = { ...wordmarkOptions(ctx, SIZE), role: ctx.fonts?.capitalsRole ?? ('display' as const), obliqueDeg: 0 };
  const innerText = chars.slice(1, -1).join('');
  const innerOptions = openedApart(ctx, archetype, innerText, base);
  const inner = setLetters(ctx, archetype, innerText, innerOptions);
  const innerGlyphs = setLineGlyphs(ctx, archetype, innerText, innerOptions);
  const cap = inner.line.capHeight;
  const big = { ...base, size: SIZE * scale };
  const head = setLetters(ctx, archetype, first, big);
  const tail = setLetters(ctx, archetype, last, big);
  const bigCap = head.line.capHeight;
  // The large letters stand centred on the inner letters' middle: they rise as far above as they sink below.
  const drop = (bigCap - cap) / 2;
  const gap = GAP * cap;
  // Each large letter moved to stand one gap clear of the inner letters, on the dropped baseline.
  const headDx = inner.box.minX - gap - head.box.maxX;
  const tailDx = inner.box.maxX + gap - tail.box.minX;
  const headD = transformPath(head.d, matrixTranslate(headDx, drop));
  const tailD = transformPath(tail.d, matrixTranslate(tailDx, drop));
  const bar = Math.max(BAR * cap, minFeature(ctx) * 0.3);
  const top = -cap - drop;
  const bottom = drop;
  // The bars run between the large letters at their cap line and baseline, clear of the inner letters.
  if (inner.box.minY < top + bar + gap * 0.5 || inner.box.maxY > bottom - bar - gap * 0.5)
    throw new Error(`${archetype}: the inner letters reach the bars`);
  const x0 = head.box.maxX + headDx + gap;
  const x1 = tail.box.minX + tailDx - gap;
  const bars = rectPath(x0, top, x1 - x0, bar) + rectPath(x0, bottom - bar, x1 - x0, bar);
  const glyphs: NameGlyph[] = [
    { char: first, d: headD },
    ...innerGlyphs.map((g, i) => ({ char: letters[i + 1]!, d: g.d })),
    { char: last, d: tailD },
  ];
  if (glyphs.length !== letters.length) throw new Error(`${archetype}: the face does not set one outline per letter`);
  const d = glyphs.map((g) => g.d).join('');
  return finishMark(
    archetype,
    'pure-wordmark',
    [
      { d, ink: 'primary', fillRule: 'nonzero' },
      { d: bars, ink: 'primary', fillRule: 'nonzero' },
    ],
    {
      description: `${text} in capitals, its first and last letters set large with two bars run between them over and under the rest: the name frames itself like a film title.`,
      hasText: true,
      carriesName: true,
      features: { letters: text, nameGlyphs: glyphs, letterGlyphs: glyphs },
    },
  );
}
