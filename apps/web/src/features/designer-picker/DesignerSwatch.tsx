/**
 * A 40 px sample of each designer's style: abstract shapes in the preset's colour anchors
 * (designer-dna.md §2). They evoke a way of working, never a famous mark (§0 guardrail).
 */
import type { ReactNode } from 'react';

type Sample = { ground: string; shapes: ReactNode };

const SAMPLES: Record<string, Sample> = {
  'paul-rand': {
    ground: '#FFFFFF',
    shapes: (
      <>
        <circle cx="20" cy="20" r="13" fill="#1B5FAA" />
        <rect x="7" y="17" width="26" height="2.4" fill="#FFFFFF" />
        <rect x="7" y="22" width="26" height="2.4" fill="#FFFFFF" />
        <circle cx="31" cy="9" r="3" fill="#E03A2F" />
      </>
    ),
  },
  'milton-glaser': {
    ground: '#FBF6EC',
    shapes: (
      <>
        <rect x="7" y="12" width="10" height="16" fill="#111111" />
        <path d="M27 29c-6-4-8-7-8-10a4 4 0 0 1 8-1 4 4 0 0 1 8 1c0 3-2 6-8 10z" fill="#E2231A" />
      </>
    ),
  },
  'carolyn-davidson': {
    ground: '#FFFFFF',
    shapes: <path d="M6 27c8 1 18-5 28-15-6 9-13 17-24 18-3 0-5-1-4-3z" fill="#111111" />,
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
    shapes: (
      <>
        <rect x="7" y="11" width="12" height="18" fill="#4A2A8F" />
        <rect x="21" y="11" width="12" height="18" fill="#F26A1B" />
        <path d="M17 16l5 4-5 4z" fill="#FFFFFF" />
      </>
    ),
  },
  'rob-janoff': {
    ground: '#FFFFFF',
    shapes: (
      <>
        <path d="M20 11c7-3 13 2 13 9s-5 12-13 12S7 27 7 20s6-12 13-9z" fill="#58B947" />
        <circle cx="32" cy="18" r="4" fill="#FFFFFF" />
        <path d="M20 10c0-3 2-5 5-5-1 3-2 4-5 5z" fill="#F28C28" />
      </>
    ),
  },
  'chermayeff-geismar-haviv': {
    ground: '#FFFFFF',
    shapes: (
      <>
        <circle cx="20" cy="20" r="13" fill="#0A5BAA" />
        <path d="M20 7a13 13 0 0 1 0 26z" fill="#E1251B" />
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
    shapes: (
      <>
        <circle cx="20" cy="20" r="14" fill="#0F5132" />
        <circle cx="20" cy="20" r="9" fill="#F3EBDD" />
        <circle cx="20" cy="20" r="4" fill="#5A3A22" />
      </>
    ),
  },
  'salvador-dali': {
    ground: '#FFF6D6',
    shapes: (
      <>
        {[0, 60, 120, 180, 240, 300].map((angle) => (
          <circle
            key={angle}
            cx={20 + 9 * Math.cos((angle * Math.PI) / 180)}
            cy={20 + 9 * Math.sin((angle * Math.PI) / 180)}
            r="6"
            fill="#FFD100"
          />
        ))}
        <circle cx="20" cy="20" r="7" fill="#E3001B" />
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
    shapes: (
      <>
        <circle cx="20" cy="20" r="12" fill="#0E3A8A" />
        <ellipse cx="20" cy="20" rx="16" ry="5" fill="none" stroke="#FFFFFF" strokeWidth="1.2" transform="rotate(-24 20 20)" />
        <path d="M10 28l24-16-10 12z" fill="#F0412A" />
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
    ground: '#D7192B',
    shapes: (
      <path
        d="M8 26c3-14 9-16 10-11s-6 12-3 13 8-12 11-11-2 9 1 9 5-3 6-4"
        fill="none"
        stroke="#FFFFFF"
        strokeWidth="2.4"
        strokeLinecap="round"
      />
    ),
  },
  'ruth-kedar': {
    ground: '#FFFFFF',
    shapes: (
      <>
        <circle cx="10" cy="20" r="4.5" fill="#3D7BE0" />
        <circle cx="20" cy="20" r="4.5" fill="#D9412F" />
        <circle cx="30" cy="20" r="4.5" fill="#F2B70C" />
        <rect x="25.5" y="27" width="9" height="2.5" fill="#21A055" />
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
