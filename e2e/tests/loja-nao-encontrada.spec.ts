import { expect, test } from '../support/csp';

/**
 * Issue 26: a storefront path that names no company ('/menu/abc', '/menu/0', '/menu/1abc', an id
 * beyond the database's range) is 'Loja não encontrada', never company 1's menu in disguise:
 * neither the server's first screen nor the page asks for company 1.
 */
for (const caminho of ['/menu/abc', '/menu/0', '/menu/1abc', '/menu/99999999999']) {
  test(`${caminho} é Loja não encontrada`, async ({ page }, info) => {
    const daLoja1: string[] = [];
    page.on('request', (r) => {
      const { pathname } = new URL(r.url());
      if (/^\/api\/(menu|empresa|horario-funcionamento\/status)\/1(\/|$)/.test(pathname))
        daLoja1.push(pathname);
    });
    const resposta = await page.goto(caminho);
    expect(await resposta!.text()).not.toContain('primeira-tela');
    const aviso = page.getByTestId('loja-nao-encontrada');
    await expect(aviso.getByRole('heading', { name: 'Loja não encontrada' })).toBeVisible();
    await expect(page).toHaveTitle(/Loja não encontrada/);
    await expect(page.getByTestId('empresa-nome')).toHaveCount(0);
    await expect(page.getByTestId('produto-card')).toHaveCount(0);
    await expect(page.getByRole('button', { name: /Chamar Garçom/ })).toHaveCount(0);
    expect(daLoja1).toEqual([]);
    if (caminho === '/menu/abc')
      await page.screenshot({ path: info.outputPath(`menu-abc-${info.project.name}.png`) });
  });
}
