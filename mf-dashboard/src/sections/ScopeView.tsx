import type { TScoreScope } from '@hm/contract';
import type { ReactNode } from 'react';
import { NoSnapshot } from '../filters/NoSnapshot';
import { SuppressedNotice, withheld } from '../shared/Suppressed';

/**
 * Score figures only when there are some to show: none without a snapshot; a suppressed group and
 * a group without respondents read the same (never zeros, and never which of the two).
 * @example <ScopeView scope={data.scope}>{() => <CompositeScoreChart … />}</ScopeView>
 */
export function ScopeView({ scope, children }: { scope: TScoreScope; children: () => ReactNode }) {
  if (!scope.snapshot) return <NoSnapshot versionId={scope.phien_ban_id} open={scope.takes_votes} />;
  if (withheld(scope)) return <SuppressedNotice min={scope.min_group_size} />;
  return <>{children()}</>;
}
