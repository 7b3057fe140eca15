/** The Brand Rationale card (spec §2): positioning, the selected concept and the rationale, with "Copy Rationale". */
import type { LogoSystemRecord } from '@logo-dna/protocol';
import { Copy } from 'lucide-react';
import { Button } from '../../shared/Button';
import { copyText } from '../../shared/copy-text';

export function RationaleCard({ record }: { record: LogoSystemRecord }) {
  return (
    <section aria-labelledby="rationale-heading" className="rounded-2xl border border-line bg-white p-5 shadow-card sm:p-8">
      <div className="mb-5 flex flex-wrap items-center justify-between gap-3">
        <h2 id="rationale-heading" className="text-base font-semibold tracking-tight">
          Brand Rationale
        </h2>
        <Button onClick={() => void copyText('Rationale', record.brandRationale)}>
          <Copy aria-hidden="true" className="h-4 w-4" />
          Copy Rationale
        </Button>
      </div>
      <div className="grid gap-8 lg:grid-cols-[1fr_1.4fr]">
        <div className="space-y-5">
          <div>
            <h3 className="text-xs font-medium uppercase tracking-wider text-muted">Positioning</h3>
            <p className="mt-2 leading-relaxed text-slate-700">{record.strategyText}</p>
          </div>
          <div className="rounded-xl border-l-4 border-brand bg-orange-50/60 px-4 py-3">
            <h3 className="text-xs font-medium uppercase tracking-wider text-brand-strong">Selected concept</h3>
            <p className="mt-1.5 font-medium leading-relaxed text-ink">{record.selectedConcept}</p>
          </div>
        </div>
        <div>
          <h3 className="text-xs font-medium uppercase tracking-wider text-muted">Why this design</h3>
          <p data-testid="rationale" className="mt-2 whitespace-pre-line leading-relaxed text-slate-700">
            {record.brandRationale}
          </p>
        </div>
      </div>
    </section>
  );
}
