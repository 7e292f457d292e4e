import { MENSAGENS_RELATORIOS, type PeriodoRelatorio } from '@cardapio/shared-events';
import { Box, SegmentGroup, SimpleGrid, Skeleton, Stack } from '@chakra-ui/react';
import { useEffect } from 'react';
import { LuCircleAlert, LuDollarSign, LuPackage, LuShoppingBag, LuTicket } from 'react-icons/lu';
import { useSearchParams } from 'react-router';
import { formatarReais } from '../../../app/format';
import { notify } from '../../../app/toaster';
import { useDocumentTitle } from '../../../app/useDocumentTitle';
import { CabecalhoDaPagina } from '../../../components/CabecalhoDaPagina';
import { EstadoDaLista } from '../../../components/EstadoDaLista';
import { Esqueletos } from '../../../components/Esqueletos';
import { CartaoDeNumero } from '../../dashboard/components/CartaoDeNumero';
import { AcertoDoDia } from '../../entregadores/components/AcertoDoDia';
import {
  useRelatorioCanaisQuery,
  useRelatorioCategoriasQuery,
  useRelatorioCozinhaQuery,
  useRelatorioProdutosQuery,
  useRelatorioResumoQuery,
  useRelatorioVendasQuery,
} from '../api';
import { Exportacoes } from '../components/Exportacoes';
import { GraficoDeCategorias } from '../components/GraficoDeCategorias';
import { GraficoDeVendas } from '../components/GraficoDeVendas';
import { ImpressaoDoFechamento } from '../components/ImpressaoDoFechamento';
import { Insights } from '../components/Insights';
import { PainelDoRelatorio } from '../components/PainelDoRelatorio';
import { RelatorioDaCozinha } from '../components/RelatorioDaCozinha';
import { TopProdutos } from '../components/TopProdutos';
import { VendasPorCanal } from '../components/VendasPorCanal';
import {
  dataPorExtenso,
  formatarInteiro,
  OPCOES_DE_PERIODO,
  periodoDaUrl,
  temCozinha,
} from '../formato';
import { useExportacoes } from '../useExportacoes';

const ITENS_DO_SELETOR = OPCOES_DE_PERIODO.map((o) => ({ value: o.value, label: o.curto }));

/** The six reads of one period, together: one loading, one error, one retry. */
function useRelatorios(periodo: PeriodoRelatorio) {
  const opcoes = { refetchOnMountOrArgChange: true } as const;
  const vendas = useRelatorioVendasQuery(periodo, opcoes);
  const produtos = useRelatorioProdutosQuery(periodo, opcoes);
  const categorias = useRelatorioCategoriasQuery(periodo, opcoes);
  const resumo = useRelatorioResumoQuery(periodo, opcoes);
  const canais = useRelatorioCanaisQuery(periodo, opcoes);
  const cozinha = useRelatorioCozinhaQuery(periodo, opcoes);
  const todas = [vendas, produtos, categorias, resumo, canais, cozinha];
  return {
    // `currentData`: the period's own answer; another period's numbers never stand in for it.
    vendas: vendas.currentData,
    produtos: produtos.currentData,
    categorias: categorias.currentData,
    resumo: resumo.currentData,
    canais: canais.currentData,
    cozinha: cozinha.currentData,
    carregando: todas.some((q) => q.currentData === undefined && !q.isError),
    falhou: todas.some((q) => q.isError),
    tentarDeNovo: () => {
      for (const q of todas) if (q.isError) void q.refetch();
    },
  };
}

