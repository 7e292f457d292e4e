import { expect, test, type Page } from '@playwright/test';
import type { GarcomLoginResposta, LoginResposta } from '@cardapio/shared-events';
import path from 'node:path';
import { SEED } from '../support/helpers';

const pasta = path.resolve(__dirname, '..', '.screenshots');

for (const modo of ['light', 'dark'] as const) {
  test.describe(`tema ${modo}`, () => {
    test.beforeEach(async ({ page }) => {
      await page.addInitScript((tema) => localStorage.setItem('theme', tema), modo);
    });

    const foto = async (page: Page, nome: string, projeto: string) => {
      await page.waitForTimeout(700);
      await page.screenshot({
        path: path.join(pasta, `${nome}-${projeto}-${modo}.png`),
        fullPage: true,
      });
    };

    test('páginas públicas', async ({ page }, info) => {
      const p = info.project.name;
      await page.goto('/menu/1');
      await expect(page.getByTestId('empresa-nome')).toBeVisible();
      await foto(page, '01-menu', p);

      await page.goto('/login/1');
      await foto(page, '02-login', p);
      await page.getByRole('button', { name: 'Entrar', exact: true }).click();
      await foto(page, '03-login-obrigatorios', p);
      await page.getByLabel('Email', { exact: true }).fill(SEED.cliente.email);
      await page.getByLabel('Senha', { exact: true }).fill('errada');
      await page.getByRole('button', { name: 'Entrar', exact: true }).click();
      await expect(page.getByRole('alertdialog')).toBeVisible();
      await foto(page, '04-login-credenciais', p);

      await page.goto('/login/1');
      await page.route('**/api/auth/login', (route) => route.abort('internetdisconnected'));
      await page.getByLabel('Email', { exact: true }).fill(SEED.cliente.email);
      await page.getByLabel('Senha', { exact: true }).fill('x');
      await page.getByRole('button', { name: 'Entrar', exact: true }).click();
      await expect(page.getByRole('alertdialog')).toBeVisible();
      await page.getByRole('button', { name: 'Tentar novamente' }).click();
      await foto(page, '05-login-sem-conexao', p);
      await page.unroute('**/api/auth/login');

      await page.goto('/registro/1');
      await foto(page, '06-registro', p);
      await page.getByRole('button', { name: 'Criar Conta' }).click();
      await foto(page, '07-registro-erro', p);

      await page.goto('/recuperar-senha/1');
      await foto(page, '08-recuperar', p);
      await page.getByLabel('Email', { exact: true }).fill('alguem@exemplo.com');
      await page.getByRole('button', { name: 'Enviar link de recuperação' }).click();
      await expect(page.getByRole('heading', { name: 'Email Enviado!' })).toBeVisible();
      await foto(page, '09-recuperar-enviado', p);
      await page.goto('/recuperar-senha/1?token=9f2c4e7a1b3d5f60');
      await foto(page, '10-redefinir', p);

      await page.goto('/admin/login');
      await foto(page, '11-admin-login', p);
      await page.getByLabel('Email', { exact: true }).fill(SEED.cliente.email);
      await page.getByLabel('Senha', { exact: true }).fill(SEED.cliente.senha);
      await page.getByRole('button', { name: 'Acessar Dashboard' }).click();
      await expect(page.getByRole('alertdialog')).toBeVisible();
      await foto(page, '12-admin-negado', p);

      await page.goto('/admin/recuperar-senha');
      await foto(page, '12b-admin-recuperar', p);

      await page.goto('/garcom/login');
      await foto(page, '13-garcom-login', p);
      await page.goto('/garcom/recuperar-senha');
      await foto(page, '13b-garcom-recuperar', p);

      await page.goto('/nao-existe');
      await foto(page, '14-404', p);
    });

    test('páginas com sessão', async ({ page, request }, info) => {
      const p = info.project.name;
      const cliente = (await (
        await request.post('/api/auth/login', { data: { ...SEED.cliente, empresa_id: 1 } })
      ).json()) as LoginResposta;
      const admin = (await (
        await request.post('/api/admin/login', { data: SEED.admin })
      ).json()) as LoginResposta;
      const garcom = (await (
        await request.post('/api/garcom/login', { data: SEED.garcom })
      ).json()) as GarcomLoginResposta;

      await page.goto('/login');
      await page.evaluate(
        ({ c, g }) => {
          localStorage.setItem('authToken', c.token);
          localStorage.setItem('authUsuario', JSON.stringify(c.usuario));
          localStorage.setItem('garcomToken', g.token);
          localStorage.setItem('garcomUsuario', JSON.stringify(g.garcom));
        },
        { c: cliente, g: garcom },
      );
      await page.goto('/menu/1');
      await expect(page.getByText(/^Olá, /)).toBeVisible();
      await foto(page, '15-menu-logado', p);

      await page.evaluate((a) => {
        localStorage.setItem('authToken', a.token);
        localStorage.setItem('authUsuario', JSON.stringify(a.usuario));
      }, admin);
      await page.goto('/dashboard');
      await expect(page.getByRole('main')).toBeVisible();
      await foto(page, '16-dashboard', p);
      if (p === 'phone') {
        await page.getByRole('button', { name: 'Abrir menu' }).click();
        await foto(page, '17-dashboard-menu', p);
      }

      await page.goto('/garcom/dashboard');
      await expect(page.getByRole('main')).toBeVisible();
      await foto(page, '18-garcom-dashboard', p);
    });
  });
}
