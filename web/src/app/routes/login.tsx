import { LoginScreen } from '../../features/auth/components/login-screen.tsx';

export function LoginRoute() {
  return <LoginScreen />;
}
