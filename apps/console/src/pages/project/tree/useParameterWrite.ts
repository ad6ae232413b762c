import type { ModbusType } from '@hvac/console-api';
import { isApiError } from '@hvac/console-api';
import { useConsoleClient, useConsoleMutations } from '@hvac/console-api/react';
import { MESSAGES } from '@hvac/console-domain';
import type { WriteStatus } from '@hvac/console-ui';
import { useEffect, useState } from 'react';

/** How often a pending write's change-log entry is looked up. */
const STATUS_POLL_MS = 2000;

export interface WriteTarget {
  deviceId: number;
  modbusType: ModbusType;
  register: number;
  outdoorUnit?: number | null;
  indoorUnit?: number | null;
}

/**
 * One parameter write: POST /devices/{id}/write/, then the new change-log entry's status, looked
 * up every 2 s while 'incomplete'; `onSettled` runs once it is complete or failed (to re-read the
 * value), `failureReason` is the failed entry's `detail`. A refused value resolves to the server's
 * field message.
 */
export function useParameterWrite(projectId: number, onSettled?: () => void) {
  const client = useConsoleClient();
  const mutations = useConsoleMutations();
  const [entryId, setEntryId] = useState<number>();
  const [status, setStatus] = useState<WriteStatus>('idle');
  const [failureReason, setFailureReason] = useState<string | null>(null);

  useEffect(() => {
    if (entryId === undefined || status !== 'incomplete') return undefined;
    let cancelled = false;
    const timer = window.setInterval(() => {
      void client.projects.changeLog(projectId, 1).then(
        (page) => {
          const entry = page.results.find((item) => item.id === entryId);
          if (cancelled || !entry || entry.status === 'incomplete') return;
          setStatus(entry.status === 'complete' ? 'complete' : 'failed');
          setFailureReason(entry.detail ?? null);
          onSettled?.();
        },
        () => undefined,
      );
    }, STATUS_POLL_MS);
    return () => {
      cancelled = true;
      window.clearInterval(timer);
    };
  }, [client, entryId, onSettled, projectId, status]);

  async function send(target: WriteTarget, value: number): Promise<string | undefined> {
    try {
      const entry = await mutations.writeParameter(
        target.deviceId,
        {
          modbus_type: target.modbusType,
          register: target.register,
          value,
          outdoor_unit: target.outdoorUnit ?? null,
          indoor_unit: target.indoorUnit ?? null,
        },
        projectId,
      );
      setEntryId(entry.id);
      setFailureReason(entry.detail ?? null);
      setStatus(
        entry.status === 'complete' || entry.status === 'failed' ? entry.status : 'incomplete',
      );
      return undefined;
    } catch (error) {
      if (isApiError(error)) {
        const field = error.fieldErrors.value?.[0];
        return field ?? error.firstMessage(MESSAGES.FAILED_TO_WRITE_PARAMETER);
      }
      return MESSAGES.FAILED_TO_WRITE_PARAMETER;
    }
  }

  const reset = () => {
    setEntryId(undefined);
    setStatus('idle');
    setFailureReason(null);
  };

  return { status, failureReason, send, reset };
}
