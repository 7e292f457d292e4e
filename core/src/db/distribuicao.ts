import { sql } from 'drizzle-orm';
import type { DbOrTx } from './client';

/**
 * How every table would be placed on PostgreSQL with Citus (docs/arquitetura.md §10). The one
 * list the schema test (distribuicao.test.ts) and the docs refer to: a table missing here fails
 * the test, so a new table must be classified when it is added.
 *
 * - referencia: copied to every node (small, read by almost every request, joined with the rest).
 * - distribuidas: sharded by empresa_id and co-located: every primary key and unique index
 *   includes empresa_id, and every foreign key between them is (empresa_id, x) → (empresa_id, id).
 * - diretorios: the four uniquenesses that are global by nature (a login by e-mail alone, a reset
 *   link, a provider's webhook), each sharded by its own key and answering the empresa_id; written
 *   in the transaction that writes the company's row.
 * - locais: kept on the coordinator only, never touched by a request (none today).
 */
export const DISTRIBUICAO = {
  referencia: ['empresas'],
  distribuidas: [
    'usuarios',
    'garcons',
    'password_resets',
    'email_outbox',
    'eventos_pendentes',
    'estacoes',
    'visoes_da_cozinha',
    'categorias',
    'produtos',
    'produto_opcoes',
    'produto_opcao_itens',
    'imagens',
    'horarios_funcionamento',
    'bairros_frete',
    'mesas',
    'comandas_fisicas',
    'comandas',
    'comanda_itens',
    'pedidos',
    'pedido_itens',
    'pedido_status_historico',
    'carrinhos',
    'carrinho_itens',
    'chamadas_garcom',
    'telas_monitor',
    'cozinha_recebimentos',
    'cozinha_alertas',
    'impressao_agentes',
    'impressoras',
    'impressao_trabalhos',
    'pagamentos',
    'empresa_pagamento_config',
    'estoque_itens',
    'estoque_movimentos',
    'estoque_produtos',
    'promocoes',
    'relatorio_diario',
    'relatorio_produto_diario',
    'relatorio_canal_diario',
    'relatorio_cozinha_diario',
    'relatorio_exportacoes',
    'relatorio_exportacao_partes',
    'janelas_de_capacidade',
    'janelas_dos_pedidos',
    'qr_das_mesas',
    'autoatendimento_config',
    'entregadores',
    'entregas',
    'whatsapp_config',
    'whatsapp_mensagens',
    'whatsapp_descadastros',
  ],
  /** Table → its distribution column. */
  diretorios: {
    login_equipe: 'email',
    login_garcom: 'email',
    recuperacao_token: 'token_hash',
    pagamento_provedor: 'payment_id',
  },
  locais: [] as string[],
} as const;

export const COLUNA_DE_DISTRIBUICAO = 'empresa_id';

/**
 * Optional references between distributed tables that must become null when their row goes.
 * Citus refuses ON DELETE SET NULL on a foreign key that holds the distribution column, so these
 * keys are plain (NO ACTION) and the delete of the parent empties them first, in its transaction,
 * through soltarReferencias. The schema test checks that every nullable foreign key is listed.
 */
export const REFERENCIAS_ANULAVEIS = [
  { tabela: 'produtos', coluna: 'categoria_id', pai: 'categorias' },
  { tabela: 'categorias', coluna: 'estacao_id', pai: 'estacoes' },
  { tabela: 'produtos', coluna: 'estacao_id', pai: 'estacoes' },
  { tabela: 'comandas', coluna: 'mesa_id', pai: 'mesas' },
  { tabela: 'comandas', coluna: 'comanda_fisica_id', pai: 'comandas_fisicas' },
  { tabela: 'comandas', coluna: 'garcom_id', pai: 'garcons' },
  { tabela: 'comanda_itens', coluna: 'pedido_id', pai: 'pedidos' },
  { tabela: 'pedidos', coluna: 'usuario_id', pai: 'usuarios' },
  { tabela: 'pagamentos', coluna: 'usuario_id', pai: 'usuarios' },
  { tabela: 'telas_monitor', coluna: 'criada_por', pai: 'usuarios' },
  { tabela: 'estoque_movimentos', coluna: 'usuario_id', pai: 'usuarios' },
  { tabela: 'estoque_movimentos', coluna: 'pedido_id', pai: 'pedidos' },
] as const;

export type TabelaComReferenciasAnulaveis = (typeof REFERENCIAS_ANULAVEIS)[number]['pai'];

/**
 * What ON DELETE SET NULL did: the rows of this empresa that point at `pai` row `id` keep
 * existing without it. Call it in the transaction that deletes the row, before the delete.
 */
export async function soltarReferencias(
  tx: DbOrTx,
  pai: TabelaComReferenciasAnulaveis,
  empresaId: number,
  id: number,
): Promise<void> {
  for (const ref of REFERENCIAS_ANULAVEIS) {
    if (ref.pai !== pai) continue;
    const coluna = sql.identifier(ref.coluna);
    await tx.execute(
      sql`update ${sql.identifier(ref.tabela)} set ${coluna} = null
          where empresa_id = ${empresaId} and ${coluna} = ${id}`,
    );
  }
}
