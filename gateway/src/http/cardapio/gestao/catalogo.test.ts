import request from 'supertest';
import sharp from 'sharp';
import { count, eq } from 'drizzle-orm';
import {
  IMAGEM_TAMANHO_MAXIMO,
  MENSAGENS_CATALOGO,
  type CardapioAtualizadoEvento,
  type CategoriaAdmin,
  type MenuResposta,
  type OpcaoAdmin,
  type Pedido,
  type ProdutoAdmin,
} from '@cardapio/shared-events';
import { imagens, pedidoItens, produtos } from '@cardapio/core/testing';
import type { RunningServer } from '../../../server';
import { autorizado, definirLoja, ENDERECO_CENTRO } from '../../../testing/loja';
import { DEMO, loginGarcom, loginStaff, novoCliente } from '../../../testing/sessions';
import { roundTrip, socketClients } from '../../../testing/sockets';
import { createTestServer } from '../../../testing/test-server';

let server: RunningServer;
let http: RunningServer['httpServer'];
let gestao: string;
let colaborador: string;
let garcom: string;
let cliente: string;
let gestao2: string;
let categoriaId: number;
const clients = socketClients();

beforeAll(async () => {
  server = await createTestServer();
  http = server.httpServer;
  gestao = await loginStaff(http, DEMO.admin);
  colaborador = await loginStaff(http, DEMO.equipe);
  garcom = await loginGarcom(http);
  gestao2 = await loginStaff(http, DEMO.admin2);
  cliente = (
    (await request(http).post('/api/auth/registro').send(novoCliente())).body as {
      token: string;
    }
  ).token;
  const categorias = (await request(http).get('/api/categorias').set(autorizado(gestao)))
    .body as CategoriaAdmin[];
  categoriaId = categorias[0]!.id;
});
afterAll(async () => {
  clients.closeAll();
  await server.close();
});
afterEach(() => clients.closeAll());

let seq = 0;
const novoProduto = (campos: Record<string, unknown> = {}) => ({
  nome: `Pastel ${++seq}`,
  descricao: 'De queijo',
  preco: 12.5,
  categoria_id: categoriaId,
  tempo_preparo: 10,
  ...campos,
});

async function criarProduto(campos: Record<string, unknown> = {}, token = gestao) {
  const res = await request(http)
    .post('/api/produtos')
    .set(autorizado(token))
    .send(novoProduto(campos));
  expect(res.status).toBe(201);
  return res.body as ProdutoAdmin;
}

const jpeg = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#c0392b' } })
    .jpeg()
    .toBuffer();

const totalProdutos = async () =>
  Number((await server.core.db.select({ n: count() }).from(produtos))[0]!.n);
const totalImagens = async () =>
  Number((await server.core.db.select({ n: count() }).from(imagens))[0]!.n);

