import type { FreteConfigResposta } from '@cardapio/shared-events';
import { avisoMostrado, expect, test } from '../support/csp';
import { AO_VIVO } from '../support/ao-vivo';
import {
  configuracoesComCardapioAberto,
  restaurarEmpresaDepoisDeCada,
  salvarConfiguracoes,
} from '../support/configuracoes';
import { entrarComoEquipe, sessaoDaEquipe } from '../support/equipe';

/**
 * Company settings, users and access (issue 14, staff-side §2 Company settings, Users, §5, §6):
 * the manager renames the company on the settings screen; a customer's menu that is already
 * open (a context of its own) shows the new name live, without a reload. Freight, times and
 * opening hours are not edited there (one place per setting, issue 26): the screen summarises
 * them and links to their own screens. A colaborador has no Usuários nor Relatórios and is
 * refused by URL; the users screen creates and deletes an account.
 */

const CARGA = { timeout: 30_000 };
const COLABORADOR = { email: 'equipe@cardapiovivo.com.br', senha: 'equipe123' };
test.describe('configurações da empresa', () => {
  test.setTimeout(120_000);

  const restaurarDepois = restaurarEmpresaDepoisDeCada();

  test('o nome salvo chega ao cardápio aberto; frete, tempos e horários são resumos com link', async ({
    browser,
    request,
  }, info) => {
    // The customer's menu is open first and goes live on its own socket.
    const { equipe, headers, original, gestao, cliente, fechar, recarregou } =
      await configuracoesComCardapioAberto(browser, request, info);
    restaurarDepois(request, equipe.token, original);
    const novoNome = `Cantina ${info.project.name} ${Date.now().toString(36)}`;
    const frete = (await (
      await request.get('/api/frete/config', { headers })
    ).json()) as FreteConfigResposta;

    await gestao.goto('/dashboard/configuracoes');
    await expect(
      gestao.getByRole('heading', { name: 'Configurações da Empresa', level: 1 }),
    ).toBeVisible(CARGA);
    for (const secao of [
      'Informações Básicas',
      'Endereço Completo',
      'Redes Sociais e Site',
      'Descrição e Horários',
      'Configurações de Frete',
      'Configurações de Tempo',
      'Configurações Técnicas',
    ])
      await expect(gestao.getByRole('heading', { name: secao, level: 2 })).toBeVisible();
    const resumo = gestao.getByTestId('info-empresa');
    await expect(resumo).toContainText(original.cnpj || 'Não informado');
    await expect(resumo).toContainText('Ativo');
    // The software version is the platform operator's (GET /api/health), not the restaurant's.
    await expect(gestao.getByText(/Versão do sistema/)).toHaveCount(0);
    await expect(gestao.getByText('1.0.0')).toHaveCount(0);
    // One place per setting: the values of the freight screen, no second form for them.
    const resumoFrete = gestao.getByTestId('resumo-frete');
    await expect(resumoFrete).toContainText(
      `R$ ${frete.valor_frete_minimo.toFixed(2).replace('.', ',')}`,
    );
    await expect(gestao.getByTestId('resumo-tempo')).toContainText(
      `${frete.tempo_preparo_padrao} min`,
    );
    await expect(gestao.getByTestId('resumo-horarios')).toContainText('Segunda-feira');
    for (const rotulo of ['Frete mínimo (R$)', 'Horário de atendimento', 'Valor por km (R$)'])
      await expect(gestao.getByLabel(rotulo)).toHaveCount(0);
    await gestao.screenshot({
      path: info.outputPath(`configuracoes-${info.project.name}.png`),
      fullPage: true,
    });

    // A blank name is refused on the form with the spec's message; nothing is sent.
    const nome = gestao.getByLabel('Nome da empresa *');
    await nome.fill('   ');
    await gestao.getByRole('button', { name: 'Salvar Configurações' }).first().click();
    await expect(gestao.getByText('Nome da empresa é obrigatório')).toBeVisible();

    await nome.fill(novoNome);
    const resposta = await salvarConfiguracoes(gestao);
    // The form sent no freight, time or hours field: the server kept them.
    const enviado = resposta.request().postDataJSON() as Record<string, unknown>;
    for (const campo of ['valor_frete_minimo', 'valor_por_km', 'raio_entrega', 'tempo_por_km'])
      expect(enviado).not.toHaveProperty(campo);
    expect(enviado).not.toHaveProperty('horario_atendimento');

    // The open menu shows the new name live, without a reload.
    await expect(cliente.getByTestId('empresa-nome').first()).toHaveText(novoNome, AO_VIVO);
    expect(recarregou()).toBe(false);
    // The shell's header reads the same company.
    await expect(gestao.getByText(novoNome).first()).toBeVisible();
    await cliente.screenshot({
      path: info.outputPath(`cardapio-renomeado-${info.project.name}.png`),
    });

    // The summaries link to the one screen of each setting.
    await gestao.getByRole('link', { name: 'Alterar em Horário de Funcionamento' }).click();
    await expect(gestao).toHaveURL(/\/dashboard\/horario-funcionamento$/);
    await gestao.goBack();
    await gestao.getByTestId('resumo-frete').getByRole('link').click();
    await expect(gestao).toHaveURL(/\/dashboard\/frete$/);
    // The freight screen's form, with the spec's placeholders (staff-side §2 Company settings).
    const formFrete = gestao.getByTestId('configuracoes-de-frete');
    for (const placeholder of ['30', '2,5', '25'])
      await expect(formFrete.getByPlaceholder(placeholder, { exact: true })).toBeVisible(CARGA);

    await fechar();
  });
});

