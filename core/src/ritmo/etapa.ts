import { sql } from 'drizzle-orm';
import {
  type Enqueue,
  horaLocal,
  inicioDaJanela,
  inicioNaCozinha,
  JANELA_MS,
  MENSAGENS_RITMO,
  TEMPO_PREPARO_PADRAO,
} from '@cardapio/shared-events';
import type { ContextoDoCheckout, EtapaDoCheckout } from '../checkout/pipeline';
import type { Tx } from '../db/client';
import { empresas } from '../empresas/schema';
import { calcularStatusDaLoja, fimDoTrechoAberto, relogioLocal } from '../horarios/status';
import { validacao } from '../shared/errors';
import {
  type Capacidade,
  type CargaDaJanela,
  cheia,
  faixaDeJanelas,
  primeiraQueCabe,
} from './janelas';
import { janelasDeCapacidade, janelasDosPedidos } from './schema';

/** A window as a statement answers it. */
type LinhaDaJanela = { inicio: Date | string; pedidos: number | string; itens: number | string };

const carga = (l: LinhaDaJanela): CargaDaJanela & { inicio: number } => ({
  inicio: new Date(l.inicio).getTime(),
  pedidos: Number(l.pedidos),
  itens: Number(l.itens),
});

/** How many times a checkout that lost a window to a concurrent one looks for the next. */
const TENTATIVAS = 20;

const iso = (ms: number) => new Date(ms).toISOString();

/** Whether an order of `itens` fits the window row `j` (a left-joined or the existing row). */
function cabeNaLinha(j: string, cap: Capacidade, itens: number) {
  const linha = sql.raw(j);
  return cap.por === 'pedidos'
    ? sql`coalesce(${linha}.pedidos, 0) < ${cap.limite}`
    : sql`(coalesce(${linha}.itens, 0) = 0 or coalesce(${linha}.itens, 0) + ${itens} <= ${cap.limite})`;
}

/**
 * Takes the first window from `primeira` to `ultima` an order of `itens` fits, in ONE statement:
 * the candidate is found in the statement's snapshot, then the conditional upsert takes it only
 * if it still fits once its row is locked (a concurrent checkout may have taken the last place
 * since). Answers the window taken, or the candidate that was lost (look again), or neither
 * (nothing has room).
 */
async function tomarJanela(
  tx: Tx,
  empresaId: number,
  faixa: { primeira: number; ultima: number },
  cap: Capacidade,
  itens: number,
): Promise<{ candidata: boolean; tomada: (CargaDaJanela & { inicio: number }) | null }> {
  const { rows } = (await tx.execute(sql`
    with livre as (
      select g.inicio from generate_series(${iso(faixa.primeira)}::timestamptz,
        ${iso(faixa.ultima)}::timestamptz, interval '15 minutes') as g(inicio)
      left join ${janelasDeCapacidade} j on j.empresa_id = ${empresaId} and j.inicio = g.inicio
      where ${cabeNaLinha('j', cap, itens)}
      order by g.inicio limit 1
    ), tomada as (
      insert into ${janelasDeCapacidade} as atual (empresa_id, inicio, pedidos, itens)
      select ${empresaId}, inicio, 1, ${itens} from livre
      on conflict (empresa_id, inicio) do update
        set pedidos = atual.pedidos + 1, itens = atual.itens + excluded.itens
        where ${cabeNaLinha('atual', cap, itens)}
      returning atual.inicio, atual.pedidos, atual.itens
    )
    select (select count(*) from livre)::int as candidatas, t.inicio, t.pedidos, t.itens
    from (select 1) um left join tomada t on true`)) as unknown as {
    rows: Array<{ candidatas: number } & Partial<LinhaDaJanela>>;
  };
  const [linha] = rows;
  return {
    candidata: Number(linha?.candidatas ?? 0) > 0,
    tomada: linha?.inicio ? carga(linha as LinhaDaJanela) : null,
  };
}

/** A staff order counts toward its window whatever the cap: the kitchen makes it all the same. */
async function somarNaJanela(
  tx: Tx,
  empresaId: number,
  inicio: number,
  itens: number,
): Promise<CargaDaJanela & { inicio: number }> {
  const { rows } = (await tx.execute(sql`
    insert into ${janelasDeCapacidade} as atual (empresa_id, inicio, pedidos, itens)
    values (${empresaId}, ${iso(inicio)}::timestamptz, 1, ${itens})
    on conflict (empresa_id, inicio) do update
      set pedidos = atual.pedidos + 1, itens = atual.itens + excluded.itens
    returning atual.inicio, atual.pedidos, atual.itens`)) as unknown as { rows: LinhaDaJanela[] };
  return carga(rows[0]!);
}

