import { and, eq, ne } from 'drizzle-orm';
import {
  ITENS_NA_COZINHA,
  MENSAGENS_COMANDA,
  MENSAGENS_CONTA,
  rooms,
  somaDasLinhas,
  taxaServicoCentavos,
  TAXA_SERVICO_PADRAO,
  trocoDe,
  valorDaLinha,
  type Comanda,
  type Conta,
  type ContaItem,
  type FecharContaInput,
  type PagarContaInput,
  type Publish,
  type ReabrirContaInput,
} from '@cardapio/shared-events';
import { comandaItens, comandas, type ComandaRow } from './schema';
import type { ComandasService } from './service';
import type { Db, Tx } from '../db/client';
import { empresas } from '../empresas/schema';
import { tocarMesas } from '../mesas/escritas';
import type { MesasService } from '../mesas/service';
import type { RelatoriosService } from '../relatorios/service';
import { conflito, naoEncontrado, validacao } from '../shared/errors';
import { centavosParaNumeric, deCentavos, dinheiro, paraCentavos } from '../shared/money';

export interface ContaDeps {
  db: Db;
  comandas: ComandasService;
  mesas: MesasService;
  publish: Publish;
  now: () => Date;
  /** The reports' daily rollups: a tab is a sale when paid. */
  relatorios: Pick<RelatoriosService, 'somarComandaPaga'>;
  /**
   * The printers' queue (issue 30): a closed bill is printed where a printer prints bills by
   * itself, the job written in the closing's transaction; answers the dispatch for after it.
   */
  impressao?: {
    aoFecharConta(
      tx: Tx,
      empresaId: number,
      carregar: () => Promise<Conta>,
    ): Promise<(() => Promise<void>) | undefined>;
  };
}

/** Why a transition is refused, by the tab's current status. */
const RECUSA = {
  fechar: { fechada: MENSAGENS_CONTA.contaJaFechada, paga: MENSAGENS_CONTA.contaJaPaga },
  pagar: { ativa: MENSAGENS_CONTA.pagarSoFechada, paga: MENSAGENS_CONTA.contaJaPaga },
  reabrir: { ativa: MENSAGENS_CONTA.reabrirSoFechada, paga: MENSAGENS_CONTA.contaJaPaga },
} as const;

function paraContaItem(item: Comanda['itens'][number]): ContaItem {
  return {
    id: item.id,
    produto_nome: item.produto_nome,
    quantidade: item.quantidade,
    preco_unitario: item.preco_unitario,
    subtotal: deCentavos(valorDaLinha(item).total),
    observacoes: item.observacoes,
    personalizacoes: item.personalizacoes,
    status: item.status,
  };
}

/**
 * The bill of a tab (issue 13). The only moves are ativa → fechada (close), fechada → paga (pay)
 * and fechada → ativa (reopen, with a reason); each locks the tab row first, so two waiters
 * paying at once make one payment and the other gets 409. Kitchen items still owed stay on the
 * bill and are listed as a warning.
 */
