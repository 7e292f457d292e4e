import { MENSAGENS_EMPRESA } from '@cardapio/shared-events';
import { eq, sql } from 'drizzle-orm';
import type { EmpresaPublica, MetaPixelPublico } from '@cardapio/shared-events';
import type { Db } from '../db/client';
import { naoEncontrado } from '../shared/errors';
import { empresaNoAr } from './no-ar';
import { whatsappConfig } from '../whatsapp/schema';
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
          mensagens_whatsapp: sql<boolean>`exists(select 1 from ${whatsappConfig} w
            where w.empresa_id = ${empresas.id} and w.ativo)`,
          ativo: empresaNoAr,
        })
        .from(empresas)
        .where(eq(empresas.id, id));
      if (!row || !row.ativo) throw naoEncontrado(MENSAGENS_EMPRESA.empresaNaoEncontrada);
      const { ativo: _ativo, ...publica } = row;
      return publica;
    },

    /** The pixel id is public (it is in every page's script); the access token never is. */
    async metaPixelPublico(id: number): Promise<MetaPixelPublico> {
      const [row] = await db
        .select({ pixel_id: empresas.pixel_id, ativo: empresaNoAr })
        .from(empresas)
        .where(eq(empresas.id, id));
      if (!row?.ativo) throw naoEncontrado(MENSAGENS_EMPRESA.empresaNaoEncontrada);
      return { pixel_id: row.pixel_id?.trim() || null };
    },

    /**
     * Its name, whether the public sees it (`ativo`: a company off the air sells nothing and
     * signs nobody up) and whether the platform deactivated it (nobody of it signs in).
     */
    async situacao(
      id: number,
    ): Promise<{ nome: string; ativo: boolean; desativada: boolean } | undefined> {
      const [row] = await db
        .select({
          nome: empresas.nome,
          ativo: empresaNoAr,
          desativada: sql<boolean>`${empresas.desativada_em} is not null`,
        })
        .from(empresas)
        .where(eq(empresas.id, id));
      return row;
    },

    /** Whether the public sees it (an anonymous socket of its menu may join its public room). */
    async existe(id: number): Promise<boolean> {
      const [row] = await db
        .select({ noAr: empresaNoAr })
        .from(empresas)
        .where(eq(empresas.id, id));
      return Boolean(row?.noAr);
    },
  };
}

export type EmpresasService = ReturnType<typeof createEmpresasService>;
