import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FormEvent } from 'react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Button } from '../components/Button/Button';
import { PasswordField } from '../components/PasswordField/PasswordField';
import { TextField } from '../components/TextField/TextField';
import { useFocusFirstInvalid } from './useFocusFirstInvalid';

function SignInForm() {
  const { ref, focusFirstInvalid } = useFocusFirstInvalid();
  const [submitted, setSubmitted] = useState(false);
  const [username, setUsername] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    focusFirstInvalid();
  };
  return (
    <form ref={ref} onSubmit={submit} noValidate>
      <TextField
        label="Username"
        value={username}
        onChange={(event) => setUsername(event.target.value)}
        error={submitted && !username ? 'Username is required' : undefined}
      />
      <PasswordField label="Password" error={submitted ? 'Insert a password' : undefined} />
      <Button type="submit">Login</Button>
    </form>
  );
}

describe('useFocusFirstInvalid', () => {
  it('moves focus from the submit button to the first field with an error', async () => {
    const user = userEvent.setup();
    render(<SignInForm />);
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(screen.getByRole('textbox', { name: 'Username' })).toHaveFocus();
    await user.type(screen.getByRole('textbox', { name: 'Username' }), 'admin');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(screen.getByLabelText('Password')).toHaveFocus();
  });
});
