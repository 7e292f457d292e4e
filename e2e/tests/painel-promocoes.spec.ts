import { expect, test } from '../support/csp';
import { entrarComoEquipe, sessaoDaEquipe } from '../support/equipe';
import { emailUnico, entrarPelaSessao, registrarPelaApi } from '../support/helpers';
import { abrirLoja } from '../support/loja';

/**
 * Promotions and coupons (issue 15, staff-side §2, §4, §5): the gestao creates a 10% coupon on
 * /dashboard/promocoes, and a customer applies it in the cart and sees the server's discount.
 */
const CARGA = { timeout: 30_000 };
const reais = (texto: string) => Number(texto.replace(/[^\d,]/g, '').replace(',', '.'));

test('a gestão cria um cupom de 10% e o cliente o aplica no carrinho', async ({
  page,
  browser,
  request,
}, info) => {
  const equipe = await sessaoDaEquipe(request);
  await abrirLoja(request);
  const codigo = `E2E${info.project.name === 'phone' ? 'P' : 'D'}${Date.now() % 1e8}`;
  const autorizacao = { Authorization: `Bearer ${equipe.token}` };
  try {
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    await entrarComoEquipe(page, equipe);
    await page.goto('/dashboard/promocoes');
    await expect(page.getByRole('heading', { name: 'Promoções', level: 1 })).toBeVisible(CARGA);

    await page.getByRole('button', { name: 'Nova Promoção' }).first().click();
    const form = page.getByTestId('promocao-form');
    // The contract's messages before anything is sent.
    await form.getByRole('button', { name: 'Salvar' }).click();
    await expect(form.getByText('Nome é obrigatório')).toBeVisible();
    await form.getByLabel('Nome').fill('Dez por cento E2E');
    await form.getByRole('button', { name: 'Gerar' }).click();
    await expect(form.getByLabel('Código')).toHaveValue(/^[A-Z0-9]{8}$/);
    await form.getByLabel('Código').fill(codigo);
    await form.getByLabel('Desconto (%)').fill('150');
    await form.getByLabel('Fim').fill('2099-12-31');
    await form.getByRole('button', { name: 'Salvar' }).click();
    await expect(form.getByText('Percentual deve ser menor ou igual a 100%')).toBeVisible();
    await form.getByLabel('Desconto (%)').fill('10');
    await page.screenshot({ path: info.outputPath('promocao-form.png') });
    await form.getByRole('button', { name: 'Salvar' }).click();
    await expect(page.getByText('Promoção criada com sucesso!')).toBeVisible();

    const cartao = page.locator('[data-testid^="promocao-"]').filter({ hasText: codigo });
    await expect(cartao.getByText('Válida')).toBeVisible();
    await cartao.getByRole('button', { name: `Copiar código ${codigo}` }).click();
    await expect(page.getByText('Código copiado para a área de transferência!')).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(codigo);
    await page.screenshot({ path: info.outputPath('promocoes.png'), fullPage: true });

    // The badge toggles ativo.
    await cartao.getByRole('button', { name: /Ativa: clique para desativar/ }).click();
    await expect(cartao.getByRole('button', { name: /Inativa: clique para ativar/ })).toBeVisible();
    await expect(cartao.getByText('Inativa', { exact: true }).last()).toBeVisible();
    await cartao.getByRole('button', { name: /Inativa: clique para ativar/ }).click();
    await expect(cartao.getByText('Válida')).toBeVisible();

    // A customer applies it in the cart.
    const cliente = await browser.newContext();
    const loja = await cliente.newPage();
    const sessao = await registrarPelaApi(request, {
      nome: 'Cupom',
      sobrenome: 'Testes',
      email: emailUnico(info, 'cupom'),
      senha: 'segredo123',
    });
    await entrarPelaSessao(loja, sessao);
    const menu = (await (await request.get('/api/menu/1')).json()) as {
      produtos: { id: number; nome: string }[];
    };
    const calabresa = menu.produtos.find((p) => p.nome === 'Calabresa Acebolada')!;
    const adicionado = await request.post('/api/carrinho/1/adicionar', {
      headers: { Authorization: `Bearer ${sessao.token}` },
      data: { produto_id: calabresa.id, quantidade: 1 },
    });
    expect(adicionado.status(), await adicionado.text()).toBe(201);
    await loja.goto('/menu/1');
    await loja.getByRole('button', { name: /Abrir carrinho/ }).click();
    const carrinho = loja.getByTestId('carrinho');
    await expect(carrinho.getByTestId('subtotal-do-carrinho')).toHaveText('R$ 42,90', CARGA);
    const antes = reais((await carrinho.getByTestId('total-do-carrinho').textContent()) ?? '');

    await carrinho.getByLabel('Cupom de desconto').fill('NAOEXISTE');
    await carrinho.getByRole('button', { name: 'Aplicar' }).click();
    await expect(carrinho.getByTestId('erro-do-cupom')).toHaveText('Cupom não encontrado');
    await carrinho.getByLabel('Cupom de desconto').fill(codigo.toLowerCase());
    await carrinho.getByRole('button', { name: 'Aplicar' }).click();
    await expect(carrinho.getByTestId('desconto-do-carrinho')).toHaveText('− R$ 4,29');
    await expect(carrinho.getByTestId('cupom-aplicado')).toContainText(codigo);
    await expect
      .poll(async () =>
        reais((await carrinho.getByTestId('total-do-carrinho').textContent()) ?? ''),
      )
      .toBeCloseTo(antes - 4.29, 2);
    await loja.screenshot({ path: info.outputPath('carrinho-com-cupom.png') });

    await carrinho.getByRole('button', { name: 'Remover cupom' }).click();
    await expect(carrinho.getByTestId('desconto-do-carrinho')).toBeHidden();
    await expect(carrinho.getByLabel('Cupom de desconto')).toBeVisible();
    await cliente.close();

    // Delete through the screen, with the spec's confirmation.
    await cartao.getByRole('button', { name: /Excluir/ }).click();
    await expect(page.getByText('Tem certeza que deseja excluir esta promoção?')).toBeVisible();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Excluir' }).click();
    await expect(page.getByText('Promoção excluída com sucesso!')).toBeVisible();
    await expect(cartao).toHaveCount(0);
  } finally {
    // Never leave the coupon behind if the journey stopped midway.
    const lista = (await (
      await request.get('/api/promocoes', { headers: autorizacao })
    ).json()) as {
      id: number;
      codigo: string;
    }[];
    for (const p of lista.filter((x) => x.codigo === codigo))
      await request.delete(`/api/promocoes/${p.id}`, { headers: autorizacao });
  }
});
