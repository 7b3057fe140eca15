/**
 * cut-paper-figure: flat shapes with scissor-cut edges and slight misregistration (designer-dna.md §1):
 * a rough colour field with the pictogram cut out of it, and the pictogram's colour layer printed
 * slightly off register underneath.
 */
import { contrastRatio } from '../../color';
import { ringsTransform } from '../../geometry';
import { circlePath, type Region, regionFromPath, regionSubtract, regionToPath, regionUnion, roundedRectPath } from '../../path';
import { capitalFirst } from '../../strategy/grammar';
import { iconPhrase } from '../../strategy/icon-nouns';
import { finishMark } from '../draft';
import { pickIcon, placeIconTight } from '../icon-pick';
import { allowsShape, chooseOption, minFeature, varyRatio } from '../params';
import { roughenLegibly } from '../roughen';
import type { InkRole, Mark, MarkContext } from '../types';

/** Figure against field, as a pictogram must read (WCAG graphics contrast). */
const FIGURE_CONTRAST = 3;

/**
 * The underprint shows through the cut-out as the figure, so it takes the palette colour that stands apart from the
 * field: the accent when it reads against it, else the role with the most contrast (a red plant on a green field of
 * equal lightness is invisible at icon size and to colour-blind readers).
 */
function figureInk(palette: MarkContext['palette'], field: InkRole = 'primary'): InkRole {
  const against = (role: InkRole) => contrastRatio(palette[role], palette[field]);
  if (against('accent') >= FIGURE_CONTRAST) return 'accent';
  const roles: InkRole[] = ['secondary', 'ink', 'ground'];
  return roles.reduce((best, role) => (against(role) > against(best) ? role : best), 'accent' as InkRole);
}

export function buildCutPaper(ctx: MarkContext, archetype: string): Mark {
  const icon = pickIcon(ctx, 'cut-paper');
  const g = ctx.dna.geometry;
  const amplitude = varyRatio(ctx, 'cut.roughness', g.edgeRoughness ?? 0.012) * 1000;
  const shift = varyRatio(ctx, 'cut.misregistration', g.misregistration ?? 0.01) * 1000;
  const rough = (region: Region, path: string) => roughenLegibly(region, { step: 30, amplitude, rng: ctx.rng(`noise:${path}`) });
  const fieldShape = chooseOption(ctx, 'cut.field', allowsShape(ctx, 'circle') ? ['circle', 'square'] : ['square']);
  const field = regionFromPath(fieldShape === 'circle' ? circlePath({ x: 500, y: 500 }, 430) : roundedRectPath(90, 90, 820, 820, 0));
  const figure = regionUnion(rough(placeIconTight(icon, { x: 500, y: 515 }, 600, minFeature(ctx) * 1.2), 'figure'));
  const roughField = rough(field, 'field');
  const underprint = ringsTransform(figure, [1, 0, 0, 1, shift, shift * 0.6]);
  const cutField = { d: regionToPath(regionSubtract(roughField, figure)), ink: 'primary' as const, fillRule: 'evenodd' as const };
  return finishMark(
    archetype,
    'cut-paper-figure',
    [{ d: regionToPath(underprint), ink: figureInk(ctx.palette), fillRule: 'evenodd' }, cutField],
    {
      description: `${capitalFirst(iconPhrase(icon.name))} cut from a field of colour with scissor-rough edges, bold and human.`,
      hasText: false,
      // In one ink the underprint would fill the cut-out figure, so the mono version is the cut field alone.
      mono: [cutField],
      features: { icons: [icon.name] },
    },
  );
}
