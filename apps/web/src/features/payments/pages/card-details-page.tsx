import { Alert, Anchor, Button, Container, Stack, Text, Title } from '@mantine/core';
import { Link, useLocation, useNavigate } from 'react-router';
import { useSiteConfig } from '../../../api/config.ts';
import { type CardPayload, submitCard } from '../../../api/submit-card.ts';
import { paths } from '../../../config/paths.ts';
import { cardDraft } from '../../../lib/card-draft.ts';
import { useBlockBack } from '../../../lib/use-block-back.ts';
import { CardForm } from '../../../ui/card-form.tsx';
import { FormSkeleton } from '../../../ui/page-skeleton.tsx';
import { JoiningStepper } from '../../../ui/stepper.tsx';
import { useChosenPlan } from '../api/chosen-plan.ts';
import { PaymentReturn } from '../components/payment-return.tsx';
import { PlanSummary } from '../components/plan-summary.tsx';
import { finishWithReceipt } from '../finish-purchase.ts';

/**
 * /carddetails: start a plan by card (part 1 sections 2, 4, 5). The card is charged N100 to check it
 * (refunded), then the plan is paid from it. An OTP answer goes to /otp, a bank page answer to that
 * page; the browser comes back here with ?reference=&trxref=. Back is blocked.
 */
export default function CardDetailsPage() {
  const location = useLocation();
  const params = new URLSearchParams(location.search);
  const reference = params.get('reference') ?? params.get('trxref');
  if (reference) return <PaymentReturn key={reference} reference={reference} />;
  return <CardStep />;
}

function CardStep() {
  useBlockBack();
  const navigate = useNavigate();
  const { planId, plan, isLoading } = useChosenPlan();
  const config = useSiteConfig();
  const hosted = config.data?.payment_gateway === 'paystack';

  const pay = async (card: Partial<CardPayload>) => {
    let answer: Awaited<ReturnType<typeof submitCard>>['data'];
    try {
      answer = (await submitCard(planId, card)).data;
    } catch {
      return; // the 'Error!' pop-up shows the provider's words ('Insufficient funds')
    }
    if ('flwRef' in answer) {
      cardDraft.set(card);
      navigate(paths.otp, {
        state: {
          flwRef: answer.flwRef,
          chargeResponseMessage: answer.chargeResponseMessage,
          attemptsLeft: answer.otp_attempts_left,
          canResend: answer.can_resend,
          type: 'plan',
          cardData: { last4: card.card_number?.slice(-4) },
        },
      });
    } else if ('authurl' in answer) {
      window.location.assign(answer.authurl);
    } else {
      navigate(await finishWithReceipt(answer.reference), { replace: true });
    }
  };

  const loading = isLoading || config.isLoading;
  return (
    <Container component="main" size={520} py="xl" px="md">
      <Stack gap="md">
        <JoiningStepper step="payment" />
        <Title order={1} fz="h2">
          Card details
        </Title>
        {loading ? (
          <FormSkeleton label="Loading your plan" fields={5} />
        ) : !plan ? (
          <Alert color="yellow" title="Choose a plan first">
            <Anchor component={Link} to={paths.viewplans}>
              See the plans
            </Anchor>
          </Alert>
        ) : (
          <>
            <PlanSummary plan={plan} />
            <Text size="sm" c="dimmed">
              We check your card with a N100 charge that is refunded at once, then pay the total from it. Your
              weekly contributions are debited from this card. We never store your card number, CVV or PIN.
            </Text>
            {hosted ? (
              <Button size="md" onClick={() => pay({})}>
                Continue to the secure card page
              </Button>
            ) : (
              <CardForm onSubmit={pay} initial={cardDraft.get()} />
            )}
          </>
        )}
      </Stack>
    </Container>
  );
}
