import {
  DOCUMENT_FILE_MESSAGES,
  DOCUMENT_MAX_FILE_BYTES,
  DOCUMENT_MAX_FILES,
  DOCUMENT_MESSAGES,
} from '@hris/domain/documents';
import { DOCUMENT_TYPES, EMPTY_UPLOAD } from '@hris/domain/files';
import { Button, Group, Paper, Progress, Stack, Text, Title } from '@mantine/core';
import { IconSend } from '@tabler/icons-react';
import { useState } from 'react';
import { confirmDialog, errorDialog, successDialog } from '../../../components/dialogs';
import { FilesField } from '../../../components/FilesField';
import { errorMessage } from '../../../lib/api-client';
import { mailOutcomeText } from '../../../lib/mail-outcome';
import type { UploadProgress } from '../../../lib/upload';
import { type Send, useSendDocuments } from '../api/documents';

type DocumentUploadProps = {
  /** Where the files go. */
  send: Send;
  title: string;
  /** Who receives them, as the confirmation says it ("every member of CD-HW"). */
  recipients: string;
  submitLabel: string;
  /** Text fields sent with the files (the one-employee send). */
  fields?: Record<string, string>;
};

/**
 * Documents to send (.pdf, .doc, .docx): picked into a list where each can be removed, then sent
 * after "Are you sure?", with the upload's progress. No file is "Empty document!" (docs/screens.md#messages).
 */
export function DocumentUpload({
  send: sendFiles,
  title,
  recipients,
  submitLabel,
  fields,
}: DocumentUploadProps) {
  const [files, setFiles] = useState<File[]>([]);
  const [progress, setProgress] = useState<UploadProgress | null>(null);
  const send = useSendDocuments(sendFiles);

  const submit = async () => {
    if (files.length === 0) {
      await errorDialog({ title: EMPTY_UPLOAD.title, message: EMPTY_UPLOAD.message });
      return;
    }
    const names = files.map((file) => file.name).join(', ');
    if (!(await confirmDialog({ message: `${DOCUMENT_MESSAGES.confirmUpload} ${names} to ${recipients}.` })))
      return;
    try {
      const reply = await send.mutateAsync({ files, fields, onProgress: setProgress });
      setFiles([]);
      const { recipients: count, mailed, mail } = reply.data;
      await successDialog({
        title: 'Success',
        message: `${reply.message}: ${count} ${count === 1 ? 'employee' : 'employees'}. ${mailOutcomeText(mailed, mail)}`,
        autoCloseMs: mail === 'no_sender' ? 8000 : 4000,
      });
    } catch (error) {
      await errorDialog({ message: errorMessage(error) });
    } finally {
      setProgress(null);
    }
  };

  const percent = progress?.total ? Math.round((progress.loaded / progress.total) * 100) : 0;
  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="sm">
        <Title order={2} fz="h4">
          {title}
        </Title>
        <FilesField
          added={files}
          onAddedChange={setFiles}
          types={DOCUMENT_TYPES}
          maxFiles={DOCUMENT_MAX_FILES}
          maxBytes={DOCUMENT_MAX_FILE_BYTES}
          messages={DOCUMENT_FILE_MESSAGES}
          buttonLabel="Choose documents"
          hint={`.pdf, .doc or .docx; up to ${DOCUMENT_MAX_FILES} files of ${DOCUMENT_MAX_FILE_BYTES / 1024 / 1024} MB each.`}
          disabled={send.isPending}
        />
        {progress ? (
          <Stack gap={4}>
            <Progress
              value={progress.done ? 100 : percent}
              animated={progress.done}
              aria-label="Upload progress"
            />
            <Text fz="xs" c="dimmed">
              {progress.done ? 'Sending to every recipient...' : `Uploading ${percent}%`}
            </Text>
          </Stack>
        ) : null}
        <Group justify="flex-end">
          <Button leftSection={<IconSend size={16} />} onClick={submit} loading={send.isPending}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
