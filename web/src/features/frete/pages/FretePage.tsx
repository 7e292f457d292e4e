import { FRETE_KM_INCLUSOS, MENSAGENS_FRETE } from '@cardapio/shared-events';
import { Box, SimpleGrid, Skeleton, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { LuCircleAlert, LuMapPin, LuRoute, LuStore, LuTruck } from 'react-icons/lu';
import { formatarReais } from '../../../app/format';
import { useAppSelector } from '../../../app/hooks';
import { useDocumentTitle } from '../../../app/useDocumentTitle';
import { CabecalhoDaPagina } from '../../../components/CabecalhoDaPagina';
import { EstadoDaLista } from '../../../components/EstadoDaLista';
import { selectUsuario } from '../../auth/slice';
import { CIDADE_PADRAO, ESTADO_PADRAO } from '../../carrinho/entrega';
import { useFreteConfigQuery } from '../api';
import { BairrosDeEntrega } from '../components/BairrosDeEntrega';
import { CalculoDeFrete } from '../components/CalculoDeFrete';
import { ConfiguracoesDeFrete } from '../components/ConfiguracoesDeFrete';

/** /dashboard/frete (staff-side §2 Freight): the company's real settings, area and quotes. */
export function FretePage() {
  useDocumentTitle('Frete');
  const usuario = useAppSelector(selectUsuario);
  const config = useFreteConfigQuery();
  const podeEditar = usuario?.role === 'gestao';

  let conteudo;
  if (config.isLoading) {
    conteudo = <Skeleton h="96" rounded="2xl" aria-busy="true" />;
  } else if (!config.data) {
    conteudo = (
      <EstadoDaLista
        icone={<LuCircleAlert />}
        titulo={MENSAGENS_FRETE.erroCarregar}
        descricao="Verifique sua conexão e tente novamente."
        onTentarDeNovo={() => void config.refetch()}
      />
    );
  } else {
    const c = config.data;
    conteudo = (
      <>
        <SimpleGrid
          columns={{ base: 2, lg: 4 }}
          gap={{ base: '3', md: '4' }}
          data-testid="info-frete"
        >
          <Cartao
            icone={<LuTruck />}
            rotulo="Frete mínimo"
            valor={formatarReais(c.valor_frete_minimo)}
            nota={`Até ${FRETE_KM_INCLUSOS} km`}
          />
          <Cartao
            icone={<LuRoute />}
            rotulo="Por km adicional"
            valor={formatarReais(c.valor_por_km)}
            nota={`Acima de ${FRETE_KM_INCLUSOS} km`}
          />
          <Cartao
            icone={<LuMapPin />}
            rotulo="Área máxima"
            valor={`${c.raio_entrega.toLocaleString('pt-BR')} km`}
            nota={`${c.bairros.filter((b) => b.ativo).length} bairros atendidos`}
          />
          <Cartao
            icone={<LuStore />}
            rotulo="Retirar no local"
            valor={c.aceita_retirada ? 'Ativa' : 'Inativa'}
            nota="Sem frete e sem endereço"
          />
        </SimpleGrid>
        <CalculoDeFrete
          empresaId={usuario?.empresa_id ?? 1}
          cidade={CIDADE_PADRAO}
          estado={ESTADO_PADRAO}
          bairros={c.bairros.filter((b) => b.ativo).map((b) => b.bairro)}
        />
        <BairrosDeEntrega bairros={c.bairros} podeEditar={podeEditar} />
        {/* Remounted after a save so the form shows what the server kept. */}
        <ConfiguracoesDeFrete
          key={`${c.valor_frete_minimo}|${c.valor_por_km}|${c.raio_entrega}|${c.tempo_preparo_padrao}|${c.tempo_por_km}|${c.aceita_retirada}`}
          config={c}
          podeEditar={podeEditar}
        />
      </>
    );
  }

  return (
    <Stack gap={{ base: '5', md: '6' }}>
      <CabecalhoDaPagina
        titulo="Frete"
        descricao={
          podeEditar
            ? 'Taxas, área de entrega por bairro e retirada no local.'
            : 'Taxas e área de entrega. Só a gestão altera estas configurações.'
        }
      />
      {conteudo}
    </Stack>
  );
}

function Cartao({
  icone,
  rotulo,
  valor,
  nota,
}: {
  icone: ReactNode;
  rotulo: string;
  valor: string;
  nota: string;
}) {
  return (
    <Box
      rounded="2xl"
      borderWidth="1px"
      borderColor="border.subtle"
      bg="bg.panel"
      p={{ base: '3', md: '4' }}
    >
      <Stack gap="1">
        <Box color="brand.fg" fontSize="lg">
          {icone}
        </Box>
        <Text fontSize="xs" color="fg.muted" fontWeight="semibold">
          {rotulo}
        </Text>
        <Text fontWeight="800" fontSize={{ base: 'lg', md: 'xl' }}>
          {valor}
        </Text>
        <Text fontSize="xs" color="fg.muted">
          {nota}
        </Text>
      </Stack>
    </Box>
  );
}
