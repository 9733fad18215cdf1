import { ATTENDANCE_TIME_LABELS } from '@hris/domain/attendance';
import { type ImportChange, type ImportReply, PUNCH_TYPE_LABELS } from '@hris/domain/punches';
import {
  Alert,
  Button,
  Code,
  Group,
  List,
  Modal,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { IconAlertCircle, IconUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { confirmDialog, errorDialog, successDialog } from '../../../components/dialogs';
import { TableFileInput } from '../../../components/TableFileInput';
import { UploadStageBar, useUploadStage } from '../../../components/UploadStage';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { formatDate } from '../../../lib/format';
import { useImportPunches } from '../api/punches';
import { timeText } from '../status';

/** The changes listed in the preview; the reply holds up to 50. */
const LISTED_CHANGES = 20;

const ACTIONS: Record<ImportChange['action'], string> = {
  create: 'New log',
  update: 'Updated',
  keep: 'Kept as edited',
};

function Figure({ label, value }: { label: string; value: number }) {
  return (
    <Stack gap={0}>
      <Text fz="xs" c="dimmed">
        {label}
      </Text>
      <Text fz="lg" fw={700}>
        {value.toLocaleString('en-US')}
      </Text>
    </Stack>
  );
}

function inOut(times: Record<string, string> | null): string {
  if (!times) return '—';
  const timeIn = timeText(times.time_in) || '—';
  const timeOut = timeText(times.time_out) || '—';
  return `${timeIn} – ${timeOut}`;
}

const inOutLabel = `${ATTENDANCE_TIME_LABELS.time_in} – ${ATTENDANCE_TIME_LABELS.time_out}`;

function Preview({ reply }: { reply: ImportReply }) {
  const more = reply.problem_count - reply.problems.length;
  const changes = reply.changes.slice(0, LISTED_CHANGES);
  return (
    <Stack gap="md" data-testid="import-preview">
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm" verticalSpacing="xs">
        <Figure label="Rows" value={reply.rows} />
        <Figure label="New punches" value={reply.punches_new} />
        <Figure label="Already known" value={reply.punches_known} />
        <Figure label="Employees" value={reply.employees} />
        <Figure label="Logs to create" value={reply.logs_created} />
        <Figure label="Logs to update" value={reply.logs_updated} />
        <Figure label="Kept as edited" value={reply.logs_kept} />
        <Figure label="Problems" value={reply.problem_count} />
      </SimpleGrid>

      {reply.problem_count > 0 ? (
        <Stack gap={6}>
          <Title order={3} fz="sm">
            Problems
          </Title>
          <Text fz="xs" c="dimmed">
            Nothing is imported while the file has a problem: correct these rows and preview it again.
          </Text>
          <Table aria-label="Problems" fz="sm" verticalSpacing={4} striped withTableBorder>
            <Table.Thead>
              <Table.Tr>
                <Table.Th w={80}>Row</Table.Th>
                <Table.Th>Message</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {reply.problems.map((problem) => (
                <Table.Tr key={`${problem.row}-${problem.message}`}>
                  <Table.Td>{problem.row}</Table.Td>
                  <Table.Td>{problem.message}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
          {more > 0 ? (
            <Text fz="sm" c="dimmed">
              and {more.toLocaleString('en-US')} more
            </Text>
          ) : null}
        </Stack>
      ) : null}

      {changes.length > 0 ? (
        <Stack gap={6}>
          <Title order={3} fz="sm">
            {reply.committed ? 'Changed logs' : 'Logs it changes'}
            {reply.changes.length > changes.length ? ` (the first ${changes.length})` : ''}
          </Title>
          <Table aria-label="Changes" fz="sm" verticalSpacing={4} striped withTableBorder>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Employee</Table.Th>
                <Table.Th>Date</Table.Th>
                <Table.Th>Change</Table.Th>
                <Table.Th>Before ({inOutLabel})</Table.Th>
                <Table.Th>After ({inOutLabel})</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {changes.map((change) => (
                <Table.Tr key={`${change.emp_id}-${change.att_date}`}>
                  <Table.Td>
                    <Text fz="sm" fw={600}>
                      {change.full_name}
                    </Text>
                    <Text fz="xs" c="dimmed">
                      {change.emp_id}
                    </Text>
                  </Table.Td>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDate(change.att_date)}</Table.Td>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>{ACTIONS[change.action]}</Table.Td>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>{inOut(change.before)}</Table.Td>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>{inOut(change.after)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Stack>
      ) : null}
    </Stack>
  );
}

type ImportPunchesModalProps = { opened: boolean; onClose: () => void };

/**
 * Import Punches: a CSV or XLSX file of clockings, previewed first (what it adds and changes, and
 * every problem by its row), then imported in one go; the upload shows its progress. A file with a
 * problem imports nothing, so Import waits for a clean preview.
 */
export function ImportPunchesModal({ opened, onClose }: ImportPunchesModalProps) {
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title="Import Punches"
      size="xl"
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      {opened ? <ImportPunches onClose={onClose} /> : null}
    </Modal>
  );
}

function ImportPunches({ onClose }: { onClose: () => void }) {
  const [file, setFile] = useState<File | null>(null);
  const { stage, busy, onProgress, start, finish } = useUploadStage();
  const [reply, setReply] = useState<ImportReply | null>(null);
  const [failure, setFailure] = useState<{ message: string; details: string[] } | null>(null);
  const mutation = useImportPunches();

  const send = async (commit: boolean): Promise<ImportReply | { failed: string }> => {
    if (!file) return { failed: 'Choose a file first.' };
    setFailure(null);
    start();
    try {
      const result = await mutation.mutateAsync({ file, commit, onProgress });
      setReply(result);
      return result;
    } catch (error) {
      // a refused file has no preview: its message and first problems are told below
      setReply(null);
      const message = errorMessage(error);
      // a refused commit lists its first problems under `file`
      const details =
        error instanceof ApiError ? (error.errors?.file ?? []).filter((text) => text !== message) : [];
      setFailure({ message, details });
      return { failed: message };
    } finally {
      finish();
    }
  };

  const preview = () => void send(false);

  const commit = async () => {
    if (!file || !reply) return;
    const confirmed = await confirmDialog({
      message: `Import the ${reply.rows.toLocaleString('en-US')} rows of ${file.name}?`,
      confirmLabel: 'Yes',
    });
    if (!confirmed) return;
    const result = await send(true);
    if ('failed' in result) {
      await errorDialog({ title: 'Error', message: `The punches were not imported: ${result.failed}` });
      return;
    }
    onClose();
    await successDialog({ title: 'Imported', message: result.message });
  };

  const canImport = !!reply && !reply.committed && reply.problem_count === 0 && !busy && !!file;
  const typeList = Object.entries(PUNCH_TYPE_LABELS)
    .map(([n, label]) => `${n} ${label.toLowerCase()}`)
    .join(', ');

  return (
    <Stack gap="md">
      <Text fz="sm">
        A CSV or Excel (.xlsx) file of clockings, one row per punch, with a header row naming its columns:
      </Text>
      <List fz="sm" spacing={2}>
        <List.Item>
          <Code>emp_id</Code>: the employee number, ####-###
        </List.Item>
        <List.Item>
          <Code>timestamp</Code>: YYYY-MM-DD HH:MM or YYYY-MM-DD HH:MM:SS (Manila time), or a{' '}
          <Code>date</Code> and a <Code>time</Code> column
        </List.Item>
        <List.Item>
          <Code>type</Code> (optional): {typeList}, or the words (in, out, break out, break in). Without it
          the first punch of a day is the time in, the last the time out, and those between the breaks.
        </List.Item>
      </List>
      <Text fz="xs" c="dimmed">
        A punch already imported counts once. Days HR edited by hand keep HR's times.
      </Text>

      <Group align="flex-end" gap="sm">
        <TableFileInput
          value={file}
          onChange={(next) => {
            setFile(next);
            setReply(null);
            setFailure(null);
          }}
          disabled={busy}
        />
        <Button variant="default" onClick={preview} disabled={!file || busy}>
          Preview
        </Button>
      </Group>

      <UploadStageBar stage={stage} />

      {failure ? (
        <Alert
          color="red"
          variant="light"
          icon={<IconAlertCircle size={18} />}
          title="The file was not taken"
        >
          <Text fz="sm">{failure.message}</Text>
          {failure.details.length > 0 ? (
            <List fz="sm" mt={4} spacing={2}>
              {failure.details.map((text) => (
                <List.Item key={text}>{text}</List.Item>
              ))}
            </List>
          ) : null}
        </Alert>
      ) : null}

      {reply ? <Preview reply={reply} /> : null}

      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onClose} disabled={busy}>
          Cancel
        </Button>
        <Button leftSection={<IconUpload size={16} />} onClick={() => void commit()} disabled={!canImport}>
          Import
        </Button>
      </Group>
    </Stack>
  );
}
