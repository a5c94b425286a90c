/**
 * Kysely's table types derived from the migrated database (issue 25, item 4): `npm run db:types`
 * migrates an empty embedded database, reads its catalogue and writes `schema.ts`; a test reads
 * the test template's catalogue and fails when `schema.ts` is not what the migrations give.
 *
 * SQL decides every table, column, nullability and default, and the literal unions of
 * `CHECK (col IN (...))`. What SQL cannot say is below: the shape of JSON columns, and columns
 * the code reads and writes as another type than the driver's.
 */

/** What the code reads, inserts and updates: one type, or Kysely's `ColumnType` triple. */
interface TsType {
  select: string;
  insert: string;
  update: string;
}

const same = (t: string): TsType => ({ select: t, insert: t, update: t });
const JSON_TEXT = (select: string): TsType => ({ select, insert: 'string', update: 'string' });

/** Columns whose type SQL cannot express ("table.column" → type). */
const COLUMN_TYPES: Record<string, TsType> = {
  'vote_draft.answers': JSON_TEXT('TVoteAnswer[]'),
  'ballot_card_draft.answers': JSON_TEXT('TVoteAnswer[]'),
  'ke_hoach_hanh_dong.linh_vuc': JSON_TEXT('string[]'),
  'ke_hoach_hanh_dong.moc': JSON_TEXT('unknown[]'),
  'ke_hoach_hanh_dong.tien_do': JSON_TEXT('unknown[]'),
  'ke_hoach_hanh_dong.tep_dinh_kem': JSON_TEXT('number[]'),
  'report.tham_so': JSON_TEXT('Record<string, unknown>'),
  'feedback_report_job.params': JSON_TEXT('Record<string, unknown>'),
  'debrief_job.params': JSON_TEXT('Record<string, unknown>'),
};

/** The driver's type of each PostgreSQL type (int8 is parsed as a number: database.ts). */
function baseType(udt: string): TsType {
  switch (udt) {
    case 'int2':
    case 'int4':
    case 'int8':
    case 'float4':
    case 'float8':
      return same('number');
    case 'numeric':
      return { select: 'string', insert: 'number | string', update: 'number | string' };
    case 'bool':
      return same('boolean');
    case 'timestamptz':
    case 'timestamp':
      return { select: 'Date', insert: 'Date | string', update: 'Date | string' };
    case 'date':
      return same('string');
    case 'bytea':
      return same('Uint8Array');
    case 'json':
    case 'jsonb':
      return JSON_TEXT('unknown');
    case '_int2':
    case '_int4':
    case '_int8':
    case '_float8':
      return same('number[]');
    case '_text':
    case '_varchar':
      return same('string[]');
    default:
      return same('string');
  }
}

interface ColumnRow {
  table_name: string;
  column_name: string;
  udt_name: string;
  is_nullable: string;
  has_default: boolean;
}

interface CheckRow {
  table_name: string;
  def: string;
}

/** Every column of the public tables, in order (information_schema: the same on both engines). */
const COLUMNS_SQL = `
  SELECT c.table_name, c.column_name, c.udt_name, c.is_nullable,
         (c.column_default IS NOT NULL OR c.is_identity = 'YES') AS has_default
    FROM information_schema.columns c
    JOIN information_schema.tables t ON t.table_schema = c.table_schema AND t.table_name = c.table_name
   WHERE c.table_schema = 'public' AND t.table_type = 'BASE TABLE' AND c.table_name <> 'schema_migrations'
   ORDER BY c.table_name, c.ordinal_position`;

/** The CHECK constraints of the public tables, as PostgreSQL prints them. */
const CHECKS_SQL = `
  SELECT cl.relname AS table_name, pg_get_constraintdef(co.oid) AS def
    FROM pg_constraint co
    JOIN pg_class cl ON cl.oid = co.conrelid
    JOIN pg_namespace n ON n.oid = cl.relnamespace
   WHERE co.contype = 'c' AND n.nspname = 'public'
   ORDER BY 1, 2`;

/**
 * `CHECK ((kind = ANY (ARRAY['open'::text, 'close'::text])))` (how PostgreSQL prints
 * `kind IN ('open', 'close')`, also with `(kind)::text` for varchar): the column and its values.
 */
function literalUnion(def: string): { column: string; values: string[] } | null {
  const m = /^CHECK \(\(\(?(\w+)\)?(?:::[\w ]+)? = ANY \(\(?ARRAY\[([^\]]*)\]/.exec(def);
  if (!m) return null;
  const elements = m[2]!.split(', ');
  // Text codes only: numeric codes stay numbers, as the code computes with them.
  const values = elements.map((e) => /^'((?:[^']|'')*)'::(?:text|character varying)$/.exec(e)?.[1]?.replace(/''/g, "'"));
  return values.every((v): v is string => v !== undefined) ? { column: m[1]!, values } : null;
}

function render(t: TsType, nullable: boolean, generated: boolean): string {
  const n = (s: string) => (nullable ? `${s} | null` : s);
  const select = n(t.select);
  const insert = n(t.insert);
  const update = n(t.update);
  if (select === insert && insert === update) return generated ? `Generated<${select}>` : select;
  return `ColumnType<${select}, ${generated ? `${insert} | undefined` : insert}, ${update}>`;
}

/** The text of `schema.ts` for these columns and checks. */
function renderSchema(columns: ColumnRow[], checks: CheckRow[]): string {
  const unions = new Map<string, string>();
  for (const c of checks) {
    const u = literalUnion(c.def);
    if (u) unions.set(`${c.table_name}.${u.column}`, u.values.map((v) => `'${v.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`).join(' | '));
  }
  const tables = new Map<string, string[]>();
  for (const c of columns) {
    const key = `${c.table_name}.${c.column_name}`;
    const union = unions.get(key);
    const type = COLUMN_TYPES[key] ?? (union ? same(union) : baseType(c.udt_name));
    const line = `    ${c.column_name}: ${render(type, c.is_nullable === 'YES', c.has_default)};`;
    tables.set(c.table_name, [...(tables.get(c.table_name) ?? []), line]);
  }
  const body = [...tables].map(([name, lines]) => `  ${name}: {\n${lines.join('\n')}\n  };`).join('\n');
  const kysely = ['ColumnType', 'Generated'].filter((n) => body.includes(`${n}<`));
  return [
    '// Generated by `npm run db:types` (src/db/schema-codegen.ts) from migrations/*.sql: do not edit.',
    '// test/db/schema-generated.test.ts fails when it differs from what the migrations give.',
    ...(body.includes('TVoteAnswer') ? ["import type { TVoteAnswer } from '@hm/contract';"] : []),
    `import type { ${kysely.join(', ')} } from 'kysely';`,
    '',
    '/** Every table of the database, as Kysely sees it. */',
    'export interface DB {',
    body,
    '}',
    '',
  ].join('\n');
}

/** Reads the catalogue through `query` and renders `schema.ts` as the repository's formatter writes it. */
export async function schemaOf(query: <T>(sql: string) => Promise<T[]>, file: string): Promise<string> {
  const text = renderSchema(await query<ColumnRow>(COLUMNS_SQL), await query<CheckRow>(CHECKS_SQL));
  const prettier = await import('prettier');
  return prettier.format(text, { ...(await prettier.resolveConfig(file)), filepath: file });
}
