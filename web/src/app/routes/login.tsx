import { LoginScreen } from '../../features/auth/components/login-screen.tsx';

export default function LoginRoute() {
  return <LoginScreen />;
}
