import { InputBase, type InputBaseProps } from '@mantine/core';
import { IMaskInput } from 'react-imask';

interface Props extends InputBaseProps {
  /** imask pattern: 0 is a digit, e.g. '00.000-000'. */
  mask: string;
  value?: string;
  onChange: (value: string) => void;
  placeholder?: string;
  name?: string;
  onBlur?: () => void;
}

/** A Mantine input with an input mask; the form keeps the masked text (strip it on submit). */
export function MaskedInput({ mask, value, onChange, ...props }: Props) {
  return <InputBase component={IMaskInput} mask={mask} value={value ?? ''} onAccept={(next: string) => onChange(next)} {...props} />;
}

export const MASKS = {
  cep: '00.000-000',
  cnpj: '00.000.000/0000-00',
  cpf: '000.000.000-00',
  phone: '(00) 00000 0000',
} as const;
