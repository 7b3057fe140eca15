/** Storage calls (protocol.md §6): upload, download and remove under `/api/storage/{projectId}`. */

/** Largest file an upload takes (spec §5: 50 MB, counted in MiB as the original client did). */
export const MAX_UPLOAD_BYTES = 50 * 1024 * 1024;

/** POST /upload (multipart `file`, `path`, `options`). */
export interface StorageUploadResponse {
  publicUrl: string;
  /** The stored path, with the extension the file signature decided. */
  path: string;
  contentType: string;
  size: number;
}

/** GET /download?path&filename. */
export interface StorageDownloadResponse {
  downloadUrl: string;
  filename: string;
  contentType: string;
  size: number;
}

/** DELETE /remove with `{paths}`. */
export interface StorageRemoveResponse {
  /** The paths that held a file and no longer do. */
  removed: string[];
}
