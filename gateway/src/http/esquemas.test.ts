import { mensagemPadrao } from '@cardapio/shared-events';
import {
  amostra,
  campos,
  comValor,
  MENSAGEM_EM_INGLES,
  schemasDoContrato,
  type Caminho,
} from '../testing/fuzz';

/*
 * Every field of every payload schema the contract exports (found by walking the schemas, so a new
 * schema or field is covered with nothing to update), one wrong value at a time: no value the
 * database would refuse may pass, and every message is pt-BR.
 */

const NUL = 'a\u0000b';
const UM_MEGA = 'x'.repeat(1_000_000);

const casos = schemasDoContrato().flatMap(([nome, schema]) =>
  campos(schema).map((caminho) => ({ nome, schema, caminho, base: amostra(schema) })),
);

const rotulo = (nome: string, caminho: Caminho) => `${nome}.${caminho.join('.')}`;
const semNul = (valor: unknown) => !JSON.stringify(valor).includes('\\u0000');

test('the walk finds the schemas and their nested fields', () => {
  const nomes = casos.map((c) => rotulo(c.nome, c.caminho));
  expect(nomes).toEqual(
    expect.arrayContaining([
      'novoPedidoSchema.dados_cliente.nome',
      'perfilSchema.nome',
      'adicionarAoCarrinhoSchema.personalizacoes.0.nome',
      'chamarGarcomSchema.empresa_id',
    ]),
  );
});

test.each(casos.map((c) => [rotulo(c.nome, c.caminho), c] as const))(
  '%s: a NUL byte never passes, a 1 MB text is refused, messages are pt-BR',
  (_rotulo, { schema, caminho, base }) => {
    const comNul = schema.safeParse(comValor(base, caminho, NUL), { error: mensagemPadrao });
    if (comNul.success) expect(semNul(comNul.data)).toBe(true);
    else expect(comNul.error.issues[0]!.message).not.toMatch(MENSAGEM_EM_INGLES);

    const longo = schema.safeParse(comValor(base, caminho, UM_MEGA), { error: mensagemPadrao });
    expect(longo.success).toBe(false);
    if (!longo.success) expect(longo.error.issues[0]!.message).not.toMatch(MENSAGEM_EM_INGLES);

    for (const errado of [null, { a: 1 }, [1], true, -1.5]) {
      const r = schema.safeParse(comValor(base, caminho, errado), { error: mensagemPadrao });
      if (!r.success) expect(r.error.issues[0]!.message).not.toMatch(MENSAGEM_EM_INGLES);
    }
  },
);

/**
 * Fields that name a row of ours; pixel_id and phone_number_id are Meta's own ids (digits as
 * text, longer than an int), not rows.
 */
const NAO_SAO_LINHAS = new Set(['pixel_id', 'phone_number_id']);
const ids = casos.filter((c) => {
  const campo = String(c.caminho.at(-1));
  return /(^id|_id|Id)$/.test(campo) && !NAO_SAO_LINHAS.has(campo);
});

test.each(ids.map((c) => [rotulo(c.nome, c.caminho), c] as const))(
  '%s: ids outside the integer column are refused',
  (_rotulo, { schema, caminho, base }) => {
    for (const fora of [0, -1, 2147483648, '2147483648', 1e20, '99999999999999999999', 1.5]) {
      const r = schema.safeParse(comValor(base, caminho, fora), { error: mensagemPadrao });
      expect(r.success).toBe(false);
    }
    const limite = schema.safeParse(comValor(base, caminho, 2147483647));
    if (!limite.success)
      expect(limite.error.issues.some((i) => i.path.join('.') === caminho.join('.'))).toBe(false);
  },
);
