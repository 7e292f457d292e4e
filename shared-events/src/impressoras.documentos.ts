import { adicionaisCentavos, textoDaPersonalizacao, valorDaLinha } from './cardapio';
import {
  divisaoPorPessoas,
  ROTULO_METODO_PAGAMENTO,
  totaisDaConta,
  type Conta,
} from './comandas.esquemas';
import { formatarReais } from './formatos';
import type { DocumentoImpresso, LinhaImpressa, MarcasDoTicket } from './impressoras';
import {
  CANAIS_PEDIDO,
  NOME_DO_CANAL,
  nomeDoMetodo,
  type CanalPedido,
  type Pedido,
  type PedidoItem,
  type TipoPedido,
} from './pedidos';

/**
 * The printed documents (issue 30): each drawn once, as styled lines, for the print agent and the
 * browser's print view alike. Texts are the paper's, in pt-BR.
 */

const HORA: Intl.DateTimeFormatOptions = { hour: '2-digit', minute: '2-digit' };
const DATA_HORA: Intl.DateTimeFormatOptions = {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
};

const ONDE: Record<Pedido['tipo_pedido'], (p: Pedido) => string> = {
  mesa: (p) => (p.mesa?.startsWith('Balcão') ? p.mesa : `Mesa ${p.mesa ?? ''}`.trim()),
  retirada: () => 'RETIRADA',
  entrega: () => 'ENTREGA',
};

/** Where the order goes, as the ticket's header says it ('Mesa 4', 'RETIRADA', 'ENTREGA'). */
export const destinoDoPedido = (pedido: Pedido) => ONDE[pedido.tipo_pedido](pedido);

/**
 * A kitchen ticket: the order's items (or one station's, or the added or cancelled ones) in
 * large type, options and removals under each, notes highlighted; the marks on top. The job's id
 * and version go on its last line (the agent refuses a duplicate by them).
 */
export function ticketDaCozinha(
  pedido: Pedido,
  itens: readonly PedidoItem[],
  marcas: MarcasDoTicket = {},
  timezone = 'America/Sao_Paulo',
): DocumentoImpresso {
  const linhas: LinhaImpressa[] = [];
  if (marcas.reimpressao)
    linhas.push({ tipo: 'texto', texto: 'REIMPRESSÃO', alinhar: 'centro', invertido: true });
  if (marcas.alterado)
    linhas.push({
      tipo: 'texto',
      texto: 'PEDIDO ALTERADO — vale este ticket',
      alinhar: 'centro',
      negrito: true,
      invertido: true,
    });
  if (marcas.cancelado)
    linhas.push({
      tipo: 'texto',
      texto: 'CANCELADO',
      alinhar: 'centro',
      grande: true,
      invertido: true,
    });
  if (marcas.adicional)
    linhas.push({
      tipo: 'texto',
      texto: `ADICIONAL — ${destinoDoPedido(pedido)} — ${marcas.adicional.comanda}`,
      alinhar: 'centro',
      negrito: true,
      invertido: true,
    });
  linhas.push(
    { tipo: 'texto', texto: `PEDIDO #${pedido.id}`, alinhar: 'centro', grande: true },
    {
      tipo: 'texto',
      texto: [destinoDoPedido(pedido), marcas.estacao].filter(Boolean).join(' · '),
      alinhar: 'centro',
      negrito: true,
    },
    {
      tipo: 'texto',
      texto: formatarNaZona(HORA, pedido.created_at, timezone),
      alinhar: 'centro',
    },
    { tipo: 'separador' },
  );
  for (const item of itens) {
    linhas.push({
      tipo: 'texto',
      texto: `${item.quantidade}x ${item.produto_nome}`,
      grande: true,
      negrito: true,
    });
    for (const p of item.personalizacoes)
      linhas.push({
        tipo: 'texto',
        texto: `   ${p.tipo === 'remover' ? `SEM ${p.nome.toLocaleUpperCase('pt-BR')}` : textoDaPersonalizacao(p)}`,
        negrito: p.tipo === 'remover',
      });
    if (item.observacoes)
      linhas.push({ tipo: 'texto', texto: `   OBS: ${item.observacoes}`, negrito: true });
    if (marcas.cancelado && item.cancelado_motivo)
      linhas.push({ tipo: 'texto', texto: `   Motivo: ${item.cancelado_motivo}` });
  }
  if (pedido.observacoes && !marcas.cancelado)
    linhas.push(
      { tipo: 'separador' },
      { tipo: 'texto', texto: `OBS. DO PEDIDO: ${pedido.observacoes}`, negrito: true },
    );
  linhas.push({ tipo: 'separador' });
  return {
    titulo: [
      marcas.cancelado ? 'Cancelamento' : marcas.adicional ? 'Adicional' : 'Ticket da cozinha',
      `#${pedido.id}`,
      marcas.estacao ? `— ${marcas.estacao}` : '',
    ]
      .filter(Boolean)
      .join(' '),
    linhas,
  };
}

