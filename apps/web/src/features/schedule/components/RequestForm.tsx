import { SimpleGrid, Stack, TextInput } from '@mantine/core';
import { IconUser } from '@tabler/icons-react';
import { type FieldValues, FormProvider, useForm } from 'react-hook-form';
import { FormSection } from '../../../components/FormSection';
import { formFields } from '../../../components/form/form-fields';
import { formResolver } from '../../../components/form/form-resolver';
import { keepEnterInField } from '../../../components/form/keep-enter';
import { EmployeeSelect } from '../../../components/reference/EmployeeSelect';
import { companyToday } from '../../../lib/clock';
import { type DetailOf, type RequestKind, requestKindOf } from '../api/requests';
import type { RequestScreens } from '../request-screens';
import { FormFooter } from './FormFooter';
import { useRequestSave } from './use-request-save';

const F = formFields<{ employee_id: number | null; date_filled: string }>();

/**
 * The add form of a request kind and its edit form (a pending request): the employee (chosen when
 * adding, read-only when editing) with the kind's extra, then Date filed beside the kind's own
 * fields, its long text, and the footer. The kind's schemas validate it (add or update).
 */
export function RequestForm<K extends RequestKind>({
  screens,
  request,
}: {
  screens: RequestScreens<K>;
  request?: DetailOf<K>;
}) {
  const { schemas } = requestKindOf(screens.kind);
  const { form: kind } = screens;
  const form = useForm<FieldValues>({
    resolver: formResolver(request ? schemas.updateBody : schemas.addBody),
    defaultValues: {
      employee_id: request?.employee_id ?? null,
      date_filled: request?.date_filled ?? companyToday(),
      ...kind.values(request),
    },
  });
  const { submit, saving } = useRequestSave(screens, form, request?.id ?? null);

  return (
    <FormProvider {...form}>
      <form
        onSubmit={submit}
        onKeyDown={keepEnterInField}
        noValidate
        aria-label={request ? kind.label.edit : kind.label.add}
      >
        <Stack gap="md">
          <FormSection title="Employee" icon={<IconUser size={18} />} cols={2}>
            {request ? (
              <TextInput
                label="Employee"
                value={`${request.full_name} (${request.emp_id})`}
                readOnly
                variant="filled"
              />
            ) : (
              <F.Use name="employee_id" component={EmployeeSelect} label="Employee" withAsterisk />
            )}
            {kind.employeeExtra}
          </FormSection>

          <FormSection title={kind.section.title} icon={kind.section.icon} cols={0}>
            <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md" verticalSpacing="sm">
              <F.Date name="date_filled" label="Date filed" />
              {kind.fields}
            </SimpleGrid>
            {kind.text}
          </FormSection>

          <FormFooter cancelTo={screens.list.to} saving={saving} adding={!request} hint={kind.hint} />
        </Stack>
      </form>
    </FormProvider>
  );
}
