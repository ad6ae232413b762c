import type { ChangeLogEntry, ModbusType } from '@hvac/console-api';
import { isApiError } from '@hvac/console-api';
import { useLiveEvent, useLiveStatus } from '@hvac/console-api/live';
import { useConsoleClient, useConsoleMutations } from '@hvac/console-api/react';
import { MESSAGES } from '@hvac/console-domain';
import type { WriteStatus } from '@hvac/console-ui';
import { useCallback, useEffect, useRef, useState } from 'react';

/** How often a pending write's own entry is read while live updates are down (else never). */
const STATUS_POLL_MS = 2000;

export interface WriteTarget {
  deviceId: number;
  modbusType: ModbusType;
  register: number;
  outdoorUnit?: number | null;
  indoorUnit?: number | null;
}

/**
 * One parameter write: POST /devices/{id}/write/, then its own change-log entry followed by the
 * pushed `change_log.changed` event, plus one read of that entry (by id, wherever newer writes put it
 * in the pages) when it is sent and whenever the live stream (re)connects without replaying what it
 * missed; while the stream is down, the entry is read every 2 s. `onSettled` runs once it is complete or failed (to re-read the value),
 * `failureReason` is the failed entry's `detail`. A refused value resolves to the server's field
 * message.
 */
export function useParameterWrite(projectId: number, onSettled?: () => void) {
  const client = useConsoleClient();
  const mutations = useConsoleMutations();
  const [entryId, setEntryId] = useState<number>();
  const [status, setStatus] = useState<WriteStatus>('idle');
  const [failureReason, setFailureReason] = useState<string | null>(null);
  const live = useLiveStatus()?.state === 'live';
  const pending = entryId !== undefined && status === 'incomplete';
  // The entry the answers are about: an answer for a write the dialog has since left is dropped.
  const following = useRef<number | undefined>(undefined);
  following.current = pending ? entryId : undefined;
  const settled = useRef(onSettled);
  settled.current = onSettled;

  const settle = useCallback((entry: Pick<ChangeLogEntry, 'id' | 'status' | 'detail'>) => {
    if (following.current !== entry.id || entry.status === 'incomplete') return;
    following.current = undefined;
    setStatus(entry.status === 'complete' ? 'complete' : 'failed');
    setFailureReason(entry.detail ?? null);
    settled.current?.();
  }, []);

  const readEntry = useCallback(
    (id: number) => client.projects.changeLogEntry(projectId, id).then(settle, () => undefined),
    [client, projectId, settle],
  );

  useLiveEvent(
    (event) => {
      if (event.type !== 'change_log.changed' || event.entry !== following.current) return;
      // A failure's reason is in the entry, not the event: read it once.
      if (event.status === 'failed') void readEntry(event.entry);
      else settle({ id: event.entry, status: event.status as ChangeLogEntry['status'] });
    },
    // The stream came back without the events it missed: read the entry once.
    () => {
      if (following.current !== undefined) void readEntry(following.current);
    },
  );

  // One read when the write is sent and when live updates resume, which may have missed the
  // event; polling the entry itself only while there is no stream.
  useEffect(() => {
    if (!pending || entryId === undefined) return undefined;
    void readEntry(entryId);
    if (live) return undefined;
    const timer = window.setInterval(() => void readEntry(entryId), STATUS_POLL_MS);
    return () => window.clearInterval(timer);
  }, [entryId, live, pending, readEntry]);

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
