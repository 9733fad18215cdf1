import {
  NTE_MESSAGES,
  type NteAttachment,
  type NteDetail,
  nteAddBody,
  nteManualBody,
} from '@hris/domain/discipline';
import { correctiveGroupOf, INFRACTION_OPTIONS } from '@hris/domain/infractions';
import { canMove, NTE_APPROVAL_STATUSES, nteUpdateProblem } from '@hris/domain/nte-status';
import { Button, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import {
  IconAlertTriangle,
  IconFileDescription,
  IconGavel,
  IconListDetails,
  IconPaperclip,
  IconSend,
  IconUser,
} from '@tabler/icons-react';
import { useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { FormSection } from '../../../components/FormSection';
import { formFields } from '../../../components/form/form-fields';
import { keepEnterInField } from '../../../components/form/keep-enter';
import { useSaveFlow } from '../../../components/form/use-save-flow';
import { EmployeeSelect } from '../../../components/reference/EmployeeSelect';
import { companyToday } from '../../../lib/clock';
import { useSaveNte } from '../api/ntes';
import { EMPTY_OCCURRENCE, formFieldErrors, type NteFormValues, nteFormData, nteResolver } from '../nte-form';
import { AttachmentsField } from './AttachmentsField';
import { CorrectiveActionFields, InfractionHint } from './CorrectiveAction';
import { OccurrenceRows } from './OccurrenceRows';

const F = formFields<NteFormValues>();
export type NteFormMode = 'new' | 'manual' | 'update';

const HR_STATUS_LABELS = { pending: 'Pending', approved: 'Approve', rejected: 'Decline' } as const;

const BLANK: NteFormValues = {
  employee_id: null,
  requested_by: '',
  date_request: companyToday(),
  date_incident: '',
  type_of_infraction: '',
  action_group: '',
  action_to_be_taken: '',
  details_of_infraction: '',
  details_occurence: [{ ...EMPTY_OCCURRENCE }],
  hr_status: 'pending',
  plan_for_improvement: '',
  employees_commitment: '',
  hr_notice_for_decision: '',
  files_changed: 0,
};

function valuesOf(nte: NteDetail): NteFormValues {
  return {
    ...BLANK,
    employee_id: nte.employee_id,
    requested_by: nte.requested_by,
    date_request: nte.date_request,
    date_incident: nte.date_incident,
    type_of_infraction: nte.type_of_infraction,
    action_group: correctiveGroupOf(nte.action_to_be_taken),
    action_to_be_taken: nte.action_to_be_taken,
    details_of_infraction: nte.details_of_infraction,
    details_occurence:
      nte.details_occurence.length > 0
        ? nte.details_occurence.map((row) => ({ ...row }))
        : [{ ...EMPTY_OCCURRENCE }],
    hr_status: nte.hr_status,
  };
}

const TEXTS = {
  new: {
    confirm: { message: 'Do you want to submit this request' },
    success: { title: 'Success', message: NTE_MESSAGES.sent },
    submit: 'Submit Request',
  },
  manual: {
    confirm: { message: 'Do you want to save changes.' },
    success: { title: 'Saved', message: NTE_MESSAGES.saved },
    submit: 'Save NTE',
  },
  update: {
    confirm: { message: 'Do you want to save changes.' },
    success: { title: 'Updated', message: NTE_MESSAGES.updated },
    submit: 'Update Request',
  },
} as const;

/** The fields a 422 may name that have an input on this form. */
const FIELDS = [...Object.keys(BLANK), 'details_occurence'];

/**
 * The NTE form (docs/screens.md#discipline) in its three uses: a new NTE (nterequestform), HR's update (nteeditrequest)
 * and an NTE encoded from paper (ntemanualinput, with the explanation, commitment and decision).
 * It sends multipart: the fields, the occurrences as JSON text and the files as `files[n]`.
 */
export function NteForm({ mode, nte }: { mode: NteFormMode; nte?: NteDetail }) {
  const navigate = useNavigate();
  const form = useForm<NteFormValues>({
    resolver: nteResolver(mode === 'manual' ? nteManualBody : nteAddBody),
    defaultValues: nte ? valuesOf(nte) : BLANK,
  });
  const [added, setAdded] = useState<File[]>([]);
  const [kept, setKept] = useState<NteAttachment[] | null>(nte ? nte.data_files : null);
  const mutation = useSaveNte();
  const texts = TEXTS[mode];
  const filesChanged = () =>
    form.setValue('files_changed', form.getValues('files_changed') + 1, { shouldDirty: true });

  const { submit, saving } = useSaveFlow(form, {
    save: async (values) => {
      try {
        const body = nteFormData(values, mode, { added, kept: mode === 'update' ? kept : null });
        return await mutation.mutateAsync(
          mode === 'update' ? { mode, id: nte?.id ?? 0, body } : { mode, body },
        );
      } catch (error) {
        throw formFieldErrors(error, values.details_occurence);
      }
    },
    confirm: texts.confirm,
    success: texts.success,
    fields: FIELDS,
    afterSuccess: () => navigate('/hr/nterequest'),
  });

  const statusOptions = nte
    ? NTE_APPROVAL_STATUSES.filter(
        (to) =>
          to === nte.hr_status || (canMove('hr_status', nte.hr_status, to) && !nteUpdateProblem(nte, to)),
      ).map((value) => ({ value, label: HR_STATUS_LABELS[value] }))
    : [];

  return (
    <FormProvider {...form}>
      <form onSubmit={submit} onKeyDown={keepEnterInField} noValidate aria-label="NTE form">
        <Stack gap="md">
          <FormSection title="Employee" icon={<IconUser size={18} />} cols={2}>
            {nte ? (
              <Stack gap={0}>
                <Text fz="xs" c="dimmed" tt="uppercase" fw={600}>
                  Employee
                </Text>
                <Text fz="sm" fw={500}>
                  {nte.full_name} ({nte.emp_id})
                </Text>
              </Stack>
            ) : (
              <F.Use name="employee_id" component={EmployeeSelect} label="Employee" withAsterisk />
            )}
            {nte ? (
              <Stack gap={0}>
                <Text fz="xs" c="dimmed" tt="uppercase" fw={600}>
                  Requested by
                </Text>
                <Text fz="sm" fw={500}>
                  {nte.requested_by}
                </Text>
              </Stack>
            ) : (
              <F.Text name="requested_by" label="Requested by" withAsterisk maxLength={100} />
            )}
          </FormSection>

          <FormSection title="Infraction" icon={<IconAlertTriangle size={18} />} cols={2}>
            <F.Date name="date_request" label="Date request" withAsterisk />
            <F.Date name="date_incident" label="Date of incident" withAsterisk />
            <F.Choice
              name="type_of_infraction"
              label="Type of infraction"
              data={INFRACTION_OPTIONS}
              searchable
              withAsterisk
            />
            <div />
            <CorrectiveActionFields />
            <div style={{ gridColumn: '1 / -1' }}>
              <InfractionHint nteId={nte?.id} />
            </div>
            <div style={{ gridColumn: '1 / -1' }}>
              <F.LongText
                name="details_of_infraction"
                label="Details of infraction"
                withAsterisk
                autosize
                minRows={3}
                maxRows={10}
              />
            </div>
          </FormSection>

          <FormSection title="Occurrences" icon={<IconListDetails size={18} />} cols={0}>
            <OccurrenceRows />
          </FormSection>

          <FormSection title="Attachments" icon={<IconPaperclip size={18} />} cols={0}>
            <AttachmentsField
              added={added}
              onAddedChange={(files) => {
                setAdded(files);
                filesChanged();
              }}
              kept={kept}
              onKeptChange={(files) => {
                setKept(files);
                filesChanged();
              }}
            />
          </FormSection>

          {mode === 'manual' ? (
            <FormSection title="Explanation and decision" icon={<IconFileDescription size={18} />} cols={0}>
              <Stack gap="sm">
                <F.LongText
                  name="plan_for_improvement"
                  label="Explanation"
                  withAsterisk
                  autosize
                  minRows={3}
                />
                <F.LongText
                  name="employees_commitment"
                  label="Employee's commitment"
                  withAsterisk
                  autosize
                  minRows={2}
                />
                <F.LongText
                  name="hr_notice_for_decision"
                  label="Notice of decision"
                  withAsterisk
                  autosize
                  minRows={3}
                />
              </Stack>
            </FormSection>
          ) : null}

          {mode === 'update' ? (
            <FormSection title="HR approval" icon={<IconGavel size={18} />} cols={2}>
              <F.Choice
                name="hr_status"
                label="HR status"
                data={statusOptions}
                allowDeselect={false}
                withAsterisk
              />
            </FormSection>
          ) : null}

          <Paper withBorder radius="md" p="sm" shadow="sm" pos="sticky" bottom={8} style={{ zIndex: 5 }}>
            <SimpleGrid cols={1}>
              <Group justify="flex-end" gap="sm">
                <Button component={Link} to="/hr/nterequest" variant="default" disabled={saving}>
                  Cancel
                </Button>
                <Button type="submit" loading={saving} leftSection={<IconSend size={16} />}>
                  {texts.submit}
                </Button>
              </Group>
            </SimpleGrid>
          </Paper>
        </Stack>
      </form>
    </FormProvider>
  );
}
