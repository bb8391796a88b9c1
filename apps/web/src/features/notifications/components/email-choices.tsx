import { Alert, Card, Group, Stack, Switch, Text, Title } from '@mantine/core';
import { IconShieldCheck } from '@tabler/icons-react';
import { ApiCallError } from '../../../lib/api-client.ts';
import { ErrorState } from '../../../ui/error-state.tsx';
import { FormSkeleton } from '../../../ui/page-skeleton.tsx';
import { toast } from '../../../ui/toast.ts';
import { useEmailChoices } from '../api/email-choices.ts';
import { useSetEmailChoice } from '../api/set-email-choice.ts';

/**
 * Which notifications also come by email, one switch per kind. Security notices (bank details,
 * account locked, password) always do: they are listed under their own heading, without a switch.
 */
export function EmailChoices() {
  const { data, isError, error, refetch, isFetching } = useEmailChoices();
  const set = useSetEmailChoice();
  return (
    <Card withBorder radius="md" p="md" id="email-choices">
      <Stack gap="sm">
        <Title order={2} fz="h4">
          Email me about
        </Title>
        <Text size="sm" c="dark.5">
          Every notification shows here. Choose which ones also come to your email.
        </Text>
        {set.error && (
          <Alert color="red" role="alert">
            {set.error instanceof ApiCallError ? set.error.message : 'Your choice was not saved. Try again.'}
          </Alert>
        )}
        {isError ? (
          <ErrorState message={(error as Error).message} onRetry={refetch} retrying={isFetching} />
        ) : !data ? (
          <FormSkeleton label="Loading your email choices" fields={5} />
        ) : (
          <>
            {data
              .filter((p) => !p.always)
              .map((p) => (
                <Switch
                  key={p.kind}
                  label={p.label}
                  checked={p.email}
                  disabled={set.isPending}
                  onChange={(e) =>
                    set.mutate(
                      { kind: p.kind, email: e.currentTarget.checked },
                      { onSuccess: (r) => toast.success(r.message) },
                    )
                  }
                />
              ))}
            {/* Shown as facts, not as switches: a disabled switch reads as "off". */}
            <Stack gap={4} mt="xs" data-testid="always-by-email">
              <Text size="sm" fw={600}>
                Always by email, for your security
              </Text>
              {data
                .filter((p) => p.always)
                .map((p) => (
                  <Group key={p.kind} gap={6} wrap="nowrap">
                    <IconShieldCheck
                      size={18}
                      stroke={1.75}
                      color="var(--mantine-color-brand-9)"
                      aria-hidden
                    />
                    <Text size="sm">{p.label}</Text>
                  </Group>
                ))}
            </Stack>
          </>
        )}
      </Stack>
    </Card>
  );
}
