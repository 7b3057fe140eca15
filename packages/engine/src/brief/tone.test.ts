import { describe, expect, it } from 'vitest';
import { readTone, toneAdmits } from './tone';

const brief = (industry: string, oneLiner: string, brandName = 'Holloway') => ({ brandName, industry, oneLiner });

describe("the trade's tone", () => {
  it.each([
    ['security firm', 'Alarms and CCTV for offices', 'trust'],
    ['accountant', 'Tax returns and bookkeeping', 'trust'],
    ['climbing gym', 'Bouldering for all levels', 'sport'],
    ['nursery', 'Day nursery for children under five', 'childcare'],
    ['energy juice bar', 'Cold-pressed juices', 'energy'],
    ['ice cream parlour', 'Handmade ice cream', 'sweet'],
    ['wedding planner', 'Weddings planned and styled', 'celebration'],
    ['pharmacy', 'Prescriptions and advice', 'medicine'],
    ['veterinary practice', 'Vaccinations, surgery and dental care for cats and dogs', 'medicine'],
    ['vet', 'Small-animal clinic', 'medicine'],
    ['funeral director', 'Family funerals and memorials', 'solemn'],
  ])('reads %s as %s', (industry, oneLiner, tone) => {
    expect(readTone(brief(industry, oneLiner))).toContain(tone);
  });

  it('reads luxury from what the trade makes, not from whom it serves', () => {
    // The seventeenth review's cooperage got a hairline wedding script because its clients are wineries.
    expect(
      readTone(brief('barrel making', 'Oak casks built and repaired by hand for distilleries, wineries and cider makers.')),
    ).not.toContain('luxury');
    expect(readTone(brief('winery', 'Small-batch wines from our own vineyard, sold to restaurants'))).toContain('luxury');
    expect(readTone(brief('bakery', 'Cakes for weddings and birthdays'))).toContain('celebration');
  });

  it('does not read "state of the art" as art', () => {
    expect(readTone(brief('software', 'State-of-the-art invoicing'))).not.toContain('art');
  });
});

describe('devices the tone admits', () => {
  const admits = (industry: string, oneLiner: string, device: Parameters<typeof toneAdmits>[1]) =>
    toneAdmits(readTone(brief(industry, oneLiner)), device);

  it('lets drips only to play, art, sweets and horror, never to trust or care', () => {
    expect(admits('ice cream parlour', 'Handmade ice cream', 'drip')).toBe(true);
    expect(admits('haunted house attraction', 'Halloween scares', 'drip')).toBe(true);
    expect(admits('security firm', 'Alarms and guards', 'drip')).toBe(false);
    expect(admits('nursery', 'Play-based childcare', 'drip')).toBe(false);
    expect(admits('coffee shop', 'Espresso and filter coffee', 'drip')).toBe(false);
    // Drips through a bakery's letters read as food spoiling; ice cream is the food that drips.
    expect(admits('Bakery', 'Sourdough, cakes and birthday cakes baked every morning', 'drip')).toBe(false);
    expect(admits('ice cream parlour', 'Handmade ice cream and cakes', 'drip')).toBe(true);
    // A chess club's weekly games are played in earnest (the twenty-first review's blood-red script for Blackrook).
    expect(admits('chess club', 'A friendly chess club with weekly games and a junior section', 'drip')).toBe(false);
    expect(admits('toy shop', 'Board games and toys for children', 'drip')).toBe(true);
  });

  it('lets a formal script to weddings, luxury and patisserie, a refusing tone winning over an admitting one', () => {
    expect(admits('wedding planner', 'Weddings planned and styled', 'formal-script')).toBe(true);
    expect(admits('patisserie', 'French pastries', 'formal-script')).toBe(true);
    expect(admits('climbing gym', 'Bouldering', 'formal-script')).toBe(false);
    expect(admits('luxury gym', 'Private training', 'formal-script')).toBe(false);
    expect(admits('accountant', 'Bookkeeping', 'formal-script')).toBe(false);
  });

  it('keeps party scripts from law, money, medicine and funerals, and lets every other trade have one', () => {
    expect(admits('law firm', 'Employment and immigration law', 'festive-script')).toBe(false);
    expect(admits('accountant', 'Bookkeeping and VAT returns', 'festive-script')).toBe(false);
    expect(admits('pharmacy', 'Prescriptions', 'festive-script')).toBe(false);
    expect(admits('funeral director', 'Family funerals since 1921', 'festive-script')).toBe(false);
    expect(admits('diner', 'Burgers and shakes', 'festive-script')).toBe(true);
    expect(admits('climbing gym', 'Bouldering', 'festive-script')).toBe(true);
    // Flowers for a funeral do not make it a florist's wedding: the formal script stays out too.
    expect(admits('funeral florist', 'Flowers for funerals', 'formal-script')).toBe(false);
  });

  it('keeps sleep signs from energy, serpents from nurseries and food, and comets from everyone', () => {
    expect(admits('energy juice bar', 'Juices', 'sleep')).toBe(false);
    expect(admits('hotel', 'Rooms by the sea', 'sleep')).toBe(true);
    expect(admits('nursery', 'Childcare', 'serpent')).toBe(false);
    expect(admits('pharmacy', 'Prescriptions', 'serpent')).toBe(true);
    expect(admits('pharmacy', 'Prescriptions', 'comet')).toBe(false);
  });
});
