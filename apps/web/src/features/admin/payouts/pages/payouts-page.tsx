import { Button, Card, Group, Pagination, Radio, Stack, Tabs, Text, Title } from '@mantine/core';
import { IconCash, IconStack2 } from '@tabler/icons-react';
import { PAYOUT_TABS, type PayoutTab } from '@trust/shared';
import { sumKobo } from '@trust/shared/money-codec';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useSessionUser } from '../../../../lib/session.ts';
import { EmptyState } from '../../../../ui/empty-state.tsx';
import { ErrorState } from '../../../../ui/error-state.tsx';
import { Money } from '../../../../ui/money.tsx';
import { TableSkeleton } from '../../../../ui/page-skeleton.tsx';
import { useBatches } from '../api/batches.ts';
import { usePayouts } from '../api/payouts-list.ts';
import { useProposeBatch } from '../api/propose-batch.ts';
import { PayoutBatches } from '../components/payout-batches.tsx';
import { PayoutsTable } from '../components/payouts-table.tsx';

const TAB_LABELS: Record<PayoutTab, string> = {
  pending: 'Waiting',
  batched: 'In a batch',
  sent: 'Sent',
  failed: 'Failed',
};

const EMPTY: Record<PayoutTab, string> = {
  pending: 'Cash-outs and redemptions appear here when members request them.',
  batched: 'Payouts in a proposed batch, or whose transfer is under way, appear here.',
  sent: 'Payouts that reached members’ banks appear here.',
  failed: 'Failed or reversed payouts appear here, with their money back in the member’s account.',
};

/**
 * The console's Payouts (/admin/payouts): the payouts by status in tabs (the tab and page in the
 * address); on the Waiting tab an operator chooses payouts and proposes a batch, sent by transfer
 * or as a bank CSV; the batches below are approved or rejected by a different operator.
 */
export default function PayoutsPage() {
  const [params, setParams] = useSearchParams();
  const tab = (PAYOUT_TABS as readonly string[]).includes(params.get('status') ?? '')
    ? (params.get('status') as PayoutTab)
    : 'pending';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const payouts = usePayouts(tab, page);
  const batches = useBatches();
  const me = useSessionUser();
  const [selected, setSelected] = useState<Set<number>>(new Set());
  const [method, setMethod] = useState<'transfer' | 'csv'>('transfer');
  const propose = useProposeBatch();

  const rows = payouts.data?.payouts ?? [];
  const chosen = rows.filter((p) => selected.has(p.id));
  const chosenTotal = sumKobo(chosen.map((p) => p.amount));
  const unmapped = chosen.filter((p) => !p.bank_code).length;
  const toggle = (id: number) =>
    setSelected((s) => {
      const next = new Set(s);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  const toggleAll = () =>
    setSelected((s) => (rows.every((p) => s.has(p.id)) ? new Set() : new Set(rows.map((p) => p.id))));
  const pages = payouts.data ? Math.ceil(payouts.data.total / 50) : 0;

  return (
    <Stack gap="lg" maw={1200}>
      <Title order={1}>Payouts</Title>
      <Tabs
        value={tab}
        onChange={(v) => {
          setSelected(new Set());
          setParams(v && v !== 'pending' ? { status: v } : {});
        }}
      >
        <Tabs.List>
          {PAYOUT_TABS.map((t) => (
            <Tabs.Tab key={t} value={t}>
              {TAB_LABELS[t]}
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </Tabs>

      <Card withBorder radius="lg" padding="md">
        <Stack gap="sm">
          {payouts.isPending ? (
            <TableSkeleton label="Loading payouts" columns={4} />
          ) : payouts.isError ? (
            <ErrorState
              message={payouts.error.message}
              onRetry={() => payouts.refetch()}
              retrying={payouts.isFetching}
            />
          ) : rows.length === 0 ? (
            <EmptyState title={`No ${TAB_LABELS[tab].toLowerCase()} payouts`} icon={IconCash}>
              {EMPTY[tab]}
            </EmptyState>
          ) : (
            <>
              <Text size="sm" c="dimmed" aria-live="polite">
                {payouts.data.total.toLocaleString('en-NG')} payout{payouts.data.total === 1 ? '' : 's'},{' '}
                <Money naira={payouts.data.total_amount} span /> in all
              </Text>
              <PayoutsTable
                payouts={rows}
                {...(tab === 'pending' ? { selected, onToggle: toggle, onToggleAll: toggleAll } : {})}
              />
              {pages > 1 && (
                <Pagination
                  total={pages}
                  value={page}
                  onChange={(p) =>
                    setParams({ ...(tab === 'pending' ? {} : { status: tab }), page: String(p) })
                  }
                  siblings={0}
                  boundaries={1}
                  getControlProps={(control) => ({
                    'aria-label': control === 'previous' ? 'Previous page' : 'Next page',
                  })}
                  getItemProps={(p) => ({ 'aria-label': `Page ${p}` })}
                />
              )}
            </>
          )}
          {tab === 'pending' && rows.length > 0 && (
            <Stack gap="xs" data-testid="propose-batch">
              <Radio.Group
                label="Send the batch by"
                value={method}
                onChange={(v) => setMethod(v as 'transfer' | 'csv')}
              >
                <Group gap="md" mt={4}>
                  <Radio value="transfer" label="Transfer (payment provider)" />
                  <Radio value="csv" label="Bulk-payment CSV (fund’s bank)" />
                </Group>
              </Radio.Group>
              {method === 'transfer' && unmapped > 0 && (
                <Text size="sm" c="red.8">
                  {unmapped} chosen payout{unmapped === 1 ? ' has a bank' : 's have banks'} with no bank code:
                  send {unmapped === 1 ? 'it' : 'them'} by CSV.
                </Text>
              )}
              <Group gap="sm" wrap="wrap">
                <Button
                  disabled={chosen.length === 0}
                  loading={propose.isPending}
                  onClick={() =>
                    propose.mutate(
                      { payout_ids: chosen.map((p) => p.id), method },
                      { onSuccess: () => setSelected(new Set()) },
                    )
                  }
                >
                  Propose batch
                </Button>
                <Text size="sm" aria-live="polite">
                  {chosen.length} chosen, <Money kobo={chosenTotal} span fw={600} />
                </Text>
              </Group>
            </Stack>
          )}
        </Stack>
      </Card>

      <Card withBorder radius="lg" padding="md">
        <Stack gap="sm">
          <Title order={2} fz="h4">
            Batches
          </Title>
          {batches.isPending ? (
            <TableSkeleton label="Loading batches" columns={2} />
          ) : batches.isError ? (
            <ErrorState
              message={batches.error.message}
              onRetry={() => batches.refetch()}
              retrying={batches.isFetching}
            />
          ) : batches.data.length === 0 ? (
            <EmptyState title="No batches yet" icon={IconStack2}>
              Choose waiting payouts above and propose a batch; a different operator approves it.
            </EmptyState>
          ) : (
            <PayoutBatches batches={batches.data} myId={me?.u_id} />
          )}
        </Stack>
      </Card>
    </Stack>
  );
}
