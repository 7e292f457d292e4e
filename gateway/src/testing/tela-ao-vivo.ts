/**
 * A live screen as the web keeps one (web/src/app: socketCompartilhado, aoVivo, marcasDeLeitura,
 * reaplicarPushes), for the tests that check what screens end up showing: a first read stamped
 * by the server (X-Lido-Em), a socket that asks on each handshake for what it missed through the
 * browser's own stream (shared-events/fluxo), pushed entities applied to the lists (the newer
 * updated_at wins), and a read again whenever the stream says a gap could not be replayed (the
 * pushes that landed while that read was in flight applied again to its answer).
 *
 * What a screen shows is kept per list (id → entity), with what the tests need to judge it:
 * every application (to find one applied twice), every version a read showed, every event of
 * another company (or, for a customer, of another customer) that reached the socket.
 */
import { io, type Socket } from 'socket.io-client';
import {
  CABECALHO_LIDO_EM,
  criarFluxoDeEventos,
  FOLGA_DA_REPOSICAO_MS,
  type ClientToServerEvents,
  type EventName,
  type FluxoDeEventos,
  type MetaDoEvento,
  type ServerToClientEvents,
} from '@cardapio/shared-events';

type Sock = Socket<ServerToClientEvents, ClientToServerEvents>;

export interface Versionado {
  id: number;
  updated_at: string;
  empresa_id?: number;
  usuario_id?: number | null;
}

/** One list a screen keeps: where it is read, and the events that change it. */
export interface ListaDaTela {
  nome: string;
  caminho: string;
  extrair: (corpo: unknown) => Versionado[];
  atualizados: EventName[];
  removidos: EventName[];
}

export type TipoDeTela = 'cozinha' | 'quadro' | 'garcom' | 'cliente';

const PEDIDOS = (caminho: string): ListaDaTela => ({
  nome: 'pedidos',
  caminho,
  extrair: (corpo) => corpo as Versionado[],
  atualizados: ['pedido:criado', 'pedido:atualizado'],
  removidos: [],
});

/** The lists each kind of screen shows (the kitchen monitor, the board, the waiter, the customer). */
export function listasDa(tipo: TipoDeTela, usuarioId?: number): ListaDaTela[] {
  switch (tipo) {
    case 'cozinha':
    case 'quadro':
      return [PEDIDOS('/api/pedidos')];
    case 'cliente':
      return [PEDIDOS(`/api/pedidos/usuario/${usuarioId}`)];
    case 'garcom':
      return [
        {
          nome: 'mesas',
          caminho: '/api/garcom/mesas',
          extrair: (corpo) => (corpo as { mesas: Versionado[] }).mesas,
          atualizados: ['mesa:atualizada'],
          removidos: ['mesa:removida'],
        },
        {
          nome: 'comandas',
          caminho: '/api/garcom/comandas',
          extrair: (corpo) => (corpo as { comandas: Versionado[] }).comandas,
          atualizados: ['comanda:atualizada'],
          removidos: ['comanda:removida'],
        },
      ];
  }
}

/** The web's reconnection delays (web/src/app/socket ESPERA_DE_RECONEXAO). */
const RECONEXAO = { reconnectionDelay: 500, reconnectionDelayMax: 2000, randomizationFactor: 0.5 };

const tempo = (iso: string) => Date.parse(iso) || 0;
const esperar = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** An HTTP answer: status, body and the server's read stamp. */
export interface Resposta {
  status: number;
  corpo: unknown;
  lidoEm: number | null;
}

/** One request, with a time limit; a network failure answers status 0. */
export async function chamar(
  base: string,
  metodo: string,
  caminho: string,
  { token, corpo, ms = 20_000 }: { token?: string; corpo?: unknown; ms?: number } = {},
): Promise<Resposta> {
  try {
    const res = await fetch(`${base}${caminho}`, {
      method: metodo,
      headers: {
        ...(token ? { Authorization: `Bearer ${token}` } : {}),
        ...(corpo !== undefined ? { 'Content-Type': 'application/json' } : {}),
      },
      body: corpo !== undefined ? JSON.stringify(corpo) : undefined,
      signal: AbortSignal.timeout(ms),
    });
    const texto = await res.text();
    let json: unknown = texto;
    try {
      json = JSON.parse(texto);
    } catch {
      // not JSON (a balancer's error page)
    }
    const lido = res.headers.get(CABECALHO_LIDO_EM);
    return { status: res.status, corpo: json, lidoEm: lido === null ? null : Number(lido) };
  } catch {
    return { status: 0, corpo: null, lidoEm: null };
  }
}

