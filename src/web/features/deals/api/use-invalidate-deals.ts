// After any deal write: every deal list, detail and figure, and the leads (a deal converts one).
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { dealKeys, inquiryKeys } from './query-keys.ts';

export function useInvalidateDeals() {
  const queryClient = useQueryClient();
  return useCallback(
    () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: dealKeys.all }),
        queryClient.invalidateQueries({ queryKey: inquiryKeys.all }),
      ]),
    [queryClient],
  );
}
