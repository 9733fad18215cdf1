import { Button, Group, Paper, Text } from '@mantine/core';
import { IconDeviceFloppy, IconSend } from '@tabler/icons-react';
import { Link } from 'react-router';

type FormFooterProps = {
  /** Where Cancel leads (the list). */
  cancelTo: string;
  saving: boolean;
  /** A new request is submitted; an existing one saved. */
  adding: boolean;
  hint: string;
};

/** The foot of a request form, kept in view: a hint, Cancel and Submit (or Save changes). */
export function FormFooter({ cancelTo, saving, adding, hint }: FormFooterProps) {
  return (
    <Paper withBorder radius="md" p="sm" shadow="sm" pos="sticky" bottom={8} style={{ zIndex: 5 }}>
      <Group justify="space-between">
        <Text fz="sm" c="dimmed">
          {hint}
        </Text>
        <Group gap="sm">
          <Button component={Link} to={cancelTo} variant="default" disabled={saving}>
            Cancel
          </Button>
          <Button
            type="submit"
            loading={saving}
            leftSection={adding ? <IconSend size={16} /> : <IconDeviceFloppy size={16} />}
          >
            {adding ? 'Submit Request' : 'Save changes'}
          </Button>
        </Group>
      </Group>
    </Paper>
  );
}
