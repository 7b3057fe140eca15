/** guidelines.pdf: cover, strategy, logo system, clear space and minimum size, colour, type, do's and don'ts, collateral. */
import { getDesigner } from '../../dna';
import { typeScale, usageRules } from '../../kit';
import { type ContactDetails, filledContact } from '../../mockups/model';
import type { BrandDesign, FontChoice, LockupKind } from '../../types';
import { CARD_MM, drawCardBack, drawCardFront, drawLetterhead, LETTERHEAD_SIZES, PT_PER_MM } from './collateral';
import { desktopFont, desktopSubsetFonts } from './font-files';
import { createPdf, type Pdf, placeSvg } from './pdf';

const mm = (value: number) => value * PT_PER_MM;

const PAGE = { width: 842, height: 595 };
const MARGIN = 48;
/** Small bottom margin so the footer line sits inside the printable area (pdfkit adds a page past it). */
const MARGINS = { top: MARGIN, left: MARGIN, right: MARGIN, bottom: 16 };
const INK = '#1A1A1A';
const MUTED = '#6B6B6B';
const RULE = '#E2E2E2';

export interface Faces {
  display: string;
  heading: string;
  body: string;
  /** Per face, the fonts of the subsets the brand's words need besides latin (a Cyrillic name's cyrillic file). */
  scripts: Record<string, Array<{ font: string; covers: (codePoint: number) => boolean }>>;
}

/** Registers the subset fonts a face needs for the brand's words under `${name}-${subset}`. */
function registerScripts(doc: Pdf, faces: Faces, name: string, choice: FontChoice, weight: number, words: string): void {
  faces.scripts[name] = desktopSubsetFonts(choice, weight, words).map((font) => {
    doc.registerFont(`${name}-${font.subset}`, Buffer.from(font.data));
    return { font: `${name}-${font.subset}`, covers: font.covers };
  });
}

export function registerFaces(doc: Pdf, design: BrandDesign, moreWords = ''): Faces {
  const faces: Faces = { display: 'Helvetica-Bold', heading: 'Helvetica-Bold', body: 'Helvetica', scripts: {} };
  const words = `${design.brief.brandName} ${design.brief.tagline ?? ''}`;
  // The support face also sets the owner's details on the collateral (a Cyrillic name needs its subset).
  const supportWords = `${words} ${moreWords}`;
  const displayWeight = design.typography.display.weights.at(-1) ?? 700;
  try {
    doc.registerFont('display', Buffer.from(desktopFont(design.typography.display, displayWeight)));
    faces.display = 'display';
    registerScripts(doc, faces, 'display', design.typography.display, displayWeight, words);
  } catch {
    // A face pdfkit cannot embed falls back to Helvetica; the kit still ships the real files.
  }
  try {
    doc.registerFont('heading', Buffer.from(desktopFont(design.typography.support, 600)));
    doc.registerFont('body', Buffer.from(desktopFont(design.typography.support, 400)));
    faces.heading = 'heading';
    faces.body = 'body';
    registerScripts(doc, faces, 'body', design.typography.support, 400, supportWords);
    registerScripts(doc, faces, 'heading', design.typography.support, 600, supportWords);
  } catch {
    // as above
  }
  return faces;
}

type TextOptions = PDFKit.Mixins.TextOptions;

/** The text cut into runs by the font that draws them: letters of another script in its subset font, the rest in `face`. */
function runsOf(faces: Faces, face: string, text: string): Array<{ font: string; text: string }> {
  const extras = faces.scripts[face] ?? [];
  const runs: Array<{ font: string; text: string }> = [];
  for (const char of text) {
    const previous = runs.at(-1);
    const point = char.codePointAt(0) ?? 0;
    const font = /[\p{L}\p{N}\p{M}]/u.test(char)
      ? (extras.find((extra) => extra.covers(point))?.font ?? face)
      : /\s/u.test(char) && previous
        ? previous.font
        : face;
    if (previous && previous.font === font) previous.text += char;
    else runs.push({ font, text: char });
  }
  return runs;
}

