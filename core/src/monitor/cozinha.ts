import {
  and,
  eq,
  gte,
  inArray,
  isNotNull,
  isNull,
  lte,
  notInArray,
  sql,
  type SQL,
} from 'drizzle-orm';
import {
  ALERTA_DE_SINAL_APOS_MS,
  type AlertaDaCozinha,
  ehSemPapel,
  type EstadoDaCozinha,
  PEDIDO_STATUS_EM_ABERTO,
  PEDIDO_STATUS_NA_COZINHA,
  type Publish,
  type RecebimentoNaCozinha,
  rooms,
  type TelaMonitor,
  TEMPO_PREPARO_PADRAO,
} from '@cardapio/shared-events';
import type { Db } from '../db/client';
import { empresas } from '../empresas/schema';
import { pedidoItens, pedidos } from '../pedidos/schema';
import { produtos } from '../cardapio/schema';
import { estacoes } from '../estacoes/schema';
import { impressaoTrabalhos, impressoras } from '../impressoras/schema';
import { usuarios } from '../usuarios/schema';
import { inicioNaCozinhaSql } from '../ritmo/agendados';
import { cozinhaAlertas, cozinhaRecebimentos, telasMonitor } from './schema';

/** An order in these states is still in the kitchen (its lateness counts). */
const NA_COZINHA = PEDIDO_STATUS_NA_COZINHA;

/** A printer's tickets still waiting to be printed (issue 30). */
const esperandoNa = (empresaId: SQL, impressoraId: SQL) =>
  sql<number>`(select count(*)::int from ${impressaoTrabalhos} t where t.empresa_id = ${empresaId}
    and t.impressora_id = ${impressoraId} and t.estado in ('pendente', 'enviado'))`;

/** The last reason a printer gave for refusing one of its waiting tickets ('… sem papel'). */
const ultimoErroNa = (empresaId: SQL, impressoraId: SQL) =>
  sql<string | null>`(select t.erro from ${impressaoTrabalhos} t where t.empresa_id = ${empresaId}
    and t.impressora_id = ${impressoraId} and t.estado in ('pendente', 'enviado')
    and t.erro is not null order by t.id desc limit 1)`;

/** A ticket waiting this long, with the store open, raises its printer's alert (issue 30 §2). */
export const ALERTA_DE_IMPRESSORA_APOS_MS = 60_000;

/** An unconfirmed order older than this is no longer watched (a forgotten test order). */
const VIGIA_ATE_MS = 6 * 3_600_000;
/** A screen last heard before this is put away, not missing (yesterday's tablet). */
const TELA_ESQUECIDA_APOS_MS = 12 * 3_600_000;
/** The board and the dashboard show the confirmations of orders this recent. */
const RECEBIDOS_DESDE_MS = 24 * 3_600_000;

/** Confirmations written together (one statement: each screen's rows, in order). */
type Confirmacao = {
  empresaId: number;
  quem: QuemConfirma;
  chave: string;
  nome: string;
  ids: number[];
};

/** Who confirms: a registered kitchen screen, or a staff member with /monitor open. */
export type QuemConfirma =
  { tipo: 'tela'; id: number } | { tipo: 'equipe'; id: number; dispositivo?: string };

export interface CozinhaDeps {
  db: Db;
  publish: Publish;
  now: () => Date;
  /** Whether the store is open now (a silent screen is only alerted during opening hours). */
  lojaAberta: (empresaId: number, agora: Date) => Promise<boolean>;
}

type LinhaDaTela = typeof telasMonitor.$inferSelect;

/** A screen's row as the list and its live event show it. */
export function paraTelaMonitor(row: LinhaDaTela, autor: string | null): TelaMonitor {
  return {
    id: row.id,
    nome: row.nome,
    criada_por: autor,
    created_at: row.created_at.toISOString(),
    ultimo_uso_em: row.ultimo_uso_em?.toISOString() ?? null,
    ultimo_sinal_em: row.ultimo_sinal_em?.toISOString() ?? null,
    desconectada_em: row.desconectada_em?.toISOString() ?? null,
    ultimo_pedido_em: row.ultimo_pedido_em?.toISOString() ?? null,
  };
}

