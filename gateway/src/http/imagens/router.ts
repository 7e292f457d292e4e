import { Router } from 'express';
import { naoEncontrado, validacao, type Core } from '@cardapio/core';
import {
  LARGURA_DA_IMAGEM_INVALIDA,
  LARGURAS_DA_IMAGEM,
  type LarguraDaImagem,
} from '@cardapio/shared-events';

/** `?w=` absent: the stored picture; otherwise one of the card widths (any other is a 400). */
function larguraPedida(w: unknown): LarguraDaImagem | undefined {
  if (w === undefined) return undefined;
  const largura = LARGURAS_DA_IMAGEM.find((l) => String(l) === w);
  if (largura === undefined) throw validacao(LARGURA_DA_IMAGEM_INVALIDA);
  return largura;
}

/**
 * GET /api/imagens/:arquivo (`12-<hash>.webp`): a catalogue picture, from the database so any
 * gateway serves it; `?w=320|480|640` a copy that wide for the cards. The name carries the
 * content hash, so browsers and CDNs keep it forever.
 */
export function imagensRouter(core: Core): Router {
  const router = Router();
  router.get('/:arquivo', async (req, res) => {
    const largura = larguraPedida(req.query.w);
    const imagem = largura
      ? await core.imagens.variante(req.params.arquivo, largura)
      : await core.imagens.obter(req.params.arquivo);
    if (!imagem) throw naoEncontrado('Imagem não encontrada');
    res.set('Cache-Control', 'public, max-age=31536000, immutable');
    res.set('ETag', largura ? `"${imagem.hash}-${largura}"` : `"${imagem.hash}"`);
    res.type(imagem.content_type);
    if (req.fresh) {
      res.status(304).end();
      return;
    }
    res.send(imagem.dados);
  });
  return router;
}
