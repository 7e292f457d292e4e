import { Badge, Box, Button, Heading, HStack, Progress, Stack, Text } from '@chakra-ui/react';
import {
  MENSAGENS_CADASTRO,
  TEXTOS_DOS_PASSOS,
  type PassoDeAbertura,
} from '@cardapio/shared-events';
import { useState, type ReactNode } from 'react';
import {
  LuCircle,
  LuCircleCheck,
  LuClock,
  LuExternalLink,
  LuMail,
  LuRocket,
  LuSparkles,
  LuStore,
} from 'react-icons/lu';
import { Link } from 'react-router';
import { comAviso } from '../../../app/comAviso';
import { useAppSelector } from '../../../app/hooks';
import { ConfirmarDialog } from '../../../components/ConfirmarDialog';
import {
  useAbrirLojaMutation,
  useCarregarCardapioExemploMutation,
  usePrimeirosPassosQuery,
  useReenviarConfirmacaoMutation,
} from '../cadastroApi';

function Passo({
  passo,
  gestao,
  lojaAberta,
  onReenviar,
  reenviando,
}: {
  passo: PassoDeAbertura;
  gestao: boolean;
  lojaAberta: boolean;
  onReenviar: () => void;
  reenviando: boolean;
}) {
  const situacao = !passo.disponivel ? 'em breve' : passo.feito ? 'feito' : 'pendente';
  const icone = !passo.disponivel ? <LuClock /> : passo.feito ? <LuCircleCheck /> : <LuCircle />;
  const botao = {
    size: 'sm',
    variant: 'outline',
    rounded: 'lg',
    minH: { base: '11', md: '9' },
  } as const;
  let acao: ReactNode = null;
  if (!passo.feito && passo.disponivel) {
    if (passo.id === 'email' && gestao)
      acao = (
        <Button {...botao} loading={reenviando} onClick={onReenviar}>
          <LuMail /> Reenviar email
        </Button>
      );
    // The menu takes orders only once the store is open.
    else if (passo.id === 'pedido_teste' && passo.link && lojaAberta)
      acao = (
        <Button asChild {...botao}>
          <a href={passo.link} target="_blank" rel="noopener noreferrer">
            Abrir cardápio <LuExternalLink />
          </a>
        </Button>
      );
    else if (passo.id !== 'pedido_teste' && passo.link)
      acao = (
        <Button asChild {...botao}>
          <Link to={passo.link} aria-label={`${passo.titulo}: configurar`}>
            Configurar
          </Link>
        </Button>
      );
  }
  return (
    <HStack
      as="li"
      aria-label={`${passo.titulo}: ${situacao}`}
      data-passo={passo.id}
      data-feito={passo.feito}
      gap="3"
      py="3"
      align="flex-start"
      borderTopWidth="1px"
      borderColor="border.subtle"
      opacity={passo.disponivel ? 1 : 0.6}
    >
      <Box
        fontSize="xl"
        mt="0.5"
        color={passo.feito ? 'green.fg' : passo.disponivel ? 'fg.subtle' : 'fg.muted'}
      >
        {icone}
      </Box>
      <Stack
        direction={{ base: 'column', md: 'row' }}
        gap={{ base: '2', md: '3' }}
        flex="1"
        minW="0"
        align={{ base: 'flex-start', md: 'center' }}
        justify="space-between"
      >
        <Stack gap="0.5" minW="0">
          <HStack gap="2" wrap="wrap">
            <Text fontWeight="semibold" textDecoration={passo.feito ? 'line-through' : undefined}>
              {passo.titulo}
            </Text>
            {!passo.essencial && passo.disponivel && (
              <Badge colorPalette="gray" variant="subtle" size="sm">
                Opcional
              </Badge>
            )}
            {!passo.disponivel && (
              <Badge colorPalette="gray" variant="outline" size="sm">
                Em breve
              </Badge>
            )}
          </HStack>
          <Text fontSize="sm" color="fg.muted">
            {passo.descricao}
          </Text>
        </Stack>
        {acao && <Box flexShrink={0}>{acao}</Box>}
      </Stack>
    </HStack>
  );
}

/**
 * 'Falta pouco para abrir' (issue 26 §2) on the dashboard home: each step read from the company's
 * real data by the server, read again whenever the home is shown (or the tab regains focus).
 * 'Abrir a loja' only once the essentials are done; the sample menu only into an empty store.
 */
