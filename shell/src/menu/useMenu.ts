import { endpoints, PROJECT_CODE } from '@hm/contract';
import { errorMessage, notify, useApi, useCurrentUser, useWorkContext } from '@hm/platform';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { licensedModules } from '../routing/module-access';
import { DEFAULT_MENU } from './default-menu';
import { buildMenu, type MenuNode } from './menu-model';

/**
 * The drawer's menu: the permission group's tree from the server once logged in (kept in the
 * work context, cleared by logout), the default menu before.
 */
export function useMenu(): MenuNode[] {
  const api = useApi();
  const user = useCurrentUser();
  const { i18n } = useTranslation();
  const setMenu = useWorkContext((s) => s.setMenu);
  const groupId = user?.phan_quyen_id;
  const query = useQuery({
    queryKey: ['menu', 'phan-quyen', groupId],
    queryFn: () => api.call(endpoints.menuOfGroup, { query: { phanQuyenId: groupId!, duAnId: PROJECT_CODE } }, { silent: true }),
    enabled: groupId !== undefined,
    staleTime: Infinity,
  });
  useEffect(() => {
    if (query.data) setMenu(query.data);
  }, [query.data, setMenu]);
  useEffect(() => {
    if (query.error) notify.error(errorMessage(query.error));
  }, [query.error]);
  const lang = i18n.language === 'en' ? 'en' : 'vi';
  return useMemo(() => buildMenu(user ? (query.data ?? []) : DEFAULT_MENU, lang, user ? licensedModules(user) : new Set(['survey'])), [query.data, user, lang]);
}