/**
 * Writes the brand's words in `face`; a Cyrillic or Greek name's letters in the same family's subset font. Text in one
 * font is written as given; text in several is placed run by run on one line (centred in `width` when asked), smaller
 * when it would not fit.
 */
export function writeWords(doc: Pdf, faces: Faces, face: string, text: string, x: number, y: number, options: TextOptions = {}): void {
  const runs = runsOf(faces, face, text);
  const only = runs[0];
  if (runs.length === 1 && only) {
    doc.font(only.font).text(text, x, y, options);
    return;
  }
  const size = (doc as unknown as { _fontSize: number })._fontSize;
  const measure = () => runs.reduce((sum, run) => sum + doc.font(run.font).widthOfString(run.text), 0);
  const room = options.width ?? Number.POSITIVE_INFINITY;
  if (measure() > room) doc.fontSize((size * room) / measure());
  const total = measure();
  let at = options.align === 'center' ? x + Math.max(0, (room - total) / 2) : x;
  for (const run of runs) {
    doc.font(run.font).text(run.text, at, y, { lineBreak: false });
    at += doc.widthOfString(run.text);
  }
  doc.font(face).fontSize(size);
}

function pageFrame(doc: Pdf, faces: Faces, design: BrandDesign, title: string, number: number): void {
  doc.addPage({ size: [PAGE.width, PAGE.height], margins: MARGINS });
  doc.font(faces.heading).fontSize(22).fillColor(INK).text(title, MARGIN, MARGIN, { lineBreak: false });
  doc
    .moveTo(MARGIN, MARGIN + 34)
    .lineTo(PAGE.width - MARGIN, MARGIN + 34)
    .lineWidth(0.75)
    .strokeColor(RULE)
    .stroke();
  doc.font(faces.body).fontSize(8).fillColor(MUTED);
  writeWords(doc, faces, faces.body, `${design.brief.brandName} brand guidelines`, MARGIN, PAGE.height - 30, { lineBreak: false });
  doc.text(String(number), PAGE.width - MARGIN - 20, PAGE.height - 30, { width: 20, align: 'right', lineBreak: false });
}

function cover(doc: Pdf, faces: Faces, design: BrandDesign): void {
  doc.rect(0, 0, PAGE.width, PAGE.height).fill(design.palette.light);
  placeSvg(doc, design.logos.primary, { x: PAGE.width / 2 - 170, y: 120, width: 340, height: 240 });
  doc
    .font(faces.heading)
    .fontSize(24)
    .fillColor(INK)
    .text('Brand guidelines', MARGIN, 420, { width: PAGE.width - 2 * MARGIN, align: 'center' });
  doc.font(faces.body).fontSize(11).fillColor(MUTED);
  writeWords(
    doc,
    faces,
    faces.body,
    `${design.brief.brandName} · ${design.brief.industry} · in the style of ${design.designer.name}`,
    MARGIN,
    456,
    {
      width: PAGE.width - 2 * MARGIN,
      align: 'center',
    },
  );
  if (design.brief.tagline)
    writeWords(doc, faces, faces.body, `“${design.brief.tagline}”`, MARGIN, 476, { width: PAGE.width - 2 * MARGIN, align: 'center' });
}

function strategy(doc: Pdf, faces: Faces, design: BrandDesign): void {
  pageFrame(doc, faces, design, 'Strategy', 2);
  const col = (PAGE.width - 2 * MARGIN - 32) / 2;
  const label = (text: string, x: number, y: number) =>
    doc.font(faces.heading).fontSize(10).fillColor(MUTED).text(text.toUpperCase(), x, y, { characterSpacing: 1 });
  label('Positioning', MARGIN, 104);
  doc.font(faces.body).fontSize(11).fillColor(INK).text(design.strategy.positioning, MARGIN, 122, { width: col, lineGap: 3 });
  label('Selected concept', MARGIN, 300);
  doc.font(faces.body).fontSize(11).fillColor(INK).text(design.strategy.selectedConcept, MARGIN, 318, { width: col, lineGap: 3 });
  label('Concepts explored', MARGIN, 420);
  design.strategy.concepts.forEach((concept, i) => {
    doc
      .font(faces.body)
      .fontSize(9)
      .fillColor(INK)
      .text(`${i + 1}. ${concept}`, MARGIN, 438 + i * 30, { width: col, height: 28, ellipsis: true });
  });
  label('Rationale', MARGIN + col + 32, 104);
  doc
    .font(faces.body)
    .fontSize(10.5)
    .fillColor(INK)
    .text(design.strategy.rationale, MARGIN + col + 32, 122, { width: col, lineGap: 3 });
}

