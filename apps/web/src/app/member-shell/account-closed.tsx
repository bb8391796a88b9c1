import { Button, Modal, Stack, Text } from '@mantine/core';
import { TERMINATED_BADGE } from '@trust/shared/contracts/dashboard';
import { ACCOUNT_LOCKED } from '@trust/shared/messages';
import { logout } from '../../lib/logout.ts';

/**
 * What a locked (u_status 3) or terminated (5) member sees instead of the member area: a modal with
 * Logout only (part 2 section 4.1). Its own chunk: almost no visit needs it.
 */
export default function AccountClosed({ locked }: { locked: boolean }) {
  return (
    <Modal
      closeButtonProps={{ 'aria-label': 'Close' }}
      opened
      onClose={() => {}}
      withCloseButton={false}
      closeOnEscape={false}
      closeOnClickOutside={false}
      centered
      title={locked ? 'Account Locked' : TERMINATED_BADGE}
    >
      <Stack>
        <Text>{locked ? ACCOUNT_LOCKED : `${TERMINATED_BADGE}. Contact Admin for details.`}</Text>
        <Button color="red" onClick={() => void logout()}>
          Logout
        </Button>
      </Stack>
    </Modal>
  );
}
