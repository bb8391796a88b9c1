import { Anchor, Box, Button, Group, List, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { Logo } from '../../../ui/logo.tsx';
import classes from './auth-layout.module.css';

/** Which side panel shows: on the login screen it invites to register, on the register screen to log in. */
export type SidePanelVariant = 'login' | 'register';

const PANEL = {
  login: {
    heading: 'New to Trust Fund?',
    text: 'Create a free account, choose a plan and start saving with people who trust you.',
    action: 'Register',
    to: paths.register,
  },
  register: {
    heading: 'Already a member?',
    text: 'Log in to see your contributions, earnings and loans.',
    action: 'Login',
    to: paths.login,
  },
} as const;

const BENEFITS = [
  'Save weekly by card or bank transfer',
  'Earn from your trust network and referrals',
  'Borrow interest-free, with no collateral or paperwork',
];

function Tick() {
  return (
    <ThemeIcon size={20} radius="xl" color="white" c="teal.9" aria-hidden>
      ✓
    </ThemeIcon>
  );
}

/** The frame of the sign-in screens: the form on the right and, on wide screens, the side panel. */
export function AuthLayout({
  title,
  subtitle,
  panel,
  children,
}: {
  title: string;
  subtitle?: ReactNode;
  panel?: SidePanelVariant;
  children: ReactNode;
}) {
  const side = panel ? PANEL[panel] : null;
  return (
    <div className={classes.page}>
      <aside className={classes.panel} aria-label="About Trust Fund">
        <Stack gap="xl" maw={420}>
          <Anchor component={Link} to={paths.home} underline="never" w="fit-content">
            <Logo size={36} onDark />
          </Anchor>
          <Title order={2} c="white" fz="h1">
            {side?.heading ?? 'Save, earn and borrow interest-free'}
          </Title>
          <Text c="teal.0" fz="lg">
            {side?.text ?? 'Your savings, trust network and loans in one place.'}
          </Text>
          <List spacing="sm" c="white" icon={<Tick />}>
            {BENEFITS.map((b) => (
              <List.Item key={b}>{b}</List.Item>
            ))}
          </List>
          {side && (
            <Group>
              <Button component={Link} to={side.to} variant="white" color="teal.9" size="md">
                {side.action}
              </Button>
            </Group>
          )}
        </Stack>
      </aside>
      <main className={classes.main}>
        <Box className={classes.mobileBrand}>
          <Anchor component={Link} to={paths.home} underline="never">
            <Logo />
          </Anchor>
        </Box>
        <Paper className={classes.card} withBorder={false}>
          <Stack gap={4} mb="lg">
            <Title order={1} fz={{ base: 26, sm: 30 }}>
              {title}
            </Title>
            {subtitle && <Text c="dimmed">{subtitle}</Text>}
          </Stack>
          {children}
        </Paper>
      </main>
    </div>
  );
}
