import type { Page } from '@playwright/test';
import sharp from 'sharp';
import type { EmpresaConfig } from '@cardapio/shared-events';
import { avisoMostrado, expect, test } from '../support/csp';
import { AO_VIVO } from '../support/ao-vivo';
import {
  configuracoesComCardapioAberto,
  restaurarEmpresaDepoisDeCada,
  salvarConfiguracoes,
} from '../support/configuracoes';
import { entrarComoEquipe, sessaoDaEquipe } from '../support/equipe';

/**
 * A company's storefront brand (issue 26 §2): the manager uploads a logo and picks a colour on
 * Configurações; a customer's menu that is already open (another context) takes both live, its
 * server-drawn first screen and the tab say the store too after a reload, and the company's
 * customer login says 'Entrar em <Nome>' in its colours. The back office keeps the product's
 * palette. A colour no text reads on is refused on the form, with a darker shade to use.
 */

const CARGA = { timeout: 30_000 };
const AZUL = { hex: '#1D4ED8', rgb: 'rgb(29, 78, 216)' };

/** A round blue logo with a white Z, as a PNG a manager would upload. */
const logoPng = () =>
  sharp(
    Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256">' +
        '<circle cx="128" cy="128" r="120" fill="#1d4ed8"/>' +
        '<text x="128" y="170" font-size="130" font-family="sans-serif" font-weight="bold" ' +
        'text-anchor="middle" fill="#ffffff">Z</text></svg>',
    ),
  )
    .png()
    .toBuffer();

const fundo = (page: Page, nome: string) =>
  page
    .getByRole('button', { name: nome, exact: true })
    .first()
    .evaluate((el) => getComputedStyle(el).backgroundColor);

