import { randomInt } from 'node:crypto';
import { and, asc, eq, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import {
  contaDaMesa,
  DOCUMENTOS_DE_IMPRESSAO,
  fechamentoDoDia,
  MENSAGENS_IMPRESSORA,
  rooms,
  ticketDaCozinha,
  viaDoEntregador,
  type AgentePareado,
  type CabecalhoDaEmpresa,
  type Conta,
  type DocumentoDeImpressaoTipo,
  type DocumentoImpresso,
  type FechamentoDoDia,
  type OpcoesDaConta,
  type ImpressoraForm,
  type LarguraDoPapel,
  type MarcasDoTicket,
  type Pedido,
  type PedidoItem,
  type Publish,
  type ResultadoDaImpressao,
  type TrabalhoDeImpressao,
} from '@cardapio/shared-events';
import type { TokenService } from '../auth/tokens';
import type { Db, DbOrTx, Tx } from '../db/client';
import { empresas } from '../empresas/schema';
import { cacheKeys } from '../shared/cache-keys';
import { naoEncontrado, validacao } from '../shared/errors';
import type { Invalidacao } from '../shared/invalidacao';
import { impressaoAgentes, impressaoTrabalhos, impressoras } from './schema';

export interface ImpressorasDeps {
  db: Db;
  now: () => Date;
  publish: Publish;
  tokens: TokenService;
  disconnectRoom?: (room: string) => void;
  /** Tells every process that a company's printers changed (their remembered config goes). */
  invalidacao?: Pick<Invalidacao, 'invalidar' | 'ouvir'>;
}

/** How long a pairing code works. */
const CODIGO_VALIDO_MS = 15 * 60_000;
/** An agent's token lasts as a kitchen screen's does, until it is revoked. */
const VALIDADE_DO_AGENTE = '3650d';
const MEMORIA_MS = 5_000;
/**
 * How long a process remembers a company's printers. A change is announced to every process at
 * once (invalidacao); this bounds one whose announcement was lost.
 */
const CONFIG_MS = 5_000;
/** A job sent with no answer for this long goes out again (the agent may never have got it). */
const SEM_RESPOSTA_MS = 60_000;

/** Items sent to the kitchen, as the printers hear of them (pedidos' OuvinteDaCozinha). */
export interface EnvioParaImprimir {
  empresaId: number;
  pedido: Pedido;
  itens: readonly PedidoItem[];
  marcas: Omit<MarcasDoTicket, 'estacao'>;
}

/** The joins every queue query makes: a printer with its agent, a job with its printer. */
const doAgente = and(
  eq(impressaoAgentes.empresa_id, impressoras.empresa_id),
  eq(impressaoAgentes.id, impressoras.agente_id),
);
const daImpressora = and(
  eq(impressoras.empresa_id, impressaoTrabalhos.empresa_id),
  eq(impressoras.id, impressaoTrabalhos.impressora_id),
);

/** A printer in use: switched on, and its computer not disconnected for good (revoked). */
// Plain SQL with no bound value: the checkout's prepared statement carries it (imprimeCozinha).
const emUso = sql`${impressoras.ativo} and ${impressaoAgentes.revogado_em} is null`;

/**
 * Whether the company has a printer that prints kitchen tickets by itself: a piece of SQL the
 * checkout's one context read carries, so an order of a company without printers costs no query.
 */
export const imprimeCozinha = (empresaId: SQL | number): SQL =>
  sql`exists (select 1 from ${impressoras} inner join ${impressaoAgentes} on ${doAgente}
    where ${impressoras.empresa_id} = ${empresaId} and ${emUso} and ${impressoras.automatica}
      and ${impressoras.documentos} @> '["cozinha"]'::jsonb)`;

type LinhaDoTrabalho = typeof impressaoTrabalhos.$inferSelect;
type LinhaDaImpressora = typeof impressoras.$inferSelect;

interface ConfigDaEmpresa {
  empresa: CabecalhoDaEmpresa;
  timezone: string;
  /** Its printers in use (switched on, of a computer not revoked), by id. */
  lista: LinhaDaImpressora[];
}

/**
 * The print agents and their printers, and the print queue (issue 30 §1–§2): jobs written in
 * the transaction of the change that causes them, sent to the agent after the commit and again
 * whenever it reconnects, until it says the printer took them.
 */
export function criarImpressoras(deps: ImpressorasDeps) {
  const { db } = deps;
  const memoria = new Map<number, { ativo: boolean; ate: number }>();

  function paraTrabalho(job: LinhaDoTrabalho, impressora: LinhaDaImpressora): TrabalhoDeImpressao {
    return {
      id: job.id,
      versao: job.versao,
      empresa_id: job.empresa_id,
      impressora: {
        id: impressora.id,
        nome: impressora.nome,
        conexao: impressora.conexao,
        endereco: impressora.endereco,
        porta: impressora.porta,
        largura: impressora.largura as LarguraDoPapel,
        copias: impressora.copias,
      },
      documento: job.conteudo,
      criado_em: job.created_at.toISOString(),
    };
  }

  /** Sends the given jobs (or every job still owed, when none are given) to their agents. */
  async function despachar(empresaId: number, ids?: number[]): Promise<number> {
    if (ids && ids.length === 0) return 0;
    const linhas = await db
      .select({ job: impressaoTrabalhos, impressora: impressoras })
      .from(impressaoTrabalhos)
      .innerJoin(impressoras, daImpressora)
      .where(
        and(
          eq(impressaoTrabalhos.empresa_id, empresaId),
          ids
            ? inArray(impressaoTrabalhos.id, ids)
            : inArray(impressaoTrabalhos.estado, ['pendente', 'enviado']),
        ),
      )
      .orderBy(asc(impressaoTrabalhos.id));
    if (linhas.length === 0) return 0;
    // Marked sent before it goes out: an agent's fast 'falhou' (printer off) must land after
    // this, or the job would sit as 'enviado' for a minute instead of going out again.
    const marcados = await db
      .update(impressaoTrabalhos)
      .set({ estado: 'enviado', enviado_em: deps.now() })
      .where(
        and(
          eq(impressaoTrabalhos.empresa_id, empresaId),
          inArray(
            impressaoTrabalhos.id,
            linhas.map((l) => l.job.id),
          ),
          inArray(impressaoTrabalhos.estado, ['pendente', 'enviado']),
        ),
      )
      .returning({ id: impressaoTrabalhos.id });
    const enviar = new Set(marcados.map((m) => m.id));
    for (const { job, impressora } of linhas)
      if (enviar.has(job.id))
        deps.publish({
          empresaId,
          name: 'impressao:trabalho',
          rooms: [rooms.impressora(impressora.agente_id)],
          payload: paraTrabalho(job, impressora),
        });
    return enviar.size;
  }

  /**
   * A company's printers in use, its name, address and timezone, remembered for a few seconds:
   * an order of a company with no printer costs no query. A change is seen at once by this
   * process and, through the invalidation it announces, by the others (within CONFIG_MS if that
   * announcement is lost).
   */
  const configs = new Map<number, { ate: number; leitura: Promise<ConfigDaEmpresa> }>();
  function configDa(empresaId: number, leitor: DbOrTx): Promise<ConfigDaEmpresa> {
    const lembrada = configs.get(empresaId);
    if (lembrada && lembrada.ate > Date.now()) return lembrada.leitura;
    const leitura = (async () => {
      const [empresa] = await leitor
        .select({
          nome: empresas.nome,
          endereco: empresas.endereco,
          cnpj: empresas.cnpj,
          timezone: empresas.timezone,
        })
        .from(empresas)
        .where(eq(empresas.id, empresaId));
      const lista = await leitor
        .select({ impressora: impressoras })
        .from(impressoras)
        .innerJoin(impressaoAgentes, doAgente)
        .where(and(eq(impressoras.empresa_id, empresaId), emUso))
        .orderBy(asc(impressoras.id));
      return {
        empresa: { nome: empresa?.nome ?? '', endereco: empresa?.endereco, cnpj: empresa?.cnpj },
        timezone: empresa?.timezone ?? 'America/Sao_Paulo',
        lista: lista.map((l) => l.impressora),
      };
    })();
    configs.set(empresaId, { ate: Date.now() + CONFIG_MS, leitura });
    leitura.catch(() => configs.delete(empresaId));
    return leitura;
  }
  deps.invalidacao?.ouvir((prefixos) => {
    for (const prefixo of prefixos) {
      const empresa = /^impressoras:(\d+)$/.exec(prefixo);
      if (empresa) configs.delete(Number(empresa[1]));
    }
  });
  const esquecer = (empresaId: number) => {
    configs.delete(empresaId);
    deps.invalidacao?.invalidar([cacheKeys.impressoras(empresaId)]);
  };

  /** The printers in use that print a document (only those that print it by themselves, if asked). */
  const queImprimem = (
    config: ConfigDaEmpresa,
    documento: DocumentoDeImpressaoTipo,
    soAutomaticas: boolean,
  ) =>
    config.lista.filter(
      (i) => i.documentos.includes(documento) && (!soAutomaticas || i.automatica),
    );

  /** One job per printer for a document that is the same on each, in the caller's transaction. */
  async function criarIguais(
    tx: Tx,
    empresaId: number,
    lista: LinhaDaImpressora[],
    documento: DocumentoDeImpressaoTipo,
    conteudo: DocumentoImpresso,
    origem: { pedido_id?: number; comanda_id?: number },
  ): Promise<number[]> {
    if (lista.length === 0) return [];
    const criados = await tx
      .insert(impressaoTrabalhos)
      .values(
        lista.map((i) => ({
          empresa_id: empresaId,
          impressora_id: i.id,
          documento,
          pedido_id: origem.pedido_id ?? null,
          comanda_id: origem.comanda_id ?? null,
          conteudo,
        })),
      )
      .returning({ id: impressaoTrabalhos.id });
    return criados.map((c) => c.id);
  }

  /** Prints by hand (the bill, the closing): jobs in a transaction of their own, then sent. */
  async function imprimirAgora(
    empresaId: number,
    documento: DocumentoDeImpressaoTipo,
    desenhar: (config: ConfigDaEmpresa) => DocumentoImpresso,
    origem: { pedido_id?: number; comanda_id?: number } = {},
  ): Promise<number> {
    const ids = await db.transaction(async (tx) => {
      const config = await configDa(empresaId, tx);
      const lista = queImprimem(config, documento, false);
      return criarIguais(tx, empresaId, lista, documento, desenhar(config), origem);
    });
    await despachar(empresaId, ids);
    return ids.length;
  }

  /**
   * One kitchen ticket per printer (a printer of stations gets only its stations' items and the
   * unrouted ones; a printer of none, all of them), written in the caller's transaction.
   */
  async function criarTickets(
    tx: Tx,
    envio: EnvioParaImprimir,
    lista: LinhaDaImpressora[],
    timezone: string,
  ): Promise<number[]> {
    const valores = [];
    for (const impressora of lista) {
      const daImpressora =
        impressora.estacoes.length === 0
          ? envio.itens
          : envio.itens.filter(
              (i) => i.estacao_id === null || impressora.estacoes.includes(i.estacao_id),
            );
      if (daImpressora.length === 0) continue;
      valores.push({
        empresa_id: envio.empresaId,
        impressora_id: impressora.id,
        documento: 'cozinha' as const,
        pedido_id: envio.pedido.id,
        comanda_id: null,
        conteudo: ticketDaCozinha(
          envio.pedido,
          daImpressora,
          { ...envio.marcas, estacao: impressora.estacoes.length ? impressora.nome : null },
          timezone,
        ),
      });
    }
    if (valores.length === 0) return [];
    const criados = await tx
      .insert(impressaoTrabalhos)
      .values(valores)
      .returning({ id: impressaoTrabalhos.id });
    return criados.map((c) => c.id);
  }

  /** The back office sees a computer connect or leave, live. */
  function anunciarAgente(empresaId: number, id: number, conectado: boolean, em: Date) {
    deps.publish({
      empresaId,
      name: 'impressao:agente',
      rooms: [rooms.equipe(empresaId)],
      payload: { empresa_id: empresaId, id, conectado, em: em.toISOString() },
    });
  }

  async function exigirAgente(empresaId: number, agenteId: number) {
    const [agente] = await db
      .select({ id: impressaoAgentes.id })
      .from(impressaoAgentes)
      .where(
        and(
          eq(impressaoAgentes.empresa_id, empresaId),
          eq(impressaoAgentes.id, agenteId),
          isNull(impressaoAgentes.revogado_em),
        ),
      );
    if (!agente) throw validacao(MENSAGENS_IMPRESSORA.agenteNaoEncontrado);
  }

  return {
    despachar,

    /**
     * The 'impressao.reenviar' job (every few seconds, any process): the jobs a printer failed
     * (back to pending) and those sent a minute ago with no answer go out again, in order, to
     * agents that are connected. The agent's journal refuses one it already printed.
     */
    async reenviar(): Promise<{ reenviados: number }> {
      const agora = deps.now();
      const linhas = await db
        .select({ empresa_id: impressaoTrabalhos.empresa_id, id: impressaoTrabalhos.id })
        .from(impressaoTrabalhos)
        .innerJoin(impressoras, daImpressora)
        .innerJoin(impressaoAgentes, doAgente)
        .where(
          and(
            isNull(impressaoAgentes.revogado_em),
            isNull(impressaoAgentes.desconectado_em),
            sql`${impressaoAgentes.pareado_em} is not null`,
            or(
              and(
                eq(impressaoTrabalhos.estado, 'pendente'),
                sql`${impressaoTrabalhos.tentativas} > 0`,
              ),
              and(
                eq(impressaoTrabalhos.estado, 'enviado'),
                sql`${impressaoTrabalhos.enviado_em} < ${new Date(agora.getTime() - SEM_RESPOSTA_MS)}::timestamptz`,
              ),
            ),
          ),
        )
        .orderBy(asc(impressaoTrabalhos.id))
        .limit(1000);
      const porEmpresa = new Map<number, number[]>();
      for (const l of linhas)
        porEmpresa.set(l.empresa_id, [...(porEmpresa.get(l.empresa_id) ?? []), l.id]);
      let reenviados = 0;
      for (const [empresaId, ids] of porEmpresa) reenviados += await despachar(empresaId, ids);
      return { reenviados };
    },

    /** The back office's list: the company's computers (paired or waiting) and printers. */
    async listar(empresaId: number) {
      const agentes = await db
        .select()
        .from(impressaoAgentes)
        .where(
          and(eq(impressaoAgentes.empresa_id, empresaId), isNull(impressaoAgentes.revogado_em)),
        )
        .orderBy(asc(impressaoAgentes.id));
      const lista = await db
        .select()
        .from(impressoras)
        .where(eq(impressoras.empresa_id, empresaId))
        .orderBy(asc(impressoras.id));
      const agora = deps.now().getTime();
      return {
        agentes: agentes.map((a) => ({
          id: a.id,
          nome: a.nome,
          pareado: a.pareado_em !== null,
          conectado:
            a.pareado_em !== null && a.desconectado_em === null && a.ultimo_sinal_em !== null,
          codigo_expira_em:
            a.codigo && a.codigo_expira_em && a.codigo_expira_em.getTime() > agora
              ? a.codigo_expira_em.toISOString()
              : null,
          ultimo_sinal_em: a.ultimo_sinal_em?.toISOString() ?? null,
        })),
        impressoras: lista.map((i) => ({
          id: i.id,
          agente_id: i.agente_id,
          nome: i.nome,
          conexao: i.conexao,
          endereco: i.endereco,
          porta: i.porta,
          largura: i.largura as LarguraDoPapel,
          estacoes: i.estacoes,
          documentos: i.documentos,
          copias: i.copias,
          automatica: i.automatica,
          ativo: i.ativo,
        })),
      };
    },

    /** Creates (id null) or changes a printer of the company, driven by one of its agents. */
    async salvarImpressora(empresaId: number, id: number | null, form: ImpressoraForm) {
      await exigirAgente(empresaId, form.agente_id);
      const valores = { ...form, updated_at: deps.now() };
      const [row] =
        id === null
          ? await db
              .insert(impressoras)
              .values({ ...valores, empresa_id: empresaId })
              .returning({ id: impressoras.id })
          : await db
              .update(impressoras)
              .set(valores)
              .where(and(eq(impressoras.empresa_id, empresaId), eq(impressoras.id, id)))
              .returning({ id: impressoras.id });
      if (!row) throw naoEncontrado(MENSAGENS_IMPRESSORA.impressoraNaoEncontrada);
      esquecer(empresaId);
      return row.id;
    },

    async excluirImpressora(empresaId: number, id: number): Promise<void> {
      const apagadas = await db
        .delete(impressoras)
        .where(and(eq(impressoras.empresa_id, empresaId), eq(impressoras.id, id)))
        .returning({ id: impressoras.id });
      if (apagadas.length === 0) throw naoEncontrado(MENSAGENS_IMPRESSORA.impressoraNaoEncontrada);
      esquecer(empresaId);
    },

    /**
     * In the transaction that sent items to the kitchen: one kitchen ticket per printer that
     * prints them automatically (a printer of stations gets only its stations' items; one of no
     * station, the whole order). Answers the dispatch for after the commit.
     */
    async aoEnviarParaCozinha(tx: Tx, envio: EnvioParaImprimir): Promise<() => Promise<void>> {
      if (envio.itens.length === 0) return async () => {};
      const config = await configDa(envio.empresaId, tx);
      const lista = queImprimem(config, 'cozinha', true);
      if (lista.length === 0) return async () => {};
      const ids = await criarTickets(tx, envio, lista, config.timezone);
      return async () => {
        await despachar(envio.empresaId, ids);
      };
    },

    /**
     * 'Reimprimir' (board, monitor): the order's kitchen tickets again, marked REIMPRESSÃO, on
     * every active printer of kitchen tickets (automatic or not). Answers how many went out.
     */
    async reimprimir(empresaId: number, pedido: Pedido): Promise<number> {
      const itens = pedido.itens.filter((i) => i.cancelado_em === null);
      const ids = await db.transaction(async (tx) => {
        const config = await configDa(empresaId, tx);
        return criarTickets(
          tx,
          { empresaId, pedido, itens, marcas: { reimpressao: true } },
          queImprimem(config, 'cozinha', false),
          config.timezone,
        );
      });
      await despachar(empresaId, ids);
      return ids.length;
    },

    /**
     * An order accepted (pendente → preparando), in that transaction: a delivery's courier
     * receipt on the printers that print it by themselves. `carregar` reads the order in the
     * transaction, only when such a printer exists. Answers the dispatch for after the commit.
     */
    async aoAceitarPedido(
      tx: Tx,
      empresaId: number,
      carregar: () => Promise<Pedido | null>,
    ): Promise<(() => Promise<void>) | undefined> {
      const config = await configDa(empresaId, tx);
      const lista = queImprimem(config, 'entrega', true);
      if (lista.length === 0) return undefined;
      const pedido = await carregar();
      if (!pedido || pedido.tipo_pedido !== 'entrega') return undefined;
      const documento = viaDoEntregador(pedido, config.empresa, config.timezone);
      const ids = await criarIguais(tx, empresaId, lista, 'entrega', documento, {
        pedido_id: pedido.id,
      });
      return async () => {
        await despachar(empresaId, ids);
      };
    },

    /** 'Imprimir via do entregador' by hand: on every printer of courier receipts. */
    imprimirEntrega: (empresaId: number, pedido: Pedido) =>
      imprimirAgora(
        empresaId,
        'entrega',
        (config) => viaDoEntregador(pedido, config.empresa, config.timezone),
        { pedido_id: pedido.id },
      ),

    /**
     * A bill closed (the tab asked for the bill), in that transaction: the bill on the printers
     * that print it by themselves. `carregar` builds the bill in the transaction, only when such
     * a printer exists. Answers the dispatch for after the commit.
     */
    async aoFecharConta(
      tx: Tx,
      empresaId: number,
      carregar: () => Promise<Conta>,
    ): Promise<(() => Promise<void>) | undefined> {
      const config = await configDa(empresaId, tx);
      const lista = queImprimem(config, 'conta', true);
      if (lista.length === 0) return undefined;
      const conta = await carregar();
      const ids = await criarIguais(
        tx,
        empresaId,
        lista,
        'conta',
        contaDaMesa(conta, config.empresa, {}, config.timezone),
        { comanda_id: conta.comanda_id },
      );
      return async () => {
        await despachar(empresaId, ids);
      };
    },

    /** 'Imprimir na impressora' on a bill: with the charge and the split chosen on screen. */
    imprimirConta: (empresaId: number, conta: Conta, opcoes: OpcoesDaConta) =>
      imprimirAgora(
        empresaId,
        'conta',
        (config) => contaDaMesa(conta, config.empresa, opcoes, config.timezone),
        { comanda_id: conta.comanda_id },
      ),

    /** The daily closing on the printers of closings. */
    imprimirFechamento: (empresaId: number, fechamento: FechamentoDoDia) =>
      imprimirAgora(empresaId, 'fechamento', (config) =>
        fechamentoDoDia(fechamento, config.empresa, config.timezone),
      ),

    /** Which documents the company can print on a printer now (the screens' buttons). */
    async disponiveis(empresaId: number): Promise<DocumentoDeImpressaoTipo[]> {
      const config = await configDa(empresaId, db);
      return DOCUMENTOS_DE_IMPRESSAO.filter((d) => queImprimem(config, d, false).length > 0);
    },

    /** A new computer to pair: its one-time code ('12-483920'), valid for 15 minutes. */
    async novoAgente(empresaId: number, usuarioId: number, nome: string) {
      const expira = new Date(deps.now().getTime() + CODIGO_VALIDO_MS);
      const digitos = String(randomInt(0, 1_000_000)).padStart(6, '0');
      const [agente] = await db
        .insert(impressaoAgentes)
        .values({
          empresa_id: empresaId,
          nome,
          codigo: digitos,
          codigo_expira_em: expira,
          criado_por: usuarioId,
        })
        .returning();
      return {
        codigo: `${empresaId}-${digitos}`,
        expira_em: expira.toISOString(),
        agente: { id: agente!.id, nome: agente!.nome },
      };
    },

    /** The agent pairs with its code once; the code is spent and its token returned. */
    async parear(codigo: string, nome: string): Promise<AgentePareado> {
      const achado = /^(\d{1,9})-(\d{6})$/.exec(codigo.replace(/\s+/g, ''));
      if (!achado) throw validacao(MENSAGENS_IMPRESSORA.codigoInvalido);
      const empresaId = Number(achado[1]);
      const agora = deps.now();
      const [agente] = await db
        .update(impressaoAgentes)
        .set({
          codigo: null,
          codigo_expira_em: null,
          pareado_em: agora,
          ...(nome ? { nome } : {}),
          updated_at: agora,
        })
        .where(
          and(
            eq(impressaoAgentes.empresa_id, empresaId),
            eq(impressaoAgentes.codigo, achado[2]!),
            sql`${impressaoAgentes.codigo_expira_em} > ${agora}::timestamptz`,
            isNull(impressaoAgentes.revogado_em),
          ),
        )
        .returning();
      if (!agente) throw naoEncontrado(MENSAGENS_IMPRESSORA.codigoInvalido);
      const token = deps.tokens.sign(
        { kind: 'impressora', sub: agente.id, empresa_id: empresaId },
        { expiresIn: VALIDADE_DO_AGENTE },
      );
      return { token, agente: { id: agente.id, empresa_id: empresaId, nome: agente.nome } };
    },

    /** Whether an agent's token may still be used (paired, not revoked), remembered 5 s. */
    async ativo(empresaId: number, agenteId: number): Promise<boolean> {
      const lembrado = memoria.get(agenteId);
      if (lembrado && lembrado.ate > Date.now()) return lembrado.ativo;
      const [row] = await db
        .select({ id: impressaoAgentes.id })
        .from(impressaoAgentes)
        .where(
          and(
            eq(impressaoAgentes.empresa_id, empresaId),
            eq(impressaoAgentes.id, agenteId),
            isNull(impressaoAgentes.revogado_em),
            sql`${impressaoAgentes.pareado_em} is not null`,
          ),
        );
      const ativo = Boolean(row);
      memoria.set(agenteId, { ativo, ate: Date.now() + MEMORIA_MS });
      return ativo;
    },

    /** Revokes an agent: its token stops working and its sockets are closed at once. */
    async revogar(empresaId: number, agenteId: number): Promise<void> {
      const revogados = await db
        .update(impressaoAgentes)
        .set({ revogado_em: deps.now(), codigo: null })
        .where(
          and(
            eq(impressaoAgentes.empresa_id, empresaId),
            eq(impressaoAgentes.id, agenteId),
            isNull(impressaoAgentes.revogado_em),
          ),
        )
        .returning({ id: impressaoAgentes.id });
      if (revogados.length === 0) throw naoEncontrado(MENSAGENS_IMPRESSORA.agenteNaoEncontrado);
      memoria.set(agenteId, { ativo: false, ate: Number.POSITIVE_INFINITY });
      esquecer(empresaId);
      deps.disconnectRoom?.(rooms.impressora(agenteId));
    },

    /** The agent connected: what it is owed goes out again, in order. */
    async conectou(empresaId: number, agenteId: number): Promise<number> {
      const agora = deps.now();
      await db
        .update(impressaoAgentes)
        .set({ ultimo_sinal_em: agora, desconectado_em: null })
        .where(and(eq(impressaoAgentes.empresa_id, empresaId), eq(impressaoAgentes.id, agenteId)));
      anunciarAgente(empresaId, agenteId, true, agora);
      const devidos = await db
        .select({ id: impressaoTrabalhos.id })
        .from(impressaoTrabalhos)
        .innerJoin(impressoras, daImpressora)
        .where(
          and(
            eq(impressaoTrabalhos.empresa_id, empresaId),
            eq(impressoras.agente_id, agenteId),
            inArray(impressaoTrabalhos.estado, ['pendente', 'enviado']),
          ),
        );
      return despachar(
        empresaId,
        devidos.map((d) => d.id),
      );
    },

    async desconectou(empresaId: number, agenteId: number): Promise<void> {
      const agora = deps.now();
      await db
        .update(impressaoAgentes)
        .set({ desconectado_em: agora })
        .where(and(eq(impressaoAgentes.empresa_id, empresaId), eq(impressaoAgentes.id, agenteId)));
      anunciarAgente(empresaId, agenteId, false, agora);
    },

    /**
     * The agent's answer for a job (only for its own printers' jobs, of its version): printed,
     * or back to pending with why, to be sent again when it reconnects.
     */
    async resultado(
      empresaId: number,
      agenteId: number,
      resultado: ResultadoDaImpressao,
    ): Promise<boolean> {
      const impresso = resultado.estado === 'impresso';
      const mudados = await db
        .update(impressaoTrabalhos)
        .set(
          impresso
            ? { estado: 'impresso', impresso_em: deps.now(), erro: null }
            : {
                estado: 'pendente',
                erro: (resultado.erro ?? 'Falha na impressão').slice(0, 500),
                tentativas: sql`${impressaoTrabalhos.tentativas} + 1`,
              },
        )
        .where(
          and(
            eq(impressaoTrabalhos.empresa_id, empresaId),
            eq(impressaoTrabalhos.id, resultado.id),
            eq(impressaoTrabalhos.versao, resultado.versao),
            inArray(impressaoTrabalhos.estado, ['pendente', 'enviado']),
            sql`exists (select 1 from ${impressoras} i where i.empresa_id = ${impressaoTrabalhos.empresa_id}
              and i.id = ${impressaoTrabalhos.impressora_id} and i.agente_id = ${agenteId})`,
          ),
        )
        .returning({ id: impressaoTrabalhos.id });
      return mudados.length > 0;
    },
  };
}

export type Impressoras = ReturnType<typeof criarImpressoras>;
