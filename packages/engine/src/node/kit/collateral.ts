/**
 * Print and office collateral from the same master as the logos: a business card (front and back, 3 mm bleed, crop
 * marks, the CMYK values used in the slug), letterheads in A4 and US Letter, and an email signature that survives
 * mail clients (tables, inline styles, the logo embedded).
 */
import { convertRgbToCmyk } from '../../color';
import { emailOf, readableOn, siteOf, toSlug } from '../../mockups/model';
import type { BrandDesign } from '../../types';
import { type Faces, registerFaces, writeWords } from './guidelines';
import { createPdf, fitSvg, type Pdf, placeSvg } from './pdf';

/** PostScript points per millimetre. */
export const PT_PER_MM = 72 / 25.4;
const mm = (value: number) => value * PT_PER_MM;

/** ISO 7810 ID-1 is 85.6 × 54; the European card is 85 × 55 mm. */
export const CARD_MM = { width: 85, height: 55 };
const BLEED_MM = 3;
/** The slug around the bleed: room for the crop marks and the colour line. */
const SLUG_MM = 12;
export const LETTERHEAD_SIZES = { a4: { width: 595.28, height: 841.89 }, letter: { width: 612, height: 792 } } as const;
export type LetterheadSize = keyof typeof LETTERHEAD_SIZES;

type Cmyk = [number, number, number, number];

/** The process values of a hex: the palette's own when it is a palette colour, else converted. */
function cmykOf(design: BrandDesign, hex: string): Cmyk {
  const color = design.palette.colors.find((candidate) => candidate.hex.toLowerCase() === hex.toLowerCase());
  const value = Number.parseInt(hex.replace('#', '').padEnd(6, '0').slice(0, 6), 16);
  const { c, m, y, k } = color?.cmyk ?? convertRgbToCmyk(value >> 16, (value >> 8) & 255, value & 255);
  return [c, m, y, k];
}

/** "#2861a9" from "#26a" or "#2861A9": SVG fills written short by the optimiser, in full. */
function fullHex(hex: string): string {
  const bare = hex.replace('#', '').toLowerCase();
  return `#${bare.length === 3 ? [...bare].map((c) => c + c).join('') : bare}`;
}

/** The name a slug line gives a colour: its palette name, else its hex. */
function colourName(design: BrandDesign, hex: string): string {
  return design.palette.colors.find((candidate) => candidate.hex.toLowerCase() === hex.toLowerCase())?.name ?? hex.toUpperCase();
}

/** A large area of a near-black printed in black ink alone looks grey; printers lay it down as a rich black. */
const RICH_BLACK: Cmyk = [40, 30, 30, 100];

function richBlack(cmyk: Cmyk): Cmyk {
  const [c, m, y, k] = cmyk;
  return c + m + y === 0 && k >= 85 ? RICH_BLACK : cmyk;
}

/** A printer's process inks for a page: every colour painted, recorded as it is used. */
function processInks(design: BrandDesign) {
  const used = new Map<string, Cmyk>();
  const ink = (hex: string, area = false): Cmyk => {
    const key = `${fullHex(hex)}${area ? ' ground' : ''}`;
    const plain = cmykOf(design, fullHex(hex));
    const cmyk = area ? richBlack(plain) : plain;
    used.set(key, cmyk);
    return cmyk;
  };
  const line = () =>
    [...used]
      .map(([key, [c, m, y, k]]) => {
        const [hex = '', ground] = key.split(' ');
        const rich = ground && cmykOf(design, hex).join() !== [c, m, y, k].join() ? ' (rich black ground)' : '';
        return `${colourName(design, hex)} C${c} M${m} Y${y} K${k}${rich}`;
      })
      .join('  ·  ');
  return { ink, line, reset: () => used.clear() };
}

const REGISTRATION: Cmyk = [100, 100, 100, 100];

