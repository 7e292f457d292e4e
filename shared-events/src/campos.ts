import { z } from 'zod';
import { centavosDoNumero, ID_MAXIMO, lerDinheiro, MENSAGENS_DINHEIRO } from './formatos';

/**
 * Field schemas every payload is built from, so that no value the database would refuse gets
 * past validation: ids in the range of an `integer` column, text without NUL (PostgreSQL refuses
 * `\u0000` in text and jsonb) and with a length limit, dates PostgreSQL and JavaScript agree on.
 */

export const MENSAGEM_CARACTERE_INVALIDO = 'O texto contém caracteres inválidos';
export const MENSAGEM_CORPO_INVALIDO = 'Corpo da requisição inválido';

const semNul = (valor: string) => !valor.includes('\u0000');

/**
 * A row id: a whole number from 1 to ID_MAXIMO, given as a number or as digits (forms, query
 * strings, route parameters). Anything else (booleans, arrays, 1.5, 2^31) answers `mensagem`.
 */
export const idSchema = (mensagem = 'Identificador inválido') =>
  z
    .union(
      [
        z.number(),
        z
          .string()
          .trim()
          // A string of the wrong shape is this option's issue alone: it needs the message too.
          .regex(/^\d{1,10}$/, { error: mensagem }),
      ],
      { error: mensagem },
    )
    .transform(Number)
    .pipe(
      z
        .number({ error: mensagem })
        .int({ error: mensagem })
        .min(1, { error: mensagem })
        .max(ID_MAXIMO, { error: mensagem }),
    );

export interface OpcoesTexto {
  /** Answered when the value is missing or not text (default: the gateway names the field). */
  erro?: string;
  /** Answered when the text is longer than the limit (default: names the field and the limit). */
  longo?: string;
  /** Trims spaces first (default); false for passwords and tokens. */
  aparar?: boolean;
}

/**
 * Text that enters the system: trimmed (unless `aparar: false`), at most `max` characters and
 * without NUL. Chain `.min(1, …)` for required fields.
 */
export function texto(max: number, opcoes: OpcoesTexto = {}) {
  const base = z.string(opcoes.erro === undefined ? undefined : { error: opcoes.erro });
  return (opcoes.aparar === false ? base : base.trim())
    .max(max, opcoes.longo === undefined ? undefined : { error: opcoes.longo })
    .refine(semNul, { error: MENSAGEM_CARACTERE_INVALIDO });
}

/** An e-mail typed in a form: required, well formed, kept in lower case. */
export const campoEmail = (mensagemObrigatorio: string, mensagemInvalido: string) =>
  texto(LIMITES.email, { erro: mensagemObrigatorio, longo: mensagemInvalido })
    .min(1, mensagemObrigatorio)
    .pipe(z.email({ error: mensagemInvalido }))
    .transform((v) => v.toLowerCase());

/** Digits typed with or without a mask ('(48) 99999-0000'): only the digits are kept. */
export const campoDigitos = (max: number, mensagem: string) =>
  texto(40, { longo: mensagem })
    .transform((v) => v.replace(/\D/g, ''))
    .refine((v) => v.length <= max, mensagem);

/** A password: required and never trimmed. */
export const campoSenha = (mensagem: string) =>
  texto(LIMITES.senha, {
    erro: mensagem,
    aparar: false,
    longo: `A senha deve ter no máximo ${LIMITES.senha} caracteres`,
  }).min(1, mensagem);

/** Optional free text (notes): empty becomes null. */
export const textoOpcional = (max: number, longo?: string) =>
  texto(max, { longo })
    .nullish()
    .transform((v) => (v ? v : null));

export interface OpcoesDinheiro {
  /** Answered when the amount is missing ('', null or absent). */
  obrigatorio: string;
  /** The largest amount, in reais, and its message. */
  maximo: number;
  muitoAlto: string;
  /** The smallest amount, in reais (default 0), and its message (default: the parser's). */
  minimo?: number;
  abaixoDoMinimo?: string;
}

/**
 * Money a payload carries: a JSON number with at most 2 decimals, or the text a person typed in
 * the Brazilian format ('89,90', '1.234,56', 'R$ 89,90'), read by `lerDinheiro`: the web forms
 * and the server read it the same way, so '89,90' is 89.9 everywhere and an ambiguous '1.234'
 * is refused with the parser's message. The output is reais (a number with 2 decimals).
 */