describe('products', () => {
  test('staff (gestao and colaborador) create a product by JSON: 201 with the ProdutoAdmin', async () => {
    for (const token of [gestao, colaborador]) {
      const produto = await criarProduto({ destaque: true, precisa_cozinha: false }, token);
      expect(produto).toMatchObject({
        id: expect.any(Number),
        descricao: 'De queijo',
        preco: 12.5,
        categoria_id: categoriaId,
        categoria_nome: expect.any(String),
        tempo_preparo: 10,
        destaque: true,
        ativo: true,
        precisa_cozinha: false,
        imagem_url: null,
        tem_opcoes: false,
        created_at: expect.any(String),
        updated_at: expect.any(String),
      });
    }
  });

  test('a multipart form (fields as text) with a picture creates the product', async () => {
    const res = await request(http)
      .post('/api/produtos')
      .set(autorizado(gestao))
      .field('nome', 'Coxinha')
      .field('descricao', 'Frango')
      .field('preco', '7,50')
      .field('categoria_id', String(categoriaId))
      .field('tempo_preparo', '15')
      .field('destaque', 'false')
      .field('ativo', 'true')
      .field('precisa_cozinha', 'true')
      .attach('imagem', await jpeg(300, 200), {
        filename: 'coxinha.jpg',
        contentType: 'image/jpeg',
      });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ nome: 'Coxinha', preco: 7.5, ativo: true });
    expect((res.body as ProdutoAdmin).imagem_url).toMatch(
      /^\/api\/imagens\/\d+-[0-9a-f]{32}\.webp$/,
    );
  });

  test('the product form answers each message of staff-side §5', async () => {
    const casos: Array<[Record<string, unknown>, string]> = [
      [{ nome: '' }, MENSAGENS_CATALOGO.nomeObrigatorio],
      [{ nome: undefined }, MENSAGENS_CATALOGO.nomeObrigatorio],
      [{ preco: undefined }, MENSAGENS_CATALOGO.precoObrigatorio],
      [{ preco: '' }, MENSAGENS_CATALOGO.precoObrigatorio],
      [{ preco: -1 }, MENSAGENS_CATALOGO.precoMinimo],
      [{ categoria_id: undefined }, MENSAGENS_CATALOGO.categoriaObrigatoria],
      [{ tempo_preparo: undefined }, MENSAGENS_CATALOGO.tempoObrigatorio],
      [{ tempo_preparo: 0 }, MENSAGENS_CATALOGO.tempoMinimo],
    ];
    const antes = await totalProdutos();
    for (const [campos, erro] of casos) {
      const res = await request(http)
        .post('/api/produtos')
        .set(autorizado(gestao))
        .send(novoProduto(campos));
      expect([campos, res.status, res.body]).toEqual([campos, 400, { erro }]);
    }
    // As multipart text too.
    const res = await request(http)
      .post('/api/produtos')
      .set(autorizado(gestao))
      .field('nome', 'Sem preço')
      .field('categoria_id', String(categoriaId))
      .field('tempo_preparo', '5');
    expect(res.body).toEqual({ erro: MENSAGENS_CATALOGO.precoObrigatorio });
    expect(await totalProdutos()).toBe(antes);
  });

  test('a category of another company is refused (400) and nothing is written', async () => {
    const daOutra = (
      (await request(http).get('/api/categorias').set(autorizado(gestao2))).body as CategoriaAdmin[]
    )[0]!;
    const antes = await totalProdutos();
    const res = await request(http)
      .post('/api/produtos')
      .set(autorizado(gestao))
      .send(novoProduto({ categoria_id: daOutra.id }));
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ erro: MENSAGENS_CATALOGO.categoriaNaoEncontrada });
    expect(await totalProdutos()).toBe(antes);
  });

  test('role matrix: waiter and customer 403 on the staff routes, no token 401, nothing changed', async () => {
    const produto = await criarProduto();
    const escritas = [
      () => request(http).post('/api/produtos').send(novoProduto()),
      () => request(http).put(`/api/produtos/${produto.id}`).send(novoProduto()),
      () => request(http).patch(`/api/produtos/${produto.id}/ativo`).send({ ativo: false }),
      () => request(http).delete(`/api/produtos/${produto.id}`),
      () => request(http).get(`/api/produtos/${produto.id}/opcoes`),
      () => request(http).post(`/api/produtos/${produto.id}/opcoes`).send({ opcoes: [] }),
      () => request(http).post('/api/categorias').send({ nome: 'X', ordem: 1 }),
      () => request(http).put(`/api/categorias/${categoriaId}`).send({ nome: 'X', ordem: 1 }),
      () => request(http).delete(`/api/categorias/${categoriaId}`),
    ];
    for (const pedido of escritas) {
      expect((await pedido()).status).toBe(401);
      expect((await pedido().set(autorizado(garcom))).status).toBe(403);
      expect((await pedido().set(autorizado(cliente))).status).toBe(403);
    }
    for (const rota of ['/api/produtos', '/api/categorias']) {
      expect((await request(http).get(rota)).status).toBe(401);
      expect((await request(http).get(rota).set(autorizado(cliente))).status).toBe(403);
    }
    // Still there, unchanged.
    const lista = (await request(http).get('/api/produtos').set(autorizado(gestao)))
      .body as ProdutoAdmin[];
    expect(lista.find((p) => p.id === produto.id)).toMatchObject({ ativo: true });
  });

  test("another company's product or category is not found (404) and stays untouched", async () => {
    const produto = await criarProduto();
    const como2 = (r: request.Test) => r.set(autorizado(gestao2));
    const naoEncontrado = { erro: MENSAGENS_CATALOGO.produtoNaoEncontrado };
    for (const res of [
      await como2(request(http).put(`/api/produtos/${produto.id}`).send(novoProduto())),
      await como2(request(http).patch(`/api/produtos/${produto.id}/ativo`).send({ ativo: false })),
      await como2(request(http).delete(`/api/produtos/${produto.id}`)),
      await como2(request(http).get(`/api/produtos/${produto.id}/opcoes`)),
      await como2(
        request(http)
          .post(`/api/produtos/${produto.id}/opcoes`)
          .send({ opcoes: [{ nome: 'A', tipo: 'adicionar', itens: [{ nome: 'B' }] }] }),
      ),
    ]) {
      expect([res.status, res.body]).toEqual([404, naoEncontrado]);
    }
    const categoriaNaoEncontrada = { erro: MENSAGENS_CATALOGO.categoriaNaoEncontrada };
    for (const res of [
      await como2(
        request(http).put(`/api/categorias/${categoriaId}`).send({ nome: 'X', ordem: 1 }),
      ),
      await como2(request(http).delete(`/api/categorias/${categoriaId}`)),
    ]) {
      expect([res.status, res.body]).toEqual([404, categoriaNaoEncontrada]);
    }
    expect(
      (
        (await request(http).get('/api/produtos').set(autorizado(gestao2))).body as ProdutoAdmin[]
      ).some((p) => p.id === produto.id),
    ).toBe(false);
    const lista = (await request(http).get('/api/produtos').set(autorizado(gestao)))
      .body as ProdutoAdmin[];
    expect(lista.find((p) => p.id === produto.id)).toMatchObject({
      nome: produto.nome,
      ativo: true,
    });
  });

  test('an inactive product: staff see it, the waiter and the public menu do not', async () => {
    const produto = await criarProduto();
    const res = await request(http)
      .patch(`/api/produtos/${produto.id}/ativo`)
      .set(autorizado(colaborador))
      .send({ ativo: false });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: produto.id, ativo: false });
    const staff = (await request(http).get('/api/produtos').set(autorizado(gestao)))
      .body as ProdutoAdmin[];
    expect(staff.find((p) => p.id === produto.id)).toMatchObject({ ativo: false });
    const doGarcom = (await request(http).get('/api/produtos').set(autorizado(garcom)))
      .body as Array<{ id: number; ativo: boolean }>;
    expect(doGarcom.some((p) => p.id === produto.id)).toBe(false);
    expect(doGarcom.every((p) => p.ativo)).toBe(true);
    const menu = (await request(http).get('/api/menu/1')).body as MenuResposta;
    expect(menu.produtos.some((p) => p.id === produto.id)).toBe(false);
    expect(
      (
        await request(http)
          .patch(`/api/produtos/${produto.id}/ativo`)
          .set(autorizado(gestao))
          .send({ ativo: 'sim' })
      ).status,
    ).toBe(400);
  });

  test('an edit keeps the picture when none is sent and drops it with remover_imagem', async () => {
    const criado = await request(http)
      .post('/api/produtos')
      .set(autorizado(gestao))
      .field('nome', 'Esfiha')
      .field('preco', '5')
      .field('categoria_id', String(categoriaId))
      .field('tempo_preparo', '8')
      .attach('imagem', await jpeg(100, 100), { filename: 'e.jpg', contentType: 'image/jpeg' });
    const produto = criado.body as ProdutoAdmin;
    expect(produto.imagem_url).not.toBeNull();
    const editado = await request(http)
      .put(`/api/produtos/${produto.id}`)
      .set(autorizado(gestao))
      .send(novoProduto({ nome: 'Esfiha aberta', preco: 6 }));
    expect(editado.body).toMatchObject({
      nome: 'Esfiha aberta',
      preco: 6,
      imagem_url: produto.imagem_url,
    });
    const semImagem = await request(http)
      .put(`/api/produtos/${produto.id}`)
      .set(autorizado(gestao))
      .send(novoProduto({ nome: 'Esfiha aberta', remover_imagem: true }));
    expect(semImagem.body).toMatchObject({ imagem_url: null });
  });

  test('a past order keeps its name and price after the product is repriced and then deleted', async () => {
    await definirLoja(http, gestao, true);
    const produto = await criarProduto({ nome: 'Pastel de vento', preco: 9.9 });
    const add = await request(http)
      .post('/api/carrinho/1/adicionar')
      .set(autorizado(cliente))
      .send({ produto_id: produto.id, quantidade: 2 });
    expect(add.status).toBeLessThan(300);
    const pedido = await request(http)
      .post('/api/pedidos')
      .set(autorizado(cliente))
      .send({
        mesa: 'Entrega',
        tipo_pedido: 'entrega',
        dados_cliente: { nome: 'João', sobrenome: 'da Silva', endereco: ENDERECO_CENTRO },
        metodo_pagamento: 'entrega',
        detalhes_pagamento: { metodo: 'cartao' },
        itens: [],
        valor_frete: 0,
      });
    expect(pedido.status).toBe(201);
    const pedidoId = (pedido.body as Pedido).id;
    const itens = () =>
      server.core.db
        .select({ nome: pedidoItens.produto_nome, preco: pedidoItens.preco_unitario })
        .from(pedidoItens)
        .where(eq(pedidoItens.pedido_id, pedidoId));
    const antes = await itens();
    expect(antes).toEqual([{ nome: 'Pastel de vento', preco: '9.90' }]);

    const repreco = await request(http)
      .put(`/api/produtos/${produto.id}`)
      .set(autorizado(gestao))
      .send(novoProduto({ nome: 'Pastel novo', preco: 19.9 }));
    expect(repreco.status).toBe(200);
    const excluido = await request(http)
      .delete(`/api/produtos/${produto.id}`)
      .set(autorizado(gestao));
    expect(excluido.status).toBe(200);
    expect(excluido.body).toEqual({ mensagem: MENSAGENS_CATALOGO.produtoExcluido });
    expect(await itens()).toEqual(antes);
    const visto = await request(http)
      .get(`/api/pedidos/usuario/${(pedido.body as Pedido).usuario_id}`)
      .set(autorizado(cliente));
    expect(JSON.stringify(visto.body)).toContain('Pastel de vento');

    // Gone from every list and the menu; a second delete is a 404.
    const staff = (await request(http).get('/api/produtos').set(autorizado(gestao)))
      .body as ProdutoAdmin[];
    expect(staff.some((p) => p.id === produto.id)).toBe(false);
    const menu = (await request(http).get('/api/menu/1')).body as MenuResposta;
    expect(menu.produtos.some((p) => p.id === produto.id)).toBe(false);
    expect(
      (await request(http).delete(`/api/produtos/${produto.id}`).set(autorizado(gestao))).status,
    ).toBe(404);
  });

  test('a cart line whose options were replaced is refused at checkout with its name; chosen again, it goes through', async () => {
    await definirLoja(http, gestao, true);
    const conta = (await request(http).post('/api/auth/registro').send(novoCliente())).body as {
      token: string;
    };
    const grupoDe = (nome: string) => ({
      opcoes: [{ nome: 'Molho', tipo: 'adicionar', obrigatorio: true, itens: [{ nome }] }],
    });
    const produto = await criarProduto({ nome: 'Pastel com molho', preco: 10 });
    const opcoesDe = async (corpo: object) =>
      (
        await request(http)
          .post(`/api/produtos/${produto.id}/opcoes`)
          .set(autorizado(gestao))
          .send(corpo)
      ).body as OpcaoAdmin[];
    const antigas = await opcoesDe(grupoDe('Alho'));
    const escolha = (opcoes: OpcaoAdmin[]) => [
      { opcao_id: opcoes[0]!.id, item_id: opcoes[0]!.itens[0]!.id, tipo: 'adicionar' },
    ];
    const add = await request(http)
      .post('/api/carrinho/1/adicionar')
      .set(autorizado(conta.token))
      .send({ produto_id: produto.id, quantidade: 1, personalizacoes: escolha(antigas) });
    expect(add.status).toBe(201);
    const linhaId = (add.body as { itens: { id: number }[] }).itens[0]!.id;

    const novas = await opcoesDe(grupoDe('Pimenta'));
    const finalizar = () =>
      request(http)
        .post('/api/pedidos')
        .set(autorizado(conta.token))
        .send({
          mesa: 'Entrega',
          tipo_pedido: 'entrega',
          dados_cliente: { nome: 'Ana', sobrenome: 'Souza', endereco: ENDERECO_CENTRO },
          metodo_pagamento: 'entrega',
          detalhes_pagamento: { metodo: 'cartao' },
          itens: [],
          valor_frete: 0,
        });
    const pedidosAntes = Number(
      (await server.core.db.select({ n: count() }).from(pedidoItens))[0]!.n,
    );
    const recusado = await finalizar();
    expect(recusado.status).toBe(400);
    expect((recusado.body as { erro: string }).erro).toBe(
      '"Pastel com molho" mudou desde que entrou no carrinho (Personalização inválida para este produto). Personalize o item de novo ou remova-o do carrinho.',
    );
    expect(Number((await server.core.db.select({ n: count() }).from(pedidoItens))[0]!.n)).toBe(
      pedidosAntes,
    );

    // The customer chooses again on the same line: the order goes through with the new option.
    const refeita = await request(http)
      .put(`/api/carrinho/1/item/${linhaId}`)
      .set(autorizado(conta.token))
      .send({ personalizacoes: escolha(novas) });
    expect(refeita.status).toBe(200);
    const aceito = await finalizar();
    expect(aceito.status).toBe(201);
    expect(JSON.stringify(aceito.body)).toContain('Pimenta');
  });
});

