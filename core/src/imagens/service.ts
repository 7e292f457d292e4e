import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import {
  IMAGEM_LADO_MAXIMO,
  MENSAGENS_CATALOGO,
  type LarguraDaImagem,
} from '@cardapio/shared-events';
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

/** Bytes of card-sized copies a process keeps (they are cheap to redo, not free: ~20 ms each). */
const VARIANTES_BYTES_MAXIMOS = 32 * 1024 * 1024;

/**
 * Card-sized copies, made on first request and kept by recency within a byte budget; a copy being
 * made is shared by whoever asks meanwhile. Browsers and CDNs keep them for a year (the URL
 * carries the content hash), so a process makes each one rarely.
 */
function variantesEmMemoria() {
  const prontas = new Map<string, Buffer>();
  const fazendo = new Map<string, Promise<Buffer>>();
  let bytes = 0;
  return async (chave: string, fazer: () => Promise<Buffer>): Promise<Buffer> => {
    const pronta = prontas.get(chave);
    if (pronta) {
      prontas.delete(chave);
      prontas.set(chave, pronta);
      return pronta;
    }
    const emCurso = fazendo.get(chave);
    if (emCurso) return emCurso;
    const promessa = fazer()
      .then((dados) => {
        prontas.set(chave, dados);
        bytes += dados.length;
        for (const [antiga, buffer] of prontas) {
          if (bytes <= VARIANTES_BYTES_MAXIMOS) break;
          prontas.delete(antiga);
          bytes -= buffer.length;
        }
        return dados;
      })
      .finally(() => fazendo.delete(chave));
    fazendo.set(chave, promessa);
    return promessa;
  };
}

async function reduzir(dados: Buffer, largura: number): Promise<Buffer> {
  const { default: sharp } = await import('sharp');
  return sharp(dados)
    .resize({ width: largura, withoutEnlargement: true })
    .webp({ quality: 75 })
    .toBuffer();
}

export function createImagensService(db: Db) {
  const variantes = variantesEmMemoria();

  async function ler(arquivo: string) {
    const match = ARQUIVO.exec(arquivo);
    const id = Number(match?.[1]);
    if (!match || !Number.isSafeInteger(id) || id < 1 || id > 2_147_483_647) return undefined;
    const [row] = await db
      .select({
        dados: imagens.dados,
        content_type: imagens.content_type,
        hash: imagens.hash,
        largura: imagens.largura,
      })
      .from(imagens)
      .where(and(eq(imagens.id, id), eq(imagens.hash, match[2]!)));
    return row;
  }

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
      const row = await ler(arquivo);
      return row && { dados: row.dados, content_type: row.content_type, hash: row.hash };
    },

    /**
     * The picture at most `largura` px wide (WebP, proportions kept): a phone's card does not
     * download the 800 px original. A picture already that narrow is answered as stored.
     */
    async variante(
      arquivo: string,
      largura: LarguraDaImagem,
    ): Promise<(ImagemArmazenada & { largura: number }) | undefined> {
      const row = await ler(arquivo);
      if (!row) return undefined;
      if (row.largura <= largura) return row;
      const dados = await variantes(`${row.hash}:${largura}`, () => reduzir(row.dados, largura));
      return { dados, content_type: 'image/webp', hash: row.hash, largura };
    },
  };
}

export type ImagensService = ReturnType<typeof createImagensService>;
