import {
  Box,
  Button,
  Card,
  Center,
  Container,
  Group,
  Image,
  List,
  Loader,
  Stack,
  Title,
} from '@mantine/core';
import { useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { usePlans } from '../../../api/plans.ts';
import { paths, planChangePath } from '../../../config/paths.ts';
import { logout } from '../../../lib/logout.ts';
import { otherBenefits, planLabel } from '../../../lib/plan-facts.ts';
import { hasActivePlan, session, useSessionUser } from '../../../lib/session.ts';
import { PlanFactsList } from '../../../ui/plan-facts-list.tsx';
import { JoiningStepper } from '../../../ui/stepper.tsx';
import { GetStartedModal } from '../components/get-started-modal.tsx';
import { PlanComparison } from '../components/plan-comparison.tsx';

/** Switch targets shown under the chosen plan, in the catalogue's order. */
const ORDER = ['ORDINARY', 'FLEXI', 'SILVER', 'GOLD', 'PLATINUM'];

/**
 * /trustplans: the chosen plan (route state or the stored plan id) with its benefits, the other plans
 * to switch to, and Get Started. Return Home signs a just-registered visitor out (part 1 section 2).
 */
export default function TrustPlansPage() {
  const location = useLocation();
  const navigate = useNavigate();
  const user = useSessionUser();
  const plans = usePlans();
  const initial = Number((location.state as { planId?: number } | null)?.planId ?? session.get('planId'));
  const [planId, setPlanId] = useState<number>(initial);
  const [open, setOpen] = useState(false);

  if (!plans.data) {
    return (
      <Center component="main" mih="50vh">
        <Loader aria-label="Loading plans" />
      </Center>
    );
  }
  const sorted = [...plans.data].sort(
    (a, b) => ORDER.indexOf(a.pl_plan_name) - ORDER.indexOf(b.pl_plan_name),
  );
  const plan =
    sorted.find((p) => p.pl_plan_id === planId) ??
    sorted.find((p) => p.pl_plan_name === 'PLATINUM') ??
    sorted[0];
  if (!plan) return null;
  // The facts above show the figures; the benefits add what they do not say (no figure twice).
  const more = otherBenefits(plan).slice(0, 7);
  const fromRegister = session.get('fromRegister') != null;

  const choose = (id: number) => {
    setPlanId(id);
    session.set('planId', id);
  };
  // A member who already has a plan changes it on their profile: never a second purchase.
  const member = hasActivePlan(user);
  const getStarted = () => {
    if (member) {
      navigate(planChangePath(plan.pl_plan_id === user?.u_plan_id ? undefined : plan.pl_plan_id));
      return;
    }
    session.set('planId', plan.pl_plan_id);
    if (!user?.u_id) navigate(paths.register);
    else setOpen(true);
  };

  return (
    <Container component="main" size="lg" py="xl" px="md">
      <Stack gap="lg">
        {/* A signed-in member choosing a plan is joining; a visitor is only looking. */}
        {user?.u_id && !user.u_tfp_pin && <JoiningStepper step="plan" />}
        <Card withBorder radius="md" p="lg" maw={640} w="100%" mx="auto">
          <Stack gap="sm">
            <Group gap="sm" wrap="nowrap">
              <Image src={plan.pl_image} alt="" w={56} h={56} fit="contain" fallbackSrc="/favicon.svg" />
              <Title order={1} fz="h2">
                {planLabel(plan)} plan
              </Title>
            </Group>
            <PlanFactsList plan={plan} />
            {more.length > 0 && (
              <>
                <Title order={2} fz="h4" mt="xs">
                  More benefits
                </Title>
                <List spacing={4} size="sm">
                  {more.map((b) => (
                    <List.Item key={b.pb_text}>
                      <strong>{b.pb_text}:</strong> {b.pb_value}
                    </List.Item>
                  ))}
                </List>
              </>
            )}
            <Button size="md" onClick={getStarted}>
              {member ? 'Change to this plan' : 'Get Started'}
            </Button>
          </Stack>
        </Card>

        <Box visibleFrom="md">
          <PlanComparison plans={sorted} chosenId={plan.pl_plan_id} onChoose={choose} />
        </Box>
        <Stack gap="xs" hiddenFrom="md">
          <Title order={2} fz="h4">
            Other plans
          </Title>
          <Group gap="xs">
            {sorted
              .filter((p) => p.pl_plan_id !== plan.pl_plan_id)
              .map((p) => (
                <Button key={p.pl_plan_id} variant="default" onClick={() => choose(p.pl_plan_id)}>
                  {planLabel(p)}
                </Button>
              ))}
          </Group>
        </Stack>

        <Group justify="center">
          {fromRegister ? (
            <Button variant="default" onClick={() => logout()}>
              Return Home
            </Button>
          ) : (
            // The spec's Register button is the header's (the public header shows it on every page):
            // a second one here would offer the same step twice.
            <Button variant="default" component={Link} to={paths.home}>
              Return Home
            </Button>
          )}
        </Group>
      </Stack>
      <GetStartedModal plan={plan} opened={open} onClose={() => setOpen(false)} />
    </Container>
  );
}
