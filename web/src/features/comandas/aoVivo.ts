import { somaDasLinhas, type Comanda, type ComandaItem, type Mesa } from '@cardapio/shared-events';

import {
  aplicarSeNaoRemovida,
  ehMaisNova,
  removerDaLista,
  type Removidos,
} from '../../app/versionado';

/** Cache updates and derived views of the waiter area (the generic patches are app/aoVivo's). */

const tempo = (iso: string) => Date.parse(iso) || 0;

/** Tables in the order a waiter reads them: numeric numbers first, then by text. */
export const ordemDasMesas = (a: Mesa, b: Mesa) =>
  a.numero.localeCompare(b.numero, 'pt-BR', { numeric: true }) || a.id - b.id;

export const ordemDasComandas = (a: Comanda, b: Comanda) =>
  tempo(a.created_at) - tempo(b.created_at) || a.id - b.id;

/**
 * A tab list filtered by table (`mesaId`) or not (every tab): a tab that moved to another table
 * leaves the filtered list, one that arrived joins it. A tab the list saw removed comes back only
 * with a strictly newer version (`removidas`, see app/versionado).
 */
export function aplicarComanda(
  lista: Comanda[],
  comanda: Comanda,
  mesaId: number | undefined,
  removidas: Removidos = new Map(),
): Comanda[] {
  if (mesaId !== undefined && comanda.mesa_id !== mesaId) {
    const atual = lista.find((c) => c.id === comanda.id);
    return atual && ehMaisNova(comanda, atual) ? removerDaLista(lista, comanda.id) : lista;
  }
  return aplicarSeNaoRemovida(lista, comanda, removidas, ordemDasComandas);
}

/* ---------- Derived views ---------- */

export const comandasAtivas = (lista: Comanda[]) => lista.filter((c) => c.status === 'ativa');

/** Standalone tabs (Comanda Avulsa) without a table: active, or their bill closed and unpaid. */
export const comandasAvulsas = (lista: Comanda[]) =>
  lista.filter((c) => c.status !== 'paga' && c.mesa_id === null);

export const itemEnviado = (item: ComandaItem) =>
  item.status !== 'pendente' || item.enviado_cozinha;

/** Kitchen items not sent yet: what 'Enviar para Cozinha' will send. */
export const itensParaCozinha = (comanda: Comanda) =>
  comanda.itens.filter((i) => i.precisa_cozinha && !itemEnviado(i));

/** The tab's total as the server computes it: its lines not cancelled, by valorDaLinha. */
export const totalEmCentavos = (itens: ComandaItem[]) =>
  somaDasLinhas(itens.filter((i) => i.status !== 'cancelado'));

/** A tab with one item's quantity changed, its total recomputed (the optimistic − / +). */
export function comQuantidade(comanda: Comanda, itemId: number, quantidade: number): Comanda {
  const itens = comanda.itens.map((i) => (i.id === itemId ? { ...i, quantidade } : i));
  return { ...comanda, itens, total: totalEmCentavos(itens) / 100 };
}

export interface ResumoDasMesas {
  total: number;
  livres: number;
  ocupadas: number;
}

/** In the waiter area a table is occupied while it has an active tab, otherwise free (§4). */
export const mesaOcupada = (mesa: Mesa) =>
  mesa.comandas_ativas > 0 || (mesa.contas_fechadas ?? 0) > 0 || mesa.status === 'ocupada';

/** What a waiter reads on a table: Ocupada while it has a tab, else what the staff set. */
export const statusNoSalao = (mesa: Mesa): Mesa['status'] =>
  mesaOcupada(mesa) ? 'ocupada' : mesa.status;

export function resumoDasMesas(mesas: Mesa[]): ResumoDasMesas {
  const ocupadas = mesas.filter(mesaOcupada).length;
  return { total: mesas.length, ocupadas, livres: mesas.length - ocupadas };
}

export type FiltroDeMesa = 'todas' | 'livre' | 'ocupada';

const normalizar = (texto: string) =>
  texto
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLocaleLowerCase('pt-BR')
    .trim();

/** Search on number or name, then the status filter (staff-side §2). */
export function filtrarMesas(mesas: Mesa[], busca: string, filtro: FiltroDeMesa): Mesa[] {
  const termo = normalizar(busca);
  return mesas.filter(
    (m) =>
      (filtro === 'todas' || (filtro === 'ocupada' ? mesaOcupada(m) : !mesaOcupada(m))) &&
      (!termo || normalizar(m.numero).includes(termo) || normalizar(m.nome).includes(termo)),
  );
}

export { normalizar as normalizarBusca };

/**
 * A tab's title: 'Comanda 103', plus the physical tab's own name only when it says more than its
 * number ('Comanda 7 · Varanda'); a digital tab keeps its kind ('Comanda Digital · 57').
 */
export function tituloDaComanda(
  comanda: Pick<Comanda, 'comanda_nome' | 'comanda_numero' | 'comanda_fisica_id'>,
): string {
  if (comanda.comanda_fisica_id === null)
    return `${comanda.comanda_nome} · ${comanda.comanda_numero}`;
  const titulo = `Comanda ${comanda.comanda_numero}`;
  const nome = normalizar(comanda.comanda_nome);
  const repete =
    nome === '' || nome === normalizar(titulo) || nome === normalizar(comanda.comanda_numero);
  return repete ? titulo : `${titulo} · ${comanda.comanda_nome.trim()}`;
}
