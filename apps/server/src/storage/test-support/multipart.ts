/** Builds multipart bodies for `app.inject`, the way the SDK's FormData upload sends them. */

export interface UploadParts {
  file?: Uint8Array;
  filename?: string;
  path?: string;
  /** Sent as the raw `options` string part. */
  options?: string;
  /** Extra parts, e.g. a second file. */
  extra?: (form: FormData) => void;
}

export async function toMultipart(parts: UploadParts): Promise<{ payload: Buffer; headers: Record<string, string> }> {
  const form = new FormData();
  if (parts.file) form.append('file', new Blob([new Uint8Array(parts.file)]), parts.filename ?? 'blob');
  if (parts.path !== undefined) form.append('path', parts.path);
  if (parts.options !== undefined) form.append('options', parts.options);
  parts.extra?.(form);
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    headers: { 'content-type': request.headers.get('content-type') ?? '' },
  };
}

/** A 1×1 PNG. */
export const PNG_BYTES = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

export const SVG_BYTES = Buffer.from(
  '<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1"><rect width="1" height="1"/></svg>',
);
