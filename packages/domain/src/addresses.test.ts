import { describe, expect, it } from 'vitest';
import { clientAddress, parseAddressRange } from './addresses';

const range = (text: string) => parseAddressRange(text);

describe('parseAddressRange', () => {
  it('reads addresses and ranges of both versions, as one canonical text', () => {
    expect(range(' 203.0.113.7 ')).toEqual({ range: '203.0.113.7/32' });
    expect(range('192.168.1.0/24')).toEqual({ range: '192.168.1.0/24' });
    expect(range('0.0.0.0/0')).toEqual({ range: '0.0.0.0/0' });
    expect(range('2001:DB8::/32')).toEqual({ range: '2001:db8::/32' });
    expect(range('2001:db8:0:0:1:0:0:1')).toEqual({ range: '2001:db8::1:0:0:1/128' });
    expect(range('::1')).toEqual({ range: '::1/128' });
    expect(range('::')).toEqual({ range: '::/128' });
    expect(range('fe80::/10')).toEqual({ range: 'fe80::/10' });
    expect(range('64:ff9b::192.0.2.33')).toEqual({ range: '64:ff9b::c000:221/128' });
  });

  it('reads IPv4 in its mapped IPv6 form as IPv4', () => {
    expect(range('::ffff:10.1.2.3')).toEqual({ range: '10.1.2.3/32' });
    expect(range('::ffff:10.1.0.0/112')).toEqual({ range: '10.1.0.0/16' });
    expect(range('::FFFF:a01:203')).toEqual({ range: '10.1.2.3/32' });
  });

  it('refuses what is no address or range, each with its reason', () => {
    for (const bad of [
      '',
      'x',
      '10.0.0',
      '10.0.0.256',
      '010.0.0.1',
      '10.0.0.1/',
      '10.0.0.1/33',
      '10.0.0.1/1/2',
      '10.0.0.0/08',
      '1:2:3:4:5:6:7:8:9',
      '1::2::3',
      ':1',
      '1:',
      '12345::',
      'fe80::1%eth0',
      '::ffff:10.0.0.0/95',
      '2001:db8::/129',
      '1.2.3.4::',
      '::1.2.3',
    ])
      expect(range(bad), bad).toHaveProperty('problem');
    expect(range('abc')).toEqual({
      problem: '"abc" is not an IPv4 or IPv6 address or range (such as 192.168.1.0/24).',
    });
    expect(range('10.0.0.1/33')).toEqual({
      problem: '"10.0.0.1/33": the prefix after "/" must be a number from 0 to 32.',
    });
    expect(range('2001:db8::/129')).toEqual({
      problem: '"2001:db8::/129": the prefix after "/" must be a number from 0 to 128.',
    });
  });

  it('refuses a range with host bits set, and names the range meant', () => {
    expect(range('192.168.1.10/24')).toEqual({
      problem: '"192.168.1.10/24" has host bits set after its prefix: did you mean 192.168.1.0/24?',
    });
    expect(range('2001:db8::1/64')).toEqual({
      problem: '"2001:db8::1/64" has host bits set after its prefix: did you mean 2001:db8::/64?',
    });
  });
});

describe('clientAddress', () => {
  it('gives the address a list is checked against', () => {
    expect(clientAddress('10.1.2.3')).toBe('10.1.2.3');
    expect(clientAddress('::ffff:10.1.2.3')).toBe('10.1.2.3');
    expect(clientAddress('2001:0db8::0001')).toBe('2001:db8::1');
    expect(clientAddress('fe80::1%eth0')).toBe('fe80::1');
    expect(clientAddress('')).toBeNull();
    expect(clientAddress(undefined)).toBeNull();
    expect(clientAddress('not an address')).toBeNull();
  });
});
