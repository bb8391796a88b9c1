import {
  ActionIcon,
  Alert,
  Badge,
  Button,
  Card,
  Group,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import type { AdminPlan } from '@trust/shared';
import type { Kobo } from '@trust/shared/money';
import { koboFromNaira, nairaFromKobo } from '@trust/shared/money-codec';
import { useState } from 'react';
import { ErrorState } from '../../../../ui/error-state.tsx';
import { NairaInput } from '../../../../ui/naira-input.tsx';
import { CardGridSkeleton } from '../../../../ui/page-skeleton.tsx';
import { toast } from '../../../../ui/toast.ts';
import { useAdminPlans } from '../api/admin-plans.ts';
import { useSavePlan } from '../api/save-plan.ts';

const FIGURES = [
  ['membership_fee', 'Membership fee'],
  ['weekly_saving', 'Weekly saving'],
  ['loan_max', 'Loan limit'],
  ['cover_limit', 'ETC / POP limit'],
  ['referral_l1', 'Referral earning, level 1'],
  ['referral_l2', 'Referral earning, level 2'],
  ['referral_l3', 'Referral earning, level 3'],
] as const;
type FigureKey = (typeof FIGURES)[number][0];

/** Benefit texts the server builds from the figures: shown, never typed. */
const FIGURE_TEXTS =
  /^(weekly savings|loans|loan limit|etc \/ pop limit|trust bonus|referral earnings|membership fee|save more)$/i;

/** The plans: each one's figures (in one place) and the benefits that are not figures. */
export function PlansEditor() {
  const plans = useAdminPlans();
  if (plans.isPending) return <CardGridSkeleton label="Loading plans" cards={2} />;
  if (plans.isError)
    return (
      <ErrorState message={plans.error.message} onRetry={() => plans.refetch()} retrying={plans.isFetching} />
    );
  return (
    <Stack gap="md">
      <Text c="dimmed" size="sm">
        Benefit texts that state a figure are rebuilt from the figures when you save. Members already on a
        plan keep the fee and savings they joined with.
      </Text>
      {plans.data.map((p) => (
        <PlanCard key={p.id} plan={p} />
      ))}
    </Stack>
  );
}

function PlanCard({ plan }: { plan: AdminPlan }) {
  const save = useSavePlan();
  const [figures, setFigures] = useState<Record<FigureKey, Kobo | null>>(
    () => Object.fromEntries(FIGURES.map(([k]) => [k, koboFromNaira(plan[k])])) as Record<FigureKey, Kobo>,
  );
  const [active, setActive] = useState(plan.active);
  const [others, setOthers] = useState(() => plan.benefits.filter((b) => !FIGURE_TEXTS.test(b.text.trim())));
  const built = plan.benefits.filter((b) => FIGURE_TEXTS.test(b.text.trim()));

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    const body: Record<string, unknown> = { active, benefits: others };
    for (const [k] of FIGURES) body[k] = figures[k] == null ? null : nairaFromKobo(figures[k] as Kobo);
    try {
      const res = await save.mutateAsync({ id: plan.id, body });
      toast.success(res.message);
    } catch {
      // Shown from save.error.
    }
  };

  return (
    <Card withBorder radius="lg" padding="md" component="section" aria-labelledby={`plan-${plan.id}`}>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Group justify="space-between">
            <Title order={2} fz="h4" id={`plan-${plan.id}`}>
              {plan.display_name}
            </Title>
            <Badge variant="light" color="gray">
              {plan.members.toLocaleString('en-NG')} {plan.members === 1 ? 'member' : 'members'} on it
            </Badge>
          </Group>
          <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }} spacing="sm">
            {FIGURES.map(([k, label]) => (
              <NairaInput
                key={k}
                label={label}
                value={figures[k]}
                onChange={(kobo) => setFigures((f) => ({ ...f, [k]: kobo }))}
              />
            ))}
          </SimpleGrid>
          <Switch
            label="Offered to new members"
            checked={active}
            onChange={(e) => setActive(e.currentTarget.checked)}
          />
          <Stack gap={4}>
            <Text fw={600} size="sm">
              Built from the figures
            </Text>
            {built.map((b) => (
              <Text key={b.text} size="sm" style={{ overflowWrap: 'anywhere' }}>
                <strong>{b.text}:</strong> {b.value}
              </Text>
            ))}
          </Stack>
          <Stack gap="xs">
            <Text fw={600} size="sm">
              Other benefits
            </Text>
            {others.map((b, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: rows are edited in place; their order is their identity.
              <Group key={i} gap="xs" align="end">
                <TextInput
                  label="Benefit"
                  value={b.text}
                  maxLength={60}
                  onChange={(e) => {
                    const text = e.currentTarget.value;
                    setOthers((o) => o.map((x, j) => (j === i ? { ...x, text } : x)));
                  }}
                  style={{ flex: '1 1 140px' }}
                />
                <TextInput
                  label="Says"
                  value={b.value}
                  maxLength={200}
                  onChange={(e) => {
                    const value = e.currentTarget.value;
                    setOthers((o) => o.map((x, j) => (j === i ? { ...x, value } : x)));
                  }}
                  style={{ flex: '2 1 180px' }}
                />
                <ActionIcon
                  variant="subtle"
                  color="red"
                  size="lg"
                  aria-label={`Remove ${b.text || 'this benefit'}`}
                  onClick={() => setOthers((o) => o.filter((_, j) => j !== i))}
                >
                  <IconTrash size={18} aria-hidden />
                </ActionIcon>
              </Group>
            ))}
            <Button
              variant="subtle"
              size="xs"
              leftSection={<IconPlus size={16} aria-hidden />}
              onClick={() => setOthers((o) => [...o, { text: '', value: '' }])}
              style={{ alignSelf: 'flex-start' }}
            >
              Add a benefit
            </Button>
          </Stack>
          {save.error && (
            <Alert color="red" role="alert" title="Not saved">
              {save.error.message}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button type="submit" loading={save.isPending}>
              Save {plan.display_name}
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}