/** A read the way RTK Query retries one: again until it answers 200 (a gateway may be down). */
async function lerAte200(base: string, caminho: string, token: string): Promise<Resposta> {
  for (let tentativa = 0; ; tentativa++) {
    const res = await chamar(base, 'GET', caminho, { token });
    if (res.status === 200) return res;
    if (res.status !== 0 && res.status < 500)
      throw new Error(`leitura ${caminho}: ${res.status} ${JSON.stringify(res.corpo)}`);
    if (tentativa > 200) throw new Error(`leitura ${caminho}: sem resposta`);
    await esperar(200);
  }
}

export interface TelaAoVivo {
  tipo: TipoDeTela;
  empresaId: number;
  usuarioId?: number;
  socket: Sock;
  fluxo: FluxoDeEventos;
  /** What the screen shows, per list: id → entity. */
  visoes: Map<string, Map<number, Versionado>>;
  /** Applications by "evento:id:updated_at" (more than 1: applied twice). */
  aplicacoes: Map<string, number>;
  /** Versions applied from events, "lista:id:updated_at". */
  aplicadas: Set<string>;
  /** The newest updated_at (ms) any read showed, by "lista:id". */
  lidas: Map<string, number>;
  /** Events of another company (or of another customer) that reached this socket. */
  alheios: string[];
  recebidos: number;
  repostos: number;
  /** Reads done because the stream could not replay a gap. */
  releituras: number;
  conexoes: number;
  /** Handshakes refused as unauthorized (the web would sign the screen out). */
  recusas: number;
  /** Connected, its replay over, no read pending. */
  emDia(): boolean;
  fechar(): void;
}

/**
 * Opens a screen: its first read (stamped), then its socket through `base`, which asks for what
 * came after that read. Resolves once the socket is connected and its first replay is over.
 */
