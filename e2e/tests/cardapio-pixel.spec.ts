import { expect, test } from '@playwright/test';
import { cartao, semDicaDeCategorias } from './cardapio-suporte';

type Fila = { queue?: unknown[][] };

/**
 * Marketing pixel (customer-side §7) with a pixel_id answered by a stub: the loader is injected
 * once and events are queued. The script itself never loads (no internet in tests).
 */
test('com pixel_id, injeta o pixel e registra PageView e ViewContent', async ({ page }) => {
  await semDicaDeCategorias(page);
  await page.route('https://connect.facebook.net/**', (rota) => rota.abort());
  await page.route('**/api/meta-pixel/1', (rota) =>
    rota.fulfill({ json: { pixel_id: '1234567890' } }),
  );
  await page.route('**/api/horario-funcionamento/status/1', (rota) =>
    rota.fulfill({
      json: {
        aberto: true,
        horarioHoje: null,
        proximaAbertura: null,
        texto: {
          selo: 'Aberto',
          resumo: 'Aberto 24 horas',
          hoje: 'Hoje: aberto 24 horas',
          proximaAbertura: null,
          completo: 'Hoje: aberto 24 horas',
        },
      },
    }),
  );
  await page.goto('/menu/1');
  await expect(page.locator('script[src*="connect.facebook.net"]')).toHaveCount(1);
  const fila = () => page.evaluate(() => (window as unknown as { fbq?: Fila }).fbq?.queue ?? []);
  await expect.poll(fila).toEqual([
    ['init', '1234567890'],
    ['track', 'PageView'],
  ]);

  await cartao(page, 'X-Bacon').click();
  await expect(page.getByTestId('produto-modal')).toBeVisible();
  await expect
    .poll(fila)
    .toContainEqual([
      'track',
      'ViewContent',
      expect.objectContaining({ content_name: 'X-Bacon', currency: 'BRL', value: 32.9 }),
    ]);
});

test('sem pixel_id, nada é injetado', async ({ page }) => {
  await semDicaDeCategorias(page);
  await page.goto('/menu/1');
  await expect(page.getByTestId('produto-card').first()).toBeVisible();
  await expect(page.locator('script[src*="connect.facebook.net"]')).toHaveCount(0);
  expect(await page.evaluate(() => typeof (window as { fbq?: unknown }).fbq)).toBe('undefined');
});
