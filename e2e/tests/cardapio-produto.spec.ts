import { expect, test } from '@playwright/test';
import type { HorarioDia, LoginResposta } from '@cardapio/shared-events';
import { emailUnico, SEED } from '../support/helpers';
import {
  cartao,
  lerHorarios,
  salvarHorarios,
  semanaAberta24h,
  semDicaDeCategorias,
} from './cardapio-suporte';

/**
 * Product detail and the add-to-cart flow (customer-side §2, §4, §5) on empresa 2, which is set
 * open all day through the staff API so the journey does not depend on the wall clock.
 */
test.describe('cardápio: produto e adicionar ao carrinho', () => {
  test.describe.configure({ mode: 'serial' });
  let originais: HorarioDia[] = [];

  test.beforeAll(async ({ request }) => {
    originais = await lerHorarios(request);
    await salvarHorarios(request, semanaAberta24h());
  });

  test.afterAll(async ({ request }) => {
    if (originais.length) await salvarHorarios(request, originais);
  });

  test.beforeEach(async ({ page }) => {
    await semDicaDeCategorias(page);
  });

  test('visitante abre o produto e, ao adicionar, vê o aviso de login', async ({ page }) => {
    await page.goto('/menu/2');
    await expect(page.getByTestId('status-loja')).toContainText('Aberto');

    await cartao(page, 'Coca-Cola 2L').click();
    const modal = page.getByTestId('produto-modal');
    await expect(modal.getByRole('heading', { name: 'Coca-Cola 2L' })).toBeVisible();
    await expect(modal.getByTestId('produto-preco')).toHaveText('R$ 12,99');
    await expect(modal.getByRole('radio', { name: 'Trincando de gelada' })).toBeVisible();
    await expect(modal.getByLabel('Observações')).toBeVisible();

    const postados: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/api/carrinho/')) postados.push(r.url());
    });
    await modal.getByRole('button', { name: /Adicionar ao Carrinho/ }).click();

    const aviso = page.getByTestId('login-necessario-modal');
    await expect(aviso.getByRole('heading', { name: 'Faça login para continuar' })).toBeVisible();
    await expect(page.getByTestId('produto-modal')).toBeHidden();
    expect(postados).toEqual([]); // a visitor never reaches the cart API
    await expect(aviso.getByRole('button', { name: 'Criar Conta' })).toBeVisible();
    await aviso.getByRole('button', { name: 'Fazer Login' }).click();
    await expect(page).toHaveURL(/\/login\/2$/);
    expect(await page.evaluate(() => sessionStorage.getItem('retornoAposLogin'))).toBe('/menu/2');
  });

  test('cliente escolhe opções, quantidade e adiciona ao carrinho', async ({
    page,
    request,
  }, info) => {
    const email = emailUnico(info, 'cardapio');
    const registro = await request.post('/api/auth/registro', {
      data: {
        nome: 'Bruna',
        sobrenome: 'Teste',
        email,
        senha: 'segredo123',
        telefone: '47991234567',
        rua: 'Rua Blumenau',
        numero_casa: '10',
        bairro: 'América',
        cep: '89204250',
        empresa_id: 2,
      },
    });
    expect(registro.status(), await registro.text()).toBe(201);
    const sessao = (await registro.json()) as LoginResposta;
    await page.addInitScript((s) => {
      localStorage.setItem('authToken', s.token);
      localStorage.setItem('authUsuario', JSON.stringify(s.usuario));
    }, sessao);

    // A stubbed pixel id shows the AddToCart event (the pixel script itself never loads).
    await page.route('https://connect.facebook.net/**', (rota) => rota.abort());
    await page.route('**/api/meta-pixel/2', (rota) => rota.fulfill({ json: { pixel_id: '42' } }));

    await page.goto('/menu/2');
    await expect(page.getByText('Olá, Bruna')).toBeVisible();

    await cartao(page, 'Cerveja Original 600ml').click();
    const modal = page.getByTestId('produto-modal');
    await expect(modal.getByText('+ R$ 2,50')).toBeVisible();

    // Required groups are checked before anything is sent.
    let postou = false;
    page.on('request', (r) => {
      if (r.url().includes('/api/carrinho/2/adicionar')) postou = true;
    });
    await modal.getByRole('button', { name: /Adicionar ao Carrinho/ }).click();
    await expect(page.getByText('Escolha uma opção em "Temperatura"')).toBeVisible();
    expect(postou).toBe(false);

    await modal.getByText('Trincando de gelada').click();
    await modal.getByText('Sem casco').click();
    await modal.getByRole('button', { name: 'Aumentar quantidade' }).click();
    await expect(modal.getByTestId('quantidade')).toHaveText('2');
    await modal.getByRole('button', { name: 'Aumentar quantidade' }).click();
    await modal.getByRole('button', { name: 'Diminuir quantidade' }).click();
    await expect(modal.getByTestId('quantidade')).toHaveText('2');
    // (11,90 + 2,50) × 2
    const total = info.project.name === 'phone' ? 'produto-total-mobile' : 'produto-total';
    await expect(modal.getByTestId(total)).toHaveText('R$ 28,80');
    await modal.getByLabel('Observações').fill('Bem gelada, por favor');

    const pedido = page.waitForRequest('**/api/carrinho/2/adicionar');
    await modal.getByRole('button', { name: /Adicionar ao Carrinho/ }).click();
    const corpo = (await pedido).postDataJSON() as Record<string, unknown>;
    expect(corpo).toMatchObject({
      produto_id: expect.any(Number),
      quantidade: 2,
      observacoes: 'Bem gelada, por favor',
    });
    expect(corpo.personalizacoes).toEqual([
      expect.objectContaining({ tipo: 'adicionar', quantidade: 1 }),
      expect.objectContaining({ tipo: 'adicionar', quantidade: 1 }),
    ]);

    await expect(page.getByText('Item adicionado ao carrinho!')).toBeVisible();
    await expect(page.getByTestId('produto-modal')).toBeHidden();
    await expect(page.getByTestId('carrinho-contador')).toHaveText('2');
    const fila = await page.evaluate(
      () => (window as unknown as { fbq?: { queue?: unknown[][] } }).fbq?.queue ?? [],
    );
    expect(fila).toContainEqual([
      'track',
      'AddToCart',
      expect.objectContaining({
        value: 28.8,
        currency: 'BRL',
        content_name: 'Cerveja Original 600ml',
      }),
    ]);
  });

  test('conta de outra empresa não é desconectada: nesta loja é visitante e vê o aviso de login', async ({
    page,
    request,
  }) => {
    const login = await request.post('/api/auth/login', {
      data: { ...SEED.cliente, empresa_id: 1 },
    });
    expect(login.status(), await login.text()).toBe(200);
    const sessao = (await login.json()) as LoginResposta;
    await page.addInitScript((s) => {
      localStorage.setItem('authToken', s.token);
      localStorage.setItem('authUsuario', JSON.stringify(s.usuario));
    }, sessao);
    // Company 2's cart and orders would answer 403 to this session, and a 403 ends the
    // session (§6): no customer call at all (cart, free delivery, orders) is made here.
    const carrinho: string[] = [];
    page.on('request', (r) => {
      if (/\/api\/(carrinho|pedidos)(\/|$)/.test(new URL(r.url()).pathname)) carrinho.push(r.url());
    });

    await page.goto('/menu/2');
    // Customer accounts belong to one company: here the header offers to log in.
    await expect(page.getByRole('button', { name: 'Entrar' })).toBeVisible();
    await expect(page.getByText('Olá, Maria')).toHaveCount(0);
    // Without a session for this store, '+' opens the product; adding asks for a login.
    await cartao(page, 'Gelo em Cubos 5kg')
      .getByRole('button', { name: 'Adicionar Gelo em Cubos 5kg' })
      .click();
    await page
      .getByTestId('produto-modal')
      .getByRole('button', { name: /Adicionar ao Carrinho/ })
      .click();
    await expect(page.getByTestId('login-necessario-modal')).toBeVisible();
    await expect(page).toHaveURL(/\/menu\/2$/);
    expect(carrinho).toEqual([]);
    expect(await page.evaluate(() => localStorage.getItem('authToken'))).toBe(sessao.token);
  });
});
