/**
 * Skeletons: the shape of a page template while its data is on its way, so a member never sees a
 * default value (a ₦0, a ₦1,000 that is not their price, an empty table) that the data then
 * replaces. One per template: CardGridSkeleton (figures on cards), TableSkeleton (a list with
 * columns), FormSkeleton (a form to fill), DetailSkeleton (one record: a receipt, a summary). Each
 * is announced once to screen readers by its `label` ("Loading your profile").
 */
import { Box, type BoxProps, Card, SimpleGrid, Skeleton, Stack, VisuallyHidden } from '@mantine/core';

interface SkeletonProps extends BoxProps {
  /** What is loading, for screen readers: "Loading your contributions". */
  label: string;
  'data-testid'?: string;
}

function Busy({ label, children, ...box }: SkeletonProps & { children: React.ReactNode }) {
  return (
    <Box aria-busy="true" {...box}>
      <VisuallyHidden role="status">{label}</VisuallyHidden>
      <div aria-hidden>{children}</div>
    </Box>
  );
}

const Line = ({ w = '100%', h = 12 }: { w?: number | string; h?: number }) => (
  <Skeleton height={h} width={w} radius="sm" />
);

/** Figures on cards: a title line, a large amount and a date on each. */
export function CardGridSkeleton({ cards = 2, ...props }: SkeletonProps & { cards?: number }) {
  return (
    <Busy {...props}>
      <SimpleGrid cols={{ base: 1, xs: 2, md: Math.min(cards, 3) }}>
        {Array.from({ length: cards }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders with no identity of their own
          <Card key={i} withBorder radius="md" p="md">
            <Stack gap={10}>
              <Line w="45%" />
              <Line w="60%" h={26} />
              <Line w="35%" />
            </Stack>
          </Card>
        ))}
      </SimpleGrid>
    </Busy>
  );
}

/** A table: a header row and `rows` rows of `columns` cells. */
export function TableSkeleton({
  rows = 5,
  columns = 4,
  ...props
}: SkeletonProps & { rows?: number; columns?: number }) {
  const grid = { display: 'grid', gridTemplateColumns: `repeat(${columns}, 1fr)`, gap: 12 } as const;
  return (
    <Busy {...props}>
      <Stack gap={14} py="xs">
        <Box style={grid}>
          {Array.from({ length: columns }, (_, c) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders with no identity of their own
            <Line key={c} w="50%" h={14} />
          ))}
        </Box>
        {Array.from({ length: rows }, (_, r) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders with no identity of their own
          <Box key={r} style={grid}>
            {Array.from({ length: columns }, (_, c) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: placeholders with no identity of their own
              <Line key={c} w={c % 2 ? '60%' : '80%'} />
            ))}
          </Box>
        ))}
      </Stack>
    </Busy>
  );
}

/** A form: `fields` labelled inputs and a button. */
export function FormSkeleton({ fields = 4, ...props }: SkeletonProps & { fields?: number }) {
  return (
    <Busy {...props}>
      <Card withBorder radius="md" p="md">
        <Stack gap="md">
          <Line w="40%" h={18} />
          {Array.from({ length: fields }, (_, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders with no identity of their own
            <Stack key={i} gap={6}>
              <Line w="30%" />
              <Line h={36} />
            </Stack>
          ))}
          <Line w={140} h={40} />
        </Stack>
      </Card>
    </Busy>
  );
}

/** One record: a heading, label-and-value rows, a total. */
export function DetailSkeleton({ rows = 4, ...props }: SkeletonProps & { rows?: number }) {
  return (
    <Busy {...props}>
      <Card withBorder radius="md" p="md">
        <Stack gap="sm">
          <Line w="70%" h={16} />
          {Array.from({ length: rows }, (_, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders with no identity of their own
            <Box key={i} style={{ display: 'flex', justifyContent: 'space-between', gap: 16 }}>
              <Line w="35%" />
              <Line w="25%" />
            </Box>
          ))}
          <Box style={{ display: 'flex', justifyContent: 'space-between', gap: 16 }}>
            <Line w="30%" h={16} />
            <Line w="30%" h={16} />
          </Box>
        </Stack>
      </Card>
    </Busy>
  );
}
