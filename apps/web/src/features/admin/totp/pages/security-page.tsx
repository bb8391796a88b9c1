import { Alert, Button, Card, Code, Group, Image, List, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconShieldCheck } from '@tabler/icons-react';
import { TOTP_MESSAGES } from '@trust/shared';
import { useState } from 'react';
import { CopyTextButton } from '../../../../ui/copy-text-button.tsx';
import { ErrorState } from '../../../../ui/error-state.tsx';
import { FormSkeleton } from '../../../../ui/page-skeleton.tsx';
import { toast } from '../../../../ui/toast.ts';
import { useConfirmTotp } from '../api/confirm-totp.ts';
import { useStartTotp } from '../api/start-totp.ts';
import { useTotpStatus } from '../api/totp-status.ts';

/**
 * The operator's own two-step sign-in (/admin/security): scan a QR code with an authenticator app
 * (Google Authenticator, Microsoft Authenticator, 1Password, …), then type the code it shows. From
 * then on the login page asks for a code after the password.
 */
export default function SecurityPage() {
  const status = useTotpStatus();
  const start = useStartTotp();
  const confirm = useConfirmTotp();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    const digits = code.replace(/\s/g, '');
    if (!/^\d{6}$/.test(digits)) {
      setError(TOTP_MESSAGES.codeFormat);
      return;
    }
    setError(null);
    try {
      toast.success(await confirm.mutateAsync(digits));
      start.reset();
      setCode('');
    } catch (err) {
      setError((err as Error).message);
    }
  };

  return (
    <Stack gap="lg" maw={720}>
      <Title order={1}>Two-step sign-in</Title>
      <Card withBorder radius="lg" padding="md">
        {status.isPending ? (
          <FormSkeleton fields={2} label="Loading" />
        ) : status.isError ? (
          <ErrorState
            message={status.error.message}
            onRetry={() => status.refetch()}
            retrying={status.isFetching}
          />
        ) : status.data.enabled ? (
          <Group gap="sm" wrap="nowrap" align="flex-start" data-testid="totp-on">
            <IconShieldCheck size={28} color="var(--mantine-color-teal-7)" aria-hidden />
            <Stack gap={4}>
              <Text fw={700}>Two-step sign-in is on</Text>
              <Text size="sm" c="dimmed">
                After your password, the login page asks for the code your authenticator app shows. If you
                lose your phone, ask an admin to reset it.
              </Text>
            </Stack>
          </Group>
        ) : start.data ? (
          <form onSubmit={submit} noValidate>
            <Stack gap="md">
              <List type="ordered" spacing="xs" size="sm">
                <List.Item>Open your authenticator app and add an account.</List.Item>
                <List.Item>Scan this QR code, or type the key under it.</List.Item>
                <List.Item>Enter the 6-digit code the app shows.</List.Item>
              </List>
              <Image
                src={start.data.qr_code}
                alt="QR code to scan with your authenticator app"
                w={200}
                h={200}
              />
              <Group gap="xs" wrap="wrap">
                <Code style={{ overflowWrap: 'anywhere' }} data-testid="totp-secret">
                  {start.data.secret}
                </Code>
                <CopyTextButton value={start.data.secret} what="key" />
              </Group>
              <TextInput
                label="Code from the app"
                withAsterisk
                inputMode="numeric"
                autoComplete="one-time-code"
                maxLength={7}
                value={code}
                onChange={(e) => setCode(e.currentTarget.value)}
                error={error}
                maw={240}
              />
              <Group>
                <Button type="submit" loading={confirm.isPending}>
                  Turn on
                </Button>
              </Group>
            </Stack>
          </form>
        ) : (
          <Stack gap="sm" align="flex-start">
            {status.data.required ? (
              <Alert color="orange" variant="light" title="Required" role="status">
                {TOTP_MESSAGES.setupFirst}.
              </Alert>
            ) : null}
            <Text>
              Protect your console account with a code from an authenticator app on your phone, asked after
              your password at every sign-in.
            </Text>
            {start.isError ? (
              <Text c="red.8" size="sm" role="alert">
                {start.error.message}
              </Text>
            ) : null}
            <Button onClick={() => start.mutate()} loading={start.isPending}>
              Set up two-step sign-in
            </Button>
          </Stack>
        )}
      </Card>
    </Stack>
  );
}