export async function abrirTela(opcoes: {
  tipo: TipoDeTela;
  empresaId: number;
  usuarioId?: number;
  token: string;
  /** Where its socket and its reads go (the balancer, or the client's own network). */
  base: string;
}): Promise<TelaAoVivo> {
  const { tipo, empresaId, usuarioId, token, base } = opcoes;
  const listas = listasDa(tipo, usuarioId);
  const visoes = new Map<string, Map<number, Versionado>>();
  const aplicacoes = new Map<string, number>();
  const aplicadas = new Set<string>();
  const lidas = new Map<string, number>();
  const alheios: string[] = [];
  /** The pushes applied, numbered (app/pushesDuranteALeitura). */
  const diario: Array<{ lista: string; aplicar: (visao: Map<number, Versionado>) => void }> = [];

  const aplicarEntidade = (visao: Map<number, Versionado>, e: Versionado) => {
    const atual = visao.get(e.id);
    if (!atual || tempo(e.updated_at) >= tempo(atual.updated_at)) visao.set(e.id, e);
  };

  async function lerLista(lista: ListaDaTela): Promise<number | null> {
    const marco = diario.length;
    const res = await lerAte200(base, lista.caminho, token);
    const visao = new Map<number, Versionado>();
    for (const e of lista.extrair(res.corpo)) {
      visao.set(e.id, e);
      const chave = `${lista.nome}:${e.id}`;
      lidas.set(chave, Math.max(lidas.get(chave) ?? 0, tempo(e.updated_at)));
    }
    for (const p of diario.slice(marco)) if (p.lista === lista.nome) p.aplicar(visao);
    visoes.set(lista.nome, visao);
    return res.lidoEm;
  }

  // The first read, before the socket (a page shows its list, then goes live).
  let menorLida: number | null = null;
  for (const lista of listas) {
    const lidoEm = await lerLista(lista);
    if (lidoEm !== null) menorLida = menorLida === null ? lidoEm : Math.min(menorLida, lidoEm);
  }

  const fluxos: FluxoDeEventos[] = [];
  const socket: Sock = io(base, {
    auth: (responder) => {
      const desde = fluxos[0]?.desde();
      responder({ token, ...(desde ? { desde } : {}) });
    },
    transports: ['websocket'],
    forceNew: true,
    ...RECONEXAO,
  });
  const tela: TelaAoVivo = {
    tipo,
    empresaId,
    usuarioId,
    socket,
    fluxo: undefined as unknown as FluxoDeEventos,
    visoes,
    aplicacoes,
    aplicadas,
    lidas,
    alheios,
    recebidos: 0,
    repostos: 0,
    releituras: 0,
    conexoes: 0,
    recusas: 0,
    emDia: () => socket.connected && aposInfo && lendo === null,
    fechar: () => {
      fechada = true;
      socket.disconnect();
    },
  };
  let fechada = false;
  let aposInfo = false;

  // The raw events, before the stream: what reached this socket, replayed or live.
  socket.onAny((nome: string, payload: unknown, meta?: MetaDoEvento) => {
    if (nome === 'sessao:info' || nome === 'sessao:reler') return;
    tela.recebidos++;
    if (meta?.reposto) tela.repostos++;
    const p = payload as Versionado | null;
    if (typeof p?.empresa_id === 'number' && p.empresa_id !== empresaId)
      alheios.push(`${nome} da empresa ${p.empresa_id}`);
    else if (
      tipo === 'cliente' &&
      nome.startsWith('pedido:') &&
      // 'pedido:previsao' names no user: its room is the user's own.
      p !== null &&
      'usuario_id' in p &&
      (p as Versionado).usuario_id !== usuarioId
    )
      alheios.push(`${nome} do usuário ${(p as Versionado).usuario_id}`);
  });
  const fluxo = criarFluxoDeEventos(socket, () =>
    menorLida === null ? 'nada' : menorLida - FOLGA_DA_REPOSICAO_MS,
  );
  fluxos.push(fluxo);
  tela.fluxo = fluxo;

  for (const lista of listas) {
    const visao = () => visoes.get(lista.nome)!;
    for (const nome of lista.atualizados)
      fluxo.ouvir(nome, (e: Versionado) => {
        const chave = `${nome}:${e.id}:${e.updated_at}`;
        aplicacoes.set(chave, (aplicacoes.get(chave) ?? 0) + 1);
        aplicadas.add(`${lista.nome}:${e.id}:${e.updated_at}`);
        const aplicar = (v: Map<number, Versionado>) => aplicarEntidade(v, e);
        diario.push({ lista: lista.nome, aplicar });
        aplicar(visao());
      });
    for (const nome of lista.removidos)
      fluxo.ouvir(nome, (e: Versionado) => {
        const chave = `${nome}:${e.id}:${e.updated_at}`;
        aplicacoes.set(chave, (aplicacoes.get(chave) ?? 0) + 1);
        const aplicar = (v: Map<number, Versionado>) => void v.delete(e.id);
        diario.push({ lista: lista.nome, aplicar });
        aplicar(visao());
      });
  }

  // A gap the stream could not replay: every list is read again (one read at a time; a gap
  // found during a read makes one more).
  let lendo: Promise<void> | null = null;
  let lerDeNovo = false;
  fluxo.aoPrecisarLer(() => {
    if (lendo) {
      lerDeNovo = true;
      return;
    }
    lendo = (async () => {
      do {
        lerDeNovo = false;
        tela.releituras++;
        for (const lista of listas) await lerLista(lista);
      } while (lerDeNovo);
    })().finally(() => (lendo = null));
  });

  socket.on('connect', () => {
    tela.conexoes++;
    aposInfo = false;
  });
  socket.on('sessao:info', () => (aposInfo = true));
  // As web/src/app/socket `manterConectado`: a server goodbye or a refused handshake is retried
  // (Socket.IO retries a dropped transport by itself).
  const depois = () =>
    setTimeout(
      () => {
        if (!fechada && !socket.connected && !socket.active) socket.connect();
      },
      500 + Math.random() * 1500,
    );
  socket.on('disconnect', (motivo) => {
    if (motivo === 'io server disconnect') depois();
  });
  socket.on('connect_error', (erro) => {
    if (erro.message === 'Não autorizado') tela.recusas++;
    if (!socket.active) depois();
  });

  await new Promise<void>((resolve) => {
    const pronto = () => {
      if (tela.emDia()) resolve();
      else setTimeout(pronto, 50);
    };
    socket.once('sessao:info', () => setTimeout(pronto, 0));
  });
  return tela;
}
