type ChoiceFlags = {
  withAsterisk?: boolean | undefined;
  required?: boolean | undefined;
  allowDeselect?: boolean | undefined;
  clearable?: boolean | undefined;
};

/**
 * Whether a select may be emptied. A required one (an asterisk, or `required`) may not: clicking its
 * chosen option keeps it, and it has no clear button, so a choice once made never turns into a
 * refused Save. An optional one keeps both ways to empty it. Every select of the app spreads this
 * after its own props: `<Select clearable {...props} {...choiceRules({ clearable: true, ...props })} />`.
 */
export function choiceRules(props: ChoiceFlags): { allowDeselect: boolean; clearable: boolean } {
  const required = Boolean(props.withAsterisk || props.required);
  return {
    allowDeselect: required ? false : (props.allowDeselect ?? true),
    clearable: required ? false : Boolean(props.clearable),
  };
}
