import { Router, type RequestHandler } from 'express';
import {
  cadastroEmpresaSchema,
  confirmarCadastroSchema,
  empresaConfigSchema,
  freteConfigSchema,
  MENSAGENS_CADASTRO,
  MENSAGENS_EMPRESA,
} from '@cardapio/shared-events';
import { proibido, validacao, type Core } from '@cardapio/core';
import { sendCached } from '../publico/cached';
import { ACESSO_RESTRITO, requireSession, sessionOf } from '../session';
import { receberImagem } from '../upload';
import { idParam, parse } from '../validate';

export function empresaPublicaRouter(core: Core): Router {
  const router = Router();
  router.get('/:id/public', async (req, res) => {
    const id = idParam(req.params.id);
    await sendCached(core, req, res, core.leiturasPublicas.empresa, id);
  });
  return router;
}

/**
 * A restaurant signs itself up (issue 26 §2): public, limited per address; the e-mail link's
 * confirmation (limited like logins, a token being guessed); a new link for a signed-in gestão.
 */
export function cadastroRouter(
  core: Core,
  limites: { cadastro: RequestHandler; login: RequestHandler[] },
): Router {
  const router = Router();
  const gestao = requireSession(core, ['equipe'], { roles: ['gestao'] });

  router.post('/cadastro', limites.cadastro, async (req, res) => {
    res.status(201).json(await core.cadastro.cadastrar(parse(cadastroEmpresaSchema, req.body)));
  });

  router.post('/cadastro/confirmar', ...limites.login, async (req, res) => {
    res.json(await core.cadastro.confirmar(parse(confirmarCadastroSchema, req.body)));
  });

  router.post('/cadastro/reenviar-confirmacao', gestao, ...limites.login, async (_req, res) => {
    const s = sessionOf<'equipe'>(res);
    res.json(await core.cadastro.reenviarConfirmacao(s.empresa_id, s.sub));
  });
  return router;
}

/** The settings PUT /api/frete/config saves (gestão only) that the company's PUT also carries. */
const CAMPOS_DO_FRETE = Object.keys(freteConfigSchema.shape).filter(
  (campo): campo is keyof typeof empresaConfigSchema.shape => campo in empresaConfigSchema.shape,
);

/**
 * The company settings (staff-side §7 Company) and its storefront's logo (issue 26): any staff
 * member of that company, gestão or colaborador (both reach the settings screen, staff-side §6);
 * the id in the path must be the caller's own (another company's answers 403, DESIGN §4).
 * Freight is the gestão's on either route: a colaborador's save that carries a freight field
 * answers 403 as PUT /api/frete/config does, and writes nothing.
 */
export function empresasRouter(core: Core): Router {
  const router = Router();
  router.use(requireSession(core, ['equipe']));
  const gestao = requireSession(core, ['equipe'], { roles: ['gestao'] });

  const propria = (param: unknown, empresaId: number) => {
    const id = idParam(param);
    if (id !== empresaId) throw proibido(MENSAGENS_EMPRESA.outraEmpresa);
    return id;
  };

  router.get('/:id', async (req, res) => {
    const s = sessionOf<'equipe'>(res);
    res.json(await core.empresaConfig.obter(propria(req.params.id, s.empresa_id)));
  });

  router.put('/:id', async (req, res) => {
    const s = sessionOf<'equipe'>(res);
    const id = propria(req.params.id, s.empresa_id);
    const dados = parse(empresaConfigSchema, req.body);
    if (s.role !== 'gestao' && CAMPOS_DO_FRETE.some((campo) => dados[campo] !== undefined))
      throw proibido(ACESSO_RESTRITO);
    const empresa = await core.empresaConfig.salvar(id, dados);
    res.json({ empresa, mensagem: MENSAGENS_EMPRESA.salvas });
  });

  // The path's company is checked before the file is read: another company's upload is refused
  // without receiving it.
  router.put(
    '/:id/logo',
    (req, res, next) => {
      propria(req.params.id, sessionOf<'equipe'>(res).empresa_id);
      next();
    },
    receberImagem,
    async (req, res) => {
      const id = idParam(req.params.id);
      if (!req.file) throw validacao(MENSAGENS_EMPRESA.logoObrigatoria);
      const empresa = await core.empresaConfig.salvarLogo(id, req.file.buffer);
      res.json({ empresa, mensagem: MENSAGENS_EMPRESA.logoSalva });
    },
  );

  router.delete('/:id/logo', async (req, res) => {
    const s = sessionOf<'equipe'>(res);
    const empresa = await core.empresaConfig.removerLogo(propria(req.params.id, s.empresa_id));
    res.json({ empresa, mensagem: MENSAGENS_EMPRESA.logoRemovida });
  });

  // The first-run checklist (any staff member sees it), 'Abrir a loja' and the sample menu (gestão).
  router.get('/:id/primeiros-passos', async (req, res) => {
    const s = sessionOf<'equipe'>(res);
    res.json(await core.primeirosPassos.obter(propria(req.params.id, s.empresa_id)));
  });

  router.post('/:id/abrir', gestao, async (req, res) => {
    const s = sessionOf<'equipe'>(res);
    const id = propria(req.params.id, s.empresa_id);
    res.json({
      ...(await core.primeirosPassos.abrir(id)),
      mensagem: MENSAGENS_CADASTRO.lojaAberta,
    });
  });

  router.post('/:id/cardapio-exemplo', gestao, async (req, res) => {
    const s = sessionOf<'equipe'>(res);
    const id = propria(req.params.id, s.empresa_id);
    res.status(201).json(await core.primeirosPassos.carregarCardapioExemplo(id));
  });
  return router;
}