export function PrimeirosPassos({ empresaId }: { empresaId: number }) {
  const gestao = useAppSelector((state) => state.sessao.usuario?.role === 'gestao');
  const consulta = usePrimeirosPassosQuery(empresaId, {
    refetchOnMountOrArgChange: true,
    refetchOnFocus: true,
  });
  const [abrir, abertura] = useAbrirLojaMutation();
  const [carregarExemplo, carga] = useCarregarCardapioExemploMutation();
  const [reenviar, reenvio] = useReenviarConfirmacaoMutation();
  const [confirmarExemplo, setConfirmarExemplo] = useState(false);

  const dados = consulta.data;
  if (!dados?.mostrar) return null;
  const aberta = dados.loja_aberta_em !== null;
  const essenciais = dados.passos.filter((p) => p.essencial);
  const prontos = essenciais.filter((p) => p.feito).length;
  const faltando = dados.pendentes.map((id) => TEXTOS_DOS_PASSOS[id].titulo.toLowerCase());

  return (
    <Box
      as="section"
      aria-labelledby="titulo-primeiros-passos"
      data-testid="primeiros-passos"
      p={{ base: '4', md: '6' }}
      rounded="2xl"
      bg="bg.panel"
      borderWidth="1px"
      borderColor="brand.muted"
      shadow="card"
    >
      <Stack gap="4">
        <HStack gap="3" align="flex-start">
          <Box
            boxSize="11"
            flexShrink={0}
            rounded="xl"
            bg="brand.subtle"
            color="brand.fg"
            display="grid"
            placeItems="center"
            fontSize="xl"
          >
            {aberta ? <LuStore /> : <LuRocket />}
          </Box>
          <Stack gap="1" flex="1">
            <Heading as="h2" id="titulo-primeiros-passos" fontSize="xl" fontWeight="800">
              {aberta ? 'Sua loja está aberta!' : 'Falta pouco para abrir'}
            </Heading>
            <Text color="fg.muted" fontSize="sm">
              {aberta
                ? 'Faça um pedido de teste no seu cardápio e veja ele chegar em Pedidos.'
                : `${prontos} de ${essenciais.length} passos essenciais prontos. Os opcionais podem ficar para depois.`}
            </Text>
          </Stack>
        </HStack>
        {!aberta && (
          <Progress.Root
            value={prontos}
            max={essenciais.length}
            size="sm"
            colorPalette="brand"
            aria-label="Passos essenciais prontos"
          >
            <Progress.Track rounded="full">
              <Progress.Range />
            </Progress.Track>
          </Progress.Root>
        )}

        <Box as="ul" listStyleType="none" aria-label="Primeiros passos" m="0" p="0">
          {dados.passos.map((passo) => (
            <Passo
              key={passo.id}
              passo={passo}
              gestao={gestao}
              lojaAberta={aberta}
              reenviando={reenvio.isLoading}
              onReenviar={() =>
                void comAviso('reenviar-confirmacao', () => reenviar().unwrap(), {
                  sucesso: MENSAGENS_CADASTRO.reenviado,
                  erro: 'Não foi possível reenviar o email',
                })
              }
            />
          ))}
        </Box>

        {!aberta && (
          <Stack
            direction={{ base: 'column', sm: 'row' }}
            gap="3"
            align={{ base: 'stretch', sm: 'center' }}
            borderTopWidth="1px"
            borderColor="border.subtle"
            pt="4"
          >
            {gestao ? (
              <Button
                colorPalette="brand"
                rounded="xl"
                minH="11"
                disabled={!dados.pode_abrir}
                loading={abertura.isLoading}
                onClick={() =>
                  void comAviso('abrir-loja', () => abrir(empresaId).unwrap(), {
                    sucesso: MENSAGENS_CADASTRO.lojaAberta,
                    erro: 'Não foi possível abrir a loja',
                  })
                }
              >
                <LuStore /> Abrir a loja
              </Button>
            ) : (
              <Text fontSize="sm" color="fg.muted">
                Só a gestão abre a loja.
              </Text>
            )}
            {gestao && dados.cardapio_exemplo_disponivel && (
              <Button
                variant="outline"
                rounded="xl"
                minH="11"
                onClick={() => setConfirmarExemplo(true)}
              >
                <LuSparkles /> Carregar cardápio de exemplo
              </Button>
            )}
            {!dados.pode_abrir && (
              <Text fontSize="sm" color="fg.muted" flex="1" data-testid="falta-para-abrir">
                Para abrir, falta: {faltando.join(', ')}.
              </Text>
            )}
          </Stack>
        )}
      </Stack>
      <ConfirmarDialog
        aberto={confirmarExemplo}
        titulo="Carregar cardápio de exemplo?"
        mensagem="Vamos criar as categorias Lanches, Bebidas e Sobremesas com produtos de exemplo, fotos e adicionais. Depois é só editar ou excluir o que quiser."
        confirmar="Carregar exemplo"
        icone={<LuSparkles />}
        carregando={carga.isLoading}
        onFechar={() => setConfirmarExemplo(false)}
        onConfirmar={() =>
          void comAviso('cardapio-exemplo', () => carregarExemplo(empresaId).unwrap(), {
            sucesso: MENSAGENS_CADASTRO.exemploCarregado,
            erro: 'Não foi possível carregar o cardápio de exemplo',
          }).then(() => setConfirmarExemplo(false))
        }
      />
    </Box>
  );
}