const SYSTEM: Array<[LockupKind, string]> = [
  ['primary', 'Primary'],
  ['horizontal', 'Horizontal'],
  ['stacked', 'Stacked'],
  ['icon', 'App icon'],
  ['monochrome', 'Monochrome'],
  ['reversed', 'Reversed'],
];

function logoSystem(doc: Pdf, faces: Faces, design: BrandDesign): void {
  pageFrame(doc, faces, design, 'The logo system', 3);
  const cellW = (PAGE.width - 2 * MARGIN - 2 * 16) / 3;
  const cellH = 200;
  SYSTEM.forEach(([kind, label], i) => {
    const x = MARGIN + (i % 3) * (cellW + 16);
    const y = 100 + Math.floor(i / 3) * (cellH + 28);
    doc.rect(x, y, cellW, cellH).fill(kind === 'reversed' ? design.palette.dark : '#F7F7F5');
    placeSvg(doc, design.logos[kind], { x: x + 24, y: y + 24, width: cellW - 48, height: cellH - 48 });
    doc
      .font(faces.body)
      .fontSize(9)
      .fillColor(MUTED)
      .text(label, x, y + cellH + 6, { lineBreak: false });
  });
}

function clearSpace(doc: Pdf, faces: Faces, design: BrandDesign): void {
  pageFrame(doc, faces, design, 'Clear space and minimum size', 4);
  const rules = usageRules(design, getDesigner(design.designer.id));
  const placed = placeSvg(doc, design.logos.horizontal, { x: MARGIN + 60, y: 150, width: 380, height: 200 });
  const pad = placed.height * rules.clearSpaceRatio;
  doc
    .rect(placed.x - pad, placed.y - pad, placed.width + 2 * pad, placed.height + 2 * pad)
    .dash(4, { space: 3 })
    .lineWidth(0.75)
    .strokeColor(design.palette.accent)
    .stroke()
    .undash();
  doc.rect(placed.x, placed.y, placed.width, placed.height).lineWidth(0.5).strokeColor(RULE).stroke();
  const textX = MARGIN + 520;
  doc.font(faces.heading).fontSize(12).fillColor(INK).text('Clear space', textX, 130);
  doc
    .font(faces.body)
    .fontSize(10)
    .fillColor(INK)
    .text(
      `Keep an empty margin of at least ${Math.round(rules.clearSpaceRatio * 100)} % of the logo's height on every side (the dashed line). Nothing enters it: no text, edges or images.`,
      textX,
      150,
      { width: 230, lineGap: 2 },
    );
  doc.font(faces.heading).fontSize(12).fillColor(INK).text('Minimum size', textX, 250);
  doc
    .font(faces.body)
    .fontSize(10)
    .fillColor(INK)
    .text(
      `On screen, the logo is never less than ${rules.minScreenPx} px tall; in print, never less than ${rules.minPrintMm} mm. Below that, use the app icon.`,
      textX,
      270,
      { width: 230, lineGap: 2 },
    );
  [48, 32, 24].forEach((px, i) => {
    const box = placeSvg(doc, design.logos.horizontal, { x: textX + i * 80, y: 350, width: 72, height: px * 0.75 });
    doc
      .font(faces.body)
      .fontSize(7)
      .fillColor(MUTED)
      .text(`${px} px`, box.x, 350 + px * 0.75 + 6, { lineBreak: false });
  });
}

