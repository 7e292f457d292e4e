import { z } from 'zod';
import { dinheiro, dinheiroOpcional, idSchema, LIMITES, texto } from './campos';

/**
 * The back-office freight screen (staff-side §2 Freight, §5 Freight by address, §7, §8): the
 * company's freight settings, its delivery neighbourhoods and pickup at the store. The server
 * validates with these schemas and the web forms with the same ones.
 */
export const MENSAGENS_FRETE = {
  camposObrigatorios: 'Preencha todos os campos obrigatórios',
  cepInvalido: 'Digite um CEP válido',
  erroCalcular: 'Erro ao calcular frete',
  erroCarregar: 'Erro ao carregar configurações de frete',
  erroSalvar: 'Erro ao salvar configurações',
  configSalva: 'Configurações salvas com sucesso!',
  foraDaArea: 'Fora da área de entrega',
  /** The unknown or inactive neighbourhood, named. */
  bairroNaoAtendido: (bairro: string) => `Não entregamos no bairro ${bairro}`,
  alemDoRaio: (km: number, raio: number) =>
    `O endereço fica a ${km.toLocaleString('pt-BR')} km e entregamos até ${raio.toLocaleString('pt-BR')} km`,
  valorInvalido: 'Informe um valor maior ou igual a 0',
  valorMuitoAlto: 'Valor muito alto',
  tempoInvalido: 'Informe um tempo inteiro maior ou igual a 0',
  bairroObrigatorio: 'Nome do bairro é obrigatório',
  distanciaOuValor: 'Informe a distância ou um valor fixo',
  bairroDuplicado: 'Este bairro já está cadastrado',
  bairroNaoEncontrado: 'Bairro não encontrado',
  bairroCriado: 'Bairro adicionado com sucesso!',
  bairroAtualizado: 'Bairro atualizado com sucesso!',
  bairroExcluido: 'Bairro excluído com sucesso!',
  erroSalvarBairro: 'Erro ao salvar bairro',
  erroExcluirBairro: 'Erro ao excluir bairro',
  confirmarExclusao: 'Tem certeza que deseja excluir este bairro?',
  retiradaIndisponivel: 'A retirada no local não está disponível nesta loja',
} as const;

const LIMITE_VALOR = 99_999.99;
const LIMITE_KM = 10_000;

/** A number typed in a form or sent by JSON ('' is missing); never NaN or Infinity. */
const numero = (mensagem: string, max: number, maxMensagem = MENSAGENS_FRETE.valorMuitoAlto) =>
  z.preprocess(
    // null and '' are missing (coercion would read them as 0); booleans are not numbers.
    (v) =>
      typeof v === 'string'
        ? v.trim() === ''
          ? undefined
          : v.trim().replace(',', '.')
        : v === null || typeof v === 'boolean'
          ? undefined
          : v,
    z.coerce
      .number({ error: mensagem })
      .refine(Number.isFinite, { error: mensagem })
      .pipe(
        z
          .number()
          .min(0, mensagem)
          .max(max, maxMensagem)
          .transform((v) => Math.round(v * 100) / 100),
      ),
  );

/** An optional number: '', null and absent are null. */
const numeroOpcional = (mensagem: string, max: number) =>
  z.preprocess((v) => (v === '' || v === undefined ? null : v), numero(mensagem, max).nullable());

/** A fee in reais, typed the Brazilian way ('7,50') or a number: see `dinheiro`. */
const taxa = () =>
  dinheiro({
    obrigatorio: MENSAGENS_FRETE.valorInvalido,
    abaixoDoMinimo: MENSAGENS_FRETE.valorInvalido,
    maximo: LIMITE_VALOR,
    muitoAlto: MENSAGENS_FRETE.valorMuitoAlto,
  });

/** PUT /api/frete/config (gestão): the company's freight settings and whether it offers pickup. */
export const freteConfigSchema = z.object({
  valor_frete_minimo: taxa(),
  valor_por_km: taxa(),
  raio_entrega: numero(MENSAGENS_FRETE.valorInvalido, LIMITE_KM),
  tempo_preparo_padrao: numero(MENSAGENS_FRETE.tempoInvalido, 1440).pipe(
    z.number().int(MENSAGENS_FRETE.tempoInvalido),
  ),
  tempo_por_km: numero(MENSAGENS_FRETE.valorInvalido, 600),
  aceita_retirada: z.boolean({ error: 'Campo aceita_retirada deve ser verdadeiro ou falso' }),
});
export type FreteConfigInput = z.input<typeof freteConfigSchema>;
export type FreteConfig = z.output<typeof freteConfigSchema>;

/**
 * POST /api/frete/bairros and PUT /api/frete/bairros/:id (gestão): a delivery neighbourhood,
 * priced by its distance (the fee rule) or by a fixed fee; inactive ones are not served.
 */
export const bairroFreteSchema = z
  .object({
    bairro: texto(LIMITES.endereco, { erro: MENSAGENS_FRETE.bairroObrigatorio }).min(
      1,
      MENSAGENS_FRETE.bairroObrigatorio,
    ),
    distancia_km: numeroOpcional(MENSAGENS_FRETE.valorInvalido, LIMITE_KM),
    valor_fixo: dinheiroOpcional({
      abaixoDoMinimo: MENSAGENS_FRETE.valorInvalido,
      maximo: LIMITE_VALOR,
      muitoAlto: MENSAGENS_FRETE.valorMuitoAlto,
    }),
    ativo: z.boolean({ error: 'Campo ativo deve ser verdadeiro ou falso' }).default(true),
  })
  .refine((b) => b.distancia_km !== null || b.valor_fixo !== null, {
    error: MENSAGENS_FRETE.distanciaOuValor,
    path: ['distancia_km'],
  });
export type BairroFreteInput = z.input<typeof bairroFreteSchema>;
export type BairroFreteForm = z.output<typeof bairroFreteSchema>;

/** A delivery neighbourhood as the API answers it. */
export interface BairroFrete {
  id: number;
  bairro: string;
  distancia_km: number | null;
  valor_fixo: number | null;
  ativo: boolean;
  updated_at: string;
}

/** GET /api/frete/config: the settings plus the neighbourhoods. */
export interface FreteConfigResposta extends FreteConfig {
  bairros: BairroFrete[];
}

/** The four fields an address needs, each with the message of the screen that asks for it. */
const camposDoEndereco = (mensagem: string) => {
  const campo = (max: number) => texto(max, { erro: mensagem }).min(1, mensagem);
  return {
    rua: campo(LIMITES.endereco),
    numero_casa: campo(20),
    bairro: campo(LIMITES.endereco),
    cep: campo(LIMITES.cep + 1),
    cidade: texto(LIMITES.cidade).optional(),
    estado: texto(LIMITES.cidade).optional(),
  };
};

export const enderecoSchema = z.object({
  ...camposDoEndereco('Configure o endereço de entrega'),
  complemento: texto(LIMITES.endereco).optional(),
  referencia: texto(LIMITES.endereco).optional(),
});

export const calcularFreteSchema = z.object({
  ...camposDoEndereco('Preencha todos os campos obrigatórios'),
  empresa_id: idSchema('Empresa inválida').default(1),
});
export type CalcularFreteInput = z.output<typeof calcularFreteSchema>;
