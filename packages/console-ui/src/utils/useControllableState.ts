import { useCallback, useEffect, useRef, useState } from 'react';

export interface UseControllableStateOptions<Value> {
  /** The controlled value; when defined the component renders it and never changes it itself. */
  value?: Value | undefined;
  /** The initial value when uncontrolled. */
  defaultValue: Value;
  /** Called with every requested change, controlled or not. */
  onChange?: ((value: Value) => void) | undefined;
  /** Names the prop in the development warning, e.g. `'DataTable page'`. */
  name?: string;
}

/** Development builds only: bundlers replace `process.env.NODE_ENV`; without one, no warnings. */
function isDevelopment(): boolean {
  try {
    return process.env.NODE_ENV !== 'production';
  } catch {
    return false;
  }
}

export type SetControllableState<Value> = (next: Value | ((previous: Value) => Value)) => void;

/**
 * One helper for props that can be controlled (`value` + `onChange`) or uncontrolled
 * (`defaultValue`), so every component behaves the same way. Switching between the two modes
 * after mount is a caller bug and is not supported; as React does for its own inputs, development
 * builds warn once when it happens.
 */
export function useControllableState<Value>({
  value,
  defaultValue,
  onChange,
  name = 'value',
}: UseControllableStateOptions<Value>): [Value, SetControllableState<Value>] {
  const [uncontrolledValue, setUncontrolledValue] = useState(defaultValue);
  const isControlled = value !== undefined;

  const wasControlled = useRef(isControlled);
  useEffect(() => {
    if (wasControlled.current === isControlled || !isDevelopment()) return;
    const [from, to] = isControlled
      ? ['uncontrolled', 'controlled']
      : ['controlled', 'uncontrolled'];
    console.warn(
      `A component changed its ${name} from ${from} to ${to}. Decide between a controlled ` +
        `value (with onChange) and an uncontrolled default for the component's lifetime.`,
    );
    wasControlled.current = isControlled;
  }, [isControlled, name]);
  const current = isControlled ? value : uncontrolledValue;

  // Refs keep the setter stable while reading the latest props.
  const currentRef = useRef(current);
  currentRef.current = current;
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;

  const setValue = useCallback<SetControllableState<Value>>(
    (next) => {
      const resolved =
        typeof next === 'function'
          ? (next as (previous: Value) => Value)(currentRef.current)
          : next;
      if (Object.is(resolved, currentRef.current)) return;
      if (!isControlled) setUncontrolledValue(resolved);
      currentRef.current = resolved;
      onChangeRef.current?.(resolved);
    },
    [isControlled],
  );

  return [current, setValue];
}
