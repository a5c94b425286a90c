import { endpoints, type TDashboardQuery, type TPositions } from '@hm/contract';
import { endpointQuery, useEndpointQuery } from '@hm/platform';
import { dashboardKeys } from '../api/keys';

/** Where the hospital's composites stand among the federated benchmark's percentiles (reloads with the scores). */
const federatedPosition = endpointQuery(endpoints.federatedPosition, [...dashboardKeys.scores, 'federated-position']);

/** A federated benchmark set with the hospital's positions, as the composite panel shows it. */
export type TPlaced = TPositions & { benchmark: NonNullable<TPositions['benchmark']> };

/**
 * The hospital's position among the federated benchmark's hospitals (docs/decisions/federated-benchmark.md):
 * read for a whole hospital only (a unit or position filter is not placed among whole hospitals).
 * `placed` is null while loading, on failure and when no federated set of the instrument has been
 * fetched: the panel then shows no position column. Its table is a lazy chunk (../federated-position),
 * loaded only when there is a set: mf-dashboard's first route is at its size budget.
 */
export function useFederatedPosition(query: TDashboardQuery | null, enabled: boolean) {
  const whole = enabled && query !== null && query.don_vi === undefined && query.vi_tri === undefined;
  const args = whole ? { query: { phien_ban_id: query.phien_ban_id, ...(query.hospital_id ? { hospital_id: query.hospital_id } : {}) } } : null;
  const read = useEndpointQuery(federatedPosition, args);
  const placed = whole && read.data?.benchmark ? (read.data as TPlaced) : null;
  return { read, placed };
}
