import { Button, Group, Paper, Stack, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { LoadFailedAlert } from '../../../components/LoadFailure';
import { formatDate } from '../../../lib/format';
import { essMeQuery } from '../../shell/use-employee-name';
import { Facts } from './Facts';
import './me.css';

const capital = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap="sm">
        <Title order={2} fz="h4">
          {title}
        </Title>
        {children}
      </Stack>
    </Paper>
  );
}

/** /ess/profile: what HR has on record about the employee; changes are asked for, never typed here. */
export function ProfilePage() {
  const me = useQuery(essMeQuery());
  const p = me.data;
  return (
    <Stack gap="lg">
      <Group justify="space-between" gap="xs">
        <Title order={1} fz="h2">
          Profile
        </Title>
        <Button component={Link} to="/ess/profile/request" variant="light">
          Request a Change
        </Button>
      </Group>
      {me.isError ? (
        <LoadFailedAlert
          title="Your profile could not be loaded"
          error={me.error}
          onRetry={() => me.refetch()}
        />
      ) : null}
      {p ? (
        <>
          <Section title="Employment">
            <Facts
              rows={[
                ['Name', p.full_name],
                ['Employee ID', p.emp_id],
                ['Designation', p.position_name],
                ['Department', p.department_name],
                ['Sub-department', p.sub_department_name ?? 'None'],
                ['Employment date', formatDate(p.employment_date)],
                ['Status', capital(p.status)],
                ['Team leader', p.supervisor ?? 'None'],
                ['Department head', p.department_head ?? 'None'],
              ]}
            />
          </Section>
          <Section title="Contact">
            <Facts
              rows={[
                ['Contact number', p.contact],
                ['Email address', p.email_address],
                ['Current address', p.current_address],
                ['Permanent address', p.permanent_address],
                ['Civil status', capital(p.civil_status)],
              ]}
            />
          </Section>
          <Section title="Emergency contact">
            <Facts
              rows={[
                ['Contact person', p.contact_person],
                ['Relationship', p.relationship],
                ['Emergency number', p.emergency_no],
              ]}
            />
          </Section>
        </>
      ) : null}
    </Stack>
  );
}
