import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { and, eq, gt, inArray, lte } from 'drizzle-orm';
import {
  CANAIS_PEDIDO,
  MENSAGENS_EXPORTACAO,
  MENSAGENS_RELATORIOS,
  NOME_DO_CANAL,
  rooms,
  type AguardarJob,
  type CanalPedido,
  type Enqueue,
  type ExportacaoCriada,
  type JobContext,
  type JobPayloads,
  type JobResults,
  type NovaExportacao,
  type PeriodoRelatorio,
  type Publish,
  type TipoExportacao,
} from '@cardapio/shared-events';
import type { Db } from '../../db/client';
import { acertoPorDia, somarAcertos } from '../../entregadores/acerto';
import { conflito, DomainError, naoEncontrado } from '../../shared/errors';
import { deCentavos } from '../../shared/money';
import { fonteSql, type FonteDoRelatorio, type JanelaDoRelatorio } from './fontes';
import {
  FORMATO_DATA,
  FORMATO_DATA_HORA,
  FORMATO_INTEIRO,
  FORMATO_REAL,
  planilhaEmArquivo,
} from './planilha';
import { relatorioExportacaoPartes, relatorioExportacoes } from './schema';

export interface ExportacoesDeps {
  db: Db;
  publish: Publish;
  enqueue: Enqueue;
  /** The queue's wait for a job's end (gateway); without it the row's status is polled. */
  aguardarJob?: AguardarJob;
  now: () => Date;
  /** Where the rows come from (default: the export's own SQL). */
  fonte?: FonteDoRelatorio;
  /** Sales rows read per query (default 5,000). */
  tamanhoDaPagina?: number;
  log?: (mensagem: string, erro: unknown) => void;
}

/** A file is kept this long after it is ready. */
export const VALIDADE_DA_EXPORTACAO_MS = 24 * 60 * 60 * 1000;
/** How often 'relatorio.limpar' runs. */
export const LIMPEZA_A_CADA_MS = 60 * 60 * 1000;
/** Size of each stored part of a file (small parts keep the insert and the download lean). */
export const TAMANHO_DA_PARTE = 256 * 1024;
const PAGINA_PADRAO = 5000;
const LINHAS_POR_FATIA = 250;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const nomeDoArquivo = (tipo: TipoExportacao, periodo: PeriodoRelatorio) =>
  `relatorio_${tipo}_${periodo}.xlsx`;
export const urlDoArquivo = (id: string) => `/api/relatorios/exportacoes/${id}/arquivo`;

/** A finished file, read part by part from the database. */
export interface ArquivoDaExportacao {
  id: string;
  nome: string;
  tamanho: number;
  partes: AsyncIterable<Buffer>;
}

/** How a wait for an export ended (GET /api/relatorios/exportar/:tipo). */
export type ExportacaoAguardada =
  { estado: 'pronta'; arquivo: ArquivoDaExportacao } | { estado: 'tempo_esgotado'; id: string };

const centavosDeReais = (valor: number) => Math.round(valor * 100);

/** AAAA-MM-DD → a date cell (midnight, as spreadsheets hold dates). */
const diaComoData = (dia: string) => new Date(`${dia}T00:00:00Z`);

function diasEntre(primeiro: string, ultimo: string): string[] {
  const dias: string[] = [];
  const fim = diaComoData(ultimo).getTime();
  for (let t = diaComoData(primeiro).getTime(); t <= fim; t += 86_400_000)
    dias.push(new Date(t).toISOString().slice(0, 10));
  return dias;
}

/**
 * Report exports (issue 16): a gestao asks for one (a row, a job), the 'relatorio.exportar'
 * job streams the rows into an .xlsx with progress pushed to that user's sockets, the file is
 * stored in the database (every gateway can serve it) for 24 h, then 'relatorio.limpar' deletes it.
 */
