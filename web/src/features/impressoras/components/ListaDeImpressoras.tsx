import type { AgenteDeImpressao, Estacao } from '@cardapio/shared-events';
import { Badge, Box, HStack, SimpleGrid, Stack, Table, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { LuPrinter } from 'react-icons/lu';
import { AcoesDoCartao } from '../../../components/AcoesDoCartao';
import { CaixaDeIcone } from '../../../components/CaixaDeIcone';
import { CartaoDoPainel } from '../../../components/CartaoDoPainel';
import {
  computadorDaImpressora,
  copiasEmTexto,
  documentosDaImpressora,
  enderecoDaImpressora,
  estacoesDaImpressora,
  type ImpressoraCadastrada,
} from '../formulario';
import { TabelaDoPainel } from '../../../components/TabelaDoPainel';

export type AcaoDaImpressora = 'editar' | 'excluir';

interface ListaDeImpressorasProps {
  impressoras: ImpressoraCadastrada[];
  agentes: AgenteDeImpressao[];
  estacoes: Estacao[];
  onAcao: (acao: AcaoDaImpressora, impressora: ImpressoraCadastrada) => void;
}

function Ativa({ ativo }: { ativo: boolean }) {
  return (
    <Badge
      colorPalette={ativo ? 'green' : 'gray'}
      variant="subtle"
      rounded="full"
      px="2.5"
      data-testid="impressora-ativa"
    >
      {ativo ? 'Ativa' : 'Inativa'}
    </Badge>
  );
}

function Automatica({ automatica }: { automatica: boolean }) {
  return (
    <Badge
      colorPalette={automatica ? 'blue' : 'gray'}
      variant={automatica ? 'subtle' : 'outline'}
      rounded="full"
      px="2.5"
      data-testid="impressora-automatica"
    >
      {automatica ? 'Automática' : 'Manual'}
    </Badge>
  );
}

/** 'Rede · 80 mm' or 'USB/arquivo · 58 mm'. */
const meioEPapel = (i: ImpressoraCadastrada) =>
  `${i.conexao === 'rede' ? 'Rede' : 'Arquivo ou USB'} · ${i.largura} mm`;

/** A label and its value, in a phone card. */
function Dado({ rotulo, children }: { rotulo: string; children: ReactNode }) {
  return (
    <Stack gap="0" minW="0">
      <Text fontSize="xs" color="fg.muted" fontWeight="semibold">
        {rotulo}
      </Text>
      <Box fontSize="sm" minW="0">
        {children}
      </Box>
    </Stack>
  );
}

/** The printers, as a table on desktop and as cards on phones (issue 30). */
export function ListaDeImpressoras({
  impressoras,
  agentes,
  estacoes,
  onAcao,
}: ListaDeImpressorasProps) {
  const acoes = (i: ImpressoraCadastrada) => <AcoesDoCartao onAcao={(acao) => onAcao(acao, i)} />;
  const endereco = (i: ImpressoraCadastrada) => (
    <Text
      fontFamily="mono"
      fontSize="sm"
      wordBreak="break-all"
      data-testid="endereco-da-impressora"
    >
      {enderecoDaImpressora(i)}
    </Text>
  );
  return (
    <>
      <TabelaDoPainel
        colunas={['Impressora', 'Endereço', 'Imprime', 'Cópias', 'Situação', 'Ações']}
      >
        {impressoras.map((i) => (
          <Table.Row key={i.id} data-testid={`impressora-${i.id}`}>
            <Table.Cell>
              <HStack gap="3">
                <CaixaDeIcone boxSize="9" paleta={i.ativo ? 'brand' : 'gray'} flexShrink={0}>
                  <LuPrinter />
                </CaixaDeIcone>
                <Stack gap="0" minW="0">
                  <Text fontWeight="700" lineClamp={1}>
                    {i.nome}
                  </Text>
                  <Text fontSize="xs" color="fg.muted" lineClamp={1}>
                    {computadorDaImpressora(i, agentes)}
                  </Text>
                </Stack>
              </HStack>
            </Table.Cell>
            <Table.Cell>
              {endereco(i)}
              <Text fontSize="xs" color="fg.muted">
                {meioEPapel(i)}
              </Text>
            </Table.Cell>
            <Table.Cell>
              <Text fontSize="sm" data-testid="documentos-da-impressora">
                {documentosDaImpressora(i)}
              </Text>
              <Text fontSize="xs" color="fg.muted" data-testid="estacoes-da-impressora">
                {estacoesDaImpressora(i, estacoes)}
              </Text>
            </Table.Cell>
            <Table.Cell color="fg.muted" fontSize="sm" whiteSpace="nowrap">
              {copiasEmTexto(i.copias)}
            </Table.Cell>
            <Table.Cell>
              <HStack gap="1.5" wrap="wrap">
                <Automatica automatica={i.automatica} />
                <Ativa ativo={i.ativo} />
              </HStack>
            </Table.Cell>
            <Table.Cell>
              <HStack justify="flex-end">{acoes(i)}</HStack>
            </Table.Cell>
          </Table.Row>
        ))}
      </TabelaDoPainel>
      <Stack hideFrom="md" gap="3">
        {impressoras.map((i) => (
          <CartaoDoPainel
            key={i.id}
            data-testid={`impressora-${i.id}`}
            shadow="xs"
            identidade={
              <HStack gap="3" minW="0">
                <CaixaDeIcone boxSize="10" paleta={i.ativo ? 'brand' : 'gray'} flexShrink={0}>
                  <LuPrinter />
                </CaixaDeIcone>
                <Box minW="0">
                  <Text fontWeight="800" lineClamp={1}>
                    {i.nome}
                  </Text>
                  <Text fontSize="sm" color="fg.muted" lineClamp={1}>
                    {computadorDaImpressora(i, agentes)}
                  </Text>
                </Box>
              </HStack>
            }
            selo={<Ativa ativo={i.ativo} />}
          >
            <SimpleGrid columns={2} gap="3">
              <Dado rotulo={meioEPapel(i)}>{endereco(i)}</Dado>
              <Dado rotulo="Estações">
                <Text data-testid="estacoes-da-impressora">
                  {estacoesDaImpressora(i, estacoes)}
                </Text>
              </Dado>
              <Dado rotulo="Imprime">
                <Text data-testid="documentos-da-impressora">{documentosDaImpressora(i)}</Text>
              </Dado>
              <Dado rotulo="Cópias">
                <HStack gap="2" wrap="wrap">
                  <Text>{copiasEmTexto(i.copias)}</Text>
                  <Automatica automatica={i.automatica} />
                </HStack>
              </Dado>
            </SimpleGrid>
            {acoes(i)}
          </CartaoDoPainel>
        ))}
      </Stack>
    </>
  );
}
