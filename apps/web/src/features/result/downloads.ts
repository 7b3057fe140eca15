/** The result's downloads and Export Brand Kit (spec §4): file names, the fetch, and the toasts of spec §8. */
import type { LogoSystemRecord } from '@logo-dna/protocol';
import type { ExportBrandKitOptions, LogoDnaApi } from '../../shared/api';
import { MESSAGES, notifyError, notifySuccess } from '../../shared/notify';
import { saveBlob, toFileSafeName } from '../../shared/save-file';
import { contactOf } from '../contact/contact-details';
import type { LogoSystem } from '../generation/logo-system';
import { type LockupRole, lockupUrls, siblingUrl } from '../preview/lockup-urls';

/** The single logos offered for download, in the kit's order (its logos/ folder). */
export const DOWNLOAD_ROLES = ['primary', 'horizontal', 'stacked', 'icon', 'monochrome'] as const satisfies readonly LockupRole[];
type DownloadRole = (typeof DOWNLOAD_ROLES)[number];

/**
 * A single logo's formats: the PNG the server renders from the engine's SVG, the SVG itself, and the vector PDF the
 * server makes from it (the kit's logos/pdf file).
 */
const LOGO_FORMATS = ['png', 'svg', 'pdf'] as const;
type LogoFormat = (typeof LOGO_FORMATS)[number];

export interface LogoDownload {
  role: DownloadRole;
  format: LogoFormat;
  url: string;
  filename: string;
}

/** "{brandName}-logo-{role}.{format}": spec §4's name of the primary PNG, given to every lockup and format. */
function logoFileName(brandName: string, role: DownloadRole, format: LogoFormat): string {
  return `${toFileSafeName(brandName)}-logo-${role}.${format}`;
}

/**
 * Every single-logo file the system has, by lockup then format. The SVG and PDF are found beside the stored PNG; a
 * provider's image (no engine files beside it) has its PNG only, and a lockup the system lacks has nothing.
 */
export function logoDownloads(record: LogoSystemRecord): LogoDownload[] {
  const { png, svg } = lockupUrls(record);
  return DOWNLOAD_ROLES.flatMap((role) => {
    const urls: Record<LogoFormat, string> = { png: png[role], svg: svg[role], pdf: svg[role] ? siblingUrl(svg[role], role, 'pdf') : '' };
    return LOGO_FORMATS.filter((format) => urls[format]).map((format) => ({
      role,
      format,
      url: urls[format],
      filename: logoFileName(record.brandName, role, format),
    }));
  });
}

/** Fetches one logo file and saves it under its name, with the toasts of spec §8. */
export async function downloadLogo(api: LogoDnaApi, download: LogoDownload): Promise<void> {
  try {
    saveBlob(await api.fetchFile(download.url), download.filename);
    notifySuccess(MESSAGES.downloaded(download.filename));
  } catch {
    notifyError(MESSAGES.downloadFailed);
  }
}

function brandKitName(brandName: string, extension: 'png' | 'zip'): string {
  return `${toFileSafeName(brandName)}-brand-kit.${extension}`;
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
