import { randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';
import {
  FOLGA_DA_REPOSICAO_MS,
  JANELA_DE_REPOSICAO_MS,
  type DomainEvent,
} from '@cardapio/shared-events';
import {
  MAXIMO_DA_REPOSICAO,
  paraAsSalas,
  type EventoRegistrado,
  type RegistroDeEventos,
} from './registro';

/** What every script shares: Redis's clock in ms, and the order of two ids "<ms>-<n>". */
const COMUM = `
local function agora()
  local t = redis.call('TIME')
  return tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)
end
local function partes(id)
  local ms, n = string.match(id, '^(%d+)-(%d+)$')
  return tonumber(ms), tonumber(n)
end
local function antes(a, b)
  local ma, na = partes(a)
  local mb, nb = partes(b)
  return ma < mb or (ma == mb and na < nb)
end
`;

/**
 * Writes the event to the company's stream with Redis's clock (ids "<ms>-<n>", in write order
 * across every process), trims what is past the window, and notes where the log begins when
 * this Redis had no log (it lost its data while processes ran): from just before this event,
 * with no folga, so a client that saw anything before the loss reads again.
 */
const REGISTRAR = `${COMUM}
local id = redis.call('XADD', KEYS[1], 'MINID', '~', tostring(agora() - tonumber(ARGV[2])), '*', 'e', ARGV[1])
redis.call('PEXPIRE', KEYS[1], ARGV[3])
local ms = partes(id)
redis.call('SET', KEYS[2], tostring(ms - 1) .. '-999999999', 'NX')
return id
`;

/**
 * The events after ARGV[1] (exclusive), or false when the log cannot vouch for all of them:
 * before its first id, or older than the window (trimmed).
 */
const DESDE = `${COMUM}
local inicio = redis.call('GET', KEYS[2])
if not inicio then return false end
local piso = tostring(agora() - tonumber(ARGV[2])) .. '-0'
if antes(ARGV[1], inicio) or antes(ARGV[1], piso) then return false end
return redis.call('XRANGE', KEYS[1], '(' .. ARGV[1], '+', 'COUNT', ARGV[3])
`;

/** The latest of: the stream's last id, the log's start, just before Redis's now. */
const POSICAO = `${COMUM}
local posicao = tostring(agora() - 1) .. '-0'
local inicio = redis.call('GET', KEYS[2])
if inicio and antes(posicao, inicio) then posicao = inicio end
local ultimo = redis.call('XREVRANGE', KEYS[1], '+', '-', 'COUNT', 1)
if #ultimo > 0 and antes(posicao, ultimo[1][1]) then posicao = ultimo[1][1] end
return posicao
`;

/**
 * A process that logs starts the log (if no one did in this Redis's life): every id written
 * from now on comes after it, and it vouches for the folga before (clients ask that early).
 */
const INICIAR = `${COMUM}
redis.call('SET', KEYS[1], tostring(agora() - 1 - tonumber(ARGV[1])) .. '-999999999', 'NX')
return 1
`;

/**
 * A writer says it lives (its id, Redis's now, in a sorted set). With ARGV[3] = '1' it also looks
 * for writers silent for ARGV[2] ms: a process that died (a crash, a SIGKILL) may have committed
 * changes it never wrote here, and no replay can give them. Those are forgotten, the log vouches
 * for nothing before now (KEYS[2], the start, moves up), and the answer is how many died.
 */
const VIGIAR = `${COMUM}
local t = agora()
redis.call('ZADD', KEYS[1], t, ARGV[1])
if ARGV[3] ~= '1' then return 0 end
local limite = t - tonumber(ARGV[2])
local mortos = redis.call('ZCOUNT', KEYS[1], '-inf', limite)
if mortos == 0 then return 0 end
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', limite)
local piso = tostring(t) .. '-0'
local inicio = redis.call('GET', KEYS[2])
if not inicio or antes(inicio, piso) then redis.call('SET', KEYS[2], piso) end
return mortos
`;

/** How often a writer says it lives, and how long silent makes it dead. */
export const SINAL_DE_VIDA = { intervaloMs: 1000, prazoMs: 5000 };

type Entrada = [id: string, campos: string[]];

export interface OpcoesDoRegistroNoRedis {
  /**
   * Watches the other writers (the gateways, that can tell the screens): called when some died
   * without closing; the log then answers 'read again' for any place before now.
   */
  aoPerderEscritor?: (quantos: number) => void;
  sinalDeVida?: { intervaloMs: number; prazoMs: number };
}

/**
 * The deployment's log in Redis Streams, one stream per company, shared by every process. Each
 * process that writes it says every second that it lives, and closing says it left: one that
 * goes silent died, maybe between committing a change and writing it here.
 */
export function criarRegistroNoRedis(
  redis: Redis,
  prefixo: string,
  opcoes: OpcoesDoRegistroNoRedis = {},
): RegistroDeEventos {
  const chave = (empresaId: number) => `${prefixo}:eventos:${empresaId}`;
  const inicio = `${prefixo}:eventos:inicio`;
  const escritores = `${prefixo}:eventos:escritores`;
  const ttlMs = String(JANELA_DE_REPOSICAO_MS * 2);
  // Sent before any event this process writes (one connection keeps the order).
  redis.eval(INICIAR, 1, inicio, String(FOLGA_DA_REPOSICAO_MS)).catch(() => undefined);
  const eu = randomUUID();
  const { intervaloMs, prazoMs } = opcoes.sinalDeVida ?? SINAL_DE_VIDA;
  const vigiar = () =>
    (
      redis.eval(
        VIGIAR,
        2,
        escritores,
        inicio,
        eu,
        String(prazoMs),
        opcoes.aoPerderEscritor ? '1' : '0',
      ) as Promise<number>
    ).then(
      (mortos) => {
        if (mortos > 0) opcoes.aoPerderEscritor?.(mortos);
      },
      () => undefined,
    );
  void vigiar();
  const sinal = setInterval(() => void vigiar(), intervaloMs);
  sinal.unref();
  return {
    async registrar(evento: DomainEvent) {
      const corpo = JSON.stringify({ n: evento.name, r: evento.rooms, p: evento.payload });
      return (await redis.eval(
        REGISTRAR,
        2,
        chave(evento.empresaId),
        inicio,
        corpo,
        String(JANELA_DE_REPOSICAO_MS),
        ttlMs,
      )) as string;
    },
    async desde(empresaId, desde, salas) {
      const entradas = (await redis.eval(
        DESDE,
        2,
        chave(empresaId),
        inicio,
        desde,
        String(JANELA_DE_REPOSICAO_MS),
        String(MAXIMO_DA_REPOSICAO * 4),
      )) as Entrada[] | null;
      if (!entradas || entradas.length >= MAXIMO_DA_REPOSICAO * 4) return null;
      const dela = paraAsSalas(salas);
      const eventos = entradas
        .map(([seq, campos]): EventoRegistrado => {
          const { n, r, p } = JSON.parse(campos[1] ?? '{}') as {
            n: EventoRegistrado['name'];
            r: string[];
            p: unknown;
          };
          return { seq, name: n, rooms: r, payload: p };
        })
        .filter(dela);
      return eventos.length > MAXIMO_DA_REPOSICAO ? null : eventos;
    },
    async posicao(empresaId) {
      return (await redis.eval(POSICAO, 2, chave(empresaId), inicio)) as string;
    },
    async fechar() {
      clearInterval(sinal);
      // Leaving is not dying: nothing of this process is left unwritten.
      await redis.zrem(escritores, eu).catch(() => undefined);
    },
  };
}
