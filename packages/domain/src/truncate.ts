/**
 * Cuts a long text at `max` characters and adds an ellipsis, as the lists (docs/rules.md#lists-and-limits) do (requester 16,
 * infraction 79, coaching performance 50, evaluation comments 40, ...). Each list names its length
 * beside its schemas; the screens cut with this one function.
 */
export function truncate(value: string | null | undefined, max: number): string {
  if (!value) return '';
  return value.length > max ? `${value.slice(0, max)}...` : value;
}
