import { Grid, Stack } from '@mantine/core';
import { formatDate } from '@trust/shared/dates';
import { lazy, useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { useUserContribution } from '../../../api/contributions.ts';
import { useDashboard } from '../../../api/dashboard.ts';
import { paths } from '../../../config/paths.ts';
import type { ApiCallError } from '../../../lib/api-client.ts';
import { session, useSessionUser } from '../../../lib/session.ts';
import { ContributionChart } from '../../../ui/contribution-chart.tsx';
import { ErrorState } from '../../../ui/error-state.tsx';
import { OnceShown } from '../../../ui/once-shown.tsx';
import { popup, usePopupOpen } from '../../../ui/popup.tsx';
import { useCashout } from '../api/cashout.ts';
import { useJoinMeeting } from '../api/join-meeting.ts';
import { useMeetings } from '../api/meetings.ts';
import { useResendVerification } from '../api/resend-verification.ts';
import { AwaitedTransferCard } from '../components/awaited-transfer-card.tsx';
import type { DashboardModal } from '../components/dashboard-modals.tsx';
import { DashboardSkeleton } from '../components/dashboard-skeleton.tsx';
import { RightPanel } from '../components/right-panel.tsx';
import { SavingsSummary } from '../components/savings-summary.tsx';
import { TrustLink } from '../components/trust-link.tsx';
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
  const user = useSessionUser();
  const navigate = useNavigate();
  const dashboard = useDashboard();
  const contribution = useUserContribution();
  const meetings = useMeetings();
  const join = useJoinMeeting();
  const resend = useResendVerification();
  const cashout = useCashout();
  const [modal, setModal] = useState<DashboardModal>(null);
  const [attending, setAttending] = useState<number | null>(null);

  const d = dashboard.data;
  const c = contribution.data;
  const unverified = d ? d.profile.email_verified === 0 : false;

  // An unverified member sees the verification pop-up once per sign-in, and never over another pop-up
  // or modal: it waits until they are closed (docs/domain-rules.md, "The verify-email pop-up").
  const popupOpen = usePopupOpen();
  useEffect(() => {
    if (!unverified || modal !== null || popupOpen) return;
    const token = session.token();
    if (!token || session.get<string>('verifyPromptFor') === token) return;
    session.set('verifyPromptFor', token);
    setModal('verify-email');
  }, [unverified, modal, popupOpen]);

  if (dashboard.isError || contribution.isError) {
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
  // No figure is shown until the member's own figures arrive.
  if (!d || !c) return <DashboardSkeleton />;

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
    if (c.loan_status !== 0) return navigate(paths.trustwallet);
    const gate = applyGate({
      basic,
      hasCard: d.credit_card_info === 1,
      profilePercentage: d.profile.profile_percentage,
    });
    if (gate === 'proceed') navigate(paths.loan);
    else setModal(gate);
  };
  const onCashout = () =>
    cashout.mutate(c.contribution, {
      onSuccess: (res) => {
        setModal(null);
        popup.show('Request Cashout', res.message);
      },
      onError: (e) => {
        setModal(null);
        popup.show('Request Cashout', (e as Error).message);
      },
    });

  return (
    <Stack gap="md">
      <Grid gap="md">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Stack gap="md">
            {d.awaited_transfer && <AwaitedTransferCard transfer={d.awaited_transfer} />}
            {planName && !basic && <SavingsSummary contribution={c} dashboard={d} now={new Date()} />}
            <WelcomeCard
              firstName={user?.u_first_name ?? ''}
              planName={planName}
              planImage={d.plan_info?.pl_image ?? null}
              regDate={d.u_reg_date}
              badge={badge}
            />
            <WalletCard
              contribution={c.contribution}
              earnings={c.earnings}
              loans={c.loans}
              loanStatus={c.loan_status}
              action={action}
              cashoutNote={cashoutNote}
              onContributions={onContributions}
              onRedeem={onRedeem}
              onLoan={onLoan}
            />
            <ContributionChart points={c.week_contribution} cumulative />
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
        <DashboardModals
          open={modal}
          onClose={() => setModal(null)}
          email={user?.u_email ?? ''}
          contribution={c.contribution}
          cashoutLabel={action.label}
          resending={resend.isPending}
          onResend={() => resend.mutate(user?.u_email ?? '', { onSuccess: () => setModal(null) })}
          cashingOut={cashout.isPending}
          onCashout={onCashout}
        />
      </OnceShown>
    </Stack>
  );
}
