import { Box, Field, Input, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { LuBellRing, LuHash } from 'react-icons/lu';
import { MENSAGENS_CHAMADA } from '@cardapio/shared-events';
import { mensagemDeErro, statusDoErro } from '../../../app/http';
import { notify } from '../../../app/toaster';
import { BotaoDaFolha } from '../../carrinho/components/BotaoDaFolha';
import { Folha } from '../../carrinho/components/Folha';
import { useChamarGarcomMutation } from '../api';

interface ChamarGarcomDialogProps {
  empresaId: number;
  aberto: boolean;
  onFechar: () => void;
}

/**
 * 'Chamar Garçom' (customer-side §2, §5): a table number, no login needed. The server checks the
 * number against the company's tables; its refusal ('Mesa não encontrada. Confira o número da
 * mesa.') stays under the field, where the customer corrects it, and in the error toast.
 */
export function ChamarGarcomDialog({ empresaId, aberto, onFechar }: ChamarGarcomDialogProps) {
  const [mesa, setMesa] = useState('');
  const [tocado, setTocado] = useState(false);
  const [recusa, setRecusa] = useState<string | null>(null);
  const [chamar, { isLoading }] = useChamarGarcomMutation();
  const [abertoAntes, setAbertoAntes] = useState(aberto);
  const numero = mesa.trim();

  if (aberto !== abertoAntes) {
    setAbertoAntes(aberto);
    if (aberto) {
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
      notify.success(MENSAGENS_CHAMADA.chamado, { acao: 'chamar-garcom' });
      onFechar();
    } catch (erro) {
      const mensagem = mensagemDeErro(erro, MENSAGENS_CHAMADA.erro);
      // A 400 is about the number typed (not a table of this company): the field says it too.
      setRecusa(statusDoErro(erro) === 400 ? mensagem : null);
      notify.error(mensagem, { acao: 'chamar-garcom' });
    }
  }

  return (
    <Folha
      aberto={aberto}
      onFechar={onFechar}
      titulo="Chamar Garçom"
      subtitulo="Um garçom vai até a sua mesa"
      icone={<LuBellRing />}
      tamanho="sm"
      testId="chamar-garcom"
      rodape={
        <BotaoDaFolha
          disabled={!numero}
          loading={isLoading}
          loadingText="Chamando..."
          onClick={() => void enviar()}
        >
          <LuBellRing /> Chamar Garçom
        </BotaoDaFolha>
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
            <Field.ErrorText data-testid="chamar-garcom-erro">{recusa}</Field.ErrorText>
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
