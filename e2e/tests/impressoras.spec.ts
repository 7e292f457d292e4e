import type { APIRequestContext, Locator, Page } from '@playwright/test';
import type { AgentePareado, Estacao, EstacoesResposta } from '@cardapio/shared-events';
import { io, type Socket } from 'socket.io-client';
import { abrirAoVivo, AO_VIVO } from '../support/ao-vivo';
import { afastarDosAvisos, avisoMostrado, expect, test } from '../support/csp';
import { entrarComoEquipe, sessaoDaEquipe } from '../support/equipe';

/**
 * Thermal printers in the back office (issue 30): the manager adds a computer on
 * /dashboard/impressoras, reads its one-time code on the screen, and the "computer" (this test)
 * pairs with it; the dialog says 'Computador conectado!'. The agent's socket then leaves and comes
 * back and the open page follows, without a reload. A printer is added through the form (the
 * contract's message for an empty address first), listed, edited to a USB path; 'Desconectar'
 * revokes the computer: its socket is closed and its token refused. A colaborador sees no
 * 'Impressoras' in the menu and is refused by URL. Each project has its own server, so its
 * computers and printers are its own.
 */
const CARGA = { timeout: 30_000 };
/** The pairing dialog reads the list every 3 s while the code waits. */
const PAREAMENTO = { timeout: 10_000 };
const COLABORADOR = { email: 'equipe@cardapiovivo.com.br', senha: 'equipe123' };

const auth = (token: string) => ({ Authorization: `Bearer ${token}` });

interface ListaDaApi {
  agentes: { id: number; nome: string; pareado: boolean; conectado: boolean }[];
  impressoras: { id: number; nome: string; agente_id: number; endereco: string }[];
}

async function listaPelaApi(request: APIRequestContext, token: string): Promise<ListaDaApi> {
  const resposta = await request.get('/api/impressoras', { headers: auth(token) });
  expect(resposta.ok(), await resposta.text()).toBe(true);
  return (await resposta.json()) as ListaDaApi;
}

/** No computer or printer left (an earlier run's): the page starts empty. */
async function semImpressoras(request: APIRequestContext, token: string) {
  const { agentes, impressoras } = await listaPelaApi(request, token);
  for (const i of impressoras)
    await request.delete(`/api/impressoras/${i.id}`, { headers: auth(token) });
  for (const a of agentes)
    await request.delete(`/api/impressoras/agentes/${a.id}`, { headers: auth(token) });
}

async function estacaoPelaApi(request: APIRequestContext, token: string, nome: string) {
  const lista = await request.get('/api/estacoes', { headers: auth(token) });
  const existente = ((await lista.json()) as EstacoesResposta).estacoes.find(
    (e) => e.nome === nome,
  );
  if (existente) return existente;
  const resposta = await request.post('/api/estacoes', {
    headers: auth(token),
    data: { nome, cor: '#0f766e', ativo: true },
  });
  expect(resposta.status(), await resposta.text()).toBe(201);
  return ((await resposta.json()) as { estacao: Estacao }).estacao;
}

/** The print agent's socket, as `npm run impressora` opens it. */
function conectarAgente(servidor: string, token: string): Promise<Socket> {
  const socket = io(servidor, {
    auth: { token },
    transports: ['websocket'],
    reconnection: false,
    forceNew: true,
  });
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', (erro) => {
      socket.close();
      reject(erro);
    });
  });
}

const cabecalho = (page: Page) => page.getByRole('heading', { name: 'Impressoras', level: 1 });

/** A printer's row (desktop) or card (phone), whichever the page shows. */
const linhaDaImpressora = (page: Page, nome: string): Locator =>
  page.locator('[data-testid^="impressora-"]:visible').filter({ hasText: nome });

