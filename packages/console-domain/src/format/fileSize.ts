import { MESSAGES } from '../messages/messages';

export const BYTES_PER_KB = 1024;
export const BYTES_PER_MB = 1024 * 1024;
/** Sizes under this many KB are shown in KB, others in MB. */
export const KB_DISPLAY_LIMIT = 1000;

/** '2.00 KB', '1.50 MB': 1 KB = 1024 bytes, KB under 1000 KB, else MB, two decimals. */
export function formatFileSize(bytes: number | null | undefined): string {
  if (typeof bytes !== 'number' || !Number.isFinite(bytes) || bytes < 0) {
    return MESSAGES.NOT_AVAILABLE;
  }
  const kilobytes = bytes / BYTES_PER_KB;
  if (kilobytes < KB_DISPLAY_LIMIT) return `${kilobytes.toFixed(2)} KB`;
  return `${(bytes / BYTES_PER_MB).toFixed(2)} MB`;
}
