import { sql } from 'drizzle-orm';
import {
  type CapacidadePor,
  horaLocal,
  inicioDaJanela,
  JANELA_MS,
  type JanelaDoRitmo,
  MENSAGENS_RITMO,
  type PausaDaLoja,
  type ProximaJanela,
  textoDaPausa,
} from '@cardapio/shared-events';
import { empresas } from '../empresas/schema';
import { janelasDeCapacidade } from './schema';

/**
 * The rules of the flow of orders (issue 31 §3), pure, so the checkout, the menu's status and the
 * staff screen apply the same ones:
 *
 * - A pause is in force from `pausado_em` until `pausado_ate` (null: until resumed). It ends on a
 *   whole minute, so the status cached per minute flips at that very moment.
 * - An order placed now lands in the window of its expected time: now + the company's
 *   preparation time + busy minutes. It takes that window or, when full, the first later one
 *   with room, up to the window of an order placed at the last minute of the open stretch.
 * - A window counted by orders is full at the cap; counted by items, an order fits while its
 *   items keep the window at or under the cap, and an empty window takes any one order (an
 *   order larger than the cap is not refused for ever).
 */

export interface CargaDaJanela {
  pedidos: number;
  itens: number;
}

export interface Capacidade {
  limite: number;
  por: CapacidadePor;
}

/** Whether an order of `itens` items fits a window that took `carga`. */
export function cabe(carga: CargaDaJanela | undefined, cap: Capacidade, itens: number): boolean {
  const pedidos = carga?.pedidos ?? 0;
  const tomados = carga?.itens ?? 0;
  if (cap.por === 'pedidos') return pedidos < cap.limite;
  return tomados === 0 || tomados + itens <= cap.limite;
}

/** Full: not even an order of one item fits. */
export const cheia = (carga: CargaDaJanela | undefined, cap: Capacidade) => !cabe(carga, cap, 1);

/** Whether a pause is in force at `agora`. */
export const pausaEmVigor = (
  pausadoEm: Date | null,
  pausadoAte: Date | null,
  agora: Date,
): boolean => pausadoEm !== null && (pausadoAte === null || pausadoAte > agora);

/** A pause of `minutos` from `agora` ends on the next whole minute after it (never earlier). */
export function fimDaPausa(agora: Date, minutos: number | null): Date | null {
  if (minutos === null) return null;
  return new Date(Math.ceil((agora.getTime() + minutos * 60_000) / 60_000) * 60_000);
}

/**
 * The windows an order placed at `agora` may take: from its expected time's window (`primeira`)
 * to the window of an order placed when the open stretch ends (`ate`, exclusive). `fimDoTurno`
 * null (the store is closed, as for a staff order after hours): the first window only.
 */
export function faixaDeJanelas(
  agora: Date,
  preparoMin: number,
  fimDoTurno: Date | null,
): { primeira: number; ate: number } {
  const preparo = preparoMin * 60_000;
  const primeira = inicioDaJanela(agora.getTime() + preparo);
  const ate = fimDoTurno ? fimDoTurno.getTime() + preparo : primeira + 1;
  return { primeira, ate: Math.max(ate, primeira + 1) };
}

/** The first window from `primeira` (up to `ate`, exclusive) that an order of `itens` fits. */
export function primeiraQueCabe(
  cargas: ReadonlyMap<number, CargaDaJanela>,
  cap: Capacidade,
  faixa: { primeira: number; ate: number },
  itens = 1,
): number | null {
  for (let inicio = faixa.primeira; inicio < faixa.ate; inicio += JANELA_MS)
    if (cabe(cargas.get(inicio), cap, itens)) return inicio;
  return null;
}

/** What the flow of orders reads of a company, with the windows' loads from `agora` on. */
export interface RitmoLido {
  pausadoEm: Date | null;
  pausadoAte: Date | null;
  ocupadoMin: number;
  capacidade: number | null;
  capacidadePor: CapacidadePor;
  tempoPreparo: number;
  /** Only with a cap: the windows that took something, from the current one on. */
  cargas: Array<{ inicio: string; pedidos: number; itens: number }>;
}

