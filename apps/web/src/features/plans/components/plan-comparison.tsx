import { Button, Table, Text, VisuallyHidden } from '@mantine/core';
import type { PlanView } from '@trust/shared/contracts/plans';
import { PLAN_FACTS, planFacts, planLabel } from '../../../lib/plan-facts.ts';

/**
 * Every plan side by side on a wide screen: one column per plan, one row per fact, the chosen plan's
 * column marked. Choosing a column shows that plan above (the phone's Other plans buttons do the same).
 */
export function PlanComparison({
  plans,
  chosenId,
  onChoose,
}: {
  plans: PlanView[];
  chosenId: number;
  onChoose: (id: number) => void;
}) {
  const chosenStyle = (id: number) =>
    id === chosenId ? { background: 'var(--mantine-primary-color-light)' } : undefined;
  return (
    <Table
      captionSide="top"
      withTableBorder
      verticalSpacing="sm"
      style={{ fontVariantNumeric: 'tabular-nums' }}
    >
      <Table.Caption>Compare the plans</Table.Caption>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>
            <VisuallyHidden>Fact</VisuallyHidden>
          </Table.Th>
          {plans.map((p) => (
            <Table.Th key={p.pl_plan_id} scope="col" style={chosenStyle(p.pl_plan_id)}>
              {planLabel(p)}
              {p.pl_plan_id === chosenId && <VisuallyHidden> (chosen)</VisuallyHidden>}
            </Table.Th>
          ))}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {PLAN_FACTS.map((f) => (
          <Table.Tr key={f.key}>
            <Table.Th scope="row">
              <Text size="sm" c="dimmed">
                {f.label}
              </Text>
            </Table.Th>
            {plans.map((p) => (
              <Table.Td key={p.pl_plan_id} style={chosenStyle(p.pl_plan_id)}>
                <Text size="sm">{planFacts(p)[f.key]}</Text>
              </Table.Td>
            ))}
          </Table.Tr>
        ))}
        <Table.Tr>
          <Table.Td />
          {plans.map((p) => (
            <Table.Td key={p.pl_plan_id} style={chosenStyle(p.pl_plan_id)}>
              {p.pl_plan_id === chosenId ? (
                <Text size="sm" fw={600}>
                  Chosen
                </Text>
              ) : (
                <Button size="xs" variant="light" onClick={() => onChoose(p.pl_plan_id)}>
                  Choose {planLabel(p)}
                </Button>
              )}
            </Table.Td>
          ))}
        </Table.Tr>
      </Table.Tbody>
    </Table>
  );
}
