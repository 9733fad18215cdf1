import { type ModalProps, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { type DefaultValues, type FieldValues, FormProvider, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { FormActions } from './FormActions';
import { formResolver } from './form-resolver';
import { keepEnterInField } from './keep-enter';
import { FormModal } from './unsaved-changes';
import { useSaveFlow } from './use-save-flow';

type RecordFormModalProps<V extends FieldValues, S extends z.ZodType> = {
  opened: boolean;
  onClose: () => void;
  /** "Add Department" or "Edit Department", as the record is new or not. */
  title: string;
  /** The call's body schema: it validates the form and gives what is sent. */
  schema: S;
  /** The form's values when it opens: the record's, or a new one's. */
  values: V;
  save: (body: z.output<S>) => Promise<unknown>;
  /** The fields (`formFields<V>()`), in order; the first takes `data-autofocus`. */
  children: ReactNode;
  size?: ModalProps['size'];
  /** Enter in a field that takes several entries (tags) stays in it rather than saving. */
  keepEnter?: boolean;
};

/**
 * The modal that adds or edits one record of a list: its fields validated by the call's schema, then
 * the save flow (question, save, success, errors under the fields), closing once saved. The form is
 * made afresh each time the modal opens, from `values`.
 */
export function RecordFormModal<V extends FieldValues, S extends z.ZodType>({
  opened,
  onClose,
  title,
  size = 'lg',
  ...form
}: RecordFormModalProps<V, S>) {
  return (
    <FormModal opened={opened} onClose={onClose} title={title} centered size={size}>
      {/* a form of its own for each record's values, so another record's never show in it */}
      <RecordForm key={JSON.stringify(form.values)} {...form} onClose={onClose} />
    </FormModal>
  );
}

function RecordForm<V extends FieldValues, S extends z.ZodType>({
  schema,
  values,
  save,
  onClose,
  children,
  keepEnter = false,
}: Omit<RecordFormModalProps<V, S>, 'opened' | 'title' | 'size'>) {
  const form = useForm<V, unknown, z.output<S>>({
    resolver: formResolver<V, S>(schema),
    defaultValues: values as DefaultValues<V>,
  });
  const { submit, saving } = useSaveFlow(form, { save, onSaved: onClose });
  return (
    <FormProvider {...form}>
      <form onSubmit={submit} onKeyDown={keepEnter ? keepEnterInField : undefined} noValidate>
        <Stack gap="md">{children}</Stack>
        <FormActions onCancel={onClose} saving={saving} />
      </form>
    </FormProvider>
  );
}
