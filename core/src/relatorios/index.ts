import type { AguardarJob, PeriodoRelatorio } from '@cardapio/shared-events';
import type { ContextoDasAreas } from '../contexto';
import { createExportacoesService, LIMPEZA_A_CADA_MS } from './exportacao/service';
import { relatorioDaCozinha } from './cozinha';
import { fechamentoDoDia } from './fechamento';
import { createRelatoriosService } from './service';

export type { RelatoriosService } from './service';

/** Reports, their daily totals, and the spreadsheet exports (jobs relatorio.*). */
export function criarAreaRelatorios(ctx: ContextoDasAreas, deps: { aguardarJob?: AguardarJob }) {
  const exportacoes = createExportacoesService({
    db: ctx.db,
    publish: ctx.publish,
    enqueue: ctx.enqueue,
    aguardarJob: deps.aguardarJob,
    now: ctx.now,
  });
  /** Builds one report's .xlsx, pushing its progress to the user who asked for it. */
  ctx.jobs.registrar('relatorio.exportar', (data, job) => exportacoes.executar(data, job));
  /** Deletes the report files past their 24 h (idempotent: runs at start and every hour). */
  ctx.jobs.registrar('relatorio.limpar', () => exportacoes.limpar(), {
    aCadaMs: LIMPEZA_A_CADA_MS,
    tambemAoIniciar: true,
  });
  const relatorios = {
    ...createRelatoriosService({ db: ctx.db, now: ctx.now }),
    /** Kitchen times per station and late orders of the period (cozinha.ts). */
    cozinha: (empresaId: number, periodo: PeriodoRelatorio, agora: Date = ctx.now()) =>
      relatorioDaCozinha(ctx.db, empresaId, periodo, agora),
    /** The daily closing of a local day, today by default (fechamento.ts). */
    fechamento: (empresaId: number, dia?: string, agora: Date = ctx.now()) =>
      fechamentoDoDia(ctx.db, empresaId, agora, dia),
  };
  return { relatorios, exportacoes };
}
