/**
 * Print and office collateral from the same master as the logos: a business card (front and back, 3 mm bleed, crop
 * marks, the CMYK values used in the slug), letterheads in A4 and US Letter, and an email signature that survives
 * mail clients (tables, inline styles, the logo embedded).
 */
import { convertRgbToCmyk } from '../../color';
import { type ContactDetails, contactLines, filledContact, readableOn, websiteShown } from '../../mockups/model';
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

/**
 * The owner's details as printed: the given fields only, trimmed, the website without its scheme. Nothing is made up:
 * with no details the collateral carries the brand alone.
 */
function printedContact(contact: ContactDetails | undefined): ContactDetails {
  const filled = filledContact(contact);
  return filled.website ? { ...filled, website: websiteShown(filled.website) } : filled;
}

/**
 * One line of `text` in `width`: at `size`, smaller down to `min` when it would not fit (a long address), and past that
 * cut with an ellipsis (never wrapped onto the line below). Sets the font size; returns the words to write.
 */
function fitLine(doc: Pdf, font: string, text: string, width: number, size: number, min: number): string {
  doc.font(font).fontSize(size);
  const wide = doc.widthOfString(text);
  if (wide <= width) return text;
  // A hair under the exact fit: widths at the new size round differently.
  doc.fontSize(Math.max(min, (size * width * 0.99) / wide));
  if (doc.widthOfString(text) <= width) return text;
  const letters = Array.from(text);
  let cut = letters.length;
  while (cut > 1 && doc.widthOfString(`${letters.slice(0, cut).join('').trimEnd()}…`) > width) cut -= 1;
  return cut === letters.length ? text : `${letters.slice(0, cut).join('').trimEnd()}…`;
}

/**
 * The card's back at the origin: the dark ground to the bleed, the icon, the name and role (the brand's name when
 * neither is given), and the contact lines given, each left out when empty.
 */
export function drawCardBack(doc: Pdf, faces: Faces, design: BrandDesign, { ink }: CardInk, contact?: ContactDetails): void {
  const width = mm(CARD_MM.width);
  const height = mm(CARD_MM.height);
  const bleed = mm(BLEED_MM);
  const { palette } = design;
  const ground = palette.dark;
  const text = readableOn(ground, [palette.light, '#FFFFFF']);
  const rule = readableOn(ground, [palette.primary, palette.secondary, palette.accent], 3);
  const details = printedContact(contact);
  const brand = design.brief.brandName;
  const left = mm(6);
  doc.rect(-bleed, -bleed, width + 2 * bleed, height + 2 * bleed).fill(ink(ground, true));
  // The app icon with its own ground, its corners rounded as an app icon's are.
  const icon = { x: width - mm(6) - mm(13), y: mm(6), width: mm(13), height: mm(13) };
  doc.save();
  doc.roundedRect(icon.x, icon.y, icon.width, icon.height, icon.width * 0.22).clip();
  placeSvg(doc, design.logos.icon, icon, (hex) => ink(hex));
  doc.restore();
  const beside = icon.x - left - mm(3);
  const head = details.name ?? brand;
  const sub = details.name ? [details.role, brand].filter(Boolean).join(', ') : details.role;
  doc.fillColor(ink(text));
  writeWords(doc, faces, faces.heading, fitLine(doc, faces.heading, head, beside, 10, 5.5), left, mm(7), {
    lineBreak: false,
    width: beside,
  });
  if (sub)
    writeWords(doc, faces, faces.body, fitLine(doc, faces.body, sub, beside, 7, 5.5), left, mm(7) + 14, {
      lineBreak: false,
      width: beside,
    });
  const lines = contactLines(details);
  if (lines.length === 0) return;
  const pitch = 10;
  const room = width - 2 * left;
  const top = height - mm(6) - lines.length * pitch + 2;
  doc.rect(left, top - mm(3.5), mm(8), 1.2).fill(ink(rule));
  doc.fillColor(ink(text));
  lines.forEach((line, index) => {
    writeWords(doc, faces, faces.body, fitLine(doc, faces.body, line, room, 7, 5), left, top + index * pitch, {
      lineBreak: false,
      width: room,
    });
  });
}

