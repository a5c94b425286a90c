import type { FastifyRequest } from 'fastify';
import { AppError, ValidationError } from '../../../errors/app-errors.js';
import { IMPORT_LIMITS, IMPORT_MESSAGES } from './limits.js';

/** The multipart limits of the import routes: one file of at most `IMPORT_LIMITS.fileBytes`, a few small fields. */
export const UPLOAD_LIMITS = { fileSize: IMPORT_LIMITS.fileBytes, files: 1, fields: 4, fieldSize: 1024, parts: 5, headerPairs: 100 };

export interface Upload {
  name: string;
  bytes: Buffer;
}

function refusal(e: unknown): unknown {
  const code = (e as { code?: string }).code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return new AppError(413, IMPORT_MESSAGES.tooLarge);
  if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') return new ValidationError(IMPORT_MESSAGES.oneFile);
  if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') return new ValidationError(IMPORT_MESSAGES.chooseFile);
  return e;
}

/**
 * The uploaded file of a multipart request, in memory (at most 10 MB; the zip check and the
 * streaming reader then work on it). Too large: 413; not multipart or no file: 400.
 */
export async function readUpload(req: FastifyRequest): Promise<Upload> {
  if (!req.isMultipart()) throw new ValidationError(IMPORT_MESSAGES.chooseFile);
  try {
    const part = await req.file();
    if (!part) throw new ValidationError(IMPORT_MESSAGES.chooseFile);
    const bytes = await part.toBuffer();
    if (!bytes.length) throw new ValidationError(IMPORT_MESSAGES.chooseFile);
    return { name: part.filename.replace(/[\u0000-\u001f\u007f]/g, '').slice(0, 255), bytes };
  } catch (e) {
    throw refusal(e);
  }
}