/**
 * The courier's receipt of a delivery: who, where (with a QR code to the map), the items with
 * their prices, the total and how it is paid, with the change to take.
 */
export function viaDoEntregador(
  pedido: Pedido,
  empresa: { nome: string },
  timezone = 'America/Sao_Paulo',
): DocumentoImpresso {
  const linhas: LinhaImpressa[] = [
    { tipo: 'texto', texto: empresa.nome, alinhar: 'centro', negrito: true },
    { tipo: 'texto', texto: `PEDIDO #${pedido.id}`, alinhar: 'centro', grande: true },
    { tipo: 'texto', texto: destinoDoPedido(pedido), alinhar: 'centro', negrito: true },
    {
      tipo: 'texto',
      texto: formatarNaZona(DATA_HORA, pedido.created_at, timezone),
      alinhar: 'centro',
    },
    { tipo: 'separador' },
  ];
  const nome = pedido.nome_completo_cliente;
  if (nome) linhas.push({ tipo: 'texto', texto: nome, negrito: true });
  if (pedido.telefone_cliente)
    linhas.push({ tipo: 'texto', texto: `Tel: ${pedido.telefone_cliente}` });
  const endereco = enderecoDoPedido(pedido);
  if (endereco) linhas.push({ tipo: 'texto', texto: endereco });
  linhas.push({ tipo: 'separador' });
  for (const item of pedido.itens) {
    if (item.cancelado_em) continue;
    linhas.push({
      tipo: 'colunas',
      esquerda: `${item.quantidade}x ${item.produto_nome}`,
      direita: formatarReais(valorDaLinha(item).total / 100),
    });
  }
  linhas.push(
    { tipo: 'separador' },
    { tipo: 'colunas', esquerda: 'Frete', direita: formatarReais(pedido.valor_frete) },
  );
  if (pedido.desconto > 0)
    linhas.push({
      tipo: 'colunas',
      esquerda: 'Desconto',
      direita: `-${formatarReais(pedido.desconto)}`,
    });
  linhas.push({
    tipo: 'colunas',
    esquerda: 'TOTAL',
    direita: formatarReais(pedido.total),
    negrito: true,
  });
  linhas.push({
    tipo: 'texto',
    texto:
      pedido.status_pagamento === 'pago'
        ? 'PAGO'
        : `Receber: ${nomeDoMetodo(pedido.metodo_pagamento_detalhado ?? pedido.metodo_pagamento ?? '')}`.trim(),
    negrito: true,
  });
  if (pedido.precisa_troco && pedido.valor_troco !== null)
    linhas.push({
      tipo: 'texto',
      texto: `Troco para ${formatarReais(pedido.valor_troco)}`,
      negrito: true,
    });
  if (endereco)
    linhas.push(
      { tipo: 'espaco' },
      {
        tipo: 'qrcode',
        conteudo: `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(endereco)}`,
      },
    );
  linhas.push({ tipo: 'separador' });
  return { titulo: `Via do entregador #${pedido.id}`, linhas };
}

/** The delivery address as one line ('Rua X, 10 - Centro, Florianópolis'). */
export function enderecoDoPedido(pedido: Pick<Pedido, 'endereco_entrega'>): string {
  const e = pedido.endereco_entrega as Record<string, unknown> | null;
  if (!e || typeof e !== 'object') return '';
  const parte = (chave: string) => (typeof e[chave] === 'string' ? (e[chave] as string) : '');
  const rua = [parte('rua'), parte('numero_casa')].filter(Boolean).join(', ');
  const resto = [parte('bairro'), parte('cidade')].filter(Boolean).join(', ');
  return [rua, parte('complemento'), resto].filter(Boolean).join(' - ');
}

