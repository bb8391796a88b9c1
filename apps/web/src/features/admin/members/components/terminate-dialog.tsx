import { Alert, Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { terminateMemberBodySchema } from '@trust/shared';
import { useState } from 'react';
import { formValidator } from '../../../../lib/form-validation.ts';

/**
 * Terminating a member: what it does, a reason (required, kept in the audit log), Cancel and
 * Terminate. Nothing changes until Terminate; a refusal shows in the dialog.
 */
export function TerminateDialog({
  opened,
  name,
  onClose,
  onTerminate,
}: {
  opened: boolean;
  name: string;
  onClose: () => void;
  onTerminate: (reason: string) => Promise<unknown>;
}) {
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const form = useForm({ initialValues: { reason: '' }, validate: formValidator(terminateMemberBodySchema) });
  const close = () => {
    form.reset();
    setFailure(null);
    onClose();
  };
  const submit = form.onSubmit(async ({ reason }) => {
    setBusy(true);
    setFailure(null);
    try {
      await onTerminate(reason.trim());
      close();
    } catch (e) {
      setFailure((e as Error).message);
    } finally {
      setBusy(false);
    }
  });
  return (
    <Modal
      opened={opened}
      onClose={close}
      title={`Terminate ${name}?`}
      centered
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      <form onSubmit={submit} noValidate>
        <Stack>
          <Text size="sm">
            The member is signed out everywhere at once and can no longer sign in. Weekly debits stop. Their
            balances stay as they are.
          </Text>
          <Textarea
            label="Reason"
            description="Kept in the audit log with your name"
            required
            autosize
            minRows={3}
            maxLength={300}
            data-autofocus
            {...form.getInputProps('reason')}
          />
          {failure && (
            <Alert color="red" variant="light" role="alert">
              {failure}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={close} disabled={busy}>
              Cancel
            </Button>
            <Button type="submit" color="red.9" loading={busy}>
              Terminate member
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
