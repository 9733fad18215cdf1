import type { DashboardCounts } from '@hris/domain/dashboard';
import { Alert, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import {
  IconAward,
  IconBeach,
  IconCake,
  IconCertificate,
  IconHourglass,
  IconPlaneDeparture,
  IconSchool,
  IconUserCheck,
  IconUserExclamation,
  IconUserMinus,
  IconUserStar,
  IconUsers,
  IconUserX,
} from '@tabler/icons-react';
import dayjs from 'dayjs';
import { lazy, type ReactNode, Suspense } from 'react';
import { errorMessage } from '../../../lib/api-client';
import { companyToday, greeting } from '../../../lib/clock';
import { displayName, useCurrentUser } from '../../../lib/current-user';
import { formatDate } from '../../../lib/format';
import { useAnniversaries, useCelebrants, useDashboardCounts, useIncomingLeave, useLeaveToday } from '../api';
import { CountCard } from '../components/CountCard';
import { PeopleCard } from '../components/PeopleCard';

/** The charts come with their library (recharts) after the counts and lists, which show at once. */
const TrendCards = lazy(async () => ({ default: (await import('../components/TrendCards')).TrendCards }));

const COUNTS: { key: keyof DashboardCounts; label: string; color: string; icon: ReactNode; to: string }[] = [
  {
    key: 'employees',
    label: 'Employees',
    color: 'blue',
    icon: <IconUsers size={24} />,
    to: '/hr/employeelist',
  },
  {
    key: 'regular',
    label: 'Regular',
    color: 'teal',
    icon: <IconUserCheck size={24} />,
    to: '/hr/employeelist?status=regular',
  },
  {
    key: 'probationary',
    label: 'Probationary',
    color: 'yellow',
    icon: <IconHourglass size={24} />,
    to: '/hr/employeelist?status=probationary',
  },
  {
    key: 'trainee',
    label: 'Trainee',
    color: 'cyan',
    icon: <IconSchool size={24} />,
    to: '/hr/employeelist?status=trainee',
  },
  {
    key: 'supervisor',
    label: 'Supervisor',
    color: 'violet',
    icon: <IconUserStar size={24} />,
    to: '/hr/employeelist',
  },
  {
    key: 'resigned',
    label: 'Resigned',
    color: 'gray',
    icon: <IconUserMinus size={24} />,
    to: '/hr/inactive?status=resigned',
  },
  {
    key: 'awol',
    label: 'AWOL',
    color: 'orange',
    icon: <IconUserExclamation size={24} />,
    to: '/hr/inactive?status=awol',
  },
  {
    key: 'terminated',
    label: 'Terminated',
    color: 'red',
    icon: <IconUserX size={24} />,
    to: '/hr/inactive?status=terminated',
  },
];

/** /hr/dashboard: head counts, this month's birthdays and work anniversaries. */
export function DashboardPage() {
  const user = useCurrentUser();
  const counts = useDashboardCounts();
  const celebrants = useCelebrants();
  const anniversaries = useAnniversaries();
  const onLeave = useLeaveToday();
  const incoming = useIncomingLeave();
  const name = displayName(user.data);
  // the company's day and hour, not the browser's: birthdays and anniversaries are the company's
  const today = companyToday();
  const dayOfMonth = Number(today.slice(8, 10));

  return (
    <Stack gap="lg">
      <Stack gap={2}>
        <Title order={1} fz="h2">
          Dashboard
        </Title>
        <Text c="dimmed">
          {greeting()}
          {name ? `, ${name}` : ''}. Here is the company on {dayjs(today).format('dddd, MMM DD YYYY')}.
        </Text>
      </Stack>
      {counts.isError ? (
        <Alert color="red" variant="light" title="The head counts could not be loaded">
          {errorMessage(counts.error)}
        </Alert>
      ) : null}
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="md" aria-label="Head counts">
        {COUNTS.map((count) => (
          <CountCard
            key={count.key}
            label={count.label}
            value={counts.data?.[count.key]}
            icon={count.icon}
            color={count.color}
            to={count.to}
            loading={counts.isPending}
          />
        ))}
      </SimpleGrid>
      <Suspense
        fallback={
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
            <Skeleton h={280} radius="md" />
            <Skeleton h={280} radius="md" />
          </SimpleGrid>
        }
      >
        <TrendCards />
      </Suspense>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <PeopleCard
          title="Birthdays this month"
          icon={<IconCake size={20} color="var(--mantine-color-pink-6)" />}
          color="pink"
          loading={celebrants.isPending}
          error={celebrants.isError ? errorMessage(celebrants.error) : null}
          empty="No birthdays this month."
          people={celebrants.data?.map((person) => ({
            id: person.id,
            name: person.full_name,
            detail: person.position_name,
            aside: dayjs(person.birthdate).format('MMM DD'),
            highlight: person.day === dayOfMonth,
            past: person.day < dayOfMonth,
          }))}
        />
        <PeopleCard
          title="Work anniversaries"
          icon={<IconAward size={20} color="var(--mantine-color-indigo-6)" />}
          color="indigo"
          loading={anniversaries.isPending}
          error={anniversaries.isError ? errorMessage(anniversaries.error) : null}
          empty="No work anniversaries this month."
          people={anniversaries.data?.map((person) => ({
            id: person.id,
            name: person.full_name,
            detail: `${person.position_name} · since ${formatDate(person.employment_date)}`,
            aside: (
              <Text span fz="sm" fw={600} c="indigo.7">
                <IconCertificate size={14} style={{ verticalAlign: -2 }} /> {person.years}{' '}
                {person.years === 1 ? 'year' : 'years'}
              </Text>
            ),
            highlight: dayjs(person.employment_date).date() === dayOfMonth,
            past: dayjs(person.employment_date).date() < dayOfMonth,
          }))}
        />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <PeopleCard
          title="On leave today"
          icon={<IconBeach size={20} color="var(--mantine-color-teal-6)" />}
          color="teal"
          loading={onLeave.isPending}
          error={onLeave.isError ? errorMessage(onLeave.error) : null}
          empty="Nobody is on leave today."
          people={onLeave.data?.map((leave) => ({
            id: leave.id,
            name: leave.full_name,
            detail: `${leave.position_name} · ${leave.leave_type}`,
            aside: `until ${formatDate(leave.end_date)}`,
          }))}
        />
        <PeopleCard
          title="Incoming leave"
          icon={<IconPlaneDeparture size={20} color="var(--mantine-color-cyan-6)" />}
          color="cyan"
          loading={incoming.isPending}
          error={incoming.isError ? errorMessage(incoming.error) : null}
          empty="No approved leave in the next 30 days."
          people={incoming.data?.map((leave) => ({
            id: leave.id,
            name: leave.full_name,
            detail: `${leave.position_name} · ${leave.leave_type} · ${leave.no_of_days} ${leave.no_of_days === 1 ? 'day' : 'days'}`,
            aside: formatDate(leave.start_date),
          }))}
        />
      </SimpleGrid>
    </Stack>
  );
}
