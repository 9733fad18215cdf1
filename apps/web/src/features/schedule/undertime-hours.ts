/** A number of undertime hours as HR reads it: "1 hour", "3 hours". */
export function hoursText(hours: number): string {
  return `${hours} ${hours === 1 ? 'hour' : 'hours'}`;
}