/**
 * The kitchen's confirmations (issue 28 §3): which screen drew which order, each registered
 * screen's heartbeat, and the alerts raised when an order or a screen goes unheard. Everything
 * is in the database, so a restart of any process loses none of it.
 */
export function criarCozinha(deps: CozinhaDeps) {
  const { db } = deps;
  const equipe = (empresaId: number) => [rooms.equipe(empresaId)];

  /** Screen names, remembered a minute: a screen confirms on every order it draws. */
  const nomes = new Map<string, { nome: string; ate: number }>();
  async function nomeDe(empresaId: number, quem: QuemConfirma): Promise<string | null> {
    const chave = `${empresaId}:${quem.tipo}:${quem.id}`;
    const lembrado = nomes.get(chave);
    if (lembrado && lembrado.ate > Date.now()) return lembrado.nome;
    const nome = await lerNome(empresaId, quem);
    if (nome !== null) {
      if (nomes.size > 5000) nomes.clear();
      nomes.set(chave, { nome, ate: Date.now() + 60_000 });
    }
    return nome;
  }

  async function lerNome(empresaId: number, quem: QuemConfirma): Promise<string | null> {
    if (quem.tipo === 'tela') {
      const [tela] = await db
        .select({ nome: telasMonitor.nome })
        .from(telasMonitor)
        .where(
          and(
            eq(telasMonitor.empresa_id, empresaId),
            eq(telasMonitor.id, quem.id),
            isNull(telasMonitor.revogada_em),
          ),
        );
      return tela?.nome ?? null;
    }
    const [usuario] = await db
      .select({ nome: usuarios.nome })
      .from(usuarios)
      .where(and(eq(usuarios.empresa_id, empresaId), eq(usuarios.id, quem.id)));
    return usuario?.nome ?? null;
  }

  function publicarTela(empresaId: number, row: LinhaDaTela) {
    deps.publish({
      empresaId,
      name: 'cozinha:tela',
      rooms: equipe(empresaId),
      payload: { ...paraTelaMonitor(row, null), empresa_id: empresaId },
    });
  }

  function publicarResolvidos(resolvidos: { id: number; empresa_id: number }[]) {
    for (const r of resolvidos)
      deps.publish({
        empresaId: r.empresa_id,
        name: 'cozinha:alerta-resolvido',
        rooms: equipe(r.empresa_id),
        payload: { id: r.id, empresa_id: r.empresa_id },
      });
  }

  const resolver = (onde: SQL | undefined) =>
    db
      .update(cozinhaAlertas)
      .set({ resolvido_em: deps.now() })
      .where(and(isNull(cozinhaAlertas.resolvido_em), onde))
      .returning({ id: cozinhaAlertas.id, empresa_id: cozinhaAlertas.empresa_id });

  /**
   * The orders whose first confirmation this process announced lately: two screens confirming
   * at once both see no earlier row (neither sees the other's), and the staff need hear it once.
   */
  const anunciados = new Map<string, number>();
  function primeiraVez(chave: string): boolean {
    const agora = Date.now();
    if ((anunciados.get(chave) ?? 0) > agora) return false;
    if (anunciados.size > 10_000)
      for (const [k, ate] of anunciados) if (ate <= agora) anunciados.delete(k);
    anunciados.set(chave, agora + 60_000);
    return true;
  }

  /**
   * One statement per acknowledgement (measured against a group commit with bench/push.ts: at
   * 1,000 confirming sockets the batches held the push p99 at 78–95 ms, these at 55–59 ms).
   * Answers each confirmation's new rows, in order.
   */
  async function gravarLote(lote: Confirmacao[]): Promise<RecebimentoNaCozinha[][]> {
    const agora = deps.now();
    // One JSON parameter, not four per row: building thousands of placeholders would hold the
    // event loop (and so every socket's push) longer than the statement takes.
    const linhas = JSON.stringify(
      lote.flatMap((c) =>
        c.ids.map((id) => ({
          empresa_id: c.empresaId,
          pedido_id: id,
          tela: c.chave,
          tela_nome: c.nome,
        })),
      ),
    );
    const { rows } = (await db.execute(sql`
      with lote as (
        select * from jsonb_to_recordset(${linhas}::jsonb)
          as l(empresa_id int, pedido_id int, tela text, tela_nome text)
      ),
      novos as (
        insert into ${cozinhaRecebimentos} (empresa_id, pedido_id, tela, tela_nome, recebido_em)
        select ${pedidos.empresa_id}, ${pedidos.id}, lote.tela, lote.tela_nome, ${agora}::timestamptz
        from lote join ${pedidos}
          on ${pedidos.empresa_id} = lote.empresa_id and ${pedidos.id} = lote.pedido_id
        on conflict do nothing
        returning empresa_id, pedido_id, tela, recebido_em
      )
      select n.empresa_id, n.pedido_id, n.tela, n.recebido_em, not exists (
        select 1 from ${cozinhaRecebimentos} r
        where r.empresa_id = n.empresa_id and r.pedido_id = n.pedido_id
      ) as primeiro
      from novos n`)) as unknown as {
      rows: {
        empresa_id: number;
        pedido_id: number;
        tela: string;
        recebido_em: Date | string;
        primeiro: boolean;
      }[];
    };
    const inseridas = new Map<string, (typeof rows)[number]>(
      rows.map((r) => [`${r.empresa_id}:${r.tela}:${r.pedido_id}`, r] as const),
    );
    const primeiros: RecebimentoNaCozinha[] = [];
    const resultados = lote.map((c) => {
      const novos: RecebimentoNaCozinha[] = [];
      for (const id of c.ids) {
        const chave = `${c.empresaId}:${c.chave}:${id}`;
        const row = inseridas.get(chave);
        if (!row) continue;
        inseridas.delete(chave); // the same screen twice in a batch: the first one got it
        const recebimento = {
          empresa_id: c.empresaId,
          pedido_id: id,
          recebido_em: new Date(row.recebido_em).toISOString(),
          tela: c.nome,
        };
        novos.push(recebimento);
        const pedido = `${c.empresaId}:${id}`;
        if (row.primeiro && primeiraVez(pedido)) {
          primeiros.push(recebimento);
        }
      }
      return novos;
    });

    const telas = new Map<string, { empresaId: number; id: number; recebeu: boolean }>();
    lote.forEach((c, i) => {
      if (c.quem.tipo !== 'tela') return;
      const chave = `${c.empresaId}:${c.quem.id}`;
      const recebeu = resultados[i]!.length > 0 || (telas.get(chave)?.recebeu ?? false);
      telas.set(chave, { empresaId: c.empresaId, id: c.quem.id, recebeu });
    });
    if (telas.size > 0) {
      const valores = [...telas.values()].map(
        (t) => sql`(${t.empresaId}::int, ${t.id}::int, ${t.recebeu}::boolean)`,
      );
      await db.execute(sql`
        update ${telasMonitor} set
          ultimo_sinal_em = ${agora}::timestamptz,
          ultimo_pedido_em = case when v.recebeu then ${agora}::timestamptz else ${telasMonitor.ultimo_pedido_em} end
        from (values ${sql.join(valores, sql`, `)}) as v (empresa_id, id, recebeu)
        where ${telasMonitor.empresa_id} = v.empresa_id and ${telasMonitor.id} = v.id`);
    }

    // Only an order's first confirmation is news to the staff (the board shows the first):
    // with many screens, one event per order, not one per screen.
    for (const recebimento of primeiros)
      deps.publish({
        empresaId: recebimento.empresa_id,
        name: 'cozinha:recebido',
        rooms: equipe(recebimento.empresa_id),
        payload: recebimento,
      });
    if (primeiros.length > 0) {
      const pares = primeiros.map((p) => sql`(${p.empresa_id}::int, ${p.pedido_id}::int)`);
      publicarResolvidos(
        await resolver(
          and(
            eq(cozinhaAlertas.tipo, 'pedido'),
            sql`(${cozinhaAlertas.empresa_id}, ${cozinhaAlertas.pedido_id}) in (${sql.join(pares, sql`, `)})`,
          ),
        ),
      );
    }
    return resultados;
  }

  /**
   * Issue 29 §3: an order still in the kitchen past its target (each part's target is its
   * longest item's tempo_preparo; a part is an order's items of one station) by the company's
   * tolerance raises one alert, ever, naming the late station; it resolves when the order leaves
   * the kitchen. Only for a company that set up stations: the spec's monitor (no stations) keeps
   * its ageing colours as the only signal.
   */
  /** A station's target: its own, or its longest item's tempo_preparo (kept on the item). */
  const ALVO = sql`coalesce(max(alvo_st.alvo_min), max(coalesce(i.alvo_min, pr.tempo_preparo, ${TEMPO_PREPARO_PADRAO})))`;

  async function alertarAtrasos(agora: Date): Promise<AlertaDaCozinha[]> {
    // A scheduled order's ticket counts from when the kitchen must start it (ritmo).
    const inicio = inicioNaCozinhaSql({
      empresaId: sql`p.empresa_id`,
      id: sql`p.id`,
      createdAt: sql`p.created_at`,
      agendadoPara: sql`p.agendado_para`,
    });
    const { rows } = (await db.execute(sql`
      select distinct on (p.empresa_id, p.id) p.empresa_id, p.id as pedido_id, i.estacao_id,
        ${inicio} + make_interval(mins => ${ALVO}::int) as prazo
      from ${pedidos} p
      join ${empresas} e on e.id = p.empresa_id
      join ${pedidoItens} i on i.empresa_id = p.empresa_id and i.pedido_id = p.id
        and i.cancelado_em is null
      left join ${produtos} pr on pr.empresa_id = i.empresa_id and pr.id = i.produto_id
      left join ${estacoes} alvo_st on alvo_st.empresa_id = i.empresa_id and alvo_st.id = i.estacao_id
      where e.monitor_tolerancia_atraso_min > 0
        and exists (select 1 from ${estacoes} st where st.empresa_id = p.empresa_id and st.ativo)
        and p.status in (${sql.join(
          NA_COZINHA.map((status) => sql`${status}`),
          sql`, `,
        )})
        and p.created_at >= ${new Date(agora.getTime() - VIGIA_ATE_MS)}::timestamptz
        and not exists (select 1 from ${cozinhaAlertas} a where a.empresa_id = p.empresa_id
          and a.pedido_id = p.id and a.tipo = 'atraso')
      group by p.empresa_id, p.id, i.estacao_id, p.created_at, p.agendado_para,
        e.monitor_tolerancia_atraso_min
      having bool_or(i.pronto_em is null)
        and ${inicio} + make_interval(mins => (${ALVO} + e.monitor_tolerancia_atraso_min)::int) <= ${agora}::timestamptz
      order by p.empresa_id, p.id, prazo`)) as unknown as {
      rows: {
        empresa_id: number;
        pedido_id: number;
        estacao_id: number | null;
        prazo: Date | string;
      }[];
    };
    if (rows.length === 0) return [];
    const inseridos = await db
      .insert(cozinhaAlertas)
      .values(
        rows.map((r) => ({
          empresa_id: Number(r.empresa_id),
          pedido_id: Number(r.pedido_id),
          estacao_id: r.estacao_id === null ? null : Number(r.estacao_id),
          tipo: 'atraso' as const,
          desde: new Date(r.prazo),
        })),
      )
      .onConflictDoNothing()
      .returning();
    const nomes = await nomesDasEstacoes(inseridos.map((a) => [a.empresa_id, a.estacao_id]));
    return inseridos.map((a) =>
      paraAlerta({
        ...a,
        tela: null,
        estacao: nomes.get(`${a.empresa_id}:${a.estacao_id}`) ?? null,
      }),
    );
  }

  /**
   * A printer with a ticket waiting for a minute, while its store is open, raises one alert
   * ('Impressora Cozinha offline — 3 tickets esperando'); it resolves once nothing waits.
   */
  async function alertarImpressoras(
    agora: Date,
    aberta: Map<number, boolean>,
  ): Promise<AlertaDaCozinha[]> {
    const { rows } = (await db.execute(sql`
      select t.empresa_id, t.impressora_id, i.nome, min(t.created_at) as desde, count(*)::int as esperando,
        (array_agg(t.erro order by t.id desc) filter (where t.erro is not null))[1] as erro
      from ${impressaoTrabalhos} t
      join ${impressoras} i on i.empresa_id = t.empresa_id and i.id = t.impressora_id
      where t.estado in ('pendente', 'enviado')
        and t.created_at >= ${new Date(agora.getTime() - VIGIA_ATE_MS)}::timestamptz
        and not exists (select 1 from ${cozinhaAlertas} a where a.empresa_id = t.empresa_id
          and a.tipo = 'impressora' and a.impressora_id = t.impressora_id and a.resolvido_em is null)
      group by t.empresa_id, t.impressora_id, i.nome
      having min(t.created_at) <= ${new Date(agora.getTime() - ALERTA_DE_IMPRESSORA_APOS_MS)}::timestamptz`)) as unknown as {
      rows: {
        empresa_id: number;
        impressora_id: number;
        nome: string;
        desde: Date | string;
        esperando: number;
        erro: string | null;
      }[];
    };
    const novos: AlertaDaCozinha[] = [];
    for (const r of rows) {
      const empresaId = Number(r.empresa_id);
      if (!aberta.has(empresaId)) aberta.set(empresaId, await deps.lojaAberta(empresaId, agora));
      if (!aberta.get(empresaId)) continue;
      const [alerta] = await db
        .insert(cozinhaAlertas)
        .values({
          empresa_id: empresaId,
          tipo: 'impressora',
          impressora_id: Number(r.impressora_id),
          desde: new Date(r.desde),
        })
        .onConflictDoNothing()
        .returning();
      if (alerta)
        novos.push(
          paraAlerta({
            ...alerta,
            tela: null,
            estacao: null,
            impressora: r.nome,
            esperando: r.esperando,
            erro: r.erro,
          }),
        );
    }
    return novos;
  }

  async function nomesDasEstacoes(pares: [number, number | null][]): Promise<Map<string, string>> {
    const ids = pares.filter((p): p is [number, number] => p[1] !== null);
    if (ids.length === 0) return new Map();
    const linhas = await db
      .select({ empresa_id: estacoes.empresa_id, id: estacoes.id, nome: estacoes.nome })
      .from(estacoes)
      .where(
        inArray(
          estacoes.id,
          ids.map((p) => p[1]),
        ),
      );
    return new Map(linhas.map((l) => [`${l.empresa_id}:${l.id}`, l.nome]));
  }

  return {
    /**
     * A screen drew these orders. Ids of another company's orders are ignored. Answers the
     * screen's name; tells the staff of each new confirmation and of the alerts it resolved.
     */
    async confirmar(
      empresaId: number,
      quem: QuemConfirma,
      pedidoIds: number[],
    ): Promise<{ tela: string; novos: RecebimentoNaCozinha[] } | null> {
      const nome = await nomeDe(empresaId, quem);
      if (nome === null) return null;
      const chave =
        quem.tipo === 'tela'
          ? `t${quem.id}`
          : `u${quem.id}${quem.dispositivo ? `:${quem.dispositivo}` : ''}`;
      const [novos] = await gravarLote([
        { empresaId, quem, chave, nome, ids: [...new Set(pedidoIds)] },
      ]);
      return { tela: nome, novos: novos! };
    },

    /** GET /api/monitor/cozinha: the confirmations of recent orders and the open alerts. */
    async estado(empresaId: number): Promise<EstadoDaCozinha> {
      const desde = new Date(deps.now().getTime() - RECEBIDOS_DESDE_MS);
      const [config] = await db
        .select({ seg: empresas.monitor_confirmacao_seg })
        .from(empresas)
        .where(eq(empresas.id, empresaId));
      const recebidos = await db
        .selectDistinctOn([cozinhaRecebimentos.pedido_id], {
          pedido_id: cozinhaRecebimentos.pedido_id,
          recebido_em: cozinhaRecebimentos.recebido_em,
          tela: cozinhaRecebimentos.tela_nome,
        })
        .from(cozinhaRecebimentos)
        .where(
          and(
            eq(cozinhaRecebimentos.empresa_id, empresaId),
            gte(cozinhaRecebimentos.recebido_em, desde),
          ),
        )
        .orderBy(cozinhaRecebimentos.pedido_id, cozinhaRecebimentos.recebido_em);
      const abertos = await db
        .select({
          id: cozinhaAlertas.id,
          tipo: cozinhaAlertas.tipo,
          pedido_id: cozinhaAlertas.pedido_id,
          tela_id: cozinhaAlertas.tela_id,
          tela: telasMonitor.nome,
          estacao: estacoes.nome,
          desde: cozinhaAlertas.desde,
          impressora_id: cozinhaAlertas.impressora_id,
          impressora: sql<
            string | null
          >`(select i.nome from ${impressoras} i where i.empresa_id = ${cozinhaAlertas.empresa_id} and i.id = ${cozinhaAlertas.impressora_id})`,
          esperando: esperandoNa(
            sql`${cozinhaAlertas.empresa_id}`,
            sql`${cozinhaAlertas.impressora_id}`,
          ),
          erro: ultimoErroNa(
            sql`${cozinhaAlertas.empresa_id}`,
            sql`${cozinhaAlertas.impressora_id}`,
          ),
        })
        .from(cozinhaAlertas)
        .leftJoin(
          telasMonitor,
          and(
            eq(telasMonitor.empresa_id, cozinhaAlertas.empresa_id),
            eq(telasMonitor.id, cozinhaAlertas.tela_id),
          ),
        )
        .leftJoin(
          estacoes,
          and(
            eq(estacoes.empresa_id, cozinhaAlertas.empresa_id),
            eq(estacoes.id, cozinhaAlertas.estacao_id),
          ),
        )
        .where(and(eq(cozinhaAlertas.empresa_id, empresaId), isNull(cozinhaAlertas.resolvido_em)))
        .orderBy(cozinhaAlertas.desde, cozinhaAlertas.id);
      return {
        confirmacao_seg: config?.seg ?? 0,
        recebidos: recebidos.map((r) => ({
          empresa_id: empresaId,
          pedido_id: r.pedido_id,
          recebido_em: r.recebido_em.toISOString(),
          tela: r.tela,
        })),
        alertas: abertos.map((a) => paraAlerta({ ...a, empresa_id: empresaId })),
      };
    },

    /** A registered screen's connection opened or beat: it is heard, its silence alert ends. */
    async sinal(empresaId: number, telaId: number): Promise<void> {
      const [row] = await db
        .update(telasMonitor)
        .set({ ultimo_sinal_em: deps.now(), desconectada_em: null })
        .where(
          and(
            eq(telasMonitor.empresa_id, empresaId),
            eq(telasMonitor.id, telaId),
            isNull(telasMonitor.revogada_em),
          ),
        )
        .returning();
      if (!row) return;
      publicarTela(empresaId, row);
      publicarResolvidos(
        await resolver(
          and(
            eq(cozinhaAlertas.empresa_id, empresaId),
            eq(cozinhaAlertas.tipo, 'tela'),
            eq(cozinhaAlertas.tela_id, telaId),
          ),
        ),
      );
    },

    /** A registered screen's connection closed. */
    async desconectou(empresaId: number, telaId: number): Promise<void> {
      const [row] = await db
        .update(telasMonitor)
        .set({ desconectada_em: deps.now() })
        .where(
          and(
            eq(telasMonitor.empresa_id, empresaId),
            eq(telasMonitor.id, telaId),
            isNull(telasMonitor.revogada_em),
          ),
        )
        .returning();
      if (row) publicarTela(empresaId, row);
    },

    /**
     * The 'cozinha.vigiar' job (every few seconds, any process): raises the alert of each order
     * of a company with kitchen screens that none confirmed in its time, and of each registered
     * screen silent for a minute while its store is open; resolves those that no longer hold.
     * Each alert is written once (unique per order, one open per screen), so several processes
     * running it at once announce it once.
     */
    async vigiar(): Promise<{ alertados: number; resolvidos: number }> {
      const agora = deps.now();
      const emAberto = [...PEDIDO_STATUS_EM_ABERTO];
      const temTela = sql`exists (select 1 from ${telasMonitor} where ${telasMonitor.empresa_id} = ${empresas.id} and ${telasMonitor.revogada_em} is null)`;
      const semRecebimento = sql`not exists (select 1 from ${cozinhaRecebimentos} where ${cozinhaRecebimentos.empresa_id} = ${pedidos.empresa_id} and ${cozinhaRecebimentos.pedido_id} = ${pedidos.id})`;
      const atrasados = await db
        .select({ empresa_id: pedidos.empresa_id, pedido_id: pedidos.id })
        .from(pedidos)
        .innerJoin(empresas, eq(empresas.id, pedidos.empresa_id))
        .where(
          and(
            sql`${empresas.monitor_confirmacao_seg} > 0`,
            temTela,
            inArray(pedidos.status, emAberto),
            // A scheduled order is due on the screens at its kitchen start, not when placed.
            sql`${inicioNaCozinhaSql({
              empresaId: sql`${pedidos.empresa_id}`,
              id: sql`${pedidos.id}`,
              createdAt: sql`${pedidos.created_at}`,
              agendadoPara: sql`${pedidos.agendado_para}`,
            })} <= ${agora}::timestamptz - make_interval(secs => ${empresas.monitor_confirmacao_seg})`,
            gte(pedidos.created_at, new Date(agora.getTime() - VIGIA_ATE_MS)),
            semRecebimento,
          ),
        );
      const novos: AlertaDaCozinha[] = [];
      if (atrasados.length > 0) {
        const inseridos = await db
          .insert(cozinhaAlertas)
          .values(atrasados.map((p) => ({ ...p, tipo: 'pedido' as const, desde: agora })))
          .onConflictDoNothing()
          .returning();
        for (const a of inseridos) novos.push(paraAlerta({ ...a, tela: null, estacao: null }));
      }

      const caladas = await db
        .select()
        .from(telasMonitor)
        .where(
          and(
            isNull(telasMonitor.revogada_em),
            isNotNull(telasMonitor.ultimo_sinal_em),
            lte(telasMonitor.ultimo_sinal_em, new Date(agora.getTime() - ALERTA_DE_SINAL_APOS_MS)),
            gte(telasMonitor.ultimo_sinal_em, new Date(agora.getTime() - TELA_ESQUECIDA_APOS_MS)),
            sql`not exists (select 1 from ${cozinhaAlertas} where ${cozinhaAlertas.empresa_id} = ${telasMonitor.empresa_id} and ${cozinhaAlertas.tela_id} = ${telasMonitor.id} and ${cozinhaAlertas.tipo} = 'tela' and ${cozinhaAlertas.resolvido_em} is null)`,
          ),
        );
      const aberta = new Map<number, boolean>();
      for (const tela of caladas) {
        if (!aberta.has(tela.empresa_id))
          aberta.set(tela.empresa_id, await deps.lojaAberta(tela.empresa_id, agora));
        if (!aberta.get(tela.empresa_id)) continue;
        const [alerta] = await db
          .insert(cozinhaAlertas)
          .values({
            empresa_id: tela.empresa_id,
            tipo: 'tela',
            tela_id: tela.id,
            desde: tela.ultimo_sinal_em!,
          })
          .onConflictDoNothing()
          .returning();
        if (alerta) novos.push(paraAlerta({ ...alerta, tela: tela.nome, estacao: null }));
      }
      novos.push(...(await alertarAtrasos(agora)));
      novos.push(...(await alertarImpressoras(agora, aberta)));
      for (const alerta of novos)
        deps.publish({
          empresaId: alerta.empresa_id,
          name: 'cozinha:alerta',
          rooms: equipe(alerta.empresa_id),
          payload: alerta,
        });

      // Orders closed without a confirmation (cancelled, delivered), late orders whose kitchen is
      // done, and screens put away.
      const resolvidos = await resolver(
        sql`(${cozinhaAlertas.tipo} = 'pedido' and exists (select 1 from ${pedidos} where ${pedidos.empresa_id} = ${cozinhaAlertas.empresa_id} and ${pedidos.id} = ${cozinhaAlertas.pedido_id} and ${notInArray(pedidos.status, emAberto)}))
          or (${cozinhaAlertas.tipo} = 'atraso' and exists (select 1 from ${pedidos} where ${pedidos.empresa_id} = ${cozinhaAlertas.empresa_id} and ${pedidos.id} = ${cozinhaAlertas.pedido_id} and ${notInArray(pedidos.status, [...NA_COZINHA])}))
          or (${cozinhaAlertas.tipo} = 'impressora' and ${esperandoNa(sql`${cozinhaAlertas.empresa_id}`, sql`${cozinhaAlertas.impressora_id}`)} = 0)
          or (${cozinhaAlertas.tipo} = 'tela' and exists (select 1 from ${telasMonitor} where ${telasMonitor.empresa_id} = ${cozinhaAlertas.empresa_id} and ${telasMonitor.id} = ${cozinhaAlertas.tela_id} and ${telasMonitor.revogada_em} is not null))`,
      );
      publicarResolvidos(resolvidos);
      return { alertados: novos.length, resolvidos: resolvidos.length };
    },
  };
}

