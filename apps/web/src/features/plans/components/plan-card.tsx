import { Card, Group, Image, Stack, Text, Title } from '@mantine/core';
import type { PlanView } from '@trust/shared/contracts/plans';
import type { ReactNode } from 'react';
import { bonusText, loanText, planLabel, weeklyText } from '../format.ts';

/** A plan's front face: tag image, name, weekly savings, loan limit and trust bonus (part 1 section 1). */
export function PlanCard({ plan, children }: { plan: PlanView; children?: ReactNode }) {
  return (
    <Card withBorder radius="md" p="lg" h="100%">
      <Stack gap="xs" h="100%">
        <Group gap="sm" wrap="nowrap">
          <Image src={plan.pl_image} alt="" w={48} h={48} fit="contain" fallbackSrc="/favicon.svg" />
          <Title order={2} fz="h3">
            {planLabel(plan)}
          </Title>
        </Group>
        <Text>
          <Text span fw={600}>
            Weekly savings:
          </Text>{' '}
          {weeklyText(plan)}
        </Text>
        <Text>
          <Text span fw={600}>
            Loans:
          </Text>{' '}
          {loanText(plan)}
        </Text>
        <Text>
          <Text span fw={600}>
            Trust bonus:
          </Text>{' '}
          {bonusText(plan)} of total savings
        </Text>
        {children}
      </Stack>
    </Card>
  );
}
