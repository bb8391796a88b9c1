import {
  Button,
  Card,
  Center,
  Container,
  Group,
  Image,
  List,
  Loader,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { formatNairaNumber } from '@trust/shared/money';
import { useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { usePlans } from '../../../api/plans.ts';
import { paths } from '../../../config/paths.ts';
import { logout } from '../../../lib/logout.ts';
import { session, useSessionUser } from '../../../lib/session.ts';
import { GetStartedModal } from '../components/get-started-modal.tsx';
import { bonusText, loanText, planLabel, weeklyText } from '../format.ts';

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
  const benefits = plan.planbenefits;
  const fromRegister = session.get('fromRegister') != null;

  const choose = (id: number) => {
    setPlanId(id);
    session.set('planId', id);
  };
  const getStarted = () => {
    session.set('planId', plan.pl_plan_id);
    if (!user?.u_id) navigate(paths.register);
    else setOpen(true);
  };

  return (
    <Container component="main" size="md" py="xl" px="md">
      <Stack gap="lg">
        <Card withBorder radius="md" p="lg">
          <Stack gap="sm">
            <Group gap="sm" wrap="nowrap">
              <Image src={plan.pl_image} alt="" w={56} h={56} fit="contain" fallbackSrc="/favicon.svg" />
              <Title order={1} fz="h2">
                {planLabel(plan)} plan
              </Title>
            </Group>
            <Text>
              <strong>Weekly savings:</strong> {weeklyText(plan)}
            </Text>
            <Text>
              <strong>Loans:</strong> {loanText(plan)}
            </Text>
            <Text>
              <strong>Trust bonus:</strong> {bonusText(plan)} of total savings
            </Text>
            {plan.pl_registration > 0 && (
              <Text>
                <strong>Membership fee:</strong> {formatNairaNumber(plan.pl_registration)}
              </Text>
            )}
            <List spacing={4}>
              {benefits.slice(0, 2).map((b) => (
                <List.Item key={b.pb_text}>
                  {b.pb_text}: {b.pb_value}
                </List.Item>
              ))}
            </List>
            {benefits.length > 2 && (
              <>
                <Title order={2} fz="h4">
                  More benefits
                </Title>
                <List spacing={4}>
                  {benefits.slice(2, 9).map((b) => (
                    <List.Item key={b.pb_text}>
                      {b.pb_text}: {b.pb_value}
                    </List.Item>
                  ))}
                </List>
              </>
            )}
            <Button size="md" onClick={getStarted}>
              Get Started
            </Button>
          </Stack>
        </Card>

        <Stack gap="xs">
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

        <Group>
          {fromRegister ? (
            <Button variant="default" onClick={() => logout()}>
              Return Home
            </Button>
          ) : (
            <>
              <Button variant="default" component={Link} to={paths.home}>
                Return Home
              </Button>
              {!user?.u_id && (
                <Button variant="outline" component={Link} to={paths.register}>
                  Register
                </Button>
              )}
            </>
          )}
        </Group>
      </Stack>
      <GetStartedModal plan={plan} opened={open} onClose={() => setOpen(false)} />
    </Container>
  );
}
