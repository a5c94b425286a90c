import {
  ZAnswer,
  ZAnswerCreate,
  ZAnswerListQuery,
  ZAnswerUpdate,
  ZComposite,
  ZCompositeCreate,
  ZCompositeListQuery,
  ZCompositeUpdate,
  ZPart,
  ZPartCreate,
  ZPartListQuery,
  ZPartUpdate,
  ZQuestion,
  ZQuestionCreate,
  ZQuestionListQuery,
  ZQuestionUpdate,
} from '../entities/survey/structure.js';
import { FN } from '../functions.js';
import { defineResource } from '../resource.js';

/** The survey service prefix. */
const V = '/votesafety/v1';

/**
 * The structure of a survey version (issue 4; on the resource path since issue 25): parts,
 * questions, answers and composites. Each row belongs to a parent (a part and a composite to a
 * version, a question to a part, an answer to a question) and the version decides: who reads it
 * reads the structure, who may edit the version (its hospital in scope and licensed, a campaign's
 * for system administrators only, never a template or a closed version) changes it. The spec's
 * paths: no read by id, the update's id in the body, a delete answering its message.
 */
/**
 * The spec's paths of a structure entity: list and create on the segment, the update's id in the
 * body, a delete by `{id}`, and `sap-xep` for the entities that are put in order.
 */
const pathsOf = (segment: string, reorder: boolean) =>
  ({
    list: `${V}/${segment}`,
    byId: false,
    create: `${V}/${segment}`,
    update: { path: `${V}/${segment}` },
    remove: { path: `${V}/${segment}/{id}` },
    reorder: reorder ? `${V}/${segment}/sap-xep` : false,
  }) as const;

const structure = {
  module: 'survey',
  scope: 'parent',
  fn: { read: FN.surveyRead, write: FN.surveyWrite },
  readLicensed: true,
  removeAnswer: 'message',
} as const;

export const part = defineResource({
  ...structure,
  name: 'part',
  label: 'phần câu hỏi',
  auditEntity: 'surveyPart',
  id: 'phan_cauhoi_id',
  parent: 'phien_ban_id',
  row: ZPart,
  input: ZPartCreate,
  updateInput: ZPartUpdate,
  query: ZPartListQuery,
  paths: pathsOf('phan-cau-hoi', true),
  summaries: { list: 'Danh sách phần câu hỏi', reorder: 'Sắp xếp các phần của phiên bản (parent_id = phien_ban_id)' },
});

export const question = defineResource({
  ...structure,
  name: 'question',
  label: 'câu hỏi',
  auditEntity: 'surveyQuestion',
  id: 'cauhoi_id',
  parent: 'phancauhoi_id',
  row: ZQuestion,
  input: ZQuestionCreate,
  updateInput: ZQuestionUpdate,
  query: ZQuestionListQuery,
  paths: pathsOf('cau-hoi', true),
  summaries: { reorder: 'Sắp xếp câu hỏi của một phần (parent_id = phancauhoi_id)' },
});

export const answer = defineResource({
  ...structure,
  name: 'answer',
  label: 'đáp án',
  auditEntity: 'surveyAnswer',
  id: 'dapan_id',
  parent: 'cauhoi_id',
  row: ZAnswer,
  input: ZAnswerCreate,
  updateInput: ZAnswerUpdate,
  query: ZAnswerListQuery,
  paged: false,
  paths: pathsOf('dap-an', false),
  summaries: { list: 'Đáp án của câu hỏi' },
});

export const composite = defineResource({
  ...structure,
  name: 'composite',
  label: 'composite',
  auditEntity: 'surveyComposite',
  id: 'composite_id',
  parent: 'phien_ban_id',
  row: ZComposite,
  input: ZCompositeCreate,
  updateInput: ZCompositeUpdate,
  query: ZCompositeListQuery,
  paths: pathsOf('composite', false),
});
