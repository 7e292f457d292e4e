import {
  apenasDigitos,
  campoDeDinheiro,
  lerDinheiro,
  mascararTelefone,
  METODOS_NA_ENTREGA,
  precoUnitarioCentavos,
  valorDaLinha,
  type LinhaParaRepetir,
  type OpcaoGrupo,
  type PAGAMENTOS_DA_EQUIPE,
  type Pedido,
  type MetodoNaEntrega,
  type Personalizacao,
  type PersonalizacaoInput,
  type ProdutoMenu,
  type TipoOpcao,
} from '@cardapio/shared-events';
import {
  deEndereco,
  ENDERECO_VAZIO,
  enderecoParaApi,
  type EnderecoForm,
} from '../../carrinho/entrega';
import { numeroDoWhatsapp } from './whatsapp';

/**
 * The pure rules of the staff's 'Novo pedido' (issue 31 §1): the lines being built, 'Repetir
 * pedido', the preview of the amounts and the payload of POST /api/pedidos/equipe. Prices,
 * freight and discount are the server's: the screen only previews them.
 */

export type CanalDaEquipe = 'balcao' | 'telefone';
export type EntregaDaEquipe = 'entrega' | 'retirada' | 'balcao';
export type PagamentoDaEquipe = (typeof PAGAMENTOS_DA_EQUIPE)[number];

/** A chosen option as the order takes it (tipo optional: the server reads it from the group). */
export type OpcaoDaLinha = Pick<PersonalizacaoInput, 'opcao_id' | 'item_id' | 'quantidade'> & {
  tipo?: TipoOpcao;
};

export type ProdutoDaLinha = Pick<ProdutoMenu, 'id' | 'nome' | 'preco' | 'tem_opcoes'>;

/** A line of the order being built. */
export interface LinhaDoNovoPedido {
  /** Stable key of the line on screen. */
  chave: string;
  produto: ProdutoDaLinha;
  quantidade: number;
  observacoes: string;
  personalizacoes: OpcaoDaLinha[];
}

export const QUANTIDADE_MAXIMA = 99;

let sequencia = 0;
const novaChave = () => `linha-${(sequencia += 1)}`;

const assinaturaDasOpcoes = (opcoes: OpcaoDaLinha[]) =>
  opcoes
    .map((o) => `${o.opcao_id}:${o.item_id}:${o.quantidade}`)
    .sort()
    .join('|');

/** The same product with the same options and notes: one line, its quantities added. */
function mesmaEscolha(a: Omit<LinhaDoNovoPedido, 'chave'>, b: Omit<LinhaDoNovoPedido, 'chave'>) {
  return (
    a.produto.id === b.produto.id &&
    a.observacoes.trim() === b.observacoes.trim() &&
    assinaturaDasOpcoes(a.personalizacoes) === assinaturaDasOpcoes(b.personalizacoes)
  );
}

/** Adds a choice to the lines: to an identical line's quantity (at most 99), or as a new line. */
export function adicionarLinha(
  linhas: LinhaDoNovoPedido[],
  nova: Omit<LinhaDoNovoPedido, 'chave'>,
): LinhaDoNovoPedido[] {
  const igual = linhas.find((l) => mesmaEscolha(l, nova));
  if (!igual) return [...linhas, { ...nova, chave: novaChave() }];
  return linhas.map((l) =>
    l === igual
      ? { ...l, quantidade: Math.min(QUANTIDADE_MAXIMA, l.quantidade + nova.quantidade) }
      : l,
  );
}

/** A line's new quantity (1 to 99); 0 removes it. */
export function mudarQuantidade(
  linhas: LinhaDoNovoPedido[],
  chave: string,
  quantidade: number,
): LinhaDoNovoPedido[] {
  if (quantidade < 1) return linhas.filter((l) => l.chave !== chave);
  return linhas.map((l) =>
    l.chave === chave ? { ...l, quantidade: Math.min(QUANTIDADE_MAXIMA, quantidade) } : l,
  );
}

/**
 * 'Repetir pedido': the last order's lines whose product is still on the menu and not sold out,
 * added to the current ones; the names of those left out, for the notice.
 */