/** Crop marks at the four trim corners, in the slug: 5 mm long, starting 3 mm (the bleed) away from the trim. */
function cropMarks(doc: Pdf, trim: { x: number; y: number; width: number; height: number }): void {
  const gap = mm(BLEED_MM);
  const length = mm(5);
  doc.save().lineWidth(0.25).strokeColor(REGISTRATION);
  for (const x of [trim.x, trim.x + trim.width])
    for (const y of [trim.y, trim.y + trim.height]) {
      const outX = x === trim.x ? -1 : 1;
      const outY = y === trim.y ? -1 : 1;
      doc
        .moveTo(x + outX * gap, y)
        .lineTo(x + outX * (gap + length), y)
        .stroke();
      doc
        .moveTo(x, y + outY * gap)
        .lineTo(x, y + outY * (gap + length))
        .stroke();
    }
  doc.restore();
}

/** Sets the page's TrimBox and BleedBox (PDF user space, origin bottom left) for prepress. */
function setPrintBoxes(doc: Pdf, pageHeight: number, trim: { x: number; y: number; width: number; height: number }): void {
  const box = (inset: number) => [
    trim.x - inset,
    pageHeight - (trim.y + trim.height) - inset,
    trim.x + trim.width + inset,
    pageHeight - trim.y + inset,
  ];
  const page = doc.page as unknown as { dictionary: { data: Record<string, unknown> } };
  page.dictionary.data.TrimBox = box(0);
  page.dictionary.data.BleedBox = box(mm(BLEED_MM));
}

export interface CardInk {
  /** The ink of a colour; `area` for a ground painted edge to edge. */
  ink: (hex: string, area?: boolean) => PDFKit.Mixins.ColorValue;
}

/** The card's front at the origin (the trim box is 0,0 to 85 × 55 mm): the light ground to the bleed, the primary logo. */
export function drawCardFront(doc: Pdf, design: BrandDesign, { ink }: CardInk): void {
  const width = mm(CARD_MM.width);
  const height = mm(CARD_MM.height);
  const bleed = mm(BLEED_MM);
  doc.rect(-bleed, -bleed, width + 2 * bleed, height + 2 * bleed).fill(ink(design.palette.light, true));
  placeSvg(doc, design.logos.primary, { x: mm(12), y: mm(10), width: width - mm(24), height: height - mm(20) }, (hex) => ink(hex));
}

/** The card's back at the origin: the dark ground to the bleed, the icon, a name and title, the contact lines. */
export function drawCardBack(doc: Pdf, faces: Faces, design: BrandDesign, { ink }: CardInk): void {
  const width = mm(CARD_MM.width);
  const height = mm(CARD_MM.height);
  const bleed = mm(BLEED_MM);
  const { palette } = design;
  const ground = palette.dark;
  const text = readableOn(ground, [palette.light, '#FFFFFF']);
  const rule = readableOn(ground, [palette.primary, palette.secondary, palette.accent], 3);
  const slug = toSlug(design.brief.brandName);
  const left = mm(6);
  doc.rect(-bleed, -bleed, width + 2 * bleed, height + 2 * bleed).fill(ink(ground, true));
  // The app icon with its own ground, its corners rounded as an app icon's are.
  const icon = { x: width - mm(6) - mm(13), y: mm(6), width: mm(13), height: mm(13) };
  doc.save();
  doc.roundedRect(icon.x, icon.y, icon.width, icon.height, icon.width * 0.22).clip();
  placeSvg(doc, design.logos.icon, icon, (hex) => ink(hex));
  doc.restore();
  doc.font(faces.heading).fontSize(10).fillColor(ink(text)).text('Alex Morgan', left, mm(7), { lineBreak: false });
  doc.font(faces.body).fontSize(7).fillColor(ink(text));
  writeWords(doc, faces, faces.body, `Founder, ${design.brief.brandName}`, left, mm(7) + 14, { lineBreak: false, width: width - mm(30) });
  const lines = [emailOf({ slug }), '+1 555 0134', siteOf({ slug })];
  const top = height - mm(6) - lines.length * 10 + 2;
  doc.rect(left, top - mm(3.5), mm(8), 1.2).fill(ink(rule));
  doc.font(faces.body).fontSize(7).fillColor(ink(text));
  lines.forEach((line, index) => {
    doc.text(line, left, top + index * 10, { lineBreak: false });
  });
}

