import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatFileSize } from './fileSize';

describe('formatFileSize (DECISIONS.md Display)', () => {
  it.each([
    [0, '0.00 KB'],
    [512, '0.50 KB'],
    [2048, '2.00 KB'],
    [1024 * 999, '999.00 KB'],
    [1024 * 999.99, '999.99 KB'],
    [1024 * 1000, '0.98 MB'],
    [1572864, '1.50 MB'],
    [30_000_000, '28.61 MB'],
  ])('%s bytes → %s', (bytes, text) => {
    expect(formatFileSize(bytes)).toBe(text);
  });

  it.each([[-1], [Number.NaN], [Number.POSITIVE_INFINITY], [null], [undefined]])(
    'invalid size %s reads as a dash',
    (bytes) => {
      expect(formatFileSize(bytes)).toBe('—');
    },
  );

  /** Reads a formatted size back into bytes. */
  function bytesOf(text: string): number {
    const [value, unit] = text.split(' ');
    return Number(value) * (unit === 'MB' ? 1024 * 1024 : 1024);
  }

  it('is monotone: a larger file never shows a smaller size', () => {
    fc.assert(
      fc.property(fc.nat({ max: 2 ** 40 }), fc.nat({ max: 2 ** 40 }), (first, second) => {
        const [small, large] = first <= second ? [first, second] : [second, first];
        expect(bytesOf(formatFileSize(small))).toBeLessThanOrEqual(bytesOf(formatFileSize(large)));
      }),
    );
  });

  it('is monotone around the KB/MB boundary', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1000 * 1024 - 5000, max: 1000 * 1024 + 5000 }), (bytes) => {
        expect(bytesOf(formatFileSize(bytes))).toBeLessThanOrEqual(
          bytesOf(formatFileSize(bytes + 1)),
        );
      }),
    );
  });

  it('uses KB exactly below 1000 KB and MB from there, always with two decimals', () => {
    fc.assert(
      fc.property(fc.nat({ max: 2 ** 40 }), (bytes) => {
        const text = formatFileSize(bytes);
        expect(text).toMatch(/^\d+\.\d{2} (KB|MB)$/);
        expect(text.endsWith('KB')).toBe(bytes / 1024 < 1000);
      }),
    );
  });
});
