/**
 * A mockup scene as a PNG, drawn in the browser: the engine's scene SVG with its lockups and faces embedded (an SVG
 * drawn as an image loads nothing from outside), painted on a canvas at the kit's size.
 */
import { contactLines, MOCKUP_PNG_SIZE, type MockupModel, type MockupScene, mockupSvg, shownContact } from '@logo-dna/engine/mockups';

async function toDataUrl(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(blob);
  });
}

async function fetchDataUrl(url: string): Promise<string> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`HTTP ${response.status} for ${url}`);
  const blob = await response.blob();
  // A stored SVG served without its type would not draw as an image.
  const typed = /\.svg(?=$|[?#])/.test(url) && !blob.type.includes('svg') ? new Blob([blob], { type: 'image/svg+xml' }) : blob;
  return toDataUrl(typed);
}

/** The model with every lockup embedded as a data: URL (one that does not load is left out, as the page leaves it out). */
async function embedFiles(model: MockupModel): Promise<MockupModel> {
  const entries = await Promise.all(
    Object.entries(model.files).map(async ([role, url]) => [role, url ? await fetchDataUrl(url).catch(() => '') : ''] as const),
  );
  return { ...model, files: Object.fromEntries(entries) as unknown as MockupModel['files'] };
}

/** Whether a CSS unicode-range ("U+0000-00FF, U+0131") holds any of the code points. */
function rangeCovers(range: string, points: readonly number[]): boolean {
  if (!range) return true;
  return range.split(',').some((part) => {
    const [from, to] = part
      .trim()
      .replace(/^u\+/i, '')
      .split('-')
      .map((hex) => Number.parseInt(hex.replace(/\?/g, '0'), 16));
    const end = to ?? from ?? 0;
    return points.some((point) => point >= (from ?? 0) && point <= end);
  });
}

/** @font-face rules of the page for `families` that cover the scene's words, with their files embedded. */
async function embeddedFaces(families: readonly string[], words: string): Promise<string> {
  const wanted = new Set(families.filter(Boolean).map((family) => family.toLowerCase()));
  const points = [...new Set(Array.from(words).map((char) => char.codePointAt(0) ?? 0))];
  const rules: CSSFontFaceRule[] = [];
  const collect = (list: CSSRuleList) => {
    for (const rule of Array.from(list)) {
      if (rule instanceof CSSFontFaceRule) rules.push(rule);
      else if ('cssRules' in rule && (rule as CSSGroupingRule).cssRules) collect((rule as CSSGroupingRule).cssRules);
    }
  };
  for (const sheet of Array.from(document.styleSheets)) {
    try {
      collect(sheet.cssRules);
    } catch {
      // A stylesheet from another origin cannot be read; its faces are not ours.
    }
  }
  const faces = await Promise.all(
    rules.map(async (rule) => {
      const family = rule.style.getPropertyValue('font-family').replace(/["']/g, '').trim().toLowerCase();
      if (!wanted.has(family)) return '';
      const weight = rule.style.getPropertyValue('font-weight').trim() || '400';
      const range = rule.style.getPropertyValue('unicode-range').replace(/\s+/g, '').toLowerCase();
      if (!rangeCovers(range, points)) return '';
      const src = /url\((["']?)([^"')]+\.woff2?)\1\)/.exec(rule.style.getPropertyValue('src'))?.[2];
      if (!src) return '';
      const data = await fetchDataUrl(new URL(src, rule.parentStyleSheet?.href ?? document.baseURI).href).catch(() => '');
      if (!data) return '';
      return `@font-face{font-family:'${family.replace(/'/g, '')}';font-weight:${weight};font-style:normal;${range ? `unicode-range:${range};` : ''}src:url(${data})}`;
    }),
  );
  return faces.filter(Boolean).join('');
}

/** The owner's words a scene may set (or the sample ones), so the faces embedded cover their letters. */
function sceneContactWords(model: MockupModel): string {
  const contact = shownContact(model);
  return [contact.name, contact.role, ...contactLines(contact)].filter(Boolean).join(' ');
}

/** The scene as PNG bytes at MOCKUP_PNG_SIZE. */
export async function renderScenePng(scene: MockupScene, model: MockupModel): Promise<Blob> {
  const [embedded, faces] = await Promise.all([
    embedFiles(model),
    embeddedFaces(
      [model.fonts.display, model.fonts.support, 'Inter'],
      `${model.brandName} ${model.line} ${model.industry} ${sceneContactWords(model)} @.`,
    ),
  ]);
  const svg = mockupSvg(scene, embedded, { idPrefix: `png-${scene.id}`, width: MOCKUP_PNG_SIZE.width }).replace(
    /^<svg\b[^>]*>/,
    (open) => `${open}<style>${faces}</style>`,
  );
  const url = URL.createObjectURL(new Blob([svg], { type: 'image/svg+xml' }));
  try {
    const image = new Image();
    image.width = MOCKUP_PNG_SIZE.width;
    image.height = MOCKUP_PNG_SIZE.height;
    // The load event waits for the faces the SVG embeds; decode() alone can resolve before them.
    await new Promise<void>((resolve, reject) => {
      image.onload = () => resolve();
      image.onerror = () => reject(new Error('The scene did not load as an image'));
      image.src = url;
    });
    await image.decode();
    const canvas = document.createElement('canvas');
    canvas.width = MOCKUP_PNG_SIZE.width;
    canvas.height = MOCKUP_PNG_SIZE.height;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('No 2D canvas');
    context.drawImage(image, 0, 0, canvas.width, canvas.height);
    return await new Promise<Blob>((resolve, reject) =>
      canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('The canvas made no PNG'))), 'image/png'),
    );
  } finally {
    URL.revokeObjectURL(url);
  }
}
