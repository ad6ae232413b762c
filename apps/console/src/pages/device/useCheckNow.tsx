import type { DeviceStatus } from '@hvac/console-api';
import { useConsoleMutations } from '@hvac/console-api/react';
import { DEVICE_MESSAGES, checkNowResultText } from '@hvac/console-domain';
import { Button } from '@hvac/console-ui';
import type { ReactNode } from 'react';
import { useRef, useState } from 'react';

import * as styles from '../../app/layout.css';

/**
 * Check now on an offline device (`edit_projects`): the server polls it at once, past its reconnect
 * backoff, and the result is announced (a polite live region that stays in the page, placed by the
 * caller apart from the button so that, empty, it takes no room). When the device came back the
 * button goes with its offline state, so focus moves to the announcement instead of falling to the
 * page.
 */
export function useCheckNow({
  deviceId,
  unitId,
  status,
  onChecked,
}: {
  deviceId: number;
  unitId: string;
  status: DeviceStatus | undefined;
  onChecked: () => void;
}): { button: ReactNode; announcement: ReactNode } {
  const { checkDeviceNow } = useConsoleMutations();
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState('');
  const announcement = useRef<HTMLSpanElement>(null);

  async function check() {
    setBusy(true);
    setMessage('');
    try {
      const result = await checkDeviceNow(deviceId);
      setMessage(checkNowResultText(result));
      onChecked();
      if (result.status.state !== 'offline') announcement.current?.focus();
    } catch {
      setMessage(DEVICE_MESSAGES.CHECK_NOW_FAILED);
    } finally {
      setBusy(false);
    }
  }

  return {
    button:
      status?.state === 'offline' ? (
        <Button
          size="small"
          variant="outline"
          tone="neutral"
          loading={busy}
          aria-label={`${DEVICE_MESSAGES.CHECK_NOW} ${unitId}`}
          onClick={() => void check()}
        >
          {DEVICE_MESSAGES.CHECK_NOW}
        </Button>
      ) : null,
    announcement: (
      <span ref={announcement} role="status" tabIndex={-1} className={styles.muted}>
        {message}
      </span>
    ),
  };
}
