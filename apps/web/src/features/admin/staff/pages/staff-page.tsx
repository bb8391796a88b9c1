import { Button, Card, Group, Menu, Modal, Stack, Table, Text, Title } from '@mantine/core';
import { IconChevronDown, IconUserShield } from '@tabler/icons-react';
import { STAFF_ROLE_LABELS, type StaffMember } from '@trust/shared';
import { useState } from 'react';
import { useSessionUser } from '../../../../lib/session.ts';
import { DateText } from '../../../../ui/date-text.tsx';
import { EmptyState } from '../../../../ui/empty-state.tsx';
import { ErrorState } from '../../../../ui/error-state.tsx';
import { TableSkeleton } from '../../../../ui/page-skeleton.tsx';
import { StatusBadge } from '../../../../ui/status-badge.tsx';
import { type StaffAction, useStaffAction } from '../api/staff-action.ts';
import { useStaff } from '../api/staff-list.ts';
import { AddStaffCard } from '../components/add-staff-card.tsx';
import { RoleDialog } from '../components/role-dialog.tsx';

/** Each status with the look of the app's statuses (a colour and an icon, never colour alone). */
const STATUS: Record<StaffMember['status'], { label: string; status: 'approved' | 'pending' | 'locked' }> = {
  active: { label: 'Active', status: 'approved' },
  invited: { label: 'Invited', status: 'pending' },
  disabled: { label: 'Disabled', status: 'locked' },
};

const CONFIRM: Partial<Record<StaffAction, { title: string; text: string; label: string }>> = {
  disable: {
    title: 'Disable this account',
    text: 'Their sessions and chats end now, and they cannot sign in until an admin enables them.',
    label: 'Disable',
  },
  'reset-two-step': {
    title: 'Reset two-step sign-in',
    text: 'Their authenticator is forgotten and their sessions end. They sign in with their password and set it up again.',
    label: 'Reset two-step sign-in',
  },
};

/**
 * The console's Staff section (/admin/staff, admins only): every operator and expert with their role,
 * status, two-step sign-in and last sign-in; an admin invites, changes a role, disables or enables,
 * resets two-step sign-in and resends an invitation. Every action is in the audit log.
 */
export default function StaffPage() {
  const me = useSessionUser();
  const staff = useStaff();
  const act = useStaffAction();
  const [roleOf, setRoleOf] = useState<StaffMember | null>(null);
  const [confirm, setConfirm] = useState<{ member: StaffMember; action: StaffAction } | null>(null);
  const run = (member: StaffMember, action: StaffAction) =>
    CONFIRM[action] ? setConfirm({ member, action }) : act.mutate({ id: member.id, action });
  const asked = confirm ? CONFIRM[confirm.action] : undefined;

  return (
    <Stack gap="lg" maw={1200}>
      <Title order={1}>Staff</Title>
      <AddStaffCard />
      {staff.data && staff.data.proposed_admins.length > 0 && (
        <Card withBorder radius="lg" padding="md">
          <Stack gap="xs">
            <Title order={2} fz="h4">
              Waiting for a second admin
            </Title>
            {staff.data.proposed_admins.map((p) => (
              <Text key={p.proposal_id} size="sm">
                {p.name} ({p.email}), proposed as admin by {p.proposed_by}: another admin approves it in
                Approvals.
              </Text>
            ))}
          </Stack>
        </Card>
      )}
      <Card withBorder radius="lg" padding="md">
        {staff.isPending ? (
          <TableSkeleton label="Loading staff" columns={4} />
        ) : staff.isError ? (
          <ErrorState
            message={staff.error.message}
            onRetry={() => staff.refetch()}
            retrying={staff.isFetching}
          />
        ) : staff.data.staff.length === 0 ? (
          <EmptyState title="No staff yet" icon={IconUserShield}>
            Add the fund’s operators and experts above.
          </EmptyState>
        ) : (
          <Table verticalSpacing="sm" data-testid="staff-table">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Name</Table.Th>
                <Table.Th visibleFrom="sm">Role</Table.Th>
                <Table.Th>Status</Table.Th>
                <Table.Th visibleFrom="md">Two-step</Table.Th>
                <Table.Th visibleFrom="md">Last sign-in</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {staff.data.staff.map((s) => (
                <Table.Tr key={s.id} data-testid={`staff-${s.email}`}>
                  <Table.Td>
                    <Stack gap={4}>
                      <Text fw={600}>{s.name}</Text>
                      <Text size="xs" c="dark.5" style={{ overflowWrap: 'anywhere' }}>
                        {s.email}
                      </Text>
                      <Text size="xs" hiddenFrom="sm">
                        {STAFF_ROLE_LABELS[s.role]}
                      </Text>
                      {s.admin_proposal_id !== null && (
                        <Text size="xs" c="blue.9">
                          Proposed as admin: waiting for a second admin
                        </Text>
                      )}
                      {s.id !== me?.u_id && (
                        <Menu position="bottom-start" withinPortal>
                          <Menu.Target>
                            <Button
                              size="xs"
                              variant="light"
                              rightSection={<IconChevronDown size={14} aria-hidden />}
                              style={{ alignSelf: 'flex-start' }}
                              aria-label={`Actions for ${s.name}`}
                            >
                              Actions
                            </Button>
                          </Menu.Target>
                          <Menu.Dropdown>
                            <Menu.Item onClick={() => setRoleOf(s)}>Change role</Menu.Item>
                            {s.status === 'disabled' ? (
                              <Menu.Item onClick={() => run(s, 'enable')}>Enable</Menu.Item>
                            ) : (
                              <Menu.Item color="red.9" onClick={() => run(s, 'disable')}>
                                Disable
                              </Menu.Item>
                            )}
                            {s.two_step && (
                              <Menu.Item onClick={() => run(s, 'reset-two-step')}>
                                Reset two-step sign-in
                              </Menu.Item>
                            )}
                            {s.status === 'invited' && (
                              <Menu.Item onClick={() => run(s, 'resend-invitation')}>
                                Resend invitation
                              </Menu.Item>
                            )}
                          </Menu.Dropdown>
                        </Menu>
                      )}
                    </Stack>
                  </Table.Td>
                  <Table.Td visibleFrom="sm">{STAFF_ROLE_LABELS[s.role]}</Table.Td>
                  <Table.Td>
                    <StatusBadge status={STATUS[s.status].status} label={STATUS[s.status].label} size="sm" />
                  </Table.Td>
                  <Table.Td visibleFrom="md">{s.two_step ? 'On' : 'Off'}</Table.Td>
                  <Table.Td visibleFrom="md">
                    {s.last_sign_in ? (
                      <DateText value={s.last_sign_in} size="sm" />
                    ) : (
                      <Text size="sm">Never</Text>
                    )}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </Card>
      <RoleDialog member={roleOf} onClose={() => setRoleOf(null)} />
      <Modal
        opened={confirm !== null}
        onClose={() => !act.isPending && setConfirm(null)}
        title={asked?.title}
        centered
        closeButtonProps={{ 'aria-label': 'Close' }}
      >
        <Stack gap="md">
          <Text fw={600}>{confirm?.member.name}</Text>
          <Text size="sm">{asked?.text}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setConfirm(null)} disabled={act.isPending}>
              Cancel
            </Button>
            <Button
              color={confirm?.action === 'disable' ? 'red.9' : undefined}
              loading={act.isPending}
              onClick={() =>
                confirm &&
                act.mutate(
                  { id: confirm.member.id, action: confirm.action },
                  { onSettled: () => setConfirm(null) },
                )
              }
            >
              {asked?.label}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}
