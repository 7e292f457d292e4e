import { Router } from 'express';
import {
  capacidadeSchema,
  MENSAGENS_RITMO,
  ocupadoSchema,
  pausarSchema,
} from '@cardapio/shared-events';
import type { Core } from '@cardapio/core';
import { requireSession, sessionOf } from '../session';
import { parse } from '../validate';

/**
 * The flow of orders (issue 31 §3). Running the evening is operational: any staff member reads
 * the state, pauses, resumes and turns busy mode on or off. The cap per window is configuration:
 * gestão only (403 'Acesso restrito à gestão' to a colaborador). Always the caller's own company.
 */
export function ritmoRouter(core: Core): Router {
  const router = Router();
  router.use(requireSession(core, ['equipe']));
  const gestao = requireSession(core, ['equipe'], { roles: ['gestao'] });
  const empresaDe = (res: Parameters<typeof sessionOf>[0]) => sessionOf<'equipe'>(res).empresa_id;

  router.get('/', async (_req, res) => {
    res.json(await core.ritmo.estado(empresaDe(res)));
  });

  router.post('/pausa', async (req, res) => {
    const { minutos } = parse(pausarSchema, req.body);
    const estado = await core.ritmo.pausar(empresaDe(res), minutos);
    res.json({ ...estado, mensagem: MENSAGENS_RITMO.pausadoCom(estado.pausa?.texto ?? '') });
  });

  router.delete('/pausa', async (_req, res) => {
    const estado = await core.ritmo.retomar(empresaDe(res));
    res.json({ ...estado, mensagem: MENSAGENS_RITMO.retomado });
  });

  router.put('/ocupado', async (req, res) => {
    const { minutos } = parse(ocupadoSchema, req.body);
    const estado = await core.ritmo.definirOcupado(empresaDe(res), minutos);
    res.json({
      ...estado,
      mensagem:
        minutos > 0 ? MENSAGENS_RITMO.ocupadoLigado(minutos) : MENSAGENS_RITMO.ocupadoDesligado,
    });
  });

  router.put('/capacidade', gestao, async (req, res) => {
    const estado = await core.ritmo.definirCapacidade(
      empresaDe(res),
      parse(capacidadeSchema, req.body),
    );
    res.json({ ...estado, mensagem: MENSAGENS_RITMO.capacidadeSalva });
  });

  return router;
}
