import { describe, expect, it } from 'vitest';
import { documentDownloadUrl } from './documents';

describe('documentDownloadUrl', () => {
  it('asks the signed link for an attachment', () => {
    expect(
      documentDownloadUrl({
        file: { url: 'http://demo.localhost:8787/files/abc?expires=1&sig=x' },
      }),
    ).toBe('http://demo.localhost:8787/files/abc?expires=1&sig=x&download=1');
    expect(documentDownloadUrl({ file: { url: 'https://files.test/abc' } })).toBe(
      'https://files.test/abc?download=1',
    );
    expect(documentDownloadUrl({ file: { url: '' } })).toBe('');
  });
});
