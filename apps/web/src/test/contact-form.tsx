import { Stack } from '@mantine/core';
import { FormProvider, useForm } from 'react-hook-form';
import { z } from 'zod';
import { FormActions } from '../components/form/FormActions';
import { formFields } from '../components/form/form-fields';
import { formResolver } from '../components/form/form-resolver';
import { useSaveFlow } from '../components/form/use-save-flow';

/** A form of two fields built as every form of the app is: shared fields, the save flow, Cancel/Save. */
export const contactBody = z.object({
  name: z.string().trim().min(1, 'The name is required.'),
  email: z.string().trim(),
});
export type ContactValues = { name: string; email: string };
export type Contact = z.output<typeof contactBody>;
const F = formFields<ContactValues>();
const resolver = formResolver<ContactValues, typeof contactBody>(contactBody);

export function ContactForm({
  save,
  onSaved,
  onCancel = () => {},
  initial = { name: '', email: '' },
}: {
  save: (body: Contact) => Promise<unknown>;
  onSaved?: (reply: unknown) => void;
  onCancel?: () => void;
  initial?: ContactValues;
}) {
  const form = useForm<ContactValues, unknown, Contact>({ resolver, defaultValues: initial });
  const { submit, saving } = useSaveFlow(form, { save, onSaved });
  return (
    <FormProvider {...form}>
      <form onSubmit={submit} noValidate>
        <Stack>
          <F.Text name="name" label="Name" withAsterisk />
          <F.Text name="email" label="E-mail" />
        </Stack>
        <FormActions onCancel={onCancel} saving={saving} />
      </form>
    </FormProvider>
  );
}
