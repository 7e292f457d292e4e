import { and, eq, sql } from 'drizzle-orm';
import type { ContaKind, StaffRole } from '@cardapio/shared-events';
import type { DbOrTx } from '../db/client';
import { garcons, type GarcomRow } from '../garcons/schema';
import { usuarios, type UsuarioRow } from '../usuarios/schema';
import { proximaVersao } from './sessoes';

/**
 * An account that signs in with a password, whatever its table: a customer or a staff member
 * (usuarios, told apart by nivel) or a waiter (garcons). Recovery and 'Alterar senha' work on
 * this shape, so each kind of account reaches only its own row.
 */
export interface ContaComSenha {
  kind: ContaKind;
  id: number;
  empresa_id: number;
  nome: string;
  email: string;
  ativo: boolean;
  senha_hash: string;
  sessao_versao: number;
  /** Staff only. */
  role: StaffRole | null;
}

/** Where an account's row lives: usuarios keeps customers and staff, garcons the waiters. */
export type TabelaDaConta = 'usuarios' | 'garcons';
export const tabelaDaConta = (kind: ContaKind): TabelaDaConta =>
  kind === 'garcom' ? 'garcons' : 'usuarios';

export function contaDoUsuario(row: UsuarioRow): ContaComSenha {
  return {
    kind: row.nivel === 'cliente' ? 'cliente' : 'equipe',
    id: row.id,
    empresa_id: row.empresa_id,
    nome: row.nome,
    email: row.email,
    ativo: row.ativo,
    senha_hash: row.senha_hash,
    sessao_versao: row.sessao_versao,
    role: row.nivel === 'admin' ? (row.role ?? 'colaborador') : null,
  };
}

export function contaDoGarcom(row: GarcomRow): ContaComSenha {
  return {
    kind: 'garcom',
    id: row.id,
    empresa_id: row.empresa_id,
    nome: row.nome,
    email: row.email,
    ativo: row.ativo,
    senha_hash: row.senha_hash,
    sessao_versao: row.sessao_versao,
    role: null,
  };
}

/** Reads an account of the company; `travar` locks its row for the rest of the transaction. */
export async function lerConta(
  db: DbOrTx,
  empresaId: number,
  tabela: TabelaDaConta,
  id: number,
  opcoes: { travar?: boolean } = {},
): Promise<ContaComSenha | undefined> {
  if (tabela === 'garcons') {
    const consulta = db
      .select()
      .from(garcons)
      .where(and(eq(garcons.empresa_id, empresaId), eq(garcons.id, id)));
    const [row] = opcoes.travar ? await consulta.for('update') : await consulta;
    return row && contaDoGarcom(row);
  }
  const consulta = db
    .select()
    .from(usuarios)
    .where(and(eq(usuarios.empresa_id, empresaId), eq(usuarios.id, id)));
  const [row] = opcoes.travar ? await consulta.for('update') : await consulta;
  return row && contaDoUsuario(row);
}

/**
 * Writes a new password hash and ends every session signed before (sessao_versao + 1). With
 * `seAinda`, only if the stored hash is still that one (a password checked outside the
 * transaction, since scrypt is slow on purpose). Answers the new session version, or undefined
 * when nothing was written.
 */
export async function gravarSenha(
  tx: DbOrTx,
  conta: Pick<ContaComSenha, 'kind' | 'id' | 'empresa_id'>,
  senhaHash: string,
  agora: Date,
  opcoes: { seAinda?: string } = {},
): Promise<number | undefined> {
  const tabela = tabelaDaConta(conta.kind) === 'garcons' ? garcons : usuarios;
  const [row] = await tx
    .update(tabela)
    .set({
      senha_hash: senhaHash,
      sessao_versao: proximaVersao(tabela.sessao_versao),
      updated_at: agora,
    })
    .where(
      and(
        eq(tabela.empresa_id, conta.empresa_id),
        eq(tabela.id, conta.id),
        opcoes.seAinda === undefined ? undefined : eq(tabela.senha_hash, opcoes.seAinda),
      ),
    )
    .returning({ versao: sql<number>`${tabela.sessao_versao}` });
  return row?.versao;
}
