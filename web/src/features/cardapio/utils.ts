import {
  DIAS_DA_SEMANA,
  type DiaDaSemana,
  type ProdutoMenu,
  type StatusLoja,
} from '@cardapio/shared-events';

/* ---------- Search and sections ---------- */

const normalizar = (texto: string | null | undefined) => (texto ?? '').toLocaleLowerCase('pt-BR');

/** Case-insensitive substring over nome, descricao and categoria_nome (customer-side §5). */
export function buscarProdutos(produtos: ProdutoMenu[], texto: string): ProdutoMenu[] {
  const termo = normalizar(texto.trim());
  if (!termo) return produtos;
  return produtos.filter(
    (p) =>
      normalizar(p.nome).includes(termo) ||
      normalizar(p.descricao).includes(termo) ||
      normalizar(p.categoria_nome).includes(termo),
  );
}

export const textoDeResultados = (n: number) =>
  n === 1 ? '1 produto encontrado' : `${n} produtos encontrados`;

export { agruparPorCategoria, SEM_CATEGORIA, type SecaoDeCategoria } from '@cardapio/shared-events';

/** Products first shown per section: 6 between 768 and 1366 px wide, otherwise 4 (§9). */
export function passoPorLargura(largura: number): number {
  return largura >= 768 && largura <= 1366 ? 6 : 4;
}

/* ---------- Opening hours ---------- */

const NOME_DO_DIA: Record<DiaDaSemana, string> = {
  domingo: 'domingo',
  segunda: 'segunda-feira',
  terca: 'terça-feira',
  quarta: 'quarta-feira',
  quinta: 'quinta-feira',
  sexta: 'sexta-feira',
  sabado: 'sábado',
};

export const nomeDoDia = (dia: DiaDaSemana) => NOME_DO_DIA[dia] ?? dia;

/** '18:00' → '18h', '18:30' → '18h30'. */
export function hora(hhmm: string): string {
  const [h = '0', m = '00'] = hhmm.split(':');
  return m === '00' ? `${Number(h)}h` : `${Number(h)}h${m}`;
}

/** 'hoje', 'amanhã' or the weekday, relative to today's day in the company's timezone. */
function quando(dia: DiaDaSemana, hoje: DiaDaSemana | undefined): string {
  if (!hoje) return nomeDoDia(dia);
  const i = DIAS_DA_SEMANA.indexOf(hoje);
  if (dia === hoje) return 'hoje';
  if (DIAS_DA_SEMANA[(i + 1) % 7] === dia) return 'amanhã';
  return nomeDoDia(dia);
}

/** Today's hours as a line: 'Hoje das 11h às 23h', 'Hoje: aberto 24 horas', 'Hoje: fechado'. */
export function textoHorarioDeHoje(status: StatusLoja | undefined): string | null {
  const hoje = status?.horarioHoje;
  if (!hoje) return null;
  if (hoje.fechado) return 'Hoje: fechado';
  if (hoje.abertura === hoje.fechamento) return 'Hoje: aberto 24 horas';
  return `Hoje das ${hora(hoje.abertura)} às ${hora(hoje.fechamento)}`;
}

/** 'Abre hoje às 18h', 'Abre amanhã às 11h', 'Abre sábado às 9h'. */
export function textoProximaAbertura(status: StatusLoja | undefined): string | null {
  const proxima = status?.proximaAbertura;
  if (!proxima) return null;
  return `Abre ${quando(proxima.dia, status?.horarioHoje?.dia)} às ${hora(proxima.horario)}`;
}

/** The short line under the company name in the header. */
export function resumoDoHorario(status: StatusLoja | undefined, aberta: boolean): string | null {
  if (!status) return null;
  const hoje = status.horarioHoje;
  if (aberta) {
    if (hoje && !hoje.fechado && hoje.abertura !== hoje.fechamento)
      return `Até as ${hora(hoje.fechamento)}`;
    return textoHorarioDeHoje(status);
  }
  return textoProximaAbertura(status) ?? textoHorarioDeHoje(status);
}

/* ---------- WhatsApp ---------- */

/** Used when the company has neither WhatsApp nor phone (customer-side §7: hardcoded fallback). */
export const WHATSAPP_PADRAO = '48999990000';

export function linkDoWhatsapp(numeros: (string | null | undefined)[], mensagem?: string): string {
  const digitos =
    numeros.map((n) => (n ?? '').replace(/\D/g, '')).find((d) => d.length >= 10) ?? WHATSAPP_PADRAO;
  const comPais = digitos.length >= 12 && digitos.startsWith('55') ? digitos : `55${digitos}`;
  const texto = mensagem ? `?text=${encodeURIComponent(mensagem)}` : '';
  return `https://wa.me/${comPais}${texto}`;
}
