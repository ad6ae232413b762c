// The package as a consumer gets it: components from the one barrel, working together.
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { axe } from '../test/axe';
import type { DataTableColumn } from './index';
import { Button, DataTable, Dialog, lightThemeClass } from './index';

interface Unit {
  id: number;
  name: string;
}

const units: Unit[] = Array.from({ length: 12 }, (_, index) => ({
  id: index + 1,
  name: `Unit ${String(index + 1).padStart(2, '0')}`,
}));
const columns: DataTableColumn<Unit>[] = [
  { id: 'name', header: 'Name', value: (unit) => unit.name, sortable: true },
];

function UnitsDialog() {
  return (
    <div className={lightThemeClass}>
      <Dialog title="Units" trigger={<Button>Show units</Button>}>
        <DataTable<Unit>
          aria-label="Units"
          mode="client"
          paginate
          defaultPageSize={10}
          pageSizeOptions={[10, 20]}
          columns={columns}
          rows={units}
          getRowId={(unit) => String(unit.id)}
        />
      </Dialog>
    </div>
  );
}

describe('@hvac/console-ui', () => {
  it(
    'puts a paged, sortable table in a dialog and gives focus back when it closes',
    { timeout: 20_000 },
    async () => {
      const user = userEvent.setup();
      const { baseElement } = render(<UnitsDialog />);
      const trigger = screen.getByRole('button', { name: 'Show units' });
      await user.click(trigger);
      const dialog = screen.getByRole('dialog', { name: 'Units' });
      const table = within(dialog).getByRole('table', { name: 'Units' });
      expect(within(table).getAllByRole('row')).toHaveLength(11);
      expect(within(dialog).getByText('1–10 of 12')).toBeInTheDocument();

      await user.click(within(dialog).getByRole('button', { name: 'Name' }));
      await user.click(within(dialog).getByRole('button', { name: 'Name' }));
      expect(within(table).getAllByRole('row')[1]).toHaveTextContent('Unit 12');
      await user.click(within(dialog).getByRole('button', { name: 'Next page, Units' }));
      expect(within(dialog).getByText('11–12 of 12')).toBeInTheDocument();
      expect(await axe(baseElement)).toHaveNoViolations();

      await user.keyboard('{Escape}');
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      await waitFor(() => expect(trigger).toHaveFocus());
    },
  );
});
