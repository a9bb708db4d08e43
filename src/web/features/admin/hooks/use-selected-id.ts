// The selected person lives in the address (?id=12), so a reload or a shared link opens the same panel.
import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

export function useSelectedId(): [number | null, (id: number | null) => void] {
  const [params, setParams] = useSearchParams();
  const raw = Number(params.get('id'));
  const selectedId = Number.isInteger(raw) && raw > 0 ? raw : null;
  const select = useCallback(
    (id: number | null) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (id === null) next.delete('id');
          else next.set('id', String(id));
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );
  return [selectedId, select];
}
