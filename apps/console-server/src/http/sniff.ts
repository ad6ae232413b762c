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

// eslint-disable-next-line no-control-regex -- the point is to find control characters
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000E-\u001F\u007F]/;
const MARKERS = {
  word: Buffer.from('word/'),
  xl: Buffer.from('xl/'),
  wordDocument: utf16('WordDocument'),
  workbook: utf16('Workbook'),
  book: utf16('Book'),
};
const LONGEST_MARKER = Math.max(...Object.values(MARKERS).map((marker) => marker.length));
/** The magic bytes the format is told by (the longest is OLE's 8). */
const HEAD_BYTES = 8;

/**
 * Tells the format of a file from its bytes given in chunks, so that an upload is checked as it is
 * written to disk and never held whole in memory: the magic bytes of the head; for zips and OLE files,
 * part and stream names found anywhere (across chunk borders too); otherwise whether it is text (UTF-8
 * without NUL bytes or control characters other than tab, line breaks and form feed).
 */
export class FormatSniffer {
  private head = Buffer.alloc(0);
  private tail = Buffer.alloc(0);
  private readonly found = new Set<keyof typeof MARKERS>();
  private readonly decoder = new TextDecoder('utf-8', { fatal: false });
  private text = true;

  push(chunk: Buffer): void {
    if (this.head.length < HEAD_BYTES)
      this.head = Buffer.concat([this.head, chunk.subarray(0, HEAD_BYTES - this.head.length)]);
    const window = this.tail.length > 0 ? Buffer.concat([this.tail, chunk]) : chunk;
    for (const [name, marker] of Object.entries(MARKERS) as [keyof typeof MARKERS, Buffer][]) {
      if (!this.found.has(name) && window.includes(marker)) this.found.add(name);
    }
    this.tail = Buffer.from(window.subarray(Math.max(0, window.length - (LONGEST_MARKER - 1))));
    if (this.text) this.text = isTextPart(this.decoder.decode(chunk, { stream: true }));
  }

  format(): SniffedFormat {
    const head = this.head;
    if (startsWith(head, PDF)) return 'pdf';
    if (startsWith(head, PNG)) return 'png';
    if (startsWith(head, JPEG)) return 'jpeg';
    if (startsWith(head, ZIP)) {
      if (this.found.has('word')) return 'docx';
      if (this.found.has('xl')) return 'xlsx';
      return 'unknown';
    }
    if (startsWith(head, OLE)) {
      if (this.found.has('wordDocument')) return 'doc';
      if (this.found.has('workbook') || this.found.has('book')) return 'xls';
      return 'ole';
    }
    return this.text && isTextPart(this.decoder.decode()) ? 'text' : 'unknown';
  }
}

function isTextPart(decoded: string): boolean {
  return !decoded.includes('\uFFFD') && !CONTROL_CHARACTERS.test(decoded);
}

/**
 * The format from the magic bytes. Office Open XML files are zips told apart by their part names
 * (`word/` or `xl/`); legacy Office files are OLE compound files told apart by their stream names.
 */
export function sniffFormat(data: Buffer): SniffedFormat {
  const sniffer = new FormatSniffer();
  sniffer.push(data);
  return sniffer.format();
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
export function contentTypeFor(
  extension: string,
  data: Buffer | SniffedFormat,
): string | undefined {
  const format = typeof data === 'string' ? data : sniffFormat(data);
  const accepted = ACCEPTED[extension.toLowerCase()];
  if (!accepted?.includes(format)) return undefined;
  if (format === 'ole')
    return extension.toLowerCase() === 'doc' ? CONTENT_TYPES.doc : CONTENT_TYPES.xls;
  if (format === 'unknown') return undefined;
  return CONTENT_TYPES[format];
}
