import {
  Alert,
  Button,
  Card,
  Checkbox,
  Group,
  Stack,
  Table,
  Tabs,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { IconUsers } from '@tabler/icons-react';
import {
  LOAN_MESSAGES,
  selectionLimits,
  selectionWeight,
  TRUSTER_TYPES,
  type TrusterType,
} from '@trust/shared';
import { useState } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { EmptyState } from '../../../ui/empty-state.tsx';
import { ErrorState } from '../../../ui/error-state.tsx';
import { TableSkeleton } from '../../../ui/page-skeleton.tsx';
import type { LoanDraft } from '../api/loan-draft.ts';
import { useTrusterOptions } from '../api/loan-trusters.ts';
import { PinStatus } from '../components/pin-status.tsx';
import { RequirementList } from '../components/requirement-list.tsx';

const TABS: Record<TrusterType, string> = { STM: 'Silver', GTM: 'Gold', PTM: 'Platinum' };

/**
 * /addtrusters (part 2 sections 2.8, 4.12, 5): Silver, Gold and Platinum trust members with their TFP
 * status; only AVAILABLE ones can be ticked, and a tick that would pass the weighted maximum is refused
 * with 'You have exceeded your selection limit'.
 */
export default function AddTrustersPage() {
  const navigate = useNavigate();
  const state = useLocation().state as { action?: 'add' | 'edit'; loanData?: LoanDraft } | null;
  const options = useTrusterOptions();
  const [picked, setPicked] = useState<LoanDraft['picked']>(
    state?.loanData?.picked ?? { STM: [], GTM: [], PTM: [] },
  );
  const [exceeded, setExceeded] = useState(false);
  if (!state?.loanData) return <Navigate to={paths.loan} replace />;
  const draft = state.loanData;
  const counts = { STM: picked.STM.length, GTM: picked.GTM.length, PTM: picked.PTM.length };
  const weight = selectionWeight(counts);
  // The weighted total the requirement needs and allows, as the server reads it (selectionLimits).
  const { min, max } = selectionLimits(draft.requirement);

  const toggle = (type: TrusterType, m: { id: number; name: string; pin: string }, on: boolean) => {
    if (on) {
      if (weight + selectionWeight({ STM: 0, GTM: 0, PTM: 0, [type]: 1 }) > max) {
        setExceeded(true);
        return;
      }
      setPicked({ ...picked, [type]: [...picked[type], m] });
    } else {
      setPicked({ ...picked, [type]: picked[type].filter((p) => p.id !== m.id) });
    }
    setExceeded(false);
  };

  return (
    <Stack gap="md" maw={820}>
      <Title order={1} fz="h3">
        Choose your trusters
      </Title>
      <RequirementList requirement={draft.requirement} />
      <Text fw={600} data-testid="truster-weight">
        Selected: {weight} of at least {min} (at most {max})
      </Text>
      {exceeded ? (
        <Alert color="red" role="alert" data-testid="truster-exceeded">
          {LOAN_MESSAGES.exceeded}
        </Alert>
      ) : null}
      <Card withBorder radius="md" p={0}>
        {options.isPending ? (
          <TableSkeleton rows={3} label="Loading your trust members" />
        ) : options.isError ? (
          <ErrorState message={options.error.message} onRetry={() => options.refetch()} />
        ) : (
          <Tabs defaultValue="STM">
            <Tabs.List>
              {TRUSTER_TYPES.map((t) => (
                <Tabs.Tab key={t} value={t}>
                  {TABS[t]} ({options.data[t].length})
                </Tabs.Tab>
              ))}
            </Tabs.List>
            {TRUSTER_TYPES.map((t) => (
              <Tabs.Panel key={t} value={t} p="sm">
                {options.data[t].length === 0 ? (
                  <EmptyState title={`No ${TABS[t]} trust members`} icon={IconUsers}>
                    Members on the {TABS[t]} plan who accepted your trust request show here.
                  </EmptyState>
                ) : (
                  <Table.ScrollContainer minWidth={420}>
                    <Table verticalSpacing="sm">
                      <Table.Thead>
                        <Table.Tr>
                          <Table.Th>
                            <VisuallyHidden>Select</VisuallyHidden>
                          </Table.Th>
                          <Table.Th>Truster</Table.Th>
                          <Table.Th>TFP</Table.Th>
                          <Table.Th>Plan</Table.Th>
                          <Table.Th>TFP status</Table.Th>
                        </Table.Tr>
                      </Table.Thead>
                      <Table.Tbody>
                        {options.data[t].map((m) => {
                          const on = picked[t].some((p) => p.id === m.id);
                          return (
                            <Table.Tr key={m.id}>
                              <Table.Td>
                                <Checkbox
                                  aria-label={`Select ${m.u_first_name}`}
                                  checked={on}
                                  disabled={m.u_tfp_pin_status !== 0 && !on}
                                  onChange={(e) =>
                                    toggle(
                                      t,
                                      { id: m.id, name: m.u_first_name, pin: m.u_tfp_pin },
                                      e.currentTarget.checked,
                                    )
                                  }
                                />
                              </Table.Td>
                              <Table.Td>{m.u_first_name}</Table.Td>
                              <Table.Td>{m.u_tfp_pin}</Table.Td>
                              <Table.Td>{TABS[t]}</Table.Td>
                              <Table.Td>
                                <PinStatus status={m.u_tfp_pin_status} />
                              </Table.Td>
                            </Table.Tr>
                          );
                        })}
                      </Table.Tbody>
                    </Table>
                  </Table.ScrollContainer>
                )}
              </Tabs.Panel>
            ))}
          </Tabs>
        )}
      </Card>
      <Group justify="space-between">
        <Button
          variant="default"
          onClick={() => navigate(paths.loan, { state: { loanData: { ...draft, picked } } })}
        >
          Cancel Selection
        </Button>
        <Button
          disabled={weight === 0}
          onClick={() => navigate(paths.confirmloan, { state: { loanData: { ...draft, picked } } })}
        >
          Add Selected Trusters
        </Button>
      </Group>
    </Stack>
  );
}