export function dinheiro(opcoes: OpcoesDinheiro) {
  const { obrigatorio, maximo, muitoAlto } = opcoes;
  const minimo = opcoes.minimo ?? 0;
  const abaixoDoMinimo = opcoes.abaixoDoMinimo ?? MENSAGENS_DINHEIRO.negativo;
  return z
    .union([z.number(), z.string()], {
      error: (issue) =>
        issue.input === undefined || issue.input === null
          ? obrigatorio
          : MENSAGENS_DINHEIRO.invalido,
    })
    .transform((valor, ctx) => {
      // A negative amount answers the field's own minimum message, typed or sent as a number.
      const lido =
        typeof valor === 'number'
          ? centavosDoNumero(valor, { negativo: true })
          : lerDinheiro(valor, { negativo: true });
      const erro = !lido.ok
        ? lido.vazio
          ? obrigatorio
          : lido.erro
        : lido.centavos < Math.round(minimo * 100)
          ? abaixoDoMinimo
          : lido.centavos > Math.round(maximo * 100)
            ? muitoAlto
            : null;
      if (erro !== null || !lido.ok) {
        ctx.addIssue({ code: 'custom', message: erro ?? obrigatorio });
        return z.NEVER;
      }
      return lido.centavos / 100;
    });
}

/** Optional money ('', null and absent are null). */
export const dinheiroOpcional = (opcoes: Omit<OpcoesDinheiro, 'obrigatorio'>) =>
  z.preprocess(
    (v) => (v === '' || v === undefined || (typeof v === 'string' && v.trim() === '') ? null : v),
    dinheiro({ ...opcoes, obrigatorio: MENSAGENS_DINHEIRO.invalido }).nullable(),
  );

/** Sizes of the common fields (characters). */
export const LIMITES = {
  nome: 100,
  email: 254,
  senha: 128,
  telefone: 20,
  cep: 9,
  endereco: 200,
  cidade: 100,
  estado: 2,
  observacoes: 500,
  token: 512,
} as const;

function contemNul(valor: unknown, profundidade = 0): boolean {
  if (typeof valor === 'string') return !semNul(valor);
  if (profundidade > 20 || valor === null || typeof valor !== 'object') return false;
  return Object.entries(valor).some(
    ([chave, v]) => !semNul(chave) || contemNul(v, profundidade + 1),
  );
}

/**
 * Free-form JSON kept or ignored as it came (informative fields): no NUL anywhere inside and at
 * most `maxCaracteres` once serialized.
 */
export const jsonLivre = (maxCaracteres = 2000) =>
  z
    .unknown()
    .refine((v) => !contemNul(v), { error: MENSAGEM_CARACTERE_INVALIDO })
    .refine((v) => v === undefined || (JSON.stringify(v)?.length ?? 0) <= maxCaracteres, {
      error: 'Dados muito longos',
    });

/** Dates a query may ask for: PostgreSQL and JavaScript both represent these exactly. */
export const DATA_MINIMA = new Date('1970-01-01T00:00:00Z');
export const DATA_MAXIMA = new Date('2100-01-01T00:00:00Z');

/** A date or instant (ISO 8601) between DATA_MINIMA and DATA_MAXIMA. */
export const dataSchema = (mensagem = 'Data inválida') =>
  texto(40, { erro: mensagem, longo: mensagem })
    .refine((v) => !Number.isNaN(Date.parse(v)), { error: mensagem })
    .transform((v) => new Date(v))
    .refine((d) => d >= DATA_MINIMA && d <= DATA_MAXIMA, {
      error: 'Data fora do intervalo permitido (de 1970 a 2100)',
    });

/**
 * The pt-BR message of an issue whose schema set none (zod's own are English), naming the field:
 * pass it as `{ error: mensagemPadrao }` to safeParse.
 */
export const mensagemPadrao: z.core.$ZodErrorMap = (issue) => {
  const caminho = (issue.path ?? []).map(String).join('.');
  if (caminho === '') return MENSAGEM_CORPO_INVALIDO;
  const campo = `Campo ${caminho}`;
  switch (issue.code) {
    case 'invalid_type':
      return issue.input === undefined ? `${campo} é obrigatório` : `${campo} inválido`;
    case 'too_big':
      return issue.origin === 'string'
        ? `${campo} muito longo: use no máximo ${issue.maximum} caracteres`
        : issue.origin === 'array'
          ? `${campo}: no máximo ${issue.maximum} itens`
          : `${campo}: o máximo é ${issue.maximum}`;
    case 'too_small':
      return issue.origin === 'string'
        ? `${campo} é obrigatório`
        : issue.origin === 'array'
          ? `${campo}: pelo menos ${issue.minimum} itens`
          : `${campo}: o mínimo é ${issue.minimum}`;
    default:
      return `${campo} inválido`;
  }
};

/** The customer's notes on an item or an order (customer-side §7). */
export const observacoesDoCliente = textoOpcional(LIMITES.observacoes, 'Máximo de 500 caracteres');
