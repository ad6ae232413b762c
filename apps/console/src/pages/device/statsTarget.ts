import type { UnitType } from '@hvac/console-api';

/** Which unit's statistics a dialog shows: an outdoor system, an indoor unit or a single unit. */
export interface StatsTarget {
  kind: 'latest' | 'historical';
  unitType: UnitType;
  unitId: number;
  /** The dialog's title, e.g. 'System 1' or the indoor unit's name. */
  title: string;
}

/** What a statistics dialog gets from the page that opened it. */
export interface StatsDialogProps {
  target: StatsTarget;
  onClose: () => void;
  /** Returns focus to the button that opened the dialog (the dialogs have no trigger of their own). */
  onCloseAutoFocus: (event: Event) => void;
}
