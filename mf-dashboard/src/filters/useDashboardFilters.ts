import { defaultVersionOf, sortVersionsNewestFirst, type TDashboardFilters, type TDashboardQuery, type TDashboardVersion, type TParticipationQuery } from '@hm/contract';
import { useCurrentUser, useStillShown, useAddressParams } from '@hm/platform';
import type { UseQueryResult } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo } from 'react';
import { useDashboardFilterChoices, useDashboardVersions } from '../api/versions';
import {
  type DashboardFilters,
  type FilterConfig,
  participationQuery,
  patchFilters,
  readFilters,
  resolveHospital,
  sameFilters,
  scoreQuery,
  withNotAnswered,
} from './dashboard-filters';
import { useDashboardTranslation } from '../i18n';

/** Why a view has nothing to show yet, or 'ready'. */
export type FilterStatus = 'loading' | 'error' | 'noVersions' | 'unknownVersion' | 'noHospital' | 'ready';

export interface DashboardFilterState {
  config: FilterConfig;
  status: FilterStatus;
  /** The failed read (versions or filter choices) when status is 'error'. */
  failed: UseQueryResult<unknown> | null;
  /** Newest first. */
  versions: TDashboardVersion[];
  versionsLoading: boolean;
  version: TDashboardVersion | undefined;
  choices: TDashboardFilters | undefined;
  /** The filters in effect (defaults applied, values out of scope dropped). */
  filters: DashboardFilters;
  set: (patch: Partial<DashboardFilters>) => void;
  /** Query of the score calls; null until ready. */
  scoreQuery: TDashboardQuery | null;
  /** Query of the participation calls; null until ready. */
  participationQuery: TParticipationQuery | null;
}

/**
 * The filters of a dashboard, kept in the URL (`phien_ban_id`, `hospital_id`, `don_vi`,
 * `vi_tri`): defaults are written back (replacing the history entry) so the address always
 * names the view on screen.
 * @example const state = useDashboardFilters({ hospital: 'single', groups: true });
 *          <DashboardFilterBar state={state} />; useEndpointQuery(scoreQueries.compositeScore, state.scoreQuery && { query: state.scoreQuery })
 */
export function useDashboardFilters(config: FilterConfig): DashboardFilterState {
  const [params, setParams] = useAddressParams();
  const stillShown = useStillShown();
  const homeId = useCurrentUser()?.hospital?.hospital_id ?? null;
  const requested = readFilters(params);
  const versionsQuery = useDashboardVersions();
  const versions = useMemo(() => sortVersionsNewestFirst(versionsQuery.data ?? []), [versionsQuery.data]);
  const versionId = requested.versionId ?? defaultVersionOf(versions)?.phien_ban_id ?? null;
  const version = versions.find((v) => v.phien_ban_id === versionId);
  const choicesQuery = useDashboardFilterChoices(version ? version.phien_ban_id : null);
  const { t } = useDashboardTranslation();
  const notAnswered = t('filters.notAnswered');
  const choices = useMemo(
    () =>
      choicesQuery.data && {
        ...choicesQuery.data,
        units: withNotAnswered(choicesQuery.data.units, notAnswered),
        positions: withNotAnswered(choicesQuery.data.positions, notAnswered),
      },
    [choicesQuery.data, notAnswered],
  );

  const filters: DashboardFilters = {
    versionId,
    hospitalId: choices ? resolveHospital(config.hospital, requested.hospitalId, choices.hospitals, homeId) : config.hospital === 'none' ? null : requested.hospitalId,
    unit: config.groups && (!choices || choices.units.some((u) => u.gia_tri === requested.unit)) ? requested.unit : null,
    position: config.groups && (!choices || choices.positions.some((p) => p.gia_tri === requested.position)) ? requested.position : null,
  };

  const status: FilterStatus = versionsQuery.isError
    ? 'error'
    : !versionsQuery.data
      ? 'loading'
      : versions.length === 0
        ? 'noVersions'
        : !version
          ? 'unknownVersion'
          : choicesQuery.isError
            ? 'error'
            : !choices
              ? 'loading'
              : config.hospital === 'single' && filters.hospitalId === null
                ? 'noHospital'
                : 'ready';

  // Write what is on screen back to the address once the choices are known, unless the user has
  // already moved on (a click on the menu during a slow load came back here: useStillShown).
  const settled = status === 'ready' || status === 'noHospital';
  useEffect(() => {
    if (!settled || sameFilters(filters, requested) || !stillShown()) return;
    setParams((prev) => patchFilters(prev, filters), { replace: true });
  }, [settled, filters.versionId, filters.hospitalId, filters.unit, filters.position]); // eslint-disable-line react-hooks/exhaustive-deps

  const set = useCallback((patch: Partial<DashboardFilters>) => setParams((prev) => patchFilters(prev, patch)), [setParams]);
  const ready = status === 'ready';
  return {
    config,
    status,
    failed: versionsQuery.isError ? versionsQuery : choicesQuery.isError ? choicesQuery : null,
    versions,
    versionsLoading: versionsQuery.isPending,
    version,
    choices,
    filters,
    set,
    scoreQuery: ready ? scoreQuery(filters) : null,
    participationQuery: ready ? participationQuery(filters) : null,
  };
}
