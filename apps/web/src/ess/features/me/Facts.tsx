import { Fragment, type ReactNode } from 'react';

/** Facts as a description list: the label above its value on a phone, beside it from 576 px. */
export function Facts({ rows }: { rows: [label: string, value: ReactNode][] }) {
  return (
    <dl className="ess-me__facts">
      {rows.map(([label, value]) => (
        <Fragment key={label}>
          <dt>{label}</dt>
          <dd>{value || '—'}</dd>
        </Fragment>
      ))}
    </dl>
  );
}