export function createContaService(deps: ContaDeps) {
  const { db } = deps;

  async function travar(tx: Tx, empresaId: number, comandaId: number): Promise<ComandaRow> {
    const [row] = await tx
      .select()
      .from(comandas)
      .where(and(eq(comandas.id, comandaId), eq(comandas.empresa_id, empresaId)))
      .for('update');
    if (!row) throw naoEncontrado(MENSAGENS_COMANDA.comandaNaoEncontrada);
    return row;
  }

  async function percentualDaEmpresa(empresaId: number, tx: Tx | Db = db): Promise<number> {
    const [row] = await tx
      .select({ percentual: empresas.taxa_servico_percentual })
      .from(empresas)
      .where(eq(empresas.id, empresaId));
    return row ? Number(row.percentual) : TAXA_SERVICO_PADRAO;
  }

  async function subtotalCentavos(tx: Tx, empresaId: number, comandaId: number) {
    const itens = await tx
      .select({
        quantidade: comandaItens.quantidade,
        preco_unitario: comandaItens.preco_unitario,
        personalizacoes: comandaItens.personalizacoes,
      })
      .from(comandaItens)
      .where(
        and(
          eq(comandaItens.empresa_id, empresaId),
          eq(comandaItens.comanda_id, comandaId),
          ne(comandaItens.status, 'cancelado'),
        ),
      );
    return {
      quantos: itens.length,
      centavos: somaDasLinhas(itens),
    };
  }

  /** The tab and its table are newer: every screen applies the change once. */
  async function tocar(tx: Tx, row: ComandaRow) {
    if (row.mesa_id !== null) await tocarMesas(tx, [row.mesa_id], deps.now());
  }

  /** The bill of a tab; an active tab's is a preview with the company's current charge. */
  function montar(comanda: Comanda, row: ComandaRow, percentualAtual: number): Conta {
    const aberta = row.status === 'ativa';
    const percentual = aberta ? percentualAtual : Number(row.taxa_servico_percentual ?? 0);
    const cobra = aberta ? true : row.cobra_taxa_servico;
    const itens = comanda.itens.filter((i) => i.status !== 'cancelado').map(paraContaItem);
    const sub = itens.reduce((soma, i) => soma + paraCentavos(i.subtotal), 0);
    const taxa = taxaServicoCentavos(sub, percentual, cobra);
    return {
      comanda_id: comanda.id,
      status: comanda.status,
      mesa_nome: comanda.mesa_nome,
      comanda_numero: comanda.comanda_numero,
      comanda_nome: comanda.comanda_nome,
      garcom_nome: comanda.garcom_nome,
      itens,
      subtotal: deCentavos(sub),
      taxa_servico_percentual: percentual,
      cobra_taxa_servico: cobra,
      taxa_servico: deCentavos(taxa),
      total: deCentavos(sub + taxa),
      itens_na_cozinha: comanda.itens
        .filter((i) => i.precisa_cozinha && ITENS_NA_COZINHA.includes(i.status))
        .map(paraContaItem),
      fechada_em: row.fechada_em?.toISOString() ?? null,
      pagamento:
        row.status === 'paga' && row.metodo_pagamento && row.paga_em
          ? {
              metodo: row.metodo_pagamento,
              total_pago: dinheiro(row.total_pago),
              valor_recebido: row.valor_recebido === null ? null : dinheiro(row.valor_recebido),
              troco: row.troco === null ? null : dinheiro(row.troco),
              paga_em: row.paga_em.toISOString(),
            }
          : null,
      reaberta_em: row.reaberta_em?.toISOString() ?? null,
      motivo_reabertura: row.motivo_reabertura,
    };
  }

  /** After the commit: waiters and staff get the tab and its table as they are now. */
  async function anunciar(empresaId: number, row: ComandaRow) {
    const salas = [rooms.garcons(empresaId), rooms.equipe(empresaId)];
    const comanda = await deps.comandas.obter(empresaId, row.id);
    deps.publish({
      empresaId: empresaId,
      name: 'comanda:atualizada',
      rooms: salas,
      payload: comanda,
    });
    if (row.mesa_id !== null)
      for (const mesa of await deps.mesas.carregar(empresaId, [row.mesa_id]))
        deps.publish({
          empresaId: empresaId,
          name: 'mesa:atualizada',
          rooms: salas,
          payload: mesa,
        });
    return { comanda, conta: montar(comanda, row, await percentualDaEmpresa(empresaId)) };
  }

  /** Runs one transition in a transaction: lock, check the status, change, then announce. */
  async function transicao(
    empresaId: number,
    comandaId: number,
    de: ComandaRow['status'],
    recusas: Partial<Record<ComandaRow['status'], string>>,
    mudar: (tx: Tx, row: ComandaRow) => Promise<Partial<ComandaRow>>,
  ) {
    let imprimir: (() => Promise<void>) | undefined;
    const row = await db.transaction(async (tx) => {
      const atual = await travar(tx, empresaId, comandaId);
      if (atual.status !== de) throw conflito(recusas[atual.status] ?? MENSAGENS_CONTA.contaJaPaga);
      const mudancas = await mudar(tx, atual);
      const [nova] = await tx
        .update(comandas)
        .set({ ...mudancas, updated_at: deps.now() })
        // The status in the condition too: the lock already serialises, this makes it explicit.
        .where(and(eq(comandas.id, atual.id), eq(comandas.status, de)))
        .returning();
      if (!nova) throw conflito(MENSAGENS_CONTA.contaJaPaga);
      await tocar(tx, nova);
      // Paid (fechada → paga, final): the reports count the tab once, in this transaction.
      if (nova.status === 'paga') await deps.relatorios.somarComandaPaga(tx, empresaId, nova.id);
      // The bill asked for (ativa → fechada): printed as it stands now.
      if (nova.status === 'fechada' && deps.impressao)
        imprimir = await deps.impressao.aoFecharConta(tx, empresaId, async () =>
          montar(
            await deps.comandas.obter(empresaId, nova.id, tx),
            nova,
            await percentualDaEmpresa(empresaId, tx),
          ),
        );
      return nova;
    });
    await imprimir?.();
    return anunciar(empresaId, row);
  }

  return {
    async obter(empresaId: number, comandaId: number): Promise<Conta> {
      const comanda = await deps.comandas.obter(empresaId, comandaId);
      const [row] = await db
        .select()
        .from(comandas)
        .where(and(eq(comandas.id, comandaId), eq(comandas.empresa_id, empresaId)));
      if (!row) throw naoEncontrado(MENSAGENS_COMANDA.comandaNaoEncontrada);
      return montar(comanda, row, await percentualDaEmpresa(empresaId));
    },

    /** ativa → fechada: the bill is frozen with the company's charge (or without it). */
    fechar: (empresaId: number, comandaId: number, input: FecharContaInput) =>
      transicao(empresaId, comandaId, 'ativa', RECUSA.fechar, async (tx, row) => {
        const { quantos, centavos } = await subtotalCentavos(tx, empresaId, row.id);
        if (quantos === 0) throw conflito(MENSAGENS_CONTA.contaVazia);
        const percentual = await percentualDaEmpresa(empresaId, tx);
        return {
          status: 'fechada',
          fechada_em: deps.now(),
          taxa_servico_percentual: String(percentual),
          cobra_taxa_servico: input.taxa_servico,
          taxa_servico: centavosParaNumeric(
            taxaServicoCentavos(centavos, percentual, input.taxa_servico),
          ),
        };
      }),

    /** fechada → paga: records the method, the amount and (cash) what was handed and the change. */
    pagar: (empresaId: number, comandaId: number, input: PagarContaInput) =>
      transicao(empresaId, comandaId, 'fechada', RECUSA.pagar, async (tx, row) => {
        const { centavos } = await subtotalCentavos(tx, empresaId, row.id);
        const cobra = input.taxa_servico ?? row.cobra_taxa_servico;
        const taxa = taxaServicoCentavos(centavos, Number(row.taxa_servico_percentual ?? 0), cobra);
        const total = deCentavos(centavos + taxa);
        let recebido: number | null = null;
        let troco: number | null = null;
        if (input.metodo === 'dinheiro') {
          recebido = input.valor_recebido ?? 0;
          troco = trocoDe(total, recebido);
          if (troco === null) throw validacao(MENSAGENS_CONTA.valorRecebidoInsuficiente);
        }
        return {
          status: 'paga',
          paga_em: deps.now(),
          cobra_taxa_servico: cobra,
          taxa_servico: centavosParaNumeric(taxa),
          total_pago: centavosParaNumeric(centavos + taxa),
          metodo_pagamento: input.metodo,
          valor_recebido: recebido === null ? null : centavosParaNumeric(paraCentavos(recebido)),
          troco: troco === null ? null : centavosParaNumeric(paraCentavos(troco)),
        };
      }),

    /** fechada → ativa, with the reason kept; a paid bill is final. */
    reabrir: async (empresaId: number, comandaId: number, input: ReabrirContaInput) => {
      const { comanda } = await transicao(
        empresaId,
        comandaId,
        'fechada',
        RECUSA.reabrir,
        async () => ({
          status: 'ativa',
          fechada_em: null,
          taxa_servico_percentual: null,
          cobra_taxa_servico: true,
          taxa_servico: null,
          reaberta_em: deps.now(),
          motivo_reabertura: input.motivo,
        }),
      );
      return comanda;
    },
  };
}

export type ContaService = ReturnType<typeof createContaService>;
