import { Box, Button, HStack, Input, Skeleton, Stack, Text } from '@chakra-ui/react';
import {
  capacidadeSchema,
  MENSAGENS_RITMO,
  type CapacidadePor,
  type EstadoDoRitmo,
} from '@cardapio/shared-events';
import { useState } from 'react';
import { LuSave } from 'react-icons/lu';
import { comAviso } from '../../../app/comAviso';
import { useAppSelector } from '../../../app/hooks';
import { validarComSchema } from '../../../app/validacao';
import { FormField } from '../../../components/FormField';
import { Segmentos } from '../../../components/Segmentos';
import { Interruptor } from '../../cardapio/gestao/components/Interruptor';
import { useDefinirCapacidadeMutation, useRitmoQuery } from '../api';

const POR: { value: CapacidadePor; label: string }[] = [
  { value: 'pedidos', label: 'Pedidos' },
  { value: 'itens', label: 'Itens' },
];

function Formulario({ capacidade }: { capacidade: EstadoDoRitmo['capacidade'] }) {
  const [limitar, setLimitar] = useState(capacidade.por_janela !== null);
  const [valor, setValor] = useState(String(capacidade.por_janela ?? ''));
  const [por, setPor] = useState<CapacidadePor>(capacidade.por);
  const [erro, setErro] = useState<string | undefined>();
  const [salvar, salvamento] = useDefinirCapacidadeMutation();

  async function enviar() {
    const texto = valor.trim();
    const resultado = validarComSchema(capacidadeSchema, {
      por_janela: limitar ? (/^\d+$/.test(texto) ? Number(texto) : texto) : null,
      por,
    });
    if (!resultado.ok) {
      setErro(Object.values(resultado.erros)[0]);
      return;
    }
    await comAviso('ritmo-capacidade', () => salvar(resultado.dados).unwrap(), {
      sucesso: MENSAGENS_RITMO.capacidadeSalva,
      erro: MENSAGENS_RITMO.erroSalvar,
    });
  }

  return (
    <Stack gap="4">
      <Interruptor
        rotulo="Limitar pedidos por horário"
        descricao="Cheia uma janela de 15 minutos, o cardápio mostra a próxima livre ('Entrega a partir de 21:15')"
        ligado={limitar}
        onChange={(ligado) => {
          setLimitar(ligado);
          setErro(undefined);
        }}
      />
      {limitar && (
        <Stack direction={{ base: 'column', md: 'row' }} gap="4" align={{ md: 'flex-end' }}>
          <Box flex="1">
            <FormField
              label="Máximo a cada 15 minutos"
              error={erro}
              helper="Pedidos da equipe (balcão, telefone) nunca são recusados, mas ocupam a janela."
            >
              <Input
                name="por_janela"
                inputMode="numeric"
                value={valor}
                onChange={(e) => {
                  setValor(e.target.value);
                  setErro(undefined);
                }}
                placeholder="Ex.: 8"
                rounded="lg"
              />
            </FormField>
          </Box>
          <Stack gap="1.5" flex="1">
            <Text fontWeight="semibold" fontSize="sm">
              Contar por
            </Text>
            <Segmentos valor={por} itens={POR} onValor={setPor} aria-label="Contar por" />
          </Stack>
        </Stack>
      )}
      <HStack justify="flex-end">
        <Button
          colorPalette="brand"
          rounded="xl"
          minH="11"
          loading={salvamento.isLoading}
          onClick={() => void enviar()}
        >
          <LuSave /> Salvar capacidade
        </Button>
      </HStack>
    </Stack>
  );
}

/**
 * The cap per 15-minute window (issue 31 §3) on the company settings: configuration, so the
 * gestão's; a colaborador sees what is set.
 */
export function CapacidadeDaLoja({ empresaId }: { empresaId: number }) {
  const gestao = useAppSelector((state) => state.sessao.usuario?.role === 'gestao');
  const { data, isLoading } = useRitmoQuery(empresaId);
  return (
    <Box id="capacidade" scrollMarginTop="24" data-testid="capacidade-da-loja">
      {isLoading || !data ? (
        <Skeleton h="24" rounded="xl" />
      ) : gestao ? (
        // Starts from what is saved, and again after a save elsewhere.
        <Formulario
          key={`${data.capacidade.por_janela}-${data.capacidade.por}`}
          capacidade={data.capacidade}
        />
      ) : (
        <Text fontSize="sm" color="fg.muted">
          {data.capacidade.por_janela === null
            ? 'Sem limite de pedidos por horário.'
            : `Até ${data.capacidade.por_janela} ${data.capacidade.por} a cada 15 minutos.`}{' '}
          Só a gestão altera a capacidade.
        </Text>
      )}
    </Box>
  );
}
