import { Button, ConfirmDialog } from '@hvac/console-ui';

import { FLOOR_TEXT } from './floorText';

/**
 * Delete Floor, after a confirmation naming the floor (a floor cannot be restored). Once deleted,
 * focus goes where `onDeleted` puts it (the floor shown next), not back to a button of a floor
 * that is gone.
 */
export function DeleteFloorDialog({
  floorName,
  onDelete,
  onDeleted,
}: {
  floorName: string;
  onDelete: () => Promise<boolean>;
  onDeleted?: () => void;
}) {
  return (
    <ConfirmDialog
      title={FLOOR_TEXT.deleteFloor}
      description={FLOOR_TEXT.confirmDeleteFloor(floorName)}
      confirmLabel={FLOOR_TEXT.delete}
      cancelLabel={FLOOR_TEXT.cancel}
      onConfirm={onDelete}
      onConfirmed={onDeleted}
      trigger={
        <Button variant="outline" tone="danger">
          {FLOOR_TEXT.deleteFloor}
        </Button>
      }
    />
  );
}
