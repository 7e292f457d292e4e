import type { CategoriaMenu, MenuResposta, OpcaoGrupo } from '@cardapio/shared-events';
import { cacheKeys } from '../shared/cache-keys';
import type { LeituraPublica } from '../shared/leitura-publica';
import type { CardapioService } from './service';

/** The menu's public reads: GET /api/menu/:id, /api/categorias/:id, /api/menu/produto/:id/opcoes. */
export const leiturasDoCardapio = (cardapio: CardapioService) => ({
  menu: {
    chave: cacheKeys.menu,
    carregar: (empresaId) => cardapio.menu(empresaId),
  } satisfies LeituraPublica<MenuResposta>,
  categorias: {
    chave: cacheKeys.categorias,
    carregar: (empresaId) => cardapio.categorias(empresaId),
  } satisfies LeituraPublica<CategoriaMenu[]>,
  opcoes: {
    chave: cacheKeys.opcoes,
    carregar: (produtoId) => cardapio.opcoes(produtoId),
  } satisfies LeituraPublica<OpcaoGrupo[]>,
});
