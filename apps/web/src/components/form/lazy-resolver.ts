import type { FieldValues, Resolver } from 'react-hook-form';

/**
 * A resolver whose schema is loaded on first use, for a screen that must stay light on first load (the
 * login): `preload()` starts the download early (on the first keystroke), validation awaits it.
 */
export function lazyResolver<T extends FieldValues>(load: () => Promise<Resolver<T>>) {
  let loading: Promise<Resolver<T>> | undefined;
  const preload = () => {
    loading ??= load();
    return loading;
  };
  const resolver: Resolver<T> = async (values, context, options) =>
    (await preload())(values, context, options);
  return { resolver, preload };
}
