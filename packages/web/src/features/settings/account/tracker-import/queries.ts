/**
 * The tracker import's calls: the preview (a POST, as it carries the file, but it writes nothing) and the import,
 * which can add entries, doses, substances and tags, so every read built from them goes stale.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { importDoneSchema, importPreviewSchema, type ImportRequest } from '@wellness/contract';
import { api } from '@/lib/app-api';
import { invalidateTouched } from '@/lib/resources/invalidation';
import type { Resource } from '@/lib/resources/query-keys';

const IMPORTED: readonly Resource[] = ['doses', 'entries', 'substances', 'moodTags', 'names', 'settings', 'history', 'analytics', 'daily'];

export function usePreviewImport() {
  return useMutation({
    mutationFn: (request: ImportRequest) => api.request('/imports/preview', { method: 'POST', body: request, schema: importPreviewSchema }),
    meta: { failure: 'Reading the file' },
  });
}

export function useRunImport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: ImportRequest) => api.request('/imports', { method: 'POST', body: request, schema: importDoneSchema }),
    meta: { failure: 'Importing the file' },
    onSettled: () => invalidateTouched(queryClient, IMPORTED),
  });
}
