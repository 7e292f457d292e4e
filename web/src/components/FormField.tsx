import { Field } from '@chakra-ui/react';
import type { ReactNode } from 'react';

interface FormFieldProps {
  label: string;
  /** Defaults to whether there is an error. */
  invalid?: boolean;
  helper?: ReactNode;
  error?: ReactNode;
  children: ReactNode;
}

export function FormField({
  label,
  helper,
  error,
  invalid = Boolean(error),
  children,
}: FormFieldProps) {
  return (
    <Field.Root invalid={invalid}>
      <Field.Label fontWeight="semibold" fontSize="sm">
        {label}
      </Field.Label>
      {children}
      {helper && !invalid && <Field.HelperText>{helper}</Field.HelperText>}
      {error && invalid && <Field.ErrorText>{error}</Field.ErrorText>}
    </Field.Root>
  );
}
