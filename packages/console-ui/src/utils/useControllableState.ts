import { useCallback, useRef, useState } from 'react';

export interface UseControllableStateOptions<Value> {
  /** The controlled value; when defined the component renders it and never changes it itself. */
  value?: Value | undefined;
  /** The initial value when uncontrolled. */
  defaultValue: Value;
  /** Called with every requested change, controlled or not. */
  onChange?: ((value: Value) => void) | undefined;
}

export type SetControllableState<Value> = (next: Value | ((previous: Value) => Value)) => void;

/**
 * One helper for props that can be controlled (`value` + `onChange`) or uncontrolled
 * (`defaultValue`), so every component behaves the same way. Switching between the two modes
 * after mount is a caller bug and is not supported, as in React's own inputs.
 */
export function useControllableState<Value>({
  value,
  defaultValue,
  onChange,
}: UseControllableStateOptions<Value>): [Value, SetControllableState<Value>] {
  const [uncontrolledValue, setUncontrolledValue] = useState(defaultValue);
  const isControlled = value !== undefined;
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
