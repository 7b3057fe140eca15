/** The collateral prints the owner's own details, leaves out what they did not give, and never a made-up line. */
import { execFileSync } from 'node:child_process';
import { beforeAll, describe, expect, it } from 'vitest';
import { MOCKUP_SCENES, mockupModelOf, mockupSvg } from '../../mockups';
import type { ContactDetails } from '../../mockups/model';
import type { BrandDesign } from '../../types';
import { designBrand } from '../index';
import { buildBusinessCardPdf, buildEmailSignatureHtml, buildLetterheadPdf } from './collateral';

/** The text a PDF sets, as pdftotext reads it, on one line. */
function pdfText(pdf: Uint8Array): string {
  return execFileSync('pdftotext', ['-', '-'], { input: Buffer.from(pdf) })
    .toString('utf8')
    .replace(/\s+/g, ' ');
}

const LOGO = { png: new Uint8Array([137, 80, 78, 71]), width: 120, height: 40 };

const DETAILS: ContactDetails = {
  name: 'Maya Okafor',
  role: 'Head baker',
  email: 'maya@cafenoel.fr',
  phone: '+33 1 42 22 00 00',
  website: 'https://cafenoel.fr/',
  address: '12 Rue du Four, 75006 Paris',
};

/** The words a scene sets (its text elements and description), not its colours or embedded images. */
function sceneWords(svg: string): string {
  return [...svg.matchAll(/<(text|desc)\b[^>]*>([\s\S]*?)<\/\1>/g)].map((match) => match[2]).join(' | ');
}

/** What no collateral may print: the old made-up person, a 555 number, an address derived from the name. */
function expectNothingMadeUp(text: string): void {
  expect(text).not.toContain('555');
  expect(text).not.toContain('Alex Morgan');
  expect(text).not.toContain('hello@cafenoel.com');
  expect(text).not.toMatch(/\bcafenoel\.com\b/);
}

