import { sql, type Expression, type RawBuilder, type SqlBool } from 'kysely';
import { likePattern } from './paging.js';

/**
 * The one keyword rule of every search (issue 29 item 2): a row matches when any of the columns
 * contains the keyword, ignoring case and Vietnamese marks ('nguyen' finds 'Nguyễn Văn A',
 * 'da nang' finds 'Đà Nẵng', 'DUNG' finds 'Dũng'). Both sides go through `hm_fold`
 * (migrations/022_search_fold.sql: lower(unaccent(…)), immutable), so the database folds them
 * alike and the trigram indexes on `hm_fold(column)` serve it; the keyword is a parameter and its
 * `%` `_` `\` are literal.
 *
 * A column is a reference (`'t.ten_nhan_vien'`) or an expression (a sub-select's value).
 * @example q.where(keywordMatches(['nv.ten_nhan_vien', 'nv.ma_nhan_vien'], query.keyword))
 */
export function keywordMatches(columns: readonly (string | Expression<unknown>)[], keyword: string): RawBuilder<SqlBool> {
  if (columns.length === 0) throw new Error('keywordMatches: no column to search');
  const pattern = sql`hm_fold(${likePattern(keyword)})`;
  const tests = columns.map((c) => sql`hm_fold(${typeof c === 'string' ? sql.ref(c) : c}) LIKE ${pattern}`);
  return sql<SqlBool>`(${sql.join(tests, sql` OR `)})`;
}
