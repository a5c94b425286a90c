import type { ParentRule } from '../../../resources/resource-repository.js';
import { editableVersion, readableVersion } from '../../survey-core/version-access.js';
import { loadPart, loadQuestion, onVersion } from './common.js';

/**
 * A version's parts and composites: who reads the version reads them; who may edit it (its
 * hospital in scope and licensed, a campaign's for system administrators, never a template or a
 * closed version: survey-core/version-access.ts) changes them, audited under its hospital and id.
 */
export const versionParent: ParentRule = {
  read: async (db, caller, versionId) => {
    await readableVersion(db, caller, versionId);
  },
  write: async (trx, caller, versionId) => onVersion(await editableVersion(trx, caller, versionId)),
};

/** A part's questions: the part's version decides. A version's questions are listed by the version. */
export const partParent: ParentRule = {
  read: async (db, caller, partId) => versionParent.read(db, caller, (await loadPart(db, partId)).phien_ban_id),
  write: async (trx, caller, partId) => versionParent.write(trx, caller, (await loadPart(trx, partId)).phien_ban_id),
  readList: async (db, caller, query) => {
    const versionId = typeof query.phancauhoi_id === 'number' ? (await loadPart(db, query.phancauhoi_id)).phien_ban_id : (query.phien_ban_id as number);
    await versionParent.read(db, caller, versionId);
  },
};

/** A question's answers: the question's version decides. */
export const questionParent: ParentRule = {
  read: async (db, caller, questionId) => versionParent.read(db, caller, (await loadQuestion(db, questionId)).phien_ban_id),
  write: async (trx, caller, questionId) => versionParent.write(trx, caller, (await loadQuestion(trx, questionId)).phien_ban_id),
};