function paraAlerta(a: {
  id: number;
  empresa_id: number;
  tipo: 'pedido' | 'tela' | 'atraso' | 'impressora';
  pedido_id: number | null;
  tela_id: number | null;
  tela: string | null;
  estacao: string | null;
  desde: Date;
  impressora_id?: number | null;
  impressora?: string | null;
  esperando?: number | string | null;
  erro?: string | null;
}): AlertaDaCozinha {
  const base = { id: a.id, empresa_id: a.empresa_id, desde: a.desde.toISOString() };
  switch (a.tipo) {
    case 'impressora':
      return {
        ...base,
        tipo: 'impressora',
        impressora_id: a.impressora_id!,
        impressora: a.impressora ?? 'Impressora',
        esperando: Number(a.esperando ?? 0),
        sem_papel: ehSemPapel(a.erro),
      };
    case 'pedido':
      return { ...base, tipo: 'pedido', pedido_id: a.pedido_id! };
    case 'atraso':
      return { ...base, tipo: 'atraso', pedido_id: a.pedido_id!, estacao: a.estacao };
    case 'tela':
      return { ...base, tipo: 'tela', tela_id: a.tela_id!, tela: a.tela ?? 'Cozinha' };
  }
}

export type Cozinha = ReturnType<typeof criarCozinha>;
