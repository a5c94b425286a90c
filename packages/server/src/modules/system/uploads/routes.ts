import { Readable } from 'node:stream';
import multipart from '@fastify/multipart';
import { endpoints, isImageMime, UPLOAD_MAX_BYTES, UPLOAD_MAX_FILES } from '@hm/contract';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { DB } from '../../../db/schema.js';
import { AppError } from '../../../errors/app-errors.js';
import { defineFileRoute } from '../../../resources/file-route.js';
import { defineResourceRoutes } from '../../../resources/resource-routes.js';
import { defineRoute } from '../../../resources/route.js';
import { assertCanUpload, readUploadBytes, storeUploads } from './repository.js';
import { MULTIPART_LIMITS, readMultipartFiles } from './read-multipart.js';
import { UPLOAD_MESSAGES } from './messages.js';
import { uploadRules, uploadStore } from './store.js';

/** A base64 body of the largest file, with room for the other fields. */
const JSON_UPLOAD_BODY_LIMIT = Math.ceil(UPLOAD_MAX_BYTES / 3) * 4 + 64 * 1024;

/**
 * upload-data: the list, by id, rename and delete on the shared resource path; uploads as base64
 * JSON, one multipart file (`upload-file-manager`) or several (`files`); the download. The
 * multipart parser lives in the uploads' own scope, so every other route still takes JSON only.
 */
export function uploadRoutes(app: FastifyInstance, { db }: { db: Kysely<DB> }): void {
  defineResourceRoutes(app, db, uploadStore, uploadRules);

  defineRoute(
    app,
    endpoints.uploadCreate,
    async ({ caller, body, audit }) => {
      const hospitalId = body.hospital_id ?? null;
      await assertCanUpload(db, caller, hospitalId);
      const bytes = Buffer.from(body.noi_dung, 'base64');
      if (bytes.length > UPLOAD_MAX_BYTES) throw new AppError(413, UPLOAD_MESSAGES.tooLarge);
      const [row] = await storeUploads(db, caller, audit, hospitalId, [{ name: body.ten_tep, bytes, description: body.mo_ta }]);
      return row!;
    },
    { bodyLimit: JSON_UPLOAD_BODY_LIMIT },
  );

  defineFileRoute(app, endpoints.uploadFile, async ({ caller, params, query }) => {
    const file = await readUploadBytes(db, caller, params.id);
    const inline = query.inline === true && isImageMime(file.mime);
    return { filename: file.name, contentType: file.mime, body: Readable.from([file.bytes]), length: file.bytes.length, disposition: inline ? 'inline' : 'attachment' };
  });

  app.register(async (uploads) => {
    await uploads.register(multipart, { limits: MULTIPART_LIMITS });

    // The hospital (or product-wide) is checked before a byte of the file is read.
    defineRoute(uploads, endpoints.uploadFileManager, async ({ caller, query, req, audit }) => {
      const hospitalId = query.hospitalId ?? null;
      await assertCanUpload(db, caller, hospitalId);
      const files = await readMultipartFiles(req, 1);
      const [row] = await storeUploads(db, caller, audit, hospitalId, files);
      return row!;
    });

    defineRoute(uploads, endpoints.uploadFiles, async ({ caller, query, req, audit }) => {
      const hospitalId = query.hospitalId ?? null;
      await assertCanUpload(db, caller, hospitalId);
      return storeUploads(db, caller, audit, hospitalId, await readMultipartFiles(req, UPLOAD_MAX_FILES));
    });
  });
}
