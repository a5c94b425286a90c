import type { TPage, TPageQuery } from '@hm/contract';
import type { SelectQueryBuilder } from 'kysely';
import { sql } from 'kysely';

/** Runs a filtered query as one page plus the total count; `orderBy` may list several columns. */
export async function paged<DB, TB extends keyof DB, O>(
  q: SelectQueryBuilder<DB, TB, O>,
  page: TPageQuery,
  orderBy: string | readonly string[],
  direction: 'asc' | 'desc' = 'asc',
): Promise<TPage<O>> {
  const [{ total }] = (await q
    .clearSelect()
    .select(sql<number>`count(*)::int`.as('total'))
    .execute()) as unknown as [{ total: number }];
  let ordered = q;
  for (const column of typeof orderBy === 'string' ? [orderBy] : orderBy) ordered = ordered.orderBy(sql.ref(column), direction);
  const data = await ordered
    .limit(page.size)
    .offset((page.page - 1) * page.size)
    .execute();
  return { data, total, page: page.page, size: page.size };
}

/** `%keyword%` for ILIKE, with the wildcard characters of the keyword escaped. */
export const likePattern = (k: string): string => `%${k.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
