import {
  CARDS_PRIORITARIOS,
  exibirEmpresa,
  marcaDaLoja,
  type HorarioDia,
  type MenuResposta,
  type ProdutoMenu,
  type StatusLoja,
} from '@cardapio/shared-events';
import { calcularStatusDaLoja } from '@cardapio/core/testing';
import { CARDS_DA_PRIMEIRA_TELA, primeiraTela } from './primeira-tela';

/**
 * The storefront's first screen drawn by the server: the company, its status and the first
 * category's first cards, everything from staff or company input escaped, pictures same-site only.
 */

const produto = (id: number, campos: Partial<ProdutoMenu> = {}): ProdutoMenu => ({
  id,
  nome: `Produto ${id}`,
  descricao: `Descrição ${id}`,
  preco: 10 + id,
  imagem_url: `/imagens/produtos/p${id}.svg`,
  categoria_id: 1,
  categoria_nome: 'Lanches',
  tempo_preparo: 10,
  destaque: false,
  precisa_cozinha: true,
  tem_opcoes: false,
  disponivel: true,
  ...campos,
});

const menu = (produtos: ProdutoMenu[]): MenuResposta => ({
  produtos,
  categorias: [
    { id: 1, nome: 'Lanches', imagem_url: null, ordem: 1, ativo: true },
    { id: 2, nome: 'Bebidas', imagem_url: null, ordem: 2, ativo: true },
  ],
});

/** The status the route answers at a local São Paulo time (UTC−3); 2026-11-25 is a Wednesday. */
const statusEm = (horarios: HorarioDia[], local: string): StatusLoja =>
  calcularStatusDaLoja(horarios, 'America/Sao_Paulo', new Date(`${local}-03:00`));

const ABERTA = statusEm(
  [{ dia: 'quarta', abertura: '11:00', fechamento: '23:00', fechado: false }],
  '2026-11-25T12:00:00',
);

const empresa = exibirEmpresa(7, {
  id: 7,
  nome: 'Lanchonete',
  endereco: 'Rua A, 1',
  telefone: '4832225566',
  whatsapp: null,
  cnpj: null,
  logo_url: null,
  cor_marca: null,
});

/** The cards of the block, in order. */
const cards = (html: string) => html.match(/<article class="pt-card[^"]*">.*?<\/article>/g) ?? [];
const imgs = (html: string) => html.match(/<img [^>]*>/g) ?? [];
/** The markup after the block's own <style>. */
const marcacao = (html: string) => html.slice(html.indexOf('</style>'));

test('the block is a picture of the page: hidden from assistive technology, not clickable, no React test ids', () => {
  const html = primeiraTela({ empresa, menu: menu([produto(1)]), status: ABERTA });
  expect(html).toMatch(
    /^<style>[^<]*<\/style><div class="pt" data-testid="primeira-tela" aria-hidden="true">/,
  );
  expect(html).toContain('pointer-events:none');
  expect(html).not.toContain('produto-card');
  expect(html).not.toContain('data-testid="empresa-nome"');
  expect(html).not.toMatch(/<(button|a|input|script)\b/);
});

test('the header and banner show the company, its status and today’s hours as the web words them', () => {
  const html = primeiraTela({ empresa, menu: menu([produto(1)]), status: ABERTA });
  expect(html).toContain('<p class="pt-empresa">Lanchonete</p>');
  expect(html).toContain('<span class="pt-ponto"></span>Aberto</span>');
  expect(html).toContain('Até as 23h');
  expect(html).toContain('Hoje das 11h às 23h');
  expect(html).toContain('(48) 3222-5566');
  expect(html).toContain('Rua A, 1');

  const fechada = primeiraTela({
    empresa,
    menu: menu([produto(1)]),
    status: statusEm(
      [{ dia: 'quarta', abertura: '18:00', fechamento: '23:00', fechado: false }],
      '2026-11-25T12:00:00',
    ),
  });
  expect(fechada).toContain('pt-fechada');
  expect(fechada).toContain('Fechado</span>');
  expect(fechada).toContain('Abre hoje às 18h');
  expect(fechada).toContain('Hoje das 18h às 23h · Abre hoje às 18h');
  // Unknown status (a failed read): no badge rather than a guess.
  const semStatus = primeiraTela({ empresa, menu: menu([produto(1)]) });
  expect(marcacao(semStatus)).not.toContain('pt-selo');
});

