import { formatarReais, type AcertoDoEntregador } from '@cardapio/shared-events';
import {
  Box,
  Field,
  Heading,
  HStack,
  Input,
  SimpleGrid,
  Skeleton,
  Stack,
  Table,
  Text,
} from '@chakra-ui/react';
import { useState } from 'react';
import { LuCircleAlert, LuReceiptText } from 'react-icons/lu';
import { EstadoDaLista } from '../../../components/EstadoDaLista';
import { Painel } from '../../../components/Painel';
import { diaNoFuso, fusoDaTela } from '../../impressoras/documentos';
import { useAcertoDoDiaQuery } from '../api';
import { textoDoSaldo } from '../formato';

const DIA = /^\d{4}-\d{2}-\d{2}$/;

type Numeros = Omit<AcertoDoEntregador, 'entregador_id' | 'nome'>;

/** The numbers' columns; `curto`: the label on a phone's block. */
const COLUNAS: { rotulo: string; curto?: string; valor: (n: Numeros) => string }[] = [
  { rotulo: 'Entregas', valor: (n) => String(n.entregas) },
  { rotulo: 'Não entregues', valor: (n) => String(n.nao_entregues) },
  { rotulo: 'Em rota', valor: (n) => String(n.em_rota) },
  { rotulo: 'Taxas', valor: (n) => formatarReais(n.taxas) },
  {
    rotulo: 'Dinheiro recebido',
    curto: 'Dinheiro',
    valor: (n) => formatarReais(n.dinheiro_recebido),
  },
  { rotulo: 'Outros', valor: (n) => formatarReais(n.outros_recebidos) },
];

function Linha({ nome, numeros, total }: { nome: string; numeros: Numeros; total?: boolean }) {
  const peso = total ? '800' : undefined;
  return (
    <Table.Row
      bg={total ? 'bg.subtle' : undefined}
      data-testid={total ? 'acerto-totais' : undefined}
    >
      <Table.Cell fontWeight={total ? '800' : '600'} whiteSpace="nowrap">
        {nome}
      </Table.Cell>
      {COLUNAS.map((c) => (
        <Table.Cell key={c.rotulo} textAlign="end" fontWeight={peso} whiteSpace="nowrap">
          {c.valor(numeros)}
        </Table.Cell>
      ))}
      <Table.Cell
        textAlign="end"
        fontWeight="800"
        whiteSpace="nowrap"
        color={corDoSaldo(numeros.saldo)}
      >
        {textoDoSaldo(numeros.saldo)}
      </Table.Cell>
    </Table.Row>
  );
}

/** Saldo colour: green when the courier hands cash back, red when the store owes them. */
const corDoSaldo = (saldo: number) => (saldo < 0 ? 'red.fg' : saldo > 0 ? 'green.fg' : undefined);

/** The same numbers on a phone: one block per courier (a wide table does not fit 390 px). */
function Cartao({ nome, numeros, total }: { nome: string; numeros: Numeros; total?: boolean }) {
  return (
    <Stack
      gap="2"
      p="3"
      rounded="xl"
      borderWidth="1px"
      borderColor="border.subtle"
      bg={total ? 'bg.subtle' : undefined}
      fontVariantNumeric="tabular-nums"
    >
      <HStack justify="space-between" gap="3">
        <Text fontWeight="800" lineClamp={1}>
          {nome}
        </Text>
        <Text fontWeight="800" flexShrink={0} color={corDoSaldo(numeros.saldo)}>
          {textoDoSaldo(numeros.saldo)}
        </Text>
      </HStack>
      <SimpleGrid columns={3} gap="2" fontSize="xs">
        {COLUNAS.map((c) => (
          <Stack key={c.rotulo} gap="0">
            <Text color="fg.muted">{c.curto ?? c.rotulo}</Text>
            <Text fontWeight="semibold" fontSize="sm">
              {c.valor(numeros)}
            </Text>
          </Stack>
        ))}
      </SimpleGrid>
    </Stack>
  );
}

