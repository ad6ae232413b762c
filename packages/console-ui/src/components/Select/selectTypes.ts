import type { ReactNode } from 'react';

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

export interface SelectProps {
  label: ReactNode;
  options: readonly SelectOption[];
  hint?: ReactNode;
  error?: ReactNode;
  /** The selected value (controlled). */
  value?: string;
  defaultValue?: string;
  onValueChange?: (value: string) => void;
  placeholder?: string;
  disabled?: boolean;
  required?: boolean;
  /** Submits the value with a form under this name. */
  name?: string;
  id?: string;
  className?: string;
  /**
   * The platform's own `<select>` instead of the Radix list: for a short list of plain labels on a
   * busy screen. Opening it costs nothing (the Radix list mounts, positions itself and makes the
   * page inert inside the opening click: docs/benchmarks/console-ui.md), and phones show their
   * own picker. `open`, `defaultOpen` and `onOpenChange` do not apply.
   */
  native?: boolean;
  /** Open state (controlled), e.g. for stories. */
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
}
