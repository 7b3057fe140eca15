/** The preview card (spec §2): four tabs over one 500 px stage, the toolbar, and the alt-text line with copy. */

import type { LogoSystemRecord } from '@logo-dna/protocol';
import * as Tabs from '@radix-ui/react-tabs';
import { Copy, ImageOff } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../shared/Button';
import { copyText } from '../../shared/copy-text';
import { cx } from '../../shared/cx';
import { PreviewToolbar } from './PreviewToolbar';
import {
  INITIAL_PREVIEW_STATE,
  isMonochromeAvailable,
  PREVIEW_TABS,
  type PreviewState,
  type PreviewTab,
  selectPreviewImage,
} from './preview-state';

export interface PreviewCardProps {
  record: LogoSystemRecord;
  regenerating: boolean;
}

function Stage({ url, alt, tab, state }: { url: string; alt: string; tab: PreviewTab; state: PreviewState }) {
  const dark = state.background === 'dark';
  return (
    <div
      data-testid="preview-stage"
      data-background={state.background}
      className={cx(
        'relative flex min-h-[500px] items-center justify-center overflow-hidden rounded-xl p-6 transition-colors sm:p-10',
        dark ? 'bg-slate-900' : 'bg-slate-50',
      )}
    >
      {url ? (
        <img
          src={url}
          alt={alt}
          data-testid="preview-image"
          className={cx(
            'relative z-0 object-contain',
            tab === 'icon' ? 'h-64 w-64 rounded-[22%] bg-white shadow-lg' : 'max-h-[420px] w-full',
          )}
        />
      ) : (
        <p className={cx('flex items-center gap-2 text-sm', dark ? 'text-slate-300' : 'text-muted')}>
          <ImageOff aria-hidden="true" className="h-4 w-4" />
          This lockup was not generated.
        </p>
      )}
      {state.grid ? (
        <div aria-hidden="true" data-testid="grid-overlay" className="preview-grid pointer-events-none absolute inset-0 z-10" />
      ) : null}
    </div>
  );
}

export function PreviewCard({ record, regenerating }: PreviewCardProps) {
  const [state, setState] = useState<PreviewState>(INITIAL_PREVIEW_STATE);
  const monochromeAvailable = isMonochromeAvailable(record, state.tab);

  return (
    <section
      aria-labelledby="preview-heading"
      aria-busy={regenerating}
      className="rounded-2xl border border-line bg-white p-4 shadow-card sm:p-6"
    >
      <h2 id="preview-heading" className="sr-only">
        Logo preview
      </h2>
      <Tabs.Root value={state.tab} onValueChange={(tab) => setState({ ...state, tab: tab as PreviewTab })}>
        <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
          <Tabs.List aria-label="Logo lockups" className="inline-flex rounded-lg bg-slate-100 p-1">
            {PREVIEW_TABS.map((tab) => (
              <Tabs.Trigger
                key={tab.id}
                value={tab.id}
                className="rounded-md px-3 py-1.5 text-sm font-medium text-muted transition-colors hover:text-ink data-[state=active]:bg-white data-[state=active]:text-ink data-[state=active]:shadow-sm"
              >
                {tab.label}
              </Tabs.Trigger>
            ))}
          </Tabs.List>
          <PreviewToolbar state={state} monochromeAvailable={monochromeAvailable} onChange={setState} />
        </div>
        {PREVIEW_TABS.map((tab) => (
          <Tabs.Content key={tab.id} value={tab.id} className="focus-visible:outline-none">
            {tab.id === state.tab ? (
              <Stage url={selectPreviewImage(record, state)} alt={record.altText} tab={tab.id} state={state} />
            ) : null}
          </Tabs.Content>
        ))}
      </Tabs.Root>
      <div className="mt-4 flex items-start gap-3 rounded-lg bg-slate-50 px-3 py-2.5">
        <p className="min-w-0 flex-1 text-sm text-muted">
          <span className="font-medium text-ink">Alt text: </span>
          <span data-testid="alt-text">{record.altText}</span>
        </p>
        <Button
          variant="ghost"
          size="icon"
          aria-label="Copy alt text"
          onClick={() => void copyText('Alt text', record.altText)}
          className="-my-1 shrink-0"
        >
          <Copy aria-hidden="true" className="h-4 w-4" />
        </Button>
      </div>
    </section>
  );
}