function formatarNaZona(opcoes: Intl.DateTimeFormatOptions, iso: string, timezone: string) {
  return new Intl.DateTimeFormat('pt-BR', { ...opcoes, timeZone: timezone }).format(new Date(iso));
}

/** A printed line per item of a bill: '2x Coxinha' and its total, options and notes under it. */
function linhasDoItem(item: {
  quantidade: number;
  produto_nome: string;
  preco_unitario: number;
  personalizacoes: PedidoItem['personalizacoes'];
  observacoes: string | null;
}): LinhaImpressa[] {
  const linhas: LinhaImpressa[] = [
    {
      tipo: 'colunas',
      esquerda: `${item.quantidade}x ${item.produto_nome}`,
      direita: formatarReais(valorDaLinha(item).total / 100),
    },
  ];
  for (const p of item.personalizacoes) {
    // What an option adds to one unit, as the bill on screen shows it.
    const preco = adicionaisCentavos([p]);
    const valor = preco > 0 ? ` (${formatarReais(preco / 100)})` : '';
    linhas.push({ tipo: 'texto', texto: `   ${textoDaPersonalizacao(p)}${valor}` });
  }
  if (item.observacoes) linhas.push({ tipo: 'texto', texto: `   Obs.: ${item.observacoes}` });
  return linhas;
}

/** The company's name, address and CNPJ on top of a receipt. */
export interface CabecalhoDaEmpresa {
  nome: string;
  endereco?: string | null;
  cnpj?: string | null;
}

function cabecalho(empresa: CabecalhoDaEmpresa): LinhaImpressa[] {
  const linhas: LinhaImpressa[] = [
    { tipo: 'texto', texto: empresa.nome, alinhar: 'centro', negrito: true },
  ];
  if (empresa.endereco) linhas.push({ tipo: 'texto', texto: empresa.endereco, alinhar: 'centro' });
  if (empresa.cnpj)
    linhas.push({ tipo: 'texto', texto: `CNPJ ${empresa.cnpj}`, alinhar: 'centro' });
  linhas.push({ tipo: 'separador' });
  return linhas;
}

/** How a bill is printed: the service charge as chosen on screen, and a split by people. */
export interface OpcoesDaConta {
  /** Overrides the bill's own choice (the switch on the waiter's screen before closing). */
  cobraTaxa?: boolean;
  /** Split equally by this many people (1: no split line). */
  pessoas?: number;
  reimpressao?: boolean;
}

/**
 * A table's (or standalone tab's) bill: the company's header, the items, the subtotal, the
 * service charge, the total, the split by people and, once paid, how. A bill is not a fiscal
 * receipt, and says so (the NFC-e comes from the company's fiscal system).
 */
