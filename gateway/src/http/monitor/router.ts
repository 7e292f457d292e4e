import { Router } from 'express';
import { z } from 'zod';
import {
  dispositivoSchema,
  monitorConfigSchema,
  novaTelaSchema,
  visaoDaCozinhaSchema,
} from '@cardapio/shared-events';
import type { Core } from '@cardapio/core';
import { requireSession, sessionOf } from '../session';
import { idParam, parse } from '../validate';

/**
 * Kitchen displays (staff): a display token opens /monitor already signed in, sees orders and
 * waiter calls of the empresa and nothing else, and can be revoked at any time.
 */
export function monitorRouter(core: Core): Router {
  const router = Router();
  const equipe = requireSession(core, ['equipe']);

  // Ticket ageing: read by the monitor itself, changed by the staff.
  router.get('/config', requireSession(core, ['equipe', 'monitor']), async (_req, res) => {
    res.json(await core.monitor.configuracao(sessionOf<'equipe' | 'monitor'>(res).empresa_id));
  });

  router.put('/config', equipe, async (req, res) => {
    const salvo = await core.monitor.salvarConfiguracao(
      sessionOf<'equipe'>(res).empresa_id,
      parse(monitorConfigSchema, req.body),
    );
    res.json({ ...salvo, mensagem: 'Configurações salvas com sucesso!' });
  });

  // What this kitchen screen shows (issue 29 §1), kept per screen: a registered screen by its
  // id, a staff member's /monitor by device (as its confirmations are).
  const tela = (res: Parameters<typeof sessionOf>[0], dispositivo: string | undefined) => {
    const sessao = sessionOf<'equipe' | 'monitor'>(res);
    return sessao.kind === 'monitor'
      ? `t${sessao.sub}`
      : `u${sessao.sub}${dispositivo ? `:${dispositivo}` : ''}`;
  };
  const telaOuEquipe = requireSession(core, ['equipe', 'monitor']);
  const consultaDaVisao = z.object({ dispositivo: dispositivoSchema.optional() });

  router.get('/visao', telaOuEquipe, async (req, res) => {
    const { dispositivo } = parse(consultaDaVisao, req.query);
    const { empresa_id } = sessionOf<'equipe' | 'monitor'>(res);
    res.json(await core.estacoes.visao(empresa_id, tela(res, dispositivo)));
  });

  router.put('/visao', telaOuEquipe, async (req, res) => {
    const { dispositivo, ...visao } = parse(visaoDaCozinhaSchema, req.body);
    const { empresa_id } = sessionOf<'equipe' | 'monitor'>(res);
    res.json(await core.estacoes.definirVisao(empresa_id, tela(res, dispositivo), visao));
  });

  router.use(equipe);

  // What the board and the dashboard warn about: confirmations and open alerts (issue 28 §3).
  router.get('/cozinha', async (_req, res) => {
    res.json(await core.cozinha.estado(sessionOf<'equipe'>(res).empresa_id));
  });

  router.get('/telas', async (_req, res) => {
    res.json(await core.monitor.listar(sessionOf<'equipe'>(res).empresa_id));
  });

  router.post('/telas', async (req, res) => {
    const sessao = sessionOf<'equipe'>(res);
    const { nome } = parse(novaTelaSchema, req.body);
    res.status(201).json(await core.monitor.criar(sessao.empresa_id, sessao.sub, nome));
  });

  router.delete('/telas/:id', async (req, res) => {
    await core.monitor.revogar(sessionOf<'equipe'>(res).empresa_id, idParam(req.params.id));
    res.json({ mensagem: 'Acesso da tela encerrado' });
  });

  return router;
}
