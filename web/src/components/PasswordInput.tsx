import { IconButton, Input, InputGroup, type InputProps } from '@chakra-ui/react';
import { forwardRef, useState, type ReactNode } from 'react';
import { LuEye, LuEyeOff } from 'react-icons/lu';

interface PasswordInputProps extends Omit<InputProps, 'type'> {
  startElement?: ReactNode;
}

/** A password field with a show/hide toggle (customer-side §2). */
export const PasswordInput = forwardRef<HTMLInputElement, PasswordInputProps>(
  function PasswordInput({ startElement, ...props }, ref) {
    const [visivel, setVisivel] = useState(false);
    const rotulo = visivel ? 'Ocultar senha' : 'Mostrar senha';
    return (
      <InputGroup
        startElement={startElement}
        endElementProps={{ pe: '1' }}
        endElement={
          <IconButton
            type="button"
            variant="ghost"
            size="sm"
            rounded="lg"
            aria-label={rotulo}
            title={rotulo}
            aria-pressed={visivel}
            onClick={() => setVisivel((v) => !v)}
            color="fg.muted"
          >
            {visivel ? <LuEyeOff /> : <LuEye />}
          </IconButton>
        }
      >
        <Input ref={ref} type={visivel ? 'text' : 'password'} {...props} />
      </InputGroup>
    );
  },
);
