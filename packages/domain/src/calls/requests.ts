import type { z } from 'zod';
import { bulkDecisionBody, bulkDecisionReply } from '../bulk';
import { defineCall } from '../call';
import { pagedReply } from '../replies';
import type { RequestKind } from '../request-kind';
import {
  approvalBody,
  approvalConflictReply,
  approvalReply,
  requestDeletedReply,
  requestSavedReply,
} from '../schedule';
import { idParams } from './params';

/**
 * The calls of a request kind, at its paths: list, one request, file, edit, decide (one or many),
 * delete. A new kind declares its paths and schemas (request-kind.ts) and gets these calls.
 */
export function requestCalls<K extends RequestKind>(kind: K) {
  const { paths, schemas, summaries, noun } = kind;
  return {
    list: defineCall({
      method: 'GET',
      path: paths.list,
      summary: summaries.list,
      query: schemas.listQuery as K['schemas']['listQuery'],
      reply: pagedReply(schemas.row as K['schemas']['row']),
    }),
    get: defineCall({
      method: 'GET',
      path: `${paths.get}/:id`,
      summary: `One ${noun}`,
      params: idParams('id'),
      // typed as a schema of the kind's detail (not the kind's own schema type), so that a generic kind's handler can be checked
      reply: schemas.detail as z.ZodType<z.output<K['schemas']['detail']>, z.input<K['schemas']['detail']>>,
    }),
    add: defineCall({
      method: 'POST',
      path: paths.add,
      summary: summaries.add,
      body: schemas.addBody as K['schemas']['addBody'],
      reply: requestSavedReply,
    }),
    update: defineCall({
      method: 'POST',
      path: `${paths.update}/:id`,
      summary: `Edit a pending ${noun}`,
      params: idParams('id'),
      body: schemas.updateBody as K['schemas']['updateBody'],
      reply: requestSavedReply,
    }),
    /** A request decided meanwhile is a 409 with its own title and message. */
    decide: defineCall({
      method: 'POST',
      path: `${paths.approval}/:id`,
      summary: summaries.decide,
      params: idParams('id'),
      body: approvalBody,
      reply: approvalReply,
      replies: { 409: approvalConflictReply },
    }),
    bulk: defineCall({
      method: 'POST',
      path: paths.bulk,
      summary: `HR's decision on many pending ${noun}s at once (each decided alone)`,
      body: bulkDecisionBody,
      reply: bulkDecisionReply,
    }),
    remove: defineCall({
      method: 'DELETE',
      path: `${paths.remove}/:id`,
      summary: summaries.remove,
      params: idParams('id'),
      reply: requestDeletedReply,
    }),
  };
}
