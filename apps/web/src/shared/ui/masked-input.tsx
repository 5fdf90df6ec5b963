import { InputBase, type InputBaseProps } from '@mantine/core';
import { IMaskInput } from 'react-imask';
import type { Mask } from './masks';

// The masks apart (./masks): a page that shows an input only later needs them without imask.
export { MASKS } from './masks';

interface Props extends InputBaseProps {
  mask: Mask;
  value?: string;
  onChange: (value: string) => void;
  placeholder?: string;
  name?: string;
  onBlur?: () => void;
}

/** A Mantine input with an input mask; the form keeps the masked text (strip it on submit). */
export function MaskedInput({ mask, value, onChange, ...props }: Props) {
  return (
    <InputBase
      component={IMaskInput}
      mask={mask}
      value={value ?? ''}
      onAccept={(next: string) => onChange(next)}
      {...props}
    />
  );
}
