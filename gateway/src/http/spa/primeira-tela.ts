import {
  agruparPorCategoria,
  CARDS_PRIORITARIOS,
  formatarReais,
  formatarTelefone,
  marcaDaLoja,
  srcsetDaImagem,
  TAMANHOS_DO_CARD,
  urlDoLogo,
  type EmpresaExibida,
  type MenuResposta,
  type ProdutoMenu,
  type StatusLoja,
} from '@cardapio/shared-events';
import { escaparHtml, imagemDoSite } from './html';
import { CSS_DA_PRIMEIRA_TELA, cssDaMarca } from './primeira-tela-css';

/**
 * The storefront's first screen as plain HTML, painted before any JavaScript runs: the header, the
 * banner and the first category's first cards, drawn like web/src/features/cardapio (MenuPage,
 * MenuHeader, ProdutoCard) in the default dark theme, in the company's own colour and with its
 * logo when it has them. It is only a picture of the page: hidden from assistive technology, not
 * clickable, and replaced by React's first render of #root.
 */

export interface DadosDaPrimeiraTela {
  empresa: EmpresaExibida;
  menu: MenuResposta;
  /** Open/closed and today's hours, when the read cache had them. */
  status?: StatusLoja;
}

/** Cards drawn: a phone's first two rows, a wide screen's first row. */
export const CARDS_DA_PRIMEIRA_TELA = 4;
/** Categories the sidebar lists before 'Ver Todos' (CATEGORIAS_RESUMIDAS in the web). */
const CATEGORIAS_NA_LATERAL = 4;

/** lucide icons (react-icons/lu), as the React screen draws them. */
const ICONES = {
  talheres:
    '<path d="m16 2-2.3 2.3a3 3 0 0 0 0 4.2l1.8 1.8a3 3 0 0 0 4.2 0L22 8"/><path d="M15 15 3.3 3.3a4.2 4.2 0 0 0 0 6l7.3 7.3c.7.7 2 .7 2.8 0L15 15Zm0 0 7 7"/><path d="m2.1 21.8 6.4-6.3"/><path d="m19 5-7 7"/>',
  local:
    '<path d="M20 10c0 4.993-5.539 10.193-7.399 11.799a1 1 0 0 1-1.202 0C9.539 20.193 4 14.993 4 10a8 8 0 0 1 16 0"/><circle cx="12" cy="10" r="3"/>',
  relogio: '<circle cx="12" cy="12" r="10"/><polyline points="12 6 12 12 16 14"/>',
  telefone:
    '<path d="M22 16.92v3a2 2 0 0 1-2.18 2 19.79 19.79 0 0 1-8.63-3.07 19.5 19.5 0 0 1-6-6 19.79 19.79 0 0 1-3.07-8.67A2 2 0 0 1 4.11 2h3a2 2 0 0 1 2 1.72 12.84 12.84 0 0 0 .7 2.81 2 2 0 0 1-.45 2.11L8.09 9.91a16 16 0 0 0 6 6l1.27-1.27a2 2 0 0 1 2.11-.45 12.84 12.84 0 0 0 2.81.7A2 2 0 0 1 22 16.92z"/>',
  menu: '<line x1="4" x2="20" y1="12" y2="12"/><line x1="4" x2="20" y1="6" y2="6"/><line x1="4" x2="20" y1="18" y2="18"/>',
  busca: '<circle cx="11" cy="11" r="8"/><path d="m21 21-4.3-4.3"/>',
  sacola:
    '<path d="M6 2 3 6v14a2 2 0 0 0 2 2h14a2 2 0 0 0 2-2V6l-3-4Z"/><path d="M3 6h18"/><path d="M16 10a4 4 0 0 1-8 0"/>',
  entrar:
    '<path d="M15 3h4a2 2 0 0 1 2 2v14a2 2 0 0 1-2 2h-4"/><polyline points="10 17 15 12 10 7"/><line x1="15" x2="3" y1="12" y2="12"/>',
  estrela:
    '<path d="M11.525 2.295a.53.53 0 0 1 .95 0l2.31 4.679a2.123 2.123 0 0 0 1.595 1.16l5.166.756a.53.53 0 0 1 .294.904l-3.736 3.638a2.123 2.123 0 0 0-.611 1.878l.882 5.14a.53.53 0 0 1-.771.56l-4.618-2.428a2.122 2.122 0 0 0-1.973 0L6.396 21.01a.53.53 0 0 1-.77-.56l.881-5.139a2.122 2.122 0 0 0-.611-1.879L2.16 9.795a.53.53 0 0 1 .294-.906l5.165-.755a2.122 2.122 0 0 0 1.597-1.16z"/>',
  mais: '<path d="M5 12h14"/><path d="M12 5v14"/>',
  abaixo: '<path d="m6 9 6 6 6-6"/>',
  grade:
    '<rect width="7" height="7" x="3" y="3" rx="1"/><rect width="7" height="7" x="14" y="3" rx="1"/><rect width="7" height="7" x="14" y="14" rx="1"/><rect width="7" height="7" x="3" y="14" rx="1"/>',
  lista:
    '<path d="M3 12h.01"/><path d="M3 18h.01"/><path d="M3 6h.01"/><path d="M8 12h13"/><path d="M8 18h13"/><path d="M8 6h13"/>',
  sino: '<path d="M6 8a6 6 0 0 1 12 0c0 7 3 9 3 9H3s3-2 3-9"/><path d="M10.3 21a1.94 1.94 0 0 0 3.4 0"/><path d="M4 2C2.8 3.7 2 5.7 2 8"/><path d="M22 8c0-2.3-.8-4.3-2-6"/>',
  recibo:
    '<path d="M4 2v20l2-1 2 1 2-1 2 1 2-1 2 1 2-1 2 1V2l-2 1-2-1-2 1-2-1-2 1-2-1-2 1Z"/><path d="M14 8H8"/><path d="M16 12H8"/><path d="M13 16H8"/>',
  sol: '<circle cx="12" cy="12" r="4"/><path d="M12 2v2"/><path d="M12 20v2"/><path d="m4.93 4.93 1.41 1.41"/><path d="m17.66 17.66 1.41 1.41"/><path d="M2 12h2"/><path d="M20 12h2"/><path d="m6.34 17.66-1.41 1.41"/><path d="m19.07 4.93-1.41 1.41"/>',
} as const;

