import type { AguardarJob } from '@cardapio/shared-events';
import type { ContextoDasAreas } from '../contexto';
import { createExportacoesService } from './exportacao/service';
import { createRelatoriosService } from './service';

export type { RelatoriosService } from './service';

/** Reports, their daily totals, and the spreadsheet exports (jobs relatorio.*). */
export function criarAreaRelatorios(ctx: ContextoDasAreas, deps: { aguardarJob?: AguardarJob }) {
  return {
    relatorios: createRelatoriosService({ db: ctx.db, now: ctx.now }),
    exportacoes: createExportacoesService({
      db: ctx.db,
      publish: ctx.publish,
      enqueue: ctx.enqueue,
      aguardarJob: deps.aguardarJob,
      now: ctx.now,
    }),
  };
}
