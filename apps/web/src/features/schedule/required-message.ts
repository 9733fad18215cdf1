import type { FieldValues, Path, Resolver } from 'react-hook-form';

/**
 * A resolver whose message for `field` left empty is a plain request ("Please select a shift group.")
 * instead of the schema's list of what the field may hold, which still shows for a wrong value.
 */
export function withRequiredMessage<V extends FieldValues, TOut>(
  resolver: Resolver<V, unknown, TOut>,
  field: Path<V>,
  message: string,
): Resolver<V, unknown, TOut> {
  return async (values, context, options) => {
    const result = await resolver(values, context, options);
    const errors = result.errors as Record<string, unknown>;
    if (!values[field] && errors[field]) errors[field] = { type: 'required', message };
    return result;
  };
}
