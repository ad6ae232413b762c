import { EyeIcon, EyeOffIcon } from '../../icons';
import { useControllableState } from '../../utils/useControllableState';
import { IconButton } from '../IconButton/IconButton';
import { COMPONENT_LABELS } from '../labels';
import type { TextFieldProps } from '../TextField/TextField';
import { TextField } from '../TextField/TextField';

export interface PasswordFieldProps extends Omit<TextFieldProps, 'type' | 'endAdornment'> {
  /** Whether the password is shown as text (controlled). */
  visible?: boolean;
  defaultVisible?: boolean;
  onVisibleChange?: (visible: boolean) => void;
  /** Accessible names of the toggle; a text label is added ('Show password, New password'). */
  showLabel?: string;
  hideLabel?: string;
}

/**
 * A password input with a button that shows or hides what was typed. The button's name carries
 * the field's label, so that a form with several password fields has no two alike.
 */
export function PasswordField({
  visible,
  defaultVisible = false,
  onVisibleChange,
  showLabel = COMPONENT_LABELS.showPassword,
  hideLabel = COMPONENT_LABELS.hidePassword,
  autoComplete = 'current-password',
  disabled,
  ...props
}: PasswordFieldProps) {
  const [isVisible, setVisible] = useControllableState({
    value: visible,
    defaultValue: defaultVisible,
    onChange: onVisibleChange,
  });
  const toggleLabel = isVisible ? hideLabel : showLabel;
  return (
    <TextField
      {...props}
      disabled={disabled}
      type={isVisible ? 'text' : 'password'}
      autoComplete={autoComplete}
      // Spell checkers would otherwise send a visible password to a dictionary service.
      spellCheck={false}
      autoCapitalize="none"
      endAdornment={
        <IconButton
          size="small"
          aria-label={
            typeof props.label === 'string' ? `${toggleLabel}, ${props.label}` : toggleLabel
          }
          icon={isVisible ? <EyeOffIcon /> : <EyeIcon />}
          disabled={disabled}
          onClick={() => setVisible((current) => !current)}
        />
      }
    />
  );
}
