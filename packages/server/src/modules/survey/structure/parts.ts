import { part } from '@hm/contract';
import { sql } from 'kysely';
import type { Db } from '../../../db/database.js';
import { fieldConflict } from '../../../errors/app-errors.js';
import type { AnyDb, AnySelect, ResourceStore } from '../../../resources/resource-repository.js';
import type { ResourceRules } from '../../../resources/resource-routes.js';
import { assertScoringUnlocked } from '../../survey-core/version-access.js';
import { STRUCTURE_MSG } from './common.js';
import { versionParent } from './parents.js';

/** Parts with their question counts (`t`: the part). */
export function selectParts(db: AnyDb): AnySelect {
  return db
    .selectFrom('phan_cau_hoi as t')
    .select([
      't.phan_cauhoi_id',
      't.phien_ban_id',
      't.ma_phan',
      't.giatri_cauhoi',
      't.giatri_cauhoi_en',
      't.mo_ta',
      't.mo_ta_en',
      't.type',
      't.la_thong_tin_chung',
      't.stt',
      't.status',
      sql<number>`(SELECT count(*) FROM cau_hoi q WHERE q.phancauhoi_id = t.phan_cauhoi_id)::int`.as('so_cau_hoi'),
    ]);
}

/** A part code (when given) is unique within its version, ignoring case: 'A' and 'a' read the same. */
async function assertCodeFree(db: Db, versionId: number, code: string, selfId?: number): Promise<void> {
  if (!code) return;
  let q = db
    .selectFrom('phan_cau_hoi')
    .select('phan_cauhoi_id')
    .where('phien_ban_id', '=', versionId)
    .where(sql<boolean>`lower(ma_phan) = lower(${code})`);
  if (selfId !== undefined) q = q.where('phan_cauhoi_id', '<>', selfId);
  if (await q.limit(1).executeTakeFirst()) throw fieldConflict('ma_phan', STRUCTURE_MSG.duplicatePartCode);
}

/** Question parts (`phan-cau-hoi`): the sections of a version's form, in their order; searched by name and code. */
export const partStore: ResourceStore<typeof part> = {
  def: part,
  table: 'phan_cau_hoi',
  select: selectParts,
  search: ['t.giatri_cauhoi', 't.giatri_cauhoi_en', 't.ma_phan'],
  orderBy: ['t.stt'],
  filters: (q, query) => (query.status !== -1 ? q.where('t.status', '=', query.status) : q),
  parent: versionParent,
  order: 'stt',
};

/** A code once per version; whether a part is background is fixed once responses count its questions. */
export const partRules: ResourceRules<typeof part> = {
  beforeWrite: async (trx, _ctx, input, before) => {
    const versionId = before ? before.phien_ban_id : input.phien_ban_id;
    await assertCodeFree(trx, versionId, input.ma_phan, before?.phan_cauhoi_id);
    if (before && input.la_thong_tin_chung !== before.la_thong_tin_chung && before.so_cau_hoi > 0) await assertScoringUnlocked(trx, versionId);
  },
  // A part with questions goes with them: never once responses exist.
  beforeRemove: async (trx, _ctx, row) => {
    if (row.so_cau_hoi > 0) await assertScoringUnlocked(trx, row.phien_ban_id);
  },
};
