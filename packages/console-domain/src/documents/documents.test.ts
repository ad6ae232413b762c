import { describe, expect, it } from 'vitest';
import {
  ALLOWED_EXTENSIONS,
  DOCUMENT_TYPES,
  UPLOADABLE_DOCUMENT_TYPES,
  UPLOAD_ACCEPT,
  documentTypeLabel,
  documentTypeTitle,
  extensionOf,
  fileTypeForExtension,
  isDocumentType,
  isUploadableDocumentType,
} from './documents';

describe('fileTypeForExtension (console.md §3)', () => {
  it.each([
    ['pdf', 'document'],
    ['docx', 'document'],
    ['doc', 'document'],
    ['xlsx', 'spreadsheet'],
    ['xls', 'spreadsheet'],
    ['txt', 'text'],
    ['jpeg', 'image'],
    ['jpg', 'image'],
    ['png', 'image'],
    ['.PDF', 'document'],
    [' .Png ', 'image'],
    ['exe', undefined],
    ['gif', undefined],
    ['toString', undefined],
    ['', undefined],
    [null, undefined],
  ])('%j → %s', (extension, fileType) => {
    expect(fileTypeForExtension(extension)).toBe(fileType);
  });

  it('allows exactly the nine extensions', () => {
    expect(ALLOWED_EXTENSIONS).toEqual([
      'pdf',
      'docx',
      'doc',
      'xlsx',
      'xls',
      'txt',
      'jpeg',
      'jpg',
      'png',
    ]);
    expect(UPLOAD_ACCEPT).toBe('.pdf,.docx,.doc,.xlsx,.xls,.txt,.jpeg,.jpg,.png');
  });

  it.each([
    ['report.final.PDF', 'pdf'],
    ['noext', ''],
    ['.env', 'env'],
  ])('extensionOf(%s) → %s', (name, extension) => {
    expect(extensionOf(name)).toBe(extension);
  });
});

describe('document types', () => {
  it('lists the six lists in display order with their titles', () => {
    expect(DOCUMENT_TYPES.map((type) => [type.value, type.title])).toEqual([
      ['contract', 'Contracts'],
      ['service', 'Services'],
      ['work_order', 'Work Orders'],
      ['project', 'Projects'],
      ['installation', 'Installations'],
      ['other', 'Other Documents'],
    ]);
  });

  it('offers all six types in the upload form and Rename (DECISIONS.md)', () => {
    expect(UPLOADABLE_DOCUMENT_TYPES).toEqual([
      'contract',
      'service',
      'work_order',
      'project',
      'installation',
      'other',
    ]);
    expect(isUploadableDocumentType('installation')).toBe(true);
    expect(isUploadableDocumentType('other')).toBe(true);
    expect(isDocumentType('installation')).toBe(true);
    expect(isDocumentType('invoice')).toBe(false);
    expect(isDocumentType(1)).toBe(false);
  });

  it('titles and labels types, raw when unknown', () => {
    expect(documentTypeTitle('work_order')).toBe('Work Orders');
    expect(documentTypeTitle('invoice')).toBe('invoice');
    expect(documentTypeLabel('work_order')).toBe('Work Order');
    expect(documentTypeLabel('invoice')).toBe('invoice');
  });
});
