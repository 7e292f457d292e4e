import {
  EVENTOS_WHATSAPP,
  MODELOS_PADRAO,
  NOME_DO_EVENTO_WHATSAPP,
  type EventoWhatsapp,
} from '@cardapio/shared-events';
import { Button, Collapsible, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { LuChevronDown } from 'react-icons/lu';
import { CampoDeTexto } from '../../../components/CampoDeTexto';
import type { ErrosDoFormulario } from '../../../app/validacao';

/**
 * The template each message uses (its name as approved in the WhatsApp Manager), folded away:
 * the defaults suit a store that created them with these names.
 */
export function ModelosDeMensagem({
  modelos,
  onModelo,
  erros,
}: {
  modelos: Record<EventoWhatsapp, string>;
  onModelo: (evento: EventoWhatsapp, nome: string) => void;
  erros: ErrosDoFormulario;
}) {
  const [aberto, setAberto] = useState(false);
  // Open while a template name is refused, so its message shows.
  const comErro = EVENTOS_WHATSAPP.some((e) => erros[`modelos.${e}`]);
  return (
    <Collapsible.Root open={aberto || comErro} onOpenChange={(e) => setAberto(e.open)}>
      <Collapsible.Trigger asChild>
        <Button variant="ghost" size="sm" rounded="lg" px="2" alignSelf="flex-start">
          Modelos de mensagem <LuChevronDown />
        </Button>
      </Collapsible.Trigger>
      <Collapsible.Content>
        <Stack gap="3" pt="2">
          <Text fontSize="sm" color="fg.muted">
            O nome de cada modelo aprovado no WhatsApp Manager (em português, pt_BR). Em branco,
            vale o nome padrão.
          </Text>
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
            {EVENTOS_WHATSAPP.map((evento) => (
              <CampoDeTexto
                key={evento}
                rotulo={NOME_DO_EVENTO_WHATSAPP[evento]}
                name={`modelos.${evento}`}
                valor={modelos[evento]}
                onValor={(nome) => onModelo(evento, nome)}
                erro={erros[`modelos.${evento}`]}
                placeholder={MODELOS_PADRAO[evento]}
                autoComplete="off"
                spellCheck={false}
                fontFamily="mono"
              />
            ))}
          </SimpleGrid>
        </Stack>
      </Collapsible.Content>
    </Collapsible.Root>
  );
}
