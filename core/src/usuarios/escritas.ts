import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { usuarios, type UsuarioRow } from './schema';

/**
 * The writes other areas make to the accounts table, owned here (docs/arquitetura.md, "Áreas"):
 * auth signs a customer up, edits a profile and closes an account; empresas creates a new
 * restaurant's first gestão account.
 */

export type NovoUsuario = typeof usuarios.$inferInsert;

/** Inserts one account; a repeated e-mail in the company is the database's unique violation. */
export async function inserirUsuario(db: DbOrTx, novo: NovoUsuario): Promise<UsuarioRow> {
  const [row] = await db.insert(usuarios).values(novo).returning();
  return row!;
}

/** What a customer may change on their own profile (customer-side §5). */
export type CamposDoPerfil = Pick<
  NovoUsuario,
  | 'nome'
  | 'sobrenome'
  | 'telefone'
  | 'rua'
  | 'bairro'
  | 'numero_casa'
  | 'cep'
  | 'cidade'
  | 'estado'
  | 'updated_at'
>;

export async function atualizarPerfil(
  db: DbOrTx,
  empresaId: number,
  usuarioId: number,
  campos: CamposDoPerfil,
): Promise<UsuarioRow | undefined> {
  const [row] = await db
    .update(usuarios)
    .set(campos)
    .where(and(eq(usuarios.id, usuarioId), eq(usuarios.empresa_id, empresaId)))
    .returning();
  return row;
}

export async function excluirUsuario(db: DbOrTx, empresaId: number, usuarioId: number) {
  await db
    .delete(usuarios)
    .where(and(eq(usuarios.id, usuarioId), eq(usuarios.empresa_id, empresaId)));
}
