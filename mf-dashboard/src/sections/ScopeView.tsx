import type { TScoreScope } from '@hm/contract';
import type { ReactNode } from 'react';
import { NoSnapshot } from '../filters/NoSnapshot';
import { SuppressedNotice } from '../shared/Suppressed';
import { NoRespondents } from './NoRespondents';

/**
 * Score figures only when there are some to show: none without a snapshot, a suppressed group
 * says so (never zeros), and so does a group without respondents.
 * @example <ScopeView scope={data.scope}>{() => <CompositeScoreChart … />}</ScopeView>
 */
export function ScopeView({ scope, children }: { scope: TScoreScope; children: () => ReactNode }) {
  if (!scope.snapshot) return <NoSnapshot versionId={scope.phien_ban_id} open={scope.takes_votes} />;
  if (scope.suppressed) return <SuppressedNotice min={scope.min_group_size} />;
  if (scope.n === 0) return <NoRespondents />;
  return <>{children()}</>;
}
