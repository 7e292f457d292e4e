import {
  CONTRASTE_MINIMO,
  formatarContraste,
  lerCor,
  marcaDaLoja,
  mensagemDeContraste,
  MARCA_DO_PRODUTO,
  MENSAGENS_EMPRESA,
  normalizarCor,
  PALETA,
  tomMaisEscuro,
  type EmpresaConfig,
} from '@cardapio/shared-events';
import { Box, Button, chakra, HStack, Input, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useId, useState } from 'react';
import {
  LuCircleAlert,
  LuCircleCheck,
  LuLogIn,
  LuPalette,
  LuPlus,
  LuUtensilsCrossed,
} from 'react-icons/lu';
import { comAviso } from '../../../app/comAviso';
import { FormField } from '../../../components/FormField';
import { LogoDaLoja } from '../../../components/LogoDaLoja';
import { mensagemDoErroDeSalvar } from '../../cardapio/gestao/formulario';
import { SeletorDeImagem } from '../../cardapio/gestao/components/SeletorDeImagem';
import { useEnviarLogoMutation, useRemoverLogoMutation } from '../configApi';

/** The product's own colours, as the storefront shows them without a brand colour. */
const DO_PRODUTO = MARCA_DO_PRODUTO;

interface LeituraDoCampo {
  /** What the preview paints with. */
  cores: { solid: string; contraste: string; faixa: readonly string[] };
  tom: 'ok' | 'erro' | 'neutro';
  mensagem: string;
  /** A darker shade that passes, for a refused colour. */
  sugestao?: string;
}

/** What the typed colour would do, checked with the same function the server validates with. */
export function lerCampoDeCor(valor: string): LeituraDoCampo {
  if (!valor.trim())
    return {
      cores: DO_PRODUTO,
      tom: 'neutro',
      mensagem: 'Sem cor própria: a loja usa as cores do Cardápio Vivo.',
    };
  const cor = normalizarCor(valor);
  if (!cor) return { cores: DO_PRODUTO, tom: 'erro', mensagem: MENSAGENS_EMPRESA.corInvalida };
  const marca = marcaDaLoja(cor);
  if (!marca) {
    // Shown as it would look with white text, so the problem is visible too.
    return {
      cores: { solid: cor, contraste: '#ffffff', faixa: [cor, cor, cor] },
      tom: 'erro',
      mensagem: mensagemDeContraste(cor),
      sugestao: tomMaisEscuro(cor),
    };
  }
  const { contrasteClaro, contrasteEscuro } = lerCor(cor);
  const branco = marca.contraste === '#ffffff';
  return {
    cores: marca,
    tom: 'ok',
    mensagem:
      `Contraste aprovado: texto ${branco ? 'branco' : 'escuro'} sobre esta cor dá ` +
      `${formatarContraste(branco ? contrasteClaro : contrasteEscuro)} ` +
      `(mínimo ${formatarContraste(CONTRASTE_MINIMO)}).` +
      (branco ? '' : ' Os botões e o cabeçalho usam texto escuro.'),
  };
}

const SeletorDeCor = chakra('input');

interface SecaoDaMarcaProps {
  empresa: EmpresaConfig;
  nome: string;
  cor: string;
  erro?: string;
  onCor: (valor: string) => void;
}

/**
 * The storefront's brand on the settings screen (issue 26): the logo, sent as soon as it is
 * picked, and the colour, saved with the rest of the form, with a live preview of the menu's
 * header and a button and the contrast check the server will make.
 */
