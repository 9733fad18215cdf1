import {
  Checkbox,
  type CheckboxProps,
  NumberInput,
  type NumberInputProps,
  Select,
  type SelectProps,
  Switch,
  type SwitchProps,
  Textarea,
  type TextareaProps,
  TextInput,
  type TextInputProps,
} from '@mantine/core';
import type { ChangeEvent, ComponentProps, ComponentType, ReactElement } from 'react';
import { type FieldValues, type Path, useController, useFormContext } from 'react-hook-form';
import { wordsFilter } from '../../lib/option-filter';
import { choiceRules } from './choice-rules';
import { DateField } from './DateField';
import { MaskedInput } from './MaskedInput';
import { MoneyInput } from './MoneyInput';
import { PasswordField } from './PasswordField';

/**
 * Inputs bound to the react-hook-form of the surrounding <FormProvider>. Each shows its first error
 * under the input and clears it when the input is clicked (docs/rules.md#validation). Use them through `formFields<V>()`,
 * which types `name` by the form's values.
 */

function useField(name: string) {
  const { control, clearErrors } = useFormContext();
  const { field, fieldState } = useController({ name, control });
  return { field, error: fieldState.error?.message, clear: () => clearErrors(name) };
}

type Named<P> = { name: string } & Omit<P, 'name' | 'value' | 'defaultValue' | 'onChange'>;

type Adapter = {
  /** What the input shows for the field's value. */
  show: (value: unknown) => unknown;
  /** The field's value from what the input's onChange gives (an event for text inputs). */
  take?: (change: never) => unknown;
  /** Whether the input takes the field's ref (the inputs that focus a field in error). */
  ref?: boolean;
};

/**
 * An input bound to a field: its value, change, blur and error, and a click that clears the error.
 * Every adapter below is one of these; only what the input shows and gives back differs.
 */
function bound<P extends object>(Input: ComponentType<P>, { show, take, ref = true }: Adapter) {
  return function BoundField({ name, ...rest }: { name: string }) {
    const { field, error, clear } = useField(name);
    const props = {
      ...rest,
      name: field.name,
      ...(ref ? { ref: field.ref } : {}),
      value: show(field.value),
      onChange: take ? (change: never) => field.onChange(take(change)) : field.onChange,
      onBlur: field.onBlur,
      onClick: clear,
      error,
    } as unknown as P;
    return <Input {...props} />;
  };
}

