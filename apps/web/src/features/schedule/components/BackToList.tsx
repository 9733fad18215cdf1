import { Button } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link } from 'react-router';

/** The way back to a list, in the header of the screens under it. */
export function BackToList({ to, label }: { to: string; label: string }) {
  return (
    <Button component={Link} to={to} variant="default" leftSection={<IconArrowLeft size={16} />}>
      {label}
    </Button>
  );
}
