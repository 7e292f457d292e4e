import { Router } from 'express';
import { naoEncontrado, type Core } from '@cardapio/core';

/**
 * GET /api/imagens/:arquivo (`12-<hash>.webp`): a catalogue picture, from the database so any
 * gateway serves it. The name carries the content hash, so browsers and CDNs keep it forever.
 */
export function imagensRouter(core: Core): Router {
  const router = Router();
  router.get('/:arquivo', async (req, res) => {
    const imagem = await core.imagens.obter(req.params.arquivo);
    if (!imagem) throw naoEncontrado('Imagem não encontrada');
    res.set('Cache-Control', 'public, max-age=31536000, immutable');
    res.set('ETag', `"${imagem.hash}"`);
    res.type(imagem.content_type);
    if (req.fresh) {
      res.status(304).end();
      return;
    }
    res.send(imagem.dados);
  });
  return router;
}