const text = (value: unknown) => (value as string | null) ?? '';
const typed = (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => event.currentTarget.value;

const TextField = bound(TextInput, { show: text, take: typed });
const PasswordFormField = bound(PasswordField, { show: text, take: typed });
const LongTextField = bound(Textarea, { show: text, take: typed });
const NumberField = bound(NumberInput, { show: (value) => value ?? '' });
const MaskedField = bound(MaskedInput, { show: text, ref: false });
const DateFormField = bound(DateField, { show: (value) => value, ref: false });
const MoneyField = bound(MoneyInput, { show: text, ref: false });

type ChoiceProps<V extends string | number> = { name: string } & Omit<SelectProps<V>, 'name' | 'value'>;

function ChoiceField<V extends string | number = string>({ name, onChange, ...rest }: ChoiceProps<V>) {
  const { field, error, clear } = useField(name);
  return (
    <Select<V>
      filter={wordsFilter<V>}
      {...rest}
      name={field.name}
      ref={field.ref}
      value={field.value === '' ? null : ((field.value as V | null) ?? null)}
      onChange={(value, option) => {
        // A text field stays text: cleared means '' (what the schemas read as "not given").
        field.onChange(value ?? (typeof field.value === 'string' ? '' : null));
        onChange?.(value, option);
      }}
      onBlur={field.onBlur}
      onClick={clear}
      error={error}
      {...choiceRules(rest)}
    />
  );
}

type CheckProps = { name: string; kind?: 'switch' | 'checkbox' } & Omit<
  SwitchProps & CheckboxProps,
  'name' | 'checked' | 'onChange'
>;
type ToggleProps = CheckProps & { on: string; off: string };

type YesNoProps = CheckProps & {
  isOn: (value: unknown) => boolean;
  /** The field's value for the box's state. */
  stored: (checked: boolean) => unknown;
};

/** A switch or a checkbox bound to a field. */
function YesNoField({ name, kind = 'switch', isOn, stored, ...rest }: YesNoProps) {
  const { field } = useField(name);
  const props = {
    ...rest,
    name: field.name,
    ref: field.ref,
    checked: isOn(field.value),
    onChange: (event: ChangeEvent<HTMLInputElement>) => field.onChange(stored(event.currentTarget.checked)),
  };
  return kind === 'switch' ? <Switch {...props} /> : <Checkbox {...props} />;
}

/** A yes/no stored as a boolean. */
const CheckField = (props: CheckProps) => (
  <YesNoField {...props} isOn={Boolean} stored={(checked) => checked} />
);

/** A yes/no stored as two strings, e.g. 'submitted' / 'none'. */
const ToggleField = ({ on, off, ...props }: ToggleProps) => (
  <YesNoField {...props} isOn={(value) => value === on} stored={(checked) => (checked ? on : off)} />
);

/** The props `F.Use` provides; the component's other props are the caller's. */
type Provided = 'name' | 'value' | 'onBlur' | 'onClick' | 'error' | 'ref';

type UseProps<P extends object> = {
  name: string;
  component: ComponentType<P>;
  /** Called after the field took the new value (e.g. to reset a dependent field), with all its arguments. */
  onChange?: P extends { onChange?: infer H } ? H : never;
} & Omit<P, Provided | 'onChange'>;

/**
 * Any select or input with `value` and `onChange(value)` (the reference selects, EmployeeSelect, ...)
 * bound to a field: `<F.Use name="position_id" component={DesignationSelect} label="Designation" />`.
 */
function UseField<P extends object>({ name, component: Component, onChange, ...rest }: UseProps<P>) {
  const { field, error, clear } = useField(name);
  const props = {
    ...rest,
    name: field.name,
    ref: field.ref,
    value: field.value,
    onChange: (value: unknown, ...more: unknown[]) => {
      field.onChange(value);
      (onChange as ((...args: unknown[]) => void) | undefined)?.(value, ...more);
    },
    onBlur: field.onBlur,
    onClick: clear,
    error,
  } as unknown as P;
  return <Component {...props} />;
}

type WithPath<T extends FieldValues, P> = Omit<P, 'name'> & { name: Path<T> };

/**
 * The inputs above, typed by a form's values: `const F = formFields<MyValues>()` once per form module,
 * then `<F.Text name="first_name" label="First name" />` (a misspelt name does not compile).
 */
export function formFields<T extends FieldValues>() {
  return {
    Text: TextField as (props: WithPath<T, Named<TextInputProps>>) => ReactElement,
    Password: PasswordFormField as (
      props: WithPath<T, Named<ComponentProps<typeof PasswordField>>>,
    ) => ReactElement,
    LongText: LongTextField as (props: WithPath<T, Named<TextareaProps>>) => ReactElement,
    Choice: ChoiceField as <V extends string | number = string>(
      props: WithPath<T, ChoiceProps<V>>,
    ) => ReactElement,
    Masked: MaskedField as (props: WithPath<T, Named<ComponentProps<typeof MaskedInput>>>) => ReactElement,
    Date: DateFormField as (props: WithPath<T, Named<ComponentProps<typeof DateField>>>) => ReactElement,
    Money: MoneyField as (props: WithPath<T, Named<ComponentProps<typeof MoneyInput>>>) => ReactElement,
    Toggle: ToggleField as (props: WithPath<T, ToggleProps>) => ReactElement,
    Number: NumberField as (props: WithPath<T, Named<NumberInputProps>>) => ReactElement,
    Check: CheckField as (props: WithPath<T, CheckProps>) => ReactElement,
    Use: UseField as unknown as <P extends object>(props: WithPath<T, UseProps<P>>) => ReactElement,
  };
}