export function repetirPedido(
  linhas: LinhaDoNovoPedido[],
  itens: LinhaParaRepetir[],
  produtos: ProdutoMenu[],
): { linhas: LinhaDoNovoPedido[]; foraDoCardapio: string[]; esgotados: string[] } {
  const porId = new Map(produtos.map((p) => [p.id, p]));
  const foraDoCardapio: string[] = [];
  const esgotados: string[] = [];
  let resultado = linhas;
  for (const item of itens) {
    const produto = porId.get(item.produto_id);
    if (!produto) foraDoCardapio.push(item.produto_nome);
    else if (produto.disponivel === false) esgotados.push(produto.nome);
    else
      resultado = adicionarLinha(resultado, {
        produto,
        quantidade: Math.min(QUANTIDADE_MAXIMA, Math.max(1, item.quantidade)),
        observacoes: item.observacoes ?? '',
        personalizacoes: item.personalizacoes.map(({ opcao_id, item_id, quantidade, tipo }) => ({
          opcao_id,
          item_id,
          quantidade,
          tipo,
        })),
      });
  }
  return { linhas: resultado, foraDoCardapio, esgotados };
}

/** The notice after 'Repetir pedido' about what was left out, or null when nothing was. */
export function avisoDaRepeticao(r: { foraDoCardapio: string[]; esgotados: string[] }) {
  const partes = [
    r.foraDoCardapio.length > 0 &&
      `${r.foraDoCardapio.join(', ')} ${r.foraDoCardapio.length === 1 ? 'não está' : 'não estão'} mais no cardápio`,
    r.esgotados.length > 0 &&
      `${r.esgotados.join(', ')} ${r.esgotados.length === 1 ? 'está esgotado' : 'estão esgotados'}`,
  ].filter(Boolean);
  return partes.length > 0 ? `${partes.join('; ')}: ficou de fora.` : null;
}

/**
 * A line's options named and priced from its product's groups (as OpcoesDaLinha shows them),
 * and its unit price in cents (the server's rule, precoUnitarioCentavos). Null while a product
 * with options has not had its groups read.
 */
export function lerLinha(
  linha: LinhaDoNovoPedido,
  grupos: OpcaoGrupo[] | undefined,
): { personalizacoes: Personalizacao[]; unitario: number } | null {
  if (linha.personalizacoes.length === 0) {
    return { personalizacoes: [], unitario: precoUnitarioCentavos(linha.produto.preco, []) };
  }
  if (!grupos) return null;
  const personalizacoes = linha.personalizacoes.map((p): Personalizacao => {
    const grupo = grupos.find((g) => g.id === p.opcao_id);
    const item = grupo?.itens.find((i) => i.id === p.item_id);
    return {
      opcao_id: p.opcao_id,
      item_id: p.item_id,
      tipo: grupo?.tipo ?? p.tipo ?? 'adicionar',
      quantidade: p.quantidade,
      preco_adicional: item?.preco_adicional ?? 0,
      nome: item?.nome ?? 'opção fora do cardápio',
    };
  });
  return {
    personalizacoes,
    unitario: precoUnitarioCentavos(linha.produto.preco, personalizacoes),
  };
}

/** The items' sum in cents, or null while a line's price is still unknown. */
export function subtotalCentavos(
  linhas: LinhaDoNovoPedido[],
  gruposDe: (produtoId: number) => OpcaoGrupo[] | undefined,
): number | null {
  let soma = 0;
  for (const linha of linhas) {
    const lida = lerLinha(linha, gruposDe(linha.produto.id));
    if (!lida) return null;
    soma += lida.unitario * linha.quantidade;
  }
  return soma;
}

/** The change for a cash payment: how much to give back, or that the note does not cover it. */
export function trocoPara(
  texto: string,
  totalCentavos: number | null,
): { troco: number } | { insuficiente: true } | null {
  const lido = lerDinheiro(texto);
  if (!lido.ok || lido.centavos <= 0 || totalCentavos === null) return null;
  if (lido.centavos < totalCentavos) return { insuficiente: true };
  return { troco: lido.centavos - totalCentavos };
}

