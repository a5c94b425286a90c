import { endpoints, type TCommentExportQuery } from '@hm/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Caller } from '../../access/caller.js';
import type { DB } from '../../db/schema.js';
import { defineFileRoute, XLSX_TYPE } from '../../resources/file-route.js';
import { defineRoute } from '../../resources/route.js';
import { requestLanguage } from '../dashboard/language.js';
import { commentWorkbook } from './comment-export.js';
import { auditDetail, selectComments } from './comment-selection.js';
import { loadCommentSet } from './comment-source.js';
import { tagComment } from './comment-tags.js';

/**
 * Staff comments read safely (issue 27 item 4, docs/decisions/comments.md): the list, the export
 * and the tag of a comment. Every read and export leaves an audit row with the filters and the
 * number of comments, never their text.
 */
export function commentRoutes(app: FastifyInstance, { db, secret }: { db: Kysely<DB>; secret: Uint8Array }): void {
  const load = (caller: Caller, q: TCommentExportQuery, req: FastifyRequest) => loadCommentSet(db, caller, q, secret, requestLanguage(req));

  defineRoute(app, endpoints.commentList, async ({ caller, query, req, audit }) => {
    const set = await load(caller, query, req);
    const selection = selectComments(set, query);
    await audit(db, { id: null, phienBanId: query.phien_ban_id, detail: { ...auditDetail(query, selection), page: query.page } });
    const from = (query.page - 1) * query.size;
    return {
      data: selection.comments.slice(from, from + query.size).map(({ folded: _, ...c }) => c),
      total: selection.comments.length,
      page: query.page,
      size: query.size,
      min_group_size: set.minGroupSize,
      withheld: selection.withheld,
      questions: set.questions,
      units: set.units,
      composites: set.composites,
    };
  });

  defineFileRoute(app, endpoints.commentExport, async ({ caller, query, req, audit }) => {
    const language = requestLanguage(req);
    const set = await load(caller, query, req);
    const selection = selectComments(set, query);
    // Before the first byte: an aborted download is recorded too.
    await audit(db, {
      hospitalId: query.hospital_id,
      phienBanId: query.phien_ban_id,
      detail: auditDetail(query, selection),
    });
    const composites = new Map(set.composites.map((c) => [c.ma_composite, c.name]));
    const body = commentWorkbook(selection.comments, { ...set, withheld: selection.withheld, composites }, language, (err) => req.log.error({ err }, 'comment export failed'));
    return { filename: `${language === 'en' ? 'Comments' : 'Ý kiến góp ý'} - ${query.phien_ban_id}.xlsx`, contentType: XLSX_TYPE, body };
  });

  defineRoute(app, endpoints.commentTag, async ({ caller, body, req, audit }) => {
    const set = await load(caller, body, req);
    return db.transaction().execute(async (trx) => {
      const change = await tagComment(trx, caller, set, body);
      await audit(trx, { id: body.key, phienBanId: body.phien_ban_id, ...change });
      return { key: body.key, ...change.after };
    });
  });
}
