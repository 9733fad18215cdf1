/** What every route declares: its name, shown in the title as "HRIS - {name}". */
export type RouteHandle = { name: string };

export function isRouteHandle(value: unknown): value is RouteHandle {
  return typeof value === 'object' && value !== null && typeof (value as RouteHandle).name === 'string';
}
