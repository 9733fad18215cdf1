import { MASKS } from '@hris/domain/masks';
import { Input, type InputWrapperProps } from '@mantine/core';
import { useId } from 'react';
import { IMaskInput } from 'react-imask';

export type MaskName = keyof typeof MASKS;

type MaskedInputProps = Pick<
  InputWrapperProps,
  'label' | 'description' | 'error' | 'required' | 'withAsterisk'
> & {
  /** A mask (docs/rules.md#validation) by name (emp_id, contact, sss_no, ...) or an imask pattern ("0" = a digit). */
  mask: MaskName | (string & {});
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  onFocus?: () => void;
  /** Pass clearOnClick(name).onClick here to clear the field's error when it is clicked. */
  onClick?: () => void;
  name?: string;
  placeholder?: string;
  disabled?: boolean;
  readOnly?: boolean;
};

function resolveMask(mask: string): string {
  return mask in MASKS ? MASKS[mask as MaskName] : mask;
}

/** A text input that only accepts the mask's shape; the value kept is the formatted text (e.g. "1234-5678901"). */
export function MaskedInput({
  label,
  description,
  error,
  required,
  withAsterisk,
  mask,
  value,
  onChange,
  onBlur,
  onFocus,
  onClick,
  name,
  placeholder,
  disabled,
  readOnly,
}: MaskedInputProps) {
  const id = useId();
  const pattern = resolveMask(mask);
  return (
    <Input.Wrapper
      id={id}
      label={label}
      description={description}
      error={error}
      required={required}
      withAsterisk={withAsterisk}
    >
      <Input
        component={IMaskInput}
        id={id}
        name={name}
        mask={pattern}
        value={value ?? ''}
        onAccept={(next: string) => onChange(next)}
        onBlur={onBlur}
        onFocus={onFocus}
        onClick={onClick}
        placeholder={placeholder ?? pattern.replace(/[[\]]/g, '').replace(/0/g, '_')}
        disabled={disabled}
        readOnly={readOnly}
        error={error}
        aria-invalid={Boolean(error)}
      />
    </Input.Wrapper>
  );
}
