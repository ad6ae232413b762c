/** What the bytes of an upload are, whatever its name or the client's content type say. */
export type SniffedFormat =
  'pdf' | 'png' | 'jpeg' | 'docx' | 'xlsx' | 'doc' | 'xls' | 'ole' | 'text' | 'unknown';

export const CONTENT_TYPES: Record<Exclude<SniffedFormat, 'ole' | 'unknown'>, string> = {
  pdf: 'application/pdf',
  png: 'image/png',
  jpeg: 'image/jpeg',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  doc: 'application/msword',
  xls: 'application/vnd.ms-excel',
  text: 'text/plain; charset=utf-8',
};

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const JPEG = Buffer.from([0xff, 0xd8, 0xff]);
const PDF = Buffer.from('%PDF-');
const ZIP = Buffer.from([0x50, 0x4b, 0x03, 0x04]);
const OLE = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);

function startsWith(data: Buffer, magic: Buffer): boolean {
  return data.length >= magic.length && data.subarray(0, magic.length).equals(magic);
}

function utf16(text: string): Buffer {
  return Buffer.from(text, 'utf16le');
}

/** UTF-8 without NUL bytes or control characters other than tab, line breaks and form feed. */
function isText(data: Buffer): boolean {
  if (data.length === 0) return true;
  const decoded = new TextDecoder('utf-8', { fatal: false }).decode(data);
  if (decoded.includes('\uFFFD')) return false;
  // eslint-disable-next-line no-control-regex -- the point is to find control characters
  return !/[\u0000-\u0008\u000B\u000E-\u001F\u007F]/.test(decoded);
}

/**
 * The format from the magic bytes. Office Open XML files are zips told apart by their part names
 * (`word/` or `xl/`); legacy Office files are OLE compound files told apart by their stream names.
 */
export function sniffFormat(data: Buffer): SniffedFormat {
  if (startsWith(data, PDF)) return 'pdf';
  if (startsWith(data, PNG)) return 'png';
  if (startsWith(data, JPEG)) return 'jpeg';
  if (startsWith(data, ZIP)) {
    if (data.includes('word/')) return 'docx';
    if (data.includes('xl/')) return 'xlsx';
    return 'unknown';
  }
  if (startsWith(data, OLE)) {
    if (data.includes(utf16('WordDocument'))) return 'doc';
    if (data.includes(utf16('Workbook')) || data.includes(utf16('Book'))) return 'xls';
    return 'ole';
  }
  return isText(data) ? 'text' : 'unknown';
}

/** The formats an extension may hold. */
const ACCEPTED: Record<string, readonly SniffedFormat[]> = {
  pdf: ['pdf'],
  png: ['png'],
  jpg: ['jpeg'],
  jpeg: ['jpeg'],
  docx: ['docx'],
  xlsx: ['xlsx'],
  doc: ['doc', 'ole'],
  xls: ['xls', 'ole'],
  txt: ['text'],
};

/**
 * The content type to store and serve for an upload named with `extension`, or undefined when the
 * bytes are not what the extension claims (a .pdf that is HTML, a .png that is a script, …).
 */
export function contentTypeFor(extension: string, data: Buffer): string | undefined {
  const format = sniffFormat(data);
  const accepted = ACCEPTED[extension.toLowerCase()];
  if (!accepted?.includes(format)) return undefined;
  if (format === 'ole')
    return extension.toLowerCase() === 'doc' ? CONTENT_TYPES.doc : CONTENT_TYPES.xls;
  if (format === 'unknown') return undefined;
  return CONTENT_TYPES[format];
}
