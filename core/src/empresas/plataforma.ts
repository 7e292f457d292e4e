import { and, asc, count, eq, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import { type ContaSessao, MENSAGENS_EMPRESA, type Publish, rooms } from '@cardapio/shared-events';
import type { SessoesService } from '../auth/sessoes';
import { produtos } from '../cardapio/schema';
import type { Db } from '../db/client';
import { garcons } from '../garcons/schema';
import { pedidos } from '../pedidos/schema';
import { naoEncontrado } from '../shared/errors';
import type { Invalidacao } from '../shared/invalidacao';
import { usuarios } from '../usuarios/schema';
import { anunciarEmpresaMudou } from './mudou';
import { empresas } from './schema';

/** One company as the platform operator sees it (`npm run operador -- empresas listar`). */
export interface EmpresaDaPlataforma {
  id: number;
  nome: string;
  email: string | null;
  cidade: string | null;
  criada_em: string;
  /** The sign-up's e-mail was confirmed (companies not signed up on the page always are). */
  confirmada: boolean;
  /** The owner pressed 'Abrir a loja' (or the company was created open). */
  loja_aberta: boolean;
  /** The owner's own switch ('Empresa ativa'). */
  ativo: boolean;
  /** Set when the operator deactivated it. */
  desativada_em: string | null;
  /** E-mails of its gestão accounts. */
  gestao: string[];
  produtos: number;
  pedidos: number;
}

export interface PlataformaDeps {
  db: Db;
  invalidacao: Invalidacao;
  publish: Publish;
  sessoes: Pick<SessoesService, 'encerradas' | 'readmitida'>;
  /** Closes every socket in a room, on every gateway (absent: nobody to tell). */
  disconnectRoom?: (room: string) => void;
  now: () => Date;
}

const total = (tabela: typeof produtos | typeof pedidos) =>
  sql<number>`(select ${count()} from ${tabela} where ${eq(tabela.empresa_id, empresas.id)})`.mapWith(
    Number,
  );

/**
 * What the platform operator does to companies: list them, deactivate one (at once: its public
 * reads leave every gateway's cache, every session of its staff, waiters, kitchen displays and
 * customers ends and their sockets close) and reactivate it. Nobody reaches this over HTTP: the
 * operator runs it from a shell with the deployment's database (docs/operacao.md).
 */
export function createPlataformaService(deps: PlataformaDeps) {
  const { db } = deps;

  async function linha(id: number): Promise<EmpresaDaPlataforma> {
    const [row] = await listarOnde(eq(empresas.id, id));
    if (!row) throw naoEncontrado(MENSAGENS_EMPRESA.empresaNaoEncontrada);
    return row;
  }

  async function listarOnde(filtro?: SQL): Promise<EmpresaDaPlataforma[]> {
    const rows = await db
      .select({
        id: empresas.id,
        nome: empresas.nome,
        email: empresas.email,
        cidade: empresas.cidade,
        criada_em: empresas.created_at,
        confirmada: sql<boolean>`${empresas.cadastro_confirmado_em} is not null`,
        loja_aberta: sql<boolean>`${empresas.loja_aberta_em} is not null`,
        ativo: empresas.ativo,
        desativada_em: empresas.desativada_em,
        gestao: sql<string[]>`coalesce((select array_agg(${usuarios.email} order by ${usuarios.id})
          from ${usuarios} where ${and(
            eq(usuarios.empresa_id, empresas.id),
            eq(usuarios.nivel, 'admin'),
            eq(usuarios.role, 'gestao'),
          )}), '{}')`,
        produtos: total(produtos),
        pedidos: total(pedidos),
      })
      .from(empresas)
      .where(filtro)
      .orderBy(asc(empresas.id));
    return rows.map((r) => ({
      ...r,
      criada_em: r.criada_em.toISOString(),
      desativada_em: r.desativada_em?.toISOString() ?? null,
    }));
  }

  /** The company's staff and waiter accounts (the few that sign in to its back office). */
  async function contasDaEquipe(empresaId: number): Promise<ContaSessao[]> {
    const [equipe, garcomIds] = await Promise.all([
      db
        .select({ id: usuarios.id })
        .from(usuarios)
        .where(and(eq(usuarios.empresa_id, empresaId), eq(usuarios.nivel, 'admin'))),
      db.select({ id: garcons.id }).from(garcons).where(eq(garcons.empresa_id, empresaId)),
    ]);
    return [
      ...equipe.map(({ id }) => ({ kind: 'equipe' as const, id })),
      ...garcomIds.map(({ id }) => ({ kind: 'garcom' as const, id })),
    ];
  }

  /** Every staff and waiter session of the company ends on every gateway, sockets included. */
  async function encerrarSessoes(empresaId: number): Promise<void> {
    for (const conta of await contasDaEquipe(empresaId)) deps.sessoes.encerradas(conta);
    // Kitchen displays, customers and anonymous menus: the company's rooms close (their next
    // request or reconnection is refused, sessoes.ts and the handshake read desativada_em).
    for (const sala of [
      rooms.equipe(empresaId),
      rooms.garcons(empresaId),
      rooms.publico(empresaId),
    ])
      deps.disconnectRoom?.(sala);
  }

  return {
    listar: () => listarOnde(),

    obter: linha,

    /** Deactivating a deactivated company changes nothing (its first date stays). */
    async desativar(id: number): Promise<EmpresaDaPlataforma> {
      const agora = deps.now();
      const [row] = await db
        .update(empresas)
        .set({ desativada_em: agora, updated_at: agora })
        .where(and(eq(empresas.id, id), isNull(empresas.desativada_em)))
        .returning({ id: empresas.id });
      if (row) {
        anunciarEmpresaMudou(deps, id, agora);
        await encerrarSessoes(id);
      }
      return linha(id);
    },

    async reativar(id: number): Promise<EmpresaDaPlataforma> {
      const agora = deps.now();
      const [row] = await db
        .update(empresas)
        .set({ desativada_em: null, updated_at: agora })
        .where(and(eq(empresas.id, id), isNotNull(empresas.desativada_em)))
        .returning({ id: empresas.id });
      if (row) {
        anunciarEmpresaMudou(deps, id, agora);
        // Gateways that remember its staff as inactive forget it: a new login works at once.
        for (const conta of await contasDaEquipe(id)) deps.sessoes.readmitida(conta);
      }
      return linha(id);
    },
  };
}

export type PlataformaService = ReturnType<typeof createPlataformaService>;
