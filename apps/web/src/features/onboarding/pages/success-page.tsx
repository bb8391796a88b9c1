import { Button, Center, Container, Stack, Text, Title } from '@mantine/core';
import { useEffect } from 'react';
import { Link, useNavigate } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { session } from '../../../lib/session.ts';
import { JoiningStepper } from '../../../ui/stepper.tsx';

/** /success: Congratulations, then the dashboard after 0.5 seconds (part 1 sections 2 and 9). */
export default function SuccessPage() {
  const navigate = useNavigate();
  useEffect(() => {
    session.set('fromRegister', null);
    const timer = setTimeout(() => navigate(paths.dashboard, { replace: true }), 500);
    return () => clearTimeout(timer);
  }, [navigate]);
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
