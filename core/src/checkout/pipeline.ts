/**
 * The checkout pipeline: a customer's cart becomes an order through a fixed sequence of steps,
 *
 *   travar-carrinho → precificar → frete → cupom → estoque → capacidade → criar-pedido → pagamento
 *
 * each owned by its module (carrinho, carrinho, frete, promoções, estoque, ritmo, pedidos,
 * pagamentos)
 * and registered once in core.ts. The runner first reads the company (its hours, freight
 * settings, neighbourhoods, flow of orders) and the customer in one query (checkout/contexto.ts);
 * a closed store, and a paused one for the customers' own channels (site, QR), are refused there.
 * A run then has two phases:
 *   1. `preparar` of every step, in order, before any transaction: work that must not hold locks
 *      (the address's freight, the payment provider, remote calls). A refusal here writes
 *      nothing.
 *   2. `executar` of every step, in order, inside ONE transaction: a step that throws rolls back
 *      everything the earlier steps wrote (the order, its items, the charge, the cart's deletion).
 * A step before 'criar-pedido' that must write rows naming the order (the stock step's
 * movements, 'Pedido #N') queues that work in `comOPedido`: it runs inside the same transaction
 * right after 'criar-pedido', so the steps keep the designed order (stock is checked and taken
 * before the order is written, a refusal costs no order insert) and still write in one
 * transaction. Writes to rows every order updates (the day's report rollup) are queued in
 * `antesDoCommit` and run after the last step, so those rows are locked only from there to the
 * commit. After the commit, the work the steps queued (`depoisDoCommit`: announcements, job
 * scheduling) runs in the same order.
 *
 * Cost (DESIGN §8): an order paid on delivery, without coupon or linked stock, is 7 statements:
 * the context read, BEGIN, the cart's lock, its lines, the order's insert, the rollup, COMMIT
 * (gateway/src/http/checkout/idas-ao-banco.test.ts keeps the count).
 *
 * Cancelling an order runs `desfazer` of the registered steps in reverse order, inside the
 * transaction that changes the order's status (pedidos.mudarStatus): the payment step
 * withdraws a pending PIX, the coupon step gives its use back and the stock step returns what
 * the order took, and the capacity step gives its window back. 'cupom', 'estoque' and
 * 'capacidade' are optional: a run skips a step nobody registered; the other five are required.
 * 'capacidade' sends nothing to the database for a company without a cap per window.
 */
import {
  type AdicionarAoCarrinhoInput,
  type CanalPedido,
  type Endereco,
  type FreteResultado,
  horaLocal,
  MENSAGENS_EMPRESA,
  MENSAGENS_RITMO,
  MENSAGENS_USUARIOS,
  type NovoPedidoInput,
  type OpcaoGrupo,
  type Pedido,
  type Personalizacao,
  type PersonalizacaoInput,
  type RespostaDoPagarPix,
  valorDaLinha,
} from '@cardapio/shared-events';
import type { Db, Tx } from '../db/client';
import type { VinculoDoProduto } from '../estoque/produtos';
import { MENSAGENS_PEDIDO } from '@cardapio/shared-events';
import { naoEncontrado, validacao } from '../shared/errors';
import { lerContextoDoCheckout, type ClienteDoCheckout, type EmpresaDoCheckout } from './contexto';

export const ORDEM_DO_CHECKOUT = [
  'travar-carrinho',
  'precificar',
  'frete',
  'cupom',
  'estoque',
  'capacidade',
  'criar-pedido',
  'pagamento',
] as const;
export type NomeDaEtapa = (typeof ORDEM_DO_CHECKOUT)[number];

const OPCIONAIS: ReadonlySet<NomeDaEtapa> = new Set(['cupom', 'estoque', 'capacidade']);

/** Channels where customers order by themselves: the ones 'Pausar pedidos' stops (issue 31 §3). */
const CANAIS_QUE_PAUSAM: ReadonlySet<CanalPedido> = new Set(['site', 'mesa_qr']);

/**
 * How an order is paid: on delivery (dinheiro, cartao, pix), on the site (pix_site), or at the
 * counter when placed (`balcao`: a staff order paid in cash or by card, issue 31 §1).
 */
