import { z } from 'zod';
import { MESA_STATUS } from './comandas';
import { LIMITES, texto } from './campos';

/**
 * Tables administered from the dashboard (staff-side §3 Table, §4 Table status, §5 Table form,
 * §7 Tables (admin), §8 Tables). The server validates with these schemas and the form on
 * /dashboard/mesas validates with the same ones.
 */
export const MENSAGENS_MESA = {
  numeroObrigatorio: 'Número é obrigatório',
  numeroLongo: 'Número muito longo: use no máximo 20 caracteres',
  nomeObrigatorio: 'Nome é obrigatório',
  nomeLongo: 'Nome muito longo: use no máximo 100 caracteres',
  capacidadeObrigatoria: 'Capacidade é obrigatória',
  capacidadeInteira: 'Capacidade deve ser um número inteiro',
  capacidadeMinima: 'Capacidade mínima é 1 pessoa',
  capacidadeMaxima: 'Capacidade máxima é 20 pessoas',
  statusInvalido: 'Status inválido: use livre, ocupada, reservada ou manutencao',
  numeroDuplicado: (numero: string) => `Já existe uma mesa com o número ${numero}`,
  mesaNaoEncontrada: 'Mesa não encontrada',
  excluirComComanda:
    'Esta mesa tem comanda ativa e não pode ser excluída. Encerre ou remova a comanda antes.',
  manutencaoComComanda:
    'Esta mesa tem comanda ativa e não pode entrar em manutenção. Encerre ou remova a comanda antes.',
  /** A waiter opening (or transferring) a tab onto a table under maintenance. */
  mesaEmManutencao: 'Esta mesa está em manutenção e não pode receber comandas',
  confirmarExclusao: 'Tem certeza que deseja excluir esta mesa?',
  // Toasts of the screen (staff-side §8).
  erroCarregar: 'Erro ao carregar mesas',
  erroSalvar: 'Erro ao salvar mesa',
  erroExcluir: 'Erro ao excluir mesa',
  mesaCriada: 'Mesa criada com sucesso!',
  mesaAtualizada: 'Mesa atualizada com sucesso!',
  mesaExcluida: 'Mesa excluída com sucesso!',
} as const;

/** Table capacity (staff-side §9): 1 to 20 people, 4 when not given. */
export const CAPACIDADE_MESA = { minima: 1, maxima: 20, padrao: 4 } as const;

/** How each status reads on the screens. */
export const ROTULO_STATUS_MESA: Record<(typeof MESA_STATUS)[number], string> = {
  livre: 'Livre',
  ocupada: 'Ocupada',
  reservada: 'Reservada',
  manutencao: 'Manutenção',
};

const capacidade = z
  .preprocess(
    // A form sends text; '' is a missing value, anything else must read as a number.
    (v) => (typeof v === 'string' ? (v.trim() === '' ? undefined : Number(v.trim())) : v),
    z
      .number({
        error: (issue) =>
          issue.input === undefined
            ? MENSAGENS_MESA.capacidadeObrigatoria
            : MENSAGENS_MESA.capacidadeInteira,
      })
      .int({ error: MENSAGENS_MESA.capacidadeInteira })
      .min(CAPACIDADE_MESA.minima, { error: MENSAGENS_MESA.capacidadeMinima })
      .max(CAPACIDADE_MESA.maxima, { error: MENSAGENS_MESA.capacidadeMaxima }),
  )
  .default(CAPACIDADE_MESA.padrao);

/** POST /api/mesas and PUT /api/mesas/:id. */
export const mesaFormSchema = z.object({
  numero: z.preprocess(
    (v) => (typeof v === 'number' && Number.isFinite(v) ? String(v) : v),
    texto(20, { erro: MENSAGENS_MESA.numeroObrigatorio, longo: MENSAGENS_MESA.numeroLongo }).min(
      1,
      MENSAGENS_MESA.numeroObrigatorio,
    ),
  ),
  nome: texto(LIMITES.nome, {
    erro: MENSAGENS_MESA.nomeObrigatorio,
    longo: MENSAGENS_MESA.nomeLongo,
  }).min(1, MENSAGENS_MESA.nomeObrigatorio),
  capacidade,
  status: z.enum(MESA_STATUS, { error: MENSAGENS_MESA.statusInvalido }).default('livre'),
});
export type MesaFormInput = z.input<typeof mesaFormSchema>;
export type MesaForm = z.output<typeof mesaFormSchema>;

/** Pushed to the waiters and the staff when a table is deleted. */
export interface MesaRemovidaEvento {
  id: number;
  empresa_id: number;
  updated_at: string;
}