describe('images', () => {
  test('a 2000×1500 JPEG is served at most 800 px wide as WebP, immutable, with ETag and 304', async () => {
    const criado = await request(http)
      .post('/api/produtos')
      .set(autorizado(gestao))
      .field('nome', 'Foto grande')
      .field('preco', '10')
      .field('categoria_id', String(categoriaId))
      .field('tempo_preparo', '10')
      .attach('imagem', await jpeg(2000, 1500), {
        filename: 'grande.jpg',
        contentType: 'image/jpeg',
      });
    expect(criado.status).toBe(201);
    const url = (criado.body as ProdutoAdmin).imagem_url!;
    const res = await request(http)
      .get(url)
      .buffer(true)
      .parse((r, cb) => {
        const partes: Buffer[] = [];
        r.on('data', (c: Buffer) => partes.push(c));
        r.on('end', () => cb(null, Buffer.concat(partes)));
      });
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers.etag).toMatch(/^"[0-9a-f]{32}"$/);
    const meta = await sharp(res.body as Buffer).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 800, height: 600 });
    const denovo = await request(http).get(url).set('If-None-Match', res.headers.etag!);
    expect(denovo.status).toBe(304);
    // The public menu points at it.
    const menu = (await request(http).get('/api/menu/1')).body as MenuResposta;
    expect(menu.produtos.find((p) => p.id === (criado.body as ProdutoAdmin).id)?.imagem_url).toBe(
      url,
    );
    for (const ruim of [
      '/api/imagens/abc',
      '/api/imagens/1-00.webp',
      url.replace(/[0-9a-f]{4}\.webp$/, '0000.webp'),
    ])
      expect((await request(http).get(ruim)).body).toEqual({ erro: 'Imagem não encontrada' });
  });

  test('a file over 5 MB is 413 and nothing is written', async () => {
    const [p, i] = [await totalProdutos(), await totalImagens()];
    const res = await request(http)
      .post('/api/categorias')
      .set(autorizado(gestao))
      .field('nome', 'Grande')
      .field('ordem', '1')
      .attach('imagem', Buffer.alloc(IMAGEM_TAMANHO_MAXIMO + 1, 1), {
        filename: 'grande.jpg',
        contentType: 'image/jpeg',
      });
    expect(res.status).toBe(413);
    expect(res.body).toEqual({ erro: 'Arquivo muito grande. Tamanho máximo: 5MB' });
    expect([await totalProdutos(), await totalImagens()]).toEqual([p, i]);
    const lista = (await request(http).get('/api/categorias').set(autorizado(gestao)))
      .body as CategoriaAdmin[];
    expect(lista.some((c) => c.nome === 'Grande')).toBe(false);
  });

  test('a text file (declared as text, or named .png) is 400 and nothing is written', async () => {
    const [p, i] = [await totalProdutos(), await totalImagens()];
    const texto = Buffer.from('isto não é uma imagem\n'.repeat(20));
    for (const arquivo of [
      { filename: 'nota.txt', contentType: 'text/plain' },
      { filename: 'nota.png', contentType: 'image/png' },
    ]) {
      const res = await request(http)
        .post('/api/produtos')
        .set(autorizado(gestao))
        .field('nome', 'Falso')
        .field('preco', '10')
        .field('categoria_id', String(categoriaId))
        .field('tempo_preparo', '10')
        .attach('imagem', texto, arquivo);
      expect([arquivo.filename, res.status, res.body]).toEqual([
        arquivo.filename,
        400,
        { erro: 'Por favor, selecione apenas arquivos de imagem' },
      ]);
    }
    expect([await totalProdutos(), await totalImagens()]).toEqual([p, i]);
  });
});

