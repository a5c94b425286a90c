import { endpoints } from '@hm/contract';
import { endpointQuery } from '@hm/platform';
import { DASHBOARD_ROOT } from '../api/keys';

/** Comments are read again after a tag (their key under the dashboards' root: a new snapshot reloads them too). */
export const COMMENT_KEY = [...DASHBOARD_ROOT, 'comments'] as const;

export const commentQueries = {
  list: endpointQuery(endpoints.commentList, COMMENT_KEY),
};
