/**
 * Labels of the sign-in screen, apart from the other screens' labels (text.ts) so that /login/ loads
 * only these. Messages (toasts, errors) come from MESSAGES of @hvac/console-domain.
 */
export const SIGN_IN_TEXT = {
  /** The console's name: public pages' logo, and every document title's end. */
  appTitle: 'HVAC Console',
  signIn: 'Sign in',
  username: 'Username',
  password: 'Password',
  login: 'Login',
  forgotPasswordLink: 'Forgot Password?',
} as const;
