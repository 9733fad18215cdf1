import {
  type JobInformation,
  type JobInformationBody,
  jobInformationBody,
  OTHER_AMOUNT_REQUIRED,
} from '@hris/domain/employee';
import { SimpleGrid, Stack, Text } from '@mantine/core';
import { useMemo } from 'react';
import { FormProvider, type Resolver, useForm, useWatch } from 'react-hook-form';
import { FormActions } from '../../../components/form/FormActions';
import { formFields } from '../../../components/form/form-fields';
import { formResolver } from '../../../components/form/form-resolver';
import { FormModal } from '../../../components/form/unsaved-changes';
import { useSaveFlow } from '../../../components/form/use-save-flow';
import { useUpdateJobInformation } from '../api/employees';
import { asksOtherAmount } from './datasheet/datasheet-values';
import { StatusChangeFields, type StatusFields, withStatusRules } from './StatusChangeFields';

type JobInformationValues = StatusFields & {
  employment_date: string;
  date_signed: string;
  training_start: string;
  training_end: string;
  regularization_date: string;
  promoted_date: string;
  basic_salary: string;
  monthly_allowance: string;
  other_amount: string;
  note: string;
};

const F = formFields<JobInformationValues>();

type JobInformationModalProps = { opened: boolean; info: JobInformation; onClose: () => void };

/** View Job Information → Edit: dates, pay, status and note (POST api/jobinformation/update/{id}). */
export function JobInformationModal({ opened, info, onClose }: JobInformationModalProps) {
  return (
    <FormModal opened={opened} onClose={onClose} title="Edit Job Information" centered size="xl">
      {opened ? <JobInformationForm info={info} onClose={onClose} /> : null}
    </FormModal>
  );
}

function withOtherAmountRule(
  resolver: Resolver<JobInformationValues, unknown, JobInformationBody>,
): Resolver<JobInformationValues, unknown, JobInformationBody> {
  return async (values, context, options) => {
    const result = await resolver(values, context, options);
    if (!asksOtherAmount(values.basic_salary, values.monthly_allowance) || values.other_amount !== '')
      return result;
    return {
      values: {},
      errors: { ...result.errors, other_amount: { type: 'rule', message: OTHER_AMOUNT_REQUIRED } },
    };
  };
}

function JobInformationForm({ info, onClose }: { info: JobInformation; onClose: () => void }) {
  const resolver = useMemo(
    () =>
      withOtherAmountRule(
        withStatusRules(
          formResolver<JobInformationValues, typeof jobInformationBody>(jobInformationBody),
          () => info.members,
        ),
      ),
    [info.members],
  );
  const form = useForm<JobInformationValues, unknown, JobInformationBody>({
    resolver,
    defaultValues: {
      employment_date: info.employment_date,
      date_signed: info.date_signed ?? '',
      training_start: info.training_start ?? '',
      training_end: info.training_end ?? '',
      regularization_date: info.regularization_date ?? '',
      promoted_date: info.promoted_date ?? '',
      basic_salary: info.basic_salary,
      monthly_allowance: info.monthly_allowance,
      other_amount: info.other_amount ?? '',
      note: info.note ?? '',
      status: info.status,
      resignation_date: info.resignation_date ?? '',
      subtitute_id: null,
    },
  });
  const [basic, allowance] = useWatch({ control: form.control, name: ['basic_salary', 'monthly_allowance'] });
  const showOther = asksOtherAmount(basic, allowance);
  const updateJob = useUpdateJobInformation();

  const { submit, saving } = useSaveFlow(form, {
    save: (body) => updateJob.mutateAsync({ id: info.id, body: { ...body, employee_id: info.id } }),
    onSaved: onClose,
  });

  return (
    <FormProvider {...form}>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Text fz="sm" c="dimmed">
            {info.emp_id} · <b>{info.full_name}</b> · {info.position_name}
          </Text>
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md" verticalSpacing="sm">
            <F.Date name="employment_date" label="Employment date" withAsterisk clearable={false} />
            <F.Date name="date_signed" label="Date signed" />
            <F.Date name="regularization_date" label="Regularization date" />
            <F.Date name="training_start" label="Training start" />
            <F.Date name="training_end" label="Training end" />
            <F.Date name="promoted_date" label="Promoted date" />
            <F.Money name="basic_salary" label="Basic salary" withAsterisk />
            <F.Money name="monthly_allowance" label="Monthly allowance" withAsterisk />
            {showOther ? <F.Money name="other_amount" label="Others" withAsterisk /> : <div />}
            <StatusChangeFields employee={info} />
            <F.LongText
              name="note"
              label="Note"
              autosize
              minRows={2}
              maxRows={6}
              style={{ gridColumn: '1 / -1' }}
            />
          </SimpleGrid>
        </Stack>
        <FormActions onCancel={onClose} saving={saving} />
      </form>
    </FormProvider>
  );
}