/** What the form holds besides the lines. */
export interface FormularioDoNovoPedido {
  canal: CanalDaEquipe;
  entrega: EntregaDaEquipe;
  nome: string;
  sobrenome: string;
  telefone: string;
  endereco: EnderecoForm;
  cupom: string;
  observacoes: string;
  metodo: PagamentoDaEquipe | null;
  metodoNaEntrega: MetodoNaEntrega | null;
  /** The note the customer pays cash with ('100,00'), for the change. */
  trocoPara: string;
  /** 'Agendar para hoje' (issue 31 §3): the chosen time (ISO); null: as soon as possible. */
  agendadoPara: string | null;
  /** WhatsApp messages about the order (issue 32 §2), asked only when `perguntaWhatsapp`. */
  whatsappAceito: boolean;
}

/**
 * Whether the form asks about WhatsApp messages: the store sends them and a usable phone was
 * typed. Not asked, nothing is sent (the server decides).
 */
export function perguntaWhatsapp(telefone: string, mensagensWhatsapp: boolean): boolean {
  return mensagensWhatsapp && numeroDoWhatsapp(telefone) !== null;
}

/** Paid in cash (now, or on delivery): the form asks 'Troco para'. */
export function pagaEmDinheiro(f: Pick<FormularioDoNovoPedido, 'metodo' | 'metodoNaEntrega'>) {
  return f.metodo === 'dinheiro' || (f.metodo === 'na_entrega' && f.metodoNaEntrega === 'dinheiro');
}

/**
 * The values for pedidoDaEquipeSchema (the shared contract checks them here and on the server).
 * Empty optional texts are left out; the address goes only with a delivery; the WhatsApp choice
 * only when it was asked (`mensagensWhatsapp`: the store sends them).
 */
export function valoresDoPedido(
  f: FormularioDoNovoPedido,
  linhas: LinhaDoNovoPedido[],
  mensagensWhatsapp = false,
) {
  const opcional = (texto: string) => (texto.trim() ? texto.trim() : undefined);
  const troco = pagaEmDinheiro(f) ? opcional(f.trocoPara) : undefined;
  return {
    canal: f.canal,
    entrega: f.entrega,
    cliente: {
      nome: f.nome.trim(),
      sobrenome: opcional(f.sobrenome),
      telefone: opcional(apenasDigitos(f.telefone)),
    },
    endereco: f.entrega === 'entrega' ? enderecoParaApi(f.endereco) : undefined,
    itens: linhas.map((l) => ({
      produto_id: l.produto.id,
      quantidade: l.quantidade,
      observacoes: opcional(l.observacoes),
      personalizacoes: l.personalizacoes,
    })),
    agendado_para: f.agendadoPara ?? undefined,
    cupom: opcional(f.cupom),
    observacoes: opcional(f.observacoes),
    whatsapp_aceito: perguntaWhatsapp(f.telefone, mensagensWhatsapp) ? f.whatsappAceito : undefined,
    pagamento: {
      metodo: f.metodo ?? undefined,
      metodo_na_entrega: f.metodo === 'na_entrega' ? (f.metodoNaEntrega ?? undefined) : undefined,
      troco_para: troco,
    },
  };
}

/* ---------- Correcting an order the kitchen has not started (issue 31 §1) ---------- */

/**
 * Whether staff may still correct the order (PUT /api/pedidos/:id/correcao): pending, no item
 * marked done by a station, not a tab's order (corrected on its tab) and without a PIX charge on
 * the site (its amount cannot change under the charge). The server checks it again.
 */
export function podeSerCorrigido(
  pedido: Pick<Pedido, 'status' | 'tipo_pedido' | 'metodo_pagamento' | 'itens'>,
): boolean {
  return (
    pedido.status === 'pendente' &&
    pedido.tipo_pedido !== 'mesa' &&
    pedido.metodo_pagamento !== 'site' &&
    pedido.itens.every((i) => i.pronto_em === null)
  );
}

