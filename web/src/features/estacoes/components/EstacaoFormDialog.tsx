import { estacaoFormSchema, normalizarCor, type Estacao } from '@cardapio/shared-events';
import { chakra, HStack, Input, Stack } from '@chakra-ui/react';
import { LuCheck } from 'react-icons/lu';
import { comAviso } from '../../../app/comAviso';
import { CampoDeTexto } from '../../../components/CampoDeTexto';
import { FormDialog } from '../../../components/FormDialog';
import { FormField } from '../../../components/FormField';
import { useCampos } from '../../../components/useCampos';
import { Interruptor } from '../../cardapio/gestao/components/Interruptor';
import { useAtualizarEstacaoMutation, useCriarEstacaoMutation } from '../api';
import {
  ajudaDoAlvo,
  CORES_SUGERIDAS,
  corMostrada,
  entradaDoFormulario,
  TEXTOS_ESTACAO,
  valoresIniciais,
} from '../formulario';

const SeletorDeCor = chakra('input');

interface EstacaoFormDialogProps {
  /** null: a new station. */
  estacao: Estacao | null;
  /** Every station (a new one is suggested after the last). */
  estacoes: Estacao[];
  onFechar: () => void;
}

/** Create or edit a kitchen station (issue 29 §1), validated by the shared schema. */
export function EstacaoFormDialog({ estacao, estacoes, onFechar }: EstacaoFormDialogProps) {
  const { valores, erros, mudar, campo, interruptor, validar } = useCampos(() =>
    valoresIniciais(estacao, estacoes),
  );
  const [criar] = useCriarEstacaoMutation();
  const [atualizar] = useAtualizarEstacaoMutation();
  const escolhida = normalizarCor(valores.cor);

  async function salvar() {
    const dados = validar(estacaoFormSchema, entradaDoFormulario(valores));
    if (!dados) return false;
    return comAviso(
      'salvar-estacao',
      () => (estacao ? atualizar({ id: estacao.id, dados }) : criar(dados)).unwrap(),
      {
        sucesso: estacao ? TEXTOS_ESTACAO.estacaoAtualizada : TEXTOS_ESTACAO.estacaoCriada,
        erro: TEXTOS_ESTACAO.erroSalvar,
      },
    );
  }

  return (
    <FormDialog
      titulo={estacao ? 'Editar estação' : 'Nova estação'}
      descricao={estacao ? estacao.nome : 'Uma parte da cozinha, com a sua tela'}
      onSalvar={salvar}
      onFechar={onFechar}
      testId="estacao-form"
    >
      <Stack gap="4">
        <CampoDeTexto
          rotulo="Nome"
          {...campo('nome')}
          placeholder="Ex.: Bar, Chapa, Confeitaria"
          autoComplete="off"
        />
        <FormField label="Cor" error={erros.cor} helper="Marca os itens desta estação nas telas">
          <HStack gap="2" w="full">
            <SeletorDeCor
              type="color"
              aria-label="Escolher a cor no seletor"
              value={corMostrada(valores.cor)}
              onChange={(e) => mudar('cor', e.currentTarget.value.toUpperCase())}
              w="12"
              h="10"
              p="1"
              flexShrink={0}
              rounded="lg"
              borderWidth="1px"
              borderColor="border"
              bg="bg.panel"
              cursor="pointer"
            />
            <Input
              name="cor"
              value={valores.cor}
              onChange={(e) => mudar('cor', e.target.value)}
              placeholder="#1D4ED8"
              maxLength={20}
              autoComplete="off"
              spellCheck={false}
              fontFamily="mono"
              rounded="lg"
              flex="1"
              minW="0"
            />
          </HStack>
        </FormField>
        <HStack gap="2" wrap="wrap" role="group" aria-label="Cores sugeridas">
          {CORES_SUGERIDAS.map(({ nome, cor }) => {
            const marcada = escolhida === cor;
            return (
              <chakra.button
                key={cor}
                type="button"
                aria-label={`Cor ${nome}`}
                aria-pressed={marcada}
                title={nome}
                onClick={() => mudar('cor', cor.toUpperCase())}
                boxSize={{ base: '11', md: '8' }}
                rounded="full"
                bg={cor}
                color="white"
                display="grid"
                placeItems="center"
                cursor="pointer"
                outline={marcada ? '2px solid' : undefined}
                outlineColor="fg"
                outlineOffset="2px"
                _focusVisible={{ outline: '2px solid', outlineColor: 'brand.solid' }}
              >
                {marcada && <LuCheck aria-hidden />}
              </chakra.button>
            );
          })}
        </HStack>
        <CampoDeTexto
          rotulo="Ordem"
          {...campo('ordem')}
          ajuda="Menor número aparece primeiro nas telas e nas listas"
          type="number"
          inputMode="numeric"
          min={0}
          max={9999}
          step={1}
        />
        <CampoDeTexto
          rotulo="Tempo alvo por pedido (min)"
          {...campo('alvo_min')}
          ajuda={ajudaDoAlvo(valores.alvo_min)}
          placeholder="Opcional"
          type="number"
          inputMode="numeric"
          min={1}
          max={240}
          step={1}
        />
        <Interruptor
          rotulo="Ativa"
          descricao="Inativa, não recebe itens novos: eles seguem a estação da categoria ou vão para todas as telas"
          {...interruptor('ativo')}
        />
      </Stack>
    </FormDialog>
  );
}
