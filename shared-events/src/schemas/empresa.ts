import { z } from 'zod';
import {
  CONTRASTE_MINIMO,
  formatarContraste,
  lerCor,
  normalizarCor,
  tomMaisEscuro,
} from '../paleta';
import { dinheiro, LIMITES, texto } from './campos';

/**
 * Company settings and the Meta Pixel configuration (staff-side §3 Company, Meta Pixel config;
 * §5 Company, Meta Pixel; §7 Company, Meta Pixel; §8). The server validates with these schemas and
 * the settings screens validate with the same ones. Secrets (the Google Maps key, the pixel's
 * access token) are write-only: answers say whether one is set and its last 4 characters.
 */
export const MENSAGENS_EMPRESA = {
  nomeObrigatorio: 'Nome da empresa é obrigatório',
  nomeLongo: 'Nome da empresa muito longo: use no máximo 100 caracteres',
  emailObrigatorio: 'Email é obrigatório',
  emailInvalido: 'Email inválido',
  siteInvalido: 'Site inválido: use um endereço completo, como https://www.exemplo.com.br',
  temaInvalido: 'Tema inválido: escolha escuro (dark) ou claro (light)',
  freteMinimo: 'Valor do frete mínimo deve ser maior ou igual a 0',
  valorPorKm: 'Valor por km deve ser maior ou igual a 0',
  raioEntrega: 'Raio de entrega deve ser maior ou igual a 0',
  tempoPreparo: 'Tempo de preparo padrão deve ser um número inteiro de minutos, 0 ou mais',
  tempoPorKm: 'Tempo por km deve ser maior ou igual a 0',
  taxaServico: 'Taxa de serviço deve ser um percentual entre 0 e 100',
  valorAlto: 'Valor muito alto',
  ativoInvalido: 'Valor inválido: use verdadeiro ou falso',
  empresaNaoEncontrada: 'Empresa não encontrada',
  outraEmpresa: 'Acesso negado: esta empresa não é a sua',
  corInvalida: 'Cor da marca inválida: use o formato hexadecimal #RRGGBB, como #1D4ED8',
  logoObrigatoria: 'Envie a imagem da logo no campo imagem',
  logoSalva: 'Logo salva com sucesso!',
  logoRemovida: 'Logo removida',
  erroLogo: 'Erro ao enviar a logo',
  erroCarregar: 'Erro ao carregar configurações',
  erroSalvar: 'Erro ao salvar configurações',
  salvas: 'Configurações salvas com sucesso!',
} as const;

export const MENSAGENS_META_PIXEL = {
  pixelObrigatorio: 'Pixel ID é obrigatório',
  pixelInvalido: 'Pixel ID inválido: use apenas os números do Pixel (até 20 dígitos)',
  tokenLongo: 'Access token muito longo',
  erroCarregar: 'Erro ao carregar configurações do Meta Pixel',
  erroSalvar: 'Erro ao salvar configurações',
  salvas: 'Configurações salvas com sucesso!',
} as const;

export const TEMAS = ['dark', 'light'] as const;
export type Tema = (typeof TEMAS)[number];

/** The last characters of a secret that answers may show (to tell keys apart). */
export const FINAL_DO_SEGREDO = 4;

/**
 * Why a brand colour is refused when no text reads on it (WCAG AA, CONTRASTE_MINIMO), with the
 * lightest darker shade white text reads on.
 */
export function mensagemDeContraste(cor: string): string {
  const { contrasteClaro, contrasteEscuro } = lerCor(cor);
  const minimo = formatarContraste(CONTRASTE_MINIMO);
  return (
    `Cor da marca com pouco contraste: o texto dos botões e do cabeçalho precisa de ${minimo}, ` +
    `e ${cor.toUpperCase()} dá ${formatarContraste(contrasteClaro)} com texto branco e ` +
    `${formatarContraste(contrasteEscuro)} com texto escuro. ` +
    `Experimente um tom mais escuro, como ${tomMaisEscuro(cor).toUpperCase()}.`
  );
}

/**
 * A brand colour: `#RRGGBB` (or `#RGB`, with or without `#`, any case), stored as `#rrggbb`;
 * accepted only when white or near-black text reaches WCAG AA on it. '' and null remove it (the
 * storefront goes back to the product's palette).
 */
