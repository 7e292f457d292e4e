import { MENSAGENS_ENTREGADORES, NOME_DO_VEICULO } from '@cardapio/shared-events';
import { Box, Button, Center, Container, Heading, Spinner, Stack, Text } from '@chakra-ui/react';
import { useMemo, useState, type ReactNode } from 'react';
import { LuBike, LuLink2Off, LuPackageCheck, LuRefreshCw, LuWifiOff } from 'react-icons/lu';
import { useParams } from 'react-router';
import { formatarHora } from '../../../app/format';
import { mensagemDoServidor, statusDoErro } from '../../../app/http';
import { useTituloDaLoja } from '../../../app/useDocumentTitle';
import { AvisoDePagina } from '../../../components/AvisoDePagina';
import { FaixaDaMarca } from '../../../components/FaixaDaMarca';
import { useEmpresaPublicaQuery } from '../../empresas/api';
import { useTemaDaLoja } from '../../empresas/marca';
import { usePaginaDoEntregadorQuery } from '../api';
import { AvisoDaFila } from '../components/AvisoDaFila';
import { CartaoDaEntrega } from '../components/CartaoDaEntrega';
import { NaoEntregueDialog } from '../components/NaoEntregueDialog';
import { comAFila, separarEntregas } from '../entregas';
import { acaoDoPedido } from '../fila';
import { useFilaDoEntregador, useNoAr } from '../useFilaDoEntregador';

/** The list is read again this often (no live connection on this page), on focus and online. */
const LEITURA_MS = 15_000;

/** /entregador/:token — the courier's phone (issue 32 §1): no login, the link is the key. */
export function PaginaDoEntregadorPage() {
  const { token } = useParams();
  if (!token) return <LinkInvalido mensagem={null} />;
  return <PaginaDoEntregador key={token} token={token} />;
}

function LinkInvalido({ mensagem }: { mensagem: string | null }) {
  return (
    <AvisoDePagina
      testId="entregador-link-invalido"
      icone={<LuLink2Off />}
      titulo="Link inválido"
      descricao={mensagem || MENSAGENS_ENTREGADORES.linkInvalido}
    />
  );
}

function Secao({ titulo, children }: { titulo: string; children: ReactNode }) {
  return (
    <Stack as="section" aria-label={titulo} gap="3">
      <Heading as="h2" fontSize="md" fontWeight="800" color="fg.muted">
        {titulo}
      </Heading>
      {children}
    </Stack>
  );
}

