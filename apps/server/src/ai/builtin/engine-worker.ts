/** Worker thread: designs a brand, rasterises lockups and writes their PDFs with @logo-dna/engine, off the main event loop. */
import { type EngineError, toSystemRecord } from '@logo-dna/engine';
import { designBrand, designPrimaryPreview, renderPng } from '@logo-dna/engine/node';
import type { DesignFailure, DesignInput, DesignPreview, DesignSummary } from './design-summary';

/** The summary of `input`'s design, or the engine's client-facing failure. */
export function design(input: DesignInput): DesignSummary | DesignFailure {
  const { designerId, seed, variant, edits, ...brief } = input;
  return orFailure(() => {
    const result = designBrand(brief, designerId, seed, { variant, ...(edits ? { edits } : {}) });
    const { palette, typography, logos } = result;
    return {
      strategy: result.strategy,
      colors: { primary: palette.primary, secondary: palette.secondary, accent: palette.accent, neutral: palette.neutral },
      palette: {
        swatches: palette.colors.map(({ role, name, hex }) => ({ role, name, hex })),
        grounds: { light: palette.light, dark: palette.dark },
        // Rounded as the kit's palette.json rounds them.
        contrastPairs: palette.contrastPairs.map((pair) => ({ ...pair, ratio: Math.round(pair.ratio * 100) / 100 })),
      },
      typography: {
        display: typography.display.family,
        support: typography.support.family,
        displayStandsInFor: typography.display.standsInFor ?? '',
        supportStandsInFor: typography.support.standsInFor ?? '',
        omitted: (result.quality.omitted ?? []).map((o) => ({ ...o, codePoints: [...o.codePoints] })),
      },
      logos: {
        primary: logos.primary,
        monochrome: logos.monochrome,
        horizontal: logos.horizontal,
        stacked: logos.stacked,
        icon: logos.icon,
        reversed: logos.reversed,
      },
      altText: result.altText,
      record: toSystemRecord(result) as unknown as Record<string, unknown>,
      settings: result.settings ?? {
        textCase: 'as-typed',
        trackingEm: 0,
        primaryLockup: 'horizontal',
        markSide: 'left',
        stackAlign: 'center',
      },
    };
  });
}

/** Only the primary logo of `input`'s design (the same bytes `design` stores as primary.svg) and its ground, or the failure. */
export function preview(input: DesignInput): DesignPreview | DesignFailure {
  const { designerId, seed, variant, edits, ...brief } = input;
  return orFailure(() => designPrimaryPreview(brief, designerId, seed, { variant, ...(edits ? { edits } : {}) }));
}

function orFailure<T>(run: () => T): T | DesignFailure {
  try {
    return run();
  } catch (error) {
    const engineError = error as { isEngineError?: boolean; code?: EngineError['code']; message?: string };
    // Every engine refusal is the client's to act on (another name, designer or variant), never a 500.
    if (engineError.isEngineError) {
      return { failure: { code: engineError.code ?? 'INVALID_BRIEF', message: engineError.message ?? 'Invalid brief' } };
    }
    throw error;
  }
}

export function png(task: { svg: string; size: number }): Uint8Array {
  return renderPng(task.svg, { size: task.size });
}

/**
 * One lockup as the kit's vector PDF (logos/pdf), titled as the kit titles it (the SVG's own name); the kit's code is
 * loaded with the first PDF a thread writes.
 */
export async function pdf(task: { svg: string; fallbackTitle: string }): Promise<Uint8Array> {
  const { logoPdf } = await import('@logo-dna/engine/kit');
  return logoPdf(task.svg, task.fallbackTitle);
}
