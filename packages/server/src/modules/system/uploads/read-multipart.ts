import { UPLOAD_MAX_BYTES, UPLOAD_MAX_FILES, ZUploadInput } from '@hm/contract';
import type { FastifyRequest } from 'fastify';
import { AppError, ValidationError } from '../../../errors/app-errors.js';
import { UPLOAD_MAX_TOTAL_BYTES, UPLOAD_MESSAGES } from './messages.js';
import type { IncomingFile } from './repository.js';

/** The multipart parser's limits (busboy stops a file at `fileSize`: it is never read past the limit). */
export const MULTIPART_LIMITS = { fileSize: UPLOAD_MAX_BYTES, files: UPLOAD_MAX_FILES, fields: 2, fieldSize: 4000, parts: UPLOAD_MAX_FILES + 2, headerPairs: 100 };

const tooLarge = () => new AppError(413, UPLOAD_MESSAGES.tooLarge);

function refusal(e: unknown, maxFiles: number): unknown {
  const code = (e as { code?: string }).code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return tooLarge();
  if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT') return new ValidationError(maxFiles === 1 ? UPLOAD_MESSAGES.oneFile : UPLOAD_MESSAGES.tooMany);
  if (code === 'FST_FIELDS_LIMIT' || code === 'FST_PROTO_VIOLATION' || code === 'FST_INVALID_JSON_FIELD_ERROR') return new ValidationError(UPLOAD_MESSAGES.badField);
  if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') return new ValidationError(UPLOAD_MESSAGES.chooseFile);
  if (e instanceof AppError) return e;
  // Malformed or cut-off multipart data (busboy: 'Unexpected end of form', a premature close).
  return new ValidationError('Dữ liệu tải lên bị gián đoạn hoặc không đúng định dạng; vui lòng tải lại');
}

/** A file name as browsers write it in multipart (HTML: `"`, CR and LF as %22, %0D, %0A); control characters go later. */
const browserFileName = (raw: string): string => raw.replace(/%22/g, '"').replace(/%0[ad]/gi, '');

/**
 * The files of a multipart request, each read whole into memory (at most 5 MB a file, 20 MB in
 * all) before anything is stored, and the optional `mo_ta` field. A request cut off midway or
 * past a limit throws, so nothing reaches the database. Too large: 413; else 400.
 */
export async function readMultipartFiles(req: FastifyRequest, maxFiles: number): Promise<IncomingFile[]> {
  if (!req.isMultipart()) throw new ValidationError(UPLOAD_MESSAGES.chooseFile);
  const files: Omit<IncomingFile, 'description'>[] = [];
  let description: string | null = null;
  let total = 0;
  try {
    for await (const part of req.parts({ limits: { ...MULTIPART_LIMITS, files: maxFiles, parts: maxFiles + 2 } })) {
      if (part.type === 'file') {
        const bytes = await part.toBuffer();
        total += bytes.length;
        if (total > UPLOAD_MAX_TOTAL_BYTES) throw new AppError(413, UPLOAD_MESSAGES.totalTooLarge);
        files.push({ name: browserFileName(part.filename ?? ''), bytes });
      } else if (part.fieldname === 'mo_ta') {
        const parsed = ZUploadInput.shape.mo_ta.safeParse(part.value);
        if (!parsed.success)
          throw new ValidationError(parsed.error.issues[0]?.message ?? UPLOAD_MESSAGES.badField, {
            errors: [{ path: 'mo_ta', message: parsed.error.issues[0]?.message ?? UPLOAD_MESSAGES.badField }],
          });
        description = parsed.data;
      }
    }
  } catch (e) {
    throw refusal(e, maxFiles);
  }
  if (!files.length) throw new ValidationError(UPLOAD_MESSAGES.chooseFile);
  return files.map((f) => ({ ...f, description }));
}
