import type { TUpload } from '@hm/contract';

const TYPE_KEYS: Record<string, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpeg',
  'image/webp': 'webp',
  'image/gif': 'gif',
  'application/pdf': 'pdf',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': 'xlsx',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'docx',
  'text/csv': 'csv',
  'text/plain': 'txt',
};

/** The text key (`uploads.types.*`) of a stored type. */
export const typeKey = (mime: string): string => `uploads.types.${TYPE_KEYS[mime] ?? 'other'}`;

/**
 * A size for people: bytes, KB or MB with one decimal in the display language's format.
 * @example formatBytes(1536, 'vi') // '1,5 KB'
 */
export function formatBytes(n: number, language: string): string {
  const locale = language === 'en' ? 'en-GB' : 'vi-VN';
  const f = (v: number) => v.toLocaleString(locale, { maximumFractionDigits: 1 });
  if (n < 1024) return `${n} B`;
  if (n < 1024 * 1024) return `${f(n / 1024)} KB`;
  return `${f(n / 1024 / 1024)} MB`;
}

/** The query key root of uploads: a write reloads lists, previews and the logo. */
export const UPLOADS_KEY = ['upload'] as const;

export type UploadRow = TUpload;
