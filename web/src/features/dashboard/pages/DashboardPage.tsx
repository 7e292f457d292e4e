import { Button, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { MENSAGENS_DASHBOARD, type MetricasDashboard } from '@cardapio/shared-events';
import { useEffect, type ReactNode } from 'react';
import {
  LuCalendarRange,
  LuConciergeBell,
  LuDollarSign,
  LuExternalLink,
  LuPackage,
  LuReceipt,
  LuShoppingBag,
  LuStore,
  LuTicket,
  LuUsers,
} from 'react-icons/lu';
import { formatarReais } from '../../../app/format';
import { useAppSelector } from '../../../app/hooks';
import { notify } from '../../../app/toaster';
import { useDocumentTitle } from '../../../app/useDocumentTitle';
import { CabecalhoDaPagina } from '../../../components/CabecalhoDaPagina';
import { EstadoDaLista } from '../../../components/EstadoDaLista';
import { IconeEmDestaque } from '../../../components/IconeEmDestaque';
import { Painel } from '../../../components/Painel';
import { primeiroNome } from '../../auth/retorno';
import { PrimeirosPassos } from '../../empresas/components/PrimeirosPassos';
import { RitmoDaLoja } from '../../ritmo/components/RitmoDaLoja';
import { AlertasDaCozinha } from '../../monitor/components/AlertasDaCozinha';
import { useCozinha } from '../../monitor/cozinha';
import { useAlertaSonoro } from '../../pedidos/equipe/alertas';
import { AtivarSom } from '../../pedidos/equipe/components/SomDosAlertas';
import { selectUsuario } from '../../auth/slice';
import { useMetricasDoDashboardQuery, usePedidosRecentesQuery } from '../api';
import { CartaoDeNumero, Crescimento } from '../components/CartaoDeNumero';
import { PedidosRecentes } from '../components/PedidosRecentes';
import { TempoDePreparo } from '../components/TempoDePreparo';

function AtalhoCard({
  icon,
  titulo,
  descricao,
  acao,
  href,
}: {
  icon: ReactNode;
  titulo: string;
  descricao: string;
  acao: string;
  href: string;
}) {
  return (
    <Painel gap="4" p="6" justify="space-between">
      <Stack gap="3">
        <IconeEmDestaque boxSize="12" rounded="xl" fontSize="2xl">
          {icon}
        </IconeEmDestaque>
        <Heading as="h3" fontSize="lg" fontWeight="bold">
          {titulo}
        </Heading>
        <Text color="fg.muted" fontSize="sm">
          {descricao}
        </Text>
      </Stack>
      <Button asChild variant="outline" rounded="xl" alignSelf="flex-start" minH="11">
        <a href={href} target="_blank" rel="noopener noreferrer">
          {acao} <LuExternalLink />
        </a>
      </Button>
    </Painel>
  );
}

/** The spec's fallback when the push is lost (staff-side §9: dashboard home polling 30 s). */
const POLLING_MS = 30_000;

const numero = (n: number) => n.toLocaleString('pt-BR');
const pedidos = (n: number) => `${numero(n)} ${n === 1 ? 'pedido' : 'pedidos'}`;

/** The company's totals, at the top of the home. */
const TOTAIS: { rotulo: string; icone: ReactNode; valor: (m: MetricasDashboard) => string }[] = [
  { rotulo: 'Total de Produtos', icone: <LuPackage />, valor: (m) => numero(m.totais.produtos) },
  { rotulo: 'Total de Pedidos', icone: <LuShoppingBag />, valor: (m) => numero(m.totais.pedidos) },
  { rotulo: 'Total de Usuários', icone: <LuUsers />, valor: (m) => numero(m.totais.usuarios) },
  {
    rotulo: 'Vendas Hoje',
    icone: <LuDollarSign />,
    valor: (m) => formatarReais(m.hoje.total_vendas),
  },
];

/** Totals, the day's performance and the live timeline (staff-side §2 Dashboard home). */
export function DashboardPage() {
  useDocumentTitle('Painel');
  const usuario = useAppSelector(selectUsuario);
  const empresaId = usuario?.empresa_id ?? 0;
  const metricas = useMetricasDoDashboardQuery(undefined, {
    pollingInterval: POLLING_MS,
    skip: !usuario,
  });
  const recentes = usePedidosRecentesQuery(empresaId, {
    pollingInterval: POLLING_MS,
    skip: !usuario,
  });
  // An order the kitchen has not seen rings here too (issue 28 §3).
  const cozinha = useCozinha(usuario ? empresaId : null);
  const som = useAlertaSonoro({ pedidos: 0, chamadas: 0, cozinha: cozinha.tocando });
  useEffect(() => {
    if (metricas.isError) notify.error(MENSAGENS_DASHBOARD.erroEstatisticas, { acao: 'metricas' });
  }, [metricas.isError]);
  if (!usuario) return null;

  const m = metricas.data;
  const valor = (f: (dados: NonNullable<typeof m>) => string) => (m ? f(m) : '–');

  return (
    <Stack gap={{ base: '5', md: '8' }} maxW="6xl">
      <CabecalhoDaPagina
        titulo={`Olá, ${primeiroNome(usuario.nome)}!`}
        descricao="Aqui você acompanha e gerencia o seu estabelecimento."
      />

      <AlertasDaCozinha cozinha={cozinha} />
      {cozinha.alertas.length > 0 && <AtivarSom som={som} />}

      <PrimeirosPassos empresaId={usuario.empresa_id} />

      <RitmoDaLoja empresaId={usuario.empresa_id} />

      {metricas.isError && !m ? (
        <EstadoDaLista
          icone={<LuReceipt />}
          titulo={MENSAGENS_DASHBOARD.erroEstatisticas}
          onTentarDeNovo={() => void metricas.refetch()}
        />
      ) : (
        <>
          <SimpleGrid as="section" aria-label="Totais" columns={{ base: 2, lg: 4 }} gap="4">
            {TOTAIS.map((total) => (
              <CartaoDeNumero
                key={total.rotulo}
                rotulo={total.rotulo}
                icone={total.icone}
                valor={valor(total.valor)}
              />
            ))}
          </SimpleGrid>

          <Stack as="section" aria-labelledby="titulo-metricas" gap="3">
            <Heading as="h2" id="titulo-metricas" fontSize="lg" fontWeight="800">
              Métricas de Performance
            </Heading>
            <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap="4">
              <CartaoDeNumero
                rotulo="Pedidos Hoje"
                icone={<LuReceipt />}
                valor={valor((d) => numero(d.hoje.total_pedidos))}
                rodape={m && <Crescimento valor={m.crescimento.pedidos} comparado="vs ontem" />}
              />
              <CartaoDeNumero
                rotulo="Vendas Hoje vs Ontem"
                icone={<LuDollarSign />}
                valor={valor((d) => formatarReais(d.hoje.total_vendas))}
                rodape={m && <Crescimento valor={m.crescimento.vendas} comparado="vs ontem" />}
              />
              <CartaoDeNumero
                rotulo="Ticket Médio"
                icone={<LuTicket />}
                valor={valor((d) => formatarReais(d.hoje.ticket_medio))}
                rodape={m && `Últimos 7 dias: ${formatarReais(m.ultimos7Dias.ticket_medio)}`}
              />
              <CartaoDeNumero
                rotulo="Últimos 7 Dias"
                icone={<LuCalendarRange />}
                valor={valor((d) => pedidos(d.ultimos7Dias.total_pedidos))}
                rodape={m && `${formatarReais(m.ultimos7Dias.total_vendas)} em vendas`}
              />
            </SimpleGrid>
          </Stack>
        </>
      )}

      <TempoDePreparo />

      <PedidosRecentes
        pedidos={recentes.data}
        carregando={recentes.isLoading}
        erro={recentes.isError}
        onTentarDeNovo={() => void recentes.refetch()}
      />

      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <AtalhoCard
          icon={<LuStore />}
          titulo="Cardápio do cliente"
          descricao="Veja a loja exatamente como seus clientes veem, em uma nova aba."
          acao="Abrir cardápio"
          href={`/menu/${usuario.empresa_id}`}
        />
        <AtalhoCard
          icon={<LuConciergeBell />}
          titulo="Área do garçom"
          descricao="Acesso da equipe de salão para mesas, comandas e envio à cozinha."
          acao="Abrir área do garçom"
          href="/garcom/login"
        />
      </SimpleGrid>
    </Stack>
  );
}
