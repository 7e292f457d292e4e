import { Input, InputGroup, type InputProps } from '@chakra-ui/react';
import { forwardRef } from 'react';
import { LuMail } from 'react-icons/lu';

/** An e-mail field with its icon and the mobile e-mail keyboard. */
export const EmailInput = forwardRef<HTMLInputElement, Omit<InputProps, 'type'>>(
  function EmailInput(props, ref) {
    return (
      <InputGroup startElement={<LuMail />}>
        <Input ref={ref} type="email" name="email" inputMode="email" {...props} />
      </InputGroup>
    );
  },
);
