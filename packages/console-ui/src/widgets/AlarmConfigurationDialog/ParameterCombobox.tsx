import { filterParameters } from '@hvac/console-domain';
import type { KeyboardEvent } from 'react';
import { useEffect, useId, useState } from 'react';
import { TextField } from '../../components/TextField/TextField';
import * as styles from './ParameterCombobox.css';

export interface ComboboxParameter {
  key: string;
  name: string;
}

export interface ParameterComboboxProps {
  label: string;
  parameters: readonly ComboboxParameter[];
  /** The chosen parameter's key, or '' for none. */
  value: string;
  onValueChange: (key: string) => void;
  disabled?: boolean;
  error?: string;
  required?: boolean;
  /** What the list says when no parameter matches what was typed. */
  noMatchesLabel?: string;
}

/**
 * A searchable choice of parameter (ARIA combobox with a list box): typing 2 or more characters
 * filters the device's parameters (domain `filterParameters`); arrow keys move through the
 * options, Enter chooses, Escape closes. The text shows the chosen parameter's name.
 */
export function ParameterCombobox({
  label,
  parameters,
  value,
  onValueChange,
  disabled,
  error,
  required,
  noMatchesLabel = 'No parameters',
}: ParameterComboboxProps) {
  const listId = useId();
  const chosen = parameters.find((parameter) => parameter.key === value);
  const [query, setQuery] = useState<string | null>(null);
  const [open, setOpen] = useState(false);
  const [highlighted, setHighlighted] = useState(0);
  const text = query ?? chosen?.name ?? '';
  const options = filterParameters(parameters, query, (parameter) => parameter.name);
  const active = open ? options[Math.min(highlighted, options.length - 1)] : undefined;
  const optionId = (key: string) => `${listId}-${key.replace(/[^\w-]/g, '_')}`;

  // The highlighted option stays in view while the arrow keys move through a long list.
  const activeId = active ? optionId(active.key) : undefined;
  useEffect(() => {
    if (activeId) document.getElementById(activeId)?.scrollIntoView?.({ block: 'nearest' });
  }, [activeId]);

  const choose = (parameter: ComboboxParameter) => {
    onValueChange(parameter.key);
    setQuery(null);
    setOpen(false);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!open) {
        setOpen(true);
        return;
      }
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setHighlighted((index) => (index + step + options.length) % Math.max(options.length, 1));
    } else if (event.key === 'Enter' && open && active) {
      event.preventDefault();
      choose(active);
    } else if (event.key === 'Escape' && open) {
      // Closes the list only; the dialog around stays open.
      event.preventDefault();
      event.stopPropagation();
      setOpen(false);
      setQuery(null);
    }
  };

  return (
    <div>
      <TextField
        label={label}
        role="combobox"
        aria-expanded={open && options.length > 0}
        aria-controls={open && options.length > 0 ? listId : undefined}
        aria-autocomplete="list"
        aria-activedescendant={activeId}
        autoComplete="off"
        required={required}
        disabled={disabled}
        error={error}
        value={text}
        onChange={(event) => {
          setQuery(event.target.value);
          setHighlighted(0);
          setOpen(true);
        }}
        onClick={() => setOpen(true)}
        onKeyDown={onKeyDown}
        onBlur={() => {
          setOpen(false);
          setQuery(null);
        }}
      />
      {open && options.length === 0 ? (
        // An empty list box is not allowed (it must own options): the message stands alone.
        <p role="status" className={styles.empty}>
          {noMatchesLabel}
        </p>
      ) : null}
      {open && options.length > 0 ? (
        <ul id={listId} role="listbox" aria-label={label} className={styles.listbox}>
          {options.map((parameter) => (
            <li
              key={parameter.key}
              id={optionId(parameter.key)}
              role="option"
              aria-selected={parameter.key === value}
              data-highlighted={parameter === active ? '' : undefined}
              className={styles.option}
              // Chosen before the input's blur closes the list.
              onMouseDown={(event) => {
                event.preventDefault();
                choose(parameter);
              }}
            >
              {parameter.name}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
