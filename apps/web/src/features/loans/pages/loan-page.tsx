import { Alert, Anchor, Button, Card, Group, Modal, Stack, Text, TextInput, Title } from '@mantine/core';
import type { Kobo, LoanRequirement } from '@trust/shared';
import { formatNairaNumber } from '@trust/shared/money';
import { koboFromNaira, nairaFromKobo } from '@trust/shared/money-codec';
import { useEffect, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { useLoanEligibility } from '../../../api/loan-eligibility.ts';
import { useSavedLoan } from '../../../api/saved-loan.ts';
import { paths } from '../../../config/paths.ts';
import { ApiCallError } from '../../../lib/api-client.ts';
import { ErrorState } from '../../../ui/error-state.tsx';
import { NairaInput } from '../../../ui/naira-input.tsx';
import { DetailSkeleton } from '../../../ui/page-skeleton.tsx';
import { checkRequirement } from '../api/check-requirement.ts';
import type { LoanDraft } from '../api/loan-draft.ts';
import { EligibilityChecklist } from '../components/eligibility-checklist.tsx';
import { lagosToday, toIsoDay, toMmDdYyyy } from '../components/loan-dates.ts';
import { RequirementList } from '../components/requirement-list.tsx';

/** Where each refusal of section 4.6 sends the member. */
const FIX: Record<string, { to: string; label: string }> = {
  upgrade: { to: paths.profile, label: 'Upgrade your plan' },
  card: { to: paths.changecard, label: 'Add a card' },
  profile: { to: paths.profile, label: 'Update your profile' },
};

const MIN_KOBO = 1_000_000n;

/**
 * /loan (part 2 section 2.8): first every condition of applying at once (the eligibility checklist, with
 * what fixes each unmet one); once all are met, the 'Get a Loan in 59s' choice, then the amount and
 * repayment date, the truster counts the amount needs, and Add Trusters. A refusal of the requirement
 * check is still shown as a notice and blocks going on: the server stays the authority.
 */
export default function LoanPage() {
  const navigate = useNavigate();
  const back = (useLocation().state as { loanData?: LoanDraft } | null)?.loanData;
  const eligibility = useLoanEligibility();
  const saved = useSavedLoan();
  const [chosen, setChosen] = useState(Boolean(back));
  const [loanId, setLoanId] = useState<number | undefined>(back?.loanId);
  const [amount, setAmount] = useState<Kobo | null>(back ? koboFromNaira(back.amount) : null);
  const [date, setDate] = useState(back ? toIsoDay(back.repaymentDate) : '');
  const [requirement, setRequirement] = useState<LoanRequirement | null>(back?.requirement ?? null);
  const [refusal, setRefusal] = useState<{ message: string; reason?: string } | null>(null);
  const [picked, setPicked] = useState<LoanDraft['picked']>(back?.picked ?? { STM: [], GTM: [], PTM: [] });
  const [dateError, setDateError] = useState<string | null>(null);

  // The requirement follows the amount (from N10,000), a moment after typing stops.
  useEffect(() => {
    if (amount === null || amount < MIN_KOBO) {
      setRequirement(null);
      setRefusal(null);
      return;
    }
    const timer = setTimeout(() => {
      checkRequirement(nairaFromKobo(amount))
        .then((r) => {
          setRequirement(r);
          setRefusal(null);
        })
        .catch((e: unknown) => {
          setRequirement(null);
          const reason =
            e instanceof ApiCallError ? (e.data as { reason?: string } | null)?.reason : undefined;
          setRefusal({
            message: e instanceof Error ? e.message : 'The loan requirement could not be checked',
            reason,
          });
        });
    }, 400);
    return () => clearTimeout(timer);
  }, [amount]);

  const continueSaved = () => {
    const s = saved.data;
    if (!s) return;
    setLoanId(s.loan_id);
    setAmount(koboFromNaira(s.loan_amount));
    setDate(toIsoDay(s.repaydate));
    const pick = (list: typeof s.trustmembers.STM) =>
      list.map((m) => ({ id: m.id, name: m.u_first_name, pin: m.u_tfp_pin }));
    setPicked({
      STM: pick(s.trustmembers.STM),
      GTM: pick(s.trustmembers.GTM),
      PTM: pick(s.trustmembers.PTM),
    });
    setChosen(true);
  };
  const startNew = () => {
    setLoanId(undefined);
    setAmount(null);
    setDate('');
    setPicked({ STM: [], GTM: [], PTM: [] });
    setChosen(true);
  };

  const amountError =
    amount !== null && amount < MIN_KOBO ? 'Minimum loan amount should be N10,000' : undefined;
  const addTrusters = () => {
    if (!date) return setDateError('Enter the repayment date');
    if (date < lagosToday()) return setDateError('The repayment date cannot be before today');
    if (!requirement || amount === null) return;
    const loanData: LoanDraft = {
      loanId,
      amount: nairaFromKobo(amount),
      repaymentDate: toMmDdYyyy(date),
      requirement,
      picked,
    };
    navigate(paths.addtrusters, { state: { action: 'add', loanData } });
  };

  const c = eligibility.data;
  return (
    <Stack gap="md" maw={640}>
      <Title order={1} fz="h3">
        Get a Loan
      </Title>
      {eligibility.isError ? (
        <ErrorState
          message={eligibility.error.message}
          onRetry={() => eligibility.refetch()}
          retrying={eligibility.isFetching}
        />
      ) : !c ? (
        <DetailSkeleton rows={6} label="Checking what a loan needs" />
      ) : (
        <EligibilityChecklist checklist={c} />
      )}
      {c?.eligible ? (
        <>
          <Modal
            closeButtonProps={{ 'aria-label': 'Close' }}
            opened={!chosen && !saved.isPending}
            onClose={startNew}
            title="Get a Loan in 59s"
            centered
          >
            <Stack gap="sm">
              <Text size="sm">
                Interest-free loans backed by your trust network: your trusters have 48 hours to answer, and
                when all of them trust you the decision comes within 59 seconds of their consent.
              </Text>
              <Button onClick={startNew}>Start New Loan Application</Button>
              {saved.data ? (
                <Button variant="light" onClick={continueSaved}>
                  Continue Last Saved
                </Button>
              ) : null}
            </Stack>
          </Modal>
          <Card withBorder radius="md" p="md" component="section" aria-label="Loan application">
            <Stack gap="md">
              <NairaInput
                label="Loan amount"
                description={`From ₦10,000 to ${formatNairaNumber(c.loan_limit)}`}
                value={amount}
                onChange={setAmount}
                error={amountError}
                required
                data-testid="loan-amount"
              />
              <TextInput
                type="date"
                label="Repayment date"
                value={date}
                min={lagosToday()}
                onChange={(e) => {
                  setDate(e.currentTarget.value);
                  setDateError(null);
                }}
                error={dateError}
                required
                data-testid="loan-date"
              />
              {refusal ? (
                <Alert color="red" title="You cannot apply yet" role="alert" data-testid="loan-refusal">
                  <Stack gap={4}>
                    <Text size="sm">{refusal.message}</Text>
                    {refusal.reason && FIX[refusal.reason] ? (
                      <Anchor component={Link} to={FIX[refusal.reason]?.to ?? paths.profile} size="sm">
                        {FIX[refusal.reason]?.label}
                      </Anchor>
                    ) : null}
                  </Stack>
                </Alert>
              ) : null}
              {requirement ? <RequirementList requirement={requirement} /> : null}
              <Group justify="flex-end">
                <Button onClick={addTrusters} disabled={!requirement || Boolean(refusal)}>
                  Add Trusters
                </Button>
              </Group>
            </Stack>
          </Card>
        </>
      ) : null}
    </Stack>
  );
}
