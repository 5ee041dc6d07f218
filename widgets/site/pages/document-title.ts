import { useEffect } from 'react';

/** Sets the tab's title while a page shows: "<page> · Casino". */
export function useDocumentTitle(title: string): void {
  useEffect(() => {
    document.title = title ? `${title} · Casino` : 'Casino';
  }, [title]);
}
