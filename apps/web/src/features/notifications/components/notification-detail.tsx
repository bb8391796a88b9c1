import { Button, Modal, Stack, Text } from '@mantine/core';
import type { NotificationView } from '@trust/shared';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { DateText } from '../../../ui/date-text.tsx';
import { LoanRequestAnswer } from './loan-request-answer.tsx';

const TRUST_REQUEST = 'aye_noty_trust_request';
export const LOAN_TRUST_REQUEST = 'aye_noty_loan_request_to_trusters';

/**
 * A notification read in full. A trust network request is answered on /trustmembers (router state
 * trustMemberData, part 2 section 2.9); a loan trust request is answered here, TRUST or DECLINE.
 */
export function NotificationDetail({ n, onClose }: { n: NotificationView | null; onClose: () => void }) {
  const navigate = useNavigate();
  return (
    <Modal
      opened={n != null}
      onClose={onClose}
      title={n?.subject}
      centered
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      {n && (
        <Stack gap="sm">
          <DateText value={n.created_at} time size="sm" c="dark.4" />
          <Text style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>{n.message}</Text>
          {n.key === TRUST_REQUEST && (
            <Button onClick={() => navigate(paths.trustmembers, { state: { trustMemberData: n } })}>
              Answer the request
            </Button>
          )}
          {n.key === LOAN_TRUST_REQUEST && n.loanid != null && n.byuserid != null && (
            <LoanRequestAnswer loanid={n.loanid} uid={n.byuserid} onDone={onClose} />
          )}
        </Stack>
      )}
    </Modal>
  );
}
