/**
 * Account & Data calls: the profile and usage statistics, saving the profile or the regional
 * settings, the export downloads (the backup and the FHIR export), the import, clearing all data and deleting the account. What each change makes
 * stale is named by resource (lib/resources/invalidation.ts).
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  clearDataResponseSchema,
  importResultSchema,
  messageResponseSchema,
  profileSchema,
  type BackupFile,
  type ExportRequest,
  type ProfileUpdate,
} from '@wellness/contract';
import { api } from '@/lib/app-api';
import { invalidateTouched } from '@/lib/resources/invalidation';
import type { Resource } from '@/lib/resources/query-keys';
import { profileQuery, usageStatsQuery } from '@/lib/resources/settings';
import { queryKeys } from '@/lib/resources/query-keys';
import { fhirExportPath, type FhirRange } from './fhir-range';

/** Every resource a restore or a clear can change. */
const ALL_DATA: readonly Resource[] = ['doses', 'sessions', 'entries', 'substances', 'aids', 'names', 'conditions', 'goals', 'preferences', 'settings'];

export function useProfile() {
  return useQuery(profileQuery());
}

export function useUsageStats() {
  return useQuery(usageStatsQuery());
}

export function useSaveProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ProfileUpdate) => api.request('/settings/profile', { method: 'PUT', body, schema: profileSchema }),
    meta: { failure: 'Saving the profile' },
    onSuccess: (profile) => queryClient.setQueryData(queryKeys.settings.profile, profile),
  });
}

export function useExport() {
  return useMutation({
    mutationFn: (request: ExportRequest) => api.download('/settings/export', { method: 'POST', body: request }),
    meta: { failure: 'Exporting the data' },
  });
}

/** The FHIR R4 export of a range of days (a GET download; nothing in the cache changes). */
export function useFhirExport() {
  return useMutation({
    mutationFn: (range: FhirRange) => api.download(fhirExportPath(range), { method: 'GET' }),
    meta: { failure: 'Exporting for a clinic' },
  });
}

export function useImport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: BackupFile) => api.request('/settings/import', { method: 'POST', body: file, schema: importResultSchema }),
    meta: { failure: 'Importing a backup' },
    onSettled: () => invalidateTouched(queryClient, ALL_DATA),
  });
}

export function useClearData() {
  return useMutation({
    mutationFn: (confirmation: string) => api.request('/settings/clear-data', { method: 'POST', body: { confirmation }, schema: clearDataResponseSchema }),
    meta: { failure: 'Clearing all data' },
  });
}

export function useDeleteAccount() {
  return useMutation({
    mutationFn: (password: string) => api.request('/settings/delete-account', { method: 'POST', body: { password }, schema: messageResponseSchema }),
    meta: { failure: 'Deleting the account' },
  });
}
