import { describe, expect, it } from 'vitest';

import { cellText } from './HistoricalStatsDialog';

const temperature = { name: 'Room Temperature', header: 'room_temp', unit: '°C' };

describe('historical cell text', () => {
  it('shows temperatures with one decimal, whole degrees too', () => {
    expect(cellText(temperature, 19)).toBe('19.0 °C');
    expect(cellText(temperature, 18.9)).toBe('18.9 °C');
    expect(cellText(temperature, '21')).toBe('21.0 °C');
    expect(cellText(temperature, -0.04)).toBe('0.0 °C');
  });

  it('keeps other units and marks missing values', () => {
    expect(cellText({ name: 'Power', header: 'power', unit: 'kW' }, 3)).toBe('3 kW');
    expect(cellText(temperature, null)).toBe('—');
  });
});
