import { z } from 'zod';
import type { ComandaFisica } from '../comandas';
import { LIMITES, texto, textoOpcional } from './campos';

/**
 * Physical tabs administered from the dashboard (staff-side §2 Physical tabs, §5 Physical tab
 * form, §7 Physical tabs (admin), §8).
 */
export const MENSAGENS_COMANDAS_FISICAS = {
  numeroENomeObrigatorios: 'Número e nome são obrigatórios',
  ativoInvalido: 'Campo ativo deve ser verdadeiro ou falso',
  filtroAtivoInvalido: 'Parâmetro ativo inválido: use true ou false',
  comandaNaoEncontrada: 'Comanda física não encontrada',
  numeroEmUso: (numero: string) => `Já existe uma comanda com o número ${numero}`,
  /** uso_atual counts the active tabs that carry it (on a table or standalone). */
  emUsoNaoExclui: (n: number) => `Esta comanda está em uso em ${n} mesa(s) e não pode ser excluída`,
  emUsoNaoDesativa: (n: number) =>
    `Esta comanda está em uso em ${n} mesa(s) e não pode ser desativada`,
  confirmarExclusao: 'Tem certeza que deseja excluir esta comanda?',
  comandaCriada: 'Comanda criada com sucesso!',
  comandaAtualizada: 'Comanda atualizada com sucesso!',
  comandaExcluida: 'Comanda excluída com sucesso!',
  comandaAtivada: 'Comanda ativada!',
  comandaDesativada: 'Comanda desativada!',
  erroCarregar: 'Erro ao carregar comandas físicas',
  erroAlterarStatus: 'Erro ao alterar status',
  erroExcluir: 'Erro ao excluir comanda',
  erroSalvar: 'Erro ao salvar comanda',
} as const;

const obrigatorio = (rotulo: string, max: number) =>
  texto(max, {
    erro: MENSAGENS_COMANDAS_FISICAS.numeroENomeObrigatorios,
    longo: `${rotulo} muito longo: use no máximo ${max} caracteres`,
  }).min(1, MENSAGENS_COMANDAS_FISICAS.numeroENomeObrigatorios);

/** POST /api/comandas-fisicas and PUT /api/comandas-fisicas/:id with the form. */
export const comandaFisicaFormSchema = z.object({
  numero: obrigatorio('Número', 20),
  nome: obrigatorio('Nome', LIMITES.nome),
  descricao: textoOpcional(500, 'Descrição muito longa: use no máximo 500 caracteres'),
  /** Absent: active on create, unchanged on edit. */
  ativo: z.boolean({ error: MENSAGENS_COMANDAS_FISICAS.ativoInvalido }).optional(),
});
export type ComandaFisicaFormInput = z.input<typeof comandaFisicaFormSchema>;
export type ComandaFisicaForm = z.output<typeof comandaFisicaFormSchema>;

/** GET /api/comandas-fisicas?ativo=true|false&busca=… (busca: numero or nome). */
export const comandasFisicasFiltroSchema = z.object({
  ativo: z
    .enum(['true', 'false'], { error: MENSAGENS_COMANDAS_FISICAS.filtroAtivoInvalido })
    .transform((v) => v === 'true')
    .optional(),
  busca: texto(LIMITES.nome).optional(),
});
export type ComandasFisicasFiltro = z.output<typeof comandasFisicasFiltroSchema>;

/** A physical tab as the back office lists it. */
export interface ComandaFisicaAdmin extends ComandaFisica {
  created_at: string;
  updated_at: string;
}

/** Pushed when a physical tab is deleted. */
export interface ComandaFisicaRemovidaEvento {
  id: number;
  empresa_id: number;
  updated_at: string;
}
