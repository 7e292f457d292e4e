import type { CarrinhoResposta, FreteResultado } from '@cardapio/shared-events';
import {
  Alert,
  Badge,
  Box,
  Button,
  Field,
  Grid,
  HStack,
  Input,
  SimpleGrid,
  Stack,
  Text,
} from '@chakra-ui/react';
import { useState, type ComponentProps, type ReactNode } from 'react';
import {
  LuClock,
  LuMapPin,
  LuPencil,
  LuRoute,
  LuStore,
  LuTruck,
  LuUserRound,
} from 'react-icons/lu';
import { mascararCep } from '../../../app/format';
import { mensagemDeErro } from '../../../app/http';
import { useClienteDaEmpresa } from '../../auth/useClienteDaEmpresa';
import { useCalcularFreteMutation, useInfoFreteQuery } from '../api';
import {
  chaveDoEndereco,
  enderecoCompleto,
  enderecoParaApi,
  entregaGratisAtiva,
  type CampoDoEndereco,
  type EstadoDeEntrega,
} from '../entrega';
import { formatarReais } from '../../../app/format';
import { enderecoEmTexto, formatarDistancia, formatarMinutos } from '../formatacao';
import { AlertaForaDaArea } from '../../../components/AlertaForaDaArea';

export const ERRO_DE_FRETE = 'Não foi possível calcular o frete. Verifique o endereço informado.';

/** Spec §9 defaults when GET /api/frete/info fails. */
const INFO_PADRAO = { minimo: 5, valorPorKm: 1, areaMaxima: 20 };

interface EnderecoEFreteProps {
  empresaId: number;
  carrinho: CarrinhoResposta | null | undefined;
  entrega: EstadoDeEntrega;
  /**
   * Staff taking an order by phone (issue 31 §1): the delivery type is chosen beside it and the
   * address is the customer's, so no pickup choice and no 'Faça login' hint.
   */
  equipe?: boolean;
}