export interface PagamentoDoCheckout {
  metodo_pagamento: 'entrega' | 'site' | 'balcao';
  /** detalhes_pagamento.metodo */
  metodo: string;
  /** metodo_pagamento_detalhado */
  detalhado: string;
  precisaTroco: boolean;
  valorTroco: number | null;
  /** Paid when placed, in hand at the counter (a staff order in cash or by card). */
  pagoNaHora?: boolean;
}

/**
 * An order staff enter at the counter or on the phone (issue 31 §1): its lines come from the
 * request instead of a customer's cart, its customer is who staff typed (no account needed),
 * and its history names the staff member. Every step runs as for any other order.
 */
export interface PedidoDaEquipe {
  itens: AdicionarAoCarrinhoInput[];
  /** The coupon staff typed (checked by 'cupom' as a cart's). */
  cupom: string | null;
  /** Served at the counter: a pickup order named 'Balcão'. */
  balcao: boolean;
  cliente: { nome: string; sobrenome: string | null; telefone: string | null };
  autor: { id: number; nome: string };
}

/**
 * Staff correcting an order the kitchen has not started (issue 31 §1): the run rewrites that
 * order instead of creating one. `antes` runs first inside the transaction: it locks the order,
 * checks it may still change, and undoes what its first run took (stock, coupon, window,
 * rollup), so the steps then take them again for the new lines.
 */
export interface CorrecaoDoPedido {
  pedidoId: number;
  antes(tx: Tx, ctx: ContextoDoCheckout): Promise<void>;
}

/** A cart line as the order needs it, with its price as it is now. */
export interface LinhaDoCheckout {
  produto_id: number;
  produto_nome: string;
  imagem_url: string | null;
  quantidade: number;
  observacoes: string | null;
  /** What the customer chose, as stored in the cart. */
  escolhas: PersonalizacaoInput[];
  /**
   * The product as it is for sale now (read with the line by 'travar-carrinho'), or null when it
   * is not: inactive, of an inactive category, another company's.
   */
  venda: { preco: string; categoria_id: number | null; grupos: OpcaoGrupo[] } | null;
  /** What one unit takes of each linked stock item (read with the line; empty: none). */
  vinculos: VinculoDoProduto[];
  /** Filled by 'precificar'. */
  categoria_id: number | null;
  precoUnitarioCentavos: number;
  personalizacoes: Personalizacao[];
}

/**
 * A priced line's amount in cents, by the one rule every screen and total uses (valorDaLinha:
 * the unit price already holds the options).
 */
export const centavosDaLinha = (
  linha: Pick<LinhaDoCheckout, 'precoUnitarioCentavos' | 'quantidade' | 'personalizacoes'>,
): number =>
  valorDaLinha({
    preco_unitario: linha.precoUnitarioCentavos / 100,
    quantidade: linha.quantidade,
    personalizacoes: linha.personalizacoes,
  }).total;

