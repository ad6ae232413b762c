import type { DeviceStatRow } from '@hvac/console-api';
import { useDeviceStats } from '@hvac/console-api/react';
import { MESSAGES } from '@hvac/console-domain';
import { Dialog, ParameterTable } from '@hvac/console-ui';

import { loadErrorMessage } from '../../app/errors';
import { SCREEN_TEXT } from '../../app/text';
import type { StatsDialogProps } from './statsTarget';

const NO_ROWS: DeviceStatRow[] = [];

/** The latest device data dialog: every parameter of the unit, client-sorted, errors highlighted. */
export function LatestDataDialog({ target, onClose, onCloseAutoFocus }: StatsDialogProps) {
  const stats = useDeviceStats(target.unitType, target.unitId);
  return (
    <Dialog
      open
      onCloseAutoFocus={onCloseAutoFocus}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={`${SCREEN_TEXT.latestData}: ${target.title}`}
      size="large"
      // The click paints the dialog at once; its table follows in the next moments.
      deferBody
    >
      <ParameterTable
        aria-label={SCREEN_TEXT.latestData}
        rows={stats.data ?? NO_ROWS}
        unitKind={target.unitType}
        loading={stats.isLoading}
        error={loadErrorMessage(stats.error, MESSAGES.SERVER_ERROR)}
        onRetry={() => void stats.mutate()}
      />
    </Dialog>
  );
}
