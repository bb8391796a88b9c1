import { Alert, Anchor, Button, Container, Paper, Stack, Text, Title } from '@mantine/core';
import { Link, useSearchParams } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { useEmailUnsubscribe } from '../api/email-unsubscribe.ts';

/**
 * /email-unsubscribe?token=…: the link at the foot of every email the fund writes to its members. It
 * works without signing in, and asks before it acts, so a mail scanner that opens links unsubscribes
 * no one. Only messages from the fund stop; notices about the member's own money keep coming.
 */
export default function EmailUnsubscribePage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const unsubscribe = useEmailUnsubscribe();
  return (
    <Container component="main" size={560} py="xl">
      <Paper withBorder radius="lg" p="lg">
        <Stack gap="md">
          <Title order={1} size="h2">
            Unsubscribe from messages from the fund
          </Title>
          {unsubscribe.isSuccess ? (
            <Alert color="teal" variant="light" role="status" title="Unsubscribed">
              {unsubscribe.data.message}
            </Alert>
          ) : (
            <>
              <Text>
                Messages from the fund will stop coming by email; you still see them in the app. Notices about
                your own payments, loans and account keep coming as you chose.
              </Text>
              {(unsubscribe.isError || !token) && (
                <Alert color="red" variant="light" role="alert">
                  {unsubscribe.isError
                    ? unsubscribe.error.message
                    : 'This unsubscribe link is incomplete. Open the link from the email again.'}
                </Alert>
              )}
              <Button
                onClick={() => unsubscribe.mutate(token)}
                loading={unsubscribe.isPending}
                disabled={!token}
                style={{ alignSelf: 'flex-start' }}
              >
                Unsubscribe
              </Button>
            </>
          )}
          <Text size="sm" c="dimmed">
            Signed in, you can change every email and push choice on your{' '}
            <Anchor component={Link} to={paths.notifications} underline="always">
              Notifications page
            </Anchor>
            .
          </Text>
        </Stack>
      </Paper>
    </Container>
  );
}
