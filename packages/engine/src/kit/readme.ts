/** The kit's README.txt: what is where, as plain text (user text on one line, no control characters). */
import { mockupScenesFor } from '../mockups';
import type { BrandDesign } from '../types';
import { toPlainTextLine } from './safe-text';

function fontNames(design: BrandDesign): string {
  const { display, support } = design.typography;
  return display.family === support.family ? display.family : `${display.family} and ${support.family}`;
}

/** The scenes the kit carries, in words: "business card, takeaway cup and bag, … and signage at night". */
function sceneNames(design: BrandDesign): string {
  const names = mockupScenesFor(design.brief).map((scene) => scene.title.toLowerCase());
  return names.length > 1 ? `${names.slice(0, -1).join(', ')} and ${names.at(-1)}` : (names[0] ?? '');
}

export function kitReadme(design: BrandDesign, files: readonly string[]): string {
  const sections: Array<[string, string]> = [
    [
      'logos/',
      'Primary, horizontal, stacked, icon, monochrome and reversed logos as SVG (vector), as transparent PNG at 512, 1024 and 2048 px, and as vector PDF.',
    ],
    [
      'icons/',
      'favicon.ico (16, 32, 48 px), favicon.svg, apple-touch-icon.png (180 px), android-chrome 192 and 512 px, and site.webmanifest to reference them.',
    ],
    [
      'social/',
      'Open Graph image (1200 x 630), square avatars (400 and 800 px), and profile images and headers named by platform and size: X (400 x 400, 1500 x 500), LinkedIn (400 x 400, 1584 x 396), Instagram (320 x 320, a 1080 x 1080 post), Facebook (320 x 320, 820 x 312).',
    ],
    [
      'collateral/',
      'business-card.pdf (85 x 55 mm, front and back, 3 mm bleed, crop marks, the CMYK values used in the slug), letterhead-a4.pdf and letterhead-letter.pdf, email-signature.html (tables and inline styles, the logo embedded; host email-signature-logo.png where a mail client drops embedded images).',
    ],
    ['mockups/', `The system where people would meet it, as PNG (1280 x 800), the scenes of its trade: ${sceneNames(design)}.`],
    [
      'colors/',
      'palette.json, palette.css (CSS custom properties) and palette.gpl (GIMP, Inkscape, Krita, Scribus), each colour as HEX, RGB, HSL and CMYK.',
    ],
    ['typography/', `${fontNames(design)} font files with the SIL Open Font License text, and specimen.pdf.`],
    [
      'guidelines.pdf',
      "Strategy, the logo system, clear space and minimum size, colour usage with contrast ratios, type scale, do's and don'ts, and the collateral.",
    ],
    [
      'system.json',
      'The decision record: designer, archetype, seed and variant, the mark concept and its icons, the colour each request became, fonts, lockup sizes and quality checks.',
    ],
  ];
  return [
    `${toPlainTextLine(design.brief.brandName)} brand kit`,
    `Designed in the style of ${toPlainTextLine(design.designer.name)} with Logo DNA.`,
    '',
    ...sections.map(([path, text]) => `${path.padEnd(16)}${text}`),
    '',
    'Every logo file comes from the same vector master, so all versions match.',
    'The wordmark is drawn as outlines: the files need no fonts installed.',
    '',
    `Files (${files.length}):`,
    ...files.map((file) => `  ${file}`),
    '',
  ].join('\n');
}

/** Longest short_name a home screen shows under an icon without cutting it. */
export const SHORT_NAME_MAX = 12;

/**
 * The manifest's short_name: the name itself when it fits, else as many of its first words as fit ("Halcyon Ferry
 * Co" → "Halcyon"), else its initials ("Northernmost Coffee" → "NC"); a single word too long for any of those is cut
 * with an ellipsis, never silently mid-word.
 */
export function shortNameFor(name: string): string {
  const trimmed = name.trim().replace(/\s+/g, ' ');
  const length = (text: string) => Array.from(text).length;
  if (length(trimmed) <= SHORT_NAME_MAX) return trimmed;
  const words = trimmed.split(' ');
  let lead = '';
  for (const word of words) {
    const next = lead ? `${lead} ${word}` : word;
    if (length(next) > SHORT_NAME_MAX) break;
    lead = next;
  }
  // A lone connective ("The", "Le") says nothing alone.
  if (lead && (lead.includes(' ') || length(lead) > 3)) return lead.replace(/[\s,;:&+\-–]+$/u, '');
  const initials = words
    .map((word) => Array.from(word).find((char) => /[\p{L}\p{N}]/u.test(char)) ?? '')
    .join('')
    .toLocaleUpperCase();
  if (words.length > 1 && length(initials) >= 2 && length(initials) <= SHORT_NAME_MAX) return initials;
  return `${Array.from(trimmed)
    .slice(0, SHORT_NAME_MAX - 1)
    .join('')
    .trimEnd()}…`;
}

/** The web app manifest snippet for the icons. */
export function webManifest(design: BrandDesign): string {
  return `${JSON.stringify(
    {
      name: design.brief.brandName,
      short_name: shortNameFor(design.brief.brandName),
      icons: [
        { src: '/android-chrome-192x192.png', sizes: '192x192', type: 'image/png' },
        { src: '/android-chrome-512x512.png', sizes: '512x512', type: 'image/png' },
      ],
      theme_color: design.palette.primary,
      background_color: design.palette.light,
      display: 'standalone',
    },
    null,
    2,
  )}\n`;
}
