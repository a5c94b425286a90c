import { type ApiClient, endpoints } from '@hm/contract';
import { useApi } from '@hm/platform';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { QueryOf } from './call-types';
import { surveyKeys } from './keys';

export type PartListQuery = QueryOf<typeof endpoints.partList>;
export type QuestionListQuery = QueryOf<typeof endpoints.questionList>;

/** The most rows one page may hold (ZPageQuery): enough for every part or question of a version. */
export const ALL_ROWS = 200;

/** Query options of a version's structure: parts, questions, answers. */
export const structureQueries = {
  parts: (api: ApiClient, query: PartListQuery) =>
    queryOptions({
      queryKey: [...surveyKeys.parts, query],
      queryFn: ({ signal }) => api.call(endpoints.partList, { query }, { silent: true, signal }),
    }),
  questions: (api: ApiClient, query: QuestionListQuery) =>
    queryOptions({
      queryKey: [...surveyKeys.questions, query],
      queryFn: ({ signal }) => api.call(endpoints.questionList, { query }, { silent: true, signal }),
    }),
  answers: (api: ApiClient, questionId: number) =>
    queryOptions({
      queryKey: [...surveyKeys.answers, questionId],
      queryFn: ({ signal }) => api.call(endpoints.answerList, { query: { cauhoi_id: questionId } }, { silent: true, signal }),
    }),
};

export const usePartList = (query: PartListQuery, enabled = true) =>
  useQuery({ ...structureQueries.parts(useApi(), query), placeholderData: keepPreviousData, enabled });

/** Every part of a version in order (reorder, pickers). */
export const useAllParts = (versionId: number | null) =>
  useQuery({ ...structureQueries.parts(useApi(), { phien_ban_id: versionId ?? 0, status: -1, page: 1, size: ALL_ROWS }), enabled: versionId !== null });

export const useQuestionList = (query: QuestionListQuery, enabled = true) =>
  useQuery({ ...structureQueries.questions(useApi(), query), placeholderData: keepPreviousData, enabled });

/** Every question of a part, or of a whole version, in order (reorder, pickers, composites). */
export const useAllQuestions = (scope: { phancauhoi_id?: number; phien_ban_id?: number } | null) =>
  useQuery({ ...structureQueries.questions(useApi(), { ...scope, page: 1, size: ALL_ROWS }), enabled: scope !== null });

export const useAnswerList = (questionId: number | null) =>
  useQuery({ ...structureQueries.answers(useApi(), questionId ?? 0), enabled: questionId !== null });
