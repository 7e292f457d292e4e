import { expect, test } from '../support/csp';
import type { MenuResposta, Pedido } from '@cardapio/shared-events';
import { criar } from '../support/api';
import { contextoDoProjeto } from '../support/helpers';
import {
  cardDoPedido,
  cozinhaSemPendencias,
  entrarComoEquipe,
  mudarStatusPelaApi,
  sessaoDaEquipe,
} from '../support/equipe';
import { abrirLoja } from '../support/loja';

/**
 * Staff correct an order the kitchen has not started (issue 31 §1): a phone order's card on the
 * board offers 'Corrigir pedido', the same screen as 'Novo pedido' opens filled from the order,
 * one more burger and a drink are saved, and an open kitchen monitor shows the new quantity at
 * once. Once the kitchen starts it, the card no longer offers the correction.
 */
test.describe('corrigir pedido antes da cozinha', () => {
  test.setTimeout(120_000);

  test('o quadro corrige um pedido por telefone e o monitor aberto mostra a correção', async ({
    browser,
    request,
  }, info) => {
    await abrirLoja(request);
    const equipe = await sessaoDaEquipe(request);
    await cozinhaSemPendencias(request, equipe.token);

    // A phone order taken through the API: one customised X-Burguer, for delivery, paid on
    // delivery in cash with change.
    const menu = (await (await request.get('/api/menu/1')).json()) as MenuResposta;
    const burguer = menu.produtos.find((p) => p.nome === 'X-Burguer')!;
    const { pedido } = await criar<{ pedido: Pedido }>(
      request,
      equipe.token,
      '/api/pedidos/equipe',
      {
        canal: 'telefone',
        entrega: 'entrega',
        cliente: { nome: 'Helena', sobrenome: 'Martins', telefone: '48988887777' },
        endereco: {
          rua: 'Rua Felipe Schmidt',
          numero_casa: '100',
          bairro: 'Centro',
          cep: '88010001',
        },
        itens: [
          {
            produto_id: burguer.id,
            quantidade: 1,
            observacoes: 'Pão bem tostado',
            personalizacoes: [{ opcao_id: 1, item_id: 2 }],
          },
        ],
        observacoes: 'Interfone quebrado',
        pagamento: { metodo: 'na_entrega', metodo_na_entrega: 'dinheiro', troco_para: 200 },
      },
    );
    expect(pedido.status).toBe('pendente');

    const [contextoEquipe, contextoMonitor] = await Promise.all([
      contextoDoProjeto(browser, info),
      browser.newContext({ viewport: { width: 1440, height: 900 } }),
    ]);
    const [quadro, monitor] = await Promise.all([
      contextoEquipe.newPage(),
      contextoMonitor.newPage(),
    ]);
    await entrarComoEquipe(quadro, equipe);
    await entrarComoEquipe(monitor, equipe);
    const carga = { timeout: 30_000 };

    // The kitchen monitor, open and connected, shows the order as placed.
    await monitor.goto('/monitor');
    await expect(monitor.getByRole('heading', { name: 'Monitor de Pedidos' })).toBeVisible(carga);
    await expect(monitor.getByTestId('conexao')).toHaveAttribute('data-estado', 'conectado', carga);
    const noMonitor = cardDoPedido(monitor, pedido.id);
    await expect(noMonitor).toContainText('1x X-Burguer', carga);
    // The monitor's card never offers the correction: it is the board's.
    await expect(noMonitor.getByRole('link', { name: 'Corrigir pedido' })).toHaveCount(0);

    // On the board, the pending order's card: 'Corrigir pedido'.
    await quadro.goto('/dashboard/pedidos');
    await expect(quadro.getByRole('heading', { name: 'Pedidos Delivery' })).toBeVisible(carga);
    const noQuadro = cardDoPedido(quadro, pedido.id);
    await noQuadro.getByRole('link', { name: 'Corrigir pedido' }).click();
    await expect(quadro).toHaveURL(new RegExp(`/dashboard/pedidos/${pedido.id}/corrigir$`));
    await expect(
      quadro.getByRole('heading', { name: `Corrigir pedido #${pedido.id}` }),
    ).toBeVisible(carga);

    // Filled from the order: the customer, the line with its option and note, the delivery to
    // its address, the channel fixed, the payment with its change, the notes.
    const cliente = quadro.getByRole('region', { name: 'Cliente' });
    await expect(cliente.getByLabel('Nome', { exact: true })).toHaveValue('Helena');
    await expect(cliente.getByLabel('Sobrenome')).toHaveValue('Martins');
    await expect(cliente.getByLabel('Telefone')).toHaveValue('(48) 98888-7777');
    const itens = quadro.getByRole('list', { name: 'Itens do pedido' });
    await expect(itens.getByTestId('linha-do-novo-pedido')).toHaveCount(1);
    const linha = itens.getByRole('listitem', { name: 'X-Burguer' });
    await expect(linha).toContainText('Pão bem tostado');
    await expect(linha.getByRole('list', { name: 'Opções' })).toContainText('+');
    await expect(linha.getByTestId('quantidade')).toHaveText('1');
    const entrega = quadro.getByRole('region', { name: 'Entrega' });
    await expect(entrega.getByTestId('canal-fixo')).toContainText('Telefone');
    await expect(entrega.getByRole('radiogroup', { name: 'Canal do pedido' })).toHaveCount(0);
    await expect(entrega.getByRole('radio', { name: 'Entrega', exact: true })).toBeChecked();
    await expect(entrega.getByTestId('endereco-resumo')).toContainText('Rua Felipe Schmidt');
    const pagamento = quadro.getByRole('region', { name: 'Pagamento' });
    const forma = pagamento.getByRole('radiogroup', { name: 'Forma de pagamento' });
    await expect(forma.getByRole('radio', { name: 'Pagar na entrega', exact: true })).toBeChecked();
    await expect(forma.getByRole('radio', { name: 'PIX', exact: true })).toBeDisabled();
    await expect(pagamento.getByTestId('dica-sem-pix')).toHaveText(
      'Para cobrar por PIX, cancele este pedido e faça um novo.',
    );
    await expect(
      pagamento
        .getByRole('radiogroup', { name: 'Como o cliente vai pagar' })
        .getByRole('radio', { name: 'Dinheiro', exact: true }),
    ).toBeChecked();
    await expect(pagamento.getByLabel('Troco para')).toHaveValue('200,00');
    await expect(pagamento.getByLabel('Observações do pedido')).toHaveValue('Interfone quebrado');

    // Two burgers now, and a Coca-Cola from the catalogue (a full-screen dialog on phones).
    await linha.getByRole('button', { name: /^Aumentar/ }).click();
    await expect(linha.getByTestId('quantidade')).toHaveText('2');
    const noCelular = info.project.name === 'phone';
    if (noCelular) await quadro.getByRole('button', { name: 'Adicionar produtos' }).click();
    const catalogo = noCelular
      ? quadro.getByRole('dialog', { name: 'Adicionar produtos' })
      : quadro.getByRole('region', { name: 'Adicionar produtos' });
    await catalogo.getByRole('button', { name: 'Adicionar Coca-Cola Lata 350ml' }).click();
    const dialogo = quadro.getByTestId('produto-dialog');
    await dialogo.getByRole('button', { name: /Adicionar ao pedido/ }).click();
    await expect(dialogo).toBeHidden();
    if (noCelular) await catalogo.getByRole('button', { name: /Concluir · 3 itens/ }).click();
    await expect(itens.getByTestId('linha-do-novo-pedido')).toHaveCount(2);

    // 'Salvar correção': the same order, rewritten; back on the board with a toast.
    const resposta = quadro.waitForResponse(
      (r) =>
        r.request().method() === 'PUT' &&
        new URL(r.url()).pathname === `/api/pedidos/${pedido.id}/correcao`,
    );
    await quadro.getByRole('button', { name: 'Salvar correção' }).click();
    const r = await resposta;
    expect(r.status(), await r.text()).toBe(200);
    const corrigido = ((await r.json()) as { pedido: Pedido }).pedido;
    expect(corrigido.id).toBe(pedido.id);
    expect(corrigido.canal).toBe('telefone');
    expect(corrigido.itens.map((i) => [i.produto_nome, i.quantidade])).toEqual(
      expect.arrayContaining([
        ['X-Burguer', 2],
        ['Coca-Cola Lata 350ml', 1],
      ]),
    );
    await expect(quadro).toHaveURL(/\/dashboard\/pedidos$/);
    await expect(quadro.getByText(`Pedido #${pedido.id} corrigido`)).toBeVisible();
    await expect(noQuadro).toContainText('2x X-Burguer');

    // The open monitor shows the new quantity without a reload (its polling is every 15 s).
    await expect(noMonitor).toContainText('2x X-Burguer', { timeout: 5_000 });
    await expect(noMonitor).toContainText('1x Coca-Cola Lata 350ml');

    // Once the kitchen starts it, the board's card no longer offers the correction.
    await expect(noQuadro.getByRole('link', { name: 'Corrigir pedido' })).toBeVisible();
    await mudarStatusPelaApi(request, equipe.token, pedido.id, 'preparando');
    await expect(noQuadro).toHaveAttribute('data-status', 'preparando');
    await expect(noQuadro.getByRole('link', { name: 'Corrigir pedido' })).toHaveCount(0);

    // And the server refuses a late correction with its message.
    const tarde = await request.put(`/api/pedidos/${pedido.id}/correcao`, {
      headers: { Authorization: `Bearer ${equipe.token}` },
      data: {
        entrega: 'retirada',
        cliente: { nome: 'Helena' },
        itens: [{ produto_id: burguer.id, quantidade: 1 }],
        pagamento: { metodo: 'cartao' },
      },
    });
    expect(tarde.status()).toBe(409);
    expect(await tarde.text()).toContain('A cozinha já começou este pedido');

    await Promise.all([contextoEquipe.close(), contextoMonitor.close()]);
  });
});
