/** The Typography card (spec §2): the display and support fonts, each shown in its own face, the name's script included. */
import { useEffect, useState } from 'react';
import { Card } from '../../shared/Card';
import { loadFontFamily } from '../../shared/fonts';
import type { TypographyPair } from '../generation/logo-system';

export interface TypographyCardProps {
  typography: TypographyPair;
  brandName: string;
}

/** True while the family's face is still loading (not once it has loaded, nor when it is not one we ship). */
function useFontLoading(family: string, text: string): boolean {
  const [loading, setLoading] = useState(family !== '');
  useEffect(() => {
    let current = true;
    setLoading(family !== '');
    if (family) void loadFontFamily(family, text).then(() => current && setLoading(false));
    return () => {
      current = false;
    };
  }, [family, text]);
  return loading;
}

function FontSample({
  kind,
  family,
  standsInFor,
  sample,
  large,
}: {
  kind: string;
  family: string;
  standsInFor?: string;
  sample: string;
  large?: boolean;
}) {
  const loading = useFontLoading(family, sample);
  return (
    <div className="rounded-xl border border-line p-4">
      <p className="text-xs font-medium uppercase tracking-wider text-muted">{kind}</p>
      <p className="mt-1 text-sm font-medium text-ink" data-testid={`font-${kind.toLowerCase()}`}>
        {family || 'Not chosen'}
      </p>
      {standsInFor ? (
        // The face drawn is named above; the designer's own face had no letters for this name.
        <p className="mt-0.5 text-xs text-muted" data-testid={`font-${kind.toLowerCase()}-stands-in`}>
          In place of {standsInFor}, which has no letters for this name
        </p>
      ) : null}
      <p
        // The whole name, wrapped if it must: a truncated sample ("Halcyon Ferry W…") hides what the face does.
        className={
          large
            ? 'mt-3 text-3xl leading-tight text-ink [overflow-wrap:anywhere] sm:text-4xl'
            : 'mt-3 text-base leading-relaxed text-slate-700'
        }
        dir="auto"
        // Full contrast while the face loads, and for good if it never does (a family we do not ship): the sample is
        // set in the fallback face meanwhile, and says it is busy rather than fading below the contrast minimum.
        aria-busy={loading}
        style={{ fontFamily: family ? `"${family}", ui-sans-serif, system-ui` : undefined }}
      >
        {sample}
      </p>
    </div>
  );
}

export function TypographyCard({ typography, brandName }: TypographyCardProps) {
  return (
    <Card title="Typography" titleId="typography-heading">
      <div className="space-y-3">
        <FontSample kind="Display" family={typography.display} standsInFor={typography.displayStandsInFor} sample={brandName} large />
        <FontSample
          kind="Support"
          family={typography.support}
          standsInFor={typography.supportStandsInFor}
          sample="The quick brown fox jumps over the lazy dog. 0123456789"
        />
      </div>
    </Card>
  );
}
