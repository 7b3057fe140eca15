/** Fixed briefs and the brand-name matrix shared by the engine's golden, image and matrix tests. */
import type { Brief } from '../src/types';

export const GOLDEN_BRIEFS: Record<string, Brief> = {
  northwind: {
    brandName: 'Northwind Coffee',
    industry: 'coffee roastery',
    oneLiner: 'Small-batch coffee roasted by the harbour',
    tagline: 'Roasted by the sea',
    desiredColors: 'auto',
  },
  ledger: {
    brandName: 'Ledgerline',
    industry: 'fintech',
    oneLiner: 'Bookkeeping software for independent studios',
    competitors: 'QuickBooks, Xero',
  },
};

/** ≥ 30 names: short, long (30+), several words, digits, accents, ampersands, punctuation. */
export const MATRIX_NAMES = [
  'Ox',
  'Qi',
  'Io',
  'Zed',
  'Acme',
  'Nimbus',
  'Studio 54',
  'Route 66 Diner',
  '7 Eleven Labs',
  'Café Noël',
  'Zürich Partners',
  'Ørsted Wind',
  'Łódź Design Week',
  'Crème Brûlée Co',
  'Salt & Pine',
  'Bread & Butter & Jam',
  'R&D Collective',
  'Northwind Coffee',
  'Blue Harbor Logistics',
  'The Quiet Lantern Bookshop',
  'Mountain View Veterinary Clinic',
  'International Federation of Kite Makers',
  'Saint-Exupéry Aviation Museum',
  'McKinley & Sons Hardware 1927',
  'A',
  'WWWWWWWW',
  'illilli',
  'x.ai',
  'O’Reilly Bakes',
  'Über Cool Rentals',
  'Fjord',
  'Jaguar Yoga',
] as const;

export function matrixBrief(brandName: string): Brief {
  return { brandName, industry: 'independent retail', oneLiner: `${brandName} serves its neighbourhood with care`, tagline: 'Since 2024' };
}
