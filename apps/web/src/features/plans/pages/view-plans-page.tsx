import { Button, Center, Container, Loader, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useEffect } from 'react';
import { Link, useNavigate } from 'react-router';
import { usePlans } from '../../../api/plans.ts';
import { paths } from '../../../config/paths.ts';
import { planLabel } from '../../../lib/plan-facts.ts';
import { session } from '../../../lib/session.ts';
import { useBlockBack } from '../../../lib/use-block-back.ts';
import { JoiningStepper } from '../../../ui/stepper.tsx';
import { PlanCard } from '../components/plan-card.tsx';

/** The cards the list shows (part 1 section 2); SILVER and GOLD are reached from the detail screen. */
const LISTED = ['ORDINARY', 'FLEXI', 'PLATINUM'];

/**
 * /viewplans: 'Trust Plans' (part 1 section 2). A member with a pin is sent to the dashboard by the
 * route guard; a visitor who chose a plan earlier (and did not just register) goes to its detail.
 */
export default function ViewPlansPage() {
  useBlockBack();
  const navigate = useNavigate();
  const plans = usePlans();

  useEffect(() => {
    if (session.get('planId') != null && session.get('fromRegister') == null) {
      navigate(paths.trustplans, { replace: true });
    }
  }, [navigate]);

  if (!plans.data) {
    return (
      <Center component="main" mih="50vh">
        <Loader aria-label="Loading plans" />
      </Center>
    );
  }
  const listed = LISTED.map((name) => plans.data.find((p) => p.pl_plan_name === name)).filter(
    (p) => p != null,
  );
  return (
    <Container component="main" size="lg" py="xl" px="md">
      <Stack gap="lg">
        <JoiningStepper step="plan" />
        <Stack gap={4} align="center">
          <Title order={1}>Trust Plans</Title>
          <Text c="dimmed">Click on any Plan to See More</Text>
        </Stack>
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg">
          {listed.map((plan) => (
            <PlanCard key={plan.pl_plan_id} plan={plan}>
              <Button
                mt="auto"
                component={Link}
                to={paths.trustplans}
                state={{ planId: plan.pl_plan_id }}
                onClick={() => session.set('planId', plan.pl_plan_id)}
                aria-label={`See More about the ${planLabel(plan)} plan`}
              >
                See More
              </Button>
            </PlanCard>
          ))}
        </SimpleGrid>
      </Stack>
    </Container>
  );
}
