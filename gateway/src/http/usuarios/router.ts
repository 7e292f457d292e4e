import { Router } from 'express';
import type { Core } from '@cardapio/core';
import { requireSession, sessionOf } from '../session';
import { idParam } from '../validate';

/** Staff users of the caller's empresa; gestao only. */
export function usuariosRouter(core: Core): Router {
  const router = Router();
  router.use(requireSession(core, ['equipe'], { roles: ['gestao'] }));

  router.get('/', async (_req, res) => {
    res.json(await core.usuarios.listarStaff(sessionOf<'equipe'>(res).empresa_id));
  });

  router.delete('/:id', async (req, res) => {
    const s = sessionOf<'equipe'>(res);
    await core.usuarios.excluirStaff(s.empresa_id, idParam(req.params.id), s.sub);
    res.json({ mensagem: 'Usuário deletado com sucesso!' });
  });
  return router;
}
