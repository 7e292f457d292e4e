import { eq } from 'drizzle-orm';
import {
  MENSAGENS_EMPRESA,
  resumirSegredo,
  type EmpresaConfig,
  type EmpresaConfigSalvar,
  type MetaPixelConfig,
  type Publish,
  type Tema,
} from '@cardapio/shared-events';
import type { Db, DbOrTx } from '../db/client';
import { processarImagem, type ImagensService } from '../imagens/service';
import { cacheKeys } from '../shared/cache-keys';
import { naoEncontrado } from '../shared/errors';
import type { Invalidacao } from '../shared/invalidacao';
import { centavosParaNumeric, dinheiro, paraCentavos } from '../shared/money';
import { anunciarEmpresaMudou } from './mudou';
import { empresas, type EmpresaRow } from './schema';

export interface EmpresaConfigDeps {
  db: Db;
  imagens: ImagensService;
  invalidacao: Invalidacao;
  publish: Publish;
  now: () => Date;
}

type CamposDeDinheiro =
  | 'valor_frete_minimo'
  | 'valor_por_km'
  | 'raio_entrega'
  | 'tempo_por_km'
  | 'taxa_servico_percentual';
const CAMPOS_DE_DINHEIRO: readonly CamposDeDinheiro[] = [
  'valor_frete_minimo',
  'valor_por_km',
  'raio_entrega',
  'tempo_por_km',
  'taxa_servico_percentual',
];

function paraConfig(row: EmpresaRow): EmpresaConfig {
  return {
    id: row.id,
    nome: row.nome,
    cnpj: row.cnpj,
    email: row.email,
    telefone: row.telefone,
    whatsapp: row.whatsapp,
    tema: (row.tema === 'light' ? 'light' : 'dark') satisfies Tema,
    endereco: row.endereco,
    endereco_completo: row.endereco_completo,
    cep: row.cep,
    cidade: row.cidade,
    estado: row.estado,
    bairro: row.bairro,
    numero: row.numero,
    complemento: row.complemento,
    instagram: row.instagram,
    facebook: row.facebook,
    site: row.site,
    descricao: row.descricao,
    horario_atendimento: row.horario_atendimento,
    valor_frete_minimo: dinheiro(row.valor_frete_minimo),
    valor_por_km: dinheiro(row.valor_por_km),
    raio_entrega: dinheiro(row.raio_entrega),
    tempo_preparo_padrao: row.tempo_preparo_padrao,
    tempo_por_km: dinheiro(row.tempo_por_km),
    taxa_servico_percentual: dinheiro(row.taxa_servico_percentual),
    google_maps_api_key: resumirSegredo(row.google_maps_api_key),
    logo_url: row.logo_url,
    cor_marca: row.cor_marca,
    ativo: row.ativo,
    updated_at: row.updated_at.toISOString(),
  };
}

const paraPixel = (row: Pick<EmpresaRow, 'pixel_id' | 'pixel_access_token'>): MetaPixelConfig => ({
  pixel_id: row.pixel_id?.trim() || null,
  access_token: resumirSegredo(row.pixel_access_token),
});

/**
 * The company's own settings (staff-side §7 Company, Meta Pixel) and its storefront's brand (logo
 * and colour, issue 26): the caller's empresa only, its secrets never answered. After a save,
 * every public read that shows the company (the storefront's first screen drawn by the server
 * included, which is built from the same entries) is dropped on every gateway and open menus
 * are told to read again.
 */
