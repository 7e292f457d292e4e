import { MENSAGENS_FRETE, type BairroFrete } from '@cardapio/shared-events';
import { Badge, Box, Button, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { LuMapPinned, LuPlus } from 'react-icons/lu';
import { comAviso } from '../../../app/comAviso';
import { formatarReais } from '../../../app/format';
import { AcoesDoCartao } from '../../../components/AcoesDoCartao';
import { ConfirmarExclusao } from '../../../components/ConfirmarExclusao';
import { EstadoDaLista } from '../../../components/EstadoDaLista';
import { useCadastro } from '../../../components/useCadastro';
import { formatarDistancia } from '../../carrinho/formatacao';
import { useAtualizarBairroMutation, useExcluirBairroMutation } from '../api';
import { BairroFormDialog } from './BairroFormDialog';
import { Painel } from './Painel';

/** The company's delivery area: its neighbourhoods, each by distance or a fixed fee. */
export function BairrosDeEntrega({
  bairros,
  podeEditar,
}: {
  bairros: BairroFrete[];
  podeEditar: boolean;
}) {
  const cadastro = useCadastro<BairroFrete>();
  const [atualizar] = useAtualizarBairroMutation();
  const [excluir] = useExcluirBairroMutation();

  async function alternar(b: BairroFrete) {
    const { id, updated_at: _u, ...dados } = b;
    await comAviso(
      `alternar-bairro-${id}`,
      () => atualizar({ id, dados: { ...dados, ativo: !b.ativo } }).unwrap(),
      { sucesso: MENSAGENS_FRETE.bairroAtualizado, erro: MENSAGENS_FRETE.erroSalvarBairro },
    );
  }

  const excluirBairro = (b: BairroFrete) =>
    comAviso(`excluir-bairro-${b.id}`, () => excluir(b.id).unwrap(), {
      sucesso: MENSAGENS_FRETE.bairroExcluido,
      erro: MENSAGENS_FRETE.erroExcluirBairro,
    });

  const novo = podeEditar && (
    <Button
      colorPalette="brand"
      rounded="xl"
      minH="11"
      w={{ base: 'full', sm: 'auto' }}
      onClick={cadastro.novo}
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
                    onAcao={(acao) => {
                      if (acao === 'alternar') void alternar(b);
                      else if (acao === 'editar') cadastro.editar(b);
                      else cadastro.excluir(b);
                    }}
                  />
                )}
              </Stack>
            </Box>
          ))}
        </SimpleGrid>
      )}
      {cadastro.noFormulario !== undefined && (
        <BairroFormDialog bairro={cadastro.noFormulario} onFechar={cadastro.fechar} />
      )}
      <ConfirmarExclusao
        item={cadastro.aExcluir}
        titulo="Excluir bairro?"
        mensagem={MENSAGENS_FRETE.confirmarExclusao}
        excluir={excluirBairro}
        onFechar={cadastro.fechar}
      />
    </Painel>
  );
}
