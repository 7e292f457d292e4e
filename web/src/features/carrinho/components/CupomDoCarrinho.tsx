import { MOTIVOS_CUPOM, type CupomDoCarrinho as Cupom } from '@cardapio/shared-events';
import { Badge, Button, HStack, IconButton, Input, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { LuTicketPercent, LuX } from 'react-icons/lu';
import { mensagemDeErro } from '../../../app/http';
import { notify } from '../../../app/toaster';
import { useAplicarCupomMutation, useRemoverCupomMutation } from '../api';

interface Props {
  empresaId: number;
  cupom: Cupom | null;
}

/**
 * The coupon field of the cart: the server checks the code and computes the discount; a refused
 * code shows its reason under the field, an applied one that stopped applying shows why.
 */
export function CupomDoCarrinho({ empresaId, cupom }: Props) {
  const [codigo, setCodigo] = useState('');
  const [erro, setErro] = useState<string | null>(null);
  const [aplicar, aplicacao] = useAplicarCupomMutation();
  const [remover, remocao] = useRemoverCupomMutation();

  async function enviar() {
    if (!codigo.trim()) {
      setErro(MOTIVOS_CUPOM.codigoObrigatorio);
      return;
    }
    try {
      await aplicar({ empresaId, codigo }).unwrap();
      setCodigo('');
      setErro(null);
      notify.success(MOTIVOS_CUPOM.cupomAplicado);
    } catch (e) {
      setErro(mensagemDeErro(e, MOTIVOS_CUPOM.erroAplicar));
    }
  }

  async function tirar() {
    try {
      await remover(empresaId).unwrap();
      notify.success(MOTIVOS_CUPOM.cupomRemovido);
    } catch (e) {
      notify.error(mensagemDeErro(e, MOTIVOS_CUPOM.erroRemover));
    }
  }

  if (cupom)
    return (
      <Stack gap="1" data-testid="cupom-aplicado">
        <HStack justify="space-between">
          <HStack gap="2">
            <LuTicketPercent />
            <Badge colorPalette={cupom.motivo ? 'orange' : 'green'} fontFamily="mono" rounded="md">
              {cupom.codigo}
            </Badge>
          </HStack>
          <IconButton
            aria-label="Remover cupom"
            variant="ghost"
            size="sm"
            minW={{ base: '11', md: '9' }}
            minH={{ base: '11', md: '9' }}
            loading={remocao.isLoading}
            onClick={() => void tirar()}
          >
            <LuX />
          </IconButton>
        </HStack>
        {cupom.motivo && (
          <Text fontSize="sm" color="orange.fg" data-testid="motivo-do-cupom">
            {cupom.motivo}
          </Text>
        )}
      </Stack>
    );

  return (
    <Stack gap="1">
      <HStack
        as="form"
        gap="2"
        onSubmit={(e) => {
          e.preventDefault();
          void enviar();
        }}
      >
        <Input
          name="cupom"
          aria-label="Cupom de desconto"
          placeholder="Cupom de desconto"
          value={codigo}
          onChange={(e) => {
            setCodigo(e.target.value);
            setErro(null);
          }}
          textTransform="uppercase"
          autoComplete="off"
          rounded="lg"
          h="11"
          aria-invalid={Boolean(erro)}
        />
        <Button type="submit" variant="outline" rounded="lg" h="11" loading={aplicacao.isLoading}>
          Aplicar
        </Button>
      </HStack>
      {erro && (
        <Text fontSize="sm" color="red.fg" role="alert" data-testid="erro-do-cupom">
          {erro}
        </Text>
      )}
    </Stack>
  );
}
