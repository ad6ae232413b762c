import type { DeviceWithConfiguration } from '@hvac/console-api';
import { unitAlarmParametersOf } from '@hvac/console-domain';
import type { AlarmConfigurationDialogProps } from '@hvac/console-ui';
import { AlarmConfigurationDialog } from '@hvac/console-ui';
import { useMemo } from 'react';

export interface AlarmConfigurationEditorProps extends Omit<
  AlarmConfigurationDialogProps,
  'devices'
> {
  /** The project's devices with their configurations (GET /projects/{id}/devices_and_configurations/). */
  devices: readonly DeviceWithConfiguration[];
}

/**
 * The alarm configuration dialog as a chunk of its own: its selects, combobox and the parameter
 * lists of each device's configuration load when an editor first opens it, not with the tab.
 */
export default function AlarmConfigurationEditor({
  devices,
  ...props
}: AlarmConfigurationEditorProps) {
  const options = useMemo(
    () =>
      devices.map(({ device, configuration }) => ({
        id: device.id,
        unit_id: device.unit_id,
        // One parameter per system and indoor unit, named with it (System 1 · Reception).
        parameters: unitAlarmParametersOf(configuration, device.units),
      })),
    [devices],
  );
  // The click paints the dialog at once; its selects and combobox follow in the next moments.
  return <AlarmConfigurationDialog devices={options} deferBody {...props} />;
}
