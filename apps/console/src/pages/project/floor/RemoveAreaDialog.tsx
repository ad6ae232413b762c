import { AREA_TEXT } from '@hvac/console-domain';
import { Button, ConfirmDialog } from '@hvac/console-ui';

import { FLOOR_TEXT } from './floorText';

/**
 * Remove Area, after a confirmation naming the area (as Delete Floor asks). Once removed, focus
 * goes where `onRemoved` puts it: the Remove Area button leaves with its panel.
 */
export function RemoveAreaDialog({
  label,
  disabled,
  onRemove,
  onRemoved,
}: {
  label: string;
  disabled?: boolean;
  onRemove: () => Promise<boolean>;
  onRemoved: () => void;
}) {
  return (
    <ConfirmDialog
      title={FLOOR_TEXT.removeArea}
      description={AREA_TEXT.confirmRemove(label)}
      confirmLabel={FLOOR_TEXT.remove}
      cancelLabel={FLOOR_TEXT.cancel}
      onConfirm={onRemove}
      onConfirmed={onRemoved}
      trigger={
        <Button variant="outline" tone="danger" disabled={disabled}>
          {FLOOR_TEXT.removeArea}
        </Button>
      }
    />
  );
}
