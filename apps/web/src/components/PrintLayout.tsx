import { Box, Button, Group, Paper, Text, Title } from '@mantine/core';
import { IconPrinter } from '@tabler/icons-react';
import type { ReactNode } from 'react';

type PrintLayoutProps = {
  /** The form number printed in the header, e.g. "0003" → "HR FORM NO. 0003"; a form without one leaves it out. */
  formNo?: string;
  /** The form's title, e.g. "EMPLOYEE JOB INFORMATION". */
  title: string;
  /** Extra toolbar controls shown next to Print (e.g. a Back button); hidden on paper. */
  actions?: ReactNode;
  children: ReactNode;
};

/** An A4 sheet with the HR FORM NO. header and a Print button; print CSS hides the app chrome. */
export function PrintLayout({ formNo, title, actions, children }: PrintLayoutProps) {
  return (
    <Box>
      <Group justify="flex-end" mb="md" className="print-hide">
        {actions}
        <Button leftSection={<IconPrinter size={16} />} onClick={() => window.print()}>
          Print
        </Button>
      </Group>
      <Paper className="print-sheet" withBorder shadow="sm" radius={0}>
        <Group justify="space-between" align="flex-start" mb="lg">
          <Text fw={700} fz="sm" tt="uppercase">
            Human Resource Department
          </Text>
          {formNo ? (
            <Text fw={700} fz="sm">
              HR FORM NO. {formNo}
            </Text>
          ) : null}
        </Group>
        <Title order={1} fz="h3" ta="center" mb="xl" tt="uppercase">
          {title}
        </Title>
        {children}
      </Paper>
    </Box>
  );
}