export function createExportacoesService(deps: ExportacoesDeps) {
  const { db } = deps;
  const fonte = deps.fonte ?? fonteSql(db);
  const tamanhoDaPagina = deps.tamanhoDaPagina ?? PAGINA_PADRAO;
  const log = deps.log ?? ((m: string, e: unknown) => console.error(m, e));

  async function criar(
    empresaId: number,
    usuarioId: number,
    { tipo, periodo }: NovaExportacao,
  ): Promise<ExportacaoCriada> {
    const [row] = await db
      .insert(relatorioExportacoes)
      .values({
        empresa_id: empresaId,
        usuario_id: usuarioId,
        tipo,
        periodo,
        arquivo_nome: nomeDoArquivo(tipo, periodo),
        expira_em: new Date(deps.now().getTime() + VALIDADE_DA_EXPORTACAO_MS),
      })
      .returning({ id: relatorioExportacoes.id });
    const id = row!.id;
    // One attempt: a failure is told to the user (relatorio:falhou), who may ask again.
    await deps.enqueue(
      'relatorio.exportar',
      { empresaId, usuarioId, tipo, periodo, exportacaoId: id },
      { jobId: id, attempts: 1 },
    );
    return { id };
  }

  /**
   * Sales: one row per order or paid tab, by time (with its channel), plus the sheets 'Por dia'
   * and 'Por canal' (issue 31), summed from the same rows.
   */
  async function escreverVendas(
    planilha: ReturnType<typeof planilhaEmArquivo>,
    janela: JanelaDoRelatorio,
    avancar: (p: number) => Promise<void>,
  ) {
    const total = await fonte.contarVendas(janela);
    await avancar(0);
    const aba = planilha.aba('Vendas', [
      { titulo: 'Data/hora', largura: 17, formato: FORMATO_DATA_HORA },
      { titulo: 'Pedido #', largura: 10 },
      { titulo: 'Cliente', largura: 28 },
      { titulo: 'Tipo', largura: 11 },
      { titulo: 'Canal', largura: 12 },
      { titulo: 'Itens (R$)', largura: 14, formato: FORMATO_REAL },
      { titulo: 'Frete (R$)', largura: 12, formato: FORMATO_REAL },
      { titulo: 'Taxa de serviço (R$)', largura: 14, formato: FORMATO_REAL },
      { titulo: 'Desconto (R$)', largura: 13, formato: FORMATO_REAL },
      { titulo: 'Total (R$)', largura: 14, formato: FORMATO_REAL },
      { titulo: 'Status de pagamento', largura: 19 },
    ]);
    const soma = { itens: 0, frete: 0, taxa: 0, desconto: 0, total: 0 };
    const porDia = new Map<string, { quantidade: number; centavos: number }>();
    const porCanal = new Map<CanalPedido, { quantidade: number; centavos: number }>();
    let escritas = 0;
    type Pagina = Awaited<ReturnType<FonteDoRelatorio['paginaDeVendas']>>;
    let proxima: Promise<Pagina> | null = fonte.paginaDeVendas(janela, null, tamanhoDaPagina);
    while (proxima) {
      const pagina: Pagina = await proxima;
      // The next page is read by the database while this one is written (one page ahead).
      proxima = pagina.cursor ? fonte.paginaDeVendas(janela, pagina.cursor, tamanhoDaPagina) : null;
      for (const [i, l] of pagina.linhas.entries()) {
        // The job may share its process with a gateway (in-process queue): a slice of rows at
        // a time, so requests are served between slices (a few ms each) rather than after a page.
        // A timer, not setImmediate: the slice also yields the CPU to the requests' I/O callbacks
        // queued behind it (≈ 1 ms per 250 rows; a 1y export of 1 M orders pays ~4 s for it).
        if (i > 0 && i % LINHAS_POR_FATIA === 0) await new Promise((r) => setTimeout(r, 0));
        aba.linha([
          l.dataLocal,
          l.id,
          l.cliente,
          l.tipo,
          NOME_DO_CANAL[l.canal] ?? l.canal,
          deCentavos(l.itensCentavos),
          deCentavos(l.freteCentavos),
          deCentavos(l.taxaCentavos),
          deCentavos(l.descontoCentavos),
          deCentavos(l.totalCentavos),
          l.statusPagamento,
        ]);
        soma.itens += l.itensCentavos;
        soma.frete += l.freteCentavos;
        soma.taxa += l.taxaCentavos;
        soma.desconto += l.descontoCentavos;
        soma.total += l.totalCentavos;
        const dia = porDia.get(l.dia) ?? { quantidade: 0, centavos: 0 };
        dia.quantidade += 1;
        dia.centavos += l.totalCentavos;
        porDia.set(l.dia, dia);
        const canal = porCanal.get(l.canal) ?? { quantidade: 0, centavos: 0 };
        canal.quantidade += 1;
        canal.centavos += l.totalCentavos;
        porCanal.set(l.canal, canal);
      }
      escritas += pagina.linhas.length;
      await aba.escoar();
      await avancar(total ? Math.min(90, Math.floor((escritas / total) * 90)) : 90);
    }
    aba.totais([
      'Total',
      escritas,
      null,
      null,
      null,
      deCentavos(soma.itens),
      deCentavos(soma.frete),
      deCentavos(soma.taxa),
      deCentavos(soma.desconto),
      deCentavos(soma.total),
      null,
    ]);
    aba.fechar();

    const abaDia = planilha.aba('Por dia', [
      { titulo: 'Data', largura: 12, formato: FORMATO_DATA },
      { titulo: 'Quantidade', largura: 12, formato: FORMATO_INTEIRO },
      { titulo: 'Total (R$)', largura: 16, formato: FORMATO_REAL },
    ]);
    for (const dia of diasEntre(janela.primeiroDia, janela.ultimoDia)) {
      const d = porDia.get(dia);
      abaDia.linha([diaComoData(dia), d?.quantidade ?? 0, deCentavos(d?.centavos ?? 0)]);
    }
    abaDia.totais(['Total', escritas, deCentavos(soma.total)]);
    abaDia.fechar();

    // The channels that sold, highest total first (as GET /api/relatorios/canais).
    const abaCanal = planilha.aba('Por canal', [
      { titulo: 'Canal', largura: 14 },
      { titulo: 'Quantidade', largura: 12, formato: FORMATO_INTEIRO },
      { titulo: 'Total (R$)', largura: 16, formato: FORMATO_REAL },
      { titulo: 'Ticket médio (R$)', largura: 18, formato: FORMATO_REAL },
    ]);
    const ordem = (c: CanalPedido) => CANAIS_PEDIDO.indexOf(c);
    const canais = [...porCanal].sort(
      ([a, x], [b, y]) => y.centavos - x.centavos || ordem(a) - ordem(b),
    );
    for (const [canal, c] of canais)
      abaCanal.linha([
        NOME_DO_CANAL[canal] ?? canal,
        c.quantidade,
        deCentavos(c.centavos),
        deCentavos(c.centavos / c.quantidade),
      ]);
    abaCanal.totais([
      'Total',
      escritas,
      deCentavos(soma.total),
      escritas > 0 ? deCentavos(soma.total / escritas) : null,
    ]);
    abaCanal.fechar();

    await escreverEntregadores(planilha, janela);
  }

  /** 'Entregadores' (issue 32 §1): each courier's settlement per day of the period. */
  async function escreverEntregadores(
    planilha: ReturnType<typeof planilhaEmArquivo>,
    janela: JanelaDoRelatorio,
  ) {
    const linhas = await acertoPorDia(db, janela);
    const aba = planilha.aba('Entregadores', [
      { titulo: 'Data', largura: 12, formato: FORMATO_DATA },
      { titulo: 'Entregador', largura: 26 },
      { titulo: 'Entregas', largura: 10, formato: FORMATO_INTEIRO },
      { titulo: 'Não entregues', largura: 14, formato: FORMATO_INTEIRO },
      { titulo: 'Taxas (R$)', largura: 13, formato: FORMATO_REAL },
      { titulo: 'Dinheiro recebido (R$)', largura: 22, formato: FORMATO_REAL },
      { titulo: 'Cartão/PIX na entrega (R$)', largura: 25, formato: FORMATO_REAL },
      { titulo: 'Saldo a devolver (R$)', largura: 21, formato: FORMATO_REAL },
    ]);
    for (const l of linhas)
      aba.linha([
        diaComoData(l.dia),
        l.nome,
        l.entregas,
        l.nao_entregues,
        l.taxas,
        l.dinheiro_recebido,
        l.outros_recebidos,
        l.saldo,
      ]);
    const t = somarAcertos(linhas);
    aba.totais([
      'Total',
      null,
      t.entregas,
      t.nao_entregues,
      t.taxas,
      t.dinheiro_recebido,
      t.outros_recebidos,
      t.saldo,
    ]);
    aba.fechar();
  }

  /** An aggregated sheet (produtos, categorias): a name, a quantity and a revenue per row, and a totals row. */
  async function escreverAgregado(
    planilha: ReturnType<typeof planilhaEmArquivo>,
    avancar: (p: number) => Promise<void>,
    aba: {
      nome: string;
      coluna: string;
      largura: number;
      quantidade: string;
      larguraQuantidade: number;
    },
    ler: () => Promise<Array<{ nome: string; quantidade: number; receita: number }>>,
  ) {
    await avancar(0);
    const linhas = await ler();
    await avancar(50);
    const folha = planilha.aba(aba.nome, [
      { titulo: aba.coluna, largura: aba.largura },
      { titulo: aba.quantidade, largura: aba.larguraQuantidade, formato: FORMATO_INTEIRO },
      { titulo: 'Receita (R$)', largura: 16, formato: FORMATO_REAL },
    ]);
    let quantidade = 0;
    let centavos = 0;
    for (const l of linhas) {
      folha.linha([l.nome, l.quantidade, l.receita]);
      quantidade += l.quantidade;
      centavos += centavosDeReais(l.receita);
    }
    folha.totais(['Total', quantidade, deCentavos(centavos)]);
    folha.fechar();
    await avancar(90);
  }

  const escreverProdutos = (
    planilha: ReturnType<typeof planilhaEmArquivo>,
    janela: JanelaDoRelatorio,
    avancar: (p: number) => Promise<void>,
  ) =>
    escreverAgregado(
      planilha,
      avancar,
      {
        nome: 'Produtos',
        coluna: 'Produto',
        largura: 36,
        quantidade: 'Quantidade vendida',
        larguraQuantidade: 19,
      },
      async () =>
        (await fonte.produtosVendidos(janela)).map((l) => ({
          nome: l.nome,
          quantidade: l.quantidade_vendida,
          receita: l.receita,
        })),
    );

  const escreverCategorias = (
    planilha: ReturnType<typeof planilhaEmArquivo>,
    janela: JanelaDoRelatorio,
    avancar: (p: number) => Promise<void>,
  ) =>
    escreverAgregado(
      planilha,
      avancar,
      {
        nome: 'Categorias',
        coluna: 'Categoria',
        largura: 30,
        quantidade: 'Quantidade',
        larguraQuantidade: 14,
      },
      async () =>
        (await fonte.categoriasVendidas(janela)).map((l) => ({
          nome: l.categoria,
          quantidade: l.quantidade,
          receita: l.receita,
        })),
    );

  /** The file into the database in parts, and the row marked ready, in one transaction. */
  async function guardar(id: string, empresaId: number, arquivo: string): Promise<number> {
    const agora = deps.now();
    return db.transaction(async (tx) => {
      await tx
        .delete(relatorioExportacaoPartes)
        .where(eq(relatorioExportacaoPartes.exportacao_id, id));
      let parte = 0;
      let tamanho = 0;
      for await (const chunk of fs.createReadStream(arquivo, { highWaterMark: TAMANHO_DA_PARTE })) {
        const dados = chunk as Buffer;
        await tx
          .insert(relatorioExportacaoPartes)
          .values({ exportacao_id: id, empresa_id: empresaId, parte, dados });
        parte += 1;
        tamanho += dados.length;
      }
      await tx
        .update(relatorioExportacoes)
        .set({
          status: 'pronta',
          percentual: 100,
          tamanho,
          motivo: null,
          concluido_em: agora,
          expira_em: new Date(agora.getTime() + VALIDADE_DA_EXPORTACAO_MS),
        })
        .where(
          and(eq(relatorioExportacoes.id, id), eq(relatorioExportacoes.empresa_id, empresaId)),
        );
      return tamanho;
    });
  }

  /** The 'relatorio.exportar' job. Never throws: a failure is recorded and told to the user. */
  async function executar(
    data: JobPayloads['relatorio.exportar'],
    ctx: JobContext,
  ): Promise<JobResults['relatorio.exportar']> {
    const { exportacaoId: id, empresaId, usuarioId, tipo, periodo } = data;
    const sala = [rooms.membroEquipe(usuarioId)];
    const [claimed] = await db
      .update(relatorioExportacoes)
      .set({ status: 'processando', percentual: 0 })
      .where(
        and(
          eq(relatorioExportacoes.id, id),
          eq(relatorioExportacoes.empresa_id, empresaId),
          eq(relatorioExportacoes.usuario_id, usuarioId),
          inArray(relatorioExportacoes.status, ['pendente', 'processando']),
        ),
      )
      .returning({ id: relatorioExportacoes.id });
    // Deleted (expired, its user gone) or already finished: nothing to do.
    if (!claimed)
      return {
        exportacaoId: id,
        status: 'falhou',
        motivo: MENSAGENS_RELATORIOS.exportacaoNaoEncontrada,
      };

    let ultimo = -1;
    const avancar = async (percentual: number) => {
      const p = Math.max(0, Math.min(100, Math.floor(percentual)));
      if (p <= ultimo) return;
      ultimo = p;
      deps.publish({
        empresaId: empresaId,
        name: 'relatorio:progresso',
        rooms: sala,
        payload: { id, tipo, periodo, percentual: p },
      });
      await Promise.all([
        ctx.progresso(p),
        db
          .update(relatorioExportacoes)
          .set({ percentual: p })
          .where(
            and(eq(relatorioExportacoes.id, id), eq(relatorioExportacoes.empresa_id, empresaId)),
          ),
      ]);
    };

    const arquivo = path.join(
      os.tmpdir(),
      `cardapio-relatorio-${id}-${randomBytes(4).toString('hex')}.xlsx`,
    );
    try {
      const janela = await fonte.janela(empresaId, periodo, deps.now());
      const planilha = planilhaEmArquivo(arquivo);
      if (tipo === 'vendas') await escreverVendas(planilha, janela, avancar);
      else if (tipo === 'produtos') await escreverProdutos(planilha, janela, avancar);
      else await escreverCategorias(planilha, janela, avancar);
      await planilha.fechar();
      await avancar(95);
      await guardar(id, empresaId, arquivo);
      await avancar(100);
      deps.publish({
        empresaId: empresaId,
        name: 'relatorio:pronto',
        rooms: sala,
        payload: {
          id,
          tipo,
          periodo,
          url: urlDoArquivo(id),
          arquivo: nomeDoArquivo(tipo, periodo),
        },
      });
      return { exportacaoId: id, status: 'pronta' };
    } catch (error) {
      log(`[relatorios] exportação ${id} (${tipo}, ${periodo}) falhou`, error);
      const motivo = MENSAGENS_EXPORTACAO.motivoFalha;
      await db
        .update(relatorioExportacoes)
        .set({ status: 'falhou', motivo })
        .where(and(eq(relatorioExportacoes.id, id), eq(relatorioExportacoes.empresa_id, empresaId)))
        .catch((e: unknown) => log(`[relatorios] exportação ${id}: status não gravado`, e));
      deps.publish({
        empresaId: empresaId,
        name: 'relatorio:falhou',
        rooms: sala,
        payload: { id, tipo, periodo, motivo },
      });
      return { exportacaoId: id, status: 'falhou', motivo };
    } finally {
      await fs.promises.rm(arquivo, { force: true });
    }
  }

  /** The user's own export, not expired, or 404 (another company's or user's id as well). */
  async function exportacaoDoUsuario(empresaId: number, usuarioId: number, id: string) {
    if (!UUID.test(id)) throw naoEncontrado(MENSAGENS_RELATORIOS.exportacaoNaoEncontrada);
    const [row] = await db
      .select({
        id: relatorioExportacoes.id,
        status: relatorioExportacoes.status,
        nome: relatorioExportacoes.arquivo_nome,
        tamanho: relatorioExportacoes.tamanho,
      })
      .from(relatorioExportacoes)
      .where(
        and(
          eq(relatorioExportacoes.id, id),
          eq(relatorioExportacoes.empresa_id, empresaId),
          eq(relatorioExportacoes.usuario_id, usuarioId),
          gt(relatorioExportacoes.expira_em, deps.now()),
        ),
      );
    if (!row) throw naoEncontrado(MENSAGENS_RELATORIOS.exportacaoNaoEncontrada);
    return row;
  }

  async function arquivo(
    empresaId: number,
    usuarioId: number,
    id: string,
  ): Promise<ArquivoDaExportacao> {
    const row = await exportacaoDoUsuario(empresaId, usuarioId, id);
    if (row.status === 'falhou') throw conflito(MENSAGENS_EXPORTACAO.falhou);
    if (row.status !== 'pronta') throw conflito(MENSAGENS_EXPORTACAO.emAndamento);
    async function* partes(): AsyncIterable<Buffer> {
      for (let parte = 0; ; parte++) {
        const [p] = await db
          .select({ dados: relatorioExportacaoPartes.dados })
          .from(relatorioExportacaoPartes)
          .where(
            and(
              eq(relatorioExportacaoPartes.exportacao_id, row.id),
              eq(relatorioExportacaoPartes.empresa_id, empresaId),
              eq(relatorioExportacaoPartes.parte, parte),
            ),
          );
        if (!p) return;
        yield p.dados;
      }
    }
    return { id: row.id, nome: row.nome, tamanho: row.tamanho ?? 0, partes: partes() };
  }

  /** Without the queue's wait: the row's status, read every 200 ms. */
  async function aguardarPeloBanco(empresaId: number, id: string, timeoutMs: number) {
    const limite = Date.now() + timeoutMs;
    while (Date.now() < limite) {
      const [row] = await db
        .select({ status: relatorioExportacoes.status })
        .from(relatorioExportacoes)
        .where(
          and(eq(relatorioExportacoes.id, id), eq(relatorioExportacoes.empresa_id, empresaId)),
        );
      if (!row || row.status === 'pronta' || row.status === 'falhou') return;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }

  return {
    criar,
    executar,
    arquivo,

    /** The spec's GET /api/relatorios/exportar/:tipo: the same job, waited for. */
    async exportarEAguardar(
      empresaId: number,
      usuarioId: number,
      pedido: NovaExportacao,
      timeoutMs: number,
    ): Promise<ExportacaoAguardada> {
      const { id } = await criar(empresaId, usuarioId, pedido);
      if (deps.aguardarJob) await deps.aguardarJob('relatorio.exportar', id, timeoutMs);
      else await aguardarPeloBanco(empresaId, id, timeoutMs);
      // The row is the truth, whatever the queue said.
      const row = await exportacaoDoUsuario(empresaId, usuarioId, id);
      if (row.status === 'falhou')
        throw new DomainError('indisponivel', MENSAGENS_RELATORIOS.erroExportar);
      if (row.status !== 'pronta') return { estado: 'tempo_esgotado', id };
      return { estado: 'pronta', arquivo: await arquivo(empresaId, usuarioId, id) };
    },

    /** The 'relatorio.limpar' job: expired exports and their files go (idempotent). */
    async limpar(): Promise<JobResults['relatorio.limpar']> {
      const removidas = await db
        .delete(relatorioExportacoes)
        .where(lte(relatorioExportacoes.expira_em, deps.now()))
        .returning({ id: relatorioExportacoes.id });
      return { removidas: removidas.length };
    },
  };
}

export type ExportacoesService = ReturnType<typeof createExportacoesService>;
