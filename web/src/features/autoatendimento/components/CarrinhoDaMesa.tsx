import {
  Alert,
  Box,
  Button,
  CloseButton,
  Drawer,
  Field,
  HStack,
  IconButton,
  Input,
  Portal,
  Stack,
  Text,
} from '@chakra-ui/react';
import { LuSend, LuShoppingBag, LuTrash2 } from 'react-icons/lu';
import { formatarReais } from '../../../app/format';
import { aoFechar } from '../../../components/aoFechar';
import { CaixaDeIcone } from '../../../components/CaixaDeIcone';
import { MiniaturaDoProduto } from '../../../components/MiniaturaDoProduto';
import { OpcoesDaLinha } from '../../../components/OpcoesDaLinha';
import { SeletorDeQuantidade } from '../../../components/SeletorDeQuantidade';
import {
  QUANTIDADE_MAXIMA,
  totalDoCarrinho,
  unidadesNoCarrinho,
  type LinhaDoCarrinho,
} from '../carrinho';
import { textoDeItens } from '../regras';

interface BarraDoCarrinhoProps {
  linhas: LinhaDoCarrinho[];
  onAbrir: () => void;
}

/** Fixed at the bottom while the cart has something: how much, and the way to send it. */
export function BarraDoCarrinho({ linhas, onAbrir }: BarraDoCarrinhoProps) {
  if (linhas.length === 0) return null;
  const unidades = unidadesNoCarrinho(linhas);
  return (
    <Box
      position="fixed"
      insetX="0"
      bottom="0"
      zIndex="sticky"
      px="4"
      pt="3"
      pb="max(0.75rem, env(safe-area-inset-bottom))"
      bg="bg/90"
      backdropFilter="blur(10px)"
      borderTopWidth="1px"
      borderColor="border.subtle"
      data-avisos-acima=""
    >
      <Button
        w="full"
        maxW="3xl"
        mx="auto"
        display="flex"
        size="xl"
        minH="14"
        rounded="2xl"
        colorPalette="brand"
        justifyContent="space-between"
        fontWeight="bold"
        onClick={onAbrir}
        data-testid="mesa-qr-carrinho"
      >
        <HStack gap="2">
          <LuShoppingBag />
          <span>Ver pedido · {textoDeItens(unidades)}</span>
        </HStack>
        <span>{formatarReais(totalDoCarrinho(linhas))}</span>
      </Button>
    </Box>
  );
}

/** The name field's id: the page focuses it when the name is missing. */
export const ID_DO_NOME = 'mesa-qr-nome';

interface CarrinhoDaMesaProps {
  aberto: boolean;
  onFechar: () => void;
  linhas: LinhaDoCarrinho[];
  onQuantidade: (chave: string, quantidade: number) => void;
  nome: string;
  onNome: (nome: string) => void;
  erroDoNome: string | null;
  /** false: the table cannot order now (the banner says why); the cart stays. */
  podePedir: boolean;
  motivo: string | null;
  enviando: boolean;
  onEnviar: () => void;
}

