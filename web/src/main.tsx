// First: zod must know it may not use eval before any schema is built.
import './app/zodSemEval';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { Providers } from './app/providers';
import { router } from './app/router';
import { store } from './app/store';
import { restaurarSessao } from './features/auth/session';

// Customer-side §4: the stored sessions are restored before anything renders.
store.dispatch(restaurarSessao());

const root = document.getElementById('root');
if (!root) throw new Error('Elemento #root não encontrado');

function renderizar(elemento: HTMLElement) {
  createRoot(elemento).render(
    <StrictMode>
      <Providers>
        <RouterProvider router={router} />
      </Providers>
    </StrictMode>,
  );
}

// The server drew the storefront's first screen into #root: React replaces it once it can draw
// the same screen (bounded wait), not a spinner in between. Any other page renders at once.
if (root.querySelector('[data-testid="primeira-tela"]')) {
  void import('./features/cardapio/esperar-vitrine')
    .then(({ esperarVitrine }) => esperarVitrine(store.dispatch, router, location.pathname))
    .then(
      (soltar) => {
        renderizar(root);
        // The page subscribed to the same reads in its first render.
        setTimeout(soltar, 0);
      },
      () => renderizar(root),
    );
} else {
  renderizar(root);
}
