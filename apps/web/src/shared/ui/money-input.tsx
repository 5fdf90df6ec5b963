import { NumberInput, type NumberInputProps } from '@mantine/core';

/**
 * Every amount in BRL is typed and shown the same way: 'R$ 1.299,90', always two decimals (a bare
 * '1.299,9' read like a typo), never negative.
 */
export function MoneyInput(props: NumberInputProps) {
  return (
    <NumberInput
      prefix="R$ "
      decimalSeparator=","
      thousandSeparator="."
      decimalScale={2}
      fixedDecimalScale
      min={0}
      allowNegative={false}
      hideControls
      {...props}
    />
  );
}
