/**
 * The frame every page of the app shares: the skip link, the sticky header with the product's mark and name (an opaque
 * surface in both themes: the page scrolls under it, never shows through it), the
 * page's main landmark and the footer. A page passes the header's controls (theme, account, navigation) and its content.
 */
import type { ReactNode } from 'react';
import { PageFooter } from './PageFooter';

export interface AppShellProps {
  /** The header's controls, right of the product name. */
  actions: ReactNode;
  children: ReactNode;
  /** Rendered after the footer: toasters and other overlays. */
  overlays?: ReactNode;
}

export function AppShell({ actions, children, overlays }: AppShellProps) {
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:left-4 focus:top-4 focus:z-50 focus:rounded-md focus:bg-white focus:px-3 focus:py-2"
      >
        Skip to content
      </a>
      <header className="sticky top-0 z-30 border-b border-line bg-white">
        <div className="mx-auto flex h-16 max-w-6xl items-center gap-1 px-4 sm:gap-3 sm:px-6">
          <span aria-hidden="true" className="hidden h-8 w-8 shrink-0 place-items-center rounded-lg bg-ink sm:grid">
            <span className="h-3.5 w-3.5 rounded-full border-[3px] border-white" />
          </span>
          {/* The title never shrinks: below 640 px the buttons turn to 44 px icons and the account to a menu instead. */}
          <p className="mr-auto shrink-0 whitespace-nowrap text-sm font-semibold tracking-tight sm:text-lg">Logo DNA Generator</p>
          {actions}
        </div>
      </header>
      <main id="main" className="mx-auto w-full max-w-6xl flex-1 px-4 py-8 sm:px-6 sm:py-12">
        {children}
      </main>
      <PageFooter />
      {overlays}
    </div>
  );
}
