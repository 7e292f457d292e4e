import {
  campoDeDinheiro,
  freteConfigSchema,
  MENSAGENS_FRETE,
  type FreteConfig,
  type FreteConfigResposta,
} from '@cardapio/shared-events';
import { Button, Input, SimpleGrid, Stack } from '@chakra-ui/react';
import { useState } from 'react';
import { LuSave, LuSettings } from 'react-icons/lu';
import { comAviso } from '../../../app/comAviso';
import { validarComSchema, type ErrosDoFormulario } from '../../../app/validacao';
import { DinheiroInput } from '../../../components/DinheiroInput';
import { FormField } from '../../../components/FormField';
import { Interruptor } from '../../cardapio/gestao/components/Interruptor';
import { useSalvarFreteConfigMutation } from '../api';
import { Painel } from './Painel';

type Campo = Exclude<keyof FreteConfig, 'aceita_retirada'>;

/**
 * Money goes through the money field; the other numbers are text with the decimal keypad too (a
 * number input drops the comma of '2,5').
 */
/** The plain fields show the spec's examples as placeholders (staff-side: 25, 30, 2.5). */
const CAMPOS: {
  campo: Campo;
  rotulo: string;
  tipo: 'dinheiro' | 'decimal' | 'inteiro';
  placeholder?: string;
}[] = [
  { campo: 'valor_frete_minimo', rotulo: 'Frete mínimo (R$, até 5 km)', tipo: 'dinheiro' },
  { campo: 'valor_por_km', rotulo: 'Valor por km adicional (R$)', tipo: 'dinheiro' },
  { campo: 'raio_entrega', rotulo: 'Raio de entrega (km)', tipo: 'decimal', placeholder: '25' },
  {
    campo: 'tempo_preparo_padrao',
    rotulo: 'Tempo de preparo (min)',
    tipo: 'inteiro',
    placeholder: '30',
  },
  { campo: 'tempo_por_km', rotulo: 'Minutos a mais por km', tipo: 'decimal', placeholder: '2,5' },
];

const decimal = (n: number) => n.toLocaleString('pt-BR', { maximumFractionDigits: 2 });

interface ConfiguracoesDeFreteProps {
  config: FreteConfigResposta;
  /** Only the gestão saves; the colaborador sees the values. */
  podeEditar: boolean;
}

/** The company's freight settings (saved on the company), and pickup at the store. */
export function ConfiguracoesDeFrete({ config, podeEditar }: ConfiguracoesDeFreteProps) {
  const [valores, setValores] = useState<Record<Campo, string>>(() => ({
    valor_frete_minimo: campoDeDinheiro(config.valor_frete_minimo),
    valor_por_km: campoDeDinheiro(config.valor_por_km),
    raio_entrega: decimal(config.raio_entrega),
    tempo_preparo_padrao: String(config.tempo_preparo_padrao),
    tempo_por_km: decimal(config.tempo_por_km),
  }));
  const [retirada, setRetirada] = useState(config.aceita_retirada);
  const [erros, setErros] = useState<ErrosDoFormulario>({});
  const [salvar, salvando] = useSalvarFreteConfigMutation();

  async function enviar() {
    const resultado = validarComSchema(freteConfigSchema, {
      ...valores,
      aceita_retirada: retirada,
    });
    if (!resultado.ok) {
      setErros(resultado.erros);
      return;
    }
    await comAviso('salvar-frete', () => salvar(resultado.dados).unwrap(), {
      sucesso: MENSAGENS_FRETE.configSalva,
      erro: MENSAGENS_FRETE.erroSalvar,
    });
  }

  return (
    <Painel
      titulo="Configurações de Frete"
      descricao="Valem para o cálculo desta tela e para o carrinho dos clientes."
      icone={<LuSettings />}
      testId="configuracoes-de-frete"
    >
      <Stack gap="4">
        <SimpleGrid columns={{ base: 1, sm: 2, xl: 3 }} gap="4">
          {CAMPOS.map(({ campo, rotulo, tipo, placeholder }) => {
            const mudar = (texto: string) => {
              setValores((v) => ({ ...v, [campo]: texto }));
              setErros(({ [campo]: _, ...resto }) => resto);
            };
            return (
              <FormField
                key={campo}
                label={rotulo}
                invalid={Boolean(erros[campo])}
                error={erros[campo]}
              >
                {tipo === 'dinheiro' ? (
                  <DinheiroInput
                    name={campo}
                    value={valores[campo]}
                    readOnly={!podeEditar}
                    onValueChange={mudar}
                    onErro={(erro) => setErros((e) => ({ ...e, [campo]: erro }))}
                    rounded="lg"
                  />
                ) : (
                  <Input
                    name={campo}
                    inputMode={tipo === 'inteiro' ? 'numeric' : 'decimal'}
                    placeholder={placeholder}
                    autoComplete="off"
                    value={valores[campo]}
                    readOnly={!podeEditar}
                    onChange={(e) => mudar(e.target.value)}
                    rounded="lg"
                  />
                )}
              </FormField>
            );
          })}
        </SimpleGrid>
        <Interruptor
          rotulo="Retirar no local"
          descricao="O cliente pode escolher buscar o pedido na loja, sem frete e sem endereço."
          ligado={retirada}
          onChange={(ligado) => podeEditar && setRetirada(ligado)}
        />
        {podeEditar && (
          <Button
            alignSelf={{ base: 'stretch', sm: 'flex-end' }}
            colorPalette="brand"
            rounded="xl"
            minH="11"
            loading={salvando.isLoading}
            onClick={() => void enviar()}
          >
            <LuSave /> Salvar Configurações
          </Button>
        )}
      </Stack>
    </Painel>
  );
}