const icone = (nome: keyof typeof ICONES, traco = 2) =>
  `<svg viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="${traco}" stroke-linecap="round" stroke-linejoin="round" width="1em" height="1em">${ICONES[nome]}</svg>`;

const plural = (n: number, um: string, varios: string) => `${n} ${n === 1 ? um : varios}`;

/** The company's logo as LogoDaLoja draws it (every width), else the product's mark (wide only). */
function marca(empresa: EmpresaExibida): string {
  const logo = imagemDoSite(empresa.logo_url);
  if (!logo) return `<span class="pt-marca pt-larga">${icone('talheres')}</span>`;
  return `<span class="pt-logo"><img src="${escaparHtml(urlDoLogo(logo))}" alt="" width="44" height="44" decoding="async"></span>`;
}

function cabecalho(empresa: EmpresaExibida, status: StatusLoja | undefined): string {
  let situacao = '';
  if (status) {
    // The badge and its text, as the status route worded them for one instant.
    situacao =
      `<div class="pt-status"><span class="pt-selo ${status.aberto ? 'pt-aberta' : 'pt-fechada'}">` +
      `<span class="pt-ponto"></span>${escaparHtml(status.texto.selo)}</span>` +
      `<span class="pt-resumo">${escaparHtml(status.texto.resumo)}</span>` +
      '</div>';
  }
  return (
    '<header class="pt-topo"><div class="pt-caixa pt-barra">' +
    `<span class="pt-botao pt-estreita">${icone('menu')}</span>` +
    marca(empresa) +
    `<div class="pt-identidade"><p class="pt-empresa">${escaparHtml(empresa.nome)}</p>${situacao}</div>` +
    '<div class="pt-acoes">' +
    `<span class="pt-botao pt-estreita">${icone('busca')}</span>` +
    `<span class="pt-texto-botao pt-larga">${icone('sino')} Chamar Garçom</span>` +
    `<span class="pt-texto-botao pt-larga">${icone('recibo')} Meus Pedidos</span>` +
    `<span class="pt-botao pt-larga">${icone('sol')}</span>` +
    `<span class="pt-botao pt-carrinho">${icone('sacola')}</span>` +
    `<span class="pt-entrar"><span class="pt-a-partir-de-sm">${icone('entrar')}</span>Entrar</span>` +
    '</div></div></header>'
  );
}

function vitrine(empresa: EmpresaExibida, status: StatusLoja | undefined): string {
  const horario = status?.texto.completo;
  const linhas = [
    `<span class="pt-linha">${icone('local')}<span>${escaparHtml(empresa.endereco)}</span></span>`,
    empresa.temTelefone
      ? `<span class="pt-linha pt-a-partir-de-sm">${icone('telefone')}<span>${escaparHtml(formatarTelefone(empresa.telefone))}</span></span>`
      : '',
    horario
      ? `<span class="pt-linha">${icone('relogio')}<span>${escaparHtml(horario)}</span></span>`
      : '',
  ];
  return (
    '<div class="pt-vitrine">' +
    `<span class="pt-fundo">${icone('talheres')}</span>` +
    '<div class="pt-vitrine-conteudo"><span class="pt-peca">Peça online</span>' +
    `<p class="pt-titulo">${escaparHtml(empresa.nome)}</p>` +
    `<div class="pt-linhas">${linhas.join('')}</div></div></div>`
  );
}

