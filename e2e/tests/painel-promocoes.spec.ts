import { expect, test } from '../support/csp';
import { entrarComoEquipe, sessaoDaEquipe } from '../support/equipe';
import { abrirLoja } from '../support/loja';

/**
 * Promotions and coupons (issue 15, staff-side §2, §4, §5): the gestao creates a 10% coupon on
 * /dashboard/promocoes. The cart's coupon field is off until checkout takes the coupon; the cart
 * routes are proven by gateway/src/http/promocoes/promocoes.test.ts.
 */
const CARGA = { timeout: 30_000 };

test('a gestão cria, ativa, copia e exclui um cupom de 10%', async ({ page, request }, info) => {
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
