import {
  Alert,
  Button,
  Grid,
  GridItem,
  Heading,
  HStack,
  Input,
  InputGroup,
  Stack,
  type GridProps,
  type InputProps,
} from '@chakra-ui/react';
import { useState, type ChangeEvent, type ReactNode } from 'react';
import { LuPhone } from 'react-icons/lu';
import { FormField } from './FormField';
import { PasswordInput } from './PasswordInput';

/**
 * The pieces the sign-up forms share (a customer's account, a restaurant and its first manager):
 * titled sections of two-column fields, the masked phone, the new password, the error above the
 * button and the button itself.
 */

/** A titled group of fields: its icon and an uppercase heading. */
export function SecaoDoFormulario({
  titulo,
  icone,
  children,
}: {
  titulo: string;
  icone: ReactNode;
  children: ReactNode;
}) {
  return (
    <Stack gap="3">
      <HStack gap="2" color="brand.fg">
        {icone}
        <Heading as="h2" fontSize="xs" textTransform="uppercase" letterSpacing="wider">
          {titulo}
        </Heading>
      </HStack>
      {children}
    </Stack>
  );
}

/** The section's fields: one column on a phone, two from sm up unless told otherwise. */
export function GradeDeCampos({
  templateColumns = { base: '1fr', sm: '1fr 1fr' },
  children,
}: {
  templateColumns?: GridProps['templateColumns'];
  children: ReactNode;
}) {
  return (
    <Grid templateColumns={templateColumns} gap="3">
      {children}
    </Grid>
  );
}

/** A field of the grid with its label and its check's state; `largo` spans both columns. */
export function CampoDoFormulario({
  rotulo,
  invalido,
  erro,
  ajuda,
  largo = false,
  children,
}: {
  rotulo: string;
  invalido: boolean;
  erro?: ReactNode;
  ajuda?: ReactNode;
  largo?: boolean;
  children: ReactNode;
}) {
  return (
    <GridItem colSpan={largo ? { base: 1, sm: 2 } : 1}>
      <FormField label={rotulo} invalid={invalido} error={erro} helper={ajuda}>
        {children}
      </FormField>
    </GridItem>
  );
}

/** The phone, masked as it is typed: '(48) 99999-9999'. */
export function TelefoneInput(props: Omit<InputProps, 'type'>) {
  return (
    <InputGroup startElement={<LuPhone />}>
      <Input
        type="tel"
        autoComplete="tel-national"
        inputMode="numeric"
        placeholder="(48) 99999-9999"
        rounded="lg"
        maxLength={15}
        {...props}
      />
    </InputGroup>
  );
}

/** A new password (or its confirmation), which the browser may offer to generate. */
export function NovaSenhaInput(props: Parameters<typeof PasswordInput>[0] & { name: string }) {
  return <PasswordInput autoComplete="new-password" placeholder="••••••" rounded="lg" {...props} />;
}

/** What went wrong with the whole form, above its button. */
export function ErroDoFormulario({ mensagem }: { mensagem: string | null }) {
  if (!mensagem) return null;
  return (
    <Alert.Root status="error" rounded="xl" variant="subtle">
      <Alert.Indicator />
      <Alert.Title>{mensagem}</Alert.Title>
    </Alert.Root>
  );
}

/** The form's submit: large, in the brand's colour, busy while it sends. */
export function BotaoDeEnviar({
  enviando,
  textoEnviando,
  paleta = 'brand',
  mt,
  children,
}: {
  enviando: boolean;
  textoEnviando: string;
  /** 'red' while the server cannot be reached (the login pages). */
  paleta?: string;
  mt?: string;
  children: ReactNode;
}) {
  return (
    <Button
      type="submit"
      size="lg"
      rounded="xl"
      mt={mt}
      colorPalette={paleta}
      fontWeight="bold"
      loading={enviando}
      loadingText={textoEnviando}
    >
      {children}
    </Button>
  );
}

/**
 * The form's values, each field's text as typed (through its mask, if it has one); `aoMudar`
 * hears which field changed (to clear its error, say). `ligar(campo)` gives an input its name,
 * value and change handler.
 */
export function useCamposDoFormulario<Campo extends string>(
  vazio: Record<Campo, string>,
  mascaras: Partial<Record<Campo, (valor: string) => string>>,
  aoMudar?: (campo: Campo) => void,
) {
  const [dados, setDados] = useState(vazio);
  const alterar = (campo: Campo) => (e: ChangeEvent<HTMLInputElement>) => {
    const valor = mascaras[campo]?.(e.target.value) ?? e.target.value;
    setDados((atual) => ({ ...atual, [campo]: valor }));
    aoMudar?.(campo);
  };
  const ligar = (campo: Campo) => ({
    name: campo,
    value: dados[campo],
    onChange: alterar(campo),
  });
  return { dados, ligar };
}
