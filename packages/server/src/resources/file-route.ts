import type { Readable } from 'node:stream';
import { type EndpointConfig, ZErrorEnvelope } from '@hm/contract';
import type { FastifyInstance } from 'fastify';
import { bodyFields, requestAudit, type RouteContext, toFastifyPath } from './route.js';

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** A file answer: its name (any script; an ASCII fallback is derived) and its bytes as a stream. */
export interface FileDownload {
  filename: string;
  contentType: string;
  body: Readable;
  /** `inline` only for what a page shows itself (an image preview); default `attachment`. */
  disposition?: 'attachment' | 'inline';
  /** Bytes, when known (a stored file). */
  length?: number;
}

const errorResponses = Object.fromEntries([400, 401, 403, 404, 409, 429].map((s) => [s, ZErrorEnvelope]));

/**
 * `attachment; filename="…"; filename*=UTF-8''…` (RFC 6266): the plain name keeps ASCII only
 * (Vietnamese letters lose their marks), the extended one keeps the real name.
 * @example contentDisposition('Dữ liệu thô.xlsx') // attachment; filename="Du lieu tho.xlsx"; filename*=UTF-8''D%E1%BB%AF%20li%E1%BB%87u%20th%C3%B4.xlsx
 */
export function contentDisposition(filename: string, type: 'attachment' | 'inline' = 'attachment'): string {
  const ascii = filename
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/đ/g, 'd')
    .replace(/Đ/g, 'D')
    .replace(/[^\x20-\x7e]/g, '_')
    .replace(/["\\]/g, '_');
  const extended = encodeURIComponent(filename).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `${type}; filename="${ascii}"; filename*=UTF-8''${extended}`;
}

/**
 * Registers a file endpoint of the table (`file: true`) like `defineRoute` does a JSON one
 * (same schemas, access rule and error envelope), but answers the stream the handler returns.
 * The handler checks everything that can refuse the request before it returns, so a refusal is
 * still the JSON envelope; after that the body streams with the socket's backpressure (Fastify
 * pipes it and destroys it when the client goes away). Not compressed: xlsx is already a zip.
 * A file that declares `audit` (an export of data) is recorded before its first byte, so an
 * aborted download is recorded too: by the handler (`ctx.audit`, with what it read), else one
 * row with the path's id and the query or body as detail.
 * @example defineFileRoute(app, endpoints.rawDataExport, ({ caller, query }) => rawDataExport(db, caller, query));
 */
export function defineFileRoute<C extends EndpointConfig & { file: true }>(app: FastifyInstance, e: C, handler: (ctx: RouteContext<C>) => Promise<FileDownload>): void {
  app.route({
    method: e.method,
    url: toFastifyPath(e.path),
    schema: {
      summary: e.summary,
      description: 'Trả về tệp (không phải phong bì JSON); lỗi vẫn là phong bì { code, message, data }.',
      tags: [e.module],
      ...(e.params ? { params: e.params } : {}),
      ...(e.query ? { querystring: e.query } : {}),
      ...(e.body ? { body: e.body } : {}),
      ...(e.fn === 'public' ? {} : { security: [{ bearerAuth: [] }] }),
      response: errorResponses,
    },
    config: { endpoint: e },
    handler: async (req, reply) => {
      const audit = requestAudit(e, req);
      const ctx = { params: req.params, query: req.query, body: req.body, caller: req.caller, req, reply, audit };
      const file = await handler(ctx as unknown as RouteContext<C>);
      if (audit.pending()) {
        const id = (req.params as { id?: number } | undefined)?.id ?? null;
        await audit(app.auditDb, { id, detail: { ...bodyFields(req.query), ...bodyFields(req.body) } });
      }
      if (file.length !== undefined) reply.header('content-length', String(file.length));
      return reply
        .header('content-type', file.contentType)
        .header('content-disposition', contentDisposition(file.filename, file.disposition))
        .header('access-control-expose-headers', 'Content-Disposition')
        .header('cache-control', 'no-store')
        .header('x-content-type-options', 'nosniff')
        .send(file.body);
    },
  });
}