describe('options', () => {
  const opcoesValidas = {
    opcoes: [
      {
        nome: 'Adicionais',
        tipo: 'adicionar',
        max_selecoes: 2,
        itens: [
          { nome: 'Bacon', preco_adicional: 3.5 },
          { nome: 'Ovo', preco_adicional: 2, quantidade: 2 },
        ],
      },
      { nome: 'Remover', tipo: 'remover', itens: [{ nome: 'Cebola' }] },
    ],
  };

  test('saving replaces every group atomically; a bad payload leaves the old options', async () => {
    const produto = await criarProduto();
    const salvo = await request(http)
      .post(`/api/produtos/${produto.id}/opcoes`)
      .set(autorizado(gestao))
      .send(opcoesValidas);
    expect(salvo.status).toBe(200);
    const lidas = (
      await request(http).get(`/api/produtos/${produto.id}/opcoes`).set(autorizado(colaborador))
    ).body as OpcaoAdmin[];
    expect(lidas).toEqual(salvo.body);
    expect(lidas).toMatchObject([
      {
        nome: 'Adicionais',
        tipo: 'adicionar',
        obrigatorio: false,
        max_selecoes: 2,
        itens: [
          { nome: 'Bacon', preco_adicional: 3.5, quantidade: 1 },
          { nome: 'Ovo', preco_adicional: 2, quantidade: 2 },
        ],
      },
      {
        nome: 'Remover',
        tipo: 'remover',
        max_selecoes: 1,
        itens: [{ nome: 'Cebola', preco_adicional: 0, quantidade: 1 }],
      },
    ]);
    const publico = await request(http).get(`/api/menu/produto/${produto.id}/opcoes`);
    expect(publico.body).toHaveLength(2);

    const casos: Array<[unknown, string]> = [
      [{ opcoes: [] }, MENSAGENS_CATALOGO.opcoesVazias],
      [
        { opcoes: [{ nome: '', tipo: 'adicionar', itens: [{ nome: 'A' }] }] },
        MENSAGENS_CATALOGO.opcaoSemNome,
      ],
      [{ opcoes: [{ nome: 'X', tipo: 'adicionar', itens: [] }] }, MENSAGENS_CATALOGO.opcaoSemItens],
      [
        { opcoes: [{ nome: 'X', tipo: 'adicionar', itens: [{ nome: ' ' }] }] },
        MENSAGENS_CATALOGO.itemSemNome,
      ],
      [
        {
          opcoes: [opcoesValidas.opcoes[0], { nome: 'Y', tipo: 'remover', itens: [{ nome: '' }] }],
        },
        MENSAGENS_CATALOGO.itemSemNome,
      ],
    ];
    for (const [corpo, erro] of casos) {
      const res = await request(http)
        .post(`/api/produtos/${produto.id}/opcoes`)
        .set(autorizado(gestao))
        .send(corpo as object);
      expect([res.status, res.body]).toEqual([400, { erro }]);
    }
    expect(
      (await request(http).get(`/api/produtos/${produto.id}/opcoes`).set(autorizado(gestao))).body,
    ).toEqual(lidas);

    const trocado = await request(http)
      .post(`/api/produtos/${produto.id}/opcoes`)
      .set(autorizado(gestao))
      .send({
        opcoes: [
          { nome: 'Molho', tipo: 'adicionar', obrigatorio: true, itens: [{ nome: 'Alho' }] },
        ],
      });
    expect(trocado.body).toMatchObject([
      { nome: 'Molho', obrigatorio: true, itens: [{ nome: 'Alho' }] },
    ]);
    // The public options changed at once (the write invalidated the cached answer).
    expect((await request(http).get(`/api/menu/produto/${produto.id}/opcoes`)).body).toMatchObject([
      { nome: 'Molho' },
    ]);
    const lista = (await request(http).get('/api/produtos').set(autorizado(gestao)))
      .body as ProdutoAdmin[];
    expect(lista.find((p) => p.id === produto.id)).toMatchObject({ tem_opcoes: true });
  });

  test('two saves at once: the options end up as one of them whole, never a mix', async () => {
    const produto = await criarProduto();
    const salvar = (nome: string, itens: number) =>
      request(http)
        .post(`/api/produtos/${produto.id}/opcoes`)
        .set(autorizado(gestao))
        .send({
          opcoes: [
            {
              nome,
              tipo: 'adicionar',
              itens: Array.from({ length: itens }, (_, i) => ({ nome: `${nome} ${i}` })),
            },
          ],
        });
    const respostas = await Promise.all([salvar('A', 3), salvar('B', 5)]);
    expect(respostas.map((r) => r.status)).toEqual([200, 200]);
    const finais = (
      await request(http).get(`/api/produtos/${produto.id}/opcoes`).set(autorizado(gestao))
    ).body as OpcaoAdmin[];
    expect(finais).toHaveLength(1);
    expect(respostas.map((r) => r.body as OpcaoAdmin[])).toContainEqual(finais);
  });
});

