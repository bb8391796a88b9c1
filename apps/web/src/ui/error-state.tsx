/**
 * ErrorState: what to show when a screen's data could not be loaded: the reason in plain words (the
 * server's message when it sent one) and a Retry button that asks again (a query's `refetch`). Use
 * it in place of the content that failed, so the rest of the screen still works; a failed action
 * (a form, a payment) says so beside the action instead.
 */
import { Alert, Button, Group, Text } from '@mantine/core';
import { IconAlertTriangle, IconRefresh } from '@tabler/icons-react';

export interface ErrorStateProps {
  /** The reason: the server's message, or what could not be loaded. */
  message: string;
  title?: string;
  /** Asks again: a query's refetch. */
  onRetry: () => unknown;
  /** True while asking again. */
  retrying?: boolean;
  'data-testid'?: string;
}

export function ErrorState({
  message,
  title = 'This could not be loaded',
  onRetry,
  retrying = false,
  ...rest
}: ErrorStateProps) {
  return (
    <Alert
      color="red"
      variant="light"
      title={title}
      icon={<IconAlertTriangle aria-hidden />}
      role="alert"
      data-testid={rest['data-testid']}
    >
      <Group justify="space-between" align="center" gap="sm">
        <Text size="sm" c="dark.8" style={{ flex: '1 1 14rem' }}>
          {message}
        </Text>
        <Button
          variant="default"
          size="sm"
          leftSection={<IconRefresh size={16} aria-hidden />}
          loading={retrying}
          onClick={() => void onRetry()}
        >
          Retry
        </Button>
      </Group>
    </Alert>
  );
}
