import {
  itemDaParte,
  PEDIDO_STATUS_NA_COZINHA,
  VISAO_PADRAO,
  type Estacao,
  type Pedido,
  type PedidoItem,
  type Personalizacao,
  type VisaoDaCozinha,
} from '@cardapio/shared-events';

/**
 * What each kitchen view shows (issue 29 §1, §2 and §4), as pure rules: which orders and items
 * a station screen draws, the "+2 itens no Bar" lines of the rest, and the expo's chips.
 */

/** The statuses a station still works on: a 'pronto' order has left the stations. */
const NA_COZINHA: readonly Pedido['status'][] = PEDIDO_STATUS_NA_COZINHA;

/**
 * The view a screen applies. A company with no active station, or a choice that names no
 * active station (the picker could not show it), sees the spec's monitor ('tudo'). A chosen
 * station switched off since still brings the items already routed to it.
 */
export function visaoEfetiva(
  visao: VisaoDaCozinha | undefined,
  estacoes: readonly Estacao[],
): VisaoDaCozinha {
  if (!visao || !estacoes.some((e) => e.ativo)) return VISAO_PADRAO;
  if (visao.modo !== 'estacoes') return { modo: visao.modo, estacoes: [] };
  const existe = (id: number) => estacoes.find((e) => e.id === id);
  if (!visao.estacoes.some((id) => existe(id)?.ativo)) return VISAO_PADRAO;
  return { modo: 'estacoes', estacoes: visao.estacoes.filter((id) => existe(id)) };
}

/** The items of an order a station screen shows: its stations' and those routed to none. */
export const itensDaParte = (pedido: Pedido, estacoes: readonly number[]): PedidoItem[] =>
  pedido.itens.filter((item) => itemDaParte(item, estacoes));

/** A line still to be made: not done, not cancelled by the waiter. */
export const aFazer = (item: PedidoItem) => item.pronto_em === null && item.cancelado_em === null;

/** A line the kitchen makes at all (a cancelled one shows struck, and is not waited for). */
export const ativo = (item: PedidoItem) => item.cancelado_em === null;

/** Whether the order brings these stations something to make (a station view chimes for it). */
export const trazAlgoPara = (pedido: Pedido, estacoes: readonly number[]): boolean =>
  itensDaParte(pedido, estacoes).some(aFazer);

/** Whether every item of that part is done (an empty part is not a part). */
export function parteFeita(pedido: Pedido, estacoes: readonly number[]): boolean {
  const itens = itensDaParte(pedido, estacoes).filter(ativo);
  return itens.length > 0 && itens.every((item) => item.pronto_em !== null);
}

/**
 * The tickets of a station view, in the order given (the monitor's oldest first): open orders
 * still in the kitchen with something of these stations left to make. An order with nothing for
 * them does not show, and a ticket whose part is all done leaves. An order already 'pronto'
 * shows again only where it was called back ('Desfazer': its status stays 'pronto', the spec's
 * statuses only move forward); otherwise 'pronto' has taken it off every station.
 */
export function ticketsDaEstacao(
  pedidos: readonly Pedido[],
  estacoes: readonly number[],
  chamadosDeVolta: ReadonlySet<number> = new Set(),
) {
  return pedidos.filter(
    (p) =>
      (NA_COZINHA.includes(p.status) || (p.status === 'pronto' && chamadosDeVolta.has(p.id))) &&
      trazAlgoPara(p, estacoes),
  );
}

/** 'no Bar', 'na Cozinha', 'nas Sobremesas', 'nos Grelhados': the article by the name's ending. */
export function noNome(nome: string): string {
  const fim = nome.trim().toLocaleLowerCase('pt-BR');
  const artigo = fim.endsWith('as')
    ? 'nas'
    : fim.endsWith('a')
      ? 'na'
      : fim.endsWith('os') || fim.endsWith('es')
        ? 'nos'
        : 'no';
  return `${artigo} ${nome.trim()}`;
}

/** One of the discreet lines under a station's ticket: what the other stations make. */
export interface OutraParte {
  estacaoId: number;
  quantidade: number;
  texto: string;
}

/**
 * "+2 itens no Bar": the order's items of the other stations, counted by units per station (in
 * the company's station order).
 */