function colours(doc: Pdf, faces: Faces, design: BrandDesign): void {
  pageFrame(doc, faces, design, 'Colour', 5);
  const colors = design.palette.colors;
  const w = (PAGE.width - 2 * MARGIN - (colors.length - 1) * 12) / colors.length;
  colors.forEach((color, i) => {
    const x = MARGIN + i * (w + 12);
    doc.rect(x, 96, w, 110).fill(color.hex);
    doc.rect(x, 96, w, 110).lineWidth(0.5).strokeColor(RULE).stroke();
    doc.font(faces.heading).fontSize(10).fillColor(INK).text(color.name, x, 216, { width: w });
    doc
      .font(faces.body)
      .fontSize(8)
      .fillColor(MUTED)
      .text(
        [
          color.role.toUpperCase(),
          color.hex,
          `RGB ${color.rgb.r} ${color.rgb.g} ${color.rgb.b}`,
          `HSL ${Math.round(color.hsl.h)} ${Math.round(color.hsl.s)}% ${Math.round(color.hsl.l)}%`,
          `CMYK ${color.cmyk.c} ${color.cmyk.m} ${color.cmyk.y} ${color.cmyk.k}`,
        ].join('\n'),
        x,
        232,
        { width: w, lineGap: 1 },
      );
  });
  doc.font(faces.heading).fontSize(12).fillColor(INK).text('Contrast (WCAG 2.x)', MARGIN, 330);
  design.palette.contrastPairs.slice(0, 8).forEach((pair, i) => {
    const y = 352 + i * 22;
    doc.rect(MARGIN, y, 60, 16).fill(pair.background);
    doc
      .font(faces.heading)
      .fontSize(9)
      .fillColor(pair.foreground)
      .text('Aa', MARGIN + 22, y + 3, { lineBreak: false });
    doc
      .font(faces.body)
      .fontSize(9)
      .fillColor(INK)
      .text(
        `${pair.foreground} on ${pair.background}: ${pair.ratio.toFixed(2)}:1 (needs ${pair.minimum}:1 for ${pair.use}) ${pair.ratio >= pair.minimum ? 'passes' : 'fails'}`,
        MARGIN + 72,
        y + 3,
        { lineBreak: false },
      );
  });
}

function typography(doc: Pdf, faces: Faces, design: BrandDesign): void {
  pageFrame(doc, faces, design, 'Typography', 6);
  const { display, support } = design.typography;
  doc
    .font(faces.body)
    .fontSize(9)
    .fillColor(MUTED)
    .text(`DISPLAY · ${display.family} · ${display.category} · weights ${display.weights.join(', ')}`, MARGIN, 100);
  doc.font(faces.display).fontSize(40).fillColor(INK);
  writeWords(doc, faces, faces.display, design.brief.brandName, MARGIN, 116, {
    width: PAGE.width - 2 * MARGIN,
    height: 56,
    ellipsis: true,
  });
  doc
    .font(faces.body)
    .fontSize(9)
    .fillColor(MUTED)
    .text(`SUPPORT · ${support.family} · ${support.category} · weights ${support.weights.join(', ')}`, MARGIN, 190);
  doc
    .font(faces.body)
    .fontSize(12)
    .fillColor(INK)
    .text('ABCDEFGHIJKLMNOPQRSTUVWXYZ abcdefghijklmnopqrstuvwxyz 0123456789 & ?!', MARGIN, 206, { width: PAGE.width - 2 * MARGIN });
  let y = 260;
  for (const step of typeScale()) {
    doc
      .font(faces.body)
      .fontSize(8)
      .fillColor(MUTED)
      .text(`${step.name} · ${step.px} px`, MARGIN, y + step.px * 0.3, { lineBreak: false });
    const face = step.face === 'display' ? faces.display : faces.body;
    doc
      .font(face)
      .fontSize(step.px * 0.75)
      .fillColor(INK);
    writeWords(doc, faces, face, design.brief.brandName, MARGIN + 130, y, { lineBreak: false });
    y += step.px * 0.75 + 14;
  }
}

