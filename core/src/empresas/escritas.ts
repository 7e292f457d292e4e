import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { empresas } from './schema';

/**
 * The company row's columns other areas configure, written here (docs/arquitetura.md, "Áreas"):
 * each area names exactly the columns it owns the meaning of, and nothing else of the row.
 */

type ColunasDaEmpresa = typeof empresas.$inferInsert;

/** frete: the freight rule and the preparation times (staff-side §3, "Frete"). */
export type ConfiguracaoDeFrete = Pick<
  ColunasDaEmpresa,
  | 'valor_frete_minimo'
  | 'valor_por_km'
  | 'raio_entrega'
  | 'tempo_preparo_padrao'
  | 'tempo_por_km'
  | 'aceita_retirada'
  | 'updated_at'
>;

/** monitor: when an order's card turns yellow and red, and when an unseen order is alerted. */
export type ConfiguracaoDoMonitor = Pick<
  ColunasDaEmpresa,
  'monitor_alerta_amarelo_min' | 'monitor_alerta_vermelho_min' | 'updated_at'
> &
  Partial<Pick<ColunasDaEmpresa, 'monitor_confirmacao_seg'>>;

/** ritmo: the pause, busy mode and the cap per window (issue 31 §3). */
export type ConfiguracaoDoRitmo = Partial<
  Pick<
    ColunasDaEmpresa,
    'pausado_em' | 'pausado_ate' | 'ocupado_min' | 'capacidade_janela' | 'capacidade_por'
  >
> &
  Pick<ColunasDaEmpresa, 'updated_at'>;

/** Writes the columns of one company; false when there is no such company. */
export async function gravarNaEmpresa(
  db: DbOrTx,
  empresaId: number,
  colunas: ConfiguracaoDeFrete | ConfiguracaoDoMonitor | ConfiguracaoDoRitmo,
): Promise<boolean> {
  const linhas = await db
    .update(empresas)
    .set(colunas)
    .where(eq(empresas.id, empresaId))
    .returning({ id: empresas.id });
  return linhas.length > 0;
}
