import { ep } from '../endpoint.js';
import { FN } from '../functions.js';
import { ZPaperCode, ZPaperEntry, ZPaperEntryResult, ZPaperResolve, ZPaperSheet } from '../entities/paper-entry.js';

const P = '/votesafety/v1/phieu-giay';
/** The keyers' calls: hospital scope and survey licence checked from the body's hospital; the code's hospital checked by the module. */
const keyer = { module: 'survey', fn: FN.paperEntry, hospital: 'body' } as const;

/**
 * Paper questionnaires keyed in twice (issue 26 item 5, docs/decisions/paper-entry.md). The code
 * travels in the body (never in a URL or a log). No audit row: a keying is a ballot's content and
 * a row would tie a keyer and a time to it (the audit-declaration test lists the exemption).
 */
export const paperEntryEndpoints = {
  paperOpen: ep({
    method: 'POST',
    path: `${P}/mo`,
    ...keyer,
    summary: 'Mở phiếu giấy theo mã in trên phiếu: các câu cần nhập, tình trạng nhập và các câu lệch',
    body: ZPaperCode,
    response: ZPaperSheet,
  }),
  paperKey: ep({
    method: 'POST',
    path: `${P}/nhap`,
    ...keyer,
    summary: 'Nhập một lần phiếu giấy (hai người khác nhau nhập; trùng khớp thì phiếu được tính)',
    body: ZPaperEntry,
    response: ZPaperEntryResult,
  }),
  paperResolve: ep({
    method: 'POST',
    path: `${P}/doi-chieu`,
    ...keyer,
    summary: 'Người thứ ba đối chiếu các câu lệch với phiếu giấy; phiếu được tính',
    body: ZPaperResolve,
    response: ZPaperEntryResult,
  }),
};
