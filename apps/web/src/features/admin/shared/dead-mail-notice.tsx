import { Alert, Anchor } from '@mantine/core';
import { IconMailOff } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useDeadMailCount } from './api/dead-mail-count.ts';

/** On the Inbox: how many emails could not be delivered, with the way to Dead mail; nothing when none. */
export function DeadMailNotice() {
  const count = useDeadMailCount();
  if (!count.data) return null;
  return (
    <Alert color="orange" icon={<IconMailOff size={18} aria-hidden />} data-testid="dead-mail-notice">
      {count.data} email{count.data === 1 ? '' : 's'} could not be delivered.{' '}
      <Anchor component={Link} to="/admin/dead-mail" fw={600}>
        Open Dead mail
      </Anchor>
    </Alert>
  );
}
