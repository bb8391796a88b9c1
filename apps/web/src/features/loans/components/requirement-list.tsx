import { Group, Stack, Text } from '@mantine/core';
import { type LoanRequirement, selectionLimits } from '@trust/shared';

const NAMES = { STM: 'Silver (STM)', GTM: 'Gold (GTM)', PTM: 'Platinum (PTM)' } as const;

/** The STM, GTM and PTM trusters a loan needs (part 2 section 2.8), and the weighted total. */
export function RequirementList({ requirement }: { requirement: LoanRequirement }) {
  const { min, max } = selectionLimits(requirement);
  return (
    <Stack gap={4} data-testid="loan-requirement">
      <Group gap="lg" wrap="wrap" style={{ rowGap: 4 }}>
        {requirement.map((r) => (
          <Text key={r.pl_name} size="sm">
            {NAMES[r.pl_name]}: <strong>{typeof r.pl_value === 'number' ? r.pl_value : 'No limit'}</strong>
          </Text>
        ))}
      </Group>
      <Text size="sm" c="dark.6">
        Your trusters must add up to at least {min} and at most {max}: a Silver truster counts 1, Gold 5,
        Platinum 10.
      </Text>
    </Stack>
  );
}
