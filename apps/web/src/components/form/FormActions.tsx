import { Button, Group } from '@mantine/core';

type FormActionsProps = {
  onCancel: () => void;
  saving: boolean;
  saveLabel?: string;
  cancelLabel?: string;
};

/** Cancel / Save row at the foot of a form or form modal. */
export function FormActions({
  onCancel,
  saving,
  saveLabel = 'Save',
  cancelLabel = 'Cancel',
}: FormActionsProps) {
  return (
    <Group justify="flex-end" mt="lg">
      <Button variant="default" onClick={onCancel} disabled={saving}>
        {cancelLabel}
      </Button>
      <Button type="submit" loading={saving}>
        {saveLabel}
      </Button>
    </Group>
  );
}
