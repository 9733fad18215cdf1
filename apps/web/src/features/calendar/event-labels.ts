import {
  ALL_SUB_DEPARTMENTS,
  EVENT_TYPE_COLOURS,
  EVENT_TYPE_IDS,
  EVENT_TYPES,
  type EventType,
  HOLIDAY_TYPES,
  type HolidayType,
} from '@hris/domain/calendar';
import type { ComboboxItem } from '@mantine/core';

/** The event types for a select (docs/rules.md#event-types) (value: the stored number). */
export const EVENT_TYPE_OPTIONS: ComboboxItem<number>[] = EVENT_TYPE_IDS.map((id) => ({
  value: id,
  label: EVENT_TYPES[id],
}));

/** The holiday types for a select. */
export const HOLIDAY_TYPE_OPTIONS: ComboboxItem<number>[] = ([1, 2] as HolidayType[]).map((id) => ({
  value: id,
  label: HOLIDAY_TYPES[id],
}));

/** The short holiday label the month view puts on a holiday: Regular or Special. */
export const HOLIDAY_SHORT: Record<HolidayType, string> = { 1: 'Regular', 2: 'Special' };

const isEventType = (type: number): type is EventType => type in EVENT_TYPES;

/** The name of a stored type; an unknown number is shown as it is. */
export function eventTypeName(type: number): string {
  return isEventType(type) ? EVENT_TYPES[type] : `Type ${type}`;
}

/** The Mantine colour of a type (gray for a number without a type). */
export function eventTypeColour(type: number): string {
  return isEventType(type) ? EVENT_TYPE_COLOURS[type] : 'gray';
}

/** "Regular Holiday" / "Special Holiday", or '' for an event that is not a holiday. */
export function holidayTypeName(holidayType: number | null): string {
  return holidayType === 1 || holidayType === 2 ? HOLIDAY_TYPES[holidayType] : '';
}

/** Who an event is for, in words. */
export function targetName(event: { sub_department_id: number; sub_department_name: string }): string {
  return event.sub_department_id === ALL_SUB_DEPARTMENTS ? 'All sub-departments' : event.sub_department_name;
}