function PaginaDoEntregador({ token }: { token: string }) {
  const pagina = usePaginaDoEntregadorQuery(token, {
    pollingInterval: LEITURA_MS,
    refetchOnFocus: true,
    refetchOnReconnect: true,
  });
  const { fila, falhou, registrar } = useFilaDoEntregador(token);
  const noAr = useNoAr();
  const [naoEntregue, setNaoEntregue] = useState<number | null>(null);
  const dados = pagina.data;
  useTituloDaLoja(dados?.empresa.nome, 'Entregas');
  const { data: loja } = useEmpresaPublicaQuery(dados?.empresa.id ?? 0, { skip: !dados });
  useTemaDaLoja(loja?.cor_marca);

  const { emRota, concluidas } = useMemo(
    () => separarEntregas(comAFila(dados?.entregas ?? [], fila)),
    [dados, fila],
  );

  if (pagina.isError && statusDoErro(pagina.error) === 404)
    return <LinkInvalido mensagem={mensagemDoServidor(pagina.error)} />;
  if (!dados) {
    if (pagina.isError)
      return (
        <AvisoDePagina
          icone={<LuWifiOff />}
          titulo="Sem conexão"
          descricao="Não foi possível carregar suas entregas. Verifique o sinal e tente de novo."
        >
          <Button rounded="xl" size="lg" colorPalette="brand" onClick={() => void pagina.refetch()}>
            <LuRefreshCw /> Tentar de novo
          </Button>
        </AvisoDePagina>
      );
    return (
      <Center minH="100dvh" aria-busy="true">
        <Spinner size="lg" color="brand.solid" borderWidth="3px" />
      </Center>
    );
  }

  const aguardando = (id: number, status: string) =>
    status !== 'em_rota' && acaoDoPedido(fila, id) !== undefined;

  return (
    <Box minH="100dvh" bg="bg.subtle" pb="10">
      <FaixaDaMarca as="header" pt="5" pb="6">
        <Container maxW="lg" px="5">
          <Stack gap="1" data-testid="entregador-cabecalho">
            <Text fontWeight="bold" fontSize="sm" opacity={0.92} truncate>
              {dados.empresa.nome}
            </Text>
            <Heading as="h1" fontSize="3xl" fontWeight="800" letterSpacing="-0.02em">
              {dados.entregador.nome}
            </Heading>
            <Text fontSize="sm" display="flex" alignItems="center" gap="1.5">
              <LuBike /> {NOME_DO_VEICULO[dados.entregador.veiculo]} ·{' '}
              {emRota.length === 0
                ? 'Nenhuma entrega em rota'
                : emRota.length === 1
                  ? '1 entrega em rota'
                  : `${emRota.length} entregas em rota`}
            </Text>
          </Stack>
        </Container>
      </FaixaDaMarca>

      <Container maxW="lg" px="5" pt="4">
        <Stack gap="5">
          <AvisoDaFila pendentes={fila.length} noAr={noAr} falhou={falhou} />

          <Secao titulo="Em rota">
            {emRota.length === 0 ? (
              <Stack
                align="center"
                gap="2"
                py="10"
                px="4"
                textAlign="center"
                rounded="2xl"
                borderWidth="1px"
                borderStyle="dashed"
                color="fg.muted"
                data-testid="sem-entregas"
              >
                <Box fontSize="3xl" aria-hidden>
                  <LuPackageCheck />
                </Box>
                <Text fontWeight="semibold">Nenhuma entrega com você agora</Text>
                <Text fontSize="sm">
                  Quando a loja despachar pedidos para você, eles aparecem aqui.
                </Text>
              </Stack>
            ) : (
              emRota.map((e) => (
                <CartaoDaEntrega
                  key={`${e.pedido_id}-${e.despachado_em}`}
                  entrega={e}
                  aguardandoEnvio={false}
                  onEntregue={() => registrar({ pedido_id: e.pedido_id, tipo: 'entregue' })}
                  onNaoEntregue={() => setNaoEntregue(e.pedido_id)}
                />
              ))
            )}
          </Secao>

          {concluidas.length > 0 && (
            <Secao titulo="Concluídas hoje">
              {concluidas.map((e) => (
                <CartaoDaEntrega
                  key={`${e.pedido_id}-${e.despachado_em}`}
                  entrega={e}
                  aguardandoEnvio={aguardando(e.pedido_id, e.status)}
                  onEntregue={() => undefined}
                  onNaoEntregue={() => undefined}
                />
              ))}
            </Secao>
          )}

          <Stack align="center" gap="2" color="fg.muted" fontSize="sm">
            {pagina.fulfilledTimeStamp && (
              <Text>Atualizado às {formatarHora(new Date(pagina.fulfilledTimeStamp))}</Text>
            )}
            <Button
              variant="outline"
              rounded="xl"
              minH="11"
              loading={pagina.isFetching}
              onClick={() => void pagina.refetch()}
            >
              <LuRefreshCw /> Atualizar
            </Button>
          </Stack>
        </Stack>
      </Container>

      <NaoEntregueDialog
        pedidoId={naoEntregue}
        onConfirmar={(motivo) => {
          if (naoEntregue !== null)
            registrar({ pedido_id: naoEntregue, tipo: 'nao_entregue', motivo });
          setNaoEntregue(null);
        }}
        onFechar={() => setNaoEntregue(null)}
      />
    </Box>
  );
}
