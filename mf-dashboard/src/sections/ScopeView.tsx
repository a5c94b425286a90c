import type { TScoreScope } from '@hm/contract';
import { EmptyState } from '@hm/ui';
import type { ReactNode } from 'react';
import { NoSnapshot } from '../filters/NoSnapshot';
import { useDashboardTranslation } from '../i18n';
import { SuppressedNotice } from '../shared/Suppressed';

/** A group of the filters nobody in the snapshot belongs to. */
export function NoRespondents() {
  const { t } = useDashboardTranslation();
  return <EmptyState icon="pi pi-users" title={t('scope.noRespondents')} detail={t('scope.noRespondentsDetail')} />;
}

/**
 * Score figures only when there are some to show: none without a snapshot, a suppressed group
 * says so (never zeros), and so does a group without respondents.
 * @example <ScopeView scope={data.scope}>{() => <CompositeScoreChart … />}</ScopeView>
 */
export function ScopeView({ scope, children }: { scope: TScoreScope; children: () => ReactNode }) {
  if (!scope.snapshot) return <NoSnapshot versionId={scope.phien_ban_id} />;
  if (scope.suppressed) return <SuppressedNotice min={scope.min_group_size} />;
  if (scope.n === 0) return <NoRespondents />;
  return <>{children()}</>;
}