/** business-card.pdf: front and back pages, each the trim plus 3 mm bleed and a slug with crop marks and the CMYK used. */
export async function buildBusinessCardPdf(design: BrandDesign): Promise<Uint8Array> {
  const trimWidth = mm(CARD_MM.width);
  const trimHeight = mm(CARD_MM.height);
  const margin = mm(BLEED_MM + SLUG_MM);
  const page = { width: trimWidth + 2 * margin, height: trimHeight + 2 * margin };
  const { doc, bytes } = createPdf({
    size: [page.width, page.height],
    margin: 0,
    autoFirstPage: false,
    info: { Title: `${design.brief.brandName} business card`, Author: 'Logo DNA' },
  });
  const faces = registerFaces(doc, design);
  const inks = processInks(design);
  const trim = { x: margin, y: margin, width: trimWidth, height: trimHeight };
  const sides: Array<['front' | 'back', () => void]> = [
    ['front', () => drawCardFront(doc, design, inks)],
    ['back', () => drawCardBack(doc, faces, design, inks)],
  ];
  for (const [side, draw] of sides) {
    doc.addPage({ size: [page.width, page.height], margin: 0 });
    setPrintBoxes(doc, page.height, trim);
    inks.reset();
    doc.save().translate(margin, margin);
    draw();
    doc.restore();
    cropMarks(doc, trim);
    // The slug, between the crop marks: what the page is above the card, every process colour it paints below.
    const slugX = margin + mm(2);
    const slugWidth = trimWidth - mm(4);
    doc.font(faces.body).fontSize(5).fillColor(REGISTRATION);
    writeWords(
      doc,
      faces,
      faces.body,
      `${design.brief.brandName} business card, ${side}. Trim ${CARD_MM.width} × ${CARD_MM.height} mm, bleed ${BLEED_MM} mm.`,
      slugX,
      margin - mm(BLEED_MM) - mm(1.5) - 6,
      { lineBreak: false, width: slugWidth },
    );
    doc
      .font(faces.body)
      .fontSize(5)
      .fillColor(REGISTRATION)
      .text(`CMYK: ${inks.line()}`, slugX, margin + trimHeight + mm(BLEED_MM) + mm(1.5), { width: slugWidth, lineGap: 1 });
  }
  doc.end();
  return bytes;
}

/** A letterhead at the origin of a page of `size`: the horizontal logo at its head, a rule, the contact line and colour band at its foot. */
export function drawLetterhead(doc: Pdf, faces: Faces, design: BrandDesign, size: { width: number; height: number }): void {
  const { palette } = design;
  const margin = Math.round(size.width * 0.085);
  const slug = toSlug(design.brief.brandName);
  const ink = readableOn('#FFFFFF', [palette.dark, '#111111']);
  const rule = readableOn('#FFFFFF', [palette.primary, palette.secondary, palette.accent], 3);
  // The logo sits at the left margin: fitted first, then placed in a box of its own fitted size.
  const fitted = fitSvg(design.logos.horizontal, { x: margin, y: 42, width: 170, height: 46 });
  placeSvg(doc, design.logos.horizontal, { x: margin, y: fitted.y, width: fitted.width, height: fitted.height });
  doc
    .font(faces.body)
    .fontSize(8)
    .fillColor(ink)
    .text(emailOf({ slug }), size.width - margin - 200, 50, { width: 200, align: 'right', lineBreak: false })
    .text(siteOf({ slug }), size.width - margin - 200, 62, { width: 200, align: 'right', lineBreak: false })
    .text('+1 555 0134', size.width - margin - 200, 74, { width: 200, align: 'right', lineBreak: false });
  doc.rect(margin, 104, size.width - 2 * margin, 1.5).fill(rule);
  const bands = [palette.primary, palette.secondary, palette.accent];
  const band = size.width / bands.length;
  bands.forEach((fill, index) => {
    doc.rect(index * band, size.height - 10, band + 0.5, 10).fill(fill);
  });
  doc.font(faces.body).fontSize(7.5).fillColor(ink);
  writeWords(
    doc,
    faces,
    faces.body,
    `${design.brief.brandName}  ·  ${emailOf({ slug })}  ·  ${siteOf({ slug })}`,
    margin,
    size.height - 34,
    { width: size.width - 2 * margin, align: 'center', lineBreak: false },
  );
}

