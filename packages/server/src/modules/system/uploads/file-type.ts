import { type TUploadMime, UPLOAD_TYPES } from '@hm/contract';
import { assertSafeZip, startsLikeZip, ZipRefused, zipEntryNames } from '../../catalogues/staff-import/zip-guard.js';
import { ValidationError } from '../../../errors/app-errors.js';
import { UPLOAD_MESSAGES } from './messages.js';

const startsWith = (bytes: Buffer, sig: number[] | string, at = 0) => {
  const s = typeof sig === 'string' ? Buffer.from(sig, 'latin1') : Buffer.from(sig);
  return bytes.length >= at + s.length && bytes.subarray(at, at + s.length).equals(s);
};

/** Inflated size an Office file may reach while it is checked (its entries are counted, not kept). */
const OFFICE_MAX_INFLATED = 100 * 1024 * 1024;
/** C0 controls a text file has no business holding (tab, line feed, form feed and carriage return are fine). */
const TEXT_CONTROLS = /[\u0000-\u0008\u000b\u000e-\u001f\u007f]/;
/** The start of a document a browser would run scripts in. */
const MARKUP = /^(<\?xml[\s\S]*<svg|<svg|<!doctype\s+html|<html|<script|<!--)/i;

/**
 * The type of an upload, told by its content only (DESIGN: never trust the name or the browser's
 * type): image and PDF signatures, a zip that is an xlsx or docx (well-formed, no macros), else
 * text that is valid UTF-8 without control characters (csv when the name says so, else plain).
 * SVG and HTML are refused. Throws a 400 with the reason.
 * @example await sniffType(readFileSync('logo.pdf'), 'logo.pdf') // 'image/png' when it is a PNG
 */
export async function sniffType(bytes: Buffer, name: string): Promise<TUploadMime> {
  if (bytes.length === 0) throw new ValidationError(UPLOAD_MESSAGES.empty);
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(bytes, 'GIF87a') || startsWith(bytes, 'GIF89a')) return 'image/gif';
  if (startsWith(bytes, 'RIFF') && startsWith(bytes, 'WEBP', 8)) return 'image/webp';
  if (startsWith(bytes, '%PDF-')) return 'application/pdf';
  if (startsLikeZip(bytes)) return officeType(bytes);
  return textType(bytes, name);
}

async function officeType(bytes: Buffer): Promise<TUploadMime> {
  let names: string[];
  try {
    await assertSafeZip(bytes, OFFICE_MAX_INFLATED);
    names = zipEntryNames(bytes);
  } catch (e) {
    if (e instanceof ZipRefused) throw new ValidationError(UPLOAD_MESSAGES.badZip);
    throw e;
  }
  const has = (n: string) => names.includes(n);
  if (!has('[Content_Types].xml')) throw new ValidationError(UPLOAD_MESSAGES.unsupported);
  if (names.some((n) => /vbaProject\.bin$/i.test(n))) throw new ValidationError(UPLOAD_MESSAGES.macros);
  if (has('xl/workbook.xml')) return 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
  if (has('word/document.xml')) return 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
  throw new ValidationError(UPLOAD_MESSAGES.unsupported);
}

function textType(bytes: Buffer, name: string): TUploadMime {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw new ValidationError(UPLOAD_MESSAGES.unsupported);
  }
  if (TEXT_CONTROLS.test(text)) throw new ValidationError(UPLOAD_MESSAGES.unsupported);
  if (MARKUP.test(text.replace(/^\ufeff/, '').trimStart())) throw new ValidationError(UPLOAD_MESSAGES.markup);
  return extensionOf(name) === 'csv' ? 'text/csv' : 'text/plain';
}

/** The extension of a name, lower-case, when it looks like one (letters and digits, at least one letter). */
export function extensionOf(name: string): string | null {
  const m = /\.([A-Za-z0-9]{1,8})$/.exec(name);
  return m && /[A-Za-z]/.test(m[1]!) ? m[1]!.toLowerCase() : null;
}

/** Whether a name's extension is one of the type's. */
export const nameFitsType = (name: string, mime: TUploadMime): boolean => (UPLOAD_TYPES[mime].ext as readonly string[]).includes(extensionOf(name) ?? '');

/**
 * The stored name of an upload: the browser's name without any folder or control characters,
 * characters Windows refuses replaced, at most 255 characters, and an extension that agrees with
 * the type found (a PNG sent as `logo.pdf` is kept as `logo.png`).
 * @example storedName('C:\\fakepath\\Báo cáo.PDF', 'application/pdf') // 'Báo cáo.PDF'
 */
export function storedName(raw: string, mime: TUploadMime): string {
  const base = raw.split(/[/\\]/).pop() ?? '';
  let name = base
    .replace(/[\u0000-\u001f\u007f]/g, '')
    .replace(/[:*?<>|]/g, '_')
    .normalize('NFC')
    .trim();
  if (!name || name === '.' || name === '..') name = 'tep';
  if (!nameFitsType(name, mime)) {
    const ext = extensionOf(name);
    const stem = ext ? name.slice(0, -(ext.length + 1)) : name;
    name = `${stem || 'tep'}.${UPLOAD_TYPES[mime].ext[0]}`;
  }
  if (name.length > 255) {
    const ext = `.${extensionOf(name)}`;
    name = name.slice(0, 255 - ext.length) + ext;
  }
  return name;
}