export function SecaoDaMarca({ empresa, nome, cor, erro, onCor }: SecaoDaMarcaProps) {
  const idDaCor = useId();
  const [erroDaLogo, setErroDaLogo] = useState<string | null>(null);
  const [enviar, envio] = useEnviarLogoMutation();
  const [remover, remocao] = useRemoverLogoMutation();
  const leitura = lerCampoDeCor(cor);
  const { cores } = leitura;
  const normalizada = normalizarCor(cor);

  const enviarLogo = (arquivo: File | null) => {
    if (!arquivo) return;
    void comAviso(
      'logo',
      () => enviar({ id: empresa.id, arquivo }).unwrap(),
      { sucesso: MENSAGENS_EMPRESA.logoSalva, erro: MENSAGENS_EMPRESA.erroLogo },
      mensagemDoErroDeSalvar,
    );
  };
  const removerLogo = () =>
    void comAviso('logo', () => remover(empresa.id).unwrap(), {
      sucesso: MENSAGENS_EMPRESA.logoRemovida,
      erro: MENSAGENS_EMPRESA.erroLogo,
    });

  return (
    <SimpleGrid columns={{ base: 1, lg: 2 }} gap={{ base: '5', lg: '6' }}>
      <Stack gap="5">
        <SeletorDeImagem
          rotulo="Logo"
          atual={empresa.logo_url}
          arquivo={null}
          erro={erroDaLogo ?? undefined}
          onArquivo={enviarLogo}
          onErro={setErroDaLogo}
          onRemover={removerLogo}
          logo
          ocupado={envio.isLoading || remocao.isLoading}
        />
        <FormField
          label="Cor da marca"
          invalid={Boolean(erro)}
          // The live check below already says it (with the shade to use): not twice.
          error={erro === leitura.mensagem ? undefined : erro}
          helper="Usada no cabeçalho e nos botões do cardápio, do carrinho e do login da loja."
        >
          <HStack gap="2" w="full">
            <SeletorDeCor
              id={idDaCor}
              type="color"
              aria-label="Escolher a cor no seletor"
              value={normalizada ?? cores.solid}
              onChange={(e) => onCor(e.currentTarget.value)}
              w="12"
              h="10"
              p="1"
              flexShrink={0}
              rounded="lg"
              borderWidth="1px"
              borderColor="border"
              bg="bg.panel"
              cursor="pointer"
            />
            <Input
              name="cor_marca"
              value={cor}
              onChange={(e) => onCor(e.target.value)}
              placeholder="#1D4ED8"
              maxLength={20}
              autoComplete="off"
              spellCheck={false}
              fontFamily="mono"
              rounded="lg"
              flex="1"
              minW="0"
            />
            {cor && (
              <Button
                type="button"
                variant="ghost"
                size="sm"
                rounded="lg"
                minH="10"
                onClick={() => onCor('')}
              >
                Sem cor
              </Button>
            )}
          </HStack>
        </FormField>
        <HStack
          gap="2"
          align="start"
          fontSize="sm"
          color={leitura.tom === 'ok' ? 'green.fg' : leitura.tom === 'erro' ? 'red.fg' : 'fg.muted'}
          role="status"
          data-testid="contraste-da-cor"
        >
          <Box pt="0.5" flexShrink={0}>
            {leitura.tom === 'ok' ? (
              <LuCircleCheck />
            ) : leitura.tom === 'erro' ? (
              <LuCircleAlert />
            ) : (
              <LuPalette />
            )}
          </Box>
          <Stack gap="2">
            <Text>{leitura.mensagem}</Text>
            {leitura.sugestao && (
              <Button
                type="button"
                size="xs"
                variant="outline"
                rounded="lg"
                alignSelf="flex-start"
                onClick={() => onCor(leitura.sugestao!.toUpperCase())}
              >
                <Box boxSize="3" rounded="sm" bg={leitura.sugestao} />
                Usar {leitura.sugestao.toUpperCase()}
              </Button>
            )}
          </Stack>
        </HStack>
      </Stack>

      <Stack gap="2">
        <Text fontWeight="semibold" fontSize="sm">
          Prévia no cardápio
        </Text>
        <Box
          rounded="2xl"
          overflow="hidden"
          borderWidth="1px"
          borderColor="border.subtle"
          bg={PALETA.gray[950]}
          color={PALETA.gray[50]}
          data-testid="previa-da-marca"
          aria-label="Prévia do cabeçalho e de um botão do cardápio"
          role="img"
        >
          <HStack
            px="3"
            h="14"
            gap="2.5"
            bg={PALETA.gray[900]}
            borderBottomWidth="1px"
            borderColor={PALETA.gray[950]}
          >
            {empresa.logo_url ? (
              <LogoDaLoja url={empresa.logo_url} boxSize="9" />
            ) : (
              <Box
                boxSize="9"
                flexShrink={0}
                rounded="xl"
                bgGradient="to-br"
                gradientFrom={cores.faixa[0]}
                gradientTo={cores.faixa[2]}
                color={cores.contraste}
                display="grid"
                placeItems="center"
              >
                <LuUtensilsCrossed />
              </Box>
            )}
            <Text flex="1" minW="0" fontWeight="800" truncate>
              {nome || empresa.nome}
            </Text>
            <HStack
              gap="1.5"
              h="8"
              px="3"
              rounded="full"
              bg={cores.solid}
              color={cores.contraste}
              fontSize="sm"
              fontWeight="bold"
              flexShrink={0}
            >
              <LuLogIn /> Entrar
            </HStack>
          </HStack>
          <Stack p="3" gap="3">
            <Stack
              gap="1"
              p="4"
              rounded="xl"
              bgGradient="to-br"
              gradientFrom={cores.faixa[0]}
              gradientVia={cores.faixa[1]}
              gradientTo={cores.faixa[2]}
              color={cores.contraste}
            >
              <Text fontSize="xs" fontWeight="semibold">
                Peça online
              </Text>
              <Text fontSize="xl" fontWeight="800" lineHeight="1.1" truncate>
                {nome || empresa.nome}
              </Text>
            </Stack>
            <HStack
              justify="center"
              gap="2"
              h="11"
              rounded="xl"
              bg={cores.solid}
              color={cores.contraste}
              fontWeight="bold"
              data-testid="previa-botao"
            >
              <LuPlus /> Adicionar ao Carrinho
            </HStack>
          </Stack>
        </Box>
      </Stack>
    </SimpleGrid>
  );
}
