import type { ComandaFisica } from '@cardapio/shared-events';
import { Button, Heading, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useEffect, useMemo, useState } from 'react';
import {
  LuCircleCheck,
  LuLayoutGrid,
  LuPlus,
  LuReceiptText,
  LuSearchX,
  LuUsers,
} from 'react-icons/lu';
import { useNavigate, useSearchParams } from 'react-router';
import { useAppSelector } from '../../../app/hooks';
import { mensagemDeErro } from '../../../app/http';
import { notify } from '../../../app/toaster';
import { useDocumentTitle } from '../../../app/useDocumentTitle';
import { Esqueletos } from '../../../components/Esqueletos';
import { selectGarcom } from '../../auth/slice';
import { EstadoVazio } from '../../cardapio/components/EstadoVazio';
import {
  POLLING_GARCOM_MS,
  useAbrirComandaAvulsaMutation,
  useComandasDoGarcomQuery,
  useMesasDoGarcomQuery,
} from '../api';
import {
  comandasAtivas,
  comandasAvulsas,
  filtrarMesas,
  resumoDasMesas,
  type FiltroDeMesa,
} from '../aoVivo';
import { BuscaComFiltro } from '../components/BuscaComFiltro';
import { ComandaAvulsaCard } from '../components/ComandaCards';
import { ComandaFisicaPicker } from '../components/ComandaFisicaPicker';
import { GarcomShell, type AbaDoGarcom } from '../components/GarcomShell';
import { MesaCard, StatCard } from '../components/MesaCard';
import { useGarcomAoVivo } from '../useGarcomAoVivo';

const FILTROS: { value: FiltroDeMesa; label: string }[] = [
  { value: 'todas', label: 'Todas' },
  { value: 'livre', label: 'Livres' },
  { value: 'ocupada', label: 'Ocupadas' },
];

const GRADE_DE_MESAS = { base: 2, sm: 3, lg: 4, xl: 5 };
const GAP_DE_MESAS = { base: '3', md: '4' };

/** /garcom/dashboard (staff-side §2): tables and standalone tabs, live. */
export function GarcomDashboardPage() {
  useDocumentTitle('Área do Garçom');
  useGarcomAoVivo();
  const garcom = useAppSelector(selectGarcom);
  const [params, setParams] = useSearchParams();
  const aba: AbaDoGarcom = params.get('aba') === 'avulsas' ? 'avulsas' : 'mesas';

  const mesas = useMesasDoGarcomQuery(undefined, { pollingInterval: POLLING_GARCOM_MS });
  const comandas = useComandasDoGarcomQuery(undefined, { pollingInterval: POLLING_GARCOM_MS });
  const falhou = mesas.isError || comandas.isError;
  useEffect(() => {
    if (falhou) notify.error('Erro ao carregar dados');
  }, [falhou]);

  const avulsas = useMemo(() => comandasAvulsas(comandas.data ?? []), [comandas.data]);

  function trocarAba(proxima: AbaDoGarcom) {
    setParams(proxima === 'avulsas' ? { aba: 'avulsas' } : {}, { replace: true });
  }

  if (!garcom) return null;
  const nomeCompleto = `${garcom.nome} ${garcom.sobrenome}`.trim();

  return (
    <GarcomShell
      aba={aba}
      contagens={{ mesas: mesas.data?.length ?? 0, avulsas: avulsas.length }}
      onAba={trocarAba}
    >
      <Stack gap={{ base: '5', md: '6' }} maxW="7xl" mx="auto">
        <Stack gap="0.5">
          <Heading as="h1" fontSize={{ base: 'xl', md: '2xl' }} fontWeight="800">
            Olá, {nomeCompleto}!
          </Heading>
          <Text color="fg.muted" fontSize="sm">
            {aba === 'mesas'
              ? 'Toque em uma mesa para abrir ou editar comandas.'
              : 'Comandas sem mesa, como as do balcão.'}
          </Text>
        </Stack>
        {aba === 'mesas' ? (
          <AbaMesas
            carregando={mesas.isLoading}
            mesas={mesas.data}
            ativas={comandasAtivas(comandas.data ?? []).length}
          />
        ) : (
          <AbaAvulsas carregando={comandas.isLoading} avulsas={avulsas} />
        )}
      </Stack>
    </GarcomShell>
  );
}

interface AbaMesasProps {
  carregando: boolean;
  mesas: ReturnType<typeof useMesasDoGarcomQuery>['data'];
  ativas: number;
}

