/** Saves bytes as a file through a temporary object URL (the browser's download, with our file name). */

export function saveBlob(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // Revoke after the click has been handled; revoking synchronously cancels the download in some browsers.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** File names keep the brand's name as typed (spec §4) but drop characters file systems reject. */
export function toFileSafeName(name: string): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are exactly what must go
  const cleaned = name.trim().replace(/[\\/:*?"<>|\u0000-\u001f]+/g, '');
  return cleaned || 'logo';
}
