import { endpoints, isImageMime, MESSAGES, type THospital } from '@hm/contract';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import { NotFoundError, ValidationError } from '../../errors/app-errors.js';
import { defineRoute } from '../../resources/route.js';
import { assertCanWrite } from '../../access/scope.js';
import { assertAddress } from '../catalogues/resources/hospital-rules.js';
import { hospitalSelect } from '../catalogues/resources/hospitals.js';

export const LOGO_NOT_IMAGE = 'Logo phải là một ảnh (PNG, JPEG, WebP, GIF) đã tải lên của bệnh viện này hoặc dùng chung';

const logoRefused = () => new ValidationError(LOGO_NOT_IMAGE, { errors: [{ path: 'logo_upload_id', message: LOGO_NOT_IMAGE }] });

/**
 * `PUT hospital/hospital-info` (ThongTinBenhVien): a hospital's administrators keep its name,
 * address, contacts, AHRQ site characteristics and logo up to date. The hospital must be in the
 * caller's scope (system administrators: any) and license the system module; the address is
 * checked as in the catalogue; the logo is an image of that hospital's uploads or a product-wide
 * one. One transaction with the audit row (entity `hospital`, the changed fields).
 */
export function hospitalInfoRoutes(app: FastifyInstance, db: Kysely<DB>): void {
  defineRoute(
    app,
    endpoints.hospitalInfoUpdate,
    ({ caller, body, audit }) =>
      db.transaction().execute(async (trx) => {
        const { hospital_id: id, ...input } = body;
        const locked = await trx.selectFrom('hospital').select('hospital_id').where('hospital_id', '=', id).forUpdate().executeTakeFirst();
        if (!locked) throw new NotFoundError('Không tìm thấy bệnh viện');
        await assertCanWrite(trx, caller, 'hospital', 'system', id);
        await assertAddress(trx, input);
        if (input.logo_upload_id !== null) {
          const logo = await trx.selectFrom('upload').select(['hospital_id', 'loai_mime']).where('upload_id', '=', input.logo_upload_id).executeTakeFirst();
          if (!logo || !isImageMime(logo.loai_mime) || (logo.hospital_id !== null && logo.hospital_id !== id)) throw logoRefused();
        }
        const read = () => hospitalSelect(trx).where('t.hospital_id', '=', id).executeTakeFirstOrThrow() as Promise<THospital>;
        const before = await read();
        await trx.updateTable('hospital').set(input).where('hospital_id', '=', id).execute();
        const after = await read();
        await audit(trx, { id, hospitalId: id, before, after, detail: { via: 'hospital-info' } });
        return after;
      }),
    { message: MESSAGES.updated },
  );
}
