import multipart from '@fastify/multipart';
import { endpoints } from '@hm/contract';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { DB } from '../../../db/schema.js';
import { ValidationError } from '../../../errors/app-errors.js';
import { defineFileRoute } from '../../../resources/file-route.js';
import { defineRoute } from '../../../resources/route.js';
import { assertCanWrite } from '../../../access/scope.js';
import type { Caller } from '../../../access/caller.js';
import { refusedRowsFile } from './errors-file.js';
import { commitImport } from './commit.js';
import { previewImport, refusedRows } from './preview.js';
import { IMPORT_MESSAGES } from './limits.js';
import { readStaffRows } from './read-rows.js';
import { staffTemplate } from './template.js';
import { readUpload, UPLOAD_LIMITS } from './upload.js';

/**
 * The hospital the staff are imported into: the one asked for, else the caller's home hospital;
 * in scope and licensed for catalogues (the access hook checked the query already; this also
 * covers the default). Checked before the upload is read.
 */
async function importHospital(db: Kysely<DB>, caller: Caller, asked: number | undefined): Promise<number> {
  const hospitalId = asked ?? caller.homeHospitalId;
  if (hospitalId == null) throw new ValidationError(IMPORT_MESSAGES.chooseHospital);
  await assertCanWrite(db, caller, 'hospital', 'catalogues', hospitalId);
  return hospitalId;
}

/**
 * nhan-vien/file-import, nhan-vien/import (preview | commit) and nhan-vien/import/errors. The
 * multipart parser is registered in the uploads' own scope only, with its limits (one file of
 * 10 MB): every other route keeps refusing anything but JSON.
 */
export function staffImportRoutes(app: FastifyInstance, { db }: { db: Kysely<DB> }): void {
  defineFileRoute(app, endpoints.staffImportTemplate, async ({ caller, query }) => staffTemplate(db, await importHospital(db, caller, query.hospitalId)));

  app.register(async (uploads) => {
    await uploads.register(multipart, { limits: UPLOAD_LIMITS });

    defineRoute(uploads, endpoints.staffImport, async ({ caller, query, req, audit }) => {
      const hospitalId = await importHospital(db, caller, query.hospitalId);
      const upload = await readUpload(req);
      const sheet = await readStaffRows(upload.bytes);
      const request = { caller, req, hospitalId, sheet, file: { name: upload.name, bytes: upload.bytes.length } };
      if (query.mode === 'commit') return commitImport(db, request, audit);
      audit.skip(); // a preview stores nothing
      return previewImport(db, request);
    });

    defineFileRoute(uploads, endpoints.staffImportErrors, async ({ caller, query, req }) => {
      const hospitalId = await importHospital(db, caller, query.hospitalId);
      const sheet = await readStaffRows((await readUpload(req)).bytes);
      return refusedRowsFile(sheet, await refusedRows(db, hospitalId, sheet));
    });
  });
}
