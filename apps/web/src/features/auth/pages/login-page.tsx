import {
  Alert,
  Anchor,
  Button,
  Center,
  Checkbox,
  Group,
  Loader,
  PasswordInput,
  Stack,
  Text,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { loginFormSchema } from '@trust/shared/contracts/auth';
import { SESSION_INVALID } from '@trust/shared/messages';
import { useEffect, useMemo, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { ApiCallError } from '../../../lib/api-client.ts';
import { formValidator } from '../../../lib/form-validation.ts';
import { type SessionUser, session } from '../../../lib/session.ts';
import { destinationAfterLogin } from '../after-login.ts';
import { useLogin } from '../api/login.ts';
import { AuthLayout } from '../components/auth-layout.tsx';
import { EmailField } from '../components/email-field.tsx';
import { TotpStep } from '../components/totp-step.tsx';
import { UnverifiedNotice } from '../components/unverified-notice.tsx';
import { linkActionFrom } from '../link-action.ts';
import { useLinkLogin } from '../use-link-login.ts';

interface LoginValues {
  email: string;
  password: string;
  remember: boolean;
}

const validate = formValidator(loginFormSchema);

const OFFLINE_MESSAGE = 'You are offline. Check your internet connection and try again.';
const NO_ANSWER_MESSAGE = 'We could not reach the Trust Fund. Check your internet connection and try again.';

/** Login (/login, part 1 sections 2, 4 and 6), with the query-driven email-link actions. */
export default function LoginPage() {
  const location = useLocation();
  const navigate = useNavigate();
  const from = (location.state as { from?: unknown } | null)?.from;
  const remembered = session.remember();
  const loginCall = useLogin();
  const [unverified, setUnverified] = useState<{ message: string; email: string } | null>(null);
  const [noConnection, setNoConnection] = useState<string | null>(null);
  // The server's refusal ("Invalid email or password"), shown above the form it is about.
  const [refused, setRefused] = useState<string | null>(null);
  // An operator who uses two-step sign-in: the checked email and password, waiting for the code.
  const [second, setSecond] = useState<{ email: string; password: string; remember: boolean } | null>(null);
  const action = useMemo(() => linkActionFrom(location.search), [location.search]);
  const link = useLinkLogin(action);

  const form = useForm<LoginValues>({
    initialValues: { email: remembered?.email ?? '', password: '', remember: Boolean(remembered) },
    validate: (values) => validate({ ...values }),
    validateInputOnBlur: ['email', 'password'],
  });

  const finish = (user: SessionUser, type?: 'admin' | 'admin_login') => {
    session.set('user', user);
    const viewAs = type === 'admin_login' || user.u_login_type === 'admin_login';
    session.set('loginType', viewAs ? 'admin_login' : null);
    const next = destinationAfterLogin(user, { from, type });
    if (next.fromRegister) session.set('fromRegister', 1);
    navigate(next.to, { replace: true });
  };

  // Mailed links: a verified email is pre-filled; a link login signs in and moves on.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once per link outcome
  useEffect(() => {
    if (link.status === 'signed-in') finish(link.user, link.type);
    if (link.status === 'verified' || link.status === 'failed') {
      form.setFieldValue('email', link.email);
      if (link.status === 'failed' && link.resend)
        setUnverified({ message: link.message, email: link.email });
      // The token is spent: drop it from the address bar and the history.
      navigate(paths.login, { replace: true, state: location.state });
    }
  }, [link.status]);

  const submit = form.onSubmit(async (values) => {
    const { email, password } = loginFormSchema.parse(values);
    setUnverified(null);
    setNoConnection(null);
    setRefused(null);
    // Offline, say so at once instead of a button that spins.
    if (typeof navigator !== 'undefined' && navigator.onLine === false) {
      setNoConnection(OFFLINE_MESSAGE);
      return;
    }
    try {
      const { data } = await loginCall.mutateAsync({
        email,
        password,
        remember: values.remember,
        device_type: 'web',
      });
      session.set('remember', values.remember ? { email } : null);
      finish(data);
    } catch (e) {
      // A failed login clears the password field (part 1 section 4).
      form.setFieldValue('password', '');
      // No answer (offline, no signal, the server unreachable or too slow): say so next to the form.
      if ((e as Error).name === 'TimeoutError' || (e as Error).name === 'AbortError') {
        setNoConnection(NO_ANSWER_MESSAGE);
        return;
      }
      if (e instanceof ApiCallError && e.status === 0) {
        setNoConnection(navigator.onLine === false ? OFFLINE_MESSAGE : NO_ANSWER_MESSAGE);
        return;
      }
      if (!(e instanceof ApiCallError) || e.message === SESSION_INVALID) return;
      if ((e.data as { totp_required?: boolean } | null)?.totp_required) {
        setSecond({ email, password, remember: values.remember });
      } else if ((e.data as { resend?: boolean } | null)?.resend)
        setUnverified({ message: e.message, email });
      else setRefused(e.message);
    }
  });

  /** Signs in with the operator's code; answers the refusal to show beside the code, or null. */
  const submitCode = async (code: string): Promise<string | null> => {
    if (!second) return null;
    try {
      const { data } = await loginCall.mutateAsync({
        email: second.email,
        password: second.password,
        totp: code,
        remember: second.remember,
        device_type: 'web',
      });
      session.set('remember', second.remember ? { email: second.email } : null);
      finish(data);
      return null;
    } catch (e) {
      if ((e as Error).name === 'TimeoutError' || (e as Error).name === 'AbortError')
        return NO_ANSWER_MESSAGE;
      if (e instanceof ApiCallError && e.status === 0) return NO_ANSWER_MESSAGE;
      // Too many tries or any refusal other than the code: back to the first step to read it there.
      if (e instanceof ApiCallError && e.status !== 400) {
        setSecond(null);
        setRefused(e.message);
        return null;
      }
      return (e as Error).message;
    }
  };

  if (link.status === 'working' || link.status === 'signed-in') {
    return (
      <AuthLayout title={action?.kind === 'verify' ? 'Verifying your email' : 'Signing you in'}>
        <Center py="xl">
          <Stack align="center">
            <Loader aria-label="Please wait" />
            <Text>A moment please...</Text>
          </Stack>
        </Center>
      </AuthLayout>
    );
  }

  if (second) {
    return (
      <AuthLayout title="Two-step sign-in" subtitle={second.email} panel="login">
        <TotpStep onCode={submitCode} onBack={() => setSecond(null)} busy={loginCall.isPending} />
      </AuthLayout>
    );
  }

  return (
    <AuthLayout title="Login" subtitle="Welcome back. Log in to your Trust Fund account." panel="login">
      <Stack gap="md">
        {link.status === 'verified' && (
          <Alert color="teal" variant="light" title="Email verified" role="status">
            {link.message}
          </Alert>
        )}
        {link.status === 'failed' && !link.resend && (
          <Alert color="red" variant="light" title="This link did not work" role="alert">
            {link.message}
          </Alert>
        )}
        {noConnection && (
          <Alert color="red" variant="light" title="Not connected" role="alert">
            {noConnection}
          </Alert>
        )}
        {refused && (
          <Alert color="red" variant="light" title="Could not log in" role="alert">
            {refused}
          </Alert>
        )}
        {unverified && <UnverifiedNotice message={unverified.message} email={unverified.email} />}
        <form onSubmit={submit} noValidate>
          <Stack gap="sm">
            <EmailField input={form.getInputProps('email')} />
            <PasswordInput
              label="Password"
              withAsterisk
              autoComplete="current-password"
              maxLength={40}
              {...form.getInputProps('password')}
            />
            <Group justify="space-between" mt={4}>
              <Checkbox label="Remember me" {...form.getInputProps('remember', { type: 'checkbox' })} />
              <Anchor component={Link} to={paths.forgot} size="sm" fw={600}>
                Forgot password?
              </Anchor>
            </Group>
            <Button type="submit" size="md" mt="sm" fullWidth loading={loginCall.isPending}>
              Login
            </Button>
            <Text ta="center" size="sm">
              Don't have an account?{' '}
              <Anchor component={Link} to={paths.register} fw={600}>
                Register
              </Anchor>
            </Text>
          </Stack>
        </form>
      </Stack>
    </AuthLayout>
  );
}
