import { HOLIDAY_EVENT } from '@hris/domain/calendar';
import type { SelectProps } from '@mantine/core';
import type { ReactNode } from 'react';
import { type FieldValues, type Path, useFormContext, useWatch } from 'react-hook-form';
import { formFields } from '../../../components/form/form-fields';
import { EVENT_TYPE_OPTIONS, HOLIDAY_TYPE_OPTIONS } from '../event-labels';

const F = formFields<FieldValues>();

type EventTypeFieldsProps = {
  /** The form's type field (1 to 7) and its holiday type field (1, 2 or null). */
  typeName: string;
  holidayName: string;
  /** Props for both selects (width, size). */
  selectProps?: Partial<SelectProps<number>>;
  /** Puts each select in the layout's cell (a grid column); by default they are returned as they are. */
  wrap?: (field: ReactNode) => ReactNode;
};

const asIs = (field: ReactNode) => field;

/**
 * The event type and its holiday type (docs/rules.md#event-types): the holiday type is enabled only for Holidays (2), and
 * choosing another type clears it, so a meeting never keeps a holiday type chosen before.
 */
export function EventTypeFields({ typeName, holidayName, selectProps, wrap = asIs }: EventTypeFieldsProps) {
  const { control, setValue, clearErrors } = useFormContext();
  const type = useWatch({ control, name: typeName }) as number | null;
  const isHoliday = type === HOLIDAY_EVENT;
  return (
    <>
      {wrap(
        <F.Choice<number>
          {...selectProps}
          name={typeName as Path<FieldValues>}
          label="Type"
          placeholder="Choose"
          data={EVENT_TYPE_OPTIONS}
          withAsterisk
          onChange={(value) => {
            if (value !== HOLIDAY_EVENT) {
              setValue(holidayName, null, { shouldDirty: true });
              clearErrors(holidayName);
            }
          }}
        />,
      )}
      {wrap(
        <F.Choice<number>
          {...selectProps}
          name={holidayName as Path<FieldValues>}
          label="Holiday type"
          placeholder={isHoliday ? 'Choose' : 'Holidays only'}
          data={HOLIDAY_TYPE_OPTIONS}
          disabled={!isHoliday}
          withAsterisk={isHoliday}
        />,
      )}
    </>
  );
}
