import { Alert, Button, Group, Modal, Select, Stack, Text } from '@mantine/core';
import type { StaffMember, StaffRole } from '@trust/shared';
import { useEffect, useState } from 'react';
import { useChangeStaffRole } from '../api/change-staff-role.ts';
import { ROLE_OPTIONS } from './add-staff-card.tsx';

/** Changes a colleague's role; their sessions end, and the admin role waits for a second admin. */
export function RoleDialog({ member, onClose }: { member: StaffMember | null; onClose: () => void }) {
  const change = useChangeStaffRole();
  const [role, setRole] = useState<string | null>(null);
  useEffect(() => {
    setRole(member?.role === 'customer_care' ? null : (member?.role ?? null));
    change.reset();
  }, [member, change.reset]);
  const close = () => !change.isPending && onClose();
  return (
    <Modal
      opened={member !== null}
      onClose={close}
      title="Change role"
      centered
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      <form
        onSubmit={(e) => {
          e.preventDefault();
          if (member && role)
            change.mutate({ id: member.id, role: role as StaffRole }, { onSuccess: onClose });
        }}
      >
        <Stack gap="md">
          <Text>{member?.name}</Text>
          <Select
            label="New role"
            data={ROLE_OPTIONS}
            value={role}
            onChange={setRole}
            allowDeselect={false}
          />
          <Text size="sm" c="dark.5">
            Their sessions end now: they sign in again to the new role’s console. The admin role waits in
            Approvals for a second admin.
          </Text>
          {change.isError && (
            <Alert color="red" variant="light" role="alert">
              {change.error.message}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              Cancel
            </Button>
            <Button type="submit" loading={change.isPending} disabled={!role}>
              Change role
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
