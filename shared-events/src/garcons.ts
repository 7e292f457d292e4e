import { z } from 'zod';
import type { GarcomPublico } from './auth';
import { LIMITES, texto, textoOpcional } from './campos';

/**
 * Waiters administered from the dashboard (staff-side §2 Waiters, §5 Waiter form, §7 Waiters
 * (admin)). The spec shows no toast for waiters (failures are only logged); the screen shows
 * these anyway, in the words of the other back-office screens.
 */
export const MENSAGENS_GARCONS = {
  nomeObrigatorio: 'Nome é obrigatório',
  sobrenomeObrigatorio: 'Sobrenome é obrigatório',
  emailObrigatorio: 'Email é obrigatório',
  emailInvalido: 'Email inválido',
  senhaObrigatoria: 'Senha é obrigatória',
  ativoInvalido: 'Campo ativo deve ser verdadeiro ou falso',
  garcomNaoEncontrado: 'Garçom não encontrado',
  /** Waiters sign in by e-mail alone, so an address names one waiter in the whole system. */
  emailEmUso: 'Já existe um garçom com este email',
  confirmarExclusao: 'Tem certeza que deseja excluir este garçom?',
  garcomCriado: 'Garçom criado com sucesso!',
  garcomAtualizado: 'Garçom atualizado com sucesso!',
  garcomExcluido: 'Garçom excluído com sucesso!',
  garcomAtivado: 'Garçom ativado!',
  garcomDesativado: 'Garçom desativado!',
  erroCarregar: 'Erro ao carregar garçons',
  erroSalvar: 'Erro ao salvar garçom',
  erroExcluir: 'Erro ao excluir garçom',
  erroAlterarStatus: 'Erro ao alterar status',
} as const;

const obrigatorio = (mensagem: string, rotulo: string, max: number = LIMITES.nome) =>
  texto(max, {
    erro: mensagem,
    longo: `${rotulo} muito longo: use no máximo ${max} caracteres`,
  }).min(1, mensagem);

/** Passwords are never trimmed; the spec shows no length rule for a waiter's. */
const senha = texto(LIMITES.senha, {
  erro: MENSAGENS_GARCONS.senhaObrigatoria,
  aparar: false,
  longo: `A senha deve ter no máximo ${LIMITES.senha} caracteres`,
});

const ativo = z.boolean({ error: MENSAGENS_GARCONS.ativoInvalido });

const camposDoGarcom = {
  nome: obrigatorio(MENSAGENS_GARCONS.nomeObrigatorio, 'Nome'),
  sobrenome: obrigatorio(MENSAGENS_GARCONS.sobrenomeObrigatorio, 'Sobrenome'),
  email: obrigatorio(MENSAGENS_GARCONS.emailObrigatorio, 'Email', LIMITES.email)
    .pipe(z.email({ error: MENSAGENS_GARCONS.emailInvalido }))
    .transform((v) => v.toLowerCase()),
  telefone: textoOpcional(LIMITES.telefone, 'Telefone muito longo'),
};

/** POST /api/garcom: every field, senha required. */
export const garcomCriacaoSchema = z.object({
  ...camposDoGarcom,
  senha: senha.min(1, MENSAGENS_GARCONS.senhaObrigatoria),
  ativo: ativo.default(true),
});

/** PUT /api/garcom/:id with the form: a blank (or absent) senha keeps the current one. */
export const garcomEdicaoSchema = z.object({
  ...camposDoGarcom,
  senha: senha.nullish().transform((v) => (v ? v : undefined)),
  ativo: ativo.optional(),
});

/** PUT /api/garcom/:id or /api/comandas-fisicas/:id with `{ativo}` alone (the toggle). */
export const ativoSozinhoSchema = z.object({ ativo });

/** Whether a PUT body is the toggle (`{ativo}` and nothing else) rather than the form. */
export function ehSoAtivo(corpo: unknown): boolean {
  if (typeof corpo !== 'object' || corpo === null || Array.isArray(corpo)) return false;
  const chaves = Object.keys(corpo);
  return chaves.length === 1 && chaves[0] === 'ativo';
}

export type GarcomCriacaoInput = z.input<typeof garcomCriacaoSchema>;
export type GarcomCriacao = z.output<typeof garcomCriacaoSchema>;
export type GarcomEdicaoInput = z.input<typeof garcomEdicaoSchema>;
export type GarcomEdicao = z.output<typeof garcomEdicaoSchema>;

/** A waiter as the back office lists it (never with the password hash). */
export interface GarcomAdmin extends GarcomPublico {
  updated_at: string;
}

/** Pushed when a waiter is deleted. */
export interface GarcomRemovidoEvento {
  id: number;
  empresa_id: number;
  updated_at: string;
}