test('a gestão pareia um computador, vê Conectado/Desconectado ao vivo e cadastra uma impressora', async ({
  page,
  request,
}, info) => {
  test.setTimeout(150_000);
  const tela = info.project.name;
  const servidor = String(info.project.use.baseURL);
  const gestao = await sessaoDaEquipe(request);
  await semImpressoras(request, gestao.token);
  const bar = await estacaoPelaApi(request, gestao.token, 'Bar das impressoras');
  const sockets: Socket[] = [];

  try {
    // Empty: both sections say so.
    await entrarComoEquipe(page, gestao);
    const recarregou = await abrirAoVivo(page, '/dashboard/impressoras', async () => {
      await expect(cabecalho(page)).toBeVisible(CARGA);
      await expect(page.getByText('Nenhum computador pareado ainda')).toBeVisible();
      await expect(page.getByText('Nenhuma impressora cadastrada')).toBeVisible();
    });
    await page.screenshot({
      path: info.outputPath(`impressoras-vazia-${tela}.png`),
      fullPage: true,
    });

    // A computer: its name first (the contract's message), then its code, big.
    await page.getByRole('button', { name: 'Adicionar computador' }).first().click();
    const dialogo = page.getByTestId('parear-computador');
    await dialogo.getByRole('button', { name: 'Gerar código' }).click();
    await expect(dialogo.getByText('Informe o nome do computador')).toBeVisible();
    await dialogo.getByLabel('Nome do computador').fill('Caixa');
    await dialogo.getByRole('button', { name: 'Gerar código' }).click();
    const codigoNaTela = dialogo.getByTestId('codigo-de-pareamento');
    await expect(codigoNaTela).toHaveText(/^\d+-\d{6}$/);
    const codigo = (await codigoNaTela.textContent())!.trim();
    await expect(dialogo.getByTestId('comando-do-agente')).toHaveText(
      `npm run impressora -- --servidor ${servidor} --codigo ${codigo} --nome "Caixa"`,
    );
    await expect(dialogo.getByText('Aguardando o computador se conectar…')).toBeVisible();
    await dialogo.getByRole('tab', { name: 'Windows' }).click();
    await expect(dialogo.getByText(/digite cmd na barra de endereço/)).toBeVisible();
    await page.screenshot({ path: info.outputPath(`parear-computador-${tela}.png`) });
    await dialogo.getByRole('tab', { name: 'Linux' }).click();
    await expect(dialogo.getByText(/grupo lp/)).toBeVisible();

    // Closed, the list shows it waiting, with its code; 'Ver instruções' opens it again.
    await dialogo.getByRole('button', { name: 'Fechar', exact: true }).first().click();
    await expect(dialogo).toBeHidden();
    const computadores = page.locator('[data-testid^="computador-"]');
    await expect(computadores).toHaveCount(1);
    const computador = computadores.first();
    await expect(computador.getByTestId('situacao-do-agente')).toHaveAttribute(
      'data-situacao',
      'aguardando',
    );
    await expect(computador.getByTestId('situacao-do-agente')).toHaveText('Aguardando pareamento');
    await expect(computador).toContainText(codigo);
    await expect(computador.getByTestId('contagem-do-codigo')).toHaveText(/^1[45]:\d\d$/);
    await page.screenshot({ path: info.outputPath(`impressoras-aguardando-${tela}.png`) });
    await computador.getByRole('button', { name: 'Ver instruções' }).click();
    await expect(codigoNaTela).toHaveText(codigo);

    // The computer pairs with the code on the screen: the dialog says so.
    const pareamento = await request.post('/api/impressoras/parear', {
      data: { codigo, nome: 'PC de teste' },
    });
    expect(pareamento.status(), await pareamento.text()).toBe(201);
    const { token, agente } = (await pareamento.json()) as AgentePareado;
    await expect(dialogo.getByText('Computador conectado!')).toBeVisible(PAREAMENTO);
    await expect(dialogo).toContainText('"PC de teste" está pareado');
    await page.screenshot({ path: info.outputPath(`parear-conectado-${tela}.png`) });
    await dialogo.getByRole('button', { name: 'Concluir' }).click();
    await expect(dialogo).toBeHidden();
    await expect(computador).toHaveAttribute('data-testid', `computador-${agente.id}`);
    await expect(computador).toContainText('PC de teste');
    await expect(computador).not.toContainText(codigo);

    // Its socket connects, leaves and comes back: the open page follows each, pushed.
    const situacao = computador.getByTestId('situacao-do-agente');
    let socket = await conectarAgente(servidor, token);
    sockets.push(socket);
    await expect(situacao).toHaveAttribute('data-situacao', 'conectado', AO_VIVO);
    await expect(situacao).toHaveText('Conectado');
    socket.disconnect();
    await expect(situacao).toHaveAttribute('data-situacao', 'desconectado', AO_VIVO);
    await expect(situacao).toHaveText('Desconectado');
    await expect(computador.getByTestId('sinal-do-agente')).toContainText('Último sinal: hoje às');
    socket = await conectarAgente(servidor, token);
    sockets.push(socket);
    await expect(situacao).toHaveAttribute('data-situacao', 'conectado', AO_VIVO);
    await expect(computador.getByTestId('sinal-do-agente')).toContainText(
      'Conectado desde hoje às',
    );
    expect(recarregou()).toBe(false);

    // A printer: the contract's message for an empty address first.
    await page.getByRole('button', { name: 'Adicionar impressora' }).first().click();
    const form = page.getByTestId('impressora-form');
    await form.getByLabel('Nome', { exact: true }).fill('Cozinha');
    // The only paired computer is already chosen; the kitchen ticket is ticked.
    await expect(form.getByLabel('Computador')).toHaveValue(String(agente.id));
    await expect(form.getByRole('checkbox', { name: 'Ticket da cozinha' })).toBeChecked();
    await expect(form.getByLabel('Porta')).toHaveValue('9100');
    await expect(form.getByLabel('Endereço')).toHaveAttribute('placeholder', '192.168.0.50');
    await form.getByRole('button', { name: 'Salvar', exact: true }).click();
    await expect(form.getByText('Informe o endereço da impressora (IP ou caminho)')).toBeVisible();
    await page.screenshot({ path: info.outputPath(`impressora-form-erros-${tela}.png`) });

    await form.getByLabel('Endereço').fill('192.168.0.50');
    await form.getByText('Via do entregador', { exact: true }).click();
    await expect(form.getByRole('checkbox', { name: 'Via do entregador' })).toBeChecked();
    await form.getByText(bar.nome, { exact: true }).click();
    await expect(form.getByRole('checkbox', { name: bar.nome })).toBeChecked();
    await form.getByLabel('Cópias').fill('2');
    await form.getByText('Automática', { exact: true }).scrollIntoViewIfNeeded();
    await page.screenshot({ path: info.outputPath(`impressora-form-${tela}.png`) });
    await form.getByRole('button', { name: 'Salvar', exact: true }).click();
    await avisoMostrado(page, 'Impressora cadastrada com sucesso!');
    await expect(form).toBeHidden();

    const cozinha = linhaDaImpressora(page, 'Cozinha');
    await expect(cozinha).toBeVisible();
    await expect(cozinha.getByTestId('endereco-da-impressora')).toHaveText('192.168.0.50:9100');
    await expect(cozinha.getByTestId('documentos-da-impressora')).toHaveText(
      'Ticket da cozinha, Via do entregador',
    );
    await expect(cozinha.getByTestId('estacoes-da-impressora')).toHaveText(bar.nome);
    await expect(cozinha).toContainText('2 cópias');
    await expect(cozinha).toContainText('PC de teste');
    const [naApi] = (await listaPelaApi(request, gestao.token)).impressoras;
    expect(naApi).toMatchObject({
      nome: 'Cozinha',
      agente_id: agente.id,
      conexao: 'rede',
      endereco: '192.168.0.50',
      largura: 80,
      estacoes: [bar.id],
      documentos: ['cozinha', 'entrega'],
      copias: 2,
      automatica: true,
      ativo: true,
    });
    await afastarDosAvisos(page);
    await expect(page.locator('[data-scope="toast"][data-part="root"]')).toHaveCount(0);
    await page.screenshot({ path: info.outputPath(`impressoras-${tela}.png`), fullPage: true });

    // On USB: no port, the path's example.
    await cozinha.getByRole('button', { name: 'Editar' }).click();
    await expect(form.getByLabel('Endereço')).toHaveValue('192.168.0.50');
    await form.getByText('Arquivo ou USB', { exact: true }).click();
    await expect(form.getByLabel('Porta')).toHaveCount(0);
    await expect(form.getByLabel('Endereço')).toHaveAttribute('placeholder', '/dev/usb/lp0');
    await form.getByLabel('Endereço').fill('/dev/usb/lp0');
    await form.getByText('58 mm', { exact: true }).click();
    await form.getByRole('button', { name: 'Salvar', exact: true }).click();
    await avisoMostrado(page, 'Impressora atualizada com sucesso!');
    await expect(cozinha.getByTestId('endereco-da-impressora')).toHaveText('/dev/usb/lp0');
    await expect(cozinha).toContainText('58 mm');
    expect((await listaPelaApi(request, gestao.token)).impressoras[0]).toMatchObject({
      conexao: 'arquivo',
      endereco: '/dev/usb/lp0',
      porta: null,
      largura: 58,
    });

    // 'Desconectar' revokes the computer: its socket closes, its token is refused.
    await afastarDosAvisos(page);
    const caiu = new Promise((resolve) => socket.once('disconnect', resolve));
    await computador.getByRole('button', { name: 'Desconectar' }).click();
    const pergunta = page.getByRole('alertdialog');
    await expect(pergunta.getByText('Desconectar computador?')).toBeVisible();
    await expect(pergunta).toContainText('"PC de teste" para de imprimir na hora');
    await pergunta.getByRole('button', { name: 'Desconectar', exact: true }).click();
    await avisoMostrado(page, 'Computador desconectado');
    await caiu;
    await expect(computadores).toHaveCount(0);
    await expect(page.getByText('Nenhum computador pareado ainda')).toBeVisible();
    await expect(cozinha).toContainText('Computador desconectado');
    await expect(conectarAgente(servidor, token)).rejects.toBeTruthy();
    expect((await listaPelaApi(request, gestao.token)).agentes).toEqual([]);
    expect(recarregou()).toBe(false);
  } finally {
    for (const s of sockets) s.disconnect();
    await semImpressoras(request, gestao.token);
    await request.delete(`/api/estacoes/${bar.id}`, { headers: auth(gestao.token) });
  }
});

