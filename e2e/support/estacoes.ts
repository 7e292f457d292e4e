import type { APIRequestContext, Browser, Page, TestInfo } from '@playwright/test';
import { expect } from '@playwright/test';
import type {
  CadastroEmpresaResposta,
  Comanda,
  Estacao,
  GarcomLoginResposta,
  MenuResposta,
  OpcaoGrupo,
  Pedido,
  TelaMonitorCriada,
} from '@cardapio/shared-events';
import { auth, ok } from './api';
import { contextoDoProjeto, emailUnico } from './helpers';

/**
 * The kitchen stations' journeys (issue 29), each in a restaurant of its own signed up through
 * the API (support/cadastro.ts): its stations, waiter and tables, the tabs the waiter sends and
 * the kitchen screens, so its stations route no other journey's orders.
 */

/** Products of the sample menu a new restaurant starts with. */
export const BURGUER = 'X-Burguer';
export const BACON = 'X-Bacon';
export const CERVEJA = 'Cerveja Heineken Long Neck 330ml';
export const GUARANA = 'Guaraná Antarctica 2L';

const CARGA = { timeout: 30_000 };

/**
 * Cozinha and Bar, each the station of a category of the sample menu (the burgers', the
 * beer's), and the sample products the journeys order. Without `ordem` both stations keep the
 * default order (0), so lists show them by name.
 */
export async function estacoesDaLoja(
  request: APIRequestContext,
  dono: CadastroEmpresaResposta,
  ordem?: { cozinha: number; bar: number },
) {
  const headers = auth(dono.token);
  const novaEstacao = async (nome: string, cor: string, posicao?: number) =>
    (
      await ok<{ estacao: Estacao }>(
        `estação ${nome}`,
        await request.post('/api/estacoes', {
          headers,
          data: posicao === undefined ? { nome, cor } : { nome, cor, ordem: posicao },
        }),
      )
    ).estacao;
  const cozinha = await novaEstacao('Cozinha', '#DC2626', ordem?.cozinha);
  const bar = await novaEstacao('Bar', '#0F766E', ordem?.bar);

  const menu = await ok<MenuResposta>(
    'cardápio',
    await request.get(`/api/menu/${dono.empresa.id}`),
  );
  const produto = (nome: string) => {
    const achado = menu.produtos.find((p) => p.nome === nome);
    expect(achado, `produto ${nome} no cardápio de exemplo`).toBeTruthy();
    return achado!;
  };
  const burguer = produto(BURGUER);
  const bacon = produto(BACON);
  const cerveja = produto(CERVEJA);
  const guarana = produto(GUARANA);
  const categorias = await ok<{ id: number; nome: string; ordem: number }[]>(
    'categorias',
    await request.get('/api/categorias', { headers }),
  );
  for (const [p, estacao] of [
    [burguer, cozinha],
    [cerveja, bar],
  ] as const) {
    const categoria = categorias.find((c) => c.id === p.categoria_id)!;
    await ok(
      `categoria ${categoria.nome}`,
      await request.put(`/api/categorias/${categoria.id}`, {
        headers,
        data: { nome: categoria.nome, ordem: categoria.ordem, estacao_id: estacao.id },
      }),
    );
  }
  return { cozinha, bar, burguer, bacon, cerveja, guarana };
}

/**
 * A waiter of that restaurant (a unique address from `prefixo`) and its tables (by number),
 * the waiter signed in through the API.
 */
export async function garcomComMesas(
  request: APIRequestContext,
  dono: CadastroEmpresaResposta,
  info: TestInfo,
  prefixo: string,
  numeros: readonly string[],
) {
  const headers = auth(dono.token);
  const email = emailUnico(info, prefixo);
  await ok(
    'garçom',
    await request.post('/api/garcom', {
      headers,
      data: { nome: 'Gil', sobrenome: 'Garçom', email, senha: 'segredo1', ativo: true },
    }),
  );
  const mesas: number[] = [];
  for (const numero of numeros) {
    const { mesa } = await ok<{ mesa: { id: number } }>(
      `mesa ${numero}`,
      await request.post('/api/mesas', { headers, data: { numero, nome: `Mesa ${numero}` } }),
    );
    mesas.push(mesa.id);
  }
  const sessao = await ok<GarcomLoginResposta>(
    'login do garçom',
    await request.post('/api/garcom/login', { data: { email, senha: 'segredo1' } }),
  );
  return { token: sessao.token, garcom: sessao.garcom, mesas };
}

