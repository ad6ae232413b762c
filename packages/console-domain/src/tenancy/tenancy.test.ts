import { describe, expect, it } from 'vitest';
import { apiBaseUrl, hostnameOf, isValidTenant, tenantFromHost } from './tenancy';

describe('tenantFromHost (DECISIONS.md Tenancy)', () => {
  it.each([
    ['acme.console.example.com', 'acme'],
    ['demo.localhost', 'demo'],
    ['acme.localhost', 'acme'],
    ['ACME.Example.com', 'acme'],
    ['acme.localhost:5173', 'acme'],
    ['acme.example.com.', 'acme'],
    ['localhost', 'demo'],
    ['localhost:8787', 'demo'],
    ['127.0.0.1', 'demo'],
    ['127.0.0.1:8787', 'demo'],
    ['10.0.0.12', 'demo'],
    ['::1', 'demo'],
    ['[::1]', 'demo'],
    ['[::1]:8787', 'demo'],
    ['fe80::1ff:fe23:4567:890a', 'demo'],
    ['', 'demo'],
    [null, 'demo'],
    [undefined, 'demo'],
    ['.example.com', 'demo'],
  ])('%j → %s', (host, tenant) => {
    expect(tenantFromHost(host, 'demo')).toBe(tenant);
  });
});

describe('apiBaseUrl', () => {
  it.each([
    [
      { protocol: 'https:', tenant: 'acme', apiHost: 'api.example.com' },
      'https://acme.api.example.com',
    ],
    [{ protocol: 'http', tenant: 'demo', apiHost: 'localhost:8787' }, 'http://demo.localhost:8787'],
  ])('%o → %s', (options, url) => {
    expect(apiBaseUrl(options)).toBe(url);
  });
});

describe('hostnameOf and isValidTenant', () => {
  it('strips ports and brackets', () => {
    expect(hostnameOf('Demo.Localhost:8787')).toBe('demo.localhost');
    expect(hostnameOf('[::1]:80')).toBe('::1');
  });

  it.each([
    ['acme', true],
    ['acme-2', true],
    ['-acme', false],
    ['Acme', false],
    ['', false],
    ['a'.repeat(64), false],
  ])('%j valid: %s', (tenant, valid) => {
    expect(isValidTenant(tenant)).toBe(valid);
  });
});
