/**
 * The clinician report (GET /reports/clinician, docs/clinician-report.md): one answer per range of days and choice of
 * side-effect tags, always read fresh when the dialog opens (it is a snapshot to print).
 */
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { clinicianReportSchema } from '@wellness/contract';
import { api } from '../app-api';
import { queryKeys } from './query-keys';

export const clinicianReportQuery = (from: string, to: string, sideEffectTags: readonly string[] = []) =>
  queryOptions({
    queryKey: queryKeys.reports.clinician(from, to, sideEffectTags),
    queryFn: () => {
      const query = new URLSearchParams({ from, to });
      for (const tag of sideEffectTags) query.append('sideEffectTag', tag);
      return api.request(`/reports/clinician?${query.toString()}`, { schema: clinicianReportSchema });
    },
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
