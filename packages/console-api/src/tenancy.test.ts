// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { resolveApiBaseUrl } from './tenancy';

describe('resolveApiBaseUrl', () => {
  it.each([
    ['demo.localhost', 'http:', 'localhost:8787', 'http://demo.localhost:8787'],
    ['acme.localhost', 'http:', 'localhost:8787', 'http://acme.localhost:8787'],
    ['acme.console.example.com', 'https:', 'api.example.com', 'https://acme.api.example.com'],
    ['localhost', 'http:', 'localhost:8787', 'http://demo.localhost:8787'],
    ['127.0.0.1', 'http', 'localhost:8787', 'http://demo.localhost:8787'],
  ])('%s over %s with %s gives %s', (hostname, protocol, apiHost, expected) => {
    expect(resolveApiBaseUrl({ hostname, protocol, apiHost, defaultTenant: 'demo' })).toBe(
      expected,
    );
  });
});
