import { Grid, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { formatDate } from '@trust/shared/dates';
import { LOAN_PHASE_TEXT } from '@trust/shared/loan-phase';
import { lazy, useState } from 'react';
import { useNavigate } from 'react-router';
import { useUserContribution } from '../../../api/contributions.ts';
import { useDashboard } from '../../../api/dashboard.ts';
import { useResendVerification } from '../../../api/resend-verification.ts';
import { virtualAccountQuery } from '../../../api/virtual-account.ts';
import { paths } from '../../../config/paths.ts';
import type { ApiCallError } from '../../../lib/api-client.ts';
import { useSessionUserField } from '../../../lib/session.ts';
import { ContributionChart } from '../../../ui/contribution-chart.tsx';
import { ErrorState } from '../../../ui/error-state.tsx';
import { FiguresAsOf, useFiguresAsOfShown } from '../../../ui/figures-as-of.tsx';
import { loanActionTarget } from '../../../ui/loan-phase.tsx';
import { useMoneyOutCode } from '../../../ui/money-out-code.tsx';
import { OnceShown } from '../../../ui/once-shown.tsx';
import { popup } from '../../../ui/popup.tsx';
import { Reveal } from '../../../ui/reveal.tsx';
import { useCashout } from '../api/cashout.ts';
import { useJoinMeeting } from '../api/join-meeting.ts';
import { useMeetings } from '../api/meetings.ts';
import { AwaitedTransferCard } from '../components/awaited-transfer-card.tsx';
import { DashboardAccountCard } from '../components/dashboard-account-card.tsx';
import type { DashboardModal } from '../components/dashboard-modals.tsx';
import { DashboardSkeleton } from '../components/dashboard-skeleton.tsx';
import { RightPanel } from '../components/right-panel.tsx';
import { SavingsSummary } from '../components/savings-summary.tsx';
import { TrustLink } from '../components/trust-link.tsx';
import { VerifyEmailBanner } from '../components/verify-email-banner.tsx';
import { WalletCard } from '../components/wallet-card.tsx';
import { WelcomeCard } from '../components/welcome-card.tsx';
import { contributionsAction } from '../contributions-action.ts';
import { applyGate } from '../gate.ts';
import { isBasic, statusBadge } from '../status-badge.ts';

// The modals (Mantine's modal, its focus trap and scroll lock, the plans they offer) are fetched when the
// first one opens: most visits open none.
const DashboardModals = lazy(() =>
  import('../components/dashboard-modals.tsx').then((m) => ({ default: m.DashboardModals })),
);

/** /dashboard and /userdashboard (part 2 section 2.3). */
export default function DashboardPage() {
  // Only the fields it shows: a merge of the member's record that changes neither leaves the screen be.
  const email = useSessionUserField('u_email') ?? '';
  const firstName = useSessionUserField('u_first_name') ?? '';
  const navigate = useNavigate();
  const dashboard = useDashboard();
  const contribution = useUserContribution();
  // Asked for with the figures; its answer redraws only its card (DashboardAccountCard), not this screen.
  useQuery({ ...virtualAccountQuery(), notifyOnChangeProps: [] });
  const meetings = useMeetings();
  const join = useJoinMeeting();
  const resend = useResendVerification({ popups: false });
  const cashout = useCashout();
  const codes = useMoneyOutCode();
  const [modal, setModal] = useState<DashboardModal>(null);
  const [attending, setAttending] = useState<number | null>(null);

  const d = dashboard.data;
  const c = contribution.data;
  const figuresAt = Math.min(dashboard.dataUpdatedAt, contribution.dataUpdatedAt);
  const asOfShown = useFiguresAsOfShown(figuresAt);

  // A refresh that failed (no signal) keeps the figures already on screen: they say how old they are.
  if ((dashboard.isError && !d) || (contribution.isError && !c)) {
    return (
      <ErrorState
        title="Could not load your dashboard"
        message={
          (dashboard.error as ApiCallError | null)?.message ??
          (contribution.error as ApiCallError | null)?.message ??
          'Please try again.'
        }
        onRetry={() => Promise.all([dashboard.refetch(), contribution.refetch()])}
        retrying={dashboard.isFetching || contribution.isFetching}
      />
    );
  }
  // No figure is shown until the member's own figures arrive: the same Reveal as below, so the
  // skeleton on the page stays the one element until the figures replace it.
  if (!d || !c)
    return (
      <Reveal fallback={<DashboardSkeleton />} ready={false}>
        {null}
      </Reveal>
    );

  const planName = d.plan_info?.pl_name ?? null;
  const basic = isBasic(planName);
  const action = contributionsAction({
    contribution: c.contribution,
    membershipFee: d.u_pl_rgst_fee,
    cashoutStatus: d.cashout_status,
    basic,
    flexiDuration: d.u_flexi_duration,
  });
  const badge = statusBadge({ ...d, planName });
  // Why Cashout cannot be pressed, said under the button rather than leaving a dead button.
  const cashoutNote = d.awaited_transfer
    ? 'Cashout opens once your plan is active: an operator is confirming your bank transfer.'
    : !planName
      ? 'Choose a plan to start saving towards your cashout.'
      : action.kind === 'disabled' && d.u_cashout_from
        ? `Cashout opens on ${formatDate(d.u_cashout_from)}.`
        : null;

  const onContributions = () => {
    if (action.kind === 'cannot-cashout') setModal('cannot-cashout');
    else if (action.kind === 'cashout') setModal('cashout-confirm');
    else if (action.kind === 'start-plan') setModal('upgrade');
  };
  const onRedeem = () => (basic ? setModal('upgrade') : navigate(paths.weeklyearnings));
  const onLoan = () => {
    // Anything but Apply goes where the loan's action is done (the loan, or the wallet's choice or Repay).
    if (LOAN_PHASE_TEXT[d.loan.phase].action !== 'apply') {
      const target = loanActionTarget(d.loan);
      return navigate(target.to, { state: target.state });
    }
    const gate = applyGate({
      basic,
      hasCard: d.credit_card_info === 1,
      profilePercentage: d.profile.profile_percentage,
    });
    if (gate === 'proceed') navigate(paths.loan);
    else setModal(gate);
  };
  const onCashout = async () => {
    // Money leaving the fund goes with the member's code (the second factor).
    let code: string | null;
    try {
      code = await codes.ask('cashout');
    } catch (e) {
      setModal(null);
      popup.show('Request Cashout', (e as Error).message);
      return;
    }
    if (!code) return;
    cashout.mutate(
      { amount: c.contribution, code },
      {
        onSuccess: (res) => {
          setModal(null);
          popup.show('Request Cashout', res.message);
        },
        onError: (e) => {
          setModal(null);
          popup.show('Request Cashout', (e as Error).message);
        },
      },
    );
  };

  // The member's figures are drawn by a render that yields to the browser (ui/reveal.tsx); the
  // skeleton stays meanwhile. A phone's first screenful (the savings header and the welcome card) is
  // drawn at once in the skeleton's first two cards' places, when nothing comes above them (the
  // figures' "as of" line, a banner, an awaited transfer: the skeleton does not hold their height,
  // and the cards below would move when the whole screen came): the member's figures and the
  // page's largest text appear without waiting for the cards below. Their account number card, which
  // reads its own call, comes after them.
  const welcome = (
    <WelcomeCard
      firstName={firstName}
      planName={planName}
      planImage={d.plan_info?.pl_image ?? null}
      regDate={d.u_reg_date}
      badge={badge}
      memberTitle={basic ? null : d.u_membertitle}
    />
  );
  const firstScreenful =
    d.savings && !asOfShown && !d.email_verify_by && !d.awaited_transfer ? (
      <>
        <SavingsSummary savings={d.savings} now={new Date()} />
        {welcome}
      </>
    ) : undefined;
  return (
    <Reveal fallback={<DashboardSkeleton first={firstScreenful} />}>
      <Stack gap="md">
        <FiguresAsOf updatedAt={figuresAt} />
        <Grid gap="md">
          <Grid.Col span={{ base: 12, md: 8 }}>
            <Stack gap="md">
              {d.email_verify_by && (
                <VerifyEmailBanner
                  email={email}
                  verifyBy={d.email_verify_by}
                  now={new Date()}
                  resending={resend.isPending}
                  sent={resend.isSuccess}
                  error={resend.isError ? resend.error.message : null}
                  onResend={() => resend.mutate(email)}
                />
              )}
              {d.awaited_transfer && <AwaitedTransferCard transfer={d.awaited_transfer} />}
              {d.savings && <SavingsSummary savings={d.savings} now={new Date()} />}
              {welcome}
              <WalletCard
                contribution={c.contribution}
                earnings={c.earnings}
                loan={d.loan}
                action={action}
                cashoutNote={cashoutNote}
                onContributions={onContributions}
                onRedeem={onRedeem}
                onLoan={onLoan}
              />
              <ContributionChart points={c.week_contribution} cumulative />
              <Reveal fallback={null}>
                <DashboardAccountCard />
              </Reveal>
              <TrustLink link={d.u_trust_link} />
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 4 }}>
            <RightPanel
              dashboard={d}
              meetings={meetings.data ?? []}
              attending={attending}
              onAttend={(id) => {
                setAttending(id);
                join.mutate(id, { onSettled: () => setAttending(null) });
              }}
            />
          </Grid.Col>
        </Grid>
        <OnceShown when={modal !== null}>
          {codes.dialog}
          <DashboardModals
            open={modal}
            onClose={() => setModal(null)}
            contribution={c.contribution}
            cashoutLabel={action.label}
            cashingOut={cashout.isPending}
            onCashout={onCashout}
          />
        </OnceShown>
      </Stack>
    </Reveal>
  );
}
