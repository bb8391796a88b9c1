import { Alert, Button, Group } from '@mantine/core';
import type { PopEtcGate } from '@trust/shared';
import { Link } from 'react-router';
import { paths, planChangePath } from '../../../config/paths.ts';

/** Where each refusal of part 2 section 4.6 leads: upgrade, add a card, update the profile, the wallet. */
const WAY_FORWARD: Partial<Record<PopEtcGate, { label: string; to: string }>> = {
  upgrade: { label: 'Upgrade your plan', to: planChangePath() },
  'add-card': { label: 'Add a card', to: paths.changecard },
  'update-profile': { label: 'Update your profile', to: paths.profile },
  open: { label: 'Open your trust wallet', to: paths.trustwallet },
};

/** Why the member cannot apply yet, with the way forward and the way back to the dashboard. */
export function ApplyGateNotice({ gate, message }: { gate: PopEtcGate | null; message: string }) {
  const next = gate ? WAY_FORWARD[gate] : undefined;
  return (
    <Alert color="yellow" title="You cannot apply yet" data-testid="pop-etc-gate">
      {message}
      <Group mt="md" gap="sm">
        {next && (
          <Button component={Link} to={next.to}>
            {next.label}
          </Button>
        )}
        <Button component={Link} to={paths.dashboard} variant="default">
          Back to dashboard
        </Button>
      </Group>
    </Alert>
  );
}
