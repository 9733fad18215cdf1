import { companyDate } from '@hris/domain/company-clock';
import { type AdjustmentDetail, adjustmentAddBody, adjustmentUpdateBody } from '@hris/domain/schedule';
import { REQUESTED_SHIFT_VALUES } from '@hris/domain/shifts';
import { SimpleGrid, Stack, TextInput } from '@mantine/core';
import { IconCalendarEvent, IconUser } from '@tabler/icons-react';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import { FormSection } from '../../../components/FormSection';
import { formFields } from '../../../components/form/form-fields';
import { formResolver } from '../../../components/form/form-resolver';
import { keepEnterInField } from '../../../components/form/keep-enter';
import { EmployeeSelect } from '../../../components/reference/EmployeeSelect';
import { REQUEST_SCREENS } from '../paths';
import { CurrentShiftField } from './CurrentShiftField';
import { FormFooter } from './FormFooter';
import { useRequestSave } from './use-request-save';

type AdjustmentValues = {
  employee_id: number | null;
  date_filled: string;
  date_of_request: string;
  requested_shift: string;
  reason_for_change: string;
};
type AdjustmentOut = { employee_id?: number } & Omit<AdjustmentValues, 'employee_id'>;
const F = formFields<AdjustmentValues>();
const addResolver = formResolver<AdjustmentValues, typeof adjustmentAddBody>(adjustmentAddBody);
const updateResolver = formResolver<AdjustmentValues, typeof adjustmentUpdateBody>(adjustmentUpdateBody);
/** The requested-shift options, shown as their values (8AM - 5PM as what it is). */
const SHIFT_OPTIONS = [...REQUESTED_SHIFT_VALUES];

/**
 * The adjustment form (add: `/hr/adjustmentform`) and its edit form (a pending request): the employee,
 * the current shift (read-only, on the date of request), the dates, the requested shift and the reason.
 */
export function AdjustmentForm({ request }: { request?: AdjustmentDetail }) {
  const form = useForm<AdjustmentValues, unknown, AdjustmentOut>({
    resolver: (request ? updateResolver : addResolver) as never,
    defaultValues: {
      employee_id: request?.employee_id ?? null,
      date_filled: request?.date_filled ?? companyDate(new Date()),
      date_of_request: request?.date_of_request ?? '',
      requested_shift: request?.requested_shift ?? '',
      reason_for_change: request?.reason_for_change ?? '',
    },
  });
  const { submit, saving } = useRequestSave('adjustment', form, request?.id ?? null);
  const [employeeId, dateOfRequest] = useWatch({
    control: form.control,
    name: ['employee_id', 'date_of_request'],
  });

  return (
    <FormProvider {...form}>
      <form
        onSubmit={submit}
        onKeyDown={keepEnterInField}
        noValidate
        aria-label={request ? 'Edit adjustment' : 'Adjustment form'}
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
            <CurrentShiftField
              employeeId={typeof employeeId === 'number' ? employeeId : null}
              date={dateOfRequest}
            />
          </FormSection>

          <FormSection title="Request" icon={<IconCalendarEvent size={18} />} cols={0}>
            <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md" verticalSpacing="sm">
              <F.Date name="date_filled" label="Date filed" />
              <F.Date name="date_of_request" label="Date of request" withAsterisk />
              <F.Choice
                name="requested_shift"
                label="Requested shift"
                data={SHIFT_OPTIONS}
                placeholder="Select a shift"
                withAsterisk
              />
            </SimpleGrid>
            <F.LongText
              name="reason_for_change"
              label="Reason for change"
              withAsterisk
              autosize
              minRows={3}
              maxRows={8}
              mt="sm"
            />
          </FormSection>

          <FormFooter
            cancelTo={REQUEST_SCREENS.adjustment.list.to}
            saving={saving}
            adding={!request}
            hint="Approved, the requested shift becomes the employee's shift from the date of request on."
          />
        </Stack>
      </form>
    </FormProvider>
  );
}