/** The windows' loads from `desde` to `ate` (a refused scheduled order names the next free one). */
async function cargasEntre(
  tx: Tx,
  empresaId: number,
  desde: number,
  ate: number,
): Promise<Map<number, CargaDaJanela>> {
  const { rows } = (await tx.execute(sql`
    select inicio, pedidos, itens from ${janelasDeCapacidade}
    where empresa_id = ${empresaId} and inicio >= ${iso(desde)}::timestamptz
      and inicio < ${iso(ate)}::timestamptz`)) as unknown as { rows: LinhaDaJanela[] };
  return new Map(rows.map((l) => [carga(l).inicio, carga(l)]));
}

/** The company's preparation time plus busy minutes: how far from now an order is expected. */
const preparoMin = (ctx: ContextoDoCheckout) =>
  ctx.empresa.frete.empresa.tempoPreparo + ctx.empresa.ritmo.ocupadoMin;

/**
 * The last instant a scheduled order may be for: the end of the company's day, or of the open
 * stretch running now (one that crosses midnight) plus the preparation time, whichever is later.
 */
function limiteDoAgendamento(ctx: ContextoDoCheckout): number {
  const { timezone, horarios, lojaAberta } = ctx.empresa;
  const minuto = Math.floor(ctx.agora.getTime() / 60_000) * 60_000;
  const fimDoDia = minuto + (24 * 60 - relogioLocal(ctx.agora, timezone).minutos) * 60_000;
  const fimDoTrecho = fimDoTrechoAberto(horarios, timezone, ctx.agora, lojaAberta);
  return Math.max(fimDoDia, (fimDoTrecho?.getTime() ?? 0) + preparoMin(ctx) * 60_000);
}

/** Whether the kitchen can start an order due at `instante` (the store open at its start). */
function cozinhaAbertaPara(ctx: ContextoDoCheckout, instante: number): boolean {
  const { timezone, horarios, lojaAberta } = ctx.empresa;
  return calcularStatusDaLoja(
    horarios,
    timezone,
    new Date(instante - preparoMin(ctx) * 60_000),
    lojaAberta,
  ).aberto;
}

/**
 * 'capacidade' (issue 31 §3), between the stock and the order, inside the checkout's
 * transaction. A company without a cap per window sends nothing to the database here. With one:
 *
 * - a customer's order (site, QR) placed as soon as possible takes the window of its expected
 *   time (now + preparation + busy minutes), or the first later one with room up to the window
 *   of an order placed when the open stretch ends; with none, it is refused (semJanela). The
 *   menu showed 'Entrega a partir de 21:15' already when its first window was full.
 * - a scheduled order takes the window of its chosen time, or is refused naming the next free
 *   one ('O horário das 21:00 está lotado. Próximo horário livre: 21:15.').
 * - a staff order (counter, phone) is never refused by the cap, but counts toward the window of
 *   its expected time: the kitchen makes it all the same, and the menu must see that load.
 *
 * The window is taken by one conditional upsert (janelas_de_capacidade), so the cap holds under
 * concurrent checkouts: of 30 customers after the last 3 places, exactly 3 get one. Which window
 * the order took is written once the order exists (janelas_dos_pedidos, in `comOPedido`), so a
 * cancellation gives back exactly that. A window that just filled up is announced after the
 * commit (menus read the status again and show the next window).
 *
 * A scheduled order's time is checked in `preparar`, before any transaction: later today, not
 * sooner than an order placed now would be ready, and with the kitchen open when it must start.
 */
