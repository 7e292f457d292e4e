import {
  MENSAGENS_AUTOATENDIMENTO,
  type CardapioAtualizadoEvento,
  type ProdutoMenu,
} from '@cardapio/shared-events';
import { Box, Button, Container, Stack } from '@chakra-ui/react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { LuRefreshCw } from 'react-icons/lu';
import { useParams } from 'react-router';
import { api } from '../../../app/api';
import { mensagemDeErro, mensagemDoServidor, statusDoErro } from '../../../app/http';
import { useAppDispatch } from '../../../app/hooks';
import { notify } from '../../../app/toaster';
import { useTituloDaLoja } from '../../../app/useDocumentTitle';
import { AvisoDePagina } from '../../../components/AvisoDePagina';
import { FullPageSpinner } from '../../../components/FullPageSpinner';
import { useMenuQuery } from '../../cardapio/api';
import { useEmpresaPublicaQuery } from '../../empresas/api';
import { useTemaDaLoja } from '../../empresas/marca';
import {
  autoatendimentoApi,
  useEnviarPedidoDoQrMutation,
  useMesaDoQrQuery,
  usePedidosDoConvidadoQuery,
} from '../api';
import {
  adicionarLinha,
  itensParaEnviar,
  lerCarrinhoSalvo,
  mudarQuantidade,
  type LinhaDoCarrinho,
} from '../carrinho';
import { AvisoDaMesa } from '../components/AvisoDaMesa';
import { BotoesDeChamada } from '../components/BotoesDeChamada';
import { CabecalhoDaMesa } from '../components/CabecalhoDaMesa';
import { CardapioDaMesa } from '../components/CardapioDaMesa';
import { BarraDoCarrinho, CarrinhoDaMesa, ID_DO_NOME } from '../components/CarrinhoDaMesa';
import { EscolherProduto } from '../components/EscolherProduto';
import { QrInvalido } from '../components/QrInvalido';
import { SeusPedidos } from '../components/SeusPedidos';
import { armazenamentoLocal, convidadoDoAparelho, nomeSalvo, salvarNome } from '../convidado';
import { ehQrInvalido, erroDoNome } from '../regras';
import { useMesaQrAoVivo } from '../useMesaQrAoVivo';

/**
 * How long the first read waits for the live connection (subscribe before reading, DESIGN §3):
 * past it the page reads anyway and the connection, when it comes, reads again.
 */
const ESPERA_PELA_CONEXAO_MS = 2500;
/** Without the live connection the page still follows the table, more slowly. */
const LEITURA_SEM_CONEXAO_MS = 20_000;

/** /mesa/:token — the customer's page at the table (issue 31 §2). */
export function MesaQrPage() {
  const { token } = useParams();
  if (!token) return <QrInvalido />;
  return <MesaQr key={token} token={token} />;
}

function carrinhoSalvo(chave: string): LinhaDoCarrinho[] {
  try {
    return lerCarrinhoSalvo(window.sessionStorage.getItem(chave));
  } catch {
    return [];
  }
}