test('Wednesday 18:00–10:00 with Thursday closed, on Thursday 08:30: Aberto until 10h, never beside Hoje: fechado (issue 26)', () => {
  const status = statusEm(
    [
      { dia: 'quarta', abertura: '18:00', fechamento: '10:00', fechado: false },
      { dia: 'quinta', abertura: '09:00', fechamento: '18:00', fechado: true },
    ],
    '2026-11-26T08:30:00',
  );
  const html = marcacao(primeiraTela({ empresa, menu: menu([produto(1)]), status }));
  expect(html).toContain('pt-aberta');
  expect(html).toContain('<span class="pt-ponto"></span>Aberto</span>');
  expect(html).toContain('<span class="pt-resumo">Até as 10h</span>');
  expect(html).toContain('Hoje até as 10h');
  expect(html).not.toContain('fechado');
});

test('the first category’s first cards, highlighted ones first, with the web’s pt-BR prices', () => {
  const produtos = [
    produto(1, { preco: 32.9 }),
    produto(2, { preco: 1234.5, destaque: true }),
    produto(3, { preco: 0 }),
    produto(4, { preco: 7 }),
    produto(5),
    produto(6, { categoria_id: 2, categoria_nome: 'Bebidas' }),
  ];
  const html = primeiraTela({ empresa, menu: menu(produtos), status: ABERTA });
  const lista = cards(html);
  expect(lista).toHaveLength(CARDS_DA_PRIMEIRA_TELA);
  expect(lista.map((c) => /<p class="pt-nome">([^<]*)</.exec(c)?.[1])).toEqual([
    'Produto 2',
    'Produto 1',
    'Produto 3',
    'Produto 4',
  ]);
  expect(lista.map((c) => /<span class="pt-preco">([^<]*)</.exec(c)?.[1])).toEqual([
    'R$ 1.234,50',
    'R$ 32,90',
    'R$ 0,00',
    'R$ 7,00',
  ]);
  expect(lista[0]).toContain('Destaque');
  expect(html).toContain('Produtos em Destaques Lanches');
  expect(html).toContain('5 itens');
  expect(html).not.toContain('Produto 6');
});

test('sold-out products are drawn as the web draws them', () => {
  const html = primeiraTela({ empresa, menu: menu([produto(1, { disponivel: false })]) });
  expect(cards(html)[0]).toContain('pt-card pt-esgotado');
  expect(html).toContain('Esgotado');
});

test('the first cards’ pictures load first, with the src, srcset and sizes the React card asks for', () => {
  const catalogo = `/api/imagens/7-${'a'.repeat(32)}.webp`;
  const html = primeiraTela({
    empresa,
    menu: menu([produto(1, { imagem_url: catalogo }), produto(2), produto(3), produto(4)]),
  });
  const fotos = imgs(html);
  expect(fotos).toHaveLength(4);
  expect(fotos[0]).toBe(
    `<img src="${catalogo}" srcset="${catalogo}?w=320 320w, ${catalogo}?w=480 480w, ${catalogo}?w=640 640w" sizes="(min-width: 1024px) 240px, 50vw" width="400" height="300" alt="Produto 1" loading="eager" fetchpriority="high" decoding="async">`,
  );
  expect(fotos[1]).toBe(
    '<img src="/imagens/produtos/p2.svg" width="400" height="300" alt="Produto 2" loading="eager" fetchpriority="high" decoding="async">',
  );
  expect(fotos.filter((f) => f.includes('fetchpriority="high"'))).toHaveLength(CARDS_PRIORITARIOS);
  expect(fotos[3]).toContain('loading="lazy"');
});

test('pictures on other hosts (or not URLs at all) are never requested by the block', () => {
  const html = primeiraTela({
    empresa,
    menu: menu([
      produto(1, { imagem_url: 'https://cdn.exemplo.com.br/x.png' }),
      produto(2, { imagem_url: '//evil.example/x.png' }),
      produto(3, { imagem_url: 'javascript:alert(1)' }),
      produto(4, { imagem_url: '/\\evil.example/x.png' }),
    ]),
  });
  expect(imgs(html)).toEqual([]);
  expect(html).not.toContain('evil.example');
  expect(html).not.toContain('cdn.exemplo');
  expect(marcacao(html).match(/class="pt-sem-foto"/g)).toHaveLength(4);
});

