import type { APIRequestContext, TestInfo } from '@playwright/test';
import type { Comanda, EstoqueItem, Mesa, Promocao } from '@cardapio/shared-events';
import { expect, test } from '../support/csp';
import { emailUnico, entrarPelaSessao, registrarPelaApi } from '../support/helpers';
import { entrarComoEquipe, mudarStatusPelaApi, sessaoDaEquipe } from '../support/equipe';
import { cartaoDaMesa, entrarComoGarcom } from '../support/garcom';
import { abrirLoja } from '../support/loja';
import { abrirMeusPedidos, pedidoPelaApi } from '../support/pedidos';
import { AO_VIVO, redeControlada, semRecarregar, soAPrimeiraLeitura } from '../support/ao-vivo';
import { semDicaDeCategorias } from './cardapio-suporte';

/**
 * Issue 28 §1, screen by screen: a change made between a screen's first read and the moment its
 * live connection opens shows once it opens, without a reload. Each journey keeps the page's
 * socket switched off (redeControlada) while the screen reads and the change is made through the
 * API, and lets only the first read of the screen's list through (soAPrimeiraLeitura): the
 * fallback poll and any read again fail, so what shows was replayed from the read's stamp.
 * nada-perdido.spec.ts covers the menu and the monitor. The reports screen is not live (its
 * numbers are read when it opens and never patched; only an export's progress uses the socket,
 * and the export waits for the connection before it is asked for), so it has no window to test.
 */

const CARGA = { timeout: 30_000 };
const autorizado = (token: string) => ({ Authorization: `Bearer ${token}` });

