import { sql, type Kysely } from 'kysely';
import type { DB } from '../../../db/schema.js';
import { HSOPS2 } from '../../survey-core/instruments/index.js';

export type Role = 'unit' | 'position';

/** The AHRQ category number of a respondent's unit or position answer, per hospital; null = not answered. */
export type RoleCoder = (hospitalId: number, value: number | null) => number | null;

/** The category lists of migration 006 and their code prefix: `UA05` is unit 5 of the AHRQ form, `SP07` position 7. */
const LISTS = {
  unit: { table: 'phong_ban_ahrq', prefix: 'UA' },
  position: { table: 'chuc_danh_ahrq', prefix: 'SP' },
} as const;

/** "Other, please specify" on the AHRQ form: where an answer that is no AHRQ category goes. */
export const AHRQ_OTHER: Readonly<Record<Role, number>> = {
  unit: HSOPS2.scales.unit!.find((o) => o.label.en === 'Other, please specify')!.value,
  position: HSOPS2.scales.position!.find((o) => o.label.en === 'Other, please specify')!.value,
};

/** The AHRQ form number of a category code (`SP07` → 7), null for a code of the administrators' own. */
export function categoryNumber(role: Role, code: string): number | null {
  const m = new RegExp(`^${LISTS[role].prefix}(\\d{1,3})$`).exec(code.trim().toUpperCase());
  return m ? Number(m[1]) : null;
}

/** Names compared as a person reads them: case, spacing and Unicode composition aside. */
export const sameName = (s: string): string => s.normalize('NFC').trim().replace(/\s+/g, ' ').toLocaleLowerCase('vi');

interface RoleOption {
  role: Role;
  gia_tri: number;
  labels: string[];
}

/**
 * How each answer of a version's unit and position questions becomes an AHRQ category (the
 * reference: positions and units a hospital changed or added are recoded to the form's
 * categories before submission), per hospital:
 *  1. an answer named like one of the hospital's departments (job titles) that is mapped to an
 *     AHRQ category (the mapping screens) → that category: a form listing the hospital's own units;
 *  2. otherwise an answer whose value is a category of the AHRQ list (`UA`/`SP` + the value) →
 *     that value: the form's own AHRQ options, as the SOPS 2.0 template writes them;
 *  3. otherwise "Other" (AHRQ_OTHER). Not answered stays blank.
 * @example const code = (await roleCoders(db, 12, [1])).position; code(1, 7) // 7
 */
export async function roleCoders(db: Kysely<DB>, versionId: number, hospitalIds: readonly number[]): Promise<Record<Role, RoleCoder>> {
  const options = (
    await db
      .selectFrom('cau_hoi as q')
      .innerJoin('dap_an as a', 'a.cauhoi_id', 'q.cauhoi_id')
      .select(['q.vai_tro', 'a.gia_tri', 'a.ten_dap_an', 'a.ten_dap_an_en'])
      .where('q.phien_ban_id', '=', versionId)
      .where('q.vai_tro', 'in', ['unit', 'position'])
      .where('a.gia_tri', 'is not', null)
      .execute()
  ).map((o): RoleOption => ({ role: o.vai_tro as Role, gia_tri: o.gia_tri!, labels: [o.ten_dap_an, o.ten_dap_an_en].filter((l) => l.trim() !== '').map(sameName) }));
  const [unitCodes, positionCodes] = await Promise.all([db.selectFrom('phong_ban_ahrq').select('ma').execute(), db.selectFrom('chuc_danh_ahrq').select('ma').execute()]);
  const listed = {
    unit: new Set(unitCodes.map((c) => categoryNumber('unit', c.ma)).filter((n): n is number => n !== null)),
    position: new Set(positionCodes.map((c) => categoryNumber('position', c.ma)).filter((n): n is number => n !== null)),
  };
  const ids = hospitalIds.length ? [...hospitalIds] : [0];
  // The hospitals' mapped departments and job titles, by name.
  const { rows: mapped } = await sql<{ role: Role; hospital_id: number; ten: string; ma: string }>`
    SELECT 'unit' AS role, g.hospital_id, g.ten_phong_ban AS ten, c.ma FROM phong_ban g JOIN phong_ban_ahrq c ON c.id = g.phong_ban_ahrq_id WHERE g.hospital_id = ANY(${ids}::int[])
    UNION ALL
    SELECT 'position', g.hospital_id, g.ten_chuc_danh, c.ma FROM chuc_danh g JOIN chuc_danh_ahrq c ON c.id = g.chuc_danh_ahrq_id WHERE g.hospital_id = ANY(${ids}::int[])`.execute(
    db,
  );

  const coder = (role: Role): RoleCoder => {
    const byHospital = new Map<number, Map<number, number>>();
    const table = (hospitalId: number): Map<number, number> => {
      const known = byHospital.get(hospitalId);
      if (known) return known;
      const names = new Map(mapped.filter((m) => m.role === role && m.hospital_id === hospitalId).map((m) => [sameName(m.ten), categoryNumber(role, m.ma)]));
      const codes = new Map<number, number>();
      for (const o of options.filter((x) => x.role === role)) {
        const viaMapping = o.labels.map((l) => names.get(l)).find((n) => n !== undefined);
        codes.set(o.gia_tri, viaMapping !== undefined ? (viaMapping ?? AHRQ_OTHER[role]) : listed[role].has(o.gia_tri) ? o.gia_tri : AHRQ_OTHER[role]);
      }
      byHospital.set(hospitalId, codes);
      return codes;
    };
    return (hospitalId, value) => (value === null ? null : (table(hospitalId).get(value) ?? AHRQ_OTHER[role]));
  };
  return { unit: coder('unit'), position: coder('position') };
}