/** Customer-side §2 'address and freight card': the delivery address and its freight. */
export function EnderecoEFrete({
  empresaId,
  carrinho,
  entrega,
  equipe = false,
}: EnderecoEFreteProps) {
  const usuario = useClienteDaEmpresa(empresaId);
  const { endereco, alterarCampo, frete, definirFrete, retirada, definirRetirada } = entrega;
  const completo = enderecoCompleto(endereco);
  const [editando, setEditando] = useState(!completo);
  const [erro, setErro] = useState<{ chave: string; mensagem: string } | null>(null);
  const [calcular, { isLoading: calculando }] = useCalcularFreteMutation();
  const { data: info } = useInfoFreteQuery(empresaId);
  const regras = info?.sucesso && info.dados ? info.dados : INFO_PADRAO;
  const ofereceRetirada = Boolean(info?.dados?.retirada);
  const chave = chaveDoEndereco(endereco);
  const erroAtual = erro && erro.chave === chave ? erro.mensagem : null;
  const gratis = entregaGratisAtiva(carrinho);
  const mostrarFormulario = editando || !completo;

  function alterar(campo: CampoDoEndereco, valor: string) {
    alterarCampo(campo, campo === 'cep' ? mascararCep(valor) : valor);
    setErro(null);
  }

  async function calcularFrete() {
    setErro(null);
    try {
      const resposta = await calcular({
        ...enderecoParaApi(endereco),
        empresa_id: empresaId,
      }).unwrap();
      if (resposta.sucesso && resposta.dados) definirFrete(resposta.dados);
      else setErro({ chave, mensagem: resposta.erro || ERRO_DE_FRETE });
    } catch (falha) {
      setErro({ chave, mensagem: mensagemDeErro(falha, ERRO_DE_FRETE) });
    }
  }

  const campo = (
    nome: CampoDoEndereco,
    rotulo: string,
    extra: Partial<ComponentProps<typeof Input>> = {},
  ) => (
    <Field.Root required={nome !== 'cidade' && nome !== 'estado'}>
      <Field.Label fontSize="sm" fontWeight="semibold">
        {rotulo}
      </Field.Label>
      <Input
        value={endereco[nome]}
        onChange={(e) => alterar(nome, e.target.value)}
        size="lg"
        rounded="xl"
        bg="bg"
        {...extra}
      />
    </Field.Root>
  );

  return (
    <Box
      as="section"
      aria-labelledby="titulo-endereco"
      rounded="2xl"
      borderWidth="1px"
      borderColor="border.subtle"
      bg="bg.subtle"
      p={{ base: '4', md: '5' }}
      data-testid="endereco-e-frete"
    >
      {ofereceRetirada && !equipe && (
        <EscolhaDeEntrega retirada={retirada} onChange={definirRetirada} />
      )}
      {retirada ? (
        <HStack
          gap="3"
          p="3"
          rounded="xl"
          bg="bg.panel"
          borderWidth="1px"
          borderColor="border.subtle"
          data-testid="retirada-no-local"
        >
          <Box color="brand.fg" fontSize="lg">
            <LuStore />
          </Box>
          <Stack gap="0.5">
            <Text fontWeight="bold">Retirar no local</Text>
            <Text fontSize="sm" color="fg.muted">
              Busque seu pedido na loja quando estiver pronto. Sem taxa de entrega.
            </Text>
          </Stack>
        </HStack>
      ) : (
        <>
          <HStack justify="space-between" mb="3" gap="2">
            <HStack gap="2.5">
              <Box color="brand.fg" fontSize="lg">
                <LuMapPin />
              </Box>
              <Text id="titulo-endereco" fontWeight="bold">
                Endereço de entrega
              </Text>
            </HStack>
            {completo && !mostrarFormulario && (
              <Button
                size="sm"
                variant="ghost"
                colorPalette="brand"
                onClick={() => setEditando(true)}
              >
                <LuPencil /> Alterar
              </Button>
            )}
            {completo && editando && (
              <Button size="sm" variant="ghost" onClick={() => setEditando(false)}>
                Pronto
              </Button>
            )}
          </HStack>

          {!usuario && !equipe && (
            <HStack
              gap="2"
              mb="3"
              p="3"
              rounded="xl"
              bg="bg.panel"
              fontSize="sm"
              color="fg.muted"
              borderWidth="1px"
              borderColor="border.subtle"
            >
              <LuUserRound />
              <Text>Faça login para usar seu endereço salvo.</Text>
            </HStack>
          )}

          {mostrarFormulario ? (
            <Stack gap="3">
              {campo('rua', 'Rua', {
                autoComplete: 'address-line1',
                placeholder: 'Rua, avenida...',
              })}
              <Grid templateColumns="minmax(0, 2fr) minmax(0, 3fr)" gap="3">
                {campo('numero_casa', 'Número', { inputMode: 'numeric', autoComplete: 'off' })}
                {campo('bairro', 'Bairro', { autoComplete: 'address-level3' })}
              </Grid>
              <Grid templateColumns="minmax(0, 3fr) minmax(0, 1fr)" gap="3">
                {campo('cidade', 'Cidade', { autoComplete: 'address-level2' })}
                {campo('estado', 'Estado', {
                  maxLength: 2,
                  textTransform: 'uppercase',
                  autoComplete: 'address-level1',
                })}
              </Grid>
              {campo('cep', 'CEP', {
                inputMode: 'numeric',
                autoComplete: 'postal-code',
                placeholder: '00000-000',
              })}
            </Stack>
          ) : (
            <Text fontSize="sm" lineHeight="1.6" data-testid="endereco-resumo">
              {enderecoEmTexto(enderecoParaApi(endereco))}
            </Text>
          )}

          <Stack gap="3" mt="4">
            <Button
              colorPalette="brand"
              variant={frete ? 'subtle' : 'outline'}
              size="lg"
              rounded="xl"
              bg={frete ? undefined : 'bg.panel'}
              disabled={!completo || calculando || frete !== null}
              loading={calculando}
              loadingText="Calculando..."
              onClick={() => void calcularFrete()}
            >
              <LuTruck /> Calcular Frete
            </Button>

            {erroAtual && (
              <Alert.Root status="error" rounded="xl" size="sm">
                <Alert.Indicator />
                <Alert.Title>{erroAtual}</Alert.Title>
              </Alert.Root>
            )}

            {frete && <ResultadoDoFrete frete={frete} gratis={gratis} />}

            {!frete && !erroAtual && (
              <Text fontSize="xs" color="fg.muted" lineHeight="1.5">
                Taxa de {formatarReais(regras.minimo)} até 5 km e {formatarReais(regras.valorPorKm)}{' '}
                por km adicional. Entregamos em até {regras.areaMaxima} km.
              </Text>
            )}
          </Stack>
        </>
      )}
    </Box>
  );
}

