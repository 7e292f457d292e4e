import { useEffect } from 'react';

export function useDocumentTitle(titulo: string | undefined): void {
  useEffect(() => {
    document.title = titulo ? `${titulo} · Cardápio Vivo` : 'Cardápio Vivo';
  }, [titulo]);
}
