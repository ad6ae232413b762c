import { AlarmConfigurationDialog } from '@hvac/console-ui';
import type { AlarmConfigurationDialogProps } from '@hvac/console-ui';

/**
 * The alarm configuration dialog as a chunk of its own: its selects and combobox load when an
 * editor first opens it, not with the project's default tab.
 */
export default function AlarmConfigurationEditor(props: AlarmConfigurationDialogProps) {
  return <AlarmConfigurationDialog {...props} />;
}
