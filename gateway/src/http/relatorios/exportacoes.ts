import { Router, type Response } from 'express';
import { MENSAGENS_EXPORTACAO, novaExportacaoSchema } from '@cardapio/shared-events';
import type { Core } from '@cardapio/core';
import { requireSession, sessionOf } from '../session';
import { parse } from '../validate';

export const CONTENT_TYPE_XLSX =
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const ESPERA_PADRAO_MS = 120_000;

type Arquivo = Awaited<ReturnType<Core['exportacoes']['arquivo']>>;

/** Streams a stored file part by part (backpressure respected); a read error cuts the download. */
async function enviarArquivo(res: Response, arquivo: Arquivo) {
  res.status(200);
  res.setHeader('Content-Type', CONTENT_TYPE_XLSX);
  res.setHeader('Content-Disposition', `attachment; filename="${arquivo.nome}"`);
  res.setHeader('Content-Length', String(arquivo.tamanho));
  res.setHeader('Cache-Control', 'private, no-store');
  try {
    for await (const parte of arquivo.partes) {
      if (res.destroyed) return;
      if (!res.write(parte))
        await new Promise<void>((resolve) => {
          const pronto = () => {
            res.off('drain', pronto);
            res.off('close', pronto);
            resolve();
          };
          res.on('drain', pronto);
          res.on('close', pronto);
        });
    }
    res.end();
  } catch (error) {
    res.destroy(error instanceof Error ? error : new Error(String(error)));
  }
}

/**
 * Report exports (issue 16), gestao only. The file is built by the 'relatorio.exportar' job,
 * never here: POST answers at once and the progress goes to the user's sockets; the spec's GET
 * route asks for the same job and waits for it.
 */
export function exportacoesRouter(core: Core, options: { esperaMs?: number } = {}): Router {
  const router = Router();
  const gestao = requireSession(core, ['equipe'], { roles: ['gestao'] });
  const quem = (res: Response) => sessionOf<'equipe'>(res);
  const esperaMs = options.esperaMs ?? ESPERA_PADRAO_MS;

  router.post('/exportacoes', gestao, async (req, res) => {
    const pedido = parse(novaExportacaoSchema, req.body);
    const { empresa_id, sub } = quem(res);
    res.status(202).json(await core.exportacoes.criar(empresa_id, sub, pedido));
  });

  router.get('/exportacoes/:id/arquivo', gestao, async (req, res) => {
    const { empresa_id, sub } = quem(res);
    await enviarArquivo(
      res,
      await core.exportacoes.arquivo(empresa_id, sub, String(req.params.id)),
    );
  });

  // staff-side §3: GET /api/relatorios/exportar/:tipo?periodo= answers the .xlsx itself.
  router.get('/exportar/:tipo', gestao, async (req, res) => {
    const pedido = parse(novaExportacaoSchema, {
      tipo: req.params.tipo,
      periodo: req.query.periodo,
    });
    const { empresa_id, sub } = quem(res);
    const desfecho = await core.exportacoes.exportarEAguardar(empresa_id, sub, pedido, esperaMs);
    if (desfecho.estado === 'tempo_esgotado') {
      res.status(504).json({ erro: MENSAGENS_EXPORTACAO.tempoEsgotado, id: desfecho.id });
      return;
    }
    await enviarArquivo(res, desfecho.arquivo);
  });

  return router;
}
