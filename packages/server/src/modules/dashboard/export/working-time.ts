import type { TDashboardQuery } from '@hm/contract';
import type { Kysely } from 'kysely';
import type { DB } from '../../../db/schema.js';
import type { FileDownload } from '../../../http/file-route.js';
import type { Caller } from '../../auth/caller.js';

export async function workingTimeExport(_db: Kysely<DB>, _caller: Caller, _q: TDashboardQuery, _language: 'vi' | 'en'): Promise<FileDownload> {
  throw new Error('todo');
}
