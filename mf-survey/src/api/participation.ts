import { type ApiClient, endpoints } from '@hm/contract';
import { useApi } from '@hm/platform';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { QueryOf } from './call-types';
import { surveyKeys } from './keys';

export type StaffInvitationQuery = QueryOf<typeof endpoints.staffInvitationList>;
export type StaffSurveyListQuery = QueryOf<typeof endpoints.staffSurveyList>;

/** Query options of who runs and who answers a version: hospitals, invitations, staff records. */
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
  /** A hospital's active staff with their invitation to a version (MSettingUser's pick list). */
  invitations: (api: ApiClient, query: StaffInvitationQuery) =>
    queryOptions({
      queryKey: [...surveyKeys.invitations, query],
      queryFn: ({ signal }) => api.call(endpoints.staffInvitationList, { query }, { silent: true, signal }),
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

export const useHospitalVersions = (versionId: number | null) => useQuery({ ...participationQueries.hospitalVersions(useApi(), versionId ?? 0), enabled: versionId !== null });

export const useStaffInvitations = (query: StaffInvitationQuery) => useQuery({ ...participationQueries.invitations(useApi(), query), placeholderData: keepPreviousData });

export const useStaffSurveyList = (query: StaffSurveyListQuery, enabled = true) =>
  useQuery({ ...participationQueries.staffSurveys(useApi(), query), placeholderData: keepPreviousData, enabled });

export const useStaffGroups = (versionId: number | null) => useQuery({ ...participationQueries.staffGroups(useApi(), versionId ?? 0), enabled: versionId !== null });
