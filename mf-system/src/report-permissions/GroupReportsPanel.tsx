import { endpoints, reportSourceOf, type TGroupReports } from '@hm/contract';
import { errorMessage, notify, useApi, useCanCall, useUiLanguage } from '@hm/platform';
import { LoadingBlock, QueryError } from '@hm/ui';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { Ref } from 'react';
import { reportPermQueries } from './report-perm-queries';
import { ReportRightsTable } from './ReportRightsTable';

/** What the page asks of the panel: run an action, after a confirmation when something is unsaved. */
export interface PanelHandle {
  guard: (action: () => void) => void;
}

/** Loads a group's report rights, then `ReportRightsTable`. */
export function GroupReportsPanel({ groupId, ref }: { groupId: number; ref?: Ref<PanelHandle> }) {
  const api = useApi();
  const rights = useQuery(reportPermQueries.ofGroup(api, groupId));
  if (rights.isError) return <QueryError error={rights.error} onRetry={() => void rights.refetch()} />;
  if (!rights.data) return <LoadingBlock height="16rem" />;
  // The rights as first loaded stay the draft's start: a refetch never drops unsaved ticks.
  return <Editor group={rights.data} handle={ref} />;
}

function Editor({ group, handle }: { group: TGroupReports; handle: Ref<PanelHandle> | undefined }) {
  const api = useApi();
  const queryClient = useQueryClient();
  const lang = useUiLanguage();
  const mayWrite = useCanCall(endpoints.reportPermUpdateGroup);
  return (
    <ReportRightsTable
      group={group}
      readOnly={!mayWrite || group.locked !== null}
      handle={handle}
      sourceName={(code) => {
        const s = reportSourceOf(code);
        return s ? (lang === 'en' ? s.en : s.vi) : code;
      }}
      save={async (items) => {
        try {
          const stored = await api.call(endpoints.reportPermUpdateGroup, { body: { phan_quyen_id: group.phan_quyen_id, du_an_id: group.du_an_id, items } });
          queryClient.setQueryData(reportPermQueries.ofGroup(api, group.phan_quyen_id).queryKey, stored);
          return stored;
        } catch (err) {
          notify.error(errorMessage(err));
          return null;
        }
      }}
    />
  );
}
