import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { IMAGEM_LADO_MAXIMO, MENSAGENS_CATALOGO } from '@cardapio/shared-events';
import type { Db, DbOrTx } from '../db/client';
import { validacao } from '../shared/errors';
import { imagens } from './schema';

/** A picture already re-encoded, ready to be stored in the same transaction as its owner. */
export interface ImagemProcessada {
  dados: Buffer;
  content_type: 'image/webp';
  largura: number;
  altura: number;
  hash: string;
}

export interface ImagemArmazenada {
  dados: Buffer;
  content_type: string;
  hash: string;
}

/** `/api/imagens/12-<hash>.webp`: content-addressed, so it may be cached forever. */
export const urlDaImagem = (id: number, hash: string) => `/api/imagens/${id}-${hash}.webp`;
const ARQUIVO = /^(\d{1,10})-([0-9a-f]{32})\.webp$/;

/**
 * Every upload is decoded and re-encoded (WebP, at most IMAGEM_LADO_MAXIMO px on its longest
 * side, EXIF orientation applied and metadata dropped): a phone never downloads the 5 MB
 * original, and a file that only claims to be an image is refused here.
 */
export async function processarImagem(original: Buffer): Promise<ImagemProcessada> {
  // Loaded on the first upload: processes that never receive one (workers) do not pay for libvips.
  const { default: sharp } = await import('sharp');
  try {
    const { data, info } = await sharp(original, { limitInputPixels: 50_000_000, failOn: 'error' })
      .rotate()
      .resize({
        width: IMAGEM_LADO_MAXIMO,
        height: IMAGEM_LADO_MAXIMO,
        fit: 'inside',
        withoutEnlargement: true,
      })
      .webp({ quality: 80 })
      .toBuffer({ resolveWithObject: true });
    return {
      dados: data,
      content_type: 'image/webp',
      largura: info.width,
      altura: info.height,
      hash: createHash('sha256').update(data).digest('hex').slice(0, 32),
    };
  } catch {
    throw validacao(MENSAGENS_CATALOGO.arquivoNaoImagem);
  }
}

export function createImagensService(db: Db) {
  return {
    /** Stores the picture (once per empresa and content) and answers its URL. */
    async salvar(tx: DbOrTx, empresaId: number, imagem: ImagemProcessada): Promise<string> {
      await tx
        .insert(imagens)
        .values({
          empresa_id: empresaId,
          hash: imagem.hash,
          content_type: imagem.content_type,
          largura: imagem.largura,
          altura: imagem.altura,
          tamanho: imagem.dados.length,
          dados: imagem.dados,
        })
        .onConflictDoNothing({ target: [imagens.empresa_id, imagens.hash] });
      const [row] = await tx
        .select({ id: imagens.id })
        .from(imagens)
        .where(and(eq(imagens.empresa_id, empresaId), eq(imagens.hash, imagem.hash)));
      return urlDaImagem(row!.id, imagem.hash);
    },

    /** The picture a file name (`12-<hash>.webp`) stands for, or undefined. */
    async obter(arquivo: string): Promise<ImagemArmazenada | undefined> {
      const match = ARQUIVO.exec(arquivo);
      const id = Number(match?.[1]);
      if (!match || !Number.isSafeInteger(id) || id < 1 || id > 2_147_483_647) return undefined;
      const [row] = await db
        .select({ dados: imagens.dados, content_type: imagens.content_type, hash: imagens.hash })
        .from(imagens)
        .where(and(eq(imagens.id, id), eq(imagens.hash, match[2]!)));
      return row;
    },
  };
}

export type ImagensService = ReturnType<typeof createImagensService>;
