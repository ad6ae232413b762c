import { ROUTES } from '@hvac/console-domain';
import { Link, useNavigate } from 'react-router-dom';

import { LoginScreen } from './LoginScreen';

/** Sign in (console.md §2 Login) as a route: success goes to the project list. */
export default function LoginPage() {
  const navigate = useNavigate();
  return (
    <LoginScreen
      onSignedIn={() => void navigate(ROUTES.projects, { replace: true })}
      forgotPasswordLink={({ className, children }) => (
        <Link className={className} to={ROUTES.forgotPassword}>
          {children}
        </Link>
      )}
    />
  );
}