/** The table's cart: its lines, the guest's name and 'Enviar pedido'. */
export function CarrinhoDaMesa({
  aberto,
  onFechar,
  linhas,
  onQuantidade,
  nome,
  onNome,
  erroDoNome,
  podePedir,
  motivo,
  enviando,
  onEnviar,
}: CarrinhoDaMesaProps) {
  const idDoNome = ID_DO_NOME;
  const unidades = unidadesNoCarrinho(linhas);
  return (
    <Drawer.Root
      open={aberto}
      onOpenChange={aoFechar(onFechar)}
      placement="end"
      size={{ base: 'full', sm: 'md' }}
    >
      <Portal>
        <Drawer.Backdrop backdropFilter="blur(3px)" />
        <Drawer.Positioner>
          <Drawer.Content bg="bg.panel" data-testid="mesa-qr-carrinho-aberto">
            <Drawer.Header px="5" py="4" borderBottomWidth="1px" borderColor="border.subtle">
              <HStack gap="3" pr="10">
                <CaixaDeIcone boxSize="10" fontSize="lg">
                  <LuShoppingBag />
                </CaixaDeIcone>
                <Stack gap="0">
                  <Drawer.Title fontSize="xl" fontWeight="800" letterSpacing="-0.02em">
                    Seu pedido
                  </Drawer.Title>
                  <Text fontSize="sm" color="fg.muted">
                    {linhas.length === 0 ? 'Nenhum item ainda' : textoDeItens(unidades)}
                  </Text>
                </Stack>
              </HStack>
            </Drawer.Header>

            <Drawer.Body px="5" py="2">
              {linhas.length === 0 ? (
                <Text py="6" textAlign="center" color="fg.muted">
                  Escolha os pratos no cardápio e eles aparecem aqui.
                </Text>
              ) : (
                <Stack as="ul" gap="0" listStyleType="none">
                  {linhas.map((linha) => (
                    <LinhaDoCarrinhoDaMesa
                      key={linha.chave}
                      linha={linha}
                      onQuantidade={(q) => onQuantidade(linha.chave, q)}
                    />
                  ))}
                </Stack>
              )}
            </Drawer.Body>

            <Drawer.Footer
              flexDirection="column"
              alignItems="stretch"
              gap="3"
              px="5"
              pt="4"
              pb="calc(1rem + env(safe-area-inset-bottom))"
              borderTopWidth="1px"
              borderColor="border.subtle"
              bg="bg.panel"
            >
              {!podePedir && motivo && (
                <Alert.Root status="warning" rounded="xl">
                  <Alert.Indicator />
                  <Alert.Title>{motivo}</Alert.Title>
                </Alert.Root>
              )}
              <Field.Root invalid={erroDoNome !== null} gap="1.5">
                <Field.Label htmlFor={idDoNome} fontWeight="semibold">
                  Seu nome
                </Field.Label>
                <Input
                  id={idDoNome}
                  size="lg"
                  rounded="xl"
                  value={nome}
                  onChange={(e) => onNome(e.target.value)}
                  onKeyDown={(e) => {
                    if (e.key === 'Enter') onEnviar();
                  }}
                  placeholder="Ex.: Ana"
                  autoComplete="given-name"
                  enterKeyHint="send"
                  maxLength={60}
                  data-testid="mesa-qr-nome"
                />
                {erroDoNome ? (
                  <Field.ErrorText>{erroDoNome}</Field.ErrorText>
                ) : (
                  <Field.HelperText>Só o nome, para o garçom saber de quem é.</Field.HelperText>
                )}
              </Field.Root>
              <HStack justify="space-between" fontWeight="800" fontSize="lg">
                <Text>Total</Text>
                <Text data-testid="mesa-qr-total-do-carrinho">
                  {formatarReais(totalDoCarrinho(linhas))}
                </Text>
              </HStack>
              <Button
                colorPalette="brand"
                size="xl"
                minH="14"
                rounded="2xl"
                fontWeight="bold"
                loading={enviando}
                loadingText="Enviando…"
                disabled={!podePedir || linhas.length === 0}
                onClick={onEnviar}
                data-testid="mesa-qr-enviar"
              >
                <LuSend /> Enviar pedido
              </Button>
            </Drawer.Footer>

            <Drawer.CloseTrigger asChild top="5" insetEnd="4">
              <CloseButton
                size={{ base: 'lg', md: 'md' }}
                rounded="full"
                aria-label="Fechar pedido"
              />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}

function LinhaDoCarrinhoDaMesa({
  linha,
  onQuantidade,
}: {
  linha: LinhaDoCarrinho;
  onQuantidade: (quantidade: number) => void;
}) {
  return (
    <HStack
      as="li"
      align="flex-start"
      gap="3"
      py="4"
      borderBottomWidth="1px"
      borderColor="border.subtle"
      _last={{ borderBottomWidth: 0 }}
      data-testid="mesa-qr-linha-do-carrinho"
    >
      <MiniaturaDoProduto
        imagemUrl={linha.imagem_url}
        alt={linha.nome}
        boxSize="16"
        fontSize="xl"
      />
      <Stack gap="1.5" flex="1" minW="0">
        <HStack align="flex-start" justify="space-between" gap="2">
          <Text fontWeight="bold" lineHeight="1.3" lineClamp={2}>
            {linha.nome}
          </Text>
          <Text fontWeight="bold" whiteSpace="nowrap">
            {formatarReais(totalDoCarrinho([linha]))}
          </Text>
        </HStack>
        <OpcoesDaLinha personalizacoes={linha.personalizacoes} gap="0.5" fontSize="sm" />
        {linha.observacoes && (
          <Text fontSize="sm" color="fg.muted" fontStyle="italic" lineClamp={3}>
            Obs.: {linha.observacoes}
          </Text>
        )}
        <HStack justify="space-between" gap="2" mt="1">
          <Text fontSize="sm" color="fg.muted">
            {formatarReais(linha.preco_unitario)} cada
          </Text>
          <HStack gap="1">
            <SeletorDeQuantidade
              quantidade={linha.quantidade}
              maximo={QUANTIDADE_MAXIMA}
              onMudar={onQuantidade}
              rotulo={`Quantidade de ${linha.nome}`}
              nome={linha.nome}
              tamanho={{ base: 'lg', md: 'sm' }}
              bg="bg.panel"
            />
            <IconButton
              aria-label={`Remover ${linha.nome}`}
              title="Remover"
              size={{ base: 'lg', md: 'sm' }}
              variant="ghost"
              colorPalette="red"
              rounded="full"
              onClick={() => onQuantidade(0)}
            >
              <LuTrash2 />
            </IconButton>
          </HStack>
        </HStack>
      </Stack>
    </HStack>
  );
}
