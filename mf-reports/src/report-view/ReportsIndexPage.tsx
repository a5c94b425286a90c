import { endpoints, PROJECT_CODE, type TMenuItem } from '@hm/contract';
import { useApi, useAppLink, useCanCall, useCurrentUser, useUiLanguage } from '@hm/platform';
import { EmptyState, LoadingBlock, QueryError } from '@hm/ui';
import { Page } from '@hm/ui/page';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { useReportsTranslation } from '../i18n';
import { reportName } from './report-name';
import { reportViewQueries } from './report-queries';
import './report-view.css';

const leaves = (items: readonly TMenuItem[]): TMenuItem[] => items.flatMap((m) => [...(m.path ? [m] : []), ...leaves(m.children)]);
export const REPORT_VIEW_PATH = 'HeThongBaoCao/ReportView';

/**
 * /HeThongBaoCao: the report pages of the user's menu (the server's menu decides which), and the
 * reports the user may use, each a link to the viewer with the report chosen.
 */
export default function ReportsIndexPage() {
  const { t } = useReportsTranslation();
  const api = useApi();
  const user = useCurrentUser();
  const lang = useUiLanguage();
  const link = useAppLink();
  const mayRead = useCanCall(endpoints.reportOfGroup);
  const menu = useQuery({
    queryKey: ['report-view', 'menu', user?.phan_quyen_id],
    queryFn: ({ signal }) => api.call(endpoints.menuOfGroup, { query: { phanQuyenId: user!.phan_quyen_id, duAnId: PROJECT_CODE } }, { silent: true, signal }),
    enabled: !!user,
  });
  const mine = useQuery({ ...reportViewQueries.mine(api), enabled: mayRead });
  const pages = leaves(menu.data ?? []).filter((m) => /^\/HeThongBaoCao\//i.test(m.path ?? ''));

  return (
    <Page title={t('index.title')} subtitle={t('index.subtitle')}>
      <section className="hm-report-index-section" aria-labelledby="hm-report-index-pages">
        <h2 id="hm-report-index-pages">{t('index.pages')}</h2>
        {menu.isError ? (
          <QueryError error={menu.error} onRetry={() => void menu.refetch()} />
        ) : menu.isPending ? (
          <LoadingBlock height="5rem" />
        ) : pages.length === 0 ? (
          <EmptyState icon="pi pi-file" title={t('index.noPages')} />
        ) : (
          <ul className="hm-report-index">
            {pages.map((p) => (
              <li key={p.id}>
                <Link to={link(p.path!)}>
                  <span>
                    <i className={p.icon ?? 'pi pi-file'} aria-hidden="true" /> {lang === 'en' ? p.menu_name_english : p.menu_name}
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </section>
      {mayRead && (
        <section className="hm-report-index-section" aria-labelledby="hm-report-index-reports">
          <h2 id="hm-report-index-reports">{t('index.reports')}</h2>
          {mine.isError ? (
            <QueryError error={mine.error} onRetry={() => void mine.refetch()} />
          ) : mine.isPending ? (
            <LoadingBlock height="5rem" />
          ) : mine.data.length === 0 ? (
            <EmptyState icon="pi pi-file" title={t('index.noReports')} />
          ) : (
            <ul className="hm-report-index">
              {mine.data.map((r) => (
                <li key={r.report_id}>
                  <Link to={link(REPORT_VIEW_PATH, { id: r.report_id })}>
                    <span>{reportName(r, lang)}</span>
                    {r.mo_ta && <small>{r.mo_ta}</small>}
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </section>
      )}
    </Page>
  );
}
