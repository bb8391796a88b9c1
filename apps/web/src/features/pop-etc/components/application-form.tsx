import { Alert, Button, Group, Paper, Stack } from '@mantine/core';
import type { FormEventHandler, ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../config/paths.ts';

/**
 * The card both application forms share: the refusal the server gave (when no field owns it) over the
 * fields, then Apply and Cancel (back to the dashboard).
 */
export function ApplicationForm(props: {
  /** The form's accessible name, e.g. "Purchase order power application". */
  label: string;
  onSubmit: FormEventHandler<HTMLFormElement>;
  failure: string | null;
  sending: boolean;
  children: ReactNode;
}) {
  return (
    <Paper withBorder p={{ base: 'md', sm: 'xl' }} radius="md">
      <form onSubmit={props.onSubmit} noValidate aria-label={props.label}>
        <Stack gap="md">
          {props.failure && (
            <Alert color="red" title="Your application was not sent">
              {props.failure}
            </Alert>
          )}
          {props.children}
          <Group gap="sm">
            <Button type="submit" loading={props.sending}>
              Apply
            </Button>
            <Button component={Link} to={paths.dashboard} variant="default">
              Cancel
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