/** business-card.pdf: front and back pages, each the trim plus 3 mm bleed and a slug with crop marks and the CMYK used. */
export async function buildBusinessCardPdf(design: BrandDesign, contact?: ContactDetails): Promise<Uint8Array> {
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
  const faces = registerFaces(doc, design, Object.values(filledContact(contact)).join(' '));
  const inks = processInks(design);
  const trim = { x: margin, y: margin, width: trimWidth, height: trimHeight };
  const sides: Array<['front' | 'back', () => void]> = [
    ['front', () => drawCardFront(doc, design, inks)],
    ['back', () => drawCardBack(doc, faces, design, inks, contact)],
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

/**
 * A letterhead at the origin of a page of `size`: the horizontal logo at its head with the owner's contact lines beside
 * it, a rule, and at its foot the brand's name with the address and web lines given, and the colour band. A line with
 * no detail is left out.
 */
export function drawLetterhead(
  doc: Pdf,
  faces: Faces,
  design: BrandDesign,
  size: { width: number; height: number },
  contact?: ContactDetails,
): void {
  const { palette } = design;
  const margin = Math.round(size.width * 0.085);
  const details = printedContact(contact);
  const ink = readableOn('#FFFFFF', [palette.dark, '#111111']);
  const rule = readableOn('#FFFFFF', [palette.primary, palette.secondary, palette.accent], 3);
  // The logo sits at the left margin: fitted first, then placed in a box of its own fitted size.
  const fitted = fitSvg(design.logos.horizontal, { x: margin, y: 42, width: 170, height: 46 });
  placeSvg(doc, design.logos.horizontal, { x: margin, y: fitted.y, width: fitted.width, height: fitted.height });
  // The head's right column: who writes, then how to reach them; at most four lines above the rule.
  const column = 220;
  const head = [
    ...(details.name ? [[details.name, details.role].filter(Boolean).join(', ')] : details.role ? [details.role] : []),
    details.email,
    details.phone,
    details.website,
  ].filter((line): line is string => Boolean(line));
  doc.fillColor(ink);
  head.slice(0, 4).forEach((line, index) => {
    writeWords(doc, faces, faces.body, fitLine(doc, faces.body, line, column, 8, 6), size.width - margin - column, 46 + index * 12, {
      width: column,
      align: 'right',
      lineBreak: false,
    });
  });
  doc.rect(margin, 104, size.width - 2 * margin, 1.5).fill(rule);
  const bands = [palette.primary, palette.secondary, palette.accent];
  const band = size.width / bands.length;
  bands.forEach((fill, index) => {
    doc.rect(index * band, size.height - 10, band + 0.5, 10).fill(fill);
  });
  const foot = [design.brief.brandName, details.address, details.website].filter(Boolean).join('  ·  ');
  doc.fillColor(ink);
  writeWords(doc, faces, faces.body, fitLine(doc, faces.body, foot, size.width - 2 * margin, 7.5, 6), margin, size.height - 34, {
    width: size.width - 2 * margin,
    align: 'center',
    lineBreak: false,
  });
}

/** letterhead-a4.pdf or letterhead-letter.pdf: one page, the writing area left blank. */
export async function buildLetterheadPdf(design: BrandDesign, paper: LetterheadSize, contact?: ContactDetails): Promise<Uint8Array> {
  const size = LETTERHEAD_SIZES[paper];
  const { doc, bytes } = createPdf({
    size: [size.width, size.height],
    margin: 0,
    info: { Title: `${design.brief.brandName} letterhead (${paper === 'a4' ? 'A4' : 'US Letter'})`, Author: 'Logo DNA' },
  });
  const faces = registerFaces(doc, design, Object.values(filledContact(contact)).join(' '));
  drawLetterhead(doc, faces, design, size, contact);
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

/** The digits and leading + of a phone number, for a tel: link ("+33 (0)1 42 22" → "+330142 22" → "+33014222"). */
function telHref(phone: string): string {
  const main = phone.split(/\s*(?:ext\.?|x)\s*/i)[0] ?? phone;
  return `tel:${main.trim().startsWith('+') ? '+' : ''}${main.replace(/\D/g, '')}`;
}

/** A website typed without a scheme, as a link: https:// added. Only http(s) links are ever written. */
function webHref(website: string): string {
  return /^https?:\/\//i.test(website) ? website : `https://${website}`;
}

/**
 * email-signature.html: one table of inline-styled cells (what Outlook, Gmail and Apple Mail all keep), the
 * logo embedded as a PNG data: URL (swap its src for the hosted email-signature-logo.png where a client strips
 * embedded images), the owner's name, role and contact lines as live text and links (each left out when not given;
 * the brand's name stands in for a missing name), and a band of the brand colours. Every word and link is escaped.
 */
export function buildEmailSignatureHtml(design: BrandDesign, logo: SignatureLogo, contact?: ContactDetails): string {
  const { palette, brief, typography } = design;
  const details = filledContact(contact);
  const link = readableOn('#FFFFFF', [palette.primary, palette.secondary, palette.accent, palette.dark]);
  const ink = readableOn('#FFFFFF', [palette.dark, '#111111']);
  const font = `'${typography.support.family}', Arial, Helvetica, sans-serif`;
  const src = `data:image/png;base64,${Buffer.from(logo.png).toString('base64')}`;
  const name = escapeHtml(brief.brandName);
  const cell = `font-family:${font};font-size:13px;line-height:19px;color:${ink};`;
  const anchor = (href: string, words: string) =>
    `<a href="${escapeHtml(href)}" style="color:${link};text-decoration:none;">${escapeHtml(words)}</a>`;
  const title = details.name ? [details.role, brief.brandName].filter(Boolean).join(', ') : details.role;
  const rows = [
    `<tr><td style="${cell}font-size:15px;font-weight:bold;">${escapeHtml(details.name ?? brief.brandName)}</td></tr>`,
    title ? `<tr><td style="${cell}color:#4B5563;">${escapeHtml(title)}</td></tr>` : '',
    details.email ? `<tr><td style="${cell}">${anchor(`mailto:${details.email}`, details.email)}</td></tr>` : '',
    details.phone ? `<tr><td style="${cell}">${anchor(telHref(details.phone), details.phone)}</td></tr>` : '',
    details.website ? `<tr><td style="${cell}">${anchor(webHref(details.website), websiteShown(details.website))}</td></tr>` : '',
    details.address ? `<tr><td style="${cell}color:#4B5563;">${escapeHtml(details.address)}</td></tr>` : '',
  ].filter(Boolean);
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
        ${rows.join('\n        ')}
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