/** What one run carries from step to step; each field names the step that fills it. */
export interface ContextoDoCheckout {
  readonly empresaId: number;
  /** The customer's account; null for an order staff entered for someone without one. */
  readonly usuarioId: number | null;
  readonly agora: Date;
  /** How the order comes in (issue 31): the site, the counter, the phone, a table's QR code. */
  readonly canal: CanalPedido;
  /** A staff order's lines, customer and author; null: the customer's own cart. */
  readonly equipe: PedidoDaEquipe | null;
  /** The order a staff correction rewrites ('criar-pedido' updates it); null: a new order. */
  readonly corrigindo: number | null;
  /** A scheduled order's chosen time (issue 31 §3); null: as soon as possible. */
  readonly agendadoPara: Date | null;
  readonly input: Omit<NovoPedidoInput, 'metodo_pagamento' | 'detalhes_pagamento'>;
  readonly pagamento: PagamentoDoCheckout;
  /** The company: timezone, hours, freight settings and neighbourhoods (loaded by the runner). */
  readonly empresa: EmpresaDoCheckout;
  /** The customer (loaded by the runner, in the same query as the company). */
  readonly cliente: ClienteDoCheckout;
  /** 'travar-carrinho': the locked cart (id null: a staff order's lines) and its lines. */
  carrinho: { id: number | null; observacoes: string | null; cupom_codigo: string | null } | null;
  linhas: LinhaDoCheckout[];
  /** 'precificar' */
  subtotalCentavos: number;
  /** 'frete' (preparar): pickup or delivery to an address inside the area. */
  entrega: { retirada: boolean; endereco: Endereco | null; frete: FreteResultado | null };
  /** 'frete' (executar) */
  freteCentavos: number;
  entregaGratis: boolean;
  /** 'cupom': the discount and the promotion whose use the order took (none: 0 and null). */
  descontoCentavos: number;
  cupom: { codigo: string; promocaoId: number } | null;
  /**
   * The order's id when it was taken before the transaction (a PIX charge names its order:
   * 'Pedido #N'); null: 'criar-pedido' lets the database choose it.
   */
  idDoPedido: number | null;
  /** 'criar-pedido' */
  pedido: Pedido | null;
  /**
   * Work of earlier steps that needs the order's id, run inside the transaction right after
   * 'criar-pedido' (the stock step's movements).
   */
  comOPedido: Array<(tx: Tx, pedido: Pedido) => Promise<void>>;
  /** 'pagamento': the PIX charge of an order paid on the site (or none: nothing to pay). */
  cobranca: RespostaDoPagarPix | null;
  /**
   * The last writes of the transaction, after every step: the hot rows many orders update (the
   * day's report rollup) are held from here to the commit only, never across a step's work.
   */
  antesDoCommit: Array<(tx: Tx) => Promise<void>>;
  /** Work for after the commit, in step order (announcements, jobs). */
  depoisDoCommit: Array<() => Promise<void> | void>;
}

/** The total the customer pays: the server's prices, freight and discount. */
export function totalDoCheckout(ctx: ContextoDoCheckout): number {
  return ctx.subtotalCentavos + ctx.freteCentavos - ctx.descontoCentavos;
}

/** The order a cancellation undoes, its row locked by the caller. */
export interface PedidoADesfazer {
  empresaId: number;
  pedidoId: number;
  agora: Date;
}

/**
 * One step of the checkout. `P` is what its `preparar` hands to its own `executar` (a payment
 * provider resolved before the transaction, say). `desfazer` runs inside the cancellation's
 * transaction and may answer work for after its commit.
 */
export interface EtapaDoCheckout<P = unknown> {
  nome: NomeDaEtapa;
  preparar?(ctx: ContextoDoCheckout): Promise<P>;
  executar(tx: Tx, ctx: ContextoDoCheckout, preparado: P): Promise<void>;
  desfazer?(tx: Tx, pedido: PedidoADesfazer): Promise<(() => Promise<void>) | void>;
  /**
   * Before any step undoes anything, every step locks the rows its `desfazer` will change, in
   * checkout order: a cancellation then takes its locks in the order a checkout does (coupon
   * before stock) and the two can never deadlock, although the undoing runs last step first.
   */
  travarParaDesfazer?(tx: Tx, pedido: PedidoADesfazer): Promise<void>;
  /**
   * Work that needs the run's prices but must hold no lock: a remote call (the PIX charge at
   * the provider). When a step has it and its `preparar` answered something (not null: an order
   * paid on delivery has no remote work, and costs no quote), the runner first runs the steps
   * before 'criar-pedido' in a transaction it rolls back (the quote: the same prices, freight,
   * coupon and stock checks, nothing kept), hands that context here, then runs the real
   * transaction. `preparado` carries what this did to the step's `executar`; true: there is
   * something for `seFalhar` to undo.
   */
  foraDaTransacao?(cotacao: ContextoDoCheckout, preparado: NonNullable<P>): Promise<boolean>;
  /** The real transaction failed after `foraDaTransacao` did its work: undo it (cancel the charge). */
  seFalhar?(preparado: NonNullable<P>): Promise<void>;
}

