/**
 * A 40 px sample of each designer's style: abstract shapes drawn from the designer's principles (designer-dna.md §2),
 * in colours of our own. They evoke a way of working, never a famous mark or its colours (§0 guardrail): no bitten
 * fruit, sweep, daisy, orbit disc, script on red, hidden arrow or four-colour letters.
 */
import type { ReactNode } from 'react';

type Sample = { ground: string; shapes: ReactNode };

const SAMPLES: Record<string, Sample> = {
  'paul-rand': {
    ground: '#FFFFFF',
    // Play with plain geometry: a circle resting on a square's corner, one dot for wit.
    shapes: (
      <>
        <rect x="8" y="16" width="16" height="16" fill="#24408E" />
        <circle cx="26" cy="15" r="8" fill="#F2A900" />
        <circle cx="13" cy="11" r="2.5" fill="#24408E" />
      </>
    ),
  },
  'milton-glaser': {
    ground: '#FBF6EC',
    // A rebus: a picture living inside a letter, here a flame in the counter of a bold O.
    shapes: (
      <>
        <path d="M20 7a13 13 0 1 1 0 26 13 13 0 0 1 0-26zm0 7a6 6 0 1 0 0 12 6 6 0 0 0 0-12z" fill="#1E1E1E" fillRule="evenodd" />
        <path
          d="M20 15c2.6 2.6 3.2 4.6 3.2 6.2a3.2 3.2 0 0 1-6.4 0c0-1.6.8-2.6 1.8-3.4 0 1.2.4 1.8 1 2.2.2-1.8.2-3.4.4-5z"
          fill="#D1495B"
        />
      </>
    ),
  },
  'carolyn-davidson': {
    ground: '#FFFFFF',
    // One tapered gesture: a rising wave, thick at its root and sharp at its tip.
    shapes: <path d="M6 29c4-6 9-8 13-7s8-1 15-12c-3 10-9 16-15 16s-8 1-13 3z" fill="#111111" />,
  },
  'saul-bass': {
    ground: '#F2E8D5',
    shapes: (
      <>
        <path d="M8 31l5-22 4 1-3 21z" fill="#111111" />
        <path d="M19 31l5-22 4 1-3 21z" fill="#E5471F" />
        <circle cx="31" cy="13" r="4" fill="#1D4E9E" />
      </>
    ),
  },
  'lindon-leader': {
    ground: '#FFFFFF',
    // A figure found in the space between two forms: two blocks whose facing edges bow in around a hidden lens.
    shapes: (
      <>
        <path d="M7 10h12c-4 4-4 16 0 20H7z" fill="#1F3A5F" />
        <path d="M33 10H21c4 4 4 16 0 20h12z" fill="#1F3A5F" />
      </>
    ),
  },
  'rob-janoff': {
    ground: '#FFFFFF',
    // A plain silhouette made ownable by one clean notch, with a detached spark.
    shapes: (
      <>
        <path d="M10 12h16a4 4 0 0 1 4 4v4h-6v4h6v4a4 4 0 0 1-4 4H10a4 4 0 0 1-4-4V16a4 4 0 0 1 4-4z" fill="#3F6E5A" />
        <path d="M33 7l1.2 2.8L37 11l-2.8 1.2L33 15l-1.2-2.8L29 11l2.8-1.2z" fill="#D9822B" />
      </>
    ),
  },
  'chermayeff-geismar-haviv': {
    ground: '#FFFFFF',
    // One bold rotational symbol: four identical units turning about a centre.
    shapes: (
      <>
        {[0, 90, 180, 270].map((angle) => (
          <path key={angle} d="M20 20V7h7z" fill={angle === 0 ? '#C2412D' : '#17324D'} transform={`rotate(${angle} 20 20)`} />
        ))}
      </>
    ),
  },
  'david-ogilvy': {
    ground: '#FAF7F0',
    shapes: (
      <>
        <rect x="8" y="14" width="24" height="3" fill="#111111" />
        <rect x="10" y="20" width="20" height="2" fill="#1B2A4A" />
        <rect x="12" y="25" width="16" height="1.5" fill="#C8102E" />
      </>
    ),
  },
  'terry-heckler': {
    ground: '#F3EBDD',
    // A heritage badge: an oval with a fine inner rule and a row of dots where its lettering would run.
    shapes: (
      <>
        <ellipse cx="20" cy="20" rx="15" ry="11" fill="#5A3A22" />
        <ellipse cx="20" cy="20" rx="12" ry="8" fill="none" stroke="#F3EBDD" strokeWidth="0.8" />
        {[13, 17, 21, 25].map((x) => (
          <circle key={x} cx={x + 1} cy="20" r="1.2" fill="#F3EBDD" />
        ))}
      </>
    ),
  },
  'salvador-dali': {
    ground: '#FFF6D6',
    // The dream logic of a form that begins to melt: a bar with drips running from it.
    shapes: (
      <>
        <rect x="7" y="11" width="26" height="9" rx="2" fill="#B23A48" />
        <path d="M12 19h3v8a1.5 1.5 0 0 1-3 0zM22 19h3v12a1.5 1.5 0 0 1-3 0zM29 19h2.6v5a1.3 1.3 0 0 1-2.6 0z" fill="#B23A48" />
      </>
    ),
  },
  'paula-scher': {
    ground: '#FFFFFF',
    shapes: (
      <>
        <rect x="6" y="8" width="28" height="7" fill="#111111" />
        <rect x="6" y="17" width="18" height="7" fill="#E4002B" />
        <rect x="26" y="17" width="8" height="7" fill="#111111" />
        <rect x="6" y="26" width="28" height="5" fill="#111111" />
      </>
    ),
  },
  'james-modarelli': {
    ground: '#FFFFFF',
    // Engineered speed: tapered vectors leaning forward in step.
    shapes: (
      <>
        <path d="M7 27L23 11h5L12 27z" fill="#1E3A5F" />
        <path d="M15 29L31 13h4L19 29z" fill="#D1495B" />
      </>
    ),
  },
  'alan-fletcher': {
    ground: '#FFFFFF',
    shapes: (
      <>
        {[0, 1, 2, 3].map((row) =>
          [0, 1, 2, 3].map((col) => (
            <circle key={`${row}-${col}`} cx={11 + col * 6} cy={11 + row * 6} r="2" fill={row === col ? '#F26722' : '#111111'} />
          )),
        )}
      </>
    ),
  },
  'ivan-chermayeff': {
    ground: '#F7F1E3',
    shapes: (
      <>
        <path d="M9 30l2-19 9-3 10 5 2 15-11 4z" fill="#E0301E" />
        <circle cx="25" cy="17" r="4" fill="#1B4DA1" />
      </>
    ),
  },
  'sagi-haviv': {
    ground: '#FFFFFF',
    shapes: (
      <>
        <rect x="9" y="9" width="22" height="22" rx="3" fill="#123A7A" />
        <circle cx="20" cy="20" r="6" fill="#FFFFFF" />
        <rect x="20" y="14" width="11" height="12" fill="#0E7C86" />
      </>
    ),
  },
  'frank-mason-robinson': {
    ground: '#FFFFFF',
    // Flowing penmanship: one continuous looped line with a swash beneath.
    shapes: (
      <>
        <path
          d="M8 24c2-9 7-12 8-8s-5 9-2 9 6-9 9-8-2 7 1 7 5-3 7-5"
          fill="none"
          stroke="#2E294E"
          strokeWidth="2.2"
          strokeLinecap="round"
        />
        <path d="M9 30c8-2 16-2 23-1" fill="none" stroke="#C05746" strokeWidth="1.4" strokeLinecap="round" />
      </>
    ),
  },
  'ruth-kedar': {
    ground: '#FFFFFF',
    // Friendly letters each in their own soft colour, set in a row.
    shapes: (
      <>
        <rect x="6" y="14" width="8" height="12" rx="4" fill="#2A9D8F" />
        <rect x="16" y="14" width="8" height="12" rx="4" fill="#8E5572" />
        <rect x="26" y="14" width="8" height="12" rx="4" fill="#E9A23B" />
      </>
    ),
  },
  'ed-benguiat': {
    ground: '#F6EFE0',
    shapes: (
      <>
        <path d="M10 30V12c0-2 2-3 4-3h6c6 0 9 4 9 8s-3 7-9 7h-4v6z" fill="#8E1B1B" />
        <circle cx="20" cy="17" r="3" fill="#F6EFE0" />
      </>
    ),
  },
  'massimo-vignelli': {
    ground: '#FFFFFF',
    shapes: (
      <>
        <rect x="8" y="8" width="24" height="24" fill="none" stroke="#111111" strokeWidth="1" />
        <rect x="8" y="8" width="12" height="24" fill="#E03C31" />
        <rect x="22" y="22" width="10" height="2" fill="#111111" />
      </>
    ),
  },
  'walter-landor': {
    ground: '#F5EEDC',
    shapes: (
      <>
        <path d="M8 10h24v12c0 6-6 9-12 11-6-2-12-5-12-11z" fill="#0A2F6B" />
        <rect x="8" y="16" width="24" height="5" fill="#C8102E" />
        <circle cx="20" cy="27" r="2" fill="#E5A823" />
      </>
    ),
  },
};

const FALLBACK: Sample = { ground: '#F1F5F9', shapes: <circle cx="20" cy="20" r="10" fill="#94A3B8" /> };

export function DesignerSwatch({ designerId }: { designerId: string }) {
  const sample = SAMPLES[designerId] ?? FALLBACK;
  return (
    <svg viewBox="0 0 40 40" width="40" height="40" aria-hidden="true" focusable="false" className="shrink-0 rounded-lg ring-1 ring-line">
      <rect width="40" height="40" fill={sample.ground} />
      {sample.shapes}
    </svg>
  );
}
