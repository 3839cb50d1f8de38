import { describe, expect, it } from 'vitest';
import { MASK, targetOnly } from './mask.js';

describe('targetOnly: where a forwarder sends, without what may be a credential', () => {
  it('keeps the scheme, host and port of a URL', () => {
    expect(targetOnly('https://u:p@ss@hooks.example.org/services/T0/B0/SECRET?sig=1&pwd=2')).toBe(
      'https://hooks.example.org:443',
    );
    expect(targetOnly('http://hooks.example.org:8080/in')).toBe('http://hooks.example.org:8080');
    expect(targetOnly('http://[2001:db8::1]/in?auth=x')).toBe('http://[2001:db8::1]:80');
  });

  it('keeps every host of a MongoDB URI, the name of an SRV one', () => {
    expect(
      targetOnly(
        'mongodb://u:p@ss@db1.example.org,db2.example.org:27018/farm?authMechanismProperties=AWS_SESSION_TOKEN:t',
      ),
    ).toBe('mongodb://db1.example.org:27017,db2.example.org:27018');
    expect(targetOnly('mongodb+srv://u:p%40ss@cluster.example.org/farm?retryWrites=true')).toBe(
      'mongodb+srv://cluster.example.org',
    );
  });

  it('shows nothing of what it cannot read', () => {
    expect(targetOnly('ftp://u:p@host/x')).toBe(MASK);
    expect(targetOnly('mongodb://u:p/ss@host')).toBe(MASK);
  });
});
