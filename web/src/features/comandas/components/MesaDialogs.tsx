import type { Mesa } from '@cardapio/shared-events';
import { Box, Button, Dialog, HStack, Stack, Text } from '@chakra-ui/react';
import { useEffect, useMemo, useState } from 'react';
import { LuArrowRightLeft, LuReceiptText, LuSmartphone, LuUsers } from 'react-icons/lu';
import { notify } from '../../../app/toaster';
import { Dialogo } from '../../../components/Dialogo';
import { IconeEmDestaque } from '../../../components/IconeEmDestaque';
import { useMesasDoGarcomQuery } from '../api';
import { DialogoDeEscolha } from './DialogoDeEscolha';
import { pessoas } from './MesaCard';

interface LancarProps {
  aberto: boolean;
  carregando: boolean;
  onDigital: () => void;
  onFisica: () => void;
  onFechar: () => void;
}

function Opcao({
  icone,
  titulo,
  descricao,
  onClick,
  disabled,
}: {
  icone: React.ReactNode;
  titulo: string;
  descricao: string;
  onClick: () => void;
  disabled?: boolean;
}) {
  return (
    <Button
      variant="outline"
      h="auto"
      p="4"
      rounded="2xl"
      justifyContent="flex-start"
      textAlign="start"
      whiteSpace="normal"
      gap="4"
      disabled={disabled}
      _hover={{ borderColor: 'brand.solid', bg: 'brand.subtle' }}
      onClick={onClick}
    >
      <IconeEmDestaque boxSize="11" flexShrink={0} rounded="xl" fontSize="lg">
        {icone}
      </IconeEmDestaque>
      <Box>
        <Text fontWeight="800">{titulo}</Text>
        <Text fontSize="sm" color="fg.muted" fontWeight="normal">
          {descricao}
        </Text>
      </Box>
    </Button>
  );
}

const OPCOES_DE_LANCAMENTO = [
  {
    fisica: false,
    icone: <LuSmartphone />,
    titulo: 'Lançar sem Comanda Física',
    descricao: 'Abre uma comanda digital nesta mesa.',
  },
  {
    fisica: true,
    icone: <LuReceiptText />,
    titulo: 'Lançar com Comanda Física',
    descricao: 'Escolha o cartão numerado entregue à mesa.',
  },
];

/** 'Lançar Comanda': a digital tab or a physical one (picked next). */
export function LancarComandaDialog({
  aberto,
  carregando,
  onDigital,
  onFisica,
  onFechar,
}: LancarProps) {
  return (
    <Dialogo
      aberto={aberto}
      onFechar={onFechar}
      placement="center"
      size={{ base: 'xs', md: 'md' }}
      motionPreset="slide-in-bottom"
      desfocarFundo
      posicionador={{ px: '4' }}
      conteudo={{ rounded: '2xl' }}
      botaoFechar={{ boxSize: { base: '11', md: '9' } }}
    >
      <Dialog.Header>
        <Dialog.Title fontWeight="800">Lançar Comanda</Dialog.Title>
      </Dialog.Header>
      <Dialog.Body pb="6">
        <Stack gap="3">
          {OPCOES_DE_LANCAMENTO.map(({ fisica, ...opcao }) => (
            <Opcao
              key={opcao.titulo}
              {...opcao}
              disabled={carregando}
              onClick={fisica ? onFisica : onDigital}
            />
          ))}
        </Stack>
      </Dialog.Body>
    </Dialogo>
  );
}

interface TransferirProps {
  aberto: boolean;
  mesaAtual: Mesa;
  carregando: boolean;
  onTransferir: (destino: Mesa) => void;
  onFechar: () => void;
}

/**
 * 'Transferir Mesa': destinations exclude this table, tables that already have a tab and tables
 * under maintenance (the server refuses those).
 */
export function TransferirMesaDialog({
  aberto,
  mesaAtual,
  carregando,
  onTransferir,
  onFechar,
}: TransferirProps) {
  const mesas = useMesasDoGarcomQuery(undefined, { skip: !aberto });
  const [destino, setDestino] = useState<number | null>(null);
  useEffect(() => {
    if (mesas.isError && aberto) notify.error('Erro ao carregar mesas disponíveis');
  }, [mesas.isError, aberto]);
  useEffect(() => {
    if (!aberto) setDestino(null);
  }, [aberto]);

  const disponiveis = useMemo(
    () =>
      (mesas.data ?? []).filter(
        (m) =>
          m.id !== mesaAtual.id &&
          m.comanda_id === null &&
          m.comandas_ativas === 0 &&
          m.status !== 'manutencao',
      ),
    [mesas.data, mesaAtual.id],
  );
  const escolhida = disponiveis.find((m) => m.id === destino);

  return (
    <DialogoDeEscolha
      aberto={aberto}
      titulo="Transferir Mesa"
      descricao={`As comandas ativas de ${mesaAtual.nome} vão para a mesa escolhida.`}
      carregando={mesas.isLoading}
      lista={{ rotulo: 'Mesa de destino', papel: 'radio' }}
      escolhas={disponiveis.map((m) => ({
        id: m.id,
        numero: m.numero,
        titulo: m.nome,
        rotulo: `${m.numero} - ${m.nome}`,
        detalhe: (
          <HStack gap="1" fontSize="xs" color="fg.muted">
            <LuUsers />
            <Text>{pessoas(m.capacidade)}</Text>
          </HStack>
        ),
      }))}
      escolhida={destino}
      onEscolher={setDestino}
      estiloDaOpcao={{ caixaDoNumero: { minW: '10' } }}
      vazio={
        <Text color="fg.muted" textAlign="center" py="10">
          Nenhuma mesa livre para receber as comandas.
        </Text>
      }
      confirmar={
        <>
          <LuArrowRightLeft /> Transferir
        </>
      }
      confirmando={carregando}
      podeConfirmar={Boolean(escolhida)}
      onConfirmar={() => escolhida && onTransferir(escolhida)}
      onFechar={onFechar}
    />
  );
}