function dosAndDonts(doc: Pdf, faces: Faces, design: BrandDesign): void {
  pageFrame(doc, faces, design, "Do's and don'ts", 7);
  const rules = usageRules(design, getDesigner(design.designer.id));
  const col = (PAGE.width - 2 * MARGIN - 32) / 2;
  doc.font(faces.heading).fontSize(12).fillColor('#1E7B3A').text('Do', MARGIN, 96);
  doc
    .font(faces.body)
    .fontSize(9.5)
    .fillColor(INK)
    .list(rules.dos, MARGIN, 116, { width: col, bulletRadius: 2, lineGap: 2, paragraphGap: 4 });
  doc
    .font(faces.heading)
    .fontSize(12)
    .fillColor('#B3261E')
    .text("Don't", MARGIN + col + 32, 96);
  doc
    .font(faces.body)
    .fontSize(9.5)
    .fillColor(INK)
    .list(rules.donts, MARGIN + col + 32, 116, { width: col, bulletRadius: 2, lineGap: 2, paragraphGap: 4 });
  // Three drawn examples of misuse: stretched, rotated, and on a clashing ground.
  const examples = ['Stretched', 'Rotated', 'Low contrast'];
  examples.forEach((label, i) => {
    const x = MARGIN + i * 250;
    const y = 420;
    doc.rect(x, y, 220, 110).fill(i === 2 ? design.palette.primary : '#F7F7F5');
    doc.save();
    if (i === 0) {
      doc
        .translate(x + 110, y + 55)
        .scale(1.5, 0.7)
        .translate(-(x + 110), -(y + 55));
    } else if (i === 1) {
      doc.rotate(-18, { origin: [x + 110, y + 55] });
    }
    placeSvg(doc, i === 2 ? design.logos.monochrome : design.logos.horizontal, { x: x + 40, y: y + 25, width: 140, height: 60 });
    doc.restore();
    doc
      .moveTo(x + 8, y + 8)
      .lineTo(x + 28, y + 28)
      .moveTo(x + 28, y + 8)
      .lineTo(x + 8, y + 28)
      .lineWidth(2.5)
      .strokeColor('#B3261E')
      .stroke();
    doc
      .font(faces.body)
      .fontSize(8)
      .fillColor(MUTED)
      .text(label, x, y + 116, { lineBreak: false });
  });
}

/** The collateral the kit carries, drawn from the same functions that build its files: the card, the letterhead. */
function collateral(doc: Pdf, faces: Faces, design: BrandDesign, contact?: ContactDetails): void {
  pageFrame(doc, faces, design, 'Collateral', 8);
  const screen = { ink: (hex: string) => hex };
  const cardScale = 1.15;
  const card = { width: mm(CARD_MM.width) * cardScale, height: mm(CARD_MM.height) * cardScale };
  const caption = (text: string, x: number, y: number) =>
    doc.font(faces.body).fontSize(8).fillColor(MUTED).text(text, x, y, { lineBreak: false });
  const sides: Array<[string, () => void]> = [
    ['Business card, front (collateral/business-card.pdf)', () => drawCardFront(doc, design, screen)],
    ['Business card, back', () => drawCardBack(doc, faces, design, screen, contact)],
  ];
  sides.forEach(([label, draw], index) => {
    const y = 104 + index * (card.height + 34);
    doc.save().translate(MARGIN, y).scale(cardScale);
    doc.rect(0, 0, mm(CARD_MM.width), mm(CARD_MM.height)).clip();
    draw();
    doc.restore();
    doc.rect(MARGIN, y, card.width, card.height).lineWidth(0.5).strokeColor('#C8C8C4').stroke();
    caption(label, MARGIN, y + card.height + 8);
  });
  const paper = LETTERHEAD_SIZES.a4;
  const sheetScale = 0.5;
  const sheetX = MARGIN + card.width + 40;
  doc.rect(sheetX + 2, 106, paper.width * sheetScale, paper.height * sheetScale).fill('#E4E4E0');
  doc.save().translate(sheetX, 104).scale(sheetScale);
  doc.rect(0, 0, paper.width, paper.height).clip();
  doc.rect(0, 0, paper.width, paper.height).fill('#FFFFFF');
  // The sheet is drawn at its own size and scaled down: pdfkit must not take its footer for overflow and turn the page.
  const page = doc.page as unknown as { height: number };
  const pageHeight = page.height;
  page.height = paper.height + PAGE.height;
  drawLetterhead(doc, faces, design, paper, contact);
  page.height = pageHeight;
  doc.restore();
  doc
    .rect(sheetX, 104, paper.width * sheetScale, paper.height * sheetScale)
    .lineWidth(0.5)
    .strokeColor('#C8C8C4')
    .stroke();
  caption('Letterhead, A4 and US Letter', sheetX, 104 + paper.height * sheetScale + 8);
  const listX = sheetX + paper.width * sheetScale + 24;
  const listWidth = PAGE.width - MARGIN - listX;
  doc.font(faces.heading).fontSize(9).fillColor(INK).text('In the kit', listX, 104, { width: listWidth });
  doc
    .font(faces.body)
    .fontSize(7.5)
    .fillColor(INK)
    .list(
      [
        'Business card PDF: 85 × 55 mm, 3 mm bleed, crop marks, CMYK values in the slug',
        'Letterheads: A4 and US Letter PDF',
        'Email signature: HTML with tables and inline styles, logo embedded',
        'Social profile images and headers for X, LinkedIn, Instagram and Facebook at their sizes',
        'Mockups: ten scenes as PNG',
      ],
      listX,
      122,
      { width: listWidth, bulletRadius: 1.5, lineGap: 1.5, paragraphGap: 5 },
    );
}

