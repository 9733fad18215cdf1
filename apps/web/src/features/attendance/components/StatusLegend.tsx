import { DAY_STATUS_LABELS } from '@hris/domain/attendance';
import { Group, Text } from '@mantine/core';
import type { CSSProperties } from 'react';
import { LEGEND_STATUSES, STATUS_LOOK, statusStyle } from '../status';
import './attendance-grid.css';

/** The legend of the grid (docs/screens.md#time-and-attendance): the six day statuses with their codes and colours, and the edited mark. */
export function StatusLegend() {
  return (
    <Group gap="md" role="list" aria-label="Legend" data-testid="attendance-legend">
      {LEGEND_STATUSES.map((status) => (
        <Text key={status} fz="sm" role="listitem" style={{ whiteSpace: 'nowrap' }}>
          <span
            className="grid-legend-swatch"
            style={statusStyle(status) as CSSProperties}
            aria-hidden="true"
          >
            {STATUS_LOOK[status].code}
          </span>
          <span>{DAY_STATUS_LABELS[status]}</span>
        </Text>
      ))}
      <Text fz="sm" role="listitem" style={{ whiteSpace: 'nowrap' }}>
        <span className="grid-legend-edited" aria-hidden="true" />
        <span>Edited by HR</span>
      </Text>
    </Group>
  );
}
