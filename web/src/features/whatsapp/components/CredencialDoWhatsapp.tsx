import { Button, HStack, Stack } from '@chakra-ui/react';
import { FormField } from '../../../components/FormField';
import { PasswordInput } from '../../../components/PasswordInput';
import type { Credencial } from '../configuracao';

/**
 * A write-only credential (the access token, the app secret): never shown once saved; typed, it
 * replaces the saved one; empty, the saved one stays; 'Remover' clears it on save.
 */
export function CredencialDoWhatsapp({
  rotulo,
  name,
  configurada,
  valor,
  onValor,
  erro,
  placeholder,
}: {
  rotulo: string;
  name: string;
  /** One is saved (the server says only that). */
  configurada: boolean;
  valor: Credencial;
  onValor: (valor: Credencial) => void;
  erro?: string;
  placeholder: string;
}) {
  const ajuda = valor.remover
    ? 'Será removido ao salvar.'
    : configurada
      ? 'Salvo. Deixe em branco para mantê-lo; digite para trocar.'
      : 'Nunca é exibido depois de salvo.';
  return (
    <Stack gap="2">
      <FormField label={rotulo} error={erro} helper={ajuda}>
        <PasswordInput
          name={name}
          autoComplete="off"
          value={valor.texto}
          disabled={valor.remover}
          onChange={(e) => onValor({ texto: e.target.value, remover: false })}
          placeholder={configurada ? '••••••• (configurado)' : placeholder}
          rounded="lg"
        />
      </FormField>
      {configurada && (
        <HStack>
          <Button
            variant="outline"
            size="sm"
            rounded="lg"
            minH={{ base: '11', md: '9' }}
            colorPalette={valor.remover ? undefined : 'red'}
            aria-label={
              valor.remover ? `Manter ${rotulo.toLowerCase()}` : `Remover ${rotulo.toLowerCase()}`
            }
            onClick={() => onValor({ texto: '', remover: !valor.remover })}
          >
            {valor.remover ? 'Manter' : 'Remover'}
          </Button>
        </HStack>
      )}
    </Stack>
  );
}
