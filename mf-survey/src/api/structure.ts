import { resourceQueries, useApi } from '@hm/platform';
import { useQuery } from '@tanstack/react-query';
import { answerResource, partResource, questionResource } from './resources';

/** The most rows one page may hold (ZPageQuery): enough for every part or question of a version. */
export const ALL_ROWS = 200;

const parts = resourceQueries(partResource);
const questions = resourceQueries(questionResource);
const answers = resourceQueries(answerResource);

/** Every part of a version in order (reorder, pickers). */
export const useAllParts = (versionId: number | null) =>
  useQuery({ ...parts.list(useApi(), { phien_ban_id: versionId ?? 0, status: -1, page: 1, size: ALL_ROWS }), enabled: versionId !== null });

/** Every question of a part, or of a whole version, in order (reorder, pickers, composites). */
export const useAllQuestions = (scope: { phancauhoi_id?: number; phien_ban_id?: number } | null) =>
  useQuery({ ...questions.list(useApi(), { ...scope, page: 1, size: ALL_ROWS }), enabled: scope !== null });

export const useAnswerList = (questionId: number | null) => useQuery({ ...answers.list(useApi(), { cauhoi_id: questionId ?? 0 }), enabled: questionId !== null });