export function createEmpresaConfigService(deps: EmpresaConfigDeps) {
  const { db } = deps;

  async function linha(empresaId: number): Promise<EmpresaRow> {
    const [row] = await db.select().from(empresas).where(eq(empresas.id, empresaId));
    if (!row) throw naoEncontrado(MENSAGENS_EMPRESA.empresaNaoEncontrada);
    return row;
  }

  /** Writes the changes with a new updated_at and answers the row (404 when there is none). */
  async function gravar(
    executor: DbOrTx,
    empresaId: number,
    mudancas: Partial<typeof empresas.$inferInsert>,
    quando: Date,
  ): Promise<EmpresaRow> {
    const [row] = await executor
      .update(empresas)
      .set({ ...mudancas, updated_at: quando })
      .where(eq(empresas.id, empresaId))
      .returning();
    if (!row) throw naoEncontrado(MENSAGENS_EMPRESA.empresaNaoEncontrada);
    return row;
  }

  const empresaMudou = (empresaId: number, quando: Date) =>
    anunciarEmpresaMudou(deps, empresaId, quando);

  return {
    async obter(empresaId: number): Promise<EmpresaConfig> {
      return paraConfig(await linha(empresaId));
    },

    async salvar(empresaId: number, dados: EmpresaConfigSalvar): Promise<EmpresaConfig> {
      const { google_maps_api_key: chave, ...campos } = dados;
      const mudancas: Partial<typeof empresas.$inferInsert> = {};
      for (const [campo, valor] of Object.entries(campos)) {
        if (valor === undefined) continue;
        const ehDinheiro = (CAMPOS_DE_DINHEIRO as readonly string[]).includes(campo);
        Object.assign(mudancas, {
          [campo]: ehDinheiro ? centavosParaNumeric(paraCentavos(valor as number)) : valor,
        });
      }
      // '' keeps the saved key (the form never had it), null removes it.
      if (chave === null) mudancas.google_maps_api_key = null;
      else if (chave) mudancas.google_maps_api_key = chave;
      const quando = deps.now();
      const row = await gravar(db, empresaId, mudancas, quando);
      empresaMudou(empresaId, quando);
      return paraConfig(row);
    },

    /**
     * The storefront's logo: the file is re-encoded (WebP, at most 800 px, metadata dropped; a
     * file that is not an image is refused before anything is written), stored with the
     * company's pictures and pointed at, in one transaction.
     */
    async salvarLogo(empresaId: number, arquivo: Buffer): Promise<EmpresaConfig> {
      const imagem = await processarImagem(arquivo);
      const quando = deps.now();
      const row = await db.transaction(async (tx) =>
        gravar(
          tx,
          empresaId,
          { logo_url: await deps.imagens.salvar(tx, empresaId, imagem) },
          quando,
        ),
      );
      empresaMudou(empresaId, quando);
      return paraConfig(row);
    },

    /** The storefront without a logo. The picture stays: its URL never changes meaning. */
    async removerLogo(empresaId: number): Promise<EmpresaConfig> {
      const quando = deps.now();
      const row = await gravar(db, empresaId, { logo_url: null }, quando);
      empresaMudou(empresaId, quando);
      return paraConfig(row);
    },

    async metaPixel(empresaId: number): Promise<MetaPixelConfig> {
      return paraPixel(await linha(empresaId));
    },

    async salvarMetaPixel(
      empresaId: number,
      dados: { pixel_id: string; access_token?: string | null },
    ): Promise<MetaPixelConfig> {
      const mudancas: Partial<typeof empresas.$inferInsert> = { pixel_id: dados.pixel_id };
      if (dados.access_token === null) mudancas.pixel_access_token = null;
      else if (dados.access_token) mudancas.pixel_access_token = dados.access_token;
      const [row] = await db
        .update(empresas)
        .set({ ...mudancas, updated_at: deps.now() })
        .where(eq(empresas.id, empresaId))
        .returning({
          pixel_id: empresas.pixel_id,
          pixel_access_token: empresas.pixel_access_token,
        });
      if (!row) throw naoEncontrado(MENSAGENS_EMPRESA.empresaNaoEncontrada);
      deps.invalidacao.invalidar([cacheKeys.metaPixel(empresaId)]);
      return paraPixel(row);
    },
  };
}

export type EmpresaConfigService = ReturnType<typeof createEmpresaConfigService>;
