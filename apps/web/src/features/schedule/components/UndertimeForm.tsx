import { companyDate } from '@hris/domain/company-clock';
import { type UndertimeDetail, undertimeAddBody, undertimeUpdateBody } from '@hris/domain/schedule';
import { SimpleGrid, Stack, TextInput } from '@mantine/core';
import { IconClock, IconUser } from '@tabler/icons-react';
import { FormProvider, useForm } from 'react-hook-form';
import { FormSection } from '../../../components/FormSection';
import { formFields } from '../../../components/form/form-fields';
import { formResolver } from '../../../components/form/form-resolver';
import { keepEnterInField } from '../../../components/form/keep-enter';
import { EmployeeSelect } from '../../../components/reference/EmployeeSelect';
import { REQUEST_SCREENS } from '../paths';
import { FormFooter } from './FormFooter';
import { useRequestSave } from './use-request-save';

type UndertimeValues = {
  employee_id: number | null;
  date_filled: string;
  date_of_undertime: string;
  /** A single digit, typed through a one-digit mask. */
  total_hours: string;
  purpose: string;
};
type UndertimeOut = {
  employee_id?: number;
  date_filled: string | null;
  date_of_undertime: string;
  total_hours: number;
  purpose: string;
};
const F = formFields<UndertimeValues>();
const addResolver = formResolver<UndertimeValues, typeof undertimeAddBody>(undertimeAddBody);
const updateResolver = formResolver<UndertimeValues, typeof undertimeUpdateBody>(undertimeUpdateBody);

/**
 * The undertime form (add and manual encode: `/hr/undertimeform`) and its edit form (a pending
 * request): the employee, the dates, the total hours (1 to 9) and the purpose.
 */
export function UndertimeForm({ request }: { request?: UndertimeDetail }) {
  const form = useForm<UndertimeValues, unknown, UndertimeOut>({
    resolver: (request ? updateResolver : addResolver) as never,
    defaultValues: {
      employee_id: request?.employee_id ?? null,
      date_filled: request?.date_filled ?? companyDate(new Date()),
      date_of_undertime: request?.date_of_undertime ?? '',
      total_hours: request ? String(request.total_hours) : '',
      purpose: request?.purpose ?? '',
    },
  });
  const { submit, saving } = useRequestSave('undertime', form, request?.id ?? null);

  return (
    <FormProvider {...form}>
      <form
        onSubmit={submit}
        onKeyDown={keepEnterInField}
        noValidate
        aria-label={request ? 'Edit undertime' : 'Undertime form'}
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
          </FormSection>

          <FormSection title="Undertime" icon={<IconClock size={18} />} cols={0}>
            <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md" verticalSpacing="sm">
              <F.Date name="date_filled" label="Date filed" />
              <F.Date name="date_of_undertime" label="Date of undertime" withAsterisk />
              <F.Masked name="total_hours" label="Total hours" mask="0" placeholder="1 to 9" withAsterisk />
            </SimpleGrid>
            <F.LongText
              name="purpose"
              label="Purpose"
              withAsterisk
              autosize
              minRows={3}
              maxRows={8}
              mt="sm"
            />
          </FormSection>

          <FormFooter
            cancelTo={REQUEST_SCREENS.undertime.list.to}
            saving={saving}
            adding={!request}
            hint="HR decides on the request on its approval screen."
          />
        </Stack>
      </form>
    </FormProvider>
  );
}
