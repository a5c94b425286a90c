import { formatWireDate, type TReportParams } from '@hm/contract';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import type { Language } from '../dashboard/language.js';
import type { PreparedRun } from './run-report.js';

type Key = keyof TReportParams;

const LANGUAGES: Record<string, Record<Language, string>> = { vi: { vi: 'Tiếng Việt', en: 'Vietnamese' }, en: { vi: 'Tiếng Anh', en: 'English' } };

/** A parameter's value for people: the name of the version, hospital or department it names, a day as dd/MM/yyyy. */
async function valueOf(db: Kysely<DB>, key: Key, v: unknown, language: Language): Promise<string> {
  const id = Number(v);
  const named = (name: string | undefined, code?: string) => (name ? `${name}${code ? ` (${code})` : ''}` : String(v));
  switch (key) {
    case 'phien_ban_id': {
      const r = await db.selectFrom('phien_ban_khao_sat').select(['tieu_de_khao_sat', 'tieu_de_khao_sat_en']).where('phien_ban_id', '=', id).executeTakeFirst();
      return named(r ? (language === 'en' && r.tieu_de_khao_sat_en) || r.tieu_de_khao_sat : undefined);
    }
    case 'hospital_id': {
      const r = await db.selectFrom('hospital').select(['name', 'ma_benh_vien']).where('hospital_id', '=', id).executeTakeFirst();
      return named(r?.name, r?.ma_benh_vien);
    }
    case 'phong_ban_id': {
      const r = await db.selectFrom('phong_ban').select(['ten_phong_ban', 'ma_phong_ban']).where('phong_ban_id', '=', id).executeTakeFirst();
      return named(r?.ten_phong_ban, r?.ma_phong_ban);
    }
    case 'tu_ngay':
    case 'den_ngay':
      return formatWireDate(String(v));
    case 'language':
      return LANGUAGES[String(v)]?.[language] ?? String(v);
  }
  return String(v);
}

/**
 * The parameters of a run as the export's information sheet shows them: the source's label in the
 * reader's language and the named value (`Phiên bản khảo sát` → `Khảo sát văn hóa an toàn 2025`),
 * never the raw key and id.
 */
export async function labelledParams(db: Kysely<DB>, run: PreparedRun, language: Language): Promise<[string, string][]> {
  const rows: [string, string][] = [];
  for (const p of run.plan.source.params) {
    const v = run.params[p.key];
    if (v === undefined || v === null) continue;
    rows.push([language === 'en' ? p.en : p.vi, await valueOf(db, p.key, v, language)]);
  }
  return rows;
}