test.describe('nada perdido entre a leitura e a conexão', () => {
  test.setTimeout(60_000);

  test('Meus Pedidos: o status mudado pela cozinha antes de a conexão abrir aparece', async ({
    page,
    request,
  }, info) => {
    const token = await abrirLoja(request);
    const cliente = await registrarPelaApi(request, {
      nome: 'Joana',
      sobrenome: 'Janela',
      email: emailUnico(info, 'janela-cliente'),
      senha: 'segredo123',
    });
    const pedido = await pedidoPelaApi(request, cliente.token);
    let preparando = false;
    try {
      const rede = await redeControlada(page);
      await soAPrimeiraLeitura(page, /\/api\/pedidos\/usuario\/\d+(\?|$)/);
      await semDicaDeCategorias(page);
      await entrarPelaSessao(page, cliente);
      await page.goto('/menu/1');
      const recarregou = semRecarregar(page);
      await expect(page.getByTestId('empresa-nome')).toBeVisible(CARGA);
      const pedidos = await abrirMeusPedidos(page, info);
      const status = pedidos.getByTestId(`pedido-${pedido.id}`).getByTestId('status-do-pedido');
      await expect(status).toHaveText('Pendente', CARGA);
      await expect(page.getByTestId('conexao-cliente')).not.toHaveAttribute(
        'data-estado',
        'conectado',
      );

      await mudarStatusPelaApi(request, token, pedido.id, 'preparando');
      preparando = true;
      rede.ligar();
      await rede.conectada();
      await expect(status).toHaveText('Preparando', AO_VIVO);
      await expect(page.getByTestId('conexao-cliente')).toHaveAttribute('data-estado', 'conectado');
      expect(recarregou()).toBe(false);
    } finally {
      // Later journeys count the kitchen's open orders: this one ends here.
      const resto = preparando ? (['pronto', 'entregue'] as const) : (['cancelado'] as const);
      for (const status of resto) await mudarStatusPelaApi(request, token, pedido.id, status);
    }
  });

  test('painel: o pedido feito antes de a conexão abrir entra nos Recentes e em Pedidos Hoje', async ({
    page,
    request,
  }, info) => {
    await abrirLoja(request);
    const equipe = await sessaoDaEquipe(request);
    const cliente = await registrarPelaApi(request, {
      nome: 'Jonas',
      sobrenome: 'Janela',
      email: emailUnico(info, 'janela-inicio'),
      senha: 'segredo123',
    });
    const rede = await redeControlada(page);
    // The timeline is read once; the metrics may be read again (a pushed order asks for them).
    await soAPrimeiraLeitura(page, /\/api\/pedidos\/recentes(\?|$)/);
    await entrarComoEquipe(page, equipe);
    await page.goto('/dashboard');
    const recarregou = semRecarregar(page);
    const pedidosHoje = page.getByRole('group', { name: 'Pedidos Hoje' }).locator('[data-valor]');
    await expect(pedidosHoje).toHaveText(/^\d[\d.]*$/, CARGA);
    const recentes = page.getByRole('list', { name: 'Pedidos Recentes' });
    await expect(recentes).toBeVisible();
    const antes = Number((await pedidosHoje.textContent())!.replace(/\./g, ''));

    const pedido = await pedidoPelaApi(request, cliente.token);
    try {
      rede.ligar();
      await rede.conectada();
      const item = recentes.getByRole('listitem').filter({ hasText: `Pedido #${pedido.id}` });
      await expect(item).toBeVisible(AO_VIVO);
      await expect(item).toContainText('Pendente');
      await expect(pedidosHoje).toHaveText((antes + 1).toLocaleString('pt-BR'), AO_VIVO);
      expect(recarregou()).toBe(false);
      await page.screenshot({
        path: info.outputPath(`janela-inicio-${info.project.name}.png`),
        fullPage: true,
      });
    } finally {
      // Later journeys count the kitchen's pending orders: this one never stays pending.
      await mudarStatusPelaApi(request, equipe.token, pedido.id, 'cancelado');
    }
  });

  test.describe('garçom', () => {
    /** A table of this journey (numero), with no tab, made by the staff; one left over goes first. */
    async function mesaDaJornada(
      request: APIRequestContext,
      equipe: string,
      garcom: string,
      numero: string,
    ): Promise<Mesa> {
      await removerMesa(request, equipe, garcom, numero);
      const resposta = await request.post('/api/mesas', {
        headers: autorizado(equipe),
        data: { numero, nome: `Mesa ${numero}`, capacidade: 4, status: 'livre' },
      });
      expect(resposta.status(), await resposta.text()).toBe(201);
      return ((await resposta.json()) as { mesa: Mesa }).mesa;
    }

    /** Removes the table `numero` and its tabs (none of them sent anything to the kitchen). */
    async function removerMesa(
      request: APIRequestContext,
      equipe: string,
      garcom: string,
      numero: string,
    ) {
      const { mesas } = (await (
        await request.get('/api/mesas', { headers: autorizado(equipe) })
      ).json()) as { mesas: Mesa[] };
      for (const mesa of mesas.filter((m) => m.numero === numero)) {
        const { comandas } = (await (
          await request.get(`/api/garcom/comandas?mesa_id=${mesa.id}`, {
            headers: autorizado(garcom),
          })
        ).json()) as { comandas: Comanda[] };
        for (const c of comandas.filter((c) => c.status === 'ativa'))
          await request.delete(`/api/garcom/comandas-mesa/${c.id}`, {
            headers: autorizado(garcom),
          });
        await request.delete(`/api/mesas/${mesa.id}`, { headers: autorizado(equipe) });
      }
    }

    /** Another device of the waiter opens a digital tab on the table. */
    async function abrirComanda(request: APIRequestContext, garcom: string, mesa: Mesa) {
      const resposta = await request.post('/api/garcom/comandas-mesa', {
        headers: autorizado(garcom),
        data: { mesa_id: mesa.id },
      });
      expect(resposta.status(), await resposta.text()).toBe(201);
    }

    const numeroDaMesa = (info: TestInfo, tela: string) =>
      `J${tela}${info.project.name === 'phone' ? 'P' : 'D'}`;

    test('no painel do garçom, a comanda aberta antes de a conexão abrir ocupa a mesa', async ({
      page,
      request,
    }, info) => {
      const { token: equipe } = await sessaoDaEquipe(request);
      const rede = await redeControlada(page);
      await soAPrimeiraLeitura(page, /\/api\/garcom\/mesas(\?|$)/);
      await soAPrimeiraLeitura(page, /\/api\/garcom\/comandas(\?|$)/);
      const { token: garcom } = await entrarComoGarcom(page);
      const numero = numeroDaMesa(info, '1');
      const mesa = await mesaDaJornada(request, equipe, garcom, numero);
      try {
        await page.goto('/garcom/dashboard');
        const recarregou = semRecarregar(page);
        const cartao = cartaoDaMesa(page, numero);
        await expect(cartao).toContainText('Livre', CARGA);

        await abrirComanda(request, garcom, mesa);
        rede.ligar();
        await rede.conectada();
        await expect(cartao).toContainText('Ocupada', AO_VIVO);
        await expect(cartao).toContainText(/Comanda \d+/);
        expect(recarregou()).toBe(false);
        await page.screenshot({
          path: info.outputPath(`janela-garcom-${info.project.name}.png`),
          fullPage: true,
        });
      } finally {
        await removerMesa(request, equipe, garcom, numero);
      }
    });

    test('na tela da mesa, a comanda aberta antes de a conexão abrir aparece', async ({
      page,
      request,
    }, info) => {
      const { token: equipe } = await sessaoDaEquipe(request);
      const { token: garcom } = await entrarComoGarcom(page);
      const numero = numeroDaMesa(info, '2');
      const mesa = await mesaDaJornada(request, equipe, garcom, numero);
      try {
        const rede = await redeControlada(page);
        await soAPrimeiraLeitura(page, new RegExp(`/api/garcom/mesas/${mesa.id}(\\?|$)`));
        await soAPrimeiraLeitura(page, /\/api\/garcom\/comandas\?mesa_id=/);
        await page.goto(`/garcom/mesa/${mesa.id}`);
        const recarregou = semRecarregar(page);
        const status = page.getByTestId('mesa-status');
        await expect(status).toHaveText('Livre', CARGA);

        await abrirComanda(request, garcom, mesa);
        rede.ligar();
        await rede.conectada();
        await expect(page.getByRole('article', { name: /Comanda Digital/ })).toBeVisible(AO_VIVO);
        await expect(status).toHaveText('Ocupada', AO_VIVO);
        expect(recarregou()).toBe(false);
      } finally {
        await removerMesa(request, equipe, garcom, numero);
      }
    });
  });

  test('estoque: a saída registrada antes de a conexão abrir muda a quantidade', async ({
    page,
    request,
  }, info) => {
    const { token } = await sessaoDaEquipe(request);
    const headers = autorizado(token);
    const nome = `Fubá Janela E2E ${info.project.name}`;
    const remover = async () => {
      const itens = (await (
        await request.get('/api/estoque', { headers })
      ).json()) as EstoqueItem[];
      for (const i of itens.filter((i) => i.nome === nome))
        await request.delete(`/api/estoque/${i.id}`, { headers });
    };
    await remover();
    const criado = await request.post('/api/estoque', {
      headers,
      data: {
        nome,
        quantidade: 10,
        quantidade_minima: 2,
        unidade: 'kg',
        preco_custo: 5,
        fornecedor: 'Moinho Sul',
        categoria: 'Secos',
      },
    });
    expect(criado.status(), await criado.text()).toBe(201);
    const item = (await criado.json()) as EstoqueItem;
    try {
      const rede = await redeControlada(page);
      await soAPrimeiraLeitura(page, /\/api\/estoque(\?|$)/);
      await entrarComoEquipe(page, await sessaoDaEquipe(request));
      await page.goto('/dashboard/estoque');
      const recarregou = semRecarregar(page);
      const quantidade = page.getByTestId(`estoque-item-${item.id}`).getByTestId('quantidade');
      await expect(quantidade).toHaveText('10 kg', CARGA);

      const saida = await request.post('/api/estoque/movimentos', {
        headers,
        data: { item_id: item.id, tipo: 'saida', quantidade: 3, motivo: 'Janela da conexão' },
      });
      expect(saida.status(), await saida.text()).toBe(201);
      rede.ligar();
      await rede.conectada();
      await expect(quantidade).toHaveText('7 kg', AO_VIVO);
      expect(recarregou()).toBe(false);
    } finally {
      await remover();
    }
  });

  test('promoções: a promoção desativada antes de a conexão abrir aparece inativa', async ({
    page,
    request,
  }, info) => {
    const equipe = await sessaoDaEquipe(request);
    const headers = autorizado(equipe.token);
    const hoje = new Date().toISOString().slice(0, 10);
    const criada = await request.post('/api/promocoes', {
      headers,
      data: {
        nome: `Janela E2E ${info.project.name}`,
        descricao: 'Issue 28',
        tipo: 'percentual',
        valor: 5,
        codigo: `JAN${info.project.name === 'phone' ? 'P' : 'D'}${Date.now() % 1e8}`,
        data_inicio: hoje,
        data_fim: '2099-12-31',
        uso_maximo: 10,
        valor_minimo: 0,
        aplicavel_em: 'todos',
        itens_aplicaveis: [],
      },
    });
    expect(criada.status(), await criada.text()).toBe(201);
    const promocao = (await criada.json()) as Promocao;
    try {
      const rede = await redeControlada(page);
      await soAPrimeiraLeitura(page, /\/api\/promocoes(\?|$)/);
      await entrarComoEquipe(page, equipe);
      await page.goto('/dashboard/promocoes');
      const recarregou = semRecarregar(page);
      const cartao = page.getByTestId(`promocao-${promocao.id}`);
      await expect(
        cartao.getByRole('button', { name: /Ativa: clique para desativar/ }),
      ).toBeVisible(CARGA);

      const desativada = await request.put(`/api/promocoes/${promocao.id}`, {
        headers,
        data: { ativo: false },
      });
      expect(desativada.ok(), await desativada.text()).toBeTruthy();
      rede.ligar();
      await rede.conectada();
      await expect(cartao.getByRole('button', { name: /Inativa: clique para ativar/ })).toBeVisible(
        AO_VIVO,
      );
      expect(recarregou()).toBe(false);
    } finally {
      await request.delete(`/api/promocoes/${promocao.id}`, { headers });
    }
  });
});