/** letterhead-a4.pdf or letterhead-letter.pdf: one page, the writing area left blank. */
export async function buildLetterheadPdf(design: BrandDesign, paper: LetterheadSize): Promise<Uint8Array> {
  const size = LETTERHEAD_SIZES[paper];
  const { doc, bytes } = createPdf({
    size: [size.width, size.height],
    margin: 0,
    info: { Title: `${design.brief.brandName} letterhead (${paper === 'a4' ? 'A4' : 'US Letter'})`, Author: 'Logo DNA' },
  });
  const faces = registerFaces(doc, design);
  drawLetterhead(doc, faces, design, size);
  doc.end();
  return bytes;
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string);

export interface SignatureLogo {
  /** The horizontal logo's PNG (twice the shown size, for sharp screens). */
  png: Uint8Array;
  /** Its size as shown, in CSS pixels. */
  width: number;
  height: number;
}

/**
 * email-signature.html: one table of inline-styled cells (what Outlook, Gmail and Apple Mail all keep), the
 * logo embedded as a PNG data: URL (swap its src for the hosted email-signature-logo.png where a client strips
 * embedded images), the name, title and contact lines as live text and links, and a band of the brand colours.
 */
export function buildEmailSignatureHtml(design: BrandDesign, logo: SignatureLogo): string {
  const { palette, brief, typography } = design;
  const slug = toSlug(brief.brandName);
  const link = readableOn('#FFFFFF', [palette.primary, palette.secondary, palette.accent, palette.dark]);
  const ink = readableOn('#FFFFFF', [palette.dark, '#111111']);
  const font = `'${typography.support.family}', Arial, Helvetica, sans-serif`;
  const src = `data:image/png;base64,${Buffer.from(logo.png).toString('base64')}`;
  const name = escapeHtml(brief.brandName);
  const cell = `font-family:${font};font-size:13px;line-height:19px;color:${ink};`;
  return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width">
<title>${name} email signature</title>
</head>
<body style="margin:0;padding:24px;background:#ffffff;">
<!-- Paste into your mail client's signature settings. If it drops embedded images, host email-signature-logo.png and put its absolute URL in the img src. -->
<table role="presentation" cellpadding="0" cellspacing="0" border="0" style="border-collapse:collapse;mso-table-lspace:0;mso-table-rspace:0;">
  <tr>
    <td style="padding:0 16px 0 0;vertical-align:middle;border-right:2px solid ${link};">
      <img src="${src}" width="${logo.width}" height="${logo.height}" alt="${name}" style="display:block;border:0;outline:none;text-decoration:none;width:${logo.width}px;height:${logo.height}px;">
    </td>
    <td style="padding:0 0 0 16px;vertical-align:middle;">
      <table role="presentation" cellpadding="0" cellspacing="0" border="0" style="border-collapse:collapse;">
        <tr><td style="${cell}font-size:15px;font-weight:bold;">Alex Morgan</td></tr>
        <tr><td style="${cell}color:#4B5563;">Founder, ${name}</td></tr>
        <tr><td style="${cell}"><a href="mailto:${emailOf({ slug })}" style="color:${link};text-decoration:none;">${escapeHtml(emailOf({ slug }))}</a></td></tr>
        <tr><td style="${cell}"><a href="https://${siteOf({ slug })}" style="color:${link};text-decoration:none;">${escapeHtml(siteOf({ slug }))}</a>&nbsp;&nbsp;<span style="color:#4B5563;">+1 555 0134</span></td></tr>
      </table>
    </td>
  </tr>
  <tr>
    <td colspan="2" style="padding:12px 0 0 0;">
      <table role="presentation" cellpadding="0" cellspacing="0" border="0" style="border-collapse:collapse;">
        <tr>${[palette.primary, palette.secondary, palette.accent]
          .map(
            (fill) =>
              `<td width="40" height="4" style="width:40px;height:4px;line-height:4px;font-size:0;background:${fill};" bgcolor="${fill}">&nbsp;</td>`,
          )
          .join('')}</tr>
      </table>
    </td>
  </tr>
</table>
</body>
</html>
`;
}
