import { useState } from 'react';
import { validarComSchema, type ErrosDoFormulario } from '../app/validacao';

type ChaveDeTexto<V> = { [K in keyof V]: V[K] extends string ? K : never }[keyof V] & string;
type ChaveDeSimOuNao<V> = { [K in keyof V]: V[K] extends boolean ? K : never }[keyof V] & string;

/**
 * A form's values and the schema's messages (validarComSchema), each message cleared as its
 * field changes; `campo`, `dinheiro` and `interruptor` bind a CampoDeTexto, a CampoDeDinheiro or
 * an Interruptor to one value.
 */
export function useCampos<V extends object>(iniciais: V | (() => V)) {
  const [valores, setValores] = useState<V>(iniciais);
  const [erros, setErros] = useState<ErrosDoFormulario>({});

  const limpar = (campo: string) => setErros(({ [campo]: _removido, ...resto }) => resto);
  const mudar = <K extends keyof V & string>(campo: K, valor: V[K]) => {
    setValores((v) => ({ ...v, [campo]: valor }));
    limpar(campo);
  };
  const campo = <K extends ChaveDeTexto<V>>(nome: K) => ({
    name: nome,
    valor: valores[nome] as string,
    erro: erros[nome],
    onValor: (texto: string) => mudar(nome, texto as V[K]),
  });
  /** A money field also hears the parser's message when it is left with what is not an amount. */
  const dinheiro = <K extends ChaveDeTexto<V>>(nome: K) => ({
    ...campo(nome),
    onErro: (mensagem: string) => setErros((e) => ({ ...e, [nome]: mensagem })),
  });

  const interruptor = <K extends ChaveDeSimOuNao<V>>(nome: K) => ({
    ligado: valores[nome] as boolean,
    onChange: (ligado: boolean) => mudar(nome, ligado as V[K]),
  });
  /** The entry (by default the values) as the schema reads it; or null, its messages shown. */
  const validar = <T>(
    schema: Parameters<typeof validarComSchema<T>>[0],
    entrada: unknown = valores,
  ): T | null => {
    const resultado = validarComSchema(schema, entrada);
    if (resultado.ok) return resultado.dados;
    setErros(resultado.erros);
    return null;
  };

  return { valores, erros, setErros, mudar, campo, dinheiro, interruptor, validar };
}
