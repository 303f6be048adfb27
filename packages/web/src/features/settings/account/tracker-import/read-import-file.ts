/**
 * A chosen file as the import request carries it: a CSV as its text, a `.daylio` backup (a zip) as base64. Files
 * past the request's bound are refused here, before they are read, with a sentence.
 */
import { IMPORT_LIMITS, type ImportSource } from '@wellness/contract';

export const FILE_TOO_LARGE = `This file is larger than the import takes (${Math.floor((IMPORT_LIMITS.contentChars * 3) / 4 / 1024 / 1024)} MB). Split it and import each part.`;

/** The base64 part of a `data:` URL. */
export function base64OfDataUrl(dataUrl: string): string {
  const comma = dataUrl.indexOf(',');
  return comma < 0 ? '' : dataUrl.slice(comma + 1);
}

function readAsDataUrl(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(typeof reader.result === 'string' ? reader.result : '');
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read'));
    reader.readAsDataURL(file);
  });
}

/** The request's `content` for `file` read as `source`. */
export async function readImportFile(file: File, source: ImportSource): Promise<{ ok: true; content: string } | { ok: false; message: string }> {
  const binary = source === 'daylio-backup';
  const bound = binary ? Math.floor((IMPORT_LIMITS.contentChars * 3) / 4) : IMPORT_LIMITS.contentChars;
  if (file.size > bound) return { ok: false, message: FILE_TOO_LARGE };
  return { ok: true, content: binary ? base64OfDataUrl(await readAsDataUrl(file)) : await file.text() };
}

/** The first line of a text file (for guessing its source), read from its first few kilobytes only. */
export async function firstLineOf(file: File): Promise<string> {
  const head = await file.slice(0, 4096).text();
  return head.split(/\r?\n/, 1)[0] ?? '';
}
