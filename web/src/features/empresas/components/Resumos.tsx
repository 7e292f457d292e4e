import { FRETE_KM_INCLUSOS } from '@cardapio/shared-events';
import { Box, HStack, SimpleGrid, Skeleton, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { LuArrowRight } from 'react-icons/lu';
import { formatarReais } from '../../../app/format';
import { RouterLink } from '../../../components/RouterLink';
import { useFreteConfigQuery } from '../../frete/api';
import { useHorariosConfigQuery } from '../../horarios/api';
import { faixa, SEMANA } from '../../horarios/semana';

/**
 * Settings that have a screen of their own, summarised on the company settings with a link to
 * it (one place per setting): freight and times on /dashboard/frete, opening hours on
 * /dashboard/horario-funcionamento. Each summary reads that screen's own data, so it shows what
 * was last saved there.
 */

function Valor({ rotulo, valor }: { rotulo: string; valor: ReactNode }) {
  return (
    <Stack gap="0" minW="0">
      <Text fontSize="xs" color="fg.muted">
        {rotulo}
      </Text>
      <Text fontWeight="semibold" truncate>
        {valor}
      </Text>
    </Stack>
  );
}

function LinkDaTela({ para, children }: { para: string; children: ReactNode }) {
  return (
    <RouterLink to={para} color="brand.fg" fontWeight="semibold" fontSize="sm" minH="11">
      {children} <LuArrowRight />
    </RouterLink>
  );
}

function Resumo({
  carregando,
  erro,
  children,
  link,
  testId,
}: {
  carregando: boolean;
  erro: boolean;
  children: ReactNode;
  link: ReactNode;
  testId: string;
}) {
  return (
    <Stack gap="3" data-testid={testId}>
      {carregando ? (
        <Skeleton h="12" rounded="lg" />
      ) : erro ? (
        <Text fontSize="sm" color="fg.muted">
          Não foi possível carregar o resumo.
        </Text>
      ) : (
        children
      )}
      <Box>{link}</Box>
    </Stack>
  );
}

export function ResumoDoFrete() {
  const { data, isLoading, isError } = useFreteConfigQuery();
  return (
    <Resumo
      carregando={isLoading}
      erro={isError}
      testId="resumo-frete"
      link={<LinkDaTela para="/dashboard/frete">Alterar na tela de Frete</LinkDaTela>}
    >
      {data && (
        <SimpleGrid columns={{ base: 1, sm: 3 }} gap="3">
          <Valor
            rotulo={`Frete mínimo (até ${FRETE_KM_INCLUSOS} km)`}
            valor={formatarReais(data.valor_frete_minimo)}
          />
          <Valor rotulo="Por km adicional" valor={formatarReais(data.valor_por_km)} />
          <Valor
            rotulo="Raio de entrega"
            valor={`${data.raio_entrega.toLocaleString('pt-BR')} km`}
          />
        </SimpleGrid>
      )}
    </Resumo>
  );
}

export function ResumoDoTempo() {
  const { data, isLoading, isError } = useFreteConfigQuery();
  return (
    <Resumo
      carregando={isLoading}
      erro={isError}
      testId="resumo-tempo"
      link={<LinkDaTela para="/dashboard/frete">Alterar na tela de Frete</LinkDaTela>}
    >
      {data && (
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="3">
          <Valor rotulo="Tempo de preparo padrão" valor={`${data.tempo_preparo_padrao} min`} />
          <Valor
            rotulo="Tempo extra por km"
            valor={`${data.tempo_por_km.toLocaleString('pt-BR')} min`}
          />
        </SimpleGrid>
      )}
    </Resumo>
  );
}

export function ResumoDosHorarios() {
  const { data, isLoading, isError } = useHorariosConfigQuery();
  const porDia = new Map((data?.horarios ?? []).map((h) => [h.dia, h]));
  return (
    <Resumo
      carregando={isLoading}
      erro={isError}
      testId="resumo-horarios"
      link={
        <LinkDaTela para="/dashboard/horario-funcionamento">
          Alterar em Horário de Funcionamento
        </LinkDaTela>
      }
    >
      <Stack gap="1.5">
        <Text fontWeight="semibold" fontSize="sm">
          Horário de funcionamento
        </Text>
        {porDia.size === 0 ? (
          <Text fontSize="sm" color="fg.muted">
            Nenhum horário configurado.
          </Text>
        ) : (
          <SimpleGrid columns={{ base: 1, md: 2 }} columnGap="6" rowGap="1">
            {SEMANA.map(({ dia, nome }) => {
              const horario = porDia.get(dia);
              return (
                <HStack key={dia} justify="space-between" fontSize="sm" gap="3">
                  <Text color="fg.muted">{nome}</Text>
                  <Text fontWeight="medium" textAlign="end">
                    {!horario || horario.fechado ? 'Fechado' : faixa(horario)}
                  </Text>
                </HStack>
              );
            })}
          </SimpleGrid>
        )}
      </Stack>
    </Resumo>
  );
}
