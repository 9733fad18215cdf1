import { describe, expect, it } from 'vitest';
import { BULK_MAX, bulkDecisionBody, bulkMessage } from './bulk';

const firstErrors = (input: unknown) => {
  const r = bulkDecisionBody.safeParse(input);
  const out: Record<string, string> = {};
  for (const i of r.error?.issues ?? []) out[i.path.join('.')] ??= i.message;
  return out;
};

describe('bulkDecisionBody', () => {
  it('takes 1 to 100 distinct ids, as numbers or digits, and a reason only to decline', () => {
    expect(bulkDecisionBody.parse({ ids: [3, '12'], decision: 'approved' })).toEqual({
      ids: [3, 12],
      decision: 'approved',
      reason: '',
    });
    const ids = Array.from({ length: BULK_MAX }, (_, i) => i + 1);
    expect(bulkDecisionBody.parse({ ids, decision: 'rejected', reason: ' Full. ' }).reason).toBe('Full.');
  });

  it('refuses an empty, too long, repeated or bad selection on ids', () => {
    expect(firstErrors({ ids: [], decision: 'approved' })).toEqual({
      ids: 'Please select at least one request.',
    });
    expect(firstErrors({ ids: Array.from({ length: 101 }, (_, i) => i + 1), decision: 'approved' })).toEqual({
      ids: 'At most 100 requests can be decided at once.',
    });
    expect(firstErrors({ ids: [4, '4'], decision: 'approved' })).toEqual({
      ids: 'Each request may be selected only once.',
    });
    for (const bad of [0, -1, 1.5, '007', '1e3', 'x', 2_147_483_648])
      expect(firstErrors({ ids: [1, bad], decision: 'approved' }), String(bad)).toEqual({
        ids: 'Each selected id must be the id of a record.',
      });
    expect(Object.keys(firstErrors({ decision: 'approved' }))).toEqual(['ids']);
  });

  it('needs a decision, and a reason to decline', () => {
    expect(firstErrors({ ids: [1] })).toEqual({ decision: 'Please choose to approve or to decline.' });
    expect(firstErrors({ ids: [1], decision: 'pending' })).toEqual({
      decision: 'The decision must be approved or rejected.',
    });
    expect(firstErrors({ ids: [1], decision: 'rejected', reason: '  ' })).toEqual({
      reason: 'Please give the reason for declining.',
    });
  });
});

describe('bulkMessage', () => {
  const data = (approved: number, rejected: number, failed: number) => ({
    results: Array.from({ length: approved + rejected + failed }, (_, i) => ({
      id: i + 1,
      full_name: null,
      status: 'error' as const,
      message: '',
    })),
    approved,
    rejected,
    failed,
  });
  it('says how many were decided and how many could not be', () => {
    expect(bulkMessage('leave request', 'approved', data(1, 0, 0))).toBe('1 leave request approved.');
    expect(bulkMessage('leave request', 'approved', data(48, 0, 2))).toBe(
      '48 of 50 leave requests approved. 2 could not be approved.',
    );
    expect(bulkMessage('undertime request', 'rejected', data(0, 0, 1))).toBe(
      '0 of 1 undertime request declined. 1 could not be declined.',
    );
  });
});
