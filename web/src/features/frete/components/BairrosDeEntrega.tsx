import { MENSAGENS_FRETE, type BairroFrete } from '@cardapio/shared-events';
import { Badge, Box, Button, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { LuMapPinned, LuPlus, LuTrash2 } from 'react-icons/lu';
import { comAviso } from '../../../app/comAviso';
import { formatarReais } from '../../../app/format';
import { AcoesDoCartao } from '../../../components/AcoesDoCartao';
import { ConfirmarDialog } from '../../../components/ConfirmarDialog';
import { EstadoDaLista } from '../../../components/EstadoDaLista';
import { formatarDistancia } from '../../carrinho/formatacao';
import { useAtualizarBairroMutation, useExcluirBairroMutation } from '../api';
import { BairroFormDialog } from './BairroFormDialog';
import { Painel } from './Painel';

type Aberto =
  { tipo: 'form'; bairro: BairroFrete | null } | { tipo: 'excluir'; bairro: BairroFrete } | null;

/** The company's delivery area: its neighbourhoods, each by distance or a fixed fee. */
export function BairrosDeEntrega({
  bairros,
  podeEditar,
}: {
  bairros: BairroFrete[];
  podeEditar: boolean;
}) {
  const [aberto, setAberto] = useState<Aberto>(null);
  const [atualizar] = useAtualizarBairroMutation();
  const [excluir, exclusao] = useExcluirBairroMutation();
  const fechar = () => setAberto(null);

  async function alternar(b: BairroFrete) {
    const { id, updated_at: _u, ...dados } = b;
    await comAviso(
      `alternar-bairro-${id}`,
      () => atualizar({ id, dados: { ...dados, ativo: !b.ativo } }).unwrap(),
      { sucesso: MENSAGENS_FRETE.bairroAtualizado, erro: MENSAGENS_FRETE.erroSalvarBairro },
    );
  }

  async function confirmarExcluir(b: BairroFrete) {
    const ok = await comAviso(`excluir-bairro-${b.id}`, () => excluir(b.id).unwrap(), {
      sucesso: MENSAGENS_FRETE.bairroExcluido,
      erro: MENSAGENS_FRETE.erroExcluirBairro,
    });
    if (ok) fechar();
  }

  const novo = podeEditar && (
    <Button
      colorPalette="brand"
      rounded="xl"
      minH="11"
      w={{ base: 'full', sm: 'auto' }}
      onClick={() => setAberto({ tipo: 'form', bairro: null })}
    >
      <LuPlus /> Novo Bairro
    </Button>
  );

  return (
    <Painel
      titulo="Bairros de entrega"
      descricao={`${bairros.filter((b) => b.ativo).length} de ${bairros.length} bairros atendidos. Endereços em outros bairros ficam fora da área de entrega.`}
      icone={<LuMapPinned />}
      acoes={novo}
      testId="bairros-de-entrega"
    >
      {bairros.length === 0 ? (
        <EstadoDaLista
          icone={<LuMapPinned />}
          titulo="Nenhum bairro cadastrado"
          descricao="Sem bairros, nenhum endereço recebe entregas."
        />
      ) : (
        <SimpleGrid columns={{ base: 1, sm: 2, xl: 3 }} gap="3">
          {bairros.map((b) => (
            <Box
              key={b.id}
              data-testid="bairro-card"
              rounded="xl"
              borderWidth="1px"
              borderColor="border.subtle"
              p="3"
              opacity={b.ativo ? 1 : 0.7}
            >
              <Stack gap="2">
                <HStack justify="space-between" gap="2">
                  <Text fontWeight="semibold" truncate>
                    {b.bairro}
                  </Text>
                  {!b.ativo && (
                    <Badge colorPalette="gray" rounded="full">
                      Inativo
                    </Badge>
                  )}
                </HStack>
                <Text fontSize="sm" color="fg.muted">
                  {[
                    b.distancia_km !== null ? formatarDistancia(b.distancia_km) : null,
                    b.valor_fixo !== null ? `Valor fixo ${formatarReais(b.valor_fixo)}` : null,
                  ]
                    .filter(Boolean)
                    .join(' · ')}
                </Text>
                {podeEditar && (
                  <AcoesDoCartao
                    ativo={b.ativo}
                    onEditar={() => setAberto({ tipo: 'form', bairro: b })}
                    onAlternar={() => void alternar(b)}
                    onExcluir={() => setAberto({ tipo: 'excluir', bairro: b })}
                  />
                )}
              </Stack>
            </Box>
          ))}
        </SimpleGrid>
      )}
      {aberto?.tipo === 'form' && <BairroFormDialog bairro={aberto.bairro} onFechar={fechar} />}
      <ConfirmarDialog
        aberto={aberto?.tipo === 'excluir'}
        titulo="Excluir bairro?"
        mensagem={MENSAGENS_FRETE.confirmarExclusao}
        confirmar="Excluir"
        cor="red"
        icone={<LuTrash2 />}
        carregando={exclusao.isLoading}
        onConfirmar={() => aberto?.tipo === 'excluir' && void confirmarExcluir(aberto.bairro)}
        onFechar={fechar}
      />
    </Painel>
  );
}