/** The order's delivery type as the form has it: a counter order is a pickup named 'Balcão'. */
function entregaDoPedido(pedido: Pick<Pedido, 'tipo_pedido' | 'mesa'>): EntregaDaEquipe {
  if (pedido.tipo_pedido === 'entrega') return 'entrega';
  return pedido.mesa === 'Balcão' ? 'balcao' : 'retirada';
}

const ehMetodoNaEntrega = (m: string | null): m is MetodoNaEntrega =>
  (METODOS_NA_ENTREGA as readonly string[]).includes(m ?? '');

/** How the order is paid, as the form's choices: at the counter (cash or card) or later. */
function pagamentoDoPedido(
  pedido: Pick<Pedido, 'metodo_pagamento' | 'metodo_pagamento_detalhado'>,
): Pick<FormularioDoNovoPedido, 'metodo' | 'metodoNaEntrega'> {
  const detalhado = pedido.metodo_pagamento_detalhado;
  if (pedido.metodo_pagamento === 'balcao' && (detalhado === 'dinheiro' || detalhado === 'cartao'))
    return { metodo: detalhado, metodoNaEntrega: null };
  if (pedido.metodo_pagamento === 'entrega')
    return {
      metodo: 'na_entrega',
      metodoNaEntrega: ehMetodoNaEntrega(detalhado) ? detalhado : null,
    };
  return { metodo: null, metodoNaEntrega: null };
}

/**
 * The order's lines as the form builds them: each product as the menu has it now (its price is
 * the one the correction charges), or as the order recorded it when it left the menu; its
 * options, quantity and notes. Lines cancelled in the kitchen stay out.
 */
export function linhasDoPedido(
  pedido: Pick<Pedido, 'itens'>,
  produtos: readonly ProdutoMenu[] = [],
): LinhaDoNovoPedido[] {
  const porId = new Map(produtos.map((p) => [p.id, p]));
  return pedido.itens
    .filter((item) => item.cancelado_em === null && item.produto_id !== null)
    .map((item) => {
      const noMenu = porId.get(item.produto_id!);
      const produto: ProdutoDaLinha = noMenu
        ? { id: noMenu.id, nome: noMenu.nome, preco: noMenu.preco, tem_opcoes: noMenu.tem_opcoes }
        : {
            id: item.produto_id!,
            nome: item.produto_nome,
            preco: valorDaLinha(item).produto / 100,
            tem_opcoes: item.personalizacoes.length > 0,
          };
      return {
        chave: novaChave(),
        produto,
        quantidade: Math.min(QUANTIDADE_MAXIMA, Math.max(1, item.quantidade)),
        observacoes: item.observacoes ?? '',
        personalizacoes: item.personalizacoes.map(({ opcao_id, item_id, quantidade, tipo }) => ({
          opcao_id,
          item_id,
          quantidade,
          tipo,
        })),
      };
    });
}

/** The form filled from the order to correct (its channel is kept and not sent). */
export function formularioDoPedido(pedido: Pedido): FormularioDoNovoPedido {
  const troco =
    pedido.precisa_troco && pedido.valor_troco !== null ? campoDeDinheiro(pedido.valor_troco) : '';
  return {
    canal: pedido.canal === 'balcao' ? 'balcao' : 'telefone',
    entrega: entregaDoPedido(pedido),
    nome: pedido.nome_cliente ?? '',
    sobrenome: pedido.sobrenome_cliente ?? '',
    telefone: pedido.telefone_cliente ? mascararTelefone(pedido.telefone_cliente) : '',
    endereco:
      pedido.tipo_pedido === 'entrega' && pedido.endereco_entrega
        ? deEndereco(pedido.endereco_entrega)
        : ENDERECO_VAZIO,
    cupom: pedido.cupom_codigo ?? '',
    observacoes: pedido.observacoes ?? '',
    ...pagamentoDoPedido(pedido),
    trocoPara: troco,
    // A correction keeps the order's time (the server does not change it).
    agendadoPara: null,
    whatsappAceito: pedido.whatsapp_aceito,
  };
}
