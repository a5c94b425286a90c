import { type ApiClient, endpoints, permissionGroup } from '@hm/contract';
import { queryOptions } from '@tanstack/react-query';
import { resourceQueries } from '@hm/platform';

/** The path of a group's edit page below the locale base; `moi` opens an empty one. */
export const GROUPS_PATH = 'HeThong/PhanQuyen';
export const NEW_GROUP = 'moi';
export const groupPath = (id?: number) => `${GROUPS_PATH}/${id ?? NEW_GROUP}`;

/**
 * The reads of the group pages, under the resource's root key (`['group']`), so that any group
 * write reloads them.
 * @example useQuery(groupQueries.menus(api, 5, undefined))
 */
export const groupQueries = {
  ...resourceQueries(permissionGroup),
  menus: (api: ApiClient, groupId: number, duAnId: number | undefined) =>
    queryOptions({
      queryKey: [permissionGroup.name, 'menus', groupId, duAnId ?? null],
      queryFn: ({ signal }) => api.call(endpoints.groupMenuGet, { query: { phanQuyenId: groupId, ...(duAnId ? { duAnId } : {}) } }, { silent: true, signal }),
    }),
  functions: (api: ApiClient, groupId: number, duAnId: number | undefined) =>
    queryOptions({
      queryKey: [permissionGroup.name, 'functions', groupId, duAnId ?? null],
      queryFn: ({ signal }) => api.call(endpoints.groupFunctionGet, { query: { phanQuyenId: groupId, ...(duAnId ? { duAnId } : {}) } }, { silent: true, signal }),
    }),
};
