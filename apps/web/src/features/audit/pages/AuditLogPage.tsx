import {
  AUDIT_AREA_KEYS,
  AUDIT_AREAS,
  AUDIT_COUNT_CAP,
  AUDIT_PER_PAGE,
  type AuditArea,
  type AuditRow,
  type auditListQuery,
} from '@hris/domain/audit';
import { addDays } from '@hris/domain/company-clock';
import type { SortOf } from '@hris/domain/paging';
import { Button, Modal, NumberInput, Select, Stack, Text } from '@mantine/core';
import { IconListDetails } from '@tabler/icons-react';
import { useState } from 'react';
import { DataList, type DataListColumn } from '../../../components/DataList';
import { DateField } from '../../../components/form/DateField';
import { AuditChanges } from '../../../components/history/AuditChanges';
import { auditKey } from '../../../components/history/audit-api';
import { actionLabel, actorLabel, entityLabel } from '../../../components/history/audit-labels';
import { PageHeader } from '../../../components/PageHeader';
import { companyToday } from '../../../lib/clock';
import { formatDateTime } from '../../../lib/format';
import { fetchAuditLog } from '../api/audit';
import { UserFilter } from '../components/UserFilter';

const PAGE_SIZES = [10, 25, 50, 100] as const;
const AREA_OPTIONS = AUDIT_AREA_KEYS.map((key) => ({ value: key, label: AUDIT_AREAS[key].label }));

/** The fields a row changed, named in a line ("contact, basic_salary"), or what the action was. */
function changedFields(row: AuditRow): string {
  const keys = new Set([...Object.keys(row.before ?? {}), ...Object.keys(row.after ?? {})]);
  return [...keys].join(', ');
}

/**
 * /hr/auditlog: every audit row, newest first, filtered by user, area, kind of record, record and period.
 * The period starts 30 days back, so the screen opens on what HR usually asks about; clear it for all.
 */
export function AuditLogPage() {
  const [userId, setUserId] = useState<number | null>(null);
  const [area, setArea] = useState<AuditArea | null>(null);
  const [entity, setEntity] = useState<string | null>(null);
  const [entityId, setEntityId] = useState<number | null>(null);
  const [from, setFrom] = useState(() => addDays(companyToday(), -30));
  const [to, setTo] = useState('');
  const [shown, setShown] = useState<AuditRow | null>(null);

  const entityOptions = (
    area ? AUDIT_AREAS[area].entities : AUDIT_AREA_KEYS.flatMap((k) => AUDIT_AREAS[k].entities)
  ).map((e) => ({ value: e, label: entityLabel(e) }));
  const columns: DataListColumn<AuditRow, SortOf<typeof auditListQuery>>[] = [
    {
      key: 'created_at',
      header: 'When',
      sort: 'created_at',
      nowrap: true,
      render: (r) => formatDateTime(r.created_at),
    },
    { key: 'user', header: 'User', render: (r) => actorLabel(r) },
    { key: 'action', header: 'Action', nowrap: true, render: (r) => actionLabel(r.action) },
    {
      key: 'record',
      header: 'Record',
      render: (r) => `${entityLabel(r.entity)}${r.entity_id ? ` #${r.entity_id}` : ''}`,
    },
    {
      key: 'fields',
      header: 'Fields',
      render: (r) => (
        <Text fz="sm" lineClamp={2} style={{ overflowWrap: 'anywhere' }}>
          {changedFields(r) || '—'}
        </Text>
      ),
    },
    { key: 'ip', header: 'Address', nowrap: true, render: (r) => r.ip ?? '' },
    {
      key: 'details',
      header: 'Details',
      nowrap: true,
      pinned: true,
      render: (r) => (
        <Button
          size="compact-sm"
          variant="subtle"
          leftSection={<IconListDetails size={14} />}
          onClick={() => setShown(r)}
          aria-label={`View details of entry ${r.id}`}
        >
          View
        </Button>
      ),
    },
  ];

  return (
    <>
      <PageHeader
        title="Audit Log"
        description={`Who changed or viewed which record, when, and from which address (passwords and tokens are never recorded). A filter lists its newest ${AUDIT_COUNT_CAP.toLocaleString('en-US')} entries: narrow the period to reach older ones.`}
      />
      <DataList
        label="Audit log"
        queryKey={auditKey}
        fetchPage={fetchAuditLog}
        columns={columns}
        rowKey={(r) => r.id}
        pageSizes={PAGE_SIZES}
        defaultPageSize={AUDIT_PER_PAGE}
        defaultSort="created_at"
        defaultOrder="desc"
        searchable={false}
        filters={{
          user_id: userId,
          area: entity ? null : area,
          entity,
          entity_id: entity ? entityId : null,
          from: from || null,
          to: to || null,
        }}
        filterSlot={
          <>
            <UserFilter value={userId} onChange={setUserId} />
            <Select
              label="Area"
              placeholder="All areas"
              clearable
              data={AREA_OPTIONS}
              value={area}
              onChange={(v) => {
                setArea(v as AuditArea | null);
                setEntity(null);
              }}
              w={190}
            />
            <Select
              label="Record"
              placeholder="All kinds"
              clearable
              searchable
              data={entityOptions}
              value={entity}
              onChange={setEntity}
              w={190}
            />
            <NumberInput
              label="Record id"
              placeholder={entity ? 'Any' : '—'}
              disabled={!entity}
              min={1}
              allowDecimal={false}
              allowNegative={false}
              value={entityId ?? ''}
              onChange={(v) => setEntityId(typeof v === 'number' && v > 0 ? v : null)}
              w={120}
            />
            <DateField label="From" value={from} onChange={setFrom} w={170} maxDate={to || undefined} />
            <DateField label="To" value={to} onChange={setTo} w={170} minDate={from || undefined} />
          </>
        }
      />
      <Modal
        opened={shown !== null}
        onClose={() => setShown(null)}
        size="lg"
        title={
          shown
            ? `${actionLabel(shown.action)}: ${entityLabel(shown.entity)}${shown.entity_id ? ` #${shown.entity_id}` : ''}`
            : ''
        }
      >
        {shown ? (
          <Stack gap="sm">
            <Text fz="sm">
              By <b>{actorLabel(shown)}</b> on {formatDateTime(shown.created_at)}
              {shown.ip ? ` from ${shown.ip}` : ''}.
            </Text>
            <AuditChanges row={shown} />
          </Stack>
        ) : null}
      </Modal>
    </>
  );
}
