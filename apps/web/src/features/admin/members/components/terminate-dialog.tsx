import { Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { terminateMemberBodySchema } from '@trust/shared';
import { formValidator } from '../../../../lib/form-validation.ts';
import { ActionDialog } from '../../../../ui/action-dialog.tsx';
import { useMemberDialog } from '../use-member-dialog.ts';
import { ReasonField } from './reason-field.tsx';

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
  const form = useForm({ initialValues: { reason: '' }, validate: formValidator(terminateMemberBodySchema) });
  const dialog = useMemberDialog(form, onClose);
  const submit = form.onSubmit(({ reason }) => dialog.run(() => onTerminate(reason.trim())));
  return (
    <ActionDialog
      opened={opened}
      title={`Terminate ${name}?`}
      {...dialog.props}
      onSubmit={submit}
      submitLabel="Terminate member"
      submitColor="red.9"
    >
      <Text size="sm">
        The member is signed out everywhere at once and can no longer sign in. Weekly debits stop. Their
        balances stay as they are.
      </Text>
      <ReasonField
        description="Kept in the audit log with your name"
        minRows={3}
        autofocus
        input={form.getInputProps('reason')}
      />
    </ActionDialog>
  );
}
