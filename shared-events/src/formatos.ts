/** Brazilian display formats, the same in the web and in the HTML the gateway renders. */

/** Money in integer cents, from R$ (a number, or a numeric column's text). */
export const emCentavos = (valor: number | string): number => Math.round(Number(valor) * 100);

export const apenasDigitos = (valor: string, max?: number): string => {
  const digitos = valor.replace(/\D/g, '');
  return max === undefined ? digitos : digitos.slice(0, max);
};

/** (DD) NNNNN-NNNN, at most 11 digits; 10-digit landlines read (DD) NNNN-NNNN. */
export function mascararTelefone(valor: string): string {
  const d = apenasDigitos(valor, 11);
  if (d.length === 0) return '';
  if (d.length <= 2) return `(${d}`;
  const ddd = d.slice(0, 2);
  const resto = d.slice(2);
  if (resto.length <= 4) return `(${ddd}) ${resto}`;
  if (d.length <= 10) return `(${ddd}) ${resto.slice(0, 4)}-${resto.slice(4)}`;
  return `(${ddd}) ${resto.slice(0, 5)}-${resto.slice(5)}`;
}

/** A phone as people read it; anything that is not 10 or 11 digits is shown as given. */
export function formatarTelefone(valor: string): string {
  const d = apenasDigitos(valor);
  return d.length === 10 || d.length === 11 ? mascararTelefone(d) : valor;
}

/** NN.NNN.NNN/NNNN-NN, at most 14 digits, as it is typed. */
export function mascararCnpj(valor: string): string {
  const d = apenasDigitos(valor, 14);
  const partes: Array<[number, number, string]> = [
    [0, 2, ''],
    [2, 5, '.'],
    [5, 8, '.'],
    [8, 12, '/'],
    [12, 14, '-'],
  ];
  return partes
    .filter(([inicio]) => d.length > inicio)
    .map(([inicio, fim, antes]) => antes + d.slice(inicio, fim))
    .join('');
}

/**
 * Whether 14 digits are a CNPJ: its two check digits (modulo 11, weights 5..2 and 9..2, then
 * 6..2 and 9..2) match, and not all digits are equal (00.000.000/0000-00 passes the arithmetic).
 */
export function cnpjValido(valor: string): boolean {
  const d = apenasDigitos(valor);
  if (d.length !== 14 || /^(\d)\1{13}$/.test(d)) return false;
  const digito = (base: string) => {
    const pesos =
      base.length === 12
        ? [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2]
        : [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2];
    const soma = [...base].reduce((total, c, i) => total + Number(c) * pesos[i]!, 0);
    const resto = soma % 11;
    return resto < 2 ? 0 : 11 - resto;
  };
  const primeiro = digito(d.slice(0, 12));
  const segundo = digito(d.slice(0, 12) + String(primeiro));
  return d.endsWith(`${primeiro}${segundo}`);
}

const reais = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' });

/**
 * R$ with 2 decimals (customer-side §1); non-breaking spaces become plain ones. Shared: the web's
 * cards and the storefront's first screen the gateway renders must print the same price.
 */
export function formatarReais(valor: number | string | null | undefined): string {
  const numero = typeof valor === 'string' ? Number(valor) : (valor ?? 0);
  return reais.format(Number.isFinite(numero) ? numero : 0).replace(/\s/g, ' ');
}

/* ---------- Money typed in a form ---------- */

/** What a money field answers when its text is not an amount (pt-BR, shown as typed). */
export const MENSAGENS_DINHEIRO = {
  invalido: 'Valor inválido. Use o formato 89,90.',
  /** '1.234' and '12,345': thousands or decimals? Neither reading is safe to guess. */
  ambiguo: 'Valor ambíguo. Use a vírgula para os centavos: 1.234,00 ou 1,23.',
  casas: 'Use no máximo 2 casas decimais, como 89,90.',
  negativo: 'O valor não pode ser negativo.',
  muitoAlto: 'Valor muito alto.',
} as const;

/** An amount read from text: whole cents, or why it is not one. */
export type LeituraDeDinheiro =
  { ok: true; centavos: number } | { ok: false; vazio: boolean; erro: string };

/** Digits of reais before a value is refused as absurd (cents stay exact integers). */
const DIGITOS_DE_REAIS = 13;
/** Dots as thousands separators: '1.234', '12.345.678'. */
const MILHARES = /^\d{1,3}(\.\d{3})+$/;

const falha = (erro: string, vazio = false): LeituraDeDinheiro => ({ ok: false, vazio, erro });

function centavosDe(reais: string, fracao: string, negativo: boolean): LeituraDeDinheiro {
  const digitos = reais.replace(/\./g, '').replace(/^0+(?=\d)/, '');
  if (digitos.length > DIGITOS_DE_REAIS) return falha(MENSAGENS_DINHEIRO.muitoAlto);
  const centavos = Number(digitos) * 100 + Number(fracao.padEnd(2, '0'));
  return { ok: true, centavos: negativo && centavos !== 0 ? -centavos : centavos };
}

/**
 * The one reading of an amount typed by a person, into whole cents. The comma is the decimal
 * separator and the dot groups thousands, as Brazilians write money: '89,90', '1.234,56',
 * '1234,5', 'R$ 89,90', '89'. A lone dot followed by 1 or 2 digits is a decimal too ('89.90',
 * what phone keypads and other systems give). Refused, with a message: ambiguous text ('1.234',
 * '12,345': thousands or decimals?), more than 2 decimals, several commas ('1,234,5'), letters,
 * and a minus sign unless `negativo` allows it. Empty text is `vazio` (the field says whether it
 * is required).
 */
