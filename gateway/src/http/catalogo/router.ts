import { Router } from 'express';
import type { ProdutoMenu } from '@cardapio/shared-events';
import type { Core } from '@cardapio/core';
import { requireSession, sessionOf } from '../session';

/** A product of the signed-in catalogue: the menu's shape plus ativo. */
export type ProdutoCatalogo = ProdutoMenu & { ativo: boolean };

/**
 * GET /api/produtos and GET /api/categorias (no empresa id): the catalogue of the caller's own
 * empresa for the waiter area and the staff. The public `/categorias/:empresaId` is elsewhere.
 */
export function catalogoRouter(core: Core): Router {
  const router = Router();
  const sessao = requireSession(core, ['garcom', 'equipe']);

  router.get('/produtos', sessao, async (_req, res) => {
    const { produtos } = await core.cardapio.menu(sessionOf<'garcom' | 'equipe'>(res).empresa_id);
    const lista: ProdutoCatalogo[] = produtos.map((p) => ({ ...p, ativo: true }));
    res.json(lista);
  });

  router.get('/categorias', sessao, async (_req, res) => {
    res.json(await core.cardapio.categorias(sessionOf<'garcom' | 'equipe'>(res).empresa_id));
  });

  return router;
}
