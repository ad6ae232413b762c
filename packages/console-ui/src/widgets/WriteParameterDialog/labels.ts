/** The texts of WriteParameterDialog: the defaults, and what a product may replace through `labels`. */
export interface WriteParameterDialogLabels {
  /** The trigger's text. */
  write: string;
  send: string;
  close: string;
  currentValue: string;
  newValue: string;
  /** The title, and the trigger's accessible name: 'Write Set Temp'. */
  writeTitle: (name: string) => string;
}

export const DEFAULT_WRITE_PARAMETER_DIALOG_LABELS: WriteParameterDialogLabels = {
  write: 'Write',
  send: 'Send',
  close: 'Close',
  currentValue: 'Current value',
  newValue: 'New value',
  writeTitle: (name) => `Write ${name}`,
};
