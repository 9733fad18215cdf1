import { Button, Group } from '@mantine/core';
import { useGuardedClose } from './unsaved-changes';

type FormActionsProps = {
  onCancel: () => void;
  saving: boolean;
  saveLabel?: string;
  cancelLabel?: string;
};

/** Cancel / Save row at the foot of a form or form modal. Inside a FormModal, Cancel asks before dropping changes. */
export function FormActions({
  onCancel,
  saving,
  saveLabel = 'Save',
  cancelLabel = 'Cancel',
}: FormActionsProps) {
  const guardedClose = useGuardedClose();
  return (
    <Group justify="flex-end" mt="lg">
      <Button variant="default" onClick={guardedClose ?? onCancel} disabled={saving}>
        {cancelLabel}
      </Button>
      <Button type="submit" loading={saving}>
        {saveLabel}
      </Button>
    </Group>
  );
}
