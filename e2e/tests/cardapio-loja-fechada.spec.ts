import { expect, test } from '@playwright/test';
import type { HorarioDia } from '@cardapio/shared-events';
import {
  cartao,
  lerHorarios,
  salvarHorarios,
  semanaFechada,
  semDicaDeCategorias,
} from './cardapio-suporte';

/** Store closed (customer-side §4): opening or adding a product shows the closed-store notice. */
test.describe('cardápio: loja fechada', () => {
  test.describe.configure({ mode: 'serial' });
  let originais: HorarioDia[] = [];

  test.beforeAll(async ({ request }) => {
    originais = await lerHorarios(request);
    await salvarHorarios(request, semanaFechada());
  });

  test.afterAll(async ({ request }) => {
    if (originais.length) await salvarHorarios(request, originais);
  });

  test('abrir um produto mostra o aviso de loja fechada', async ({ page }) => {
    await semDicaDeCategorias(page);
    await page.goto('/menu/2');
    await expect(page.getByTestId('status-loja')).toContainText('Fechado');

    await cartao(page, 'Coca-Cola 2L').click();
    const aviso = page.getByTestId('loja-fechada-modal');
    await expect(aviso.getByRole('heading', { name: 'Loja fechada no momento' })).toBeVisible();
    await expect(aviso.getByTestId('horario-loja')).toContainText('Hoje: fechado');
    await expect(page.getByTestId('produto-modal')).toHaveCount(0);
    await expect(aviso.getByRole('link', { name: 'Falar no WhatsApp' })).toHaveAttribute(
      'href',
      /^https:\/\/wa\.me\/5547999881122/,
    );
    await aviso.getByRole('button', { name: 'Continuar Navegando' }).click();
    await expect(aviso).toBeHidden();

    // The quick '+' is blocked the same way.
    await cartao(page, 'Gelo em Cubos 5kg')
      .getByRole('button', { name: 'Adicionar Gelo em Cubos 5kg' })
      .click();
    await expect(page.getByTestId('loja-fechada-modal')).toBeVisible();
    await expect(page.getByTestId('produto-modal')).toHaveCount(0);
  });
});
