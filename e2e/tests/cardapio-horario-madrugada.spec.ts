import { DIAS_DA_SEMANA, hora, type DiaDaSemana, type HorarioDia } from '@cardapio/shared-events';
import { expect, test } from '../support/csp';
import { entrarComoEquipe, sessaoDaEquipe } from '../support/equipe';
import {
  ADMIN_EMPRESA_2,
  lerHorarios,
  salvarHorarios,
  semDicaDeCategorias,
} from './cardapio-suporte';

/**
 * Overnight hours (issue 26): yesterday's range runs past midnight into a closed today, so the
 * store is open now although today is fechado. The menu's badge and every text agree ('Aberto',
 * 'Até as …', 'Hoje até as …'), the server-drawn first screen too, and so does the staff's hours
 * banner. The e2e server runs on the real clock: the range is set around the current São Paulo
 * time. Company 2's week is restored afterwards.
 */
const CARGA = { timeout: 30_000 };

/** Today's weekday and minutes since midnight in São Paulo (the company's timezone). */
function agoraEmSaoPaulo(): { hoje: number; minutos: number } {
  const partes = new Intl.DateTimeFormat('en-US', {
    timeZone: 'America/Sao_Paulo',
    weekday: 'short',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(new Date());
  const valor = (tipo: string) => partes.find((p) => p.type === tipo)?.value ?? '';
  return {
    hoje: ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'].indexOf(valor('weekday')),
    minutos: Number(valor('hour')) * 60 + Number(valor('minute')),
  };
}

const hhmm = (m: number) =>
  `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;

test.describe('cardápio: a noite de ontem ainda aberta', () => {
  test.describe.configure({ mode: 'serial' });
  let originais: HorarioDia[] = [];
  let fim = 0;

  test.beforeAll(async ({ request }) => {
    originais = await lerHorarios(request);
  });
  test.afterAll(async ({ request }) => {
    if (originais.length) await salvarHorarios(request, originais);
  });

  test.beforeEach(async ({ request }) => {
    const { hoje, minutos } = agoraEmSaoPaulo();
    // Yesterday's night closes two hours from now (on the 5 minutes), today is fechado.
    fim = Math.min(Math.ceil((minutos + 120) / 5) * 5, 23 * 60 + 50);
    test.skip(fim - minutos < 20, 'Perto da meia-noite não cabe uma noite de ontem aberta');
    const ontem: DiaDaSemana = DIAS_DA_SEMANA[(hoje + 6) % 7]!;
    const semana = DIAS_DA_SEMANA.map((dia) =>
      dia === ontem
        ? {
            dia,
            abertura: fim < 17 * 60 ? '18:00' : '23:55',
            fechamento: hhmm(fim),
            fechado: false,
          }
        : { dia, abertura: '09:00', fechamento: '18:00', fechado: true },
    );
    await salvarHorarios(request, semana);
  });

  test('o selo diz Aberto e o texto diz até quando, nunca Hoje: fechado', async ({
    page,
    request,
  }, info) => {
    const ate = `Até as ${hora(hhmm(fim))}`;
    const hoje = `Hoje até as ${hora(hhmm(fim))}`;

    // The first screen the server draws says the same, before any JavaScript.
    const html = await (await request.get('/menu/2')).text();
    expect(html).toContain(`<span class="pt-resumo">${ate}</span>`);
    expect(html).toContain(hoje);
    expect(html).not.toContain('Hoje: fechado');

    await semDicaDeCategorias(page);
    await page.goto('/menu/2');
    const status = page.getByTestId('status-loja');
    await expect(status).toContainText('Aberto', CARGA);
    await expect(status).toHaveAttribute('title', hoje);
    if (info.project.name === 'desktop')
      await expect(page.getByTestId('resumo-horario')).toHaveText(ate);
    await expect(page.getByTestId('horario-vitrine')).toHaveText(hoje);
    await expect(page.getByText('Hoje: fechado')).toHaveCount(0);
    await expect(page.getByText('Fechado', { exact: true })).toHaveCount(0);
    await page.screenshot({ path: info.outputPath(`menu-madrugada-${info.project.name}.png`) });
  });

  test('o painel de horários concorda: Aberto agora, Hoje até as …', async ({
    page,
    request,
  }, info) => {
    await entrarComoEquipe(page, await sessaoDaEquipe(request, ADMIN_EMPRESA_2));
    await page.goto('/dashboard/horario-funcionamento');
    const banner = page.getByRole('status', { name: 'Status da loja' });
    await expect(banner).toContainText('Aberto agora', CARGA);
    await expect(banner).toContainText(`Hoje até as ${hora(hhmm(fim))}`);
    await expect(banner).not.toContainText('fechado');
    await page.screenshot({
      path: info.outputPath(`horarios-madrugada-${info.project.name}.png`),
      fullPage: true,
    });
  });
});
