import { ep } from '../endpoint.js';
import { ZCommentExportQuery, ZCommentList, ZCommentQuery, ZCommentTag, ZCommentTagResult } from '../entities/comments.js';
import { FN } from '../functions.js';

const Y = '/votesafety/v1/dash-board/y-kien';
/** Results of a closed version: the dashboards' module, the comments' own function (docs/decisions/comments.md). */
const read = { module: 'dashboard', fn: FN.commentRead } as const;

/** Staff comments read safely (issue 27 item 4): masked on the server, every read and export audited. */
export const commentEndpoints = {
  commentList: ep({
    method: 'GET',
    path: Y,
    ...read,
    audit: { entity: 'comment', action: 'read' },
    summary: 'Ý kiến góp ý (câu trả lời bằng chữ) của một phiên bản đã đóng, đã che tên, số điện thoại, e-mail (ghi nhật ký)',
    query: ZCommentQuery,
    response: ZCommentList,
  }),
  commentExport: ep({
    method: 'GET',
    path: `${Y}/xuat`,
    ...read,
    file: true,
    audit: { entity: 'comment', action: 'export' },
    summary: 'Xuất ý kiến góp ý đã che ra Excel (ghi nhật ký)',
    query: ZCommentExportQuery,
  }),
  commentTag: ep({
    method: 'PUT',
    path: `${Y}/gan-nhan`,
    ...read,
    hospital: 'body',
    audit: { entity: 'comment', action: 'tag' },
    summary: 'Gắn lĩnh vực cho một ý kiến và chuyển (hoặc thôi chuyển) cho nhóm xử lý sự cố của bệnh viện',
    body: ZCommentTag,
    response: ZCommentTagResult,
  }),
};
