import type { ReactNode } from 'react';
import { createContext, useContext } from 'react';
import type { SWRConfiguration } from 'swr';
import { SWRConfig } from 'swr';
import type { ConsoleClient } from '../client';

const ConsoleClientContext = createContext<ConsoleClient | null>(null);

export interface ConsoleApiProviderProps {
  client: ConsoleClient;
  /** SWR settings for every hook below (a cache `provider` in tests, `onError` for toasts). */
  swrConfig?: SWRConfiguration;
  children?: ReactNode;
}

/** Makes a console client available to the data hooks. Not a visual component. */
export function ConsoleApiProvider({ client, swrConfig, children }: ConsoleApiProviderProps) {
  const content = (
    <ConsoleClientContext.Provider value={client}>{children}</ConsoleClientContext.Provider>
  );
  return swrConfig ? <SWRConfig value={swrConfig}>{content}</SWRConfig> : content;
}

/** The client given to the nearest ConsoleApiProvider. */
export function useConsoleClient(): ConsoleClient {
  const client = useContext(ConsoleClientContext);
  if (!client)
    throw new Error('useConsoleClient needs a <ConsoleApiProvider client={...}> above it.');
  return client;
}
