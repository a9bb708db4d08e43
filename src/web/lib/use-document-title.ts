// Each page names itself in the browser tab and history (Pages).
import { useEffect } from 'react';

export function useDocumentTitle(title: string | null | undefined) {
  useEffect(() => {
    if (title) document.title = `${title} | Gruha`;
  }, [title]);
}