export function contaDaMesa(
  conta: Conta,
  empresa: CabecalhoDaEmpresa,
  opcoes: OpcoesDaConta = {},
  timezone = 'America/Sao_Paulo',
): DocumentoImpresso {
  const cobra = opcoes.cobraTaxa ?? conta.cobra_taxa_servico;
  const totais = totaisDaConta(conta.subtotal, conta.taxa_servico_percentual, cobra);
  const onde = conta.mesa_nome ?? 'Comanda Avulsa';
  const linhas: LinhaImpressa[] = [];
  if (opcoes.reimpressao)
    linhas.push({ tipo: 'texto', texto: 'REIMPRESSÃO', alinhar: 'centro', invertido: true });
  linhas.push(
    ...cabecalho(empresa),
    { tipo: 'texto', texto: 'CONTA', alinhar: 'centro', grande: true },
    {
      tipo: 'texto',
      texto: `${onde} · ${conta.comanda_nome} ${conta.comanda_numero}`,
      alinhar: 'centro',
      negrito: true,
    },
  );
  const quando = conta.pagamento?.paga_em ?? conta.fechada_em;
  const detalhe = [
    conta.garcom_nome ? `Garçom: ${conta.garcom_nome}` : '',
    quando ? formatarNaZona(DATA_HORA, quando, timezone) : '',
  ].filter(Boolean);
  if (detalhe.length) linhas.push({ tipo: 'texto', texto: detalhe.join(' · '), alinhar: 'centro' });
  linhas.push({ tipo: 'separador' });
  for (const item of conta.itens) linhas.push(...linhasDoItem(item));
  const percentual = conta.taxa_servico_percentual.toLocaleString('pt-BR');
  linhas.push(
    { tipo: 'separador' },
    { tipo: 'colunas', esquerda: 'Subtotal', direita: formatarReais(totais.subtotal) },
    {
      tipo: 'colunas',
      esquerda: `Taxa de serviço (${percentual}%)`,
      direita: cobra ? formatarReais(totais.taxa_servico) : 'Removida',
    },
    { tipo: 'colunas', esquerda: 'TOTAL', direita: formatarReais(totais.total), negrito: true },
  );
  const pessoas = Math.max(1, Math.floor(opcoes.pessoas ?? 1));
  if (pessoas > 1) {
    const partes = divisaoPorPessoas(totais.total, pessoas);
    linhas.push({
      tipo: 'colunas',
      esquerda: `Dividido por ${pessoas}`,
      direita: `${formatarReais(partes[0]!)} cada`,
    });
    const diferentes = partes.filter((p) => p !== partes[0]);
    if (diferentes.length)
      linhas.push({
        tipo: 'texto',
        texto: `(${diferentes.length} de ${formatarReais(diferentes[0]!)})`,
        alinhar: 'direita',
      });
  }
  if (conta.pagamento) {
    linhas.push(
      { tipo: 'separador' },
      {
        tipo: 'colunas',
        esquerda: `Pago em ${ROTULO_METODO_PAGAMENTO[conta.pagamento.metodo]}`,
        direita: formatarReais(conta.pagamento.total_pago),
      },
    );
    if (conta.pagamento.valor_recebido !== null)
      linhas.push(
        {
          tipo: 'colunas',
          esquerda: 'Valor recebido',
          direita: formatarReais(conta.pagamento.valor_recebido),
        },
        {
          tipo: 'colunas',
          esquerda: 'Troco',
          direita: formatarReais(conta.pagamento.troco ?? 0),
          negrito: true,
        },
      );
  }
  linhas.push(
    { tipo: 'separador' },
    { tipo: 'texto', texto: 'Não é documento fiscal', alinhar: 'centro' },
    { tipo: 'texto', texto: 'Obrigado pela preferência!', alinhar: 'centro' },
  );
  return { titulo: `Conta — ${onde} · ${conta.comanda_numero}`, linhas };
}

/** A sum of the day: how many and how much (R$). */
export interface SomaDoFechamento {
  quantidade: number;
  total: number;
}

/**
 * The daily closing summary (GET /api/impressoras/fechamento): the company's local day, its
 * orders by type, its sales by channel and by payment, the tabs paid with their service charge,
 * and what was cancelled. A tab's kitchen orders are not counted as orders: the paid tab is the
 * sale.
 */
export interface FechamentoDoDia {
  /** AAAA-MM-DD, the company's local day. */
  dia: string;
  gerado_em: string;
  /** Orders that count (delivery, pickup, table orders from the menu), cancelled ones apart. */
  pedidos: SomaDoFechamento;
  /** Those orders by type (entrega, retirada, mesa); their sum is `pedidos`. */
  por_tipo: Record<TipoPedido, SomaDoFechamento>;
  /**
   * Every sale of the day by how it came in (issue 31): each order under its `canal`, each paid
   * tab under 'garcom'; their sum is `total`.
   */
  por_canal: Record<CanalPedido, SomaDoFechamento>;
  frete: number;
  desconto: number;
  /** Tabs paid today, and the service charge they carried. */
  comandas: SomaDoFechamento & { taxa_servico: number };
  /** Orders and tabs by how they were paid ('Dinheiro', 'Cartão', 'PIX', 'PIX online'...). */
  por_pagamento: (SomaDoFechamento & { metodo: string })[];
  cancelados: SomaDoFechamento;
  /** Orders + tabs. */
  total: number;
  /** total / (orders + tabs); null without sales. */
  ticket_medio: number | null;
  /** The best sellers of the day (units), at most 10. */
  produtos: { nome: string; quantidade: number }[];
}

