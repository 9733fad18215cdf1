import { Button } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link } from 'react-router';

export const TRACKER = { to: '/hr/nterequest', label: 'NTE Tracker' } as const;

/** The way back to the NTE Tracker, in the header of every NTE screen. */
export function BackToTracker() {
  return (
    <Button component={Link} to={TRACKER.to} variant="default" leftSection={<IconArrowLeft size={16} />}>
      {TRACKER.label}
    </Button>
  );
}
