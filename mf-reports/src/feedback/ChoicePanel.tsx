import type { TDashboardVersion } from '@hm/contract';
import { EmptyState, LoadingBlock, QueryError } from '@hm/ui';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useReportsTranslation } from '../i18n';
import { useReportableVersions } from './feedback-queries';

/** A titled panel of the page over one query: loading, its error with a retry, or what its data shows. */
export function QueryPanel<T>({ id, title, query, children }: { id: string; title: string; query: UseQueryResult<T>; children: (data: T) => ReactNode }) {
  return (
    <section className="hm-rep-panel" aria-labelledby={id}>
      <h2 id={id} className="hm-rep-panel__title">
        {title}
      </h2>
      {query.isPending ? <LoadingBlock /> : query.isError ? <QueryError error={query.error} onRetry={() => void query.refetch()} /> : children(query.data as T)}
    </section>
  );
}

/** The panel where a closed version with figures is chosen: loading, its error, none yet, or the form. */
export function ChoicePanel({ icon, children }: { icon: string; children: (versions: TDashboardVersion[]) => ReactNode }) {
  const { t } = useReportsTranslation();
  const versions = useReportableVersions();
  return (
    <QueryPanel id="hm-rep-form-title" title={t('feedback.form.label')} query={versions}>
      {(versions) => (versions.length === 0 ? <EmptyState title={t('feedback.noVersions.title')} detail={t('feedback.noVersions.detail')} icon={icon} /> : children(versions))}
    </QueryPanel>
  );
}