export function etapaDaCapacidade(deps: {
  aoMudarJanelas: (empresaId: number) => Promise<void>;
  enqueue: Enqueue;
  now: () => Date;
}) {
  const { aoMudarJanelas } = deps;
  const etapa: EtapaDoCheckout = {
    nome: 'capacidade',

    async preparar(ctx) {
      const agendado = ctx.agendadoPara?.getTime();
      if (agendado === undefined) return;
      const { timezone } = ctx.empresa;
      const maisCedo = ctx.agora.getTime() + preparoMin(ctx) * 60_000;
      if (agendado < maisCedo - 60_000)
        throw validacao(
          MENSAGENS_RITMO.agendamentoCedo(
            horaLocal(new Date(Math.ceil(maisCedo / 60_000) * 60_000), timezone),
          ),
        );
      if (agendado > limiteDoAgendamento(ctx) || !cozinhaAbertaPara(ctx, agendado))
        throw validacao(MENSAGENS_RITMO.agendamentoForaDoDia);
    },

    async executar(tx, ctx) {
      // A scheduled order reaches the kitchen's screens when it is time to start it: a job
      // announces it again then (the screens hold it back until that moment).
      if (ctx.agendadoPara)
        ctx.comOPedido.push(async (_tx, pedido) => {
          const inicio = inicioNaCozinha(pedido, TEMPO_PREPARO_PADRAO);
          if (inicio === null) return;
          ctx.depoisDoCommit.push(() =>
            deps.enqueue(
              'ritmo.liberar',
              { empresaId: ctx.empresaId, pedidoId: pedido.id },
              {
                delayMs: Math.max(0, inicio - deps.now().getTime()),
                jobId: `ritmo.liberar-${ctx.empresaId}-${pedido.id}`,
              },
            ),
          );
        });
      const { capacidade, capacidadePor } = ctx.empresa.ritmo;
      if (capacidade === null) return;
      const { empresaId } = ctx;
      const cap: Capacidade = { limite: capacidade, por: capacidadePor };
      const itens = ctx.linhas.reduce((soma, l) => soma + l.quantidade, 0);
      const agendado = ctx.agendadoPara?.getTime();
      const { timezone, horarios, lojaAberta } = ctx.empresa;
      const faixa =
        agendado !== undefined
          ? { primeira: inicioDaJanela(agendado), ate: inicioDaJanela(agendado) + 1 }
          : faixaDeJanelas(
              ctx.agora,
              preparoMin(ctx),
              fimDoTrechoAberto(horarios, timezone, ctx.agora, lojaAberta),
            );

      let tomada: (CargaDaJanela & { inicio: number }) | null = null;
      if (ctx.equipe) {
        tomada = await somarNaJanela(tx, empresaId, faixa.primeira, itens);
      } else {
        const ultima = inicioDaJanela(faixa.ate - 1);
        for (let i = 0; i < TENTATIVAS && !tomada; i++) {
          const vez = await tomarJanela(
            tx,
            empresaId,
            { primeira: faixa.primeira, ultima },
            cap,
            itens,
          );
          tomada = vez.tomada;
          if (!vez.candidata) break;
        }
      }
      if (!tomada) {
        if (agendado === undefined) throw validacao(MENSAGENS_RITMO.semJanela);
        const limite = limiteDoAgendamento(ctx);
        const cargas = await cargasEntre(tx, empresaId, faixa.primeira + JANELA_MS, limite);
        let proxima: number | null = null;
        for (let desde = faixa.primeira + JANELA_MS; desde < limite; desde += JANELA_MS) {
          const livre = primeiraQueCabe(cargas, cap, { primeira: desde, ate: limite }, itens);
          if (livre === null || cozinhaAbertaPara(ctx, livre)) {
            proxima = livre;
            break;
          }
          desde = livre;
        }
        throw validacao(
          MENSAGENS_RITMO.janelaCheia(
            horaLocal(new Date(faixa.primeira), timezone),
            proxima === null ? null : horaLocal(new Date(proxima), timezone),
          ),
        );
      }
      const janela = tomada;
      ctx.comOPedido.push(async (txDoPedido, pedido) => {
        await txDoPedido.insert(janelasDosPedidos).values({
          empresa_id: empresaId,
          pedido_id: pedido.id,
          inicio: new Date(janela.inicio),
          itens,
        });
      });
      // The place just taken was the window's last: menus now offer the next one.
      if (cheia(janela, cap)) ctx.depoisDoCommit.push(() => aoMudarJanelas(empresaId));
    },

    /** A cancelled order gives its window back (once: its record goes with it). */
    async desfazer(tx, { empresaId, pedidoId, agora }) {
      const { rows } = (await tx.execute(sql`
        with devolvida as (
          delete from ${janelasDosPedidos} where empresa_id = ${empresaId}
            and pedido_id = ${pedidoId}
          returning inicio, itens
        )
        update ${janelasDeCapacidade} as j
          set pedidos = greatest(j.pedidos - 1, 0), itens = greatest(j.itens - d.itens, 0)
        from devolvida d
        where j.empresa_id = ${empresaId} and j.inicio = d.inicio
        returning j.inicio, j.pedidos, j.itens, d.itens as devolvidos,
          (select e.capacidade_janela from ${empresas} e where e.id = ${empresaId}) as limite,
          (select e.capacidade_por from ${empresas} e where e.id = ${empresaId}) as por`)) as unknown as {
        rows: Array<
          LinhaDaJanela & { devolvidos: number; limite: number | null; por: Capacidade['por'] }
        >;
      };
      const [linha] = rows;
      if (!linha || linha.limite === null) return;
      const depois = carga(linha);
      const antes = { pedidos: depois.pedidos + 1, itens: depois.itens + Number(linha.devolvidos) };
      const cap: Capacidade = { limite: Number(linha.limite), por: linha.por };
      // A window still to come that was full has room again: the menus offer it once more.
      if (
        depois.inicio >= inicioDaJanela(agora.getTime()) &&
        cheia(antes, cap) &&
        !cheia(depois, cap)
      )
        return () => aoMudarJanelas(empresaId);
    },
  };
  return etapa;
}
