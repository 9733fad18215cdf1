import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconDeviceFloppy } from '@tabler/icons-react';
import type { FormEventHandler, ReactNode } from 'react';
import { FormProvider, type UseFormReturn } from 'react-hook-form';
import { CompensationSection } from './CompensationSection';
import { ContactSection } from './ContactSection';
import type { DatasheetValues } from './datasheet-values';
import { EmploymentSection } from './EmploymentSection';
import { ExperienceSection } from './ExperienceSection';
import { GovernmentSection } from './GovernmentSection';
import { PersonalSection } from './PersonalSection';

type DatasheetFormProps<TOut> = {
  form: UseFormReturn<DatasheetValues, unknown, TOut>;
  onSubmit: FormEventHandler<HTMLFormElement>;
  onCancel: () => void;
  saving: boolean;
  saveLabel: string;
  /** New employee: the starting status sits in the Employment section. */
  withStatus: boolean;
  /** Extra sections after Employment (the HR record on the edit form). */
  extra?: ReactNode;
};

/** The employee datasheet (docs/rules.md#datasheet), shared by New Employee and the HR edit form. */
export function DatasheetForm<TOut>({
  form,
  onSubmit,
  onCancel,
  saving,
  saveLabel,
  withStatus,
  extra,
}: DatasheetFormProps<TOut>) {
  const errorCount = Object.keys(form.formState.errors).length;
  return (
    <FormProvider {...form}>
      <form onSubmit={onSubmit} noValidate aria-label="Employee datasheet">
        <Stack gap="md">
          <PersonalSection />
          <ContactSection />
          <EmploymentSection withStatus={withStatus} />
          {extra}
          <CompensationSection />
          <GovernmentSection />
          <ExperienceSection />
          <Paper
            withBorder
            radius="md"
            p="sm"
            shadow="sm"
            pos="sticky"
            bottom={8}
            style={{ zIndex: 5 }}
            className="print-hide"
          >
            <Group justify="space-between" gap="sm">
              <Text fz="sm" c={errorCount > 0 ? 'red' : 'dimmed'} role={errorCount > 0 ? 'alert' : undefined}>
                {errorCount > 0
                  ? 'Some fields need attention: see the messages in red.'
                  : 'Fields marked * are required.'}
              </Text>
              <Group gap="sm">
                <Button variant="default" onClick={onCancel} disabled={saving}>
                  Cancel
                </Button>
                <Button type="submit" loading={saving} leftSection={<IconDeviceFloppy size={16} />}>
                  {saveLabel}
                </Button>
              </Group>
            </Group>
          </Paper>
        </Stack>
      </form>
    </FormProvider>
  );
}
