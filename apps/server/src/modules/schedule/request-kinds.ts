import type { RequestKind } from '@hris/domain/request-kind';
import { adjustments } from './adjustments.service';
import type { RequestService } from './request-kind';
import { undertime } from './undertime.service';

export type { RequestService };

/**
 * Every request kind's service, each with its own types, for what other areas do with all of them
 * (self-service files each at its `paths.file`). A new kind is one more line here.
 */
export function eachRequestKind(fn: <K extends RequestKind>(service: RequestService<K>) => void): void {
  fn(adjustments);
  fn(undertime);
}
