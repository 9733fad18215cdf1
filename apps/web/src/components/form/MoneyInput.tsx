import { NumberInput, type NumberInputProps } from '@mantine/core';
import type { FocusEvent } from 'react';

type MoneyInputProps = Omit<NumberInputProps, 'value' | 'onChange' | 'prefix' | 'decimalScale'> & {
  /** The wire's decimal string ("25000.00") or '' when empty. */
  value: string;
  onChange: (value: string) => void;
};

function toDecimalString(raw: string | number): string {
  if (raw === '') return '';
  const amount = typeof raw === 'number' ? raw : Number(raw.replace(/,/g, ''));
  return Number.isFinite(amount) ? amount.toFixed(2) : '';
}

/**
 * A peso amount: shows ₱25,000.00, hands back the wire's decimal string. While typing the text is
 * passed through as entered; on blur it is settled to two decimals ("25000.50").
 */
export function MoneyInput({ value, onChange, onBlur, min = 0, ...rest }: MoneyInputProps) {
  return (
    <NumberInput
      {...rest}
      min={min}
      value={value}
      onChange={(next) => onChange(typeof next === 'number' ? String(next) : next)}
      onBlur={(event: FocusEvent<HTMLInputElement>) => {
        onChange(toDecimalString(value));
        onBlur?.(event);
      }}
      prefix="₱"
      thousandSeparator=","
      decimalScale={2}
      fixedDecimalScale
      hideControls
      inputMode="decimal"
    />
  );
}