test.describe('usuários', () => {
  test('colaborador não vê Usuários nem Relatórios e é recusado pela URL', async ({
    page,
    request,
  }, info) => {
    const colaborador = await sessaoDaEquipe(request, COLABORADOR);
    await entrarComoEquipe(page, colaborador);
    await page.goto('/dashboard');
    const abrirMenu = page.getByRole('button', { name: 'Abrir menu' });
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible(CARGA);
    if (await abrirMenu.isVisible()) await abrirMenu.click();
    const menu = page.getByRole('navigation', { name: 'Navegação do painel' });
    await expect(menu.getByRole('button', { name: 'Produtos' })).toBeVisible();
    await expect(menu.getByRole('button', { name: 'Configurações' })).toBeVisible();
    await expect(menu.getByRole('button', { name: 'Meta Pixel' })).toBeVisible();
    await expect(menu.getByRole('button', { name: 'Usuários' })).toHaveCount(0);
    await expect(menu.getByRole('button', { name: 'Relatórios' })).toHaveCount(0);

    await page.goto('/dashboard/usuarios');
    const negado = page.getByTestId('acesso-negado');
    await expect(negado).toBeVisible(CARGA);
    await expect(negado).toContainText('Acesso restrito à gestão');
    await expect(page.getByTestId('usuario-card')).toHaveCount(0);
    await page.screenshot({ path: info.outputPath(`acesso-negado-${info.project.name}.png`) });
  });

  test('a gestão cria e deleta um usuário', async ({ page, request }, info) => {
    const equipe = await sessaoDaEquipe(request);
    await entrarComoEquipe(page, equipe);
    const email = `caixa.${info.project.name}.${Date.now().toString(36)}@cardapiovivo.com.br`;

    await page.goto('/dashboard/usuarios');
    await expect(page.getByRole('heading', { name: 'Usuários', level: 1 })).toBeVisible(CARGA);
    await expect(
      page.getByTestId('usuario-card').filter({ hasText: 'admin@cardapiovivo.com.br' }),
    ).toBeVisible();

    await page.getByRole('button', { name: 'Novo Usuário' }).first().click();
    const form = page.getByTestId('usuario-form');
    await form.getByRole('button', { name: 'Criar Usuário' }).click();
    await expect(form.getByText('Nome de usuário é obrigatório')).toBeVisible();
    await form.getByLabel('Nome de usuário (e-mail)').fill(email);
    await form.getByLabel('Senha', { exact: true }).fill('123');
    await form.getByLabel('Função').selectOption('colaborador');
    await form.getByRole('button', { name: 'Criar Usuário' }).click();
    await expect(form.getByText('Senha deve ter pelo menos 6 caracteres')).toBeVisible();
    await form.getByLabel('Senha', { exact: true }).fill('caixa123');
    await page.screenshot({ path: info.outputPath(`novo-usuario-${info.project.name}.png`) });
    await form.getByRole('button', { name: 'Criar Usuário' }).click();
    await avisoMostrado(page, 'Usuário criado com sucesso!');
    await expect(form).toBeHidden();
    const card = page.getByTestId('usuario-card').filter({ hasText: email });
    await expect(card).toBeVisible();
    await page.screenshot({
      path: info.outputPath(`usuarios-${info.project.name}.png`),
      fullPage: true,
    });

    await card.getByRole('button', { name: `Deletar ${email}` }).click();
    const confirmar = page.getByRole('alertdialog').or(page.getByRole('dialog'));
    await expect(confirmar.getByText('Tem certeza que deseja deletar este usuário?')).toBeVisible();
    await confirmar.getByRole('button', { name: 'Deletar', exact: true }).click();
    await avisoMostrado(page, 'Usuário deletado com sucesso!');
    await expect(card).toHaveCount(0);
  });
});
