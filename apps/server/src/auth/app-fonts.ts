/**
 * The app's face for the hosted auth pages: GET /auth/app-fonts.css declares Inter from the files the built web app
 * already serves under /assets (their names carry a content hash, so they are found in the build, once). Without a
 * built app the stylesheet is empty and the pages fall back to the system face.
 */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { AuthContext } from './context';

export const APP_FONTS_PATH = '/auth/app-fonts.css';

/** The Latin cuts the app itself loads (apps/web/src/styles.css imports @fontsource/inter latin 400-700). */
const INTER_FILE = /^inter-latin-([4-7]00)-normal-[\w-]+\.woff2$/;

/** One @font-face per Inter weight among the build's asset names; '' when there are none. */
export function buildAppFontsCss(assetNames: readonly string[]): string {
  return assetNames
    .map((name) => ({ name, weight: INTER_FILE.exec(name)?.[1] }))
    .filter((file): file is { name: string; weight: string } => file.weight !== undefined)
    .sort((a, b) => a.weight.localeCompare(b.weight))
    .map(
      ({ name, weight }) =>
        `@font-face{font-family:'Inter';font-style:normal;font-display:swap;font-weight:${weight};src:url(/assets/${name}) format('woff2')}`,
    )
    .join('\n');
}

function listAssets(webDistDir: string): string[] {
  try {
    return readdirSync(join(webDistDir, 'assets'));
  } catch {
    return [];
  }
}

export async function appFontsRoutes(app: FastifyInstance, ctx: AuthContext): Promise<void> {
  let css: string | undefined;
  app.get(APP_FONTS_PATH, async (_request, reply) => {
    css ??= buildAppFontsCss(listAssets(ctx.deps.config.webDistDir));
    return reply.type('text/css; charset=utf-8').header('cache-control', 'no-cache').send(css);
  });
}
