import { Button, Group, Stack, Text, ThemeIcon } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconAlertTriangle, IconCheck, IconQuestionMark, IconTrash, IconX } from '@tabler/icons-react';
import type { ReactNode } from 'react';

/** §9: success alerts close after 2000 ms unless a screen says otherwise. */
export const SUCCESS_DIALOG_MS = 2000;

type Tone = 'question' | 'success' | 'error' | 'delete';

const TONES: Record<Tone, { color: string; icon: ReactNode }> = {
  question: { color: 'blue', icon: <IconQuestionMark size={30} /> },
  success: { color: 'teal', icon: <IconCheck size={30} /> },
  error: { color: 'red', icon: <IconX size={30} /> },
  delete: { color: 'orange', icon: <IconAlertTriangle size={30} /> },
};

function DialogBody({ tone, title, message }: { tone: Tone; title: string; message: ReactNode }) {
  const { color, icon } = TONES[tone];
  return (
    <Stack align="center" gap="xs" pt="xs" pb="md" ta="center">
      <ThemeIcon size={60} radius="xl" variant="light" color={color}>
        {icon}
      </ThemeIcon>
      <Text fw={700} fz="xl" id="dialog-title">
        {title}
      </Text>
      <Text c="dimmed">{message}</Text>
    </Stack>
  );
}

const baseModal = { centered: true, withCloseButton: false, size: 'sm', radius: 'md' } as const;

type ConfirmOptions = {
  title?: string;
  message?: ReactNode;
  confirmLabel?: string;
  cancelLabel?: string;
};

/** "Are you sure?" before a save. Resolves true when the user confirms. */
export function confirmDialog({
  title = 'Are you sure?',
  message = 'Do you want to save changes.',
  confirmLabel = 'Yes',
  cancelLabel = 'Cancel',
}: ConfirmOptions = {}): Promise<boolean> {
  return new Promise((resolve) => {
    modals.openConfirmModal({
      ...baseModal,
      'aria-labelledby': 'dialog-title',
      children: <DialogBody tone="question" title={title} message={message} />,
      labels: { confirm: confirmLabel, cancel: cancelLabel },
      groupProps: { justify: 'center' },
      onConfirm: () => resolve(true),
      onCancel: () => resolve(false),
      onClose: () => resolve(false),
    });
  });
}

/** The delete confirmation of §8. Resolves true when the user chooses "Yes Delete it!". */
export function confirmDeleteDialog({
  title = 'Are you sure?',
  message = "You can't revert your action",
}: {
  title?: string;
  message?: ReactNode;
} = {}): Promise<boolean> {
  return new Promise((resolve) => {
    modals.openConfirmModal({
      ...baseModal,
      'aria-labelledby': 'dialog-title',
      children: <DialogBody tone="delete" title={title} message={message} />,
      labels: { confirm: 'Yes Delete it!', cancel: 'No, Keep it!' },
      confirmProps: { color: 'red', leftSection: <IconTrash size={16} /> },
      groupProps: { justify: 'center' },
      onConfirm: () => resolve(true),
      onCancel: () => resolve(false),
      onClose: () => resolve(false),
    });
  });
}

/** A success message that closes by itself after `autoCloseMs`. Resolves once it is closed. */
export function successDialog({
  title = 'Saved',
  message = 'You successfully saved your changes',
  autoCloseMs = SUCCESS_DIALOG_MS,
}: {
  title?: string;
  message?: ReactNode;
  autoCloseMs?: number;
} = {}): Promise<void> {
  return new Promise((resolve) => {
    let timer: number | undefined;
    const id = modals.open({
      ...baseModal,
      'aria-labelledby': 'dialog-title',
      children: <DialogBody tone="success" title={title} message={message} />,
      onClose: () => {
        window.clearTimeout(timer);
        resolve();
      },
    });
    timer = window.setTimeout(() => modals.close(id), autoCloseMs);
  });
}

/** A failure reported by the server: title "Error" (or "Oops" where the screen says so) and its message. */
export function errorDialog({
  title = 'Error',
  message,
}: {
  title?: string;
  message: ReactNode;
}): Promise<void> {
  return new Promise((resolve) => {
    const id = modals.open({
      ...baseModal,
      'aria-labelledby': 'dialog-title',
      children: (
        <>
          <DialogBody tone="error" title={title} message={message} />
          <Group justify="center">
            <Button color="red" onClick={() => modals.close(id)}>
              OK
            </Button>
          </Group>
        </>
      ),
      onClose: () => resolve(),
    });
  });
}