test.describe('marca da loja', () => {
  test.setTimeout(120_000);

  const restaurarDepois = restaurarEmpresaDepoisDeCada();

  test('logo e cor escolhidos em Configurações chegam ao cardápio aberto, à primeira tela e ao login da loja', async ({
    browser,
    request,
  }, info) => {
    // The customer's menu is open first, in the product's palette, and goes live.
    const { equipe, original, gestao, cliente, fechar, recarregou } =
      await configuracoesComCardapioAberto(browser, request, info);
    restaurarDepois(request, equipe.token, original);
    const nome = `Bar do Zé ${info.project.name}`;
    const tela = info.project.name;
    expect(await fundo(cliente, 'Entrar')).not.toBe(AZUL.rgb);
    await expect(cliente.getByTestId('logo-da-loja')).toHaveCount(0);

    await gestao.goto('/dashboard/configuracoes');
    const marca = gestao.getByRole('region', { name: 'Marca da Loja' });
    await expect(marca.getByRole('heading', { name: 'Marca da Loja', level: 2 })).toBeVisible(
      CARGA,
    );
    const corDoProduto = await fundo(gestao, 'Salvar Configurações');

    // The logo is sent as soon as it is picked, and previewed.
    await marca.getByTestId('campo-imagem').setInputFiles({
      name: 'logo.png',
      mimeType: 'image/png',
      buffer: await logoPng(),
    });
    await avisoMostrado(gestao, 'Logo salva com sucesso!');
    await expect(marca.getByRole('button', { name: 'Remover' })).toBeVisible();
    const previa = gestao.getByTestId('previa-da-marca');
    await expect(previa.getByTestId('logo-da-loja').locator('img')).toHaveAttribute(
      'src',
      /^\/api\/imagens\/\d+-[0-9a-f]{32}\.webp\?w=320$/,
    );

    // The colour: the preview and the contrast check follow what is typed.
    await gestao.getByLabel('Nome da empresa *').fill(nome);
    const cor = marca.getByRole('textbox', { name: 'Cor da marca' });
    await cor.fill(AZUL.hex);
    const contraste = marca.getByTestId('contraste-da-cor');
    await expect(contraste).toContainText('Contraste aprovado: texto branco');
    await expect(gestao.getByTestId('previa-botao')).toHaveCSS('background-color', AZUL.rgb);
    await expect(previa).toContainText(nome);
    await gestao.screenshot({
      path: info.outputPath(`configuracoes-marca-${tela}.png`),
      fullPage: true,
    });
    await marca.screenshot({ path: info.outputPath(`secao-marca-${tela}.png`) });

    const resposta = await salvarConfiguracoes(gestao);
    expect(((await resposta.json()) as { empresa: EmpresaConfig }).empresa.cor_marca).toBe(
      '#1d4ed8',
    );
    // The back office stays in the product's palette (the pointer moved off the button first).
    await gestao.mouse.move(0, 0);
    await expect.poll(() => fundo(gestao, 'Salvar Configurações')).toBe(corDoProduto);

    // The open menu takes the logo, the name and the colour live, without a reload.
    await expect(cliente.getByTestId('empresa-nome').first()).toHaveText(nome, AO_VIVO);
    await expect(cliente.getByTestId('logo-da-loja').first()).toBeVisible(AO_VIVO);
    await expect(cliente.getByRole('button', { name: 'Entrar', exact: true })).toHaveCSS(
      'background-color',
      AZUL.rgb,
      AO_VIVO,
    );
    expect(recarregou()).toBe(false);
    await expect(cliente).toHaveTitle(`${nome} · Cardápio`);

    // Reloaded: the server's first screen is already in the company's colour, with its logo
    // and the store's name in the tab.
    const pagina = await cliente.reload();
    const html = await pagina!.text();
    expect(html).toContain('.pt{--marca:#1d4ed8;');
    expect(html).toMatch(
      /<span class="pt-logo"><img src="\/api\/imagens\/\d+-[0-9a-f]{32}\.webp\?w=320"/,
    );
    expect(html).toContain(`<title>${nome} · Cardápio</title>`);
    await expect(cliente.getByTestId('empresa-nome').first()).toHaveText(nome, CARGA);
    await expect(cliente.getByRole('button', { name: 'Entrar', exact: true })).toHaveCSS(
      'background-color',
      AZUL.rgb,
    );
    await expect(cliente).toHaveTitle(`${nome} · Cardápio`);
    await cliente.screenshot({ path: info.outputPath(`cardapio-marca-${tela}.png`) });

    // The company's customer login: its logo and 'Entrar em <Nome>', the spec's heading kept.
    await cliente.getByRole('button', { name: 'Entrar', exact: true }).click();
    await expect(cliente).toHaveURL(/\/login\/1$/);
    const cabecalho = cliente.getByTestId('marca-da-loja');
    await expect(cabecalho).toContainText(`Entrar em ${nome}`, CARGA);
    await expect(cabecalho.getByTestId('logo-da-loja')).toBeVisible();
    await expect(cliente.getByText('Cardápio Vivo', { exact: true })).toHaveCount(0);
    await expect(cliente.getByRole('heading', { name: 'Área do Cliente', level: 1 })).toBeVisible();
    await expect(cliente).toHaveTitle(`Área do Cliente · ${nome}`);
    await expect(cliente.getByRole('button', { name: 'Entrar', exact: true })).toHaveCSS(
      'background-color',
      AZUL.rgb,
    );
    await cliente.screenshot({ path: info.outputPath(`login-marca-${tela}.png`), fullPage: true });

    // Registration for the same company carries the brand too.
    await cliente.getByRole('link', { name: 'Criar Conta' }).click();
    await expect(cliente.getByTestId('marca-da-loja')).toContainText(`Criar conta em ${nome}`);
    await expect(cliente).toHaveTitle(`Criar Conta · ${nome}`);

    // The product's own login (/admin/login) is not the store's.
    await cliente.goto('/admin/login');
    await expect(cliente.getByTestId('marca-da-loja')).toHaveCount(0);
    await expect(cliente.getByRole('button', { name: 'Acessar Dashboard' })).not.toHaveCSS(
      'background-color',
      AZUL.rgb,
    );

    await fechar();
  });

  test('uma cor com pouco contraste é recusada com o porquê e um tom mais escuro', async ({
    page,
    request,
  }, info) => {
    const equipe = await sessaoDaEquipe(request);
    await entrarComoEquipe(page, equipe);
    let enviados = 0;
    page.on('request', (r) => {
      if (/\/api\/empresas\/1$/.test(r.url()) && r.method() === 'PUT') enviados += 1;
    });
    await page.goto('/dashboard/configuracoes');
    const marca = page.getByRole('region', { name: 'Marca da Loja' });
    const cor = marca.getByRole('textbox', { name: 'Cor da marca' });
    await expect(cor).toBeVisible(CARGA);

    // Neither white (4,4:1) nor near-black text (4,2:1) reaches 4,5:1 on this blue.
    await cor.fill('#2580A9');
    const contraste = marca.getByTestId('contraste-da-cor');
    await expect(contraste).toContainText('Cor da marca com pouco contraste');
    await expect(contraste).toContainText('4,4:1 com texto branco e 4,2:1 com texto escuro');
    await expect(contraste).toContainText('Experimente um tom mais escuro, como #247DA6.');
    await page.getByRole('button', { name: 'Salvar Configurações' }).first().click();
    // Refused on the form with the server's own message: nothing was sent.
    await expect(cor).toBeFocused();
    await expect(cor).toHaveAttribute('aria-invalid', 'true');
    await expect(marca.getByText(/^Cor da marca com pouco contraste/)).toHaveCount(1);
    expect(enviados).toBe(0);
    await marca.screenshot({ path: info.outputPath(`cor-recusada-${info.project.name}.png`) });

    // The suggested shade passes.
    await marca.getByRole('button', { name: 'Usar #247DA6' }).click();
    await expect(cor).toHaveValue('#247DA6');
    await expect(contraste).toContainText('Contraste aprovado: texto branco');

    // A light colour is accepted with near-black text.
    await cor.fill('#FACC15');
    await expect(contraste).toContainText('texto escuro');
    await expect(page.getByTestId('previa-botao')).toHaveCSS('color', 'rgb(19, 16, 14)');

    // A malformed one is refused too.
    await cor.fill('azul');
    await expect(contraste).toContainText('Cor da marca inválida');
    expect(enviados).toBe(0);
  });
});
