import { importTemplateCall } from '@hris/domain/calls/imports';
import {
  IMPORT_COLUMNS,
  IMPORT_KINDS,
  IMPORT_TITLES,
  type ImportKind,
  type ImportReply,
} from '@hris/domain/imports';
import {
  Accordion,
  Alert,
  Button,
  Group,
  Paper,
  SegmentedControl,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { IconAlertCircle, IconDownload, IconSearch, IconUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { confirmDialog, errorDialog, successDialog } from '../../../components/dialogs';
import { PageHeader } from '../../../components/PageHeader';
import { TableFileInput } from '../../../components/TableFileInput';
import { UploadStageBar, useUploadStage } from '../../../components/UploadStage';
import { errorMessage } from '../../../lib/api-client';
import { download } from '../../../lib/download';
import { useImport } from '../api/imports';
import { ImportProblems } from '../components/ImportProblems';

/**
 * /hr/import: a company's records from a spreadsheet. Download the template, check the file (every row
 * against the screens' rules, problems by row and column), then import it: all rows or none.
 */
export function ImportPage() {
  const [kind, setKind] = useState<ImportKind>('employees');
  return (
    <>
      <PageHeader
        title="Import Records"
        description="Bring existing records in from a CSV or Excel file instead of typing them: employees, leave credits, loans and contributions."
      />
      <SegmentedControl
        mb="md"
        value={kind}
        onChange={(v) => setKind(v as ImportKind)}
        data={IMPORT_KINDS.map((k) => ({ value: k, label: IMPORT_TITLES[k] }))}
        aria-label="What to import"
      />
      <ImportKindPanel key={kind} kind={kind} />
    </>
  );
}

function ImportKindPanel({ kind }: { kind: ImportKind }) {
  const [file, setFile] = useState<File | null>(null);
  const [reply, setReply] = useState<ImportReply | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const upload = useUploadStage();
  const mutation = useImport();
  const title = IMPORT_TITLES[kind];

  const template = async (format: 'xlsx' | 'csv') => {
    try {
      await download(
        importTemplateCall,
        { params: { kind }, query: { format } },
        `${kind}-template.${format}`,
      );
    } catch (error) {
      await errorDialog({ message: errorMessage(error) });
    }
  };

  const send = async (commit: boolean) => {
    if (!file) return null;
    setFailure(null);
    upload.start();
    try {
      const result = await mutation.mutateAsync({ kind, file, commit, onProgress: upload.onProgress });
      setReply(result);
      return result;
    } catch (error) {
      // a refused file (a 422 naming it) keeps the preview's problems in view
      setFailure(errorMessage(error));
      return null;
    } finally {
      upload.finish();
    }
  };

  const commit = async () => {
    if (!file || !reply) return;
    const ok = await confirmDialog({
      message: `Import the ${reply.rows.toLocaleString('en-US')} rows of ${file.name} into ${title}?`,
      confirmLabel: 'Yes',
    });
    if (!ok) return;
    const result = await send(true);
    if (!result) {
      await errorDialog({ title: 'Error', message: 'Nothing was imported. See the problems listed.' });
      return;
    }
    setFile(null);
    setReply(null);
    await successDialog({
      title: 'Imported',
      message: `${result.created.toLocaleString('en-US')} records imported into ${title} from ${result.file_name}.`,
    });
  };

  const canImport =
    !!file &&
    !!reply &&
    reply.problem_count === 0 &&
    reply.rows > 0 &&
    !reply.imported_before &&
    !upload.busy;

  return (
    <Stack gap="md">
      <Paper withBorder radius="md" p="md">
        <Stack gap="sm">
          <Title order={2} fz="h4">
            1. Fill in the template
          </Title>
          <Text fz="sm" c="dimmed">
            One row per record, the header row as the template has it (columns may be in any order). Names of
            designations, sub-departments and time zones as the lists show them.
          </Text>
          <Group gap="sm">
            <Button
              variant="default"
              leftSection={<IconDownload size={16} />}
              onClick={() => void template('xlsx')}
            >
              Template (XLSX)
            </Button>
            <Button
              variant="default"
              leftSection={<IconDownload size={16} />}
              onClick={() => void template('csv')}
            >
              Template (CSV)
            </Button>
          </Group>
          <Accordion variant="contained">
            <Accordion.Item value="columns">
              <Accordion.Control>
                What each column takes ({IMPORT_COLUMNS[kind].length} columns)
              </Accordion.Control>
              <Accordion.Panel>
                <Table fz="sm" striped withTableBorder aria-label={`Columns of the ${title} template`}>
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>Column</Table.Th>
                      <Table.Th>Required</Table.Th>
                      <Table.Th>What to write</Table.Th>
                      <Table.Th>Example</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {IMPORT_COLUMNS[kind].map((c) => (
                      <Table.Tr key={c.field}>
                        <Table.Td fw={600}>{c.header}</Table.Td>
                        <Table.Td>{c.required ? 'Yes' : 'No'}</Table.Td>
                        <Table.Td>{c.hint}</Table.Td>
                        <Table.Td>{c.example}</Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </Accordion.Panel>
            </Accordion.Item>
          </Accordion>
        </Stack>
      </Paper>

      <Paper withBorder radius="md" p="md">
        <Stack gap="sm">
          <Title order={2} fz="h4">
            2. Check the file
          </Title>
          <Group align="flex-end" gap="sm">
            <TableFileInput
              value={file}
              onChange={(next) => {
                setFile(next);
                setReply(null);
                setFailure(null);
              }}
              disabled={upload.busy}
              maxWidth={520}
            />
            <Button
              leftSection={<IconSearch size={16} />}
              onClick={() => void send(false)}
              disabled={!file || upload.busy}
            >
              Check File
            </Button>
          </Group>
          <UploadStageBar stage={upload.stage} />
          {failure ? (
            <Alert
              color="red"
              variant="light"
              icon={<IconAlertCircle size={18} />}
              title="The file was not imported"
            >
              {failure}
            </Alert>
          ) : null}
          {reply ? <ImportProblems reply={reply} /> : null}
        </Stack>
      </Paper>

      <Paper withBorder radius="md" p="md">
        <Group justify="space-between" gap="sm">
          <Stack gap={2}>
            <Title order={2} fz="h4">
              3. Import
            </Title>
            <Text fz="sm" c="dimmed">
              Every row is added in one go, or none is. The same file is never imported twice.
            </Text>
          </Stack>
          <Button
            leftSection={<IconUpload size={16} />}
            onClick={() => void commit()}
            disabled={!canImport}
            loading={upload.busy && !!reply}
          >
            Import {title}
          </Button>
        </Group>
      </Paper>
    </Stack>
  );
}
