import { describe, expect, it } from 'vitest';
import { readConfig } from './config';

describe('TRUST_PROXY', () => {
  it.each<[string | undefined, string[]]>([
    [undefined, []],
    ['', []],
    ['false', []],
    ['127.0.0.1', ['127.0.0.1']],
    [' 10.0.0.0/8, ::1 ,loopback', ['10.0.0.0/8', '::1', 'loopback']],
  ])('%j trusts %j', (value, trusted) => {
    expect(readConfig({ TRUST_PROXY: value }).trustProxy).toEqual(trusted);
  });

  // Either would believe a header any client can send when it reaches the server directly.
  it.each(['1', '2', 'true', '127.0.0.1,1'])('%j is refused at start with the reason', (value) => {
    expect(() => readConfig({ TRUST_PROXY: value })).toThrow(/TRUST_PROXY lists the proxies' addresses or CIDRs/);
  });
});
