import { and, eq, gt, isNull } from 'drizzle-orm';
import {
  type CadastroEmpresa,
  type CadastroEmpresaResposta,
  MENSAGENS_CADASTRO,
  MENSAGENS_USUARIOS,
  type Publish,
} from '@cardapio/shared-events';
import type { Db } from '../db/client';
import type { AuthService } from '../auth/service';
import { hashPassword } from '../auth/password';
import { hashOpaqueToken, newOpaqueToken } from '../auth/tokens';
import { escapeHtml } from '../email/html';
import type { EmailService } from '../email/service';
import { conflito, isUniqueViolation, naoEncontrado, validacao } from '../shared/errors';
import type { Invalidacao } from '../shared/invalidacao';
import { registrarLoginEquipe } from '../usuarios/login-equipe';
import { inserirUsuario } from '../usuarios/escritas';
import { usuarios } from '../usuarios/schema';
import { anunciarEmpresaMudou } from './mudou';
import { empresas } from './schema';

/** How long the confirmation link of a sign-up works (a new one can be asked from the dashboard). */
export const CONFIRMACAO_TTL_MS = 24 * 60 * 60 * 1000;

export interface CadastroDeps {
  db: Db;
  auth: Pick<AuthService, 'sessaoDeEquipe'>;
  email: Pick<EmailService, 'enfileirar'>;
  invalidacao: Invalidacao;
  publish: Publish;
  /** Base address of the web app, for the link in the e-mail. */
  publicUrl: string;
  now: () => Date;
}

/**
 * A restaurant signs itself up (issue 26 §2): the company and its first gestão account are
 * written in one transaction, with a confirmation token (only its SHA-256 is kept) e-mailed to
 * the owner. Until the e-mail is confirmed the owner can sign in and set the store up, but its
 * menu is not public (empresaNoAr) and the store cannot be opened (primeiros-passos.ts).
 */