export const corMarcaSchema = texto(20, { erro: MENSAGENS_EMPRESA.corInvalida })
  .nullish()
  .transform((valor, ctx) => {
    if (!valor) return null;
    const cor = normalizarCor(valor);
    if (!cor) {
      ctx.addIssue({ code: 'custom', message: MENSAGENS_EMPRESA.corInvalida });
      return z.NEVER;
    }
    if (!lerCor(cor).texto) {
      ctx.addIssue({ code: 'custom', message: mensagemDeContraste(cor) });
      return z.NEVER;
    }
    return cor;
  });

/** Optional text: '' and null clear the field (null in the database). */
const opcional = (max: number) =>
  texto(max)
    .nullish()
    .transform((v) => (v ? v : null));

/** A number typed in a form (text, comma or dot) or sent by JSON, from 0 to `max`. */
const numeroNaoNegativo = (mensagem: string, max: number, inteiro = false) =>
  z.preprocess(
    (v) =>
      typeof v === 'string'
        ? v.trim() === ''
          ? undefined
          : Number(v.trim().replace(',', '.'))
        : v,
    z
      .number({ error: mensagem })
      .refine(Number.isFinite, { error: mensagem })
      .refine((n) => !inteiro || Number.isInteger(n), { error: mensagem })
      .refine((n) => n >= 0, { error: mensagem })
      .refine((n) => n <= max, { error: MENSAGENS_EMPRESA.valorAlto })
      .transform((n) => (inteiro ? n : Math.round(n * 100) / 100)),
  );

