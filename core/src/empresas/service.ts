import { eq } from 'drizzle-orm';
import type { EmpresaPublica, MetaPixelPublico } from '@cardapio/shared-events';
import type { Db } from '../db/client';
import { naoEncontrado } from '../shared/errors';
import { empresas } from './schema';

export function createEmpresasService(db: Db) {
  return {
    /** Only fields safe for anonymous visitors: never keys, tokens or internal settings. */
    async obterPublica(id: number): Promise<EmpresaPublica> {
      const [row] = await db
        .select({
          id: empresas.id,
          nome: empresas.nome,
          endereco: empresas.endereco,
          telefone: empresas.telefone,
          whatsapp: empresas.whatsapp,
          cnpj: empresas.cnpj,
          logo_url: empresas.logo_url,
          cor_marca: empresas.cor_marca,
          ativo: empresas.ativo,
        })
        .from(empresas)
        .where(eq(empresas.id, id));
      if (!row || !row.ativo) throw naoEncontrado('Empresa não encontrada');
      const { ativo: _ativo, ...publica } = row;
      return publica;
    },

    /** The pixel id is public (it is in every page's script); the access token never is. */
    async metaPixelPublico(id: number): Promise<MetaPixelPublico> {
      const [row] = await db
        .select({ pixel_id: empresas.pixel_id, ativo: empresas.ativo })
        .from(empresas)
        .where(eq(empresas.id, id));
      if (!row?.ativo) throw naoEncontrado('Empresa não encontrada');
      return { pixel_id: row.pixel_id?.trim() || null };
    },

    /** Its name and whether it is active (an inactive company sells nothing and signs nobody up). */
    async situacao(id: number): Promise<{ nome: string; ativo: boolean } | undefined> {
      const [row] = await db
        .select({ nome: empresas.nome, ativo: empresas.ativo })
        .from(empresas)
        .where(eq(empresas.id, id));
      return row;
    },

    async existe(id: number): Promise<boolean> {
      const [row] = await db.select({ id: empresas.id }).from(empresas).where(eq(empresas.id, id));
      return Boolean(row);
    },
  };
}

export type EmpresasService = ReturnType<typeof createEmpresasService>;
