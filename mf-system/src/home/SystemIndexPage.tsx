import { endpoints, PROJECT_CODE, type TMenuItem } from '@hm/contract';
import { useApi, useAppLink, useCurrentUser, useUiLanguage } from '@hm/platform';
import { EmptyState, LoadingBlock, QueryError } from '@hm/ui';
import { Page } from '@hm/ui/page';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { useSystemTranslation } from '../i18n';
import './system-index.css';

const leaves = (items: readonly TMenuItem[]): TMenuItem[] => items.flatMap((m) => [...(m.path ? [m] : []), ...leaves(m.children)]);

/** /HeThong: the system pages the user's menu holds, as links (the server's menu decides which). */
export default function SystemIndexPage() {
  const { t } = useSystemTranslation();
  const api = useApi();
  const user = useCurrentUser();
  const lang = useUiLanguage();
  const link = useAppLink();
  const menu = useQuery({
    queryKey: ['system', 'menu', user?.phan_quyen_id],
    queryFn: ({ signal }) => api.call(endpoints.menuOfGroup, { query: { phanQuyenId: user!.phan_quyen_id, duAnId: PROJECT_CODE } }, { silent: true, signal }),
    enabled: !!user,
  });
  const pages = leaves(menu.data ?? []).filter((m) => /^\/HeThong\//i.test(m.path ?? ''));
  return (
    <Page title={t('index.title')} subtitle={t('index.subtitle')}>
      {menu.isPending ? (
        <LoadingBlock />
      ) : menu.isError ? (
        <QueryError error={menu.error} onRetry={() => void menu.refetch()} />
      ) : pages.length === 0 ? (
        <EmptyState icon="pi pi-cog" title={t('index.empty')} />
      ) : (
        <ul className="hm-system-index">
          {pages.map((p) => (
            <li key={p.id}>
              <Link to={link(p.path!)}>
                <i className={p.icon ?? 'pi pi-cog'} aria-hidden="true" /> {lang === 'en' ? p.menu_name_english : p.menu_name}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </Page>
  );
}
