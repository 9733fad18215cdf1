import { Button, Group, Modal, Stack, Text, ThemeIcon } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconAlertTriangle, IconCheck, IconQuestionMark, IconTrash, IconX } from '@tabler/icons-react';
import type { ReactNode } from 'react';

/** Success alerts close after 2000 ms unless a screen says otherwise. */
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
      {/* the modal's own title element: it names the dialog (aria-labelledby) */}
      <Modal.Title fw={700} fz="xl" ta="center">
        {title}
      </Modal.Title>
      <Text c="dimmed">{message}</Text>
    </Stack>
  );
}

const baseModal = { centered: true, withCloseButton: false, size: 'sm', radius: 'md' } as const;

/*
 * Focus when a question opens: a save question focuses "Yes" (the user has just asked to save; Enter
 * confirms, Escape or Tab → Cancel backs out), a delete or discard question focuses the choice that
 * keeps the data ("No, Keep it!", "Stay"), so that a stray Enter never destroys anything.
 */
const FOCUS = { 'data-autofocus': true } as Record<string, unknown>;

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
      children: <DialogBody tone="question" title={title} message={message} />,
      labels: { confirm: confirmLabel, cancel: cancelLabel },
      confirmProps: FOCUS,
      groupProps: { justify: 'center' },
      onConfirm: () => resolve(true),
      onCancel: () => resolve(false),
      onClose: () => resolve(false),
    });
  });
}

/** The delete confirmation (docs/screens.md#messages). Resolves true when the user chooses "Yes Delete it!". */
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
      children: <DialogBody tone="delete" title={title} message={message} />,
      labels: { confirm: 'Yes Delete it!', cancel: 'No, Keep it!' },
      confirmProps: { color: 'red', leftSection: <IconTrash size={16} /> },
      cancelProps: FOCUS,
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

/** Asked before unsaved changes are dropped (leaving the screen, closing a form modal). True = discard. */
export function confirmDiscardDialog(): Promise<boolean> {
  return new Promise((resolve) => {
    modals.openConfirmModal({
      ...baseModal,
      children: (
        <DialogBody
          tone="delete"
          title="Discard your changes?"
          message="What you entered has not been saved. Leave without saving?"
        />
      ),
      labels: { confirm: 'Discard changes', cancel: 'Stay' },
      confirmProps: { color: 'red' },
      cancelProps: FOCUS,
      groupProps: { justify: 'center' },
      onConfirm: () => resolve(true),
      onCancel: () => resolve(false),
      onClose: () => resolve(false),
    });
  });
}
