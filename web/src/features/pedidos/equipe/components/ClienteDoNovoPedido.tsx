import { mascararTelefone } from '@cardapio/shared-events';
import { Alert, Badge, Box, Button, Grid, HStack, Stack, Text } from '@chakra-ui/react';
import {
  LuCheck,
  LuHistory,
  LuPhone,
  LuRepeat,
  LuSearch,
  LuUserPlus,
  LuUserRound,
} from 'react-icons/lu';
import { formatarReais } from '../../../../app/format';
import { notify } from '../../../../app/toaster';
import { CampoDeTexto } from '../../../../components/CampoDeTexto';
import { Painel } from '../../../../components/Painel';
import { SecaoComTitulo } from '../../../../components/SecaoComTitulo';
import { formatarDataHora } from '../../../carrinho/formatacao';
import { AceiteDoWhatsapp } from '../../../whatsapp/components/AceiteDoWhatsapp';
import type { NovoPedido } from '../useNovoPedido';

/**
 * Who orders (issue 31 §1): the phone and 'Buscar' fill the name and the last address of a
 * customer who ordered before, with their last order to repeat; nobody found, the staff type a
 * new customer's name (the order itself makes them known).
 */
export function ClienteDoNovoPedido({ novo }: { novo: NovoPedido }) {
  const { form, mudar, erros, busca } = novo;
  const ultimo = busca.estado === 'encontrado' ? busca.cliente.ultimo_pedido : null;

  function repetir() {
    const postos = novo.repetir();
    if (postos > 0)
      notify.success(
        `${postos} ${postos === 1 ? 'item adicionado' : 'itens adicionados'} ao pedido`,
      );
  }

  return (
    <Painel as="section" aria-label="Cliente" gap="4" p={{ base: '4', md: '5' }}>
      <SecaoComTitulo icone={<LuUserRound />} titulo="Cliente">
        <HStack
          as="form"
          align="flex-end"
          gap="2"
          role="search"
          onSubmit={(e) => {
            e.preventDefault();
            void novo.buscarCliente();
          }}
        >
          <Box flex="1" minW="0">
            <CampoDeTexto
              rotulo="Telefone"
              valor={form.telefone}
              onValor={(texto) => mudar('telefone', mascararTelefone(texto))}
              erro={erros['cliente.telefone']}
              type="tel"
              inputMode="tel"
              autoComplete="off"
              placeholder="(48) 99999-0000"
              size="lg"
            />
          </Box>
          <Button
            type="submit"
            size="lg"
            rounded="lg"
            colorPalette="brand"
            variant="outline"
            loading={busca.estado === 'buscando'}
            // Aligned with the field, not its message.
            mb={erros['cliente.telefone'] ? '6' : '0'}
          >
            <LuSearch /> Buscar
          </Button>
        </HStack>
        {novo.perguntaWhatsapp && (
          <AceiteDoWhatsapp
            aceito={form.whatsappAceito}
            onAceito={(aceito) => mudar('whatsappAceito', aceito)}
            descricao="O cliente recebe cada etapa do pedido neste telefone."
          />
        )}
      </SecaoComTitulo>

      {busca.estado === 'novo' && (
        <HStack
          gap="2"
          p="3"
          rounded="xl"
          bg="bg.muted"
          fontSize="sm"
          data-testid="cliente-novo"
          role="status"
        >
          <LuUserPlus />
          <Text>Nenhum pedido com este telefone: preencha o nome para cadastrar o cliente.</Text>
        </HStack>
      )}

      <Grid templateColumns={{ base: '1fr', sm: '1fr 1fr' }} gap="3">
        <CampoDeTexto
          rotulo="Nome"
          valor={form.nome}
          onValor={(texto) => mudar('nome', texto)}
          erro={erros['cliente.nome']}
          autoComplete="off"
          size="lg"
        />
        <CampoDeTexto
          rotulo="Sobrenome"
          valor={form.sobrenome}
          onValor={(texto) => mudar('sobrenome', texto)}
          erro={erros['cliente.sobrenome']}
          autoComplete="off"
          size="lg"
        />
      </Grid>

      {busca.estado === 'encontrado' && (
        <Stack
          gap="3"
          p="3"
          rounded="xl"
          borderWidth="1px"
          borderColor="green.muted"
          bg="green.subtle"
          data-testid="cliente-encontrado"
        >
          <HStack gap="2" wrap="wrap">
            <Badge colorPalette="green" variant="solid" rounded="full">
              Cliente encontrado
            </Badge>
            <HStack gap="1" fontSize="sm" color="fg.muted">
              <LuPhone />
              <Text>{mascararTelefone(busca.cliente.telefone)}</Text>
            </HStack>
          </HStack>
          {ultimo ? (
            <Stack
              direction={{ base: 'column', sm: 'row' }}
              justify="space-between"
              align={{ base: 'stretch', sm: 'center' }}
              gap="3"
            >
              <Stack gap="0.5" minW="0">
                <HStack gap="1.5" fontWeight="semibold">
                  <LuHistory />
                  <Text data-testid="ultimo-pedido">
                    Último pedido: #{ultimo.id}, {formatarReais(ultimo.total)}
                  </Text>
                </HStack>
                <Text fontSize="sm" color="fg.muted" lineClamp={2}>
                  {formatarDataHora(ultimo.created_at)} ·{' '}
                  {ultimo.itens.map((i) => `${i.quantidade}x ${i.produto_nome}`).join(', ')}
                </Text>
              </Stack>
              {busca.repetido ? (
                <HStack gap="1.5" color="green.fg" fontWeight="semibold" flexShrink={0}>
                  <LuCheck /> <Text>Itens no pedido</Text>
                </HStack>
              ) : (
                <Button
                  colorPalette="brand"
                  rounded="lg"
                  flexShrink={0}
                  disabled={!novo.menu.data}
                  onClick={repetir}
                >
                  <LuRepeat /> Repetir pedido
                </Button>
              )}
            </Stack>
          ) : (
            <Text fontSize="sm" color="fg.muted">
              Ainda sem pedidos anteriores.
            </Text>
          )}
          {busca.aviso && (
            <Alert.Root status="warning" rounded="lg" size="sm" data-testid="aviso-da-repeticao">
              <Alert.Indicator />
              <Alert.Title>{busca.aviso}</Alert.Title>
            </Alert.Root>
          )}
        </Stack>
      )}
    </Painel>
  );
}
