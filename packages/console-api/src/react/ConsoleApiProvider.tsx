import type { ReactNode } from 'react';
import { createContext, useContext, useMemo } from 'react';
import type { SWRConfiguration } from 'swr';
import { SWRConfig } from 'swr';
import type { ConsoleClient } from '../consoleClient';
import { isAbortError } from '../errors';

const ConsoleClientContext = createContext<ConsoleClient | null>(null);

export interface ConsoleApiProviderProps {
  client: ConsoleClient;
  /** SWR settings for every hook below (a cache `provider` in tests, say). */
  swrConfig?: SWRConfiguration;
  /**
   * Called once for every failed read of the hooks below, with the request's cache key: the one
   * place to log or report failures (screens show them from the hook's `error`, and never log
   * while rendering, where every re-render would log again). Cancelled requests are not reported.
   */
  onError?: (error: unknown, key: string) => void;
  children?: ReactNode;
}

/** Makes a console client available to the data hooks. Not a visual component. */
export function ConsoleApiProvider({
  client,
  swrConfig,
  onError,
  children,
}: ConsoleApiProviderProps) {
  const value = useMemo<SWRConfiguration | undefined>(() => {
    if (!onError) return swrConfig;
    const configured = swrConfig?.onError;
    return {
      ...swrConfig,
      onError: (error: unknown, key: string, config) => {
        if (!isAbortError(error)) onError(error, key);
        configured?.(error, key, config);
      },
    };
  }, [onError, swrConfig]);
  const content = (
    <ConsoleClientContext.Provider value={client}>{children}</ConsoleClientContext.Provider>
  );
  return value ? <SWRConfig value={value}>{content}</SWRConfig> : content;
}

/** The client given to the nearest ConsoleApiProvider. */
export function useConsoleClient(): ConsoleClient {
  const client = useContext(ConsoleClientContext);
  if (!client)
    throw new Error('useConsoleClient needs a <ConsoleApiProvider client={...}> above it.');
  return client;
}
