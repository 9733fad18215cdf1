import { DateInput, type DateInputProps } from '@mantine/dates';
import { IconCalendar } from '@tabler/icons-react';
import dayjs from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat';

dayjs.extend(customParseFormat);

/** What HR may type into a date field: the display format, the wire format, or a slashed date. */
const TYPED_FORMATS = [
  'MMM DD YYYY',
  'MMM D YYYY',
  'MMMM D YYYY',
  'MMMM D, YYYY',
  'YYYY-MM-DD',
  'MM/DD/YYYY',
  'M/D/YYYY',
];

/** Reads a typed date as YYYY-MM-DD, or null when it is not a real date yet. */
export function parseTypedDate(text: string): string | null {
  const parsed = dayjs(text.trim(), TYPED_FORMATS, true);
  return parsed.isValid() ? parsed.format('YYYY-MM-DD') : null;
}

type DateFieldProps = Omit<DateInputProps, 'value' | 'defaultValue' | 'onChange'> & {
  /** The wire's YYYY-MM-DD, or '' / null when empty. */
  value: string | null | undefined;
  /** Hands back YYYY-MM-DD, or '' when cleared. */
  onChange: (value: string) => void;
};

/**
 * A date field shown as MMM DD YYYY (docs/rules.md#lists-and-limits) that keeps the wire's YYYY-MM-DD string: pick it from the
 * calendar or type it ("Nov 22 2026", "2026-11-22" or "11/22/2026").
 */
export function DateField({ value, onChange, clearable = true, ...rest }: DateFieldProps) {
  return (
    <DateInput
      valueFormat="MMM DD YYYY"
      dateParser={parseTypedDate}
      placeholder="MMM DD YYYY"
      leftSection={<IconCalendar size={16} stroke={1.6} />}
      leftSectionPointerEvents="none"
      clearable={clearable}
      popoverProps={{ withinPortal: true }}
      // the clear button is an icon: it needs a name (it sits inside its field, which says which date)
      clearButtonProps={{ 'aria-label': 'Clear date' }}
      {...rest}
      value={value || null}
      onChange={(next) => onChange(next ?? '')}
    />
  );
}
