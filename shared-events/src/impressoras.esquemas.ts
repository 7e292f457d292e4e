import { z } from 'zod';
import { idSchema, texto } from './campos';
import {
  CONEXOES_DE_IMPRESSORA,
  DOCUMENTOS_DE_IMPRESSAO,
  LARGURAS_DE_PAPEL,
  type DocumentoDeImpressaoTipo,
} from './impressoras';

export const MENSAGENS_IMPRESSORA = {
  nomeObrigatorio: 'Informe o nome da impressora',
  nomeLongo: 'O nome pode ter no máximo 40 caracteres',
  agenteObrigatorio: 'Escolha o computador que imprime',
  enderecoObrigatorio: 'Informe o endereço da impressora (IP ou caminho)',
  enderecoLongo: 'O endereço pode ter no máximo 200 caracteres',
  conexaoInvalida: 'Conexão inválida: use rede ou arquivo',
  portaInvalida: 'A porta deve ser um número de 1 a 65535',
  larguraInvalida: 'Largura do papel inválida: 58 ou 80 mm',
  documentosInvalidos: 'Escolha o que a impressora imprime',
  copiasInvalidas: 'Cópias: de 1 a 5',
  codigoObrigatorio: 'Informe o código mostrado em Impressoras',
  nomeDoComputador: 'Informe o nome do computador',
  codigoInvalido: 'Código inválido ou expirado. Gere um novo código em Impressoras.',
  agenteNaoEncontrado: 'Computador de impressão não encontrado',
  impressoraNaoEncontrada: 'Impressora não encontrada',
  agenteDesconectado: 'Computador desconectado',
  impressoraExcluida: 'Impressora excluída',
  reimpressaoEnviada: 'Enviado para a impressora',
  semImpressoraDaCozinha: 'Nenhuma impressora ativa imprime os tickets da cozinha',
  semImpressoraDeEntrega: 'Nenhuma impressora ativa imprime a via do entregador',
  semImpressoraDeConta: 'Nenhuma impressora ativa imprime contas',
  semImpressoraDeFechamento: 'Nenhuma impressora ativa imprime o fechamento do dia',
  soEntrega: 'A via do entregador é só de pedidos para entrega',
  pessoasInvalidas: 'Dividir por: de 1 a 50 pessoas',
  taxaInvalida: 'Informe se a taxa de serviço é cobrada (true ou false)',
  diaInvalido: 'Dia inválido: use AAAA-MM-DD',
} as const;

/** POST /api/impressoras and PUT /api/impressoras/:id. */
export const impressoraFormSchema = z.object({
  nome: texto(40, {
    erro: MENSAGENS_IMPRESSORA.nomeObrigatorio,
    longo: MENSAGENS_IMPRESSORA.nomeLongo,
  }).min(1, MENSAGENS_IMPRESSORA.nomeObrigatorio),
  agente_id: idSchema(MENSAGENS_IMPRESSORA.agenteObrigatorio),
  conexao: z
    .enum(CONEXOES_DE_IMPRESSORA, { error: MENSAGENS_IMPRESSORA.conexaoInvalida })
    .default('rede'),
  endereco: texto(200, {
    erro: MENSAGENS_IMPRESSORA.enderecoObrigatorio,
    longo: MENSAGENS_IMPRESSORA.enderecoLongo,
  }).min(1, MENSAGENS_IMPRESSORA.enderecoObrigatorio),
  porta: z
    .number({ error: MENSAGENS_IMPRESSORA.portaInvalida })
    .int(MENSAGENS_IMPRESSORA.portaInvalida)
    .min(1, MENSAGENS_IMPRESSORA.portaInvalida)
    .max(65535, MENSAGENS_IMPRESSORA.portaInvalida)
    .nullable()
    .default(null),
  largura: z
    .union(LARGURAS_DE_PAPEL.map((l) => z.literal(l)) as [z.ZodLiteral<58>, z.ZodLiteral<80>], {
      error: MENSAGENS_IMPRESSORA.larguraInvalida,
    })
    .default(80),
  estacoes: z.array(idSchema(MENSAGENS_IMPRESSORA.documentosInvalidos)).max(20).default([]),
  documentos: z
    .array(z.enum(DOCUMENTOS_DE_IMPRESSAO, { error: MENSAGENS_IMPRESSORA.documentosInvalidos }))
    .min(1, MENSAGENS_IMPRESSORA.documentosInvalidos)
    .max(DOCUMENTOS_DE_IMPRESSAO.length)
    .default(['cozinha'] as DocumentoDeImpressaoTipo[]),
  copias: z
    .number({ error: MENSAGENS_IMPRESSORA.copiasInvalidas })
    .int(MENSAGENS_IMPRESSORA.copiasInvalidas)
    .min(1, MENSAGENS_IMPRESSORA.copiasInvalidas)
    .max(5, MENSAGENS_IMPRESSORA.copiasInvalidas)
    .default(1),
  automatica: z.boolean().default(true),
  ativo: z.boolean().default(true),
});
export type ImpressoraForm = z.output<typeof impressoraFormSchema>;

/** POST /api/impressoras/agentes: a computer to pair. */
export const novoAgenteSchema = z.object({
  nome: texto(60, { erro: MENSAGENS_IMPRESSORA.nomeDoComputador }).min(
    1,
    MENSAGENS_IMPRESSORA.nomeDoComputador,
  ),
});

/** POST /api/impressoras/parear (the agent, with no session yet). */
export const parearAgenteSchema = z.object({
  codigo: texto(20, { erro: MENSAGENS_IMPRESSORA.codigoObrigatorio }).min(
    1,
    MENSAGENS_IMPRESSORA.codigoObrigatorio,
  ),
  nome: texto(60).default(''),
});

/** POST /api/impressoras/conta/:comandaId: the bill with the charge and split chosen on screen. */
export const imprimirContaSchema = z.object({
  pessoas: z
    .number({ error: MENSAGENS_IMPRESSORA.pessoasInvalidas })
    .int(MENSAGENS_IMPRESSORA.pessoasInvalidas)
    .min(1, MENSAGENS_IMPRESSORA.pessoasInvalidas)
    .max(50, MENSAGENS_IMPRESSORA.pessoasInvalidas)
    .default(1),
  taxa_servico: z.boolean({ error: MENSAGENS_IMPRESSORA.taxaInvalida }).optional(),
});
export type ImprimirContaInput = z.output<typeof imprimirContaSchema>;

/** A local day (AAAA-MM-DD) that exists in the calendar, between 2000 and 2099. */
const diaSchema = z
  .string({ error: MENSAGENS_IMPRESSORA.diaInvalido })
  .regex(/^20\d\d-\d\d-\d\d$/, MENSAGENS_IMPRESSORA.diaInvalido)
  .refine((d) => new Date(`${d}T00:00:00Z`).toJSON()?.startsWith(d) === true, {
    error: MENSAGENS_IMPRESSORA.diaInvalido,
  });

/**
 * GET /api/relatorios/fechamento?dia= and POST /api/impressoras/fechamento {dia}: the company's
 * local day, today when absent.
 */
export const fechamentoSchema = z.object({ dia: diaSchema.optional() });
