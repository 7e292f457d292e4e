import type { ComandaFisica } from '@cardapio/shared-events';
import { Stack, Text } from '@chakra-ui/react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { LuReceiptText } from 'react-icons/lu';
import { notify } from '../../../app/toaster';
import { useComandasFisicasQuery } from '../api';
import { normalizarBusca } from '../aoVivo';
import { CampoDeBusca } from './CampoDeBusca';
import { DialogoDeEscolha } from './DialogoDeEscolha';

interface ComandaFisicaPickerProps {
  aberto: boolean;
  titulo?: string;
  confirmar?: string;
  carregando?: boolean;
  onEscolher: (comanda: ComandaFisica) => void;
  onFechar: () => void;
}

/**
 * Physical-tab picker (staff-side §2): search on number or name over the active, free physical
 * tabs; Enter picks the only result left; Escape closes.
 */
export function ComandaFisicaPicker({
  aberto,
  titulo = 'Selecionar Comanda Física',
  confirmar = 'Selecionar',
  carregando,
  onEscolher,
  onFechar,
}: ComandaFisicaPickerProps) {
  const { data, isLoading, isError } = useComandasFisicasQuery(undefined, { skip: !aberto });
  const [busca, setBusca] = useState('');
  const [selecionada, setSelecionada] = useState<number | null>(null);
  const campo = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (isError && aberto) notify.error('Erro ao carregar comandas físicas');
  }, [isError, aberto]);

  useEffect(() => {
    if (!aberto) {
      setBusca('');
      setSelecionada(null);
    }
  }, [aberto]);

  const disponiveis = useMemo(
    () => (data ?? []).filter((c) => c.ativo && c.uso_atual === 0),
    [data],
  );
  const resultados = useMemo(() => {
    const termo = normalizarBusca(busca);
    if (!termo) return disponiveis;
    return disponiveis.filter(
      (c) => normalizarBusca(c.numero).includes(termo) || normalizarBusca(c.nome).includes(termo),
    );
  }, [disponiveis, busca]);

  function confirmarEscolha(comanda?: ComandaFisica) {
    const escolhida = comanda ?? resultados.find((c) => c.id === selecionada);
    if (!escolhida) {
      notify.error('Selecione uma comanda antes de continuar');
      return;
    }
    onEscolher(escolhida);
  }

  return (
    <DialogoDeEscolha
      aberto={aberto}
      titulo={titulo}
      busca={
        <CampoDeBusca
          ref={campo}
          valor={busca}
          onChange={(v) => {
            setBusca(v);
            setSelecionada(null);
          }}
          rotulo="Buscar comanda física"
          placeholder="Número ou nome"
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              e.preventDefault();
              if (resultados.length === 1) confirmarEscolha(resultados[0]);
              else if (selecionada !== null) confirmarEscolha();
            }
          }}
        />
      }
      initialFocusEl={() => campo.current}
      carregando={isLoading}
      lista={{ rotulo: 'Comandas físicas', papel: 'option' }}
      escolhas={resultados.map((c) => ({
        id: c.id,
        numero: c.numero,
        titulo: c.nome,
        detalhe: c.descricao && (
          <Text fontSize="xs" color="fg.muted" truncate>
            {c.descricao}
          </Text>
        ),
      }))}
      escolhida={selecionada}
      onEscolher={setSelecionada}
      onEscolherDeVez={(id) => confirmarEscolha(resultados.find((c) => c.id === id))}
      estiloDaOpcao={{
        caixaDoNumero: { minW: '12', px: '2' },
        _hover: { borderColor: 'brand.border' },
      }}
      vazio={
        <Stack align="center" py="10" gap="2" color="fg.muted" textAlign="center">
          <LuReceiptText size={28} />
          <Text fontWeight="semibold">Nenhuma comanda física disponível</Text>
        </Stack>
      }
      confirmar={confirmar}
      confirmando={carregando}
      onConfirmar={() => confirmarEscolha()}
      onFechar={onFechar}
    />
  );
}