describe('collateral', () => {
  let design: BrandDesign;

  beforeAll(() => {
    design = designBrand(
      { brandName: 'Café Noël', industry: 'bakery', oneLiner: 'French pastries baked at dawn', tagline: 'Fresh every morning' },
      'paul-rand',
    );
  });

  it('prints the owner’s name, role and every contact line on the business card back', async () => {
    const text = pdfText(await buildBusinessCardPdf(design, DETAILS));
    expect(text).toContain('Maya Okafor');
    expect(text).toContain('Head baker, Café Noël');
    expect(text).toContain('maya@cafenoel.fr');
    expect(text).toContain('+33 1 42 22 00 00');
    // The website as printed: no scheme, no trailing slash.
    expect(text).toContain('cafenoel.fr');
    expect(text).not.toContain('https://');
    expect(text).toContain('12 Rue du Four, 75006 Paris');
    expectNothingMadeUp(text);
  });

  it('prints only the brand on a card without details: no made-up person, phone, email or site', async () => {
    const text = pdfText(await buildBusinessCardPdf(design));
    expect(text).toContain('Café Noël');
    expectNothingMadeUp(text);
    expect(text).not.toMatch(/@/);
    expect(text).not.toContain('Founder');
  });

  it('leaves out each line not given (an email and a phone only)', async () => {
    const text = pdfText(await buildBusinessCardPdf(design, { email: 'orders@cafenoel.fr', phone: '01 42 22 00 00' }));
    expect(text).toContain('orders@cafenoel.fr');
    expect(text).toContain('01 42 22 00 00');
    // No name: the brand's own stands at the head.
    expect(text).toContain('Café Noël');
    expect(text).not.toContain('Paris');
    expectNothingMadeUp(text);
  });

  it('sets long real details whole on one line each, and cuts only what no line could hold', async () => {
    const long: ContactDetails = {
      name: 'Maximilian Alexander von Hohenzollern-Sigmaringen',
      role: 'Director of Pastry and Viennoiserie',
      email: 'maximilian.hohenzollern-sigmaringen@patisserie-example.com',
      phone: '+44 (0)20 7946 0000 ext 12345',
      website: 'www.patisserie-example.co.uk/boutique/paris-saint-germain',
      address: 'Flat 4B, 1234 North Westminster Boulevard, San Francisco, CA',
    };
    const card = pdfText(await buildBusinessCardPdf(design, long));
    for (const value of Object.values(long)) expect(card).toContain(value);
    const letter = pdfText(await buildLetterheadPdf(design, 'a4', long));
    expect(letter).toContain(long.email);
    expect(letter).toContain(long.address);
    // Sixty capital Ws fit no card line: cut with an ellipsis on its own line, never wrapped over the next one.
    const wide = pdfText(await buildBusinessCardPdf(design, { name: 'W'.repeat(60), email: 'a@example.com' }));
    expect(wide).toMatch(/ W{10,}… /);
    expect(wide).toContain(' a@example.com ');
  });

  it('sets the owner’s details on the letterheads, and only the brand without them', async () => {
    for (const paper of ['a4', 'letter'] as const) {
      const text = pdfText(await buildLetterheadPdf(design, paper, DETAILS));
      expect(text).toContain('Maya Okafor, Head baker');
      expect(text).toContain('maya@cafenoel.fr');
      expect(text).toContain('+33 1 42 22 00 00');
      expect(text).toContain('12 Rue du Four, 75006 Paris');
      expectNothingMadeUp(text);
      const bare = pdfText(await buildLetterheadPdf(design, paper));
      expect(bare).toContain('Café Noël');
      expectNothingMadeUp(bare);
      expect(bare).not.toMatch(/@/);
    }
  });

  it('writes the signature with the details as links, each left out when empty, and escapes every word', () => {
    const html = buildEmailSignatureHtml(design, LOGO, DETAILS);
    expect(html).toContain('>Maya Okafor<');
    expect(html).toContain('>Head baker, Café Noël<');
    expect(html).toContain('href="mailto:maya@cafenoel.fr"');
    expect(html).toContain('href="tel:+33142220000"');
    expect(html).toContain('href="https://cafenoel.fr/"');
    expect(html).toContain('>cafenoel.fr<');
    expectNothingMadeUp(html);

    const bare = buildEmailSignatureHtml(design, LOGO);
    expectNothingMadeUp(bare);
    expect(bare).not.toContain('mailto:');
    expect(bare).not.toContain('tel:');
    expect(bare).toContain('>Café Noël<');

    const hostile = buildEmailSignatureHtml(design, LOGO, {
      name: '<script>alert(1)</script>',
      role: 'Chef & "owner"',
      email: 'a"onmouseover="x@example.com',
      website: 'example.com/?q=<b>',
      address: "O'Hare & <Sons>",
    });
    expect(hostile).not.toContain('<script>');
    expect(hostile).not.toContain('"onmouseover');
    expect(hostile).not.toContain('<b>');
    expect(hostile).not.toContain('<Sons>');
    expect(hostile).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(hostile).toContain('Chef &amp; &quot;owner&quot;');
    expect(hostile).toContain('O&#39;Hare &amp; &lt;Sons&gt;');
  });

  it('shows the owner’s details in the mockups, and a clearly sample set (never a phone) without them', () => {
    const sample = mockupModelOf(design);
    const own = mockupModelOf(design, undefined, DETAILS);
    for (const scene of MOCKUP_SCENES) {
      const bare = sceneWords(mockupSvg(scene, sample));
      expect(bare, scene.id).not.toContain('555');
      expect(bare, scene.id).not.toContain('Alex Morgan');
      const mine = sceneWords(mockupSvg(scene, own));
      expect(mine, scene.id).not.toContain('555');
      expect(mine, scene.id).not.toContain('Your Name');
      expect(mine, scene.id).not.toContain('hello@cafenoel.com');
    }
    const card = MOCKUP_SCENES.find((scene) => scene.id === 'business-card');
    if (!card) throw new Error('no business card scene');
    expect(mockupSvg(card, sample)).toContain('Your Name');
    const mine = mockupSvg(card, own);
    expect(mine).toContain('Maya Okafor');
    expect(mine).toContain('Head baker');
    expect(mine).toContain('+33 1 42 22 00 00');
    // An email alone: the name line gives way to the brand, and no other line is invented.
    const emailOnly = mockupSvg(card, mockupModelOf(design, undefined, { email: 'orders@cafenoel.fr' }));
    expect(emailOnly).toContain('orders@cafenoel.fr');
    expect(emailOnly).not.toContain('Your Name');
    expect(emailOnly).not.toContain('cafenoel.com');
  });
});
