import type { CarrinhoResposta } from '@cardapio/shared-events';
import { expect, test } from '../support/csp';
import { emailUnico, entrarPelaSessao } from '../support/helpers';
import { abrirLoja, clienteComCarrinho } from '../support/loja';

/**
 * Issue 26 (customer-side §4): the cart says how long it is kept, in hours and minutes, counting
 * down while open; a change moves the expiry (CARRINHO_TTL_MINUTOS, 120 by default) and the cart
 * reads the new one.
 */
test('o carrinho mostra quanto tempo falta para expirar e acompanha a nova expiração', async ({
  page,
  request,
}, info) => {
  await abrirLoja(request);
  const sessao = await clienteComCarrinho(request, emailUnico(info, 'tempo-carrinho'));
  const lerCarrinho = async () =>
    (await (
      await request.get('/api/carrinho/1', {
        headers: { Authorization: `Bearer ${sessao.token}` },
      })
    ).json()) as CarrinhoResposta;
  const antes = (await lerCarrinho()).carrinho.data_expiracao;

  // The page's clock runs from now; the test moves it forward instead of waiting.
  await page.clock.install();
  await entrarPelaSessao(page, sessao);
  await page.goto('/menu/1');
  await page.getByRole('button', { name: /Abrir carrinho/ }).click();
  const carrinho = page.getByTestId('carrinho');
  await expect(carrinho.getByTestId('item-do-carrinho')).toHaveCount(2);
  const tempo = carrinho.getByTestId('tempo-do-carrinho');
  await expect(tempo).toHaveText('Expira em 2h 00min');
  await expect(tempo.locator('time')).toHaveAttribute('datetime', antes);
  await page.screenshot({ path: info.outputPath(`carrinho-tempo-${info.project.name}.png`) });

  // Half an hour later, with the drawer still open.
  await page.clock.fastForward('30:00');
  await expect(tempo).toHaveText('Expira em 1h 30min');
  await page.clock.fastForward('01:05:00');
  await expect(tempo).toHaveText('Expira em 25min');

  // A change: the server moves the expiry and the drawer shows the new one.
  const mudou = page.waitForResponse(
    (r) =>
      r.request().method() === 'PUT' &&
      /^\/api\/carrinho\/1\/item\//.test(new URL(r.url()).pathname),
  );
  await carrinho
    .getByTestId('item-do-carrinho')
    .first()
    .getByRole('button', { name: /Aumentar/ })
    .click();
  expect((await mudou).ok()).toBeTruthy();
  const depois = (await lerCarrinho()).carrinho.data_expiracao;
  expect(Date.parse(depois)).toBeGreaterThan(Date.parse(antes));
  await expect(tempo.locator('time')).toHaveAttribute('datetime', depois);
});
