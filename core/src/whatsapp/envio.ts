import { and, eq, sql } from 'drizzle-orm';
import {
  eventoDoStatus,
  type EventoWhatsapp,
  type JobPayloads,
  MENSAGENS_POR_SEGUNDO,
  MENSAGENS_WHATSAPP,
  type Enqueue,
  type Pedido,
  type StatusMensagem,
} from '@cardapio/shared-events';
import type { Db } from '../db/client';
import { empresas } from '../empresas/schema';
import { entregadores } from '../entregadores/schema';
import { pedidos } from '../pedidos/schema';
import { FalhaDoWhatsapp, type ClienteDoWhatsapp } from './cloud-api';
import { modeloDe, numeroDoWhatsapp, parametrosDoLink, parametrosDoPedido } from './mensagens';
import {
  whatsappDescadastros,
  whatsappMensagens,
  type MensagemRow,
  type WhatsappConfigRow,
} from './schema';

/** A message's state as its order or courier keeps a copy of it. */
export interface EstadoDaMensagem {
  id: number;
  evento: EventoWhatsapp;
  status: StatusMensagem;
  erro: string | null;
}

export interface EnvioDeps {
  db: Db;
  enqueue: Enqueue;
  cliente: ClienteDoWhatsapp;
  /** The company's settings, when it sends (active, with number and token). */
  configAtiva(empresaId: number): Promise<WhatsappConfigRow | null>;
  obterPedido(empresaId: number, pedidoId: number): Promise<Pedido | null>;
  /**
   * The order's (or courier's) copy of its last message state, written by its own area: the
   * order as it now stands when it changed, null when it did not (an older message's receipt).
   */
  registrarNoPedido(
    empresaId: number,
    pedidoId: number,
    mensagem: EstadoDaMensagem,
  ): Promise<Pedido | null>;
  registrarNoEntregador(
    empresaId: number,
    entregadorId: number,
    mensagem: EstadoDaMensagem,
  ): Promise<boolean>;
  /** The board hears the order's new message state (pedido:atualizado). */
  anunciarPedido(pedido: Pedido): void;
  /** The couriers page hears the link's new state (entregador:atualizado). */
  anunciarEntregador(empresaId: number, entregadorId: number): Promise<void>;
  linkDoEntregador(empresaId: number, entregadorId: number): Promise<string | null>;
  log: (...args: unknown[]) => void;
  /** The per-number limit: at most `porJanela` sends in any `janelaMs` (80 in 1.2 s: see below). */
  porJanela?: number;
  janelaMs?: number;
  /**
   * A send whose answer was lost (the worker died, a timeout) is not sent again before this long
   * has passed without WhatsApp's 'sent' webhook naming it (default 60 s).
   */
  confirmacaoMs?: number;
  /** Attempts before a message that keeps failing for a passing reason is 'falhou' (default 6). */
  maxTentativas?: number;
}

const FINAIS: StatusMensagem[] = ['enviado', 'entregue', 'lido', 'falhou'];
const esperar = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** The job's id for a message key: BullMQ keeps one pending job per message. */
export const idDoJob = (empresaId: number, chave: string) =>
  `whatsapp-${empresaId}-${chave.replace(/:/g, '-')}`;

/**
 * The sending side (issue 32 §2). A message is asked for after the change that calls for it has
 * committed (never inside a checkout's transaction): only a job goes to the queue. The job
 * writes the message (one per key: `pedido:<id>:<step>`), takes a slot of the number's rate
 * window, marks it 'enviando', calls the API and records WhatsApp's id. What makes it exactly
 * once: the key's unique index (a job run twice finds the row), the conditional claim (two runs
 * never both send), and a claim whose answer was lost (the worker was killed mid-send) is sent
 * again only if WhatsApp's 'sent' webhook, which carries our key, has not named it within
 * `confirmacaoMs`.
 */