export function lerDinheiro(texto: string, opcoes: { negativo?: boolean } = {}): LeituraDeDinheiro {
  let s = texto.trim();
  let negativo = false;
  if (s.startsWith('-')) [negativo, s] = [true, s.slice(1).trim()];
  if (/^r\$/i.test(s)) s = s.slice(2).trim();
  if (!negativo && s.startsWith('-')) [negativo, s] = [true, s.slice(1).trim()];
  if (s === '') return negativo ? falha(MENSAGENS_DINHEIRO.invalido) : falha('', true);
  if (s.length > 40 || !/^[\d.,]+$/.test(s) || !/\d/.test(s))
    return falha(MENSAGENS_DINHEIRO.invalido);

  const lido = (() => {
    const virgulas = s.split(',').length - 1;
    if (virgulas > 1) return falha(MENSAGENS_DINHEIRO.invalido);
    if (virgulas === 1) {
      const [reais = '', fracao = ''] = s.split(',');
      if (!/^\d*$/.test(fracao) || !(/^\d+$/.test(reais) || MILHARES.test(reais)))
        return falha(MENSAGENS_DINHEIRO.invalido);
      if (fracao.length === 3 && !reais.includes('.')) return falha(MENSAGENS_DINHEIRO.ambiguo);
      if (fracao.length > 2) return falha(MENSAGENS_DINHEIRO.casas);
      return centavosDe(reais, fracao, negativo);
    }
    const pontos = s.split('.').length - 1;
    if (pontos === 0) return centavosDe(s, '', negativo);
    if (pontos > 1)
      return MILHARES.test(s) ? centavosDe(s, '', negativo) : falha(MENSAGENS_DINHEIRO.invalido);
    const [reais = '', fracao = ''] = s.split('.');
    if (reais === '') return falha(MENSAGENS_DINHEIRO.invalido);
    if (fracao.length === 3) return falha(MENSAGENS_DINHEIRO.ambiguo);
    if (fracao.length > 3) return falha(MENSAGENS_DINHEIRO.casas);
    return centavosDe(reais, fracao, negativo);
  })();
  if (lido.ok && lido.centavos < 0 && !opcoes.negativo) return falha(MENSAGENS_DINHEIRO.negativo);
  return lido;
}

/**
 * An amount that arrived as a JSON number, in whole cents: it must be finite and carry at most 2
 * decimals (89.9 and 89.90 are the same; 89.999 is refused, not rounded). Floating-point noise
 * (0.1 + 0.2) is tolerated.
 */
export function centavosDoNumero(
  valor: number,
  opcoes: { negativo?: boolean } = {},
): LeituraDeDinheiro {
  if (!Number.isFinite(valor)) return falha(MENSAGENS_DINHEIRO.invalido);
  const vezes100 = valor * 100;
  const centavos = Math.round(vezes100);
  if (Math.abs(vezes100 - centavos) > Math.max(1e-6, Math.abs(vezes100) * 1e-12))
    return falha(MENSAGENS_DINHEIRO.casas);
  if (Math.abs(centavos) >= 10 ** (DIGITOS_DE_REAIS + 2))
    return falha(MENSAGENS_DINHEIRO.muitoAlto);
  if (centavos < 0 && !opcoes.negativo) return falha(MENSAGENS_DINHEIRO.negativo);
  return { ok: true, centavos: centavos === 0 ? 0 : centavos };
}

const valorDoCampo = new Intl.NumberFormat('pt-BR', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});
// Without grouping: '1.000' would read as ambiguous.
const percentualDoCampo = new Intl.NumberFormat('pt-BR', {
  maximumFractionDigits: 2,
  useGrouping: false,
});

/**
 * Cents as a money field shows them once left, without the R$ its prefix already shows:
 * 8990 → '89,90', 123456 → '1.234,56'. `percentual` drops zero decimals (1050 → '10,5').
 * `lerDinheiro` reads the text back to the same cents.
 */
export function textoDoCampoDeDinheiro(centavos: number, percentual = false): string {
  return (percentual ? percentualDoCampo : valorDoCampo).format(centavos / 100);
}

/** An amount from the API (reais, number or numeric text) as its field starts: '89,90'; '' if none. */
export function campoDeDinheiro(
  reais: number | string | null | undefined,
  percentual = false,
): string {
  if (reais === null || reais === undefined || reais === '') return '';
  const numero = Number(reais);
  return Number.isFinite(numero)
    ? textoDoCampoDeDinheiro(Math.round(numero * 100), percentual)
    : String(reais);
}

/** The largest value of a PostgreSQL `integer` (serial) column. */
export const ID_MAXIMO = 2_147_483_647;

/**
 * The id a page's path names (`/menu/:empresaId`): plain digits from 1 to ID_MAXIMO, or null for
 * anything else ('abc', '0', '1abc', '0x10', 99999999999), which names no company.
 */
export function idDoCaminho(segmento: string | undefined): number | null {
  if (segmento === undefined || !/^\d{1,10}$/.test(segmento)) return null;
  const id = Number(segmento);
  return id >= 1 && id <= ID_MAXIMO ? id : null;
}