function AbaMesas({ carregando, mesas, ativas }: AbaMesasProps) {
  const [busca, setBusca] = useState('');
  const [filtro, setFiltro] = useState<FiltroDeMesa>('todas');
  const lista = useMemo(() => mesas ?? [], [mesas]);
  const resumo = resumoDasMesas(lista);
  const visiveis = useMemo(() => filtrarMesas(lista, busca, filtro), [lista, busca, filtro]);

  return (
    <Stack gap={{ base: '5', md: '6' }}>
      <SimpleGrid columns={{ base: 2, md: 4 }} gap={{ base: '3', md: '4' }}>
        <StatCard
          rotulo="Total de mesas"
          valor={resumo.total}
          icone={<LuLayoutGrid />}
          cor="gray"
        />
        <StatCard rotulo="Livres" valor={resumo.livres} icone={<LuCircleCheck />} cor="green" />
        <StatCard rotulo="Ocupadas" valor={resumo.ocupadas} icone={<LuUsers />} cor="orange" />
        <StatCard rotulo="Comandas ativas" valor={ativas} icone={<LuReceiptText />} cor="brand" />
      </SimpleGrid>

      <BuscaComFiltro
        busca={busca}
        onBusca={setBusca}
        rotuloDaBusca="Buscar mesa"
        placeholder="Buscar por número ou nome"
        filtro={filtro}
        onFiltro={setFiltro}
        filtros={FILTROS}
        rotuloDoFiltro="Filtrar mesas"
      />

      {carregando ? (
        <Esqueletos quantos={6} colunas={GRADE_DE_MESAS} gap={GAP_DE_MESAS} h="36" rounded="2xl" />
      ) : visiveis.length === 0 ? (
        <EstadoVazio
          icone={<LuSearchX />}
          titulo="Nenhuma mesa encontrada"
          descricao={
            lista.length === 0
              ? 'Peça ao administrador para cadastrar as mesas.'
              : 'Tente outra busca ou outro filtro.'
          }
        />
      ) : (
        <SimpleGrid columns={GRADE_DE_MESAS} gap={GAP_DE_MESAS} data-testid="mesas">
          {visiveis.map((mesa) => (
            <MesaCard key={mesa.id} mesa={mesa} />
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}

function AbaAvulsas({
  carregando,
  avulsas,
}: {
  carregando: boolean;
  avulsas: ReturnType<typeof comandasAvulsas>;
}) {
  const navigate = useNavigate();
  const [escolhendo, setEscolhendo] = useState(false);
  const [abrir, { isLoading: abrindo }] = useAbrirComandaAvulsaMutation();

  async function abrirComanda(fisica: ComandaFisica) {
    try {
      const { comanda } = await abrir({ comanda_fisica_id: fisica.id }).unwrap();
      notify.success('Comanda avulsa aberta com sucesso!', { acao: 'abrir-comanda' });
      setEscolhendo(false);
      navigate(`/garcom/comanda/${comanda.id}`);
    } catch (erro) {
      notify.error(mensagemDeErro(erro, 'Erro ao abrir comanda'), { acao: 'abrir-comanda' });
    }
  }

  return (
    <Stack gap="4">
      <HStack justify="space-between" gap="3">
        <Text fontWeight="bold" color="fg.muted" fontSize="sm">
          {avulsas.length === 1 ? '1 comanda ativa' : `${avulsas.length} comandas ativas`}
        </Text>
        <Button colorPalette="brand" rounded="xl" onClick={() => setEscolhendo(true)}>
          <LuPlus /> Nova Comanda
        </Button>
      </HStack>
      {carregando ? (
        <Esqueletos quantos={3} gap="3" h="20" rounded="2xl" />
      ) : avulsas.length === 0 ? (
        <EstadoVazio
          icone={<LuReceiptText />}
          titulo="Nenhuma comanda avulsa"
          descricao="Abra uma comanda para atender no balcão sem mesa."
        />
      ) : (
        <SimpleGrid columns={{ base: 1, md: 2, xl: 3 }} gap="3">
          {avulsas.map((c) => (
            <ComandaAvulsaCard key={c.id} comanda={c} />
          ))}
        </SimpleGrid>
      )}
      <ComandaFisicaPicker
        aberto={escolhendo}
        titulo="Nova Comanda Avulsa"
        confirmar="Abrir Comanda"
        carregando={abrindo}
        onEscolher={(c) => void abrirComanda(c)}
        onFechar={() => setEscolhendo(false)}
      />
    </Stack>
  );
}