export interface LinhaDaComanda {
  produto: { id: number };
  quantidade: number;
  /** [group, item] of the product's options. */
  opcoes?: [string, string][];
}

/** The waiter opens a table's tab, adds these lines and sends them to the kitchen. */
export async function garcomEnvia(
  request: APIRequestContext,
  token: string,
  mesaId: number,
  linhas: LinhaDaComanda[],
): Promise<{ comanda: Comanda; pedido: Pedido }> {
  const headers = auth(token);
  const { comanda } = await ok<{ comanda: Comanda }>(
    'comanda',
    await request.post('/api/garcom/comandas-mesa', { headers, data: { mesa_id: mesaId } }),
  );
  for (const linha of linhas) {
    const grupos = await ok<OpcaoGrupo[]>(
      'opções',
      await request.get(`/api/menu/produto/${linha.produto.id}/opcoes`),
    );
    const personalizacoes = (linha.opcoes ?? []).map(([grupo, item]) => {
      const g = grupos.find((x) => x.nome === grupo)!;
      return { opcao_id: g.id, item_id: g.itens.find((i) => i.nome === item)!.id };
    });
    await ok(
      'item',
      await request.post(`/api/garcom/comandas-mesa/${comanda.id}/itens`, {
        headers,
        data: { produto_id: linha.produto.id, quantidade: linha.quantidade, personalizacoes },
      }),
    );
  }
  const envio = await ok<{ pedido: Pedido }>(
    'enviar para a cozinha',
    await request.post(`/api/garcom/comandas/${comanda.id}/enviar-cozinha`, { headers }),
  );
  return { comanda, pedido: envio.pedido };
}

/** A station's part of the order bumped done, as its kitchen screen would. */
export async function bumpDaEstacao(
  request: APIRequestContext,
  token: string,
  pedido: Pedido,
  estacao: Estacao,
) {
  await ok(
    `pronto na ${estacao.nome}`,
    await request.post(`/api/monitor/pedidos/${pedido.id}/pronto`, {
      headers: auth(token),
      data: { estacoes: [estacao.id] },
    }),
  );
}

/** A kitchen screen of the restaurant, registered through the API: its token. */
export async function criarTela(
  request: APIRequestContext,
  dono: CadastroEmpresaResposta,
  nome: string,
): Promise<string> {
  const { token } = await ok<TelaMonitorCriada>(
    `tela ${nome}`,
    await request.post('/api/monitor/telas', { headers: auth(dono.token), data: { nome } }),
  );
  return token;
}

/**
 * A kitchen screen in a browser of its own: the phone project's device, or on desktop a 10"
 * tablet (1280×800) for a station or a TV (1920×1080) for the expo.
 */
export async function abrirTela(
  browser: Browser,
  info: TestInfo,
  token: string,
  tamanho: 'tablet' | 'tv' = 'tablet',
) {
  const contexto =
    info.project.name === 'desktop'
      ? await browser.newContext({
          viewport: tamanho === 'tv' ? { width: 1920, height: 1080 } : { width: 1280, height: 800 },
        })
      : await contextoDoProjeto(browser, info);
  const pagina = await contexto.newPage();
  await pagina.goto(`/monitor#tela=${token}`);
  await expect(pagina.getByTestId('conexao')).toHaveAttribute('data-estado', 'conectado', CARGA);
  return { pagina, fechar: () => contexto.close() };
}

/** The views a screen may pick in its header ('Tudo', each station, 'Expedição'). */
export const visoesDaTela = (pagina: Page) =>
  pagina.getByRole('group', { name: 'Visão desta tela' });

/** Picks the screen's view in its header and waits until the screen shows it. */
export async function escolherVisao(pagina: Page, opcao: string) {
  const botao = visoesDaTela(pagina).getByRole('button', { name: opcao, exact: true });
  await botao.click();
  await expect(botao).toHaveAttribute('aria-pressed', 'true');
  await expect(pagina.getByTestId('nome-da-visao')).toContainText(` · ${opcao}`);
}