describe('categories', () => {
  test('create, edit and delete; staff see inactive ones with their product count, the waiter only active ones', async () => {
    const criada = await request(http)
      .post('/api/categorias')
      .set(autorizado(colaborador))
      .field('nome', 'Sobremesas')
      .field('ordem', '9')
      .field('ativo', 'false')
      .attach('imagem', await jpeg(400, 300), { filename: 'doce.jpg', contentType: 'image/jpeg' });
    expect(criada.status).toBe(201);
    const categoria = criada.body as CategoriaAdmin;
    expect(categoria).toMatchObject({
      id: expect.any(Number),
      nome: 'Sobremesas',
      ordem: 9,
      ativo: false,
      total_produtos: 0,
      imagem_url: expect.stringMatching(/^\/api\/imagens\/\d+-[0-9a-f]{32}\.webp$/),
    });
    const staff = (await request(http).get('/api/categorias').set(autorizado(gestao)))
      .body as CategoriaAdmin[];
    expect(staff.find((c) => c.id === categoria.id)).toMatchObject({ ativo: false });
    expect(staff.find((c) => c.id === categoriaId)!.total_produtos).toBeGreaterThan(0);
    const doGarcom = (await request(http).get('/api/categorias').set(autorizado(garcom)))
      .body as Array<{ id: number; ativo: boolean }>;
    expect(doGarcom.some((c) => c.id === categoria.id)).toBe(false);
    expect(doGarcom.every((c) => c.ativo)).toBe(true);

    const editada = await request(http)
      .put(`/api/categorias/${categoria.id}`)
      .set(autorizado(gestao))
      .send({ nome: 'Doces', ordem: 3, ativo: true });
    expect(editada.body).toMatchObject({
      nome: 'Doces',
      ordem: 3,
      ativo: true,
      imagem_url: categoria.imagem_url,
    });
    expect(
      ((await request(http).get('/api/categorias/1')).body as Array<{ id: number }>).some(
        (c) => c.id === categoria.id,
      ),
    ).toBe(true);

    const removida = await request(http)
      .delete(`/api/categorias/${categoria.id}`)
      .set(autorizado(gestao));
    expect([removida.status, removida.body]).toEqual([
      200,
      { mensagem: MENSAGENS_CATALOGO.categoriaExcluida },
    ]);
    expect(
      (await request(http).delete(`/api/categorias/${categoria.id}`).set(autorizado(gestao)))
        .status,
    ).toBe(404);
  });

  test('the category form answers each message of staff-side §5', async () => {
    const casos: Array<[Record<string, unknown>, string]> = [
      [{ ordem: 1 }, MENSAGENS_CATALOGO.nomeObrigatorio],
      [{ nome: 'X' }, MENSAGENS_CATALOGO.ordemObrigatoria],
      [{ nome: 'X', ordem: -1 }, MENSAGENS_CATALOGO.ordemMinima],
    ];
    for (const [corpo, erro] of casos) {
      const res = await request(http).post('/api/categorias').set(autorizado(gestao)).send(corpo);
      expect([res.status, res.body]).toEqual([400, { erro }]);
      const put = await request(http)
        .put(`/api/categorias/${categoriaId}`)
        .set(autorizado(gestao))
        .send(corpo);
      expect([put.status, put.body]).toEqual([400, { erro }]);
    }
  });

  test('a category that still has products is not deleted: 409 with how many', async () => {
    const categoria = (
      await request(http)
        .post('/api/categorias')
        .set(autorizado(gestao))
        .send({ nome: 'Pastéis', ordem: 5 })
    ).body as CategoriaAdmin;
    await criarProduto({ categoria_id: categoria.id });
    const res = await request(http)
      .delete(`/api/categorias/${categoria.id}`)
      .set(autorizado(gestao));
    expect([res.status, res.body]).toEqual([
      409,
      { erro: MENSAGENS_CATALOGO.categoriaComProdutos(1) },
    ]);
    await criarProduto({ categoria_id: categoria.id });
    const dois = await request(http)
      .delete(`/api/categorias/${categoria.id}`)
      .set(autorizado(gestao));
    expect(dois.body).toEqual({ erro: MENSAGENS_CATALOGO.categoriaComProdutos(2) });
    expect(
      (
        (await request(http).get('/api/categorias').set(autorizado(gestao)))
          .body as CategoriaAdmin[]
      ).find((c) => c.id === categoria.id),
    ).toMatchObject({ total_produtos: 2 });
  });
});

