import { Anchor } from '@mantine/core';
import { Link, useSearchParams } from 'react-router';
import { LoginContent, REGISTER_PATH } from './login-content';

/** /auth/login inside the console (reached by a link or a guard, without a page load). */
export function LoginPage() {
  const [params] = useSearchParams();
  return (
    <LoginContent
      params={params}
      registerLink={
        <Anchor component={Link} to={REGISTER_PATH}>
          Register
        </Anchor>
      }
    />
  );
}
