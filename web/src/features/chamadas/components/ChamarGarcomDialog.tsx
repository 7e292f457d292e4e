import { Box, Button, Field, Input, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { LuBellRing, LuHash } from 'react-icons/lu';
import { mensagemDoServidor } from '../../../app/http';
import { notify } from '../../../app/toaster';
import { Folha } from '../../carrinho/components/Folha';
import { useChamarGarcomMutation } from '../api';

interface ChamarGarcomDialogProps {
  empresaId: number;
  open: boolean;
  onClose: () => void;
}

/** 'Chamar Garçom' (customer-side §2, §5): a table number, no login needed. */
export function ChamarGarcomDialog({ empresaId, open, onClose }: ChamarGarcomDialogProps) {
  const [mesa, setMesa] = useState('');
  const [tocado, setTocado] = useState(false);
  // The server's refusal of this number (say 'Mesa não encontrada'), shown under the field.
  const [recusa, setRecusa] = useState<string | null>(null);
  const [chamar, { isLoading }] = useChamarGarcomMutation();
  const [abertoAntes, setAbertoAntes] = useState(open);
  const numero = mesa.trim();

  if (open !== abertoAntes) {
    setAbertoAntes(open);
    if (open) {
      setMesa('');
      setTocado(false);
      setRecusa(null);
    }
  }

  async function enviar() {
    setTocado(true);
    if (!numero) return;
    try {
      await chamar({ mesa: numero, empresa_id: empresaId }).unwrap();
      notify.success('Garçom chamado com sucesso!');
      onClose();
    } catch (erro) {
      const mensagem = mensagemDoServidor(erro);
      setRecusa(mensagem);
      notify.error(mensagem ?? 'Erro ao chamar garçom');
    }
  }

  return (
    <Folha
      open={open}
      onClose={onClose}
      titulo="Chamar Garçom"
      subtitulo="Um garçom vai até a sua mesa"
      icone={<LuBellRing />}
      tamanho="sm"
      testId="chamar-garcom"
      rodape={
        <Button
          colorPalette="brand"
          size="xl"
          rounded="2xl"
          fontWeight="bold"
          disabled={!numero}
          loading={isLoading}
          loadingText="Chamando..."
          onClick={() => void enviar()}
        >
          <LuBellRing /> Chamar Garçom
        </Button>
      }
    >
      <Stack
        gap="4"
        as="form"
        onSubmit={(e) => {
          e.preventDefault();
          void enviar();
        }}
      >
        <Field.Root invalid={(tocado && !numero) || recusa !== null}>
          <Field.Label fontWeight="semibold">Número da mesa</Field.Label>
          <Box position="relative" w="full">
            <Box
              position="absolute"
              insetStart="4"
              top="50%"
              transform="translateY(-50%)"
              color="fg.muted"
              fontSize="lg"
              zIndex="1"
              pointerEvents="none"
            >
              <LuHash />
            </Box>
            <Input
              value={mesa}
              onChange={(e) => {
                setMesa(e.target.value);
                setRecusa(null);
              }}
              onBlur={() => setTocado(true)}
              inputMode="numeric"
              placeholder="Ex.: 12"
              maxLength={20}
              size="xl"
              ps="11"
              rounded="xl"
              fontSize="xl"
              fontWeight="bold"
              autoFocus
            />
          </Box>
          {tocado && !numero ? (
            <Field.ErrorText>Digite o número da mesa</Field.ErrorText>
          ) : recusa ? (
            <Field.ErrorText>{recusa}</Field.ErrorText>
          ) : (
            <Field.HelperText>
              {numero ? 'O número fica na plaquinha sobre a mesa.' : 'Digite o número da mesa'}
            </Field.HelperText>
          )}
        </Field.Root>
        <Text fontSize="sm" color="fg.muted">
          Precisa de algo? Pedir a conta, mais talheres ou tirar uma dúvida — é só chamar.
        </Text>
      </Stack>
    </Folha>
  );
}
