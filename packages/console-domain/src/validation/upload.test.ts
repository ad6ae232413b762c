import { describe, expect, it } from 'vitest';
import { MAX_UPLOAD_BYTES } from '../constants/limits';
import {
  IMAGE_ACCEPT,
  canSubmitUpload,
  fileRejectionReason,
  imageRejectionMessage,
  validateUpload,
} from './upload';

const FILL = 'Please fill out all fields before uploading.';
const UNSUPPORTED = 'Unsupported file type. Please upload a valid document.';
const pdf = { name: 'contract.pdf', size: 2048 };

describe('validateUpload (console.md §5, DECISIONS.md size limit)', () => {
  it.each([
    [{ name: '', file: pdf, documentType: 'contract' }, { name: FILL }],
    [{ name: 'Contract', file: undefined, documentType: 'contract' }, { file: FILL }],
    [{ name: 'Contract', file: pdf, documentType: '' }, { documentType: FILL }],
    [{ name: 'Contract', file: pdf, documentType: 'invoice' }, { documentType: FILL }],
    [
      { name: null, file: null, documentType: null },
      { name: FILL, file: FILL, documentType: FILL },
    ],
  ])('missing fields %o', (input, fieldErrors) => {
    expect(validateUpload(input)).toEqual({ valid: false, fieldErrors, formError: FILL });
  });

  it.each(['report.exe', 'archive.zip', 'noextension', 'image.gif', 'pdf'])(
    'rejects %s as unsupported',
    (fileName) => {
      expect(
        validateUpload({ name: 'Doc', file: { name: fileName, size: 10 }, documentType: 'other' }),
      ).toEqual({ valid: false, fieldErrors: { file: UNSUPPORTED }, formError: UNSUPPORTED });
    },
  );

  it('rejects a file over 30,000,000 bytes with the message built from the limit', () => {
    const message = 'big.pdf is not a valid file. Max file size is 30 MB';
    expect(
      validateUpload({
        name: 'Big',
        file: { name: 'big.pdf', size: MAX_UPLOAD_BYTES + 1 },
        documentType: 'service',
      }),
    ).toEqual({ valid: false, fieldErrors: { file: message }, formError: message });
  });

  it.each(['a.pdf', 'a.DOCX', 'a.doc', 'a.xlsx', 'a.xls', 'a.txt', 'a.jpeg', 'a.jpg', 'a.PNG'])(
    'accepts %s at exactly the limit',
    (fileName) => {
      expect(
        validateUpload({
          name: 'Doc',
          file: { name: fileName, size: MAX_UPLOAD_BYTES },
          documentType: 'work_order',
        }),
      ).toEqual({ valid: true, fieldErrors: {} });
    },
  );
});

describe('fileRejectionReason (the picker)', () => {
  it.each([
    [{ name: 'a.pdf', size: 1 }, undefined],
    [{ name: 'a.pdf', size: 30_000_001 }, 'Max file size is 30 MB'],
    [{ name: 'a.exe', size: 1 }, UNSUPPORTED],
  ])('%o → %s', (file, reason) => {
    expect(fileRejectionReason(file)).toBe(reason);
  });
});

describe('canSubmitUpload (button disabled until name and file exist)', () => {
  it.each([
    [{ name: 'Doc', file: pdf }, true],
    [{ name: '', file: pdf }, false],
    [{ name: 'Doc', file: undefined }, false],
  ])('%o → %s', (input, enabled) => {
    expect(canSubmitUpload(input)).toBe(enabled);
  });
});

describe('imageRejectionMessage', () => {
  it('names every chosen file that is not a .jpeg, .jpg or .png image', () => {
    expect(
      imageRejectionMessage([{ name: 'a.png' }, { name: 'notes.exe' }, { name: 'b.gif' }]),
    ).toBe('Rejected files: notes.exe, b.gif');
    expect(imageRejectionMessage([{ name: 'a.PNG' }, { name: 'b.jpeg' }])).toBeUndefined();
    expect(imageRejectionMessage(null)).toBeUndefined();
    expect(IMAGE_ACCEPT).toBe('.jpeg,.jpg,.png');
  });
});
