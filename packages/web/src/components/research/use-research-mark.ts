/** Setting a bookmark or an "opened" mark; every research list reloads afterwards (invalidation.ts). */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invalidateTouched } from '@/lib/resources/invalidation';
import { setResearchMark, type ResearchMark } from '@/lib/resources/research';

export function useResearchMark() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ itemId, mark }: { itemId: string; mark: ResearchMark }) => setResearchMark(itemId, mark),
    meta: { failure: 'Updating a research mark' },
    onSettled: () => invalidateTouched(queryClient, ['research']),
  });
}
