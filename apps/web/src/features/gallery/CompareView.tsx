/** Two directions side by side, large (one above the other on a phone), each ready to open. */
import { FolderOpen, Loader2 } from 'lucide-react';
import { Button } from '../../shared/Button';
import { DirectionThumbnail, thumbnailGround } from './DirectionTile';
import type { PreviewState } from './use-previews';

interface ComparedDirection {
  id: string;
  name: string;
  style: string;
  preview: PreviewState;
}

export interface CompareViewProps {
  brandName: string;
  directions: [ComparedDirection, ComparedDirection];
  openingId: string | null;
  busy: boolean;
  onOpen(id: string): void;
}

export function CompareView({ brandName, directions, openingId, busy, onOpen }: CompareViewProps) {
  return (
    <section aria-labelledby="compare-heading">
      <h2 id="compare-heading" tabIndex={-1} className="scroll-mt-24 text-lg font-semibold tracking-tight text-ink focus:outline-none">
        {directions[0].name} and {directions[1].name}, side by side
      </h2>
      {/* Side by side at every width: on a phone each is half the screen, square, so both stay in view. */}
      <div className="mt-4 grid grid-cols-2 gap-3 sm:gap-4">
        {directions.map((direction) => (
          <figure
            key={direction.id}
            data-compared={direction.id}
            className="flex flex-col overflow-hidden rounded-2xl border border-line bg-white shadow-card"
          >
            <div className="relative aspect-square sm:aspect-[4/3]" style={thumbnailGround(direction.preview)}>
              <span className="absolute inset-3 sm:inset-10">
                <DirectionThumbnail preview={direction.preview} alt={`${brandName} logo in the direction of ${direction.name}`} />
              </span>
            </div>
            <figcaption className="flex flex-1 flex-col gap-3 border-t border-line p-3 sm:flex-row sm:items-center sm:justify-between sm:p-4">
              <span className="min-w-0">
                <span className="block font-semibold text-ink">{direction.name}</span>
                <span className="block text-sm text-muted max-sm:hidden">{direction.style}</span>
              </span>
              <Button
                variant="primary"
                onClick={() => onOpen(direction.id)}
                disabled={busy}
                aria-label={`Open ${direction.name} design`}
                className="mt-auto max-sm:justify-center sm:mt-0"
              >
                {openingId === direction.id ? (
                  <Loader2 aria-hidden="true" className="h-4 w-4 animate-spin" />
                ) : (
                  <FolderOpen aria-hidden="true" className="h-4 w-4" />
                )}
                {openingId === direction.id ? 'Opening…' : 'Open'}
              </Button>
            </figcaption>
          </figure>
        ))}
      </div>
    </section>
  );
}
