/** A note by the result naming the characters of the name or tagline the logos leave out (an emoji), never silently. */
import type { OmittedCharacterObject } from '@logo-dna/protocol';
import { Info } from 'lucide-react';

const FIELD_WORDS: Record<OmittedCharacterObject['field'], string> = { brandName: 'name', tagline: 'tagline' };
const REASONS: Record<OmittedCharacterObject['reason'], string> = {
  emoji: 'an emoji: no bundled font draws emoji',
  'no-font': 'no bundled font draws it',
};

/** One sentence per character: "🌞 (U+1F31E) is left out of the name: an emoji: …". */
function describeOmitted(omitted: OmittedCharacterObject): string {
  return `“${omitted.text}” (${omitted.codePoints.join(' ')}) is left out of the ${FIELD_WORDS[omitted.field]}, ${REASONS[omitted.reason]}.`;
}

export function OmittedNote({ omitted }: { omitted: readonly OmittedCharacterObject[] | undefined }) {
  if (!omitted || omitted.length === 0) return null;
  return (
    <aside
      aria-label="Characters the logos leave out"
      className="flex gap-2 rounded-lg bg-sky-50 px-3 py-2 text-sm text-sky-950 ring-1 ring-sky-200"
      data-testid="omitted-note"
    >
      <Info aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0" />
      <div>
        <p className="font-medium">Not drawn in the logos</p>
        <ul className="mt-0.5 space-y-0.5">
          {omitted.map((item) => (
            <li key={`${item.field}:${item.text}`}>{describeOmitted(item)}</li>
          ))}
        </ul>
      </div>
    </aside>
  );
}
