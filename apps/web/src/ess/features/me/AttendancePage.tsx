import type { EssAttendanceDay } from '@hris/domain/ess-me';
import { Paper, Stack, Text, Title } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import dayjs from 'dayjs';
import { LoadFailedAlert } from '../../../components/LoadFailure';
import { LEGEND_STATUSES, statusLabel, statusStyle, timeText } from '../../../features/attendance/status';
import { companyMonth } from '../../../lib/clock';
import { formatDate } from '../../../lib/format';
import { monthTitle } from '../../../lib/month';
import { monthRange, myAttendanceQuery } from './api';
import { MonthSwitch, useMonth } from './MonthSwitch';
import './me.css';

const hhmm = (t: string | null | undefined) => timeText(t).slice(0, 5);

/** A day: its date, the times logged and the shift, and its status as HR's grid shows it. */
function Day({ day }: { day: EssAttendanceDay }) {
  const timeIn = hhmm(day.log?.time_in);
  const timeOut = hhmm(day.log?.time_out);
  const times = [timeIn && `In ${timeIn}`, timeOut && `Out ${timeOut}`].filter(Boolean).join(' · ');
  return (
    <li className="ess-me__day" style={statusStyle(day.status)}>
      <Stack gap={0} miw={0}>
        <Text fz="sm" fw={600}>
          {formatDate(day.date)} · {dayjs(day.date).format('ddd')}
        </Text>
        <Text fz="sm" c="dimmed">
          {times || (day.shift ? `Shift ${day.shift}` : 'No shift')}
        </Text>
      </Stack>
      <span className="ess-me__status">{statusLabel(day.status)}</span>
    </li>
  );
}

/** /ess/attendance: the employee's days of a month, with the statuses and colours of HR's grid. */
export function AttendancePage() {
  const [month, setMonth] = useMonth();
  const { start, end } = monthRange(month);
  const days = useQuery({ ...myAttendanceQuery(start, end), placeholderData: keepPreviousData });
  const list = days.data?.days ?? [];
  const totals = LEGEND_STATUSES.map((s) => [s, list.filter((d) => d.status === s).length] as const).filter(
    ([, n]) => n > 0,
  );
  return (
    <Stack gap="lg">
      <Title order={1} fz="h2">
        Attendance
      </Title>
      <Paper withBorder radius="md" p="md">
        <Stack gap="sm">
          <MonthSwitch month={month} onChange={setMonth} last={companyMonth()} />
          {totals.length ? (
            <div className="ess-me__totals">
              {totals.map(([s, n]) => (
                <span key={s} className="ess-me__status" style={statusStyle(s)}>
                  {statusLabel(s)} {n}
                </span>
              ))}
            </div>
          ) : null}
        </Stack>
      </Paper>
      {days.isError ? (
        <LoadFailedAlert
          title="Your attendance could not be loaded"
          error={days.error}
          onRetry={() => days.refetch()}
        />
      ) : null}
      <ul className="ess-me__list" aria-label={`Days of ${monthTitle(month)}`} aria-busy={days.isFetching}>
        {list.map((d) => (
          <Day key={d.date} day={d} />
        ))}
      </ul>
    </Stack>
  );
}