const ehUrl = (v: string) => {
  try {
    const url = new URL(v);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
};

/**
 * PUT /api/empresas/:id. nome and email are required; every other field absent keeps its value
 * (the screen sends them all). google_maps_api_key: absent or '' keeps the saved key (answers
 * never carry it, so a form cannot send it back), null removes it, text replaces it.
 */
export const empresaConfigSchema = z.object({
  nome: texto(LIMITES.nome, {
    erro: MENSAGENS_EMPRESA.nomeObrigatorio,
    longo: MENSAGENS_EMPRESA.nomeLongo,
  }).min(1, MENSAGENS_EMPRESA.nomeObrigatorio),
  email: texto(LIMITES.email, {
    erro: MENSAGENS_EMPRESA.emailObrigatorio,
    longo: MENSAGENS_EMPRESA.emailInvalido,
  })
    .min(1, MENSAGENS_EMPRESA.emailObrigatorio)
    .pipe(z.email({ error: MENSAGENS_EMPRESA.emailInvalido })),
  cnpj: opcional(20).optional(),
  telefone: opcional(LIMITES.telefone).optional(),
  whatsapp: opcional(LIMITES.telefone).optional(),
  tema: z.enum(TEMAS, { error: MENSAGENS_EMPRESA.temaInvalido }).optional(),
  endereco: opcional(LIMITES.endereco).optional(),
  endereco_completo: opcional(300).optional(),
  cep: opcional(LIMITES.cep).optional(),
  cidade: opcional(LIMITES.cidade).optional(),
  estado: opcional(LIMITES.estado).optional(),
  bairro: opcional(LIMITES.cidade).optional(),
  numero: opcional(20).optional(),
  complemento: opcional(LIMITES.nome).optional(),
  instagram: opcional(LIMITES.endereco).optional(),
  facebook: opcional(LIMITES.endereco).optional(),
  site: opcional(LIMITES.endereco)
    .refine((v) => v === null || ehUrl(v), { error: MENSAGENS_EMPRESA.siteInvalido })
    .optional(),
  descricao: opcional(1000).optional(),
  horario_atendimento: opcional(LIMITES.endereco).optional(),
  /** Money typed the Brazilian way ('7,50') or a number: see `dinheiro`. */
  valor_frete_minimo: dinheiro({
    obrigatorio: MENSAGENS_EMPRESA.freteMinimo,
    abaixoDoMinimo: MENSAGENS_EMPRESA.freteMinimo,
    maximo: 99_999.99,
    muitoAlto: MENSAGENS_EMPRESA.valorAlto,
  }).optional(),
  valor_por_km: dinheiro({
    obrigatorio: MENSAGENS_EMPRESA.valorPorKm,
    abaixoDoMinimo: MENSAGENS_EMPRESA.valorPorKm,
    maximo: 99_999.99,
    muitoAlto: MENSAGENS_EMPRESA.valorAlto,
  }).optional(),
  raio_entrega: numeroNaoNegativo(MENSAGENS_EMPRESA.raioEntrega, 1000).optional(),
  tempo_preparo_padrao: numeroNaoNegativo(MENSAGENS_EMPRESA.tempoPreparo, 1440, true).optional(),
  tempo_por_km: numeroNaoNegativo(MENSAGENS_EMPRESA.tempoPorKm, 999).optional(),
  /** Suggested on every table bill (issue 13); 0 turns it off. */
  taxa_servico_percentual: dinheiro({
    obrigatorio: MENSAGENS_EMPRESA.taxaServico,
    abaixoDoMinimo: MENSAGENS_EMPRESA.taxaServico,
    maximo: 100,
    muitoAlto: MENSAGENS_EMPRESA.valorAlto,
  }).optional(),
  google_maps_api_key: texto(LIMITES.token).nullable().optional(),
  /** The storefront's colour (header, buttons); null or '' back to the product's palette. */
  cor_marca: corMarcaSchema.optional(),
  ativo: z.boolean({ error: MENSAGENS_EMPRESA.ativoInvalido }).optional(),
});
export type EmpresaConfigInput = z.input<typeof empresaConfigSchema>;
export type EmpresaConfigSalvar = z.output<typeof empresaConfigSchema>;

/** Whether a secret is saved and its last characters (the secret itself never leaves). */
export interface SegredoResumo {
  definido: boolean;
  final: string | null;
}

/** GET/PUT /api/empresas/:id answer: every field of §3 except the key, which is summarised. */
export interface EmpresaConfig {
  id: number;
  nome: string;
  cnpj: string | null;
  email: string | null;
  telefone: string | null;
  whatsapp: string | null;
  tema: Tema;
  endereco: string | null;
  endereco_completo: string | null;
  cep: string | null;
  cidade: string | null;
  estado: string | null;
  bairro: string | null;
  numero: string | null;
  complemento: string | null;
  instagram: string | null;
  facebook: string | null;
  site: string | null;
  descricao: string | null;
  horario_atendimento: string | null;
  valor_frete_minimo: number;
  valor_por_km: number;
  raio_entrega: number;
  tempo_preparo_padrao: number;
  tempo_por_km: number;
  taxa_servico_percentual: number;
  google_maps_api_key: SegredoResumo;
  /** The storefront's logo (`/api/imagens/…`, sent to PUT|DELETE /api/empresas/:id/logo). */
  logo_url: string | null;
  cor_marca: string | null;
  ativo: boolean;
  updated_at: string;
}

/**
 * POST /api/meta-pixel/config. access_token: absent or '' keeps the saved token, null removes
 * it, text replaces it.
 */
export const metaPixelConfigSchema = z.object({
  pixel_id: texto(40, {
    erro: MENSAGENS_META_PIXEL.pixelObrigatorio,
    longo: MENSAGENS_META_PIXEL.pixelInvalido,
  })
    .min(1, MENSAGENS_META_PIXEL.pixelObrigatorio)
    .pipe(z.string().regex(/^\d{1,20}$/, { error: MENSAGENS_META_PIXEL.pixelInvalido })),
  access_token: texto(LIMITES.token, { longo: MENSAGENS_META_PIXEL.tokenLongo })
    .nullable()
    .optional(),
});
export type MetaPixelConfigInput = z.input<typeof metaPixelConfigSchema>;

/** GET/POST /api/meta-pixel/config answer. */
export interface MetaPixelConfig {
  pixel_id: string | null;
  access_token: SegredoResumo;
}

/** The summary of a saved secret. */
export function resumirSegredo(segredo: string | null | undefined): SegredoResumo {
  const valor = segredo?.trim() ?? '';
  if (!valor) return { definido: false, final: null };
  // A short secret shows nothing: its last 4 would be most of it.
  return {
    definido: true,
    final: valor.length > FINAL_DO_SEGREDO * 2 ? valor.slice(-FINAL_DO_SEGREDO) : null,
  };
}
