import { Box } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { LuLock } from 'react-icons/lu';
import { EmailInput } from '../../../components/EmailInput';
import { FormField } from '../../../components/FormField';
import { PasswordInput } from '../../../components/PasswordInput';
import { RouterLink } from '../../../components/RouterLink';

interface CredenciaisFieldsProps {
  email: string;
  senha: string;
  onEmailChange: (valor: string) => void;
  onSenhaChange: (valor: string) => void;
  emailInvalido: boolean;
  senhaInvalida: boolean;
  emailPlaceholder: string;
  emailAutoComplete: 'email' | 'username';
}

/** The e-mail and password pair of the three login pages (cliente, admin, garçom). */
export function CredenciaisFields(props: CredenciaisFieldsProps) {
  return (
    <>
      <FormField label="Email" invalid={props.emailInvalido}>
        <EmailInput
          autoComplete={props.emailAutoComplete}
          placeholder={props.emailPlaceholder}
          size="lg"
          rounded="xl"
          value={props.email}
          onChange={(e) => props.onEmailChange(e.target.value)}
        />
      </FormField>
      <FormField label="Senha" invalid={props.senhaInvalida}>
        <PasswordInput
          name="senha"
          autoComplete="current-password"
          placeholder="Sua senha"
          size="lg"
          rounded="xl"
          startElement={<LuLock />}
          value={props.senha}
          onChange={(e) => props.onSenhaChange(e.target.value)}
        />
      </FormField>
    </>
  );
}

/** The 'forgot my password' link, right-aligned under the password. */
export function EsqueciASenha({ para, children }: { para: string; children: ReactNode }) {
  return (
    <Box textAlign="right" mt="-1">
      <RouterLink to={para} color="brand.fg" fontSize="sm" fontWeight="semibold">
        {children}
      </RouterLink>
    </Box>
  );
}
