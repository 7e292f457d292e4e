import { StrictMode } from 'react';
import { zodSemEval } from '@cardapio/shared-events';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { Providers } from './app/providers';
import { router } from './app/router';
import { store } from './app/store';
import { restaurarSessao } from './features/auth/session';

// Before any schema parses: the Content-Security-Policy refuses eval.
zodSemEval();

// Customer-side §4: the stored sessions are restored before anything renders.
store.dispatch(restaurarSessao());

const root = document.getElementById('root');
if (!root) throw new Error('Elemento #root não encontrado');

createRoot(root).render(
  <StrictMode>
    <Providers>
      <RouterProvider router={router} />
    </Providers>
  </StrictMode>,
);