/** Delivery or pickup, when the company offers pickup (two 44 px choices). */
function EscolhaDeEntrega({
  retirada,
  onChange,
}: {
  retirada: boolean;
  onChange: (retirada: boolean) => void;
}) {
  const opcao = (ativa: boolean, rotulo: string, icone: ReactNode, valor: boolean) => (
    <Button
      flex="1"
      minH="11"
      rounded="xl"
      colorPalette="brand"
      variant={ativa ? 'solid' : 'outline'}
      bg={ativa ? undefined : 'bg.panel'}
      aria-pressed={ativa}
      onClick={() => onChange(valor)}
    >
      {icone} {rotulo}
    </Button>
  );
  return (
    <HStack gap="2" mb="4" role="group" aria-label="Como receber o pedido">
      {opcao(!retirada, 'Entregar', <LuTruck />, false)}
      {opcao(retirada, 'Retirar no local', <LuStore />, true)}
    </HStack>
  );
}

function ResultadoDoFrete({ frete, gratis }: { frete: FreteResultado; gratis: boolean }) {
  if (frete.foraDaArea) {
    return (
      <AlertaForaDaArea alignItems="flex-start" data-testid="fora-da-area">
        <Text>Infelizmente não estamos disponíveis no seu local</Text>
        <Text mt="1" fontWeight="semibold">
          {frete.motivo ??
            `Distância: ${frete.distancia ? formatarDistancia(frete.distancia) : 'mais de 25km'}`}
        </Text>
      </AlertaForaDaArea>
    );
  }
  return (
    <Box
      rounded="xl"
      borderWidth="1px"
      borderColor="green.muted"
      bg="green.subtle"
      p="4"
      data-testid="resultado-do-frete"
    >
      <SimpleGrid columns={3} gap="2">
        <Dado icone={<LuRoute />} rotulo="Distância" valor={formatarDistancia(frete.distancia)} />
        <Dado
          icone={<LuTruck />}
          rotulo="Frete"
          valor={
            gratis ? (
              <HStack gap="1.5" wrap="wrap">
                <Badge colorPalette="green" variant="solid" rounded="full">
                  Grátis
                </Badge>
                <Text as="s" color="fg.muted" fontSize="xs">
                  {formatarReais(frete.valorFrete)}
                </Text>
              </HStack>
            ) : (
              formatarReais(frete.valorFrete)
            )
          }
        />
        <Dado icone={<LuClock />} rotulo="Tempo" valor={formatarMinutos(frete.tempoEstimado)} />
      </SimpleGrid>
      {frete.enderecoFormatado && (
        <Text mt="3" fontSize="xs" color="fg.muted" lineHeight="1.5">
          {frete.enderecoFormatado}
        </Text>
      )}
    </Box>
  );
}

function Dado({ icone, rotulo, valor }: { icone: ReactNode; rotulo: string; valor: ReactNode }) {
  return (
    <Stack gap="0.5" minW="0">
      <HStack gap="1" color="green.fg" fontSize="xs" fontWeight="semibold">
        {icone}
        <Text>{rotulo}</Text>
      </HStack>
      <Box fontWeight="bold" fontSize="sm">
        {valor}
      </Box>
    </Stack>
  );
}
