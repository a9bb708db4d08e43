// After any deal write: every deal list, detail and figure, and the leads (a deal converts one).
// Not awaited: a write's toast and closing follow the server's answer, not the refetch of every open
// list behind it (the available-properties grid alone can hold hundreds of listings).
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { dealKeys, inquiryKeys } from './query-keys.ts';

export function useInvalidateDeals() {
  const queryClient = useQueryClient();
  return useCallback(() => {
    void queryClient.invalidateQueries({ queryKey: dealKeys.all });
    void queryClient.invalidateQueries({ queryKey: inquiryKeys.all });
  }, [queryClient]);
}
