/** Reads logo_systems rows as the service (to check what the page saved), through the public REST API. */
import type { APIRequestContext } from '@playwright/test';
import { BASE_URL, PROJECT_ID, SERVICE_KEY } from './env';

export type LogoSystemRow = Record<string, string>;

export async function listLogoSystemRows(request: APIRequestContext, brandName?: string): Promise<LogoSystemRow[]> {
  const filter = brandName ? `&brand_name=eq.${encodeURIComponent(brandName)}` : '';
  const response = await request.get(`${BASE_URL}/api/db/${PROJECT_ID}/rest/v1/logo_systems?select=*&order=created_at.desc${filter}`, {
    headers: { authorization: `Bearer ${SERVICE_KEY}` },
  });
  if (!response.ok()) throw new Error(`logo_systems read failed: HTTP ${response.status()} ${await response.text()}`);
  return (await response.json()) as LogoSystemRow[];
}