const TIPO: Record<TipoPedido, string> = {
  entrega: 'Entrega',
  retirada: 'Retirada',
  mesa: 'Mesa (cardápio)',
};

const soma = (rotulo: string, s: SomaDoFechamento, negrito = false): LinhaImpressa => ({
  tipo: 'colunas',
  esquerda: `${rotulo} (${s.quantidade})`,
  direita: formatarReais(s.total),
  negrito,
});

/** The daily closing as printed for the cashier. */
export function fechamentoDoDia(
  f: FechamentoDoDia,
  empresa: CabecalhoDaEmpresa,
  timezone = 'America/Sao_Paulo',
): DocumentoImpresso {
  const [ano, mes, dia] = f.dia.split('-');
  const linhas: LinhaImpressa[] = [
    ...cabecalho(empresa),
    { tipo: 'texto', texto: 'FECHAMENTO DO DIA', alinhar: 'centro', grande: true },
    { tipo: 'texto', texto: `${dia}/${mes}/${ano}`, alinhar: 'centro', negrito: true },
    {
      tipo: 'texto',
      texto: `Emitido em ${formatarNaZona(DATA_HORA, f.gerado_em, timezone)}`,
      alinhar: 'centro',
    },
    { tipo: 'separador' },
    { tipo: 'texto', texto: 'VENDAS', negrito: true },
    soma('Pedidos', f.pedidos),
  ];
  for (const tipo of Object.keys(TIPO) as TipoPedido[])
    if (f.por_tipo[tipo].quantidade > 0) linhas.push(soma(`  ${TIPO[tipo]}`, f.por_tipo[tipo]));
  if (f.frete > 0)
    linhas.push({ tipo: 'colunas', esquerda: '  Frete', direita: formatarReais(f.frete) });
  if (f.desconto > 0)
    linhas.push({
      tipo: 'colunas',
      esquerda: '  Descontos',
      direita: `-${formatarReais(f.desconto)}`,
    });
  linhas.push(soma('Comandas pagas', f.comandas));
  if (f.comandas.taxa_servico > 0)
    linhas.push({
      tipo: 'colunas',
      esquerda: '  Taxa de serviço',
      direita: formatarReais(f.comandas.taxa_servico),
    });
  linhas.push(
    { tipo: 'separador' },
    { tipo: 'colunas', esquerda: 'TOTAL DO DIA', direita: formatarReais(f.total), negrito: true },
    {
      tipo: 'colunas',
      esquerda: 'Ticket médio',
      direita: f.ticket_medio === null ? '—' : formatarReais(f.ticket_medio),
    },
    { tipo: 'separador' },
    { tipo: 'texto', texto: 'POR CANAL', negrito: true },
  );
  const canais = CANAIS_PEDIDO.filter((c) => f.por_canal[c].quantidade > 0);
  if (canais.length === 0) linhas.push({ tipo: 'texto', texto: 'Nenhuma venda' });
  for (const canal of canais) linhas.push(soma(NOME_DO_CANAL[canal], f.por_canal[canal]));
  linhas.push({ tipo: 'separador' }, { tipo: 'texto', texto: 'RECEBIMENTOS', negrito: true });
  if (f.por_pagamento.length === 0) linhas.push({ tipo: 'texto', texto: 'Nenhum recebimento' });
  for (const p of f.por_pagamento) linhas.push(soma(p.metodo, p));
  linhas.push({ tipo: 'separador' }, soma('Cancelados', f.cancelados));
  if (f.produtos.length) {
    linhas.push({ tipo: 'separador' }, { tipo: 'texto', texto: 'MAIS VENDIDOS', negrito: true });
    for (const p of f.produtos)
      linhas.push({ tipo: 'colunas', esquerda: p.nome, direita: `${p.quantidade} un.` });
  }
  linhas.push({ tipo: 'separador' });
  return { titulo: `Fechamento do dia ${dia}/${mes}/${ano}`, linhas };
}