export function createCadastroService(deps: CadastroDeps) {
  const { db } = deps;

  async function enviarConfirmacao(
    empresa: { id: number; nome: string },
    dono: { nome: string; email: string },
    token: string,
  ): Promise<void> {
    const link =
      `${deps.publicUrl.replace(/\/$/, '')}/admin/confirmar-cadastro` +
      `?empresa=${empresa.id}&token=${token}`;
    await deps.email.enfileirar(empresa.id, {
      to: dono.email,
      subject: `Confirme o cadastro de ${empresa.nome} no Cardápio Vivo`,
      text:
        `Olá, ${dono.nome}!\n\n${empresa.nome} foi cadastrado no Cardápio Vivo com o email ` +
        `${dono.email}.\nConfirme o cadastro abrindo o link abaixo (válido por 24 horas):\n\n` +
        `${link}\n\nDepois de confirmar, termine a configuração no painel e abra a loja.\n\n` +
        `Se você não fez este cadastro, ignore este email: nada será publicado.`,
      html:
        `<p>Olá, ${escapeHtml(dono.nome)}!</p>` +
        `<p><strong>${escapeHtml(empresa.nome)}</strong> foi cadastrado no Cardápio Vivo com o ` +
        `email ${escapeHtml(dono.email)}.</p>` +
        `<p><a href="${link}">Confirmar meu cadastro</a> (válido por 24 horas)</p>` +
        `<p>Depois de confirmar, termine a configuração no painel e abra a loja.</p>` +
        `<p>Se você não fez este cadastro, ignore este email: nada será publicado.</p>`,
    });
  }

  return {
    /**
     * The company starts empty and closed: no products, no opening hours, no delivery area,
     * pickup off, the default timezone (America/Sao_Paulo), not confirmed, not opened. A staff
     * e-mail already in use (login_equipe) fails the whole transaction: 409, nothing written.
     */
    async cadastrar(input: CadastroEmpresa): Promise<CadastroEmpresaResposta> {
      const senhaHash = await hashPassword(input.senha);
      const { token, hash } = newOpaqueToken();
      const agora = deps.now();
      let criado;
      try {
        criado = await db.transaction(async (tx) => {
          const [empresa] = await tx
            .insert(empresas)
            .values({
              nome: input.nome,
              cnpj: input.cnpj,
              email: input.email,
              telefone: input.telefone,
              cidade: input.cidade,
              aceita_retirada: false,
              cadastro_confirmado_em: null,
              confirmacao_token_hash: hash,
              confirmacao_expira_em: new Date(agora.getTime() + CONFIRMACAO_TTL_MS),
              loja_aberta_em: null,
              created_at: agora,
              updated_at: agora,
            })
            .returning({ id: empresas.id, nome: empresas.nome });
          const dono = await inserirUsuario(tx, {
            empresa_id: empresa!.id,
            nivel: 'admin',
            role: 'gestao',
            nome: input.responsavel,
            email: input.email,
            senha_hash: senhaHash,
            telefone: input.telefone,
            cidade: input.cidade,
          });
          await registrarLoginEquipe(tx, dono);
          return { empresa: empresa!, dono };
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw conflito(MENSAGENS_CADASTRO.emailCadastrado);
        throw error;
      }
      // After the commit: a lost e-mail is asked again from the dashboard ('Reenviar email').
      await enviarConfirmacao(criado.empresa, criado.dono, token);
      return {
        ...deps.auth.sessaoDeEquipe(criado.dono),
        empresa: criado.empresa,
        mensagem: MENSAGENS_CADASTRO.criado,
      };
    },

    /**
     * The link's token, once and before it expires: the company is confirmed and the token
     * spent in one conditional UPDATE (two clicks at once: one wins, the other is refused).
     */
    async confirmar(input: { empresa_id: number; token: string }): Promise<{ mensagem: string }> {
      const agora = deps.now();
      const [row] = await db
        .update(empresas)
        .set({
          cadastro_confirmado_em: agora,
          confirmacao_token_hash: null,
          confirmacao_expira_em: null,
          updated_at: agora,
        })
        .where(
          and(
            eq(empresas.id, input.empresa_id),
            isNull(empresas.cadastro_confirmado_em),
            eq(empresas.confirmacao_token_hash, hashOpaqueToken(input.token)),
            gt(empresas.confirmacao_expira_em, agora),
          ),
        )
        .returning({ id: empresas.id });
      if (!row) throw validacao(MENSAGENS_CADASTRO.linkInvalido);
      // The menu is public from now on (a 404 cached before must not outlive the confirmation).
      anunciarEmpresaMudou(deps, row.id, agora);
      return { mensagem: MENSAGENS_CADASTRO.confirmado };
    },

    /** A new link for the signed-in gestão (the one before stops working). */
    async reenviarConfirmacao(empresaId: number, usuarioId: number): Promise<{ mensagem: string }> {
      const [dono] = await db
        .select({ nome: usuarios.nome, email: usuarios.email })
        .from(usuarios)
        .where(and(eq(usuarios.empresa_id, empresaId), eq(usuarios.id, usuarioId)));
      if (!dono) throw naoEncontrado(MENSAGENS_USUARIOS.naoEncontrado);
      const { token, hash } = newOpaqueToken();
      const agora = deps.now();
      const [empresa] = await db
        .update(empresas)
        .set({
          confirmacao_token_hash: hash,
          confirmacao_expira_em: new Date(agora.getTime() + CONFIRMACAO_TTL_MS),
        })
        .where(and(eq(empresas.id, empresaId), isNull(empresas.cadastro_confirmado_em)))
        .returning({ id: empresas.id, nome: empresas.nome });
      if (!empresa) throw conflito(MENSAGENS_CADASTRO.jaConfirmado);
      await enviarConfirmacao(empresa, dono, token);
      return { mensagem: MENSAGENS_CADASTRO.reenviado };
    },
  };
}

export type CadastroService = ReturnType<typeof createCadastroService>;
