import { Button, Center, Container, Stack, Text, Title } from '@mantine/core';
import { useEffect } from 'react';
import { Link, useNavigate } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { session, useIsMember } from '../../../lib/session.ts';
import { JoiningStepper } from '../../../ui/stepper.tsx';

/**
 * /success (part 1 sections 2 and 9): Congratulations with Go to Dashboard. Public, as the spec lists
 * it: a member who just joined moves on to the dashboard after 0.5 seconds; anyone else (a link opened
 * on another phone, a visitor) stays on the page, whose button leads to the dashboard through sign-in,
 * rather than being sent to the sign-in form half a second after arriving.
 */
export default function SuccessPage() {
  const navigate = useNavigate();
  const member = useIsMember();
  useEffect(() => {
    if (!member) return;
    session.set('fromRegister', null);
    const timer = setTimeout(() => navigate(paths.dashboard, { replace: true }), 500);
    return () => clearTimeout(timer);
  }, [member, navigate]);
  return (
    <Container component="main" size={520} py="xl" px="md">
      <JoiningStepper step="done" />
      <Center mih="50vh">
        <Stack align="center" gap="sm">
          <Title order={1}>Congratulations!</Title>
          <Text ta="center">You are now a member of Trust Fund.</Text>
          <Button component={Link} to={paths.dashboard} replace>
            Go to Dashboard
          </Button>
        </Stack>
      </Center>
    </Container>
  );
}
