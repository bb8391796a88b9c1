import { Box, Text } from '@mantine/core';
import type { PlanView } from '@trust/shared/contracts/plans';
import { PLAN_FACTS, type PlanFactKey, planFacts } from '../lib/plan-facts.ts';

/**
 * A plan's comparable facts (weekly savings, loan limit, trust bonus, membership fee, ETC/POP limit) as
 * label and value rows, the same rows in the same order on every card, so plans compare at a glance.
 * `omit` leaves rows out where the spec says so (the landing page advertises no membership fee).
 */
export function PlanFactsList({ plan, omit = [] }: { plan: PlanView; omit?: PlanFactKey[] }) {
  const facts = planFacts(plan);
  return (
    <Box component="dl" m={0}>
      {PLAN_FACTS.filter((f) => !omit.includes(f.key)).map((f) => (
        <Box
          key={f.key}
          data-fact={f.key}
          py={6}
          style={{
            display: 'flex',
            justifyContent: 'space-between',
            gap: 'var(--mantine-spacing-md)',
            borderBottom: '1px solid var(--mantine-color-gray-2)',
          }}
        >
          <Text component="dt" c="dimmed" size="sm">
            {f.label}
          </Text>
          <Text
            component="dd"
            m={0}
            fw={600}
            size="sm"
            ta="right"
            style={{ fontVariantNumeric: 'tabular-nums' }}
          >
            {facts[f.key]}
          </Text>
        </Box>
      ))}
    </Box>
  );
}