test('everything from company or staff input is escaped: tags, quotes, ampersands, NUL bytes', () => {
  const hostil = `<script>alert(1)</script>"'&\0</style>`;
  const html = primeiraTela({
    empresa: exibirEmpresa(7, {
      id: 7,
      nome: hostil,
      endereco: hostil,
      telefone: hostil,
      whatsapp: null,
    }),
    menu: {
      produtos: [
        produto(1, {
          nome: hostil,
          descricao: hostil,
          imagem_url: `/x.svg"onerror="alert(1)"><script>alert(2)</script>`,
        }),
      ],
      categorias: [{ id: 1, nome: hostil, imagem_url: null, ordem: 1, ativo: true }],
    },
    status: ABERTA,
  });
  expect(html).not.toContain('<script');
  expect(html).not.toContain('\0');
  expect(html).not.toContain('onerror="');
  // Only the block's own </style>, before any input.
  expect(html.match(/<\/style>/g)).toHaveLength(1);
  const escapado = '&lt;script&gt;alert(1)&lt;/script&gt;&quot;&#39;&amp;\uFFFD&lt;/style&gt;';
  expect(html).toContain(`<p class="pt-empresa">${escapado}</p>`);
  expect(html).toContain(`<p class="pt-nome">${escapado}</p>`);
  expect(html).toContain(`<p class="pt-descricao">${escapado}</p>`);
  expect(html).toContain(`Produtos em Destaques ${escapado}`);
  expect(html).toContain(`alt="${escapado}"`);
  expect(html).toContain(
    'src="/x.svg&quot;onerror=&quot;alert(1)&quot;&gt;&lt;script&gt;alert(2)&lt;/script&gt;"',
  );
});

test('a menu without products still draws the header and banner, without a section', () => {
  const html = primeiraTela({ empresa, menu: menu([]), status: ABERTA });
  expect(html).toContain('Lanchonete');
  expect(cards(html)).toEqual([]);
  expect(marcacao(html)).not.toContain('pt-secao');
});

test('a company’s colour and logo: the same values as the web’s theme, only in the shapes stored', () => {
  const logo = `/api/imagens/7-${'b'.repeat(32)}.webp`;
  const marcada = primeiraTela({
    empresa: exibirEmpresa(7, { ...empresa, logo_url: logo, cor_marca: '#1d4ed8' }),
    menu: menu([produto(1)]),
    status: ABERTA,
  });
  const marca = marcaDaLoja('#1d4ed8')!;
  expect(marcada).toContain(`.pt{--marca:#1d4ed8;--marca-suave:${marca.escala[950]};`);
  expect(marcada).toContain(`--faixa-1:${marca.faixa[0]};--faixa-2:${marca.faixa[1]}`);
  expect(marcada).toContain(`<span class="pt-logo"><img src="${logo}?w=320" alt=""`);
  // Without them: the product's mark, no override.
  expect(marcacao(primeiraTela({ empresa, menu: menu([produto(1)]) }))).not.toContain('pt-logo"');
  expect(primeiraTela({ empresa, menu: menu([produto(1)]) })).not.toContain('.pt{--marca:#');

  // Anything else that might sit in the row never reaches the style sheet or an img.
  const hostil = primeiraTela({
    empresa: exibirEmpresa(7, {
      ...empresa,
      logo_url: 'https://evil.example/logo.png',
      cor_marca: '#1d4ed8;}</style><script>alert(1)</script>',
    }),
    menu: menu([produto(1)]),
  });
  expect(hostil).not.toContain('evil.example');
  expect(hostil).not.toContain('<script');
  expect(hostil).not.toContain('.pt{--marca:#1d4ed8');
  // A refused colour (no text reads on it) is not drawn either.
  const recusada = primeiraTela({
    empresa: exibirEmpresa(7, { ...empresa, cor_marca: '#2580a9' }),
    menu: menu([produto(1)]),
  });
  expect(recusada).not.toContain('#2580a9');
});
