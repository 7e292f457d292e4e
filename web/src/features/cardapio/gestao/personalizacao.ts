import {
  campoDeDinheiro,
  lerDinheiro,
  type OpcaoAdmin,
  type OpcaoGrupo,
  type SalvarOpcoesInput,
  type TipoOpcao,
} from '@cardapio/shared-events';

/** An item being edited: numbers kept as typed. */
export interface ItemEditavel {
  chave: string;
  nome: string;
  preco_adicional: string;
  quantidade: string;
}

/** An option group being edited; `chave` is local (new groups have no id yet). */
export interface OpcaoEditavel {
  chave: string;
  nome: string;
  tipo: TipoOpcao;
  obrigatorio: boolean;
  max_selecoes: string;
  itens: ItemEditavel[];
}

let proximaChave = 0;
export const novaChave = () => `k${(proximaChave += 1)}`;

export const PREFIXO_DO_TIPO: Record<TipoOpcao, string> = {
  adicionar: 'Novo Adicional',
  remover: 'Nova Remoção',
};

/** 'Novo Adicional 1', 'Novo Adicional 2'...: the first numbered name no group uses (§5). */
export function nomePadrao(tipo: TipoOpcao, opcoes: OpcaoEditavel[]): string {
  const usados = new Set(opcoes.map((o) => o.nome.trim()));
  let n = 1;
  while (usados.has(`${PREFIXO_DO_TIPO[tipo]} ${n}`)) n += 1;
  return `${PREFIXO_DO_TIPO[tipo]} ${n}`;
}

/** Spec defaults (§5): item price 0, quantity 1. */
export const novoItem = (): ItemEditavel => ({
  chave: novaChave(),
  nome: '',
  preco_adicional: campoDeDinheiro(0),
  quantidade: '1',
});

export function novaOpcao(
  tipo: TipoOpcao,
  opcoes: OpcaoEditavel[],
  padrao: { obrigatorio: boolean; max_selecoes: string },
): OpcaoEditavel {
  return {
    chave: novaChave(),
    nome: nomePadrao(tipo, opcoes),
    tipo,
    ...padrao,
    itens: [novoItem()],
  };
}

export function editaveis(opcoes: OpcaoAdmin[]): OpcaoEditavel[] {
  return opcoes.map((o) => ({
    chave: novaChave(),
    nome: o.nome,
    tipo: o.tipo,
    obrigatorio: o.obrigatorio,
    max_selecoes: String(o.max_selecoes),
    itens: o.itens.map((i) => ({
      chave: novaChave(),
      nome: i.nome,
      preco_adicional: campoDeDinheiro(i.preco_adicional),
      quantidade: String(i.quantidade),
    })),
  }));
}

/** The body of POST /api/produtos/:id/opcoes, before the shared schema checks it. */
export function corpoParaSalvar(opcoes: OpcaoEditavel[]): SalvarOpcoesInput {
  return {
    opcoes: opcoes.map((o) => ({
      nome: o.nome,
      tipo: o.tipo,
      obrigatorio: o.obrigatorio,
      max_selecoes: o.max_selecoes,
      itens: o.itens.map((i) => ({
        nome: i.nome,
        preco_adicional: i.preco_adicional,
        quantidade: i.quantidade,
      })),
    })),
  };
}

const numero = (texto: string, padrao: number) => {
  const n = Number(texto.replace(',', '.'));
  return Number.isFinite(n) && texto.trim() !== '' ? n : padrao;
};

/** A price as typed, in reais, read like the server reads it (0 while it does not read). */
export const precoDigitado = (texto: string) => {
  const lido = lerDinheiro(texto);
  return lido.ok ? lido.centavos / 100 : 0;
};

/** What the customer would see (the storefront's groups), for the live preview. */
export function gruposDaPrevia(opcoes: OpcaoEditavel[]): OpcaoGrupo[] {
  return opcoes.map((o, i) => ({
    id: i + 1,
    nome: o.nome.trim() || 'Sem nome',
    tipo: o.tipo,
    obrigatorio: o.obrigatorio,
    max_selecoes: Math.max(1, Math.trunc(numero(o.max_selecoes, 1))),
    itens: o.itens.map((item, j) => ({
      id: (i + 1) * 1000 + j,
      nome: item.nome.trim() || 'Item sem nome',
      preco_adicional: precoDigitado(item.preco_adicional),
    })),
  }));
}

/** A removal item's subtotal: quantidade × preço (§5). */
export const subtotalDoItem = (item: ItemEditavel) =>
  Math.max(0, numero(item.quantidade, 1)) * precoDigitado(item.preco_adicional);
