import { expect, test } from '@playwright/test';
import { gzipSync } from 'node:zlib';

/** DESIGN §8: the menu page's first load ships at most 250 KB of JavaScript, gzipped. */
const ORCAMENTO_KB = 250;

test('o cardápio carrega com no máximo 250 KB de JavaScript (gzip)', async ({ page }) => {
  const scripts = new Map<string, number>();
  page.on('response', async (resposta) => {
    const url = resposta.url();
    if (resposta.request().resourceType() !== 'script' && !url.endsWith('.js')) return;
    const corpo = await resposta.body().catch(() => null);
    if (corpo) scripts.set(url, gzipSync(corpo, { level: 9 }).length);
  });

  await page.goto('/menu/1');
  await expect(page.getByTestId('empresa-nome')).toBeVisible();
  await page.waitForLoadState('networkidle');

  const totalKb = [...scripts.values()].reduce((soma, n) => soma + n, 0) / 1024;
  test.info().annotations.push({
    type: 'js-gzip',
    description: `${totalKb.toFixed(1)} KB em ${scripts.size} arquivos`,
  });
  console.log(`JS do primeiro carregamento do cardápio: ${totalKb.toFixed(1)} KB gzip`);
  expect(totalKb).toBeLessThanOrEqual(ORCAMENTO_KB);
});