export function createEnvio(deps: EnvioDeps) {
  const { db } = deps;
  // Meta allows 80 messages a second per number (more for upgraded numbers). The window is
  // counted when each send leaves our side; 20 % more time keeps sends delayed on the way (a
  // busy process) from pushing a second past the limit.
  const porJanela = deps.porJanela ?? MENSAGENS_POR_SEGUNDO;
  const janelaMs = deps.janelaMs ?? 1_200;
  const confirmacaoMs = deps.confirmacaoMs ?? 60_000;
  const maxTentativas = deps.maxTentativas ?? 6;

  async function pedir(data: JobPayloads['whatsapp.enviar']) {
    try {
      await deps.enqueue('whatsapp.enviar', data, {
        jobId: idDoJob(data.empresaId, data.chave),
        attempts: maxTentativas + 4,
      });
    } catch (erro) {
      // The sweeper ('whatsapp.conferir') finds an order step nobody asked for.
      deps.log('[whatsapp] não foi possível enfileirar', data.chave, erro);
    }
  }

  /** After an order's change committed: its step's message, when the customer takes them. */
  async function aposMudanca(pedido: Pedido): Promise<void> {
    if (!pedido.whatsapp_aceito) return;
    const evento = eventoDoStatus(pedido);
    if (!evento) return;
    await pedir({
      empresaId: pedido.empresa_id,
      chave: `pedido:${pedido.id}:${evento}`,
      evento,
      pedidoId: pedido.id,
    });
  }

  /** The message to write for a job, or null when there is none to send (no number, opted out). */
  async function montar(
    data: JobPayloads['whatsapp.enviar'],
    config: WhatsappConfigRow,
  ): Promise<{ para: string; parametros: string[] } | null> {
    const [empresa] = await db
      .select({ nome: empresas.nome })
      .from(empresas)
      .where(eq(empresas.id, data.empresaId));
    const empresaNome = empresa?.nome ?? 'loja';
    if (data.pedidoId !== undefined) {
      const pedido = await deps.obterPedido(data.empresaId, data.pedidoId);
      const para = numeroDoWhatsapp(pedido?.telefone_cliente);
      if (!pedido || !pedido.whatsapp_aceito || !para) return null;
      return { para, parametros: parametrosDoPedido(data.evento, pedido, empresaNome) };
    }
    if (data.entregadorId !== undefined) {
      const [entregador] = await db
        .select({ nome: entregadores.nome, telefone: entregadores.telefone })
        .from(entregadores)
        .where(
          and(eq(entregadores.empresa_id, data.empresaId), eq(entregadores.id, data.entregadorId)),
        );
      const link = await deps.linkDoEntregador(data.empresaId, data.entregadorId);
      const para = numeroDoWhatsapp(entregador?.telefone);
      if (!entregador || !link || !para) return null;
      return { para, parametros: parametrosDoLink(entregador.nome, empresaNome, link) };
    }
    void config;
    return null;
  }

  async function descadastrado(empresaId: number, para: string): Promise<boolean> {
    const [row] = await db
      .select({ telefone: whatsappDescadastros.telefone })
      .from(whatsappDescadastros)
      .where(
        and(
          eq(whatsappDescadastros.empresa_id, empresaId),
          eq(whatsappDescadastros.telefone, para),
        ),
      );
    return Boolean(row);
  }

  /** The message of a key: written now if it is not yet (one per key, whoever writes first). */
  async function garantir(
    data: JobPayloads['whatsapp.enviar'],
    config: WhatsappConfigRow,
  ): Promise<MensagemRow | null> {
    const daChave = and(
      eq(whatsappMensagens.empresa_id, data.empresaId),
      eq(whatsappMensagens.chave, data.chave),
    );
    const [existente] = await db.select().from(whatsappMensagens).where(daChave);
    if (existente) return existente;
    const conteudo = await montar(data, config);
    if (!conteudo) return null;
    const optOut = await descadastrado(data.empresaId, conteudo.para);
    await db
      .insert(whatsappMensagens)
      .values({
        empresa_id: data.empresaId,
        chave: data.chave,
        evento: data.evento,
        pedido_id: data.pedidoId ?? null,
        entregador_id: data.entregadorId ?? null,
        para: conteudo.para,
        modelo: modeloDe(config, data.evento),
        parametros: conteudo.parametros,
        // A customer who wrote 'PARAR' is not written to again; the board says why.
        ...(optOut ? { status: 'falhou' as const, erro: MENSAGENS_WHATSAPP.descadastrado } : {}),
      })
      .onConflictDoNothing();
    const [row] = await db.select().from(whatsappMensagens).where(daChave);
    return row ?? null;
  }

  /**
   * Takes a slot of the company number's rate window and marks the message 'enviando', in one
   * transaction serialised per company (an advisory lock), so processes sharing a number never
   * pass the limit together. Answers the claimed row, the wait before a slot frees, or null when
   * another run claimed it first.
   */
  async function reivindicar(
    row: MensagemRow,
  ): Promise<{ row: MensagemRow } | { esperarMs: number } | null> {
    return db.transaction(async (tx) => {
      await tx.execute(
        sql`select pg_advisory_xact_lock(hashtext('whatsapp-envio'), ${row.empresa_id})`,
      );
      const { rows } = (await tx.execute(sql`
        select count(*)::int as n,
          (extract(epoch from (min(enviando_em) + ${`${janelaMs} milliseconds`}::interval
            - clock_timestamp())) * 1000)::int as espera
        from ${whatsappMensagens}
        where empresa_id = ${row.empresa_id}
          and enviando_em > clock_timestamp() - ${`${janelaMs} milliseconds`}::interval`)) as unknown as {
        rows: { n: number; espera: number | null }[];
      };
      const janela = rows[0]!;
      if (janela.n >= porJanela) return { esperarMs: Math.max(5, janela.espera ?? 5) };
      const [reivindicada] = await tx
        .update(whatsappMensagens)
        .set({
          status: 'enviando',
          enviando_em: sql`clock_timestamp()`,
          tentativas: sql`${whatsappMensagens.tentativas} + 1`,
          updated_at: sql`clock_timestamp()`,
        })
        .where(
          and(
            eq(whatsappMensagens.empresa_id, row.empresa_id),
            eq(whatsappMensagens.id, row.id),
            eq(whatsappMensagens.status, row.status),
            // Compare-and-set on the attempt count (exact, unlike a timestamp read back in
            // milliseconds): a lost send is taken over by one run only.
            eq(whatsappMensagens.tentativas, row.tentativas),
          ),
        )
        .returning();
      return reivindicada ? { row: reivindicada } : null;
    });
  }

  /** Writes the message's new state (never backwards) and mirrors it where staff see it. */
  async function registrar(
    row: MensagemRow,
    mudanca: { status: StatusMensagem; wamid?: string; erro?: string | null },
  ): Promise<void> {
    await db
      .update(whatsappMensagens)
      .set({
        status: mudanca.status,
        ...(mudanca.wamid
          ? { wamid: sql`coalesce(${whatsappMensagens.wamid}, ${mudanca.wamid})` }
          : {}),
        ...(mudanca.erro !== undefined ? { erro: mudanca.erro } : {}),
        updated_at: sql`clock_timestamp()`,
      })
      .where(
        and(
          eq(whatsappMensagens.empresa_id, row.empresa_id),
          eq(whatsappMensagens.id, row.id),
          // The send's own outcome never overrides what a webhook already said (a 'failed' or a
          // 'delivered' can arrive before the API's answer).
          mudanca.status === 'pendente'
            ? eq(whatsappMensagens.status, 'enviando')
            : sql`${whatsappMensagens.status} in ('pendente', 'enviando')`,
        ),
      );
    await refletir(row.empresa_id, row.id);
  }

  /**
   * Copies a message's state to its order (or courier), when it is the last one they had: a
   * newer version, announced, so the board follows it live. An older message's late receipt
   * never replaces a newer message's state.
   *
   * Two copies of one message can run at once (the send's answer and a webhook): one may read
   * the state before the other's change and write after it. So each copy reads the message
   * again after writing and copies once more if it moved meanwhile: the last to write has
   * always read the latest state.
   */
  async function refletir(empresaId: number, mensagemId: number): Promise<void> {
    let copiado: string | undefined;
    for (let vez = 0; vez < 5; vez++) {
      const [m] = await db
        .select()
        .from(whatsappMensagens)
        .where(
          and(eq(whatsappMensagens.empresa_id, empresaId), eq(whatsappMensagens.id, mensagemId)),
        );
      if (!m) return;
      const estado = { id: m.id, evento: m.evento, status: m.status, erro: m.erro };
      const chave = JSON.stringify([m.status, m.erro]);
      if (chave === copiado) return;
      if (m.pedido_id !== null) {
        const pedido = await deps.registrarNoPedido(empresaId, m.pedido_id, estado);
        if (pedido) deps.anunciarPedido(pedido);
      } else if (m.entregador_id !== null) {
        if (await deps.registrarNoEntregador(empresaId, m.entregador_id, estado))
          await deps.anunciarEntregador(empresaId, m.entregador_id);
      }
      copiado = chave;
    }
  }

  /** The job 'whatsapp.enviar': throws to be tried again later (the queue's backoff). */
  async function enviar(
    data: JobPayloads['whatsapp.enviar'],
  ): Promise<{ status: StatusMensagem | 'ignorada' }> {
    const config = await deps.configAtiva(data.empresaId);
    if (!config) return { status: 'ignorada' };
    let row = await garantir(data, config);
    if (!row) return { status: 'ignorada' };
    for (;;) {
      if (FINAIS.includes(row.status)) {
        // Written 'falhou' (opted out) or finished by another run: the board may not know yet.
        await refletir(row.empresa_id, row.id);
        return { status: row.status };
      }
      if (row.status === 'enviando' && row.enviando_em) {
        const passou = Date.now() - row.enviando_em.getTime();
        // A send whose answer was lost: wait for WhatsApp's webhook to name it before sending
        // again (which would be a second message if it did arrive).
        if (passou < confirmacaoMs)
          throw new Error(`Mensagem ${row.chave} aguardando confirmação do WhatsApp`);
      }
      const claim = await reivindicar(row);
      if (claim === null) {
        const [atual] = await db
          .select()
          .from(whatsappMensagens)
          .where(
            and(eq(whatsappMensagens.empresa_id, row.empresa_id), eq(whatsappMensagens.id, row.id)),
          );
        if (!atual || atual.status === 'enviando') return { status: atual?.status ?? 'ignorada' };
        if (atual.status === row.status && atual.tentativas === row.tentativas)
          throw new Error(`Mensagem ${row.chave}: não foi possível reservar o envio`);
        row = atual;
        continue;
      }
      if ('esperarMs' in claim) {
        await esperar(claim.esperarMs);
        continue;
      }
      row = claim.row;
      break;
    }
    // Straight from the claim to the request (the board learns the outcome, not 'enviando'): the
    // less between the two, the closer the arrivals keep to the window.
    try {
      const wamid = await deps.cliente.enviar({
        phoneNumberId: config.phone_number_id!,
        token: config.access_token!,
        para: row.para,
        modelo: row.modelo,
        idioma: config.idioma,
        parametros: row.parametros,
        referencia: row.chave,
      });
      await registrar(row, { status: 'enviado', wamid, erro: null });
      return { status: 'enviado' };
    } catch (erro) {
      const falha =
        erro instanceof FalhaDoWhatsapp
          ? erro
          : new FalhaDoWhatsapp(MENSAGENS_WHATSAPP.erroIndisponivel, false, String(erro));
      if (falha.definitiva || row.tentativas >= maxTentativas) {
        deps.log('[whatsapp] mensagem falhou', row.chave, falha.detalhe);
        await registrar(row, { status: 'falhou', erro: falha.motivo });
        return { status: 'falhou' };
      }
      // WhatsApp answered with a refusal: nothing was sent, the next attempt may go at once.
      // No answer at all (a timeout): it may have been sent, so the confirmation wait applies.
      if (falha.respondeu) await registrar(row, { status: 'pendente', erro: falha.motivo });
      throw falha;
    }
  }

  /**
   * The job 'whatsapp.conferir' (every minute): asks again for what a lost enqueue or a dead
   * worker left: messages written but not sent, and the current step of an order that took
   * messages in the last hour and has none for it.
   */
  async function conferir(): Promise<{ reenfileiradas: number }> {
    const abertas = await db
      .select({
        empresa_id: whatsappMensagens.empresa_id,
        chave: whatsappMensagens.chave,
        evento: whatsappMensagens.evento,
        pedido_id: whatsappMensagens.pedido_id,
        entregador_id: whatsappMensagens.entregador_id,
      })
      .from(whatsappMensagens)
      .where(
        sql`${whatsappMensagens.status} in ('pendente', 'enviando')
          and ${whatsappMensagens.created_at} < now() - interval '30 seconds'
          and ${whatsappMensagens.created_at} > now() - interval '1 day'`,
      )
      .limit(500);
    // Orders that take messages, changed in the last hour (not in the last 30 s: their own job
    // is likely still on its way).
    const recentes = await db
      .select({
        empresa_id: pedidos.empresa_id,
        id: pedidos.id,
        status: pedidos.status,
        tipo_pedido: pedidos.tipo_pedido,
        motivo_cancelamento: sql<
          Pedido['motivo_cancelamento']
        >`${pedidos.detalhes_pagamento}->>'motivo_cancelamento'`,
      })
      .from(pedidos)
      .where(
        sql`${pedidos.whatsapp_aceito}
          and ${pedidos.updated_at} > now() - interval '1 hour'
          and ${pedidos.updated_at} < now() - interval '30 seconds'`,
      )
      .limit(500);
    let n = 0;
    for (const m of abertas) {
      await deps.enqueue(
        'whatsapp.enviar',
        {
          empresaId: m.empresa_id,
          chave: m.chave,
          evento: m.evento,
          ...(m.pedido_id !== null ? { pedidoId: m.pedido_id } : {}),
          ...(m.entregador_id !== null ? { entregadorId: m.entregador_id } : {}),
        },
        // Its own id: the first job may be kept as failed, and would make this one a no-op.
        { jobId: `${idDoJob(m.empresa_id, m.chave)}-conferido-${Date.now()}`, attempts: 3 },
      );
      n += 1;
    }
    for (const p of recentes) {
      const evento = eventoDoStatus(p);
      if (!evento) continue;
      const chave = `pedido:${p.id}:${evento}`;
      const [existe] = await db
        .select({ id: whatsappMensagens.id })
        .from(whatsappMensagens)
        .where(
          and(eq(whatsappMensagens.empresa_id, p.empresa_id), eq(whatsappMensagens.chave, chave)),
        );
      if (existe) continue;
      await pedir({ empresaId: p.empresa_id, chave, evento, pedidoId: p.id });
      n += 1;
    }
    return { reenfileiradas: n };
  }

  /** 'Enviar link por WhatsApp' on the couriers page: a new message each time it is asked. */
  async function pedirLink(empresaId: number, entregadorId: number): Promise<void> {
    await pedir({
      empresaId,
      chave: `link:${entregadorId}:${Date.now()}`,
      evento: 'link_do_entregador' satisfies EventoWhatsapp,
      entregadorId,
    });
  }

  return { aposMudanca, enviar, conferir, pedirLink, refletir };
}

export type Envio = ReturnType<typeof createEnvio>;
