import { Anchor, Center, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '../../config/paths.ts';

/** Any path the app does not know. */
export default function NotFoundPage() {
  return (
    <Center component="main" py="xl" px="md">
      <Stack align="center" gap="sm">
        <Text fz={64} fw={800} c="teal.9" aria-hidden>
          404
        </Text>
        <Title order={1} ta="center" fz="h2">
          WE'RE SORRY, PAGE NOT FOUND
        </Title>
        <Text c="dimmed" ta="center">
          The page you are looking for was moved, removed or never existed.
        </Text>
        <Anchor component={Link} to={paths.home}>
          Go back home
        </Anchor>
      </Stack>
    </Center>
  );
}
