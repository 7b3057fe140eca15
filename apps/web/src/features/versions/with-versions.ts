/**
 * Makes every save of a logo system a version: wraps the API port so that each create and update, wherever in the
 * page it happens (generate, regenerate, the save after signing in, an edit, a restore), also records the record as
 * the server saved it. A version that cannot be recorded does not undo the save; the user is told.
 */
import type { LogoDnaApi, SaveOptions } from '../../shared/api';
import { notifyError } from '../../shared/notify';
import { toNewVersion } from './version-record';

export const VERSION_NOT_RECORDED = 'Your logo system was saved, but this version could not be added to its versions.';

export function withVersions(api: LogoDnaApi): LogoDnaApi {
  async function recordVersion(saved: Awaited<ReturnType<LogoDnaApi['createLogoSystem']>>, options: SaveOptions | undefined) {
    try {
      await api.createLogoSystemVersion(toNewVersion(saved, options));
    } catch {
      notifyError(VERSION_NOT_RECORDED);
    }
  }
  return {
    ...api,
    async createLogoSystem(record, options) {
      const saved = await api.createLogoSystem(record, options);
      await recordVersion(saved, options);
      return saved;
    },
    async updateLogoSystem(id, patch, options) {
      const saved = await api.updateLogoSystem(id, patch, options);
      await recordVersion(saved, options);
      return saved;
    },
  };
}
