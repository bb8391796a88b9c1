import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { useEffect } from 'react';
import { Link, useNavigate } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { session } from '../../../lib/session.ts';

/** /success: Congratulations, then the dashboard after 0.5 seconds (part 1 sections 2 and 9). */
export default function SuccessPage() {
  const navigate = useNavigate();
  useEffect(() => {
    session.set('fromRegister', null);
    const timer = setTimeout(() => navigate(paths.dashboard, { replace: true }), 500);
    return () => clearTimeout(timer);
  }, [navigate]);
  return (
    <Center component="main" mih="60vh" p="md">
      <Stack align="center" gap="sm">
        <Title order={1}>Congratulations!</Title>
        <Text ta="center">You are now a member of Trust Fund.</Text>
        <Button component={Link} to={paths.dashboard} replace>
          Go to Dashboard
        </Button>
      </Stack>
    </Center>
  );
}