export function outrasPartes(
  pedido: Pedido,
  estacoes: readonly number[],
  todas: readonly Estacao[],
): OutraParte[] {
  const porEstacao = new Map<number, number>();
  for (const item of pedido.itens) {
    if (item.estacao_id === null || !ativo(item) || itemDaParte(item, estacoes)) continue;
    porEstacao.set(item.estacao_id, (porEstacao.get(item.estacao_id) ?? 0) + item.quantidade);
  }
  return [...porEstacao.entries()]
    .sort(([a], [b]) => posicao(todas, a) - posicao(todas, b) || a - b)
    .map(([estacaoId, quantidade]) => {
      const nome = todas.find((e) => e.id === estacaoId)?.nome;
      const onde = nome ? noNome(nome) : 'em outra estação';
      return {
        estacaoId,
        quantidade,
        texto: `+${quantidade} ${quantidade === 1 ? 'item' : 'itens'} ${onde}`,
      };
    });
}

const posicao = (todas: readonly Estacao[], id: number) => {
  const i = todas.findIndex((e) => e.id === id);
  return i < 0 ? Number.MAX_SAFE_INTEGER : i;
};

/** The expo's chip of a station in an order: ✓ once all its items are done, ⏳ while not. */
export interface ChipDaEstacao {
  /** null: the items routed to no station (every screen makes them). */
  estacaoId: number | null;
  nome: string;
  cor: string;
  pronto: boolean;
}

/** The chip of the items routed to no station, when an order mixes them with stations'. */
export const NOME_SEM_ESTACAO = 'Geral';
const COR_SEM_ESTACAO = '#6b7280';
const COR_DESCONHECIDA = '#9ca3af';

/**
 * One chip per station involved in the order, in the company's order ("Cozinha ✓", "Bar ⏳");
 * items routed to no station add a 'Geral' chip when the order also has stations' items. An
 * order with no station at all has no chip.
 */
export function chipsDoPedido(pedido: Pedido, todas: readonly Estacao[]): ChipDaEstacao[] {
  const grupos = new Map<number | null, PedidoItem[]>();
  for (const item of pedido.itens.filter(ativo)) {
    grupos.set(item.estacao_id, [...(grupos.get(item.estacao_id) ?? []), item]);
  }
  const comEstacao = [...grupos.keys()].filter((id): id is number => id !== null);
  if (comEstacao.length === 0) return [];
  const chips: ChipDaEstacao[] = comEstacao
    .sort((a, b) => posicao(todas, a) - posicao(todas, b) || a - b)
    .map((id) => {
      const estacao = todas.find((e) => e.id === id);
      return {
        estacaoId: id,
        nome: estacao?.nome ?? 'Outra estação',
        cor: estacao?.cor ?? COR_DESCONHECIDA,
        pronto: grupos.get(id)!.every((i) => i.pronto_em !== null),
      };
    });
  const semEstacao = grupos.get(null);
  if (semEstacao)
    chips.push({
      estacaoId: null,
      nome: NOME_SEM_ESTACAO,
      cor: COR_SEM_ESTACAO,
      pronto: semEstacao.every((i) => i.pronto_em !== null),
    });
  return chips;
}

/** The text of a chip, as the expo reads it. */
export const textoDoChip = (chip: ChipDaEstacao) => `${chip.nome} ${chip.pronto ? '✓' : '⏳'}`;

/** An option or a removal on a cook's ticket: removals read "SEM cebola", in red. */
export interface LinhaDaOpcao {
  chave: string;
  texto: string;
  remover: boolean;
}

export function opcoesDoItem(personalizacoes: readonly Personalizacao[]): LinhaDaOpcao[] {
  return personalizacoes.map((p) => ({
    chave: `${p.opcao_id}-${p.item_id}`,
    remover: p.tipo === 'remover',
    texto:
      p.tipo === 'remover'
        ? `SEM ${p.nome.toLocaleLowerCase('pt-BR')}`
        : p.quantidade > 1
          ? `+ ${p.quantidade}x ${p.nome}`
          : `+ ${p.nome}`,
  }));
}

/**
 * The view after a tap on a station in the picker: it joins or leaves the chosen ones (from
 * 'tudo' or the expo, it becomes the only one); leaving the last one goes back to 'tudo'.
 */
export function alternarEstacao(visao: VisaoDaCozinha, id: number): VisaoDaCozinha {
  if (visao.modo !== 'estacoes') return { modo: 'estacoes', estacoes: [id] };
  const estacoes = visao.estacoes.includes(id)
    ? visao.estacoes.filter((e) => e !== id)
    : [...visao.estacoes, id];
  return estacoes.length > 0 ? { modo: 'estacoes', estacoes } : VISAO_PADRAO;
}
