import type { CategoriaMenu } from '@cardapio/shared-events';
import { Box, Button, CloseButton, Drawer, Portal, Separator, Stack, Text } from '@chakra-ui/react';
import { LuBellRing, LuReceiptText } from 'react-icons/lu';
import { ColorModeButton, useColorMode } from '../../../components/color-mode';
import { CategoriasLista } from './CategoriasLista';
import { aoFechar } from '../../../components/aoFechar';

interface CategoriasDrawerProps {
  aberto: boolean;
  onFechar: () => void;
  nomeDaEmpresa: string;
  categorias: CategoriaMenu[];
  contagens: Map<number, number>;
  total: number;
  selecionada: number | null;
  onSelecionar: (id: number | null) => void;
  onMeusPedidos: () => void;
  onChamarGarcom: () => void;
}

/** Category menu on screens narrower than 1024 px, with the customer's shortcuts. */
export function CategoriasDrawer({
  aberto,
  onFechar,
  nomeDaEmpresa,
  onMeusPedidos,
  onChamarGarcom,
  ...lista
}: CategoriasDrawerProps) {
  const { colorMode } = useColorMode();
  return (
    <Drawer.Root open={aberto} onOpenChange={aoFechar(onFechar)} placement="start" size="xs">
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content roundedEnd="2xl" data-testid="categorias-drawer">
            <Drawer.Header pb="2">
              <Box minW="0">
                <Text
                  fontSize="xs"
                  color="fg.muted"
                  fontWeight="semibold"
                  textTransform="uppercase"
                >
                  {nomeDaEmpresa}
                </Text>
                <Drawer.Title fontSize="xl" fontWeight="800">
                  Categorias
                </Drawer.Title>
              </Box>
            </Drawer.Header>
            <Drawer.Body px="3" pt="2">
              <CategoriasLista
                {...lista}
                onSelecionar={(id) => {
                  lista.onSelecionar(id);
                  onFechar();
                }}
              />
              <Separator my="4" />
              <Stack gap="1">
                {[
                  { rotulo: 'Meus Pedidos', icone: <LuReceiptText />, acao: onMeusPedidos },
                  { rotulo: 'Chamar Garçom', icone: <LuBellRing />, acao: onChamarGarcom },
                ].map(({ rotulo, icone, acao }) => (
                  <Button
                    key={rotulo}
                    variant="ghost"
                    justifyContent="flex-start"
                    rounded="xl"
                    onClick={() => {
                      onFechar();
                      acao();
                    }}
                  >
                    {icone} {rotulo}
                  </Button>
                ))}
              </Stack>
            </Drawer.Body>
            <Drawer.Footer
              justifyContent="space-between"
              borderTopWidth="1px"
              borderColor="border.subtle"
            >
              <Text fontSize="sm" color="fg.muted">
                {colorMode === 'dark' ? 'Tema escuro' : 'Tema claro'}
              </Text>
              <ColorModeButton variant="outline" />
            </Drawer.Footer>
            <Drawer.CloseTrigger asChild>
              <CloseButton size="sm" rounded="full" aria-label="Fechar categorias" />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}
