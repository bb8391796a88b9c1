import { SimpleGrid, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { type AdminMemberDetail, type MemberDetailsBody, memberDetailsBodySchema } from '@trust/shared';
import { ActionDialog } from '../../../../ui/action-dialog.tsx';
import { useEditMemberDetails } from '../api/edit-member-details.ts';
import { useMemberDialog } from '../use-member-dialog.ts';

const FIELDS = [
  ['full_name', 'Full name'],
  ['email', 'Email'],
  ['phone', 'Phone (with country code)'],
  ['address', 'Address'],
  ['kin_name', 'Next of kin name'],
  ['kin_email', 'Next of kin email'],
  ['kin_contact', 'Next of kin phone'],
] as const;

type Values = Record<(typeof FIELDS)[number][0], string>;

/**
 * Correcting a member's details: only the fields changed are sent, each checked by the member's own
 * form rule, and the audit log keeps the old and new values. Bank details change through approval.
 */
export function EditDetailsDialog({
  opened,
  member,
  onClose,
}: {
  opened: boolean;
  member: AdminMemberDetail['member'];
  onClose: () => void;
}) {
  const edit = useEditMemberDetails(member.id);
  const initial: Values = {
    full_name: member.name,
    email: member.email,
    phone: member.phone,
    address: member.address ?? '',
    kin_name: member.kin_name ?? '',
    kin_email: member.kin_email ?? '',
    kin_contact: member.kin_contact ?? '',
  };
  const form = useForm<Values>({ initialValues: initial });
  const dialog = useMemberDialog(form, onClose);
  const submit = form.onSubmit((values) => {
    dialog.setFailure(null);
    const changed = Object.fromEntries(
      FIELDS.map(([k]) => k)
        .filter((k) => values[k].trim() !== initial[k])
        .map((k) => [k, values[k].trim()]),
    ) as MemberDetailsBody;
    const parsed = memberDetailsBodySchema.safeParse(changed);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      const field = issue?.path[0];
      if (typeof field === 'string') form.setFieldError(field, issue?.message ?? '');
      else dialog.setFailure(issue?.message ?? null);
      return;
    }
    return dialog.run(() => edit.mutateAsync(changed));
  });
  return (
    <ActionDialog
      opened={opened}
      title={`Edit ${member.name}'s details`}
      size="lg"
      {...dialog.props}
      onSubmit={submit}
      submitLabel="Save changes"
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        {FIELDS.map(([k, label]) => (
          <TextInput key={k} label={label} maxLength={100} {...form.getInputProps(k)} />
        ))}
      </SimpleGrid>
    </ActionDialog>
  );
}
