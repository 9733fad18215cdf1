import { describe, expect, it } from 'vitest';
import { afterLogin } from './EssLoginPage';

describe('where the self-service login leads', () => {
  it('back to the self-service address the guard came from', () => {
    expect(afterLogin('/ess/nte/12')).toBe('/ess/nte/12');
    expect(afterLogin('/ess/leave?year=2026')).toBe('/ess/leave?year=2026');
    expect(afterLogin('/ess')).toBe('/ess');
  });

  it('home for anything else: none, the login itself, another app, a climb out or another host', () => {
    for (const to of [
      null,
      '',
      '/ess/login',
      '/ess/login?to=/ess/more',
      '/hr/dashboard',
      '/essay',
      'https://evil.example/ess',
      '//evil.example/ess',
      '/ess/../hr/dashboard',
      '/ess//evil.example',
      '/ess/\\evil.example',
    ])
      expect(afterLogin(to), String(to)).toBe('/ess');
  });
});
