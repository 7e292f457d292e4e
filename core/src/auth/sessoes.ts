import { eq, sql, type AnyColumn } from 'drizzle-orm';
import { salaDaConta, type ContaSessao, type TokenClaims } from '@cardapio/shared-events';
import type { Db } from '../db/client';
import { consultaPreparada } from '../db/preparadas';
import { empresas } from '../empresas/schema';
import { garcons } from '../garcons/schema';
import type { MonitorService } from '../monitor/service';
import { usuarios } from '../usuarios/schema';

/** How long an account's state may be answered from this process's memory. */
export const SESSOES_MEMORIA_MS = 5_000;
/** Past this many remembered accounts, the oldest entries are dropped. */
const LIMITE_MEMORIA = 10_000;

interface EstadoConta {
  empresa_id: number;
  ativo: boolean;
  versao: number;
  /** usuarios only: 'cliente' | 'admin', and the staff role. */
  nivel?: string;
  role?: string | null;
}

export interface SessoesDeps {
  db: Db;
  monitor: Pick<MonitorService, 'ativa'>;
  /** Print agents (issue 30): a revoked one's token stops working. */
  impressoras?: { ativo(empresaId: number, agenteId: number): Promise<boolean> };
  /**
   * Tells the other gateways that an account's sessions ended, so they forget what they
   * remember of it. Called before its sockets are closed, on the same bus, so a socket that
   * reconnects at once already meets the new state.
   */
  anunciar?: (conta: ContaSessao) => void;
  /** Closes every socket in a room, on every gateway. Absent in the workers. */
  disconnectRoom?: (room: string) => void;
  memoriaMs?: number;
  /** false only in the benchmark that measures what the account check costs. */
  verificar?: boolean;
}

/** `sessao_versao + 1`, for the UPDATE that ends an account's sessions in its own transaction. */
export const proximaVersao = (coluna: AnyColumn) => sql<number>`${coluna} + 1`;

// Every REST call of an account not remembered runs one of these: built once (preparadas.ts).
// An account of a company the platform deactivated is no longer active (empresas.desativada_em).
const estadoDoGarcom = consultaPreparada<{ id: number }, EstadoConta[]>((db) =>
  db
    .select({
      empresa_id: garcons.empresa_id,
      ativo: sql<boolean>`(${garcons.ativo} and ${empresas.desativada_em} is null)`,
      versao: garcons.sessao_versao,
    })
    .from(garcons)
    .innerJoin(empresas, eq(empresas.id, garcons.empresa_id))
    .where(eq(garcons.id, sql.placeholder('id'))),
);
const estadoDoUsuario = consultaPreparada<{ id: number }, EstadoConta[]>((db) =>
  db
    .select({
      empresa_id: usuarios.empresa_id,
      ativo: sql<boolean>`(${usuarios.ativo} and ${empresas.desativada_em} is null)`,
      versao: usuarios.sessao_versao,
      nivel: usuarios.nivel,
      role: usuarios.role,
    })
    .from(usuarios)
    .innerJoin(empresas, eq(empresas.id, usuarios.empresa_id))
    .where(eq(usuarios.id, sql.placeholder('id'))),
);

/**
 * Whether a token's session still holds, for every REST call and socket handshake: its account
 * exists, is active, belongs to the token's empresa (not deactivated by the platform) and was not
 * ended (password reset, deactivation) after the token was signed. Kitchen displays keep their
 * own revocation check.
 */
export function createSessoesService(deps: SessoesDeps) {
  const { db } = deps;
  const memoriaMs = deps.memoriaMs ?? SESSOES_MEMORIA_MS;
  // The promise itself is kept, so concurrent requests of one account share one query.
  const memoria = new Map<string, { estado: Promise<EstadoConta | null>; ate: number }>();
  const chave = (conta: ContaSessao) => `${conta.kind}:${conta.id}`;

  async function ler(conta: ContaSessao): Promise<EstadoConta | null> {
    const [row] = await (conta.kind === 'garcom' ? estadoDoGarcom : estadoDoUsuario)(db, {
      id: conta.id,
    });
    return row ?? null;
  }

  // Entries are re-inserted on every read from the database, so the Map's order is their age.
  function varrer(agora: number) {
    for (const [k, v] of memoria) {
      if (v.ate > agora && memoria.size < LIMITE_MEMORIA) break;
      memoria.delete(k);
    }
  }

  function estadoDe(conta: ContaSessao, fresco: boolean): Promise<EstadoConta | null> {
    const k = chave(conta);
    const agora = Date.now();
    const lembrado = memoria.get(k);
    if (!fresco && lembrado && lembrado.ate > agora) return lembrado.estado;
    varrer(agora);
    const estado = ler(conta);
    memoria.delete(k);
    memoria.set(k, { estado, ate: agora + memoriaMs });
    estado.catch(() => {
      if (memoria.get(k)?.estado === estado) memoria.delete(k);
    });
    return estado;
  }

  function confere(
    claims: Exclude<TokenClaims, { kind: 'monitor' | 'impressora' }>,
    estado: EstadoConta | null,
  ) {
    if (!estado || !estado.ativo || estado.empresa_id !== claims.empresa_id) return false;
    if (estado.versao > claims.ver) return false;
    switch (claims.kind) {
      case 'cliente':
        return estado.nivel === 'cliente';
      case 'equipe':
        return estado.nivel === 'admin' && (estado.role ?? 'colaborador') === claims.role;
      case 'garcom':
        return true;
    }
  }

  function esquecer(conta: ContaSessao) {
    memoria.delete(chave(conta));
  }

  return {
    /**
     * fresca: read the database even when the answer is remembered (a socket handshake, since a
     * socket admitted on a stale answer would live on; a REST call lasts one request).
     */
    async valida(claims: TokenClaims, opcoes: { fresca?: boolean } = {}): Promise<boolean> {
      if (claims.kind === 'monitor') return deps.monitor.ativa(claims.empresa_id, claims.sub);
      if (claims.kind === 'impressora')
        return deps.impressoras?.ativo(claims.empresa_id, claims.sub) ?? false;
      if (deps.verificar === false) return true;
      const estado = await estadoDe({ kind: claims.kind, id: claims.sub }, opcoes.fresca ?? false);
      return confere(claims, estado);
    },

    /** Forgets this process's memory of an account (another gateway ended its sessions). */
    invalidar: esquecer,

    /**
     * The account may be admitted again (its company reactivated): every gateway forgets what it
     * remembers of it, so a new login is not refused on a remembered 'inactive'. Nothing closes.
     */
    readmitida(conta: ContaSessao): void {
      esquecer(conta);
      deps.anunciar?.(conta);
    },

    /**
     * After the change that ended an account's sessions is committed (its row deleted, or its
     * sessao_versao raised): every gateway forgets it, then its open sockets are closed.
     */
    encerradas(conta: ContaSessao): void {
      esquecer(conta);
      deps.anunciar?.(conta);
      deps.disconnectRoom?.(salaDaConta(conta));
    },
  };
}

export type SessoesService = ReturnType<typeof createSessoesService>;
