import { useEffect, useRef } from 'react';
import { Button } from '../Button/Button';
import type { ToastProviderProps } from './Toast';
import { ToastProvider, useToast } from './Toast';
import type { ToastTone } from './useToastQueue';

export interface ToastDemoProps extends Omit<ToastProviderProps, 'children'> {
  tone: ToastTone;
  message: string;
  /** Toasts shown as the story opens, oldest first. */
  initial?: ReadonlyArray<{ tone: ToastTone; message: string }>;
}

function Trigger({ tone, message, initial }: Pick<ToastDemoProps, 'tone' | 'message' | 'initial'>) {
  const toast = useToast();
  const opened = useRef(false);
  useEffect(() => {
    if (opened.current) return;
    opened.current = true;
    for (const item of initial ?? []) toast[item.tone](item.message);
  }, [initial, toast]);
  return <Button onClick={() => toast[tone](message)}>Show toast</Button>;
}

/** Stories' harness: a provider and a button that raises a toast of the chosen tone. */
export function ToastDemo({ tone, message, initial, ...providerProps }: ToastDemoProps) {
  return (
    <ToastProvider {...providerProps}>
      <Trigger tone={tone} message={message} initial={initial} />
    </ToastProvider>
  );
}
