import { Anchor, Center, Container, Loader, Stack, Text, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { paths } from '../../config/paths.ts';

type State = 'waiting' | 'leaving' | 'not-configured' | 'unreachable';

/**
 * /loans leaves at once for the external loan form, whose address comes from the server's config
 * (LOANS_FORM_URL). With no form configured, or no answer, it says so instead of opening a broken site.
 */
export default function LoansRedirectPage() {
  const [state, setState] = useState<State>('waiting');
  useEffect(() => {
    fetch('/api/config')
      .then((r) => r.json())
      .then((e: { data?: { loans_form_url?: string | null } }) => {
        const url = e.data?.loans_form_url;
        if (url && /^https?:\/\//i.test(url)) {
          setState('leaving');
          window.location.replace(url);
        } else setState('not-configured');
      })
      .catch(() => setState('unreachable'));
  }, []);
  if (state === 'not-configured' || state === 'unreachable') {
    return (
      <Container component="main" size={560} py="xl" px="md">
        <Stack gap="md">
          <Title order={1} fz="h2">
            Loan applications
          </Title>
          <Text>
            {state === 'not-configured'
              ? 'The online loan application form is not open at the moment.'
              : 'We could not reach the Trust Fund to find the loan application form. Check your internet connection and try again.'}
          </Text>
          <Text>
            Members on the Silver, Gold and Platinum plans can apply for a loan from their dashboard after
            signing in. For anything else, our support team will help.
          </Text>
          <Text>
            <Anchor component={Link} to={paths.login}>
              Log in to your dashboard
            </Anchor>{' '}
            or{' '}
            <Anchor component={Link} to={paths.support}>
              contact support
            </Anchor>
            .
          </Text>
        </Stack>
      </Container>
    );
  }
  return (
    <Center component="main" mih="100vh">
      <Stack align="center">
        <Loader aria-hidden />
        <Title order={1} size="h4" fw={500}>
          A moment please...
        </Title>
      </Stack>
    </Center>
  );
}