/** Builds guidelines.pdf for a design (8 landscape A4 pages, vector logos, the brand's own fonts). */
export async function buildGuidelinesPdf(design: BrandDesign, contact?: ContactDetails): Promise<Uint8Array> {
  const { doc, bytes } = createPdf({
    size: [PAGE.width, PAGE.height],
    margins: MARGINS,
    autoFirstPage: true,
    info: { Title: `${design.brief.brandName} brand guidelines`, Author: 'Logo DNA' },
  });
  const faces = registerFaces(doc, design, Object.values(filledContact(contact)).join(' '));
  cover(doc, faces, design);
  strategy(doc, faces, design);
  logoSystem(doc, faces, design);
  clearSpace(doc, faces, design);
  colours(doc, faces, design);
  typography(doc, faces, design);
  dosAndDonts(doc, faces, design);
  collateral(doc, faces, design, contact);
  doc.end();
  return bytes;
}

/** A one-page type specimen of both families. */
export async function buildSpecimenPdf(design: BrandDesign): Promise<Uint8Array> {
  const { doc, bytes } = createPdf({
    size: [PAGE.width, PAGE.height],
    margins: MARGINS,
    info: { Title: `${design.brief.brandName} type specimen` },
  });
  const faces = registerFaces(doc, design);
  const { display, support } = design.typography;
  doc.font(faces.body).fontSize(9).fillColor(MUTED).text(`${display.family} (display)`, MARGIN, MARGIN);
  doc
    .font(faces.display)
    .fontSize(54)
    .fillColor(INK)
    .text('Aa Bb Cc 123', MARGIN, MARGIN + 16);
  doc
    .font(faces.display)
    .fontSize(22)
    .text('The quick brown fox jumps over the lazy dog', MARGIN, MARGIN + 96, { width: PAGE.width - 2 * MARGIN });
  doc.font(faces.body).fontSize(9).fillColor(MUTED).text(`${support.family} (support)`, MARGIN, 300);
  doc.font(faces.body).fontSize(40).fillColor(INK).text('Aa Bb Cc 123', MARGIN, 316);
  doc
    .font(faces.body)
    .fontSize(11)
    .text(`${design.strategy.positioning} ABCDEFGHIJKLMNOPQRSTUVWXYZ abcdefghijklmnopqrstuvwxyz 0123456789 (&?!.,;:)`, MARGIN, 380, {
      width: PAGE.width - 2 * MARGIN,
      lineGap: 3,
    });
  doc.end();
  return bytes;
}