/** Thrown to roll back the quote's transaction; never leaves the runner. */
class FimDaCotacao extends Error {}

export interface CheckoutDeps {
  db: Db;
  /** Whether the store takes orders at `agora`: opened by its owner, and by its week (horarios). */
  lojaAberta(
    empresa: Pick<EmpresaDoCheckout, 'timezone' | 'horarios' | 'lojaAberta'>,
    agora: Date,
  ): boolean | Promise<boolean>;
  now: () => Date;
}

/** The registry of steps and the runner; built once in core.ts. */
export function createCheckout(deps: CheckoutDeps) {
  /**
   * The quote: the steps before 'criar-pedido' in a transaction rolled back at the end, so a
   * remote call can be made with the run's total while no row is locked.
   */
  async function cotar(
    etapas: EtapaDoCheckout<unknown>[],
    preparados: unknown[],
    ctx: ContextoDoCheckout,
  ): Promise<ContextoDoCheckout> {
    try {
      await deps.db.transaction(async (tx) => {
        for (const [i, etapa] of etapas.entries()) {
          if (etapa.nome === 'criar-pedido') break;
          await etapa.executar(tx, ctx, preparados[i]);
        }
        throw new FimDaCotacao();
      });
    } catch (error) {
      if (!(error instanceof FimDaCotacao)) throw error;
    }
    return ctx;
  }

  const registradas = new Map<NomeDaEtapa, EtapaDoCheckout<unknown>>();

  function etapasEmOrdem(): EtapaDoCheckout<unknown>[] {
    const faltando = ORDEM_DO_CHECKOUT.filter((n) => !OPCIONAIS.has(n) && !registradas.has(n));
    if (faltando.length > 0)
      throw new Error(`Checkout sem as etapas obrigatórias: ${faltando.join(', ')}`);
    return ORDEM_DO_CHECKOUT.flatMap((n) => registradas.get(n) ?? []);
  }

  return {
    /** Each step is registered once, by the module that owns it. */
    registrar<P>(etapa: EtapaDoCheckout<P>): void {
      if (registradas.has(etapa.nome))
        throw new Error(`Etapa do checkout registrada duas vezes: ${etapa.nome}`);
      registradas.set(etapa.nome, etapa as EtapaDoCheckout<unknown>);
    },

    /** The step registered under this name (tests wrap it to watch the order of a run). */
    registrada: (nome: NomeDaEtapa): EtapaDoCheckout<unknown> | undefined => registradas.get(nome),

    /** The registered steps' names, in the order they run. */
    etapas: (): NomeDaEtapa[] => etapasEmOrdem().map((e) => e.nome),

    /**
     * Runs the whole pipeline; answers the context as the last step left it. `origem` says who
     * places it: a customer (their account and cart, the site's channel unless told) or staff
     * (`equipe`: the lines and customer they typed; the store's hours do not stop them).
     */
    async finalizar(
      empresaId: number,
      usuarioId: number | null,
      input: ContextoDoCheckout['input'],
      pagamento: PagamentoDoCheckout,
      origem: { canal?: CanalPedido; equipe?: PedidoDaEquipe; correcao?: CorrecaoDoPedido } = {},
    ): Promise<ContextoDoCheckout & { pedido: Pedido }> {
      const etapas = etapasEmOrdem();
      const agora = deps.now();
      const equipe = origem.equipe ?? null;
      const lido = await lerContextoDoCheckout(deps.db, empresaId, usuarioId);
      if (!lido?.empresa.frete.empresa.ativo)
        throw naoEncontrado(MENSAGENS_EMPRESA.empresaNaoEncontrada);
      if (!equipe && !(await deps.lojaAberta(lido.empresa, agora)))
        throw validacao(MENSAGENS_PEDIDO.lojaFechada);
      // 'Pausar pedidos' (issue 31 §3) stops the customers' own channels; staff ones go on.
      const canal = origem.canal ?? 'site';
      const { pausadoEm, pausadoAte } = lido.empresa.ritmo;
      if (
        !equipe &&
        CANAIS_QUE_PAUSAM.has(canal) &&
        pausadoEm !== null &&
        (pausadoAte === null || pausadoAte > agora)
      )
        throw validacao(
          MENSAGENS_RITMO.pedidosPausados(
            pausadoAte && horaLocal(pausadoAte, lido.empresa.timezone),
          ),
        );
      const cliente: ClienteDoCheckout | null = equipe
        ? {
            ...equipe.cliente,
            email: '',
            cidade: lido.empresa.frete.empresa.cidade ?? '',
            estado: lido.empresa.frete.empresa.estado ?? '',
          }
        : lido.cliente;
      if (!cliente) throw naoEncontrado(MENSAGENS_USUARIOS.naoEncontrado);
      const ctx: ContextoDoCheckout = {
        empresaId,
        usuarioId,
        agora,
        canal,
        equipe,
        corrigindo: origem.correcao?.pedidoId ?? null,
        agendadoPara: input.agendado_para ?? null,
        input,
        pagamento,
        empresa: lido.empresa,
        cliente,
        carrinho: null,
        linhas: [],
        subtotalCentavos: 0,
        entrega: { retirada: false, endereco: null, frete: null },
        freteCentavos: 0,
        entregaGratis: false,
        descontoCentavos: 0,
        cupom: null,
        idDoPedido: null,
        pedido: null,
        comOPedido: [],
        cobranca: null,
        antesDoCommit: [],
        depoisDoCommit: [],
      };
      const preparados: unknown[] = [];
      for (const etapa of etapas) preparados.push(await etapa.preparar?.(ctx));
      // What `preparar` left, for each transaction to start from (each fills its own lists).
      const novoContexto = (): ContextoDoCheckout => ({
        ...ctx,
        linhas: [],
        comOPedido: [],
        antesDoCommit: [],
        depoisDoCommit: [],
      });
      const comTrabalhoFora = etapas.flatMap((e, i) =>
        e.foraDaTransacao && preparados[i] != null ? [i] : [],
      );
      const feitas: number[] = [];
      const desfazerFeitas = async () => {
        for (const i of feitas) await etapas[i]!.seFalhar?.(preparados[i] as object);
      };
      let cotacao: ContextoDoCheckout | null = null;
      if (comTrabalhoFora.length > 0) {
        cotacao = await cotar(etapas, preparados, novoContexto());
        try {
          for (const i of comTrabalhoFora)
            if (await etapas[i]!.foraDaTransacao!(cotacao, preparados[i] as object)) feitas.push(i);
        } catch (error) {
          await desfazerFeitas();
          throw error;
        }
      }
      const real = novoContexto();
      real.idDoPedido = cotacao?.idDoPedido ?? null;
      try {
        await deps.db.transaction(async (tx) => {
          await origem.correcao?.antes(tx, real);
          for (const [i, etapa] of etapas.entries()) {
            await etapa.executar(tx, real, preparados[i]);
            if (etapa.nome === 'criar-pedido' && real.pedido)
              for (const trabalho of real.comOPedido) await trabalho(tx, real.pedido);
          }
          for (const trabalho of real.antesDoCommit) await trabalho(tx);
        });
      } catch (error) {
        await desfazerFeitas();
        throw error;
      }
      if (!real.pedido) throw new Error('O checkout terminou sem pedido');
      for (const trabalho of real.depoisDoCommit) await trabalho();
      return real as ContextoDoCheckout & { pedido: Pedido };
    },

    /**
     * Inside the cancellation's transaction: every registered step undoes its part, last step
     * first. Answers the work for after the commit.
     */
    async desfazer(tx: Tx, pedido: PedidoADesfazer): Promise<() => Promise<void>> {
      const depois: Array<() => Promise<void>> = [];
      for (const etapa of etapasEmOrdem()) await etapa.travarParaDesfazer?.(tx, pedido);
      for (const etapa of [...etapasEmOrdem()].reverse()) {
        const trabalho = await etapa.desfazer?.(tx, pedido);
        if (trabalho) depois.push(trabalho);
      }
      return async () => {
        for (const trabalho of depois) await trabalho();
      };
    },
  };
}

export type Checkout = ReturnType<typeof createCheckout>;
