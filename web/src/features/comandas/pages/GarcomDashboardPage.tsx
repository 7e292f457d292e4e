import type { ComandaFisica } from '@cardapio/shared-events';
import {
  Button,
  Heading,
  HStack,
  SegmentGroup,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
} from '@chakra-ui/react';
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
import { CampoDeBusca } from '../components/CampoDeBusca';
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

      <Stack direction={{ base: 'column', md: 'row' }} gap="3" align={{ md: 'center' }}>
        <CampoDeBusca
          valor={busca}
          onChange={setBusca}
          rotulo="Buscar mesa"
          placeholder="Buscar por número ou nome"
          size="lg"
        />
        <SegmentGroup.Root
          value={filtro}
          onValueChange={(e) => setFiltro((e.value as FiltroDeMesa | null) ?? 'todas')}
          size="lg"
          rounded="xl"
          aria-label="Filtrar mesas"
          css={{ '& [data-part=item]': { flex: 1, justifyContent: 'center' } }}
          w={{ base: 'full', md: 'auto' }}
        >
          <SegmentGroup.Indicator rounded="lg" />
          <SegmentGroup.Items items={FILTROS} />
        </SegmentGroup.Root>
      </Stack>

      {carregando ? (
        <SimpleGrid columns={{ base: 2, sm: 3, lg: 4, xl: 5 }} gap={{ base: '3', md: '4' }}>
          {Array.from({ length: 6 }, (_, i) => (
            <Skeleton key={i} h="36" rounded="2xl" />
          ))}
        </SimpleGrid>
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
        <SimpleGrid
          columns={{ base: 2, sm: 3, lg: 4, xl: 5 }}
          gap={{ base: '3', md: '4' }}
          data-testid="mesas"
        >
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
        <Stack gap="3">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} h="20" rounded="2xl" />
          ))}
        </Stack>
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