/**
 * The columns that read a company's flow of orders (any select `from empresas`): the windows'
 * loads only when it has a cap (a company without one reads nothing more).
 */
export function colunasDoRitmo(agora: Date) {
  const desde = new Date(inicioDaJanela(agora.getTime())).toISOString();
  // An open stretch lasts a day at most, plus the preparation time: two days cover any.
  const ate = new Date(agora.getTime() + 2 * 86_400_000).toISOString();
  return {
    pausadoEm: empresas.pausado_em,
    pausadoAte: empresas.pausado_ate,
    ocupadoMin: empresas.ocupado_min,
    capacidade: empresas.capacidade_janela,
    capacidadePor: empresas.capacidade_por,
    tempoPreparo: empresas.tempo_preparo_padrao,
    cargas: sql<RitmoLido['cargas']>`case when ${empresas}.capacidade_janela is null then '[]'::json
      else coalesce((select json_agg(json_build_object('inicio', j.inicio, 'pedidos', j.pedidos,
        'itens', j.itens) order by j.inicio)
      from ${janelasDeCapacidade} j where j.empresa_id = ${empresas}.id
        and j.inicio >= ${desde}::timestamptz and j.inicio < ${ate}::timestamptz), '[]'::json) end`,
  };
}

/** What the status and the staff screen say of the flow at `agora`. */
export interface RitmoNoInstante {
  pausa: PausaDaLoja | null;
  ocupado_min: number;
  proxima_janela: ProximaJanela | null;
  /** With a cap: no window has room until the end of the stretch (the menu takes no order). */
  lotado: boolean;
  janelas: JanelaDoRitmo[];
}

/** The windows shown to staff at most. */
const JANELAS_NA_TELA = 8;

/**
 * The flow at `agora`, worded in the company's timezone. `fimDoTurno`: when the open stretch
 * ends (null: closed; windows are then neither offered nor listed).
 */
export function ritmoNoInstante(
  lido: RitmoLido,
  agora: Date,
  timezone: string,
  fimDoTurno: Date | null,
): RitmoNoInstante {
  const pausa = pausaEmVigor(lido.pausadoEm, lido.pausadoAte, agora)
    ? {
        desde: lido.pausadoEm!.toISOString(),
        ate: lido.pausadoAte?.toISOString() ?? null,
        texto: textoDaPausa(lido.pausadoAte, timezone),
      }
    : null;
  const base = { pausa, ocupado_min: lido.ocupadoMin, proxima_janela: null, lotado: false };
  if (lido.capacidade === null || fimDoTurno === null) return { ...base, janelas: [] };
  const cap: Capacidade = { limite: lido.capacidade, por: lido.capacidadePor };
  const cargas = new Map(
    lido.cargas.map((c) => [Date.parse(c.inicio), { pedidos: c.pedidos, itens: c.itens }]),
  );
  const faixa = faixaDeJanelas(agora, lido.tempoPreparo + lido.ocupadoMin, fimDoTurno);
  const janelas: JanelaDoRitmo[] = [];
  for (
    let inicio = faixa.primeira;
    inicio < faixa.ate && janelas.length < JANELAS_NA_TELA;
    inicio += JANELA_MS
  ) {
    const carga = cargas.get(inicio);
    janelas.push({
      inicio: new Date(inicio).toISOString(),
      hora: horaLocal(new Date(inicio), timezone),
      pedidos: carga?.pedidos ?? 0,
      itens: carga?.itens ?? 0,
      cheia: cheia(carga, cap),
    });
  }
  if (!cheia(cargas.get(faixa.primeira), cap)) return { ...base, janelas };
  const livre = primeiraQueCabe(cargas, cap, faixa);
  return {
    ...base,
    janelas,
    lotado: livre === null,
    proxima_janela:
      livre === null
        ? null
        : {
            inicio: new Date(livre).toISOString(),
            texto: MENSAGENS_RITMO.entregaAPartir(horaLocal(new Date(livre), timezone)),
          },
  };
}