test('o menu leva a gestão a Impressoras; o colaborador não vê e é recusado pela URL', async ({
  page,
  request,
}) => {
  const gestao = await sessaoDaEquipe(request);
  await entrarComoEquipe(page, gestao);
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible(CARGA);
  const abrirMenu = page.getByRole('button', { name: 'Abrir menu' });
  if (await abrirMenu.isVisible()) await abrirMenu.click();
  const menu = page.getByRole('navigation', { name: 'Navegação do painel' });
  await menu.getByRole('button', { name: 'Impressoras' }).click();
  await expect(cabecalho(page)).toBeVisible(CARGA);
  await expect(page).toHaveURL(/\/dashboard\/impressoras$/);

  const colaborador = await sessaoDaEquipe(request, COLABORADOR);
  const contexto = await page
    .context()
    .browser()!
    .newContext({
      viewport: page.viewportSize() ?? undefined,
      locale: 'pt-BR',
    });
  try {
    const outra = await contexto.newPage();
    await entrarComoEquipe(outra, colaborador);
    await outra.goto('/dashboard');
    await expect(outra.getByRole('heading', { level: 1 })).toBeVisible(CARGA);
    const abrir = outra.getByRole('button', { name: 'Abrir menu' });
    if (await abrir.isVisible()) await abrir.click();
    const menuDoColaborador = outra.getByRole('navigation', { name: 'Navegação do painel' });
    await expect(menuDoColaborador.getByRole('button', { name: 'Produtos' })).toBeVisible();
    await expect(menuDoColaborador.getByRole('button', { name: 'Impressoras' })).toHaveCount(0);
    await outra.goto('/dashboard/impressoras');
    await expect(outra.getByTestId('acesso-negado')).toBeVisible(CARGA);
    await expect(outra.getByText('Nenhum computador pareado ainda')).toHaveCount(0);
  } finally {
    await contexto.close();
  }
});
