import { Alert, Anchor, Button, Card, Group, Modal, Stack, Text, TextInput, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { type Kobo, type LoanRequirement, toNairaNumber } from '@trust/shared';
import { useEffect, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { ApiCallError } from '../../../lib/api-client.ts';
import { NairaInput } from '../../../ui/naira-input.tsx';
import { checkRequirement, type LoanDraft, savedLoanQuery, useCurrentLoan } from '../api/loans.ts';
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
 * /loan (part 2 section 2.8): the 'Get a Loan in 59s' choice, then the amount and repayment date, the
 * truster counts the amount needs, and Add Trusters. A refusal of the requirement check is shown as a
 * notice and blocks going on.
 */
export default function LoanPage() {
  const navigate = useNavigate();
  const back = (useLocation().state as { loanData?: LoanDraft } | null)?.loanData;
  const current = useCurrentLoan();
  const saved = useQuery(savedLoanQuery());
  const [chosen, setChosen] = useState(Boolean(back));
  const [loanId, setLoanId] = useState<number | undefined>(back?.loanId);
  const [amount, setAmount] = useState<Kobo | null>(back ? BigInt(Math.round(back.amount * 100)) : null);
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
      checkRequirement(toNairaNumber(amount))
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

  const open = current.data && ['awaiting', 'approved', 'granted', 'disbursed'].includes(current.data.state);
  const continueSaved = () => {
    const s = saved.data;
    if (!s) return;
    setLoanId(s.loan_id);
    setAmount(BigInt(Math.round(s.loan_amount * 100)));
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
      amount: toNairaNumber(amount),
      repaymentDate: toMmDdYyyy(date),
      requirement,
      picked,
    };
    navigate(paths.addtrusters, { state: { action: 'add', loanData } });
  };

  return (
    <Stack gap="md" maw={640}>
      <Title order={1} fz="h3">
        Get a Loan
      </Title>
      {open ? (
        <Alert color="brand" title="You have a loan application" data-testid="loan-open">
          <Text size="sm">
            One loan at a time.{' '}
            <Anchor
              component={Link}
              to={`${paths.viewloan}?id=${current.data?.loan_id}`}
              state={{ loanId: current.data?.loan_id }}
            >
              View your loan
            </Anchor>
          </Text>
        </Alert>
      ) : (
        <>
          <Modal
            closeButtonProps={{ 'aria-label': 'Close' }}
            opened={!chosen && !current.isPending && !saved.isPending}
            onClose={startNew}
            title="Get a Loan in 59s"
            centered
          >
            <Stack gap="sm">
              <Text size="sm">
                Interest-free loans backed by your trust network: your trusters have 48 hours to answer, and
                when all of them trust you the loan is approved at once.
              </Text>
              <Button onClick={startNew}>Start New Loan Application</Button>
              {saved.data ? (
                <Button variant="light" onClick={continueSaved}>
                  Continue Last Saved
                </Button>
              ) : null}
            </Stack>
          </Modal>
          <Card withBorder radius="md" p="md">
            <Stack gap="md">
              <NairaInput
                label="Loan amount"
                description="From ₦10,000, up to your plan's limit"
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
      )}
    </Stack>
  );
}
