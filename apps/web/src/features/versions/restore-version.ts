/** Restore: an old version becomes the system's current state, saved as a new version that names the one it restored. */
import type { LogoDnaApi, LogoSystemVersion } from '../../shared/api';
import { type LogoSystem, toLogoSystem } from '../generation/logo-system';
import { toRestorePatch } from './version-record';

export interface RestoreVersionParams {
  api: LogoDnaApi;
  system: LogoSystem;
  version: LogoSystemVersion;
  now?: () => Date;
}

/** The restored system, rebuilt from the saved row: the preview, tabs, rationale and kit all follow its record. */
export async function restoreVersion({ api, system, version, now = () => new Date() }: RestoreVersionParams): Promise<LogoSystem> {
  if (version.systemId !== system.record.id) throw new Error('That version belongs to another logo system');
  const patch = toRestorePatch(system.record, version, now());
  const saved = await api.updateLogoSystem(system.record.id, patch, { restoredFrom: version.id });
  return toLogoSystem(saved);
}
