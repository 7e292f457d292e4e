import {
  Box,
  Field,
  HStack,
  NativeSelect,
  RadioCard,
  SimpleGrid,
  Stack,
  Text,
} from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { LuCalendarClock, LuZap } from 'react-icons/lu';
import { formatarHora } from '../../../app/format';
import { useStatusDaLojaQuery } from '../../cardapio/api';
import { useAgora } from '../../pedidos/equipe/idade';
import { fimDoAgendamento, horariosParaAgendar, PREPARO_ESTIMADO_MIN } from '../agendamento';

interface QuandoDoPedidoProps {
  empresaId: number;
  /** The chosen time (ISO instant), or null: as soon as possible. */
  valor: string | null;
  onMudar: (valor: string | null) => void;
  /**
   * How many minutes from now the order could be ready at the earliest (a delivery's quote
   * already counts the trip); unknown: a usual preparation plus the busy kitchen's minutes.
   */
  preparoMin?: number | null;
  /** The server's refusal about the time ('Escolha um horário a partir das 21:15.'). */
  erro?: string | null;
  /**
   * Staff ('Novo pedido'): their orders are never refused for a full window, so the times start
   * from the preparation alone.
   */
  equipe?: boolean;
  desabilitado?: boolean;
}

/**
 * 'Quando?' (issue 31 §3): as soon as possible, or 'Agendar para hoje' at a time every 15
 * minutes, from the earliest the kitchen could have it (and, for a customer, the next window with
 * room) to today's closing time. Used by the customer's checkout and the staff's 'Novo pedido';
 * the server checks the time again, and its refusal is shown here (`erro`).
 */
export function QuandoDoPedido({
  empresaId,
  valor,
  onMudar,
  preparoMin,
  erro,
  equipe = false,
  desabilitado = false,
}: QuandoDoPedidoProps) {
  const { data: status } = useStatusDaLojaQuery(empresaId, {
    pollingInterval: 60_000,
    skip: !empresaId,
  });
  const agora = useAgora(30_000);
  const proximaJanela = equipe ? null : (status?.proxima_janela ?? null);
  const horarios = horariosParaAgendar({
    agora,
    preparoMin: preparoMin ?? PREPARO_ESTIMADO_MIN + (status?.ocupado_min ?? 0),
    aPartirDe: proximaJanela ? Date.parse(proximaJanela.inicio) : null,
    ate: fimDoAgendamento(agora, status?.horarioHoje ?? null),
  });
  const agendado = valor !== null;
  const escolhido = valor === null ? null : Date.parse(valor);
  // A time chosen earlier that is no longer offered stays visible: the server says why it is not.
  const opcoes =
    escolhido !== null && !horarios.includes(escolhido) ? [escolhido, ...horarios] : horarios;
  const semHorarios = horarios.length === 0;

  return (
    <Stack gap="3" data-testid="quando-do-pedido">
      <RadioCard.Root
        value={agendado ? 'agendar' : 'agora'}
        onValueChange={(e) => {
          if (e.value === 'agora') onMudar(null);
          else if (e.value === 'agendar' && !agendado && horarios[0] !== undefined)
            onMudar(new Date(horarios[0]).toISOString());
        }}
        colorPalette="brand"
        size="sm"
        disabled={desabilitado}
      >
        <RadioCard.Label fontWeight="bold" fontSize="sm" mb="1">
          Quando?
        </RadioCard.Label>
        <SimpleGrid columns={2} gap="3">
          <Opcao
            valor="agora"
            rotulo="O quanto antes"
            descricao={equipe ? 'Vai para a cozinha agora' : 'Preparado assim que possível'}
            icone={<LuZap />}
            testId="quando-agora"
          />
          <Opcao
            valor="agendar"
            rotulo="Agendar para hoje"
            descricao={semHorarios ? 'Sem horários hoje' : 'Escolha o horário'}
            icone={<LuCalendarClock />}
            testId="quando-agendar"
            desativado={semHorarios && !agendado}
          />
        </SimpleGrid>
      </RadioCard.Root>

      {proximaJanela && (
        <HStack
          gap="2"
          px="3"
          py="2"
          rounded="xl"
          bg="blue.subtle"
          color="blue.fg"
          fontSize="sm"
          fontWeight="semibold"
          data-testid="quando-proxima-janela"
        >
          <LuCalendarClock />
          <Text>{proximaJanela.texto}</Text>
        </HStack>
      )}

      {agendado && (
        <Field.Root invalid={Boolean(erro)} disabled={desabilitado}>
          <Field.Label fontWeight="semibold" fontSize="sm">
            Horário
          </Field.Label>
          <NativeSelect.Root size="lg">
            <NativeSelect.Field
              value={valor ?? ''}
              onChange={(e) => onMudar(e.currentTarget.value)}
              rounded="xl"
              data-testid="horario-agendado"
            >
              {opcoes.map((ms) => {
                const iso = new Date(ms).toISOString();
                return (
                  <option key={iso} value={iso}>
                    {formatarHora(iso)}
                  </option>
                );
              })}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
          {erro ? (
            <Field.ErrorText data-testid="erro-do-agendamento">{erro}</Field.ErrorText>
          ) : (
            <Field.HelperText>
              {equipe
                ? 'A cozinha recebe o pedido perto do horário, a tempo de prepará-lo.'
                : 'Seu pedido fica pronto perto do horário escolhido.'}
            </Field.HelperText>
          )}
        </Field.Root>
      )}
      {!agendado && erro && (
        <Text fontSize="sm" color="red.fg" role="alert" data-testid="erro-do-agendamento">
          {erro}
        </Text>
      )}
    </Stack>
  );
}

function Opcao({
  valor,
  rotulo,
  descricao,
  icone,
  testId,
  desativado,
}: {
  valor: string;
  rotulo: string;
  descricao: string;
  icone: ReactNode;
  testId: string;
  desativado?: boolean;
}) {
  return (
    <RadioCard.Item
      value={valor}
      disabled={desativado}
      rounded="xl"
      opacity={desativado ? 0.6 : 1}
      data-testid={testId}
    >
      <RadioCard.ItemHiddenInput />
      <RadioCard.ItemControl flexDirection="column" alignItems="flex-start" gap="1" p="3" minH="11">
        <Box fontSize="lg" color="brand.fg">
          {icone}
        </Box>
        <RadioCard.ItemContent gap="0.5" flex="initial" alignItems="flex-start">
          <RadioCard.ItemText fontWeight="bold" fontSize="sm">
            {rotulo}
          </RadioCard.ItemText>
          {/* Chakra's recipe dims the description to 0.64, below the 4.5:1 contrast of small text. */}
          <RadioCard.ItemDescription fontSize="xs" color="fg.muted" opacity="1">
            {descricao}
          </RadioCard.ItemDescription>
        </RadioCard.ItemContent>
      </RadioCard.ItemControl>
    </RadioCard.Item>
  );
}