/**
 * 'Acerto do dia' (the couriers' settlement): for the chosen day, each courier's deliveries, fees
 * owed, cash collected at the door and the balance, with the day's totals. Today by default.
 */
export function AcertoDoDia({ titulo = 'Acerto do dia' }: { titulo?: string }) {
  const hoje = diaNoFuso(new Date(), fusoDaTela());
  const [dia, setDia] = useState(hoje);
  const valido = DIA.test(dia) && dia <= hoje;
  const acerto = useAcertoDoDiaQuery(dia, {
    skip: !valido,
    refetchOnMountOrArgChange: true,
    pollingInterval: 30_000,
  });
  const dados = acerto.currentData;

  let corpo;
  if (acerto.isError) {
    corpo = (
      <EstadoDaLista
        icone={<LuCircleAlert />}
        titulo="Erro ao carregar o acerto"
        descricao="Verifique sua conexão e tente novamente."
        onTentarDeNovo={() => void acerto.refetch()}
      />
    );
  } else if (!dados) {
    corpo = <Skeleton h="32" rounded="xl" />;
  } else if (dados.entregadores.length === 0) {
    corpo = (
      <Text color="fg.muted" fontSize="sm" py="4" textAlign="center" data-testid="acerto-vazio">
        Nenhuma entrega neste dia.
      </Text>
    );
  } else {
    corpo = (
      <>
        <Table.ScrollArea hideBelow="md" borderWidth="1px" borderColor="border.subtle" rounded="xl">
          <Table.Root size="sm" fontVariantNumeric="tabular-nums" data-testid="acerto-tabela">
            <Table.Header>
              <Table.Row bg="bg.subtle">
                <Table.ColumnHeader>Entregador</Table.ColumnHeader>
                {COLUNAS.map((c) => (
                  <Table.ColumnHeader key={c.rotulo} textAlign="end" whiteSpace="nowrap">
                    {c.rotulo}
                  </Table.ColumnHeader>
                ))}
                <Table.ColumnHeader textAlign="end">Saldo</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {dados.entregadores.map((e) => (
                <Linha key={e.entregador_id} nome={e.nome} numeros={e} />
              ))}
              <Linha nome="Total" numeros={dados.totais} total />
            </Table.Body>
          </Table.Root>
        </Table.ScrollArea>
        <Stack hideFrom="md" gap="2" data-testid="acerto-cartoes">
          {dados.entregadores.map((e) => (
            <Cartao key={e.entregador_id} nome={e.nome} numeros={e} />
          ))}
          <Cartao nome="Total" numeros={dados.totais} total />
        </Stack>
      </>
    );
  }

  return (
    <Painel
      as="section"
      aria-labelledby="titulo-acerto"
      gap="4"
      p={{ base: '4', md: '5' }}
      minW="0"
      data-testid="acerto-do-dia"
    >
      <Stack direction={{ base: 'column', sm: 'row' }} justify="space-between" gap="3">
        <HStack gap="3" align="flex-start">
          <Box color="brand.fg" fontSize="xl" mt="0.5" aria-hidden>
            <LuReceiptText />
          </Box>
          <Stack gap="0.5">
            <Heading as="h2" id="titulo-acerto" fontSize="md" fontWeight="800">
              {titulo}
            </Heading>
            <Text fontSize="xs" color="fg.muted">
              Taxas a pagar a cada entregador e o dinheiro que ele recebeu na porta. Saldo: o que
              ele devolve ao caixa, ou recebe da loja.
            </Text>
          </Stack>
        </HStack>
        <Field.Root invalid={!valido} w={{ base: 'full', sm: '44' }} flexShrink={0}>
          <Field.Label fontSize="sm">Dia</Field.Label>
          <Input
            type="date"
            value={dia}
            max={hoje}
            minH="10"
            rounded="lg"
            onChange={(e) => setDia(e.target.value)}
          />
          {!valido && <Field.ErrorText>Escolha um dia até hoje</Field.ErrorText>}
        </Field.Root>
      </Stack>
      {corpo}
    </Painel>
  );
}
