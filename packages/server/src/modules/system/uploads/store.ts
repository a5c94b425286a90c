import { type TUploadMime, upload, UPLOAD_TYPES } from '@hm/contract';
import { sql } from 'kysely';
import { ValidationError } from '../../../errors/app-errors.js';
import type { AnyDb, AnySelect, ResourceStore } from '../../../resources/resource-repository.js';
import type { ResourceRules } from '../../../resources/resource-routes.js';
import { nameFitsType } from './file-type.js';
import { UPLOAD_MESSAGES } from './messages.js';

/** An upload's metadata with its hospital's and uploader's names; never the bytes. */
export const uploadSelect = (db: AnyDb): AnySelect =>
  db
    .selectFrom('upload as t')
    .leftJoin('hospital as h', 'h.hospital_id', 't.hospital_id')
    .leftJoin('tai_khoan as tk', 'tk.tai_khoan_id', 't.created_by')
    .select([
      't.upload_id',
      't.hospital_id',
      'h.name as ten_benh_vien',
      't.ten_tep',
      't.mo_ta',
      't.loai_mime',
      't.kich_thuoc',
      't.sha256',
      sql<boolean>`t.loai_mime LIKE 'image/%'`.as('la_anh'),
      'tk.display_name as nguoi_tai_len',
      sql<string>`to_char(t.created_at AT TIME ZONE 'Asia/Ho_Chi_Minh', 'YYYY-MM-DD HH24:MI:SS')`.as('created_at'),
      // Newest first on the shared (ascending) paging.
      sql<number>`-t.upload_id`.as('moi_nhat'),
    ]);

/** Files of the hospitals in scope and product-wide files; searched by name, description and hospital; images or documents. */
export const uploadStore: ResourceStore<typeof upload> = {
  def: upload,
  table: 'upload',
  select: uploadSelect,
  productWide: true,
  search: ['t.ten_tep', 't.mo_ta', 'h.name'],
  orderBy: ['moi_nhat'],
  filters: (q, query) => {
    if (query.loai === 'image') return q.where('t.loai_mime', 'like', 'image/%');
    if (query.loai === 'document') return q.where('t.loai_mime', 'not like', 'image/%');
    return q;
  },
  usedBy: [{ table: 'hospital', column: 'logo_upload_id', label: 'bệnh viện (logo)' }],
};

/** A rename keeps the extension of the file's type, so a download never opens as something else. */
export const uploadRules: ResourceRules<typeof upload> = {
  async beforeWrite(_trx, _ctx, input, before) {
    const mime = before?.loai_mime as TUploadMime | undefined;
    if (mime && mime in UPLOAD_TYPES && !nameFitsType(input.ten_tep, mime)) {
      const message = UPLOAD_MESSAGES.extension(UPLOAD_TYPES[mime].ext);
      throw new ValidationError(message, { errors: [{ path: 'ten_tep', message }] });
    }
  },
};
