import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { axe } from 'vitest-axe';
import { OUTDOOR_PARAMETERS } from '../fixtures/parameters';
import { ParameterTable } from './ParameterTable';

function bodyRows() {
  const [, ...rows] = screen.getAllByRole('row');
  return rows;
}

function namesInOrder() {
  return bodyRows().map((row) => within(row).getAllByRole('cell')[0].textContent);
}

describe('ParameterTable', () => {
  it('shows the six columns of the specification', () => {
    render(
      <ParameterTable rows={OUTDOOR_PARAMETERS} unitKind="outdoor" aria-label="Latest data" />,
    );
    const headers = screen.getAllByRole('columnheader').map((header) => header.textContent);
    expect(headers).toEqual([
      'Parameter Name',
      'Parameter Type',
      'Computed Value',
      'Actual Value',
      'Register Formula',
      'Register',
    ]);
    const first = within(bodyRows()[0])
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    expect(first).toEqual([
      'Outdoor ambient temperature',
      'status',
      '18.5',
      '185',
      '40000 + j * 100',
      '40100',
    ]);
  });

  it("writes the formula placeholder as 'i' for indoor and single units", () => {
    render(<ParameterTable rows={OUTDOOR_PARAMETERS} unitKind="indoor" aria-label="Latest data" />);
    expect(screen.getByText('40000 + i * 100')).toBeInTheDocument();
    expect(screen.queryByText(/\bj\b/)).toBeNull();
  });

  it('highlights error rows whose actual value is 1 or more, and only those', () => {
    render(
      <ParameterTable rows={OUTDOOR_PARAMETERS} unitKind="outdoor" aria-label="Latest data" />,
    );
    const highlighted = bodyRows()
      .filter((row) => row.hasAttribute('data-highlighted'))
      .map((row) => within(row).getAllByRole('cell')[0].textContent);
    expect(highlighted).toEqual(['Compressor error']);
  });

  it('sorts in the browser, ascending then descending, without paging', async () => {
    const user = userEvent.setup();
    render(
      <ParameterTable rows={OUTDOOR_PARAMETERS} unitKind="outdoor" aria-label="Latest data" />,
    );
    const sortByName = screen.getByRole('button', { name: 'Parameter Name' });
    await user.click(sortByName);
    expect(screen.getByRole('columnheader', { name: 'Parameter Name' })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
    expect(namesInOrder()).toEqual([
      'Compressor error',
      'Discharge temperature',
      'Fan motor error',
      'Outdoor ambient temperature',
      'Power',
    ]);
    await user.click(sortByName);
    expect(namesInOrder()[0]).toBe('Power');
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(namesInOrder()).toEqual([
      'Power',
      'Outdoor ambient temperature',
      'Discharge temperature',
      'Compressor error',
      'Fan motor error',
    ]);
    expect(screen.queryByRole('button', { name: /^Next page/ })).toBeNull();
  });

  it("shows '—' for missing values and the empty message without rows", () => {
    const { rerender } = render(
      <ParameterTable
        rows={[{ data_meaning: 'Unread', type: 'status', value: null }]}
        unitKind="single"
        aria-label="Latest data"
      />,
    );
    expect(within(bodyRows()[0]).getAllByText('—')).toHaveLength(4);
    rerender(<ParameterTable rows={[]} unitKind="single" aria-label="Latest data" />);
    expect(screen.getByText('No parameters')).toBeInTheDocument();
  });

  it('has no axe violations', async () => {
    const { container } = render(
      <ParameterTable rows={OUTDOOR_PARAMETERS} unitKind="outdoor" aria-label="Latest data" />,
    );
    expect(await axe(container)).toHaveNoViolations();
  });
});