function MesaQr({ token }: { token: string }) {
  const dispatch = useAppDispatch();
  const [convidado] = useState(() => convidadoDoAparelho(armazenamentoLocal()));

  // Reads start once the live connection is up (or after a short wait without it).
  const [liberado, setLiberado] = useState(false);
  const liberadoRef = useRef(false);
  const empresaIdRef = useRef<number | undefined>(undefined);

  const relerMesa = useCallback(() => {
    void dispatch(
      autoatendimentoApi.endpoints.mesaDoQr.initiate(token, {
        forceRefetch: true,
        subscribe: false,
      }),
    );
  }, [dispatch, token]);
  const relerPedidos = useCallback(() => {
    void dispatch(
      autoatendimentoApi.endpoints.pedidosDoConvidado.initiate(
        { token, convidado },
        { forceRefetch: true, subscribe: false },
      ),
    );
  }, [dispatch, token, convidado]);
  const relerCardapio = useCallback(() => {
    const id = empresaIdRef.current;
    if (id === undefined) return;
    dispatch(api.util.invalidateTags([{ type: 'Menu', id }, { type: 'Categoria', id }, 'Produto']));
  }, [dispatch]);

  const liberar = useCallback(() => {
    if (liberadoRef.current) return false;
    liberadoRef.current = true;
    setLiberado(true);
    return true;
  }, []);

  const estado = useMesaQrAoVivo(token, {
    aoConectar: () => {
      // The first connection starts the reads; every later one reads what it may have missed.
      if (liberar()) return;
      relerMesa();
      relerPedidos();
      relerCardapio();
    },
    aoMudar: () => {
      relerMesa();
      relerPedidos();
    },
    aoAtualizarCardapio: (evento: CardapioAtualizadoEvento) => {
      const id = empresaIdRef.current;
      if (id !== undefined && evento.empresa_id !== id) return;
      relerMesa();
      if (!evento.apenas_status) relerCardapio();
    },
    conferirRecusa: async () => {
      const leitura = await dispatch(
        autoatendimentoApi.endpoints.mesaDoQr.initiate(token, {
          forceRefetch: true,
          subscribe: false,
        }),
      );
      return leitura.isError && ehQrInvalido(statusDoErro(leitura.error));
    },
  });

  useEffect(() => {
    const espera = setTimeout(liberar, ESPERA_PELA_CONEXAO_MS);
    return () => clearTimeout(espera);
  }, [liberar]);

  const conectado = estado === 'conectado';
  const intervalo = conectado ? 0 : LEITURA_SEM_CONEXAO_MS;
  const mesaQuery = useMesaDoQrQuery(token, { skip: !liberado, pollingInterval: intervalo });
  const pedidosQuery = usePedidosDoConvidadoQuery(
    { token, convidado },
    { skip: !liberado, pollingInterval: intervalo },
  );
  const mesa = mesaQuery.data;
  const empresaId = mesa?.empresa.id;
  useEffect(() => {
    empresaIdRef.current = empresaId;
  }, [empresaId]);
  const menu = useMenuQuery(empresaId ?? 0, { skip: empresaId === undefined });
  const { data: empresaPublica } = useEmpresaPublicaQuery(empresaId ?? 0, {
    skip: empresaId === undefined,
  });
  useTemaDaLoja(empresaPublica?.cor_marca);
  useTituloDaLoja(mesa?.empresa.nome, mesa ? `Mesa ${mesa.mesa.numero}` : 'Mesa');

  // The guest's cart: this tab's, kept across a reload.
  const chaveDoCarrinho = `mesaQrCarrinho:${token}`;
  const [carrinho, setCarrinho] = useState(() => carrinhoSalvo(chaveDoCarrinho));
  useEffect(() => {
    try {
      if (carrinho.length === 0) window.sessionStorage.removeItem(chaveDoCarrinho);
      else window.sessionStorage.setItem(chaveDoCarrinho, JSON.stringify(carrinho));
    } catch {
      // No storage: the cart lives in the page only.
    }
  }, [carrinho, chaveDoCarrinho]);

  const [carrinhoAberto, setCarrinhoAberto] = useState(false);
  const [produtoAberto, setProdutoAberto] = useState<ProdutoMenu | null>(null);
  const [nome, setNome] = useState(() => nomeSalvo(armazenamentoLocal()));
  const [erroNome, setErroNome] = useState<string | null>(null);
  const [enviarPedido, { isLoading: enviando }] = useEnviarPedidoDoQrMutation();

  const adicionar = useCallback(
    (linha: Omit<LinhaDoCarrinho, 'chave'>) => {
      const { carrinho: novo, resultado } = adicionarLinha(carrinho, linha);
      if (resultado === 'cheio') {
        notify.error(MENSAGENS_AUTOATENDIMENTO.muitosItens, { acao: 'adicionar-mesa-qr' });
        return false;
      }
      setCarrinho(novo);
      notify.success(`${linha.nome} adicionado ao pedido`, { acao: 'adicionar-mesa-qr' });
      return true;
    },
    [carrinho],
  );

  const adicionarRapido = useCallback(
    (produto: ProdutoMenu) => {
      if (produto.disponivel === false) return;
      if (produto.tem_opcoes) {
        setProdutoAberto(produto);
        return;
      }
      adicionar({
        produto_id: produto.id,
        nome: produto.nome,
        imagem_url: produto.imagem_url,
        preco_unitario: produto.preco,
        quantidade: 1,
        observacoes: '',
        personalizacoes: [],
      });
    },
    [adicionar],
  );

  async function enviar() {
    if (enviando || !mesa?.pode_pedir || carrinho.length === 0) return;
    const erro = erroDoNome(nome);
    if (erro) {
      setErroNome(erro);
      document.getElementById(ID_DO_NOME)?.focus();
      return;
    }
    const nomeLimpo = nome.trim();
    salvarNome(armazenamentoLocal(), nomeLimpo);
    try {
      const resposta = await enviarPedido({
        token,
        convidado,
        nome: nomeLimpo,
        itens: itensParaEnviar(carrinho),
      }).unwrap();
      setCarrinho([]);
      setCarrinhoAberto(false);
      notify.success(
        { title: resposta.mensagem, duration: 5000 },
        { acao: 'enviar-pedido-mesa-qr' },
      );
      setTimeout(
        () =>
          document
            .getElementById('seus-pedidos')
            ?.scrollIntoView({ behavior: 'smooth', block: 'start' }),
        150,
      );
    } catch (falha) {
      notify.error(mensagemDeErro(falha, 'Não foi possível enviar o pedido. Tente novamente.'), {
        acao: 'enviar-pedido-mesa-qr',
      });
      // Blocked, paused or a new code meanwhile: the page shows it.
      relerMesa();
    }
  }

  const statusDaMesa = statusDoErro(mesaQuery.error);
  if (estado === 'recusado') return <QrInvalido />;
  if (mesaQuery.isError && ehQrInvalido(statusDaMesa)) {
    return <QrInvalido mensagem={mensagemDoServidor(mesaQuery.error)} />;
  }
  if (!mesa) {
    if (mesaQuery.isError && !mesaQuery.isFetching) {
      return (
        <AvisoDePagina
          testId="mesa-qr-erro"
          icone={<LuRefreshCw />}
          titulo="Não foi possível abrir a mesa"
          descricao="Verifique sua conexão e tente novamente."
        >
          <Button colorPalette="brand" rounded="full" minH="11" onClick={relerMesa}>
            Tentar novamente
          </Button>
        </AvisoDePagina>
      );
    }
    return <FullPageSpinner label="Abrindo o cardápio da mesa..." />;
  }

  const pedidos = pedidosQuery.data;
  return (
    <Box minH="100dvh" bg="bg" pb={carrinho.length > 0 ? '32' : '12'}>
      <Container maxW="3xl" px={{ base: '0', md: '6' }} pt={{ base: '0', md: '6' }}>
        <CabecalhoDaMesa mesa={mesa} reconectando={estado === 'reconectando'} />
        <Stack as="main" gap="5" px={{ base: '4', md: '0' }} mt="5">
          {!mesa.pode_pedir && <AvisoDaMesa motivo={mesa.motivo} />}
          <BotoesDeChamada
            token={token}
            desligados={
              mesa.motivo === MENSAGENS_AUTOATENDIMENTO.qrBloqueado ||
              mesa.motivo === MENSAGENS_AUTOATENDIMENTO.mesaEmManutencao
            }
          />
          {pedidos && pedidos.itens.length > 0 && (
            <SeusPedidos itens={pedidos.itens} total={pedidos.total} />
          )}
          <CardapioDaMesa
            menu={menu.data}
            carregando={menu.isLoading}
            falhou={menu.isError}
            onTentarDeNovo={() => void menu.refetch()}
            onAbrir={setProdutoAberto}
            onAdicionar={adicionarRapido}
          />
        </Stack>
      </Container>

      <BarraDoCarrinho linhas={carrinho} onAbrir={() => setCarrinhoAberto(true)} />
      <CarrinhoDaMesa
        aberto={carrinhoAberto}
        onFechar={() => setCarrinhoAberto(false)}
        linhas={carrinho}
        onQuantidade={(chave, quantidade) =>
          setCarrinho((atual) => mudarQuantidade(atual, chave, quantidade))
        }
        nome={nome}
        onNome={(valor) => {
          setNome(valor);
          setErroNome(null);
        }}
        erroDoNome={erroNome}
        podePedir={mesa.pode_pedir}
        motivo={mesa.motivo}
        enviando={enviando}
        onEnviar={() => void enviar()}
      />
      {produtoAberto && (
        <EscolherProduto
          key={produtoAberto.id}
          produto={produtoAberto}
          onAdicionar={(linha) => {
            if (adicionar(linha)) setProdutoAberto(null);
          }}
          onFechar={() => setProdutoAberto(null)}
        />
      )}
    </Box>
  );
}
