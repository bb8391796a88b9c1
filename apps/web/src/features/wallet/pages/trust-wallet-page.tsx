import { Card, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import type { LendingName } from '@trust/shared';
import { LOAN_PHASE_TEXT } from '@trust/shared/loan-phase';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { refreshFigures } from '../../../api/refresh-figures.ts';
import { useTrustWallet } from '../../../api/trust-wallet.ts';
import { paths } from '../../../config/paths.ts';
import { ErrorState } from '../../../ui/error-state.tsx';
import { LOAN_PHASE_LOOK } from '../../../ui/loan-phase.tsx';
import { CardGridSkeleton } from '../../../ui/page-skeleton.tsx';
import { RedeemEarningsModal } from '../../../ui/redeem-earnings-modal.tsx';
import { RefundWithdrawModal } from '../../../ui/refund-withdraw-modal.tsx';
import { BankDetails } from '../components/bank-details.tsx';
import { CancelApplicationModal } from '../components/cancel-application-modal.tsx';
import { EarningsCard } from '../components/earnings-card.tsx';
import { LENDING_TEXT, LendingCard } from '../components/lending-card.tsx';
import { RepayModal } from '../components/repay-modal.tsx';
import { RepaymentReturn } from '../components/repayment-return.tsx';

const APPLY: Record<LendingName, string> = { loan: paths.loan, pop: paths.pop, etc: paths.etc };

/**
 * /trustwallet (part 2 sections 2.10, 4.3, 4.4, 4.15): the earnings, loan, POP and ETC cards with the
 * action of each status, and the fund's bank account with the member's TFP as narration.
 */
export default function TrustWalletPage() {
  const [params, setParams] = useSearchParams();
  const reference = params.get('reference') ?? params.get('trxref');
  const navigate = useNavigate();
  const client = useQueryClient();
  // The figures are read once the repayment coming back from the checkout is confirmed, not before.
  const wallet = useTrustWallet(!reference);
  const [repaying, setRepaying] = useState<LendingName | null>(null);
  const [redeeming, setRedeeming] = useState(false);
  const [cancelling, setCancelling] = useState<'pop' | 'etc' | null>(null);
  const [choosing, setChoosing] = useState(false);

  const heading = (
    <Title order={1} fz="h3">
      My Trust Wallet
    </Title>
  );
  if (reference) {
    return (
      <Stack gap="md" maw={560}>
        {heading}
        <RepaymentReturn reference={reference} onDone={() => setParams({}, { replace: true })} />
      </Stack>
    );
  }
  const w = wallet.data;
  if (!w) {
    return (
      <Stack gap="md">
        {heading}
        {wallet.isError ? (
          <ErrorState message={wallet.error.message} onRetry={wallet.refetch} retrying={wallet.isFetching} />
        ) : (
          <CardGridSkeleton label="Loading your trust wallet" cards={4} data-testid="wallet-skeleton" />
        )}
      </Stack>
    );
  }

  const lendings = [
    {
      what: 'loan',
      current: w.current_loan,
      outstanding: w.outstanding_loan,
      repaying: w.loan.phase === 'repaying',
    },
    {
      what: 'pop',
      current: w.current_pop,
      outstanding: w.outstanding_pop,
      repaying: w.pop_status === 2,
      inProcess: w.pop_status === 1,
    },
    {
      what: 'etc',
      current: w.current_etc,
      outstanding: w.outstanding_etc,
      repaying: w.etc_status === 2,
      inProcess: w.etc_status === 1,
    },
  ] as const;
  // The loan card reads the loan's phase (@trust/shared loan-phase.ts), in the words every screen uses.
  const loanText = LOAN_PHASE_TEXT[w.loan.phase];
  const loanInProcess =
    loanText.open && w.loan.phase !== 'repaying'
      ? {
          label: loanText.label,
          status: LOAN_PHASE_LOOK[w.loan.phase] ?? undefined,
          text: loanText.text,
          action: {
            label: loanText.actionLabel,
            onClick:
              loanText.action === 'choose'
                ? () => setChoosing(true)
                : () => navigate(paths.viewloan, { state: { loanId: w.loan.loan_id } }),
          },
        }
      : undefined;
  const owed = repaying ? (lendings.find((l) => l.what === repaying)?.outstanding ?? 0) : 0;

  return (
    <Stack gap="md">
      {heading}
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <EarningsCard earned={w.tot_earned} redeemed={w.redeem_earned} onRedeem={() => setRedeeming(true)} />
        {lendings.map((l) => (
          <LendingCard
            key={l.what}
            what={l.what}
            current={l.current}
            outstanding={l.outstanding}
            repaying={l.repaying}
            awaited={w.awaited_repayments.filter((a) => a.repay_type === l.what)}
            onRepay={() => setRepaying(l.what)}
            onApply={() => navigate(APPLY[l.what])}
            nothingText={l.what === 'loan' && w.loan.phase !== 'none' ? loanText.text : undefined}
            inProcess={
              l.what === 'loan'
                ? loanInProcess
                : 'inProcess' in l && l.inProcess
                  ? {
                      label: 'In process',
                      text: `Your ${LENDING_TEXT[l.what].short} application is waiting for an operator's approval. Once approved, what you owe shows here and you repay it from this wallet.`,
                      action: { label: 'Cancel', color: 'red', onClick: () => setCancelling(l.what) },
                    }
                  : undefined
            }
          />
        ))}
      </SimpleGrid>
      <Card withBorder radius="md" p="md" component="section" aria-labelledby="wallet-manual-payment">
        <Stack gap="sm">
          <Title order={2} fz="h4" id="wallet-manual-payment">
            Pay by bank transfer
          </Title>
          <Text size="sm" c="dark.7">
            To repay from your bank, send the money to the fund's account with your TFP as the narration, then
            choose Repay and Bank transfer to tell us you have paid.
          </Text>
          <BankDetails bank={w.bank} narration={w.narration} />
        </Stack>
      </Card>
      {repaying && (
        <RepayModal
          // A fresh form each time it opens, starting from what is owed now.
          key={`${repaying}-${owed}`}
          what={repaying}
          owed={owed}
          bank={w.bank}
          narration={w.narration}
          opened
          onClose={() => setRepaying(null)}
        />
      )}
      <CancelApplicationModal what={cancelling} onClose={() => setCancelling(null)} />
      <RefundWithdrawModal opened={choosing} onClose={() => setChoosing(false)} />
      <RedeemEarningsModal
        opened={redeeming}
        onClose={() => setRedeeming(false)}
        onDone={() => {
          setRedeeming(false);
          refreshFigures(client);
        }}
      />
    </Stack>
  );
}
