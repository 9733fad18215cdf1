import {
  DOCUMENT_KEYS,
  type DocumentStatus,
  REQUIREMENT_DOCUMENTS,
  type RequirementBody,
  type RequirementDocument,
  type RequirementRow,
  requirementBody,
  requirementStatus,
} from '@hris/domain/requirements';
import { Badge, Button, Divider, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconChecks } from '@tabler/icons-react';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import { FormActions } from '../../../components/form/FormActions';
import { formFields } from '../../../components/form/form-fields';
import { formResolver } from '../../../components/form/form-resolver';
import { FormModal } from '../../../components/form/unsaved-changes';
import { useSaveFlow } from '../../../components/form/use-save-flow';
import { useUpdateRequirements } from '../api/requirements';

type RequirementValues = Record<RequirementDocument, DocumentStatus> & {
  note: string;
  sss_no: string;
  hdmf_no: string;
  mid_no: string;
  tin_no: string;
  phic_no: string;
};

const F = formFields<RequirementValues>();
const resolver = formResolver<RequirementValues, typeof requirementBody>(requirementBody);

type RequirementsModalProps = { opened: boolean; row: RequirementRow | null; onClose: () => void };

/** Requirements Tracker → Edit: the 15 documents, the five government numbers and a note. */
export function RequirementsModal({ opened, row, onClose }: RequirementsModalProps) {
  return (
    <FormModal opened={opened} onClose={onClose} title="Update Requirements" centered size="xl">
      {row ? <RequirementsForm key={row.id} row={row} onClose={onClose} /> : null}
    </FormModal>
  );
}

function valuesOf(row: RequirementRow): RequirementValues {
  const docs = Object.fromEntries(DOCUMENT_KEYS.map((key) => [key, row[key]])) as Record<
    RequirementDocument,
    DocumentStatus
  >;
  return {
    ...docs,
    note: row.note ?? '',
    sss_no: row.sss_no ?? '',
    hdmf_no: row.hdmf_no ?? '',
    mid_no: row.mid_no ?? '',
    tin_no: row.tin_no ?? '',
    phic_no: row.phic_no ?? '',
  };
}

function RequirementsForm({ row, onClose }: { row: RequirementRow; onClose: () => void }) {
  const form = useForm<RequirementValues, unknown, RequirementBody>({
    resolver,
    defaultValues: valuesOf(row),
  });
  const values = useWatch({ control: form.control }) as RequirementValues;
  const submitted = DOCUMENT_KEYS.filter((key) => values[key] === 'submitted').length;
  const status = requirementStatus(values);
  const mutation = useUpdateRequirements();
  const { submit, saving } = useSaveFlow(form, {
    save: (body) => mutation.mutateAsync({ id: row.id, body }),
    onSaved: onClose,
  });
  const markAll = () => {
    for (const key of DOCUMENT_KEYS) form.setValue(key, 'submitted', { shouldDirty: true });
  };

  return (
    <FormProvider {...form}>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Group justify="space-between" align="center">
            <Text fz="sm" c="dimmed">
              {row.emp_id} · <b>{row.full_name}</b> · {row.position_name}
            </Text>
            <Group gap="xs">
              <Text fz="sm" fw={600} data-testid="submitted-count">
                {submitted}/{DOCUMENT_KEYS.length} submitted
              </Text>
              <Badge color={status === 'Completed' ? 'teal' : 'red'} variant="filled">
                {status}
              </Badge>
            </Group>
          </Group>

          <Paper withBorder radius="md" p="md">
            <Group justify="space-between" mb="sm">
              <Text fw={600} fz="sm">
                Documents
              </Text>
              <Button
                size="compact-sm"
                variant="subtle"
                leftSection={<IconChecks size={14} />}
                onClick={markAll}
              >
                Mark all submitted
              </Button>
            </Group>
            <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="sm" verticalSpacing="sm">
              {REQUIREMENT_DOCUMENTS.map(([key, label]) => (
                <F.Toggle
                  key={key}
                  name={key}
                  on="submitted"
                  off="none"
                  kind="checkbox"
                  label={label}
                  description={key === 'MC' ? 'Not needed for Completed' : undefined}
                />
              ))}
            </SimpleGrid>
          </Paper>

          <Divider label="Government numbers (all five are needed for Completed)" labelPosition="left" />
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md" verticalSpacing="sm">
            <F.Masked name="sss_no" label="SSS number" mask="sss_no" />
            <F.Masked name="hdmf_no" label="HDMF (Pag-IBIG) number" mask="hdmf_no" />
            <F.Masked name="mid_no" label="MID number" mask="mid_no" />
            <F.Masked name="tin_no" label="TIN" mask="tin_no" />
            <F.Masked name="phic_no" label="PHIC (PhilHealth) number" mask="phic_no" />
          </SimpleGrid>
          <F.LongText
            name="note"
            label="Note"
            autosize
            minRows={2}
            maxRows={6}
            placeholder="e.g. NBI clearance to follow"
          />
        </Stack>
        <FormActions onCancel={onClose} saving={saving} />
      </form>
    </FormProvider>
  );
}
