import { describe, expect, it } from 'vitest';
import { formatProjectAddress, projectDeviceTypesText } from './projectText';

describe('formatProjectAddress', () => {
  it.each([
    [
      {
        address_street_one: 'Trg slobode 2',
        address_zip: '21000',
        address_city: 'Novi Sad',
        address_country: 'Serbia',
      },
      'Trg slobode 2, 21000 Novi Sad, Serbia',
    ],
    [{ address_city: 'Niš', address_country: 'Serbia' }, 'Niš, Serbia'],
    [{ address_street_one: '', address_zip: null, address_city: '', address_country: '' }, ''],
  ])('%o reads %s', (parts, text) => {
    expect(formatProjectAddress(parts)).toBe(text);
  });
});

describe('projectDeviceTypesText', () => {
  it('reads No Devices when a project has none', () => {
    expect(projectDeviceTypesText([])).toBe('No Devices');
    expect(projectDeviceTypesText(undefined)).toBe('No Devices');
  });
  it('lists each type once', () => {
    expect(projectDeviceTypesText(['VRF', 'Heat pump', 'VRF'])).toBe('VRF, Heat pump');
  });
});
