/**
 * Stepper: where a member is in a flow of several screens, and how many are left. Each screen of
 * the flow shows it with its own step (`active`); it is a marker, not navigation: the steps cannot
 * be clicked, since a step once paid for cannot be gone back to. JoiningStepper is the joining
 * flow's (part 1 section 4, registration flow): plan, payment, trust partner, invite, done.
 * Screen readers hear one line, "Step 2 of 5: Payment"; the drawn steps are for the eye.
 */
import { Stepper as MantineStepper, Stack, Text } from '@mantine/core';
import classes from './stepper.module.css';

export interface StepperProps {
  /** The steps' names, in order. */
  steps: readonly string[];
  /** The step this screen is, from 0. */
  active: number;
  /** What the flow is, for the group's name: "Joining". */
  flow: string;
}

export function Stepper({ steps, active, flow }: StepperProps) {
  return (
    <Stack gap={6} role="group" aria-label={`${flow} steps`} className={classes.root}>
      <Text size="sm" fw={600} c="dark.6">
        Step {active + 1} of {steps.length}: {steps[active]}
      </Text>
      <MantineStepper
        active={active}
        size="xs"
        iconSize={26}
        wrap={false}
        labelPosition="bottom"
        aria-hidden
        classNames={{ stepBody: classes.stepBody, separator: classes.separator }}
      >
        {steps.map((s) => (
          <MantineStepper.Step key={s} label={s} />
        ))}
      </MantineStepper>
    </Stack>
  );
}

/** The joining flow, in order (part 1 section 4). */
const JOINING_STEPS = {
  plan: 'Plan',
  payment: 'Payment',
  partner: 'Trust partner',
  invite: 'Invite',
  done: 'Done',
} as const;
export type JoiningStep = keyof typeof JOINING_STEPS;

/** The joining flow's Stepper at `step`: every joining screen shows it. */
export function JoiningStepper({ step }: { step: JoiningStep }) {
  const keys = Object.keys(JOINING_STEPS) as JoiningStep[];
  return <Stepper flow="Joining" steps={Object.values(JOINING_STEPS)} active={keys.indexOf(step)} />;
}