describe('public room', () => {
  test('an anonymous socket of empresa 1 hears cardapio:atualizado after a product change; one of empresa 2 does not', async () => {
    const produto = await criarProduto();
    const daEmpresa = clients.open(server.url, { empresa_id: 1 });
    const daOutra = clients.open(server.url, { empresa_id: 2 });
    await Promise.all(
      [daEmpresa, daOutra].map((s) => new Promise((resolve) => s.once('sessao:info', resolve))),
    );
    const vazou: unknown[] = [];
    daOutra.on('cardapio:atualizado', (e) => vazou.push(e));
    const ouvido = new Promise<CardapioAtualizadoEvento>((resolve) =>
      daEmpresa.once('cardapio:atualizado', resolve),
    );
    await request(http)
      .patch(`/api/produtos/${produto.id}/ativo`)
      .set(autorizado(gestao))
      .send({ ativo: false });
    await expect(ouvido).resolves.toEqual({ empresa_id: 1, updated_at: expect.any(String) });
    await roundTrip(daOutra);
    expect(vazou).toEqual([]);
  });

  test('the public menu changes at once after a write (its cached answer is dropped)', async () => {
    const produto = await criarProduto();
    const menu = async () =>
      ((await request(http).get('/api/menu/1')).body as MenuResposta).produtos;
    expect((await menu()).some((p) => p.id === produto.id)).toBe(true);
    await request(http)
      .put(`/api/produtos/${produto.id}`)
      .set(autorizado(gestao))
      .send(novoProduto({ nome: 'Renomeado', preco: 1 }));
    expect((await menu()).find((p) => p.id === produto.id)).toMatchObject({
      nome: 'Renomeado',
      preco: 1,
    });
  });
});
