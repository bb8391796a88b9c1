import { Alert, Anchor, Button, PasswordInput, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { resetFormSchema } from '@trust/shared/contracts/auth';
import { useState } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { formValidator } from '../../../lib/form-validation.ts';
import { useRedirectAfter } from '../use-redirect-after.ts';

const validate = formValidator(resetFormSchema);

interface Props {
  /** "New password" on a reset, "Password" on a first one. */
  passwordLabel: string;
  confirmLabel: string;
  submitLabel: string;
  /** The title of the note shown once the server took it ("Password changed"). */
  doneTitle: string;
  loginLabel: string;
  pending: boolean;
  /** Sends the password; answers the server's message, or throws (the 'Error!' pop-up says why). */
  save: (password: string) => Promise<string>;
}

/**
 * A password and its confirmation under the sign-up rules, as a reset link and a staff invitation
 * both ask for it; once the server has taken it, the page says so and goes to /login.
 */
export function NewPasswordForm(props: Props) {
  const [done, setDone] = useState<string | null>(null);
  const redirect = useRedirectAfter(paths.login);
  const form = useForm({
    initialValues: { password: '', confirmpassword: '' },
    validate: (values) => validate({ ...values }),
    validateInputOnBlur: true,
    // A confirmation already checked is checked again when the password it must match changes.
    onValuesChange: (values, previous) => {
      if (values.password !== previous.password && form.isTouched('confirmpassword'))
        form.validateField('confirmpassword');
    },
  });

  const submit = form.onSubmit(async (values) => {
    const { password } = resetFormSchema.parse(values);
    try {
      setDone(await props.save(password));
      redirect.start();
    } catch {
      // The 'Error!' pop-up shows the server's message (a used or expired link).
    }
  });

  return (
    <Stack gap="md">
      {done && (
        <Alert color="teal" variant="light" title={props.doneTitle} role="status">
          {done} Taking you to the login page...
        </Alert>
      )}
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <PasswordInput
            label={props.passwordLabel}
            withAsterisk
            autoComplete="new-password"
            maxLength={40}
            description="At least 8 characters, with a letter and a number"
            disabled={Boolean(done)}
            {...form.getInputProps('password')}
          />
          <PasswordInput
            label={props.confirmLabel}
            withAsterisk
            autoComplete="new-password"
            maxLength={40}
            disabled={Boolean(done)}
            {...form.getInputProps('confirmpassword')}
          />
          <Button type="submit" size="md" mt="sm" fullWidth loading={props.pending} disabled={Boolean(done)}>
            {props.submitLabel}
          </Button>
          <Text ta="center" size="sm">
            <Anchor component={Link} to={paths.login} fw={600}>
              {props.loginLabel}
            </Anchor>
          </Text>
        </Stack>
      </form>
    </Stack>
  );
}