function lateral(menu: MenuResposta): string {
  const secoes = agruparPorCategoria(menu.produtos, menu.categorias);
  const contagem = (id: number) => secoes.find((s) => s.chave === `c${id}`)?.produtos.length ?? 0;
  const itens = menu.categorias
    .slice(0, CATEGORIAS_NA_LATERAL)
    .map(
      (c, i) =>
        `<div class="pt-categoria"><span class="pt-miniatura"><span class="pt-ordem">${i + 1}</span></span>` +
        `<span class="pt-categoria-texto"><span class="pt-categoria-nome">${escaparHtml(c.nome)}</span>` +
        `<span class="pt-contagem">${plural(contagem(c.id), 'produto', 'produtos')}</span></span></div>`,
    );
  return (
    '<aside class="pt-lateral pt-larga"><p class="pt-lateral-titulo">Categorias</p>' +
    `<div class="pt-categoria pt-selecionada"><span class="pt-miniatura pt-todas">${icone('grade')}</span>` +
    '<span class="pt-categoria-texto"><span class="pt-categoria-nome">Todas as categorias</span>' +
    `<span class="pt-contagem">${plural(menu.produtos.length, 'produto', 'produtos')}</span></span></div>` +
    itens.join('') +
    (menu.categorias.length > CATEGORIAS_NA_LATERAL
      ? `<span class="pt-ver-todos">Ver Todos ${icone('abaixo')}</span>`
      : '') +
    '</aside>'
  );
}

/** The picture exactly as ImagemDoProduto asks for it, so React's <img> reuses the download. */
function foto(produto: ProdutoMenu, prioridade: boolean): string {
  const url = imagemDoSite(produto.imagem_url);
  if (!url) return `<span class="pt-sem-foto">${icone('talheres')}</span>`;
  const srcset = srcsetDaImagem(url);
  const variantes = srcset
    ? ` srcset="${escaparHtml(srcset)}" sizes="${escaparHtml(TAMANHOS_DO_CARD)}"`
    : '';
  const carga = prioridade ? 'loading="eager" fetchpriority="high"' : 'loading="lazy"';
  return `<img src="${escaparHtml(url)}"${variantes} width="400" height="300" alt="${escaparHtml(produto.nome)}" ${carga} decoding="async">`;
}

function card(produto: ProdutoMenu, prioridade: boolean): string {
  const esgotado = produto.disponivel === false;
  return (
    `<article class="pt-card${esgotado ? ' pt-esgotado' : ''}"><div class="pt-foto">${foto(produto, prioridade)}` +
    (produto.destaque ? `<span class="pt-destaque">${icone('estrela')} Destaque</span>` : '') +
    (esgotado ? '<span class="pt-selo-esgotado">Esgotado</span>' : '') +
    '</div><div class="pt-corpo">' +
    `<p class="pt-nome">${escaparHtml(produto.nome)}</p>` +
    `<p class="pt-descricao">${escaparHtml(produto.descricao ?? '')}</p>` +
    `<div class="pt-rodape"><span class="pt-preco">${escaparHtml(formatarReais(produto.preco))}</span>` +
    `<span class="pt-adicionar">${icone('mais', 2.75)}</span></div>` +
    '</div></article>'
  );
}

function primeiraSecao(menu: MenuResposta): string {
  const secao = agruparPorCategoria(menu.produtos, menu.categorias)[0];
  if (!secao) return '';
  const cards = secao.produtos
    .slice(0, CARDS_DA_PRIMEIRA_TELA)
    .map((p, i) => card(p, i < CARDS_PRIORITARIOS));
  return (
    '<section class="pt-secao"><div class="pt-secao-topo">' +
    `<p class="pt-secao-titulo">Produtos em Destaques ${escaparHtml(secao.nome)}</p>` +
    `<span class="pt-secao-contagem">${plural(secao.produtos.length, 'item', 'itens')}</span></div>` +
    `<div class="pt-grade">${cards.join('')}</div></section>`
  );
}

/** The block that goes inside `<div id="root">`: its own <style> leaves with it. */
export function primeiraTela({ empresa, menu, status }: DadosDaPrimeiraTela): string {
  return (
    `<style>${CSS_DA_PRIMEIRA_TELA}${cssDaMarca(marcaDaLoja(empresa.cor_marca))}</style>` +
    '<div class="pt" data-testid="primeira-tela" aria-hidden="true">' +
    cabecalho(empresa, status) +
    '<div class="pt-caixa pt-pagina">' +
    lateral(menu) +
    '<div class="pt-principal">' +
    vitrine(empresa, status) +
    '<div class="pt-busca pt-larga">' +
    `${icone('busca')}<span>Buscar no cardápio</span></div>` +
    '<div class="pt-filtros pt-estreita">' +
    `<span class="pt-filtro">Todas as categorias ${icone('abaixo')}</span>` +
    `<span class="pt-modos"><span class="pt-modo pt-modo-ativo">${icone('grade')}</span>` +
    `<span class="pt-modo">${icone('lista')}</span></span></div>` +
    primeiraSecao(menu) +
    '</div></div></div>'
  );
}