/** /dashboard/relatorios (staff-side §2 Reports, §7, §9; gestao only): the period's numbers. */
export function RelatoriosPage() {
  useDocumentTitle('Relatórios');
  const [busca, setBusca] = useSearchParams();
  const periodo = periodoDaUrl(busca.get('periodo'));
  const dados = useRelatorios(periodo);
  const { estados, exportar } = useExportacoes();

  useEffect(() => {
    if (dados.falhou) notify.error(MENSAGENS_RELATORIOS.erroCarregar, { acao: 'relatorios' });
  }, [dados.falhou]);

  const escolher = (valor: string | null) => {
    const novo = periodoDaUrl(valor);
    setBusca(
      (atual) => {
        const proxima = new URLSearchParams(atual);
        proxima.set('periodo', novo);
        return proxima;
      },
      { replace: true },
    );
  };

  const seletor = (
    <SegmentGroup.Root
      value={periodo}
      onValueChange={(e) => escolher(e.value)}
      size="lg"
      rounded="xl"
      aria-label="Período"
      data-testid="seletor-periodo"
      css={{ '& [data-part=item]': { flex: 1, justifyContent: 'center', whiteSpace: 'nowrap' } }}
      w={{ base: 'full', sm: 'auto' }}
    >
      <SegmentGroup.Indicator rounded="lg" />
      <SegmentGroup.Items items={ITENS_DO_SELETOR} />
    </SegmentGroup.Root>
  );

  const { resumo } = dados;
  const opcao = OPCOES_DE_PERIODO.find((o) => o.value === periodo) ?? OPCOES_DE_PERIODO[0]!;
  const intervalo = resumo
    ? `${opcao.label}: ${dataPorExtenso(resumo.inicio, '7d')} a ${dataPorExtenso(resumo.fim, '7d')}`
    : opcao.label;

  let conteudo;
  if (dados.falhou) {
    conteudo = (
      <EstadoDaLista
        icone={<LuCircleAlert />}
        titulo={MENSAGENS_RELATORIOS.erroCarregar}
        descricao="Verifique sua conexão e tente novamente."
        onTentarDeNovo={dados.tentarDeNovo}
      />
    );
  } else if (dados.carregando || !resumo) {
    conteudo = (
      <Stack gap="4" aria-busy="true" data-testid="relatorios-carregando">
        <SimpleGrid columns={{ base: 2, lg: 4 }} gap="4">
          {Array.from({ length: 4 }, (_, i) => (
            <Skeleton
              key={i}
              h={{ base: '24', md: '28' }}
              rounded="2xl"
              gridColumn={{ base: i === 0 || i === 3 ? 'span 2' : 'auto', lg: 'auto' }}
            />
          ))}
        </SimpleGrid>
        <Skeleton h={{ base: '72', md: '96' }} rounded="2xl" />
        <Esqueletos quantos={2} colunas={{ base: 1, lg: 2 }} gap="4" h="72" rounded="2xl" />
      </Stack>
    );
  } else {
    conteudo = (
      <>
        <SimpleGrid as="section" aria-label="Resumo" columns={{ base: 2, lg: 4 }} gap="4">
          {[
            {
              rotulo: 'Total de Vendas',
              icone: <LuDollarSign />,
              valor: formatarReais(resumo.totalVendas),
              largo: true,
            },
            {
              rotulo: 'Total de Pedidos',
              icone: <LuShoppingBag />,
              valor: formatarInteiro(resumo.totalPedidos),
            },
            {
              rotulo: 'Ticket Médio',
              icone: <LuTicket />,
              valor:
                resumo.mediaTicket != null && Number.isFinite(resumo.mediaTicket)
                  ? formatarReais(resumo.mediaTicket)
                  : '—',
            },
            {
              rotulo: 'Produtos Vendidos',
              icone: <LuPackage />,
              valor: formatarInteiro(resumo.produtosVendidos),
              largo: true,
            },
          ].map(({ largo, ...cartao }) =>
            // Phones: the first and last take the whole row (a year of a busy restaurant is long).
            largo ? (
              <Box key={cartao.rotulo} display="grid" gridColumn={{ base: 'span 2', lg: 'auto' }}>
                <CartaoDeNumero {...cartao} />
              </Box>
            ) : (
              <CartaoDeNumero key={cartao.rotulo} {...cartao} />
            ),
          )}
        </SimpleGrid>

        <PainelDoRelatorio
          id="vendas"
          titulo={periodo === '1y' ? 'Vendas por mês' : 'Vendas por dia'}
          descricao={`Itens ${formatarReais(resumo.totalItens)} + frete ${formatarReais(
            resumo.totalFrete,
          )} − descontos ${formatarReais(resumo.totalDesconto)}. Pedidos cancelados não entram.`}
        >
          <GraficoDeVendas
            vendas={dados.vendas ?? []}
            periodo={periodo}
            inicio={resumo.inicio}
            fim={resumo.fim}
          />
        </PainelDoRelatorio>

        <PainelDoRelatorio
          id="canais"
          titulo="Vendas por canal"
          descricao="Pedidos, receita e ticket médio de cada canal. Comandas pagas contam como Garçom; pedidos cancelados não entram."
        >
          <VendasPorCanal canais={dados.canais ?? []} />
        </PainelDoRelatorio>

        <SimpleGrid columns={{ base: 1, lg: 2 }} gap="4" alignItems="start">
          <PainelDoRelatorio
            id="top-produtos"
            titulo="Produtos mais vendidos"
            descricao="Os 5 primeiros por quantidade"
          >
            <TopProdutos produtos={dados.produtos ?? []} />
          </PainelDoRelatorio>
          <PainelDoRelatorio
            id="categorias"
            titulo="Vendas por categoria"
            descricao="Receita dos itens por categoria"
          >
            <GraficoDeCategorias categorias={dados.categorias ?? []} />
          </PainelDoRelatorio>
        </SimpleGrid>

        {temCozinha(dados.cozinha) && (
          <PainelDoRelatorio
            id="cozinha"
            titulo="Cozinha"
            descricao="Do pedido feito até ficar pronto nas telas da cozinha. Pedidos cancelados não entram."
          >
            <RelatorioDaCozinha relatorio={dados.cozinha} />
          </PainelDoRelatorio>
        )}

        <AcertoDoDia titulo="Acerto dos entregadores" />

        <SimpleGrid columns={{ base: 1, lg: 2 }} gap="4" alignItems="start">
          <PainelDoRelatorio id="insights" titulo="Insights">
            <Insights insights={resumo.insights} />
          </PainelDoRelatorio>
          <PainelDoRelatorio
            id="exportar"
            titulo="Exportar planilhas"
            descricao="Arquivos .xlsx do período selecionado"
          >
            <Exportacoes
              periodo={periodo}
              estados={estados}
              onExportar={(tipo) => void exportar(tipo, periodo)}
            />
          </PainelDoRelatorio>
        </SimpleGrid>
      </>
    );
  }

  return (
    <Stack gap={{ base: '5', md: '6' }} maxW="6xl">
      <CabecalhoDaPagina
        titulo="Relatórios"
        descricao={intervalo}
        acoes={
          <Stack direction={{ base: 'column', md: 'row' }} gap="2" w={{ base: 'full', sm: 'auto' }}>
            {seletor}
            <ImpressaoDoFechamento />
          </Stack>
        }
      />
      <Box display="contents">{conteudo}</Box>
    </Stack>
  );
}
