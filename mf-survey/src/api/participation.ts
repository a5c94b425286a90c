import { type ApiClient, endpoints } from '@hm/contract';
import { useApi } from '@hm/platform';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { QueryOf } from './call-types';
import { surveyKeys } from './keys';

export type StaffListQuery = QueryOf<typeof endpoints.staffList>;
export type StaffSurveyListQuery = QueryOf<typeof endpoints.staffSurveyList>;

/** Query options of who runs and who answers a version: hospitals, staff, staff records. */
export const participationQueries = {
  /** The hospitals in the caller's scope (combobox). */
  hospitals: (api: ApiClient) =>
    queryOptions({
      queryKey: [...surveyKeys.hospitals],
      queryFn: ({ signal }) => api.call(endpoints.hospitalAuth, {}, { silent: true, signal }),
      staleTime: 5 * 60_000,
    }),
  hospitalVersions: (api: ApiClient, versionId: number) =>
    queryOptions({
      queryKey: [...surveyKeys.hospitalVersions, versionId],
      queryFn: ({ signal }) => api.call(endpoints.hospitalVersionList, { query: { phien_ban_id: versionId } }, { silent: true, signal }),
    }),
  staff: (api: ApiClient, query: StaffListQuery) =>
    queryOptions({
      queryKey: [...surveyKeys.staff, query],
      queryFn: ({ signal }) => api.call(endpoints.staffList, { query }, { silent: true, signal }),
    }),
  staffSurveys: (api: ApiClient, query: StaffSurveyListQuery) =>
    queryOptions({
      queryKey: [...surveyKeys.staffSurveys, query],
      queryFn: ({ signal }) => api.call(endpoints.staffSurveyList, { query }, { silent: true, signal }),
    }),
  staffGroups: (api: ApiClient, versionId: number) =>
    queryOptions({
      queryKey: [...surveyKeys.staffGroups, versionId],
      queryFn: ({ signal }) => api.call(endpoints.versionStaffGroups, { query: { phien_ban_id: versionId } }, { silent: true, signal }),
    }),
};

export const useHospitals = () => useQuery(participationQueries.hospitals(useApi()));

export const useHospitalVersions = (versionId: number | null) =>
  useQuery({ ...participationQueries.hospitalVersions(useApi(), versionId ?? 0), enabled: versionId !== null });

export const useStaffList = (query: StaffListQuery, enabled = true) =>
  useQuery({ ...participationQueries.staff(useApi(), query), placeholderData: keepPreviousData, enabled });

export const useStaffSurveyList = (query: StaffSurveyListQuery, enabled = true) =>
  useQuery({ ...participationQueries.staffSurveys(useApi(), query), placeholderData: keepPreviousData, enabled });

export const useStaffGroups = (versionId: number | null) =>
  useQuery({ ...participationQueries.staffGroups(useApi(), versionId ?? 0), enabled: versionId !== null });
