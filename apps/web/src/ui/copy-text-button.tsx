/**
 * CopyTextButton: copies a value a member will paste elsewhere (a referral link, an account number,
 * a narration). The button reads "Copy", then "Copied" with a tick for two seconds, and screen
 * readers hear "Copied" too; `what` names the value for them when the button stands beside several
 * ("Copy Account number"). Put it right after the value it copies; never copy without saying so.
 */
import { Button, CopyButton, VisuallyHidden } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';

export function CopyTextButton(props: { value: string; what?: string; size?: 'xs' | 'compact-xs' }) {
  return (
    <CopyButton value={props.value} timeout={2000}>
      {({ copied, copy }) => (
        <>
          <Button
            size={props.size ?? 'xs'}
            variant={copied ? 'filled' : 'default'}
            onClick={copy}
            style={{ flexShrink: 0 }}
            leftSection={copied ? <IconCheck size={14} aria-hidden /> : <IconCopy size={14} aria-hidden />}
            aria-label={props.what ? `${copied ? 'Copied' : 'Copy'} ${props.what}` : undefined}
          >
            {copied ? 'Copied' : 'Copy'}
          </Button>
          <VisuallyHidden role="status">{copied ? 'Copied' : ''}</VisuallyHidden>
        </>
      )}
    </CopyButton>
  );
}
