import { expect, type APIRequestContext, type Page, type TestInfo } from '@playwright/test';
import type { HorarioDia } from '@cardapio/shared-events';
import {
  ADMIN_EMPRESA_2,
  lerHorarios as lerHorariosDe,
  salvarHorarios as salvarHorariosDe,
  tokenDaEquipe,
} from '../support/loja';

export { ADMIN_EMPRESA_2, semanaAberta24h, semanaFechada } from '../support/loja';

/** Hours of empresa 2, read and written with its staff token. */
export async function lerHorarios(request: APIRequestContext): Promise<HorarioDia[]> {
  return lerHorariosDe(request, await tokenDaEquipe(request, ADMIN_EMPRESA_2));
}

export async function salvarHorarios(
  request: APIRequestContext,
  horarios: HorarioDia[],
): Promise<void> {
  await salvarHorariosDe(request, await tokenDaEquipe(request, ADMIN_EMPRESA_2), horarios);
}

/** The category hint (3 s after load on phones) is dismissed up front unless a test wants it. */
export async function semDicaDeCategorias(page: Page): Promise<void> {
  await page.addInitScript(() => sessionStorage.setItem('dicaCategoriasVista', '1'));
}

export const ehCelular = (info: TestInfo) => info.project.name === 'phone';

/** The search box: on phones it hides behind the header's search toggle. */
export async function campoDeBusca(page: Page, info: TestInfo) {
  const campo = page.getByRole('searchbox', { name: 'Buscar produtos' });
  if (ehCelular(info) && !(await campo.isVisible())) {
    await page.getByRole('button', { name: 'Buscar produtos' }).click();
  }
  await expect(campo).toBeVisible();
  return campo;
}

export const cartao = (page: Page, nome: string) =>
  page.getByTestId('produto-card').filter({
    has: page.getByRole('button', { name: nome, exact: true }),
  });
