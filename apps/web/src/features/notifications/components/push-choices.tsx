import { Alert, Button, Card, Stack, Switch, Text, Title } from '@mantine/core';
import { IconBellRinging } from '@tabler/icons-react';
import { ApiCallError } from '../../../lib/api-client.ts';
import { toast } from '../../../ui/toast.ts';
import { useEmailChoices } from '../api/email-choices.ts';
import { useSetEmailChoice } from '../api/set-email-choice.ts';
import { usePush } from '../push/use-push.ts';

/**
 * Push notifications on this device: a button that asks the browser (a tap, never on load), then one
 * switch per kind. A browser without push, or an operator viewing a member, sees nothing here.
 */
export function PushChoices() {
  const push = usePush();
  const choices = useEmailChoices();
  const set = useSetEmailChoice();
  if (push.state === 'unsupported' || push.viewAs) return null;
  return (
    <Card withBorder radius="md" p="md" id="push-choices">
      <Stack gap="sm">
        <Title order={2} fz="h4">
          Notifications on this device
        </Title>
        {push.state === 'on' ? (
          <Text size="sm" c="dark.5" data-testid="push-state">
            On for this device. Choose which ones it shows.
          </Text>
        ) : push.state === 'blocked' ? (
          <Text size="sm" c="dark.5" data-testid="push-state">
            Notifications are blocked for this site. Allow them in your browser’s site settings to get them
            here.
          </Text>
        ) : (
          <>
            <Text size="sm" c="dark.5">
              Get a notification on this phone or computer as soon as something happens, even when the app is
              closed.
            </Text>
            <Button
              leftSection={<IconBellRinging size={18} aria-hidden />}
              onClick={() => void push.turnOn()}
              style={{ alignSelf: 'flex-start' }}
            >
              Turn on notifications
            </Button>
          </>
        )}
        {push.error && (
          <Alert color="red" role="alert">
            {push.error}
          </Alert>
        )}
        {set.error && (
          <Alert color="red" role="alert">
            {set.error instanceof ApiCallError ? set.error.message : 'Your choice was not saved. Try again.'}
          </Alert>
        )}
        {push.state === 'on' &&
          choices.data?.map((p) => (
            <Switch
              key={p.kind}
              label={p.label}
              checked={p.push}
              disabled={set.isPending}
              onChange={(e) =>
                set.mutate(
                  { kind: p.kind, push: e.currentTarget.checked },
                  { onSuccess: (r) => toast.success(r.message) },
                )
              }
            />
          ))}
      </Stack>
    </Card>
  );
}
