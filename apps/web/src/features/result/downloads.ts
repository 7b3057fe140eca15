/** Download PNG and Export Brand Kit (spec §4): file names, the fetch, and the toasts of spec §8. */
import type { LogoSystemRecord } from '@logo-dna/protocol';
import type { ExportBrandKitOptions, LogoDnaApi } from '../../shared/api';
import { MESSAGES, notifyError, notifySuccess } from '../../shared/notify';
import { saveBlob, toFileSafeName } from '../../shared/save-file';
import { contactOf } from '../contact/contact-details';
import type { LogoSystem } from '../generation/logo-system';

function primaryPngName(brandName: string): string {
  return `${toFileSafeName(brandName)}-logo-primary.png`;
}

function brandKitName(brandName: string, extension: 'png' | 'zip'): string {
  return `${toFileSafeName(brandName)}-brand-kit.${extension}`;
}

export async function downloadPrimaryPng(api: LogoDnaApi, record: LogoSystemRecord): Promise<void> {
  const filename = primaryPngName(record.brandName);
  try {
    saveBlob(await api.fetchFile(record.primaryLogoUrl), filename);
    notifySuccess(MESSAGES.downloaded(filename));
  } catch {
    notifyError(MESSAGES.downloadFailed);
  }
}

/**
 * The .zip kit when the server builds one; otherwise the primary image as "{brandName}-brand-kit.png" (spec §4). The
 * kit is the one of the version on screen (its brief: seed and variant), its collateral carrying the owner's saved
 * details. Cancelling is not a failure.
 */
export async function exportBrandKit(
  api: LogoDnaApi,
  system: LogoSystem,
  options: ExportBrandKitOptions = {},
): Promise<'done' | 'cancelled' | 'failed'> {
  const { record } = system;
  const zip = Boolean(api.exportBrandKit);
  const filename = brandKitName(record.brandName, zip ? 'zip' : 'png');
  try {
    const contact = contactOf(record);
    const blob = api.exportBrandKit
      ? await api.exportBrandKit(system.brief, { ...options, ...(Object.keys(contact).length > 0 ? { contact } : {}) })
      : await api.fetchFile(record.primaryLogoUrl);
    if (options.signal?.aborted) return 'cancelled';
    saveBlob(blob, filename);
    notifySuccess(MESSAGES.downloaded(filename));
    return 'done';
  } catch {
    if (options.signal?.aborted) return 'cancelled';
    notifyError(MESSAGES.exportFailed);
    return 'failed';
  }
}
