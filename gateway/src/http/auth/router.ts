import { Router, type RequestHandler } from 'express';
import {
  alterarSenhaSchema,
  loginSchema,
  perfilSchema,
  recuperarSenhaSchema,
  redefinirSenhaSchema,
  registroSchema,
  staffRegisterSchema,
} from '@cardapio/shared-events';
import type { Core } from '@cardapio/core';
import { requireSession, sessionOf } from '../session';
import { parse } from '../validate';

/**
 * Customer accounts (customer-side §7), the staff-user registration (staff-side §7), and the
 * password of every kind of account: recovery by kind (tipo) and 'Alterar senha'.
 */
export function authRouter(core: Core, limiters: RequestHandler[]): Router {
  const router = Router();
  const cliente = requireSession(core, ['cliente']);
  const gestao = requireSession(core, ['equipe'], { roles: ['gestao'] });
  const conta = requireSession(core, ['cliente', 'equipe', 'garcom']);

  router.post('/login', ...limiters, async (req, res) => {
    res.json(await core.auth.loginCliente(parse(loginSchema, req.body)));
  });

  router.post('/registro', ...limiters, async (req, res) => {
    res.status(201).json(await core.auth.registrarCliente(parse(registroSchema, req.body)));
  });

  router.post('/recuperar-senha', ...limiters, async (req, res) => {
    res.json(await core.auth.solicitarRecuperacao(parse(recuperarSenhaSchema, req.body)));
  });

  router.post('/redefinir-senha', ...limiters, async (req, res) => {
    res.json(await core.auth.redefinirSenha(parse(redefinirSenhaSchema, req.body)));
  });

  // The limiters count wrong current passwords like failed logins (per address).
  router.put('/senha', conta, ...limiters, async (req, res) => {
    const s = sessionOf<'cliente' | 'equipe' | 'garcom'>(res);
    res.json(await core.auth.alterarSenha(s, parse(alterarSenhaSchema, req.body)));
  });

  router.get('/perfil', cliente, async (_req, res) => {
    const s = sessionOf<'cliente'>(res);
    res.json({ usuario: await core.auth.perfil(s.empresa_id, s.sub) });
  });

  router.put('/perfil', cliente, async (req, res) => {
    const s = sessionOf<'cliente'>(res);
    const usuario = await core.auth.atualizarPerfil(
      s.empresa_id,
      s.sub,
      parse(perfilSchema, req.body),
    );
    res.json({ usuario, mensagem: 'Perfil atualizado com sucesso!' });
  });

  router.delete('/conta', cliente, async (_req, res) => {
    const s = sessionOf<'cliente'>(res);
    res.json(await core.auth.excluirConta(s.empresa_id, s.sub));
  });

  router.post('/register', gestao, async (req, res) => {
    const s = sessionOf<'equipe'>(res);
    const usuario = await core.usuarios.registrarStaff(
      s.empresa_id,
      parse(staffRegisterSchema, req.body),
    );
    res.status(201).json({ usuario, mensagem: 'Usuário criado com sucesso!' });
  });

  return router;
}
