import type { HorarioDia } from '@cardapio/shared-events';
import { avisoMostrado, expect, test } from '../support/csp';
import { entrarComoEquipe, sessaoDaEquipe } from '../support/equipe';
import { lerHorarios, salvarHorarios, semanaAberta24h } from '../support/loja';
import { AO_VIVO, semRecarregar } from '../support/ao-vivo';

/**
 * Opening hours (issue 14, staff-side §2 Opening hours): the gestao closes today on the hours
 * screen and a customer's menu that is already open shows the closed store live, without
 * a reload. The week is restored afterwards (other journeys depend on it).
 */

const CARGA = { timeout: 30_000 };

const NOMES = [
  'Domingo',
  'Segunda-feira',
  'Terça-feira',
  'Quarta-feira',
  'Quinta-feira',
  'Sexta-feira',
  'Sábado',
];

/** The weekday in the company's timezone, `depois` days from now, as the screen names it. */
function diaEmSaoPaulo(depois = 0): string {
  const curto = new Intl.DateTimeFormat('en-US', {
    timeZone: 'America/Sao_Paulo',
    weekday: 'short',
  }).format(new Date());
  const hoje = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'].indexOf(curto);
  return NOMES[(hoje + depois) % 7]!;
}

test.describe('painel: horário de funcionamento', () => {
  let originais: HorarioDia[] = [];
  let token = '';

  test.beforeEach(async ({ request }) => {
    token = (await sessaoDaEquipe(request)).token;
    originais = await lerHorarios(request, token);
    await salvarHorarios(request, token, semanaAberta24h());
  });
  test.afterEach(async ({ request }) => {
    await salvarHorarios(request, token, originais.length ? originais : semanaAberta24h());
  });

  test('a gestão fecha o dia de hoje e o cardápio aberto mostra a loja fechada ao vivo', async ({
    browser,
    request,
  }, info) => {
    test.setTimeout(90_000);
    const equipe = await sessaoDaEquipe(request);
    const viewport = info.project.use.viewport ?? { width: 1440, height: 900 };
    const [contextoGestao, contextoCliente] = await Promise.all([
      browser.newContext({ viewport, locale: 'pt-BR' }),
      browser.newContext({ viewport, locale: 'pt-BR' }),
    ]);
    try {
      const [gestao, cliente] = await Promise.all([
        contextoGestao.newPage(),
        contextoCliente.newPage(),
      ]);
      await entrarComoEquipe(gestao, equipe);

      // The customer's menu is open first and goes live on its own (public) socket.
      const socketDoCliente = cliente.waitForEvent('websocket', {
        predicate: (ws) => ws.url().includes('/socket.io'),
        timeout: 30_000,
      });
      await cliente.goto('/menu/1');
      await expect(cliente.getByTestId('status-loja')).toContainText('Aberto', CARGA);
      await socketDoCliente;
      const recarregou = semRecarregar(cliente);

      await gestao.goto('/dashboard/horario-funcionamento');
      await expect(
        gestao.getByRole('heading', { name: 'Horário de Funcionamento', level: 1 }),
      ).toBeVisible(CARGA);
      const banner = gestao.getByRole('status', { name: 'Status da loja' });
      await expect(banner).toContainText('Aberto agora');
      await expect(banner).toContainText('Hoje: aberto 24 horas');
      await expect(gestao.getByRole('complementary', { name: 'Como funciona' })).toContainText(
        'quinta das 14h às 02h',
      );

      // An overnight range on a day that is neither today nor yesterday says where it ends.
      const depois = gestao.getByRole('group', { name: diaEmSaoPaulo(2) });
      await depois.getByLabel('Abertura').fill('14:00');
      await depois.getByLabel('Fechamento').fill('02:00');
      await expect(depois.getByText('Este horário vai até o dia seguinte')).toBeVisible();

      const hoje = gestao.getByRole('group', { name: diaEmSaoPaulo(0) });
      await hoje.getByText('Aberto', { exact: true }).click();
      await expect(hoje.getByText('Fechado', { exact: true })).toBeVisible();
      await gestao.getByRole('button', { name: 'Salvar Horários' }).click();
      await avisoMostrado(gestao, 'Horários de funcionamento salvos com sucesso!');

      // The open menu switches to the closed store by push, and the banner follows the save.
      await expect(cliente.getByTestId('status-loja')).toContainText('Fechado', AO_VIVO);
      expect(recarregou()).toBe(false);
      await expect(banner).toContainText('Fechado hoje');
      await gestao.screenshot({
        path: info.outputPath(`horarios-${info.project.name}.png`),
        fullPage: true,
      });
      await cliente.screenshot({ path: info.outputPath(`menu-fechado-${info.project.name}.png`) });

      const salvos = await lerHorarios(request, token);
      expect(salvos).toHaveLength(7);
      expect(salvos.filter((h) => h.fechado)).toHaveLength(1);
      expect(salvos.find((h) => h.fechamento === '02:00')).toMatchObject({ abertura: '14:00' });
    } finally {
      await Promise.all([contextoGestao.close(), contextoCliente.close()]);
    }
  });

  test('sem horários: o aviso e o dia marcado começa das 08:00 às 18:00', async ({
    page,
    request,
  }, info) => {
    await salvarHorarios(request, token, []);
    await entrarComoEquipe(page, await sessaoDaEquipe(request));
    await page.goto('/dashboard/horario-funcionamento');
    await expect(page.getByText('Nenhum horário configurado', { exact: true })).toBeVisible(CARGA);
    const salvar = page.getByRole('button', { name: 'Salvar Horários' });
    await expect(salvar).toBeDisabled();
    const box = await salvar.boundingBox();
    expect(box!.height).toBeGreaterThanOrEqual(44);
    const segunda = page.getByRole('group', { name: 'Segunda-feira' });
    await segunda.getByText('Aberto', { exact: true }).click();
    await expect(segunda.getByLabel('Abertura')).toHaveValue('08:00');
    await expect(segunda.getByLabel('Fechamento')).toHaveValue('18:00');
    await expect(salvar).toBeEnabled();
    await page.screenshot({
      path: info.outputPath(`horarios-vazio-${info.project.name}.png`),
      fullPage: true,
    });
  });
});
