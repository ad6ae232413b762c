import { useDevicesAndConfigurations, useRawRead } from '@hvac/console-api/react';
import type { DebugUnits } from '@hvac/console-domain';
import {
  debugParameters,
  debugRead,
  MESSAGES,
  realtimeLoadFailedMessage,
} from '@hvac/console-domain';
import { DebugParameterTable, Select } from '@hvac/console-ui';
import { useMemo, useState } from 'react';

import { deviceReadErrorMessage, loadErrorMessage } from '../../../app/errors';
import { QueryState } from '../../../app/QueryState';
import { PROJECT_TEXT } from '../projectText';
import * as styles from '../../../app/layout.css';
import type { ProjectTabProps } from './types';

/**
 * Debug Mode (DECISIONS.md, superusers only; the detail page hides the tab from others): the chosen
 * device's configuration formulas per unit and one raw read of all its coils and registers, which
 * the API client sends in batches of at most 40, at most 4 at a time.
 */
export default function DebugModeTab({ project }: ProjectTabProps) {
  const devices = useDevicesAndConfigurations(project.id);
  const [chosenId, setChosenId] = useState<number | null>(null);
  const entries = devices.data ?? [];
  const current = entries.find((entry) => entry.device.id === chosenId) ?? entries[0];

  const parameters = useMemo(() => {
    if (!current) return [];
    const units: DebugUnits = {
      outdoor: current.device.units.map((unit) => unit.unit),
      indoor: current.device.units.flatMap((unit) =>
        (unit.indoor_units ?? []).map((indoor) => indoor.unit),
      ),
    };
    return debugParameters(current.configuration, units);
  }, [current]);
  const read = useMemo(() => debugRead(parameters), [parameters]);
  const realtime = useRawRead(current?.device.id, read);

  return (
    <QueryState
      loading={devices.isLoading}
      error={devices.error}
      errorMessage={
        loadErrorMessage(devices.error, MESSAGES.FAILED_TO_FETCH_DEVICES_AND_CONFIGURATIONS) ??
        undefined
      }
      onRetry={() => void devices.mutate()}
    >
      {current ? (
        <div className={styles.section}>
          {entries.length > 1 ? (
            <div className={styles.narrow}>
              <Select
                label={PROJECT_TEXT.device}
                options={entries.map((entry) => ({
                  value: String(entry.device.id),
                  label: entry.device.unit_id,
                }))}
                value={String(current.device.id)}
                onValueChange={(value) => setChosenId(Number(value))}
              />
            </div>
          ) : null}
          <DebugParameterTable
            key={current.device.id}
            parameters={parameters}
            values={realtime.data}
            loading={realtime.isLoading || realtime.isValidating}
            errorMessage={
              realtime.error
                ? realtimeLoadFailedMessage(
                    deviceReadErrorMessage(realtime.error, MESSAGES.SERVER_ERROR),
                  )
                : null
            }
            onRead={() => void realtime.mutate()}
          />
        </div>
      ) : (
        <p className={styles.muted}>{MESSAGES.NO_DEVICES}</p>
      )}
    </QueryState>
  );
}
