import { Anchor, Button, Checkbox, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { registerFormSchema } from '@trust/shared/contracts/auth';
import { type ClipboardEvent, useMemo, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { formValidator } from '../../../lib/form-validation.ts';
import { referralFields, referralKeyFrom } from '../../../lib/referral.ts';
import { session } from '../../../lib/session.ts';
import { useRegister } from '../api/register.ts';
import { AuthLayout } from '../components/auth-layout.tsx';
import { EmailField } from '../components/email-field.tsx';
import { PhoneField } from '../components/phone-field.tsx';
import { TermsModal } from '../components/terms-modal.tsx';

interface RegisterValues {
  firstname: string;
  email: string;
  confirmemail: string;
  u_phone: string;
  password: string;
  confirmpassword: string;
  terms: boolean;
}

const validate = formValidator(registerFormSchema);
// The confirm email must be typed, not copied (part 1 section 5).
const block = (e: ClipboardEvent) => e.preventDefault();

/** Create Account (/register, part 1 sections 2, 4 and 5). */
export default function RegisterPage() {
  const location = useLocation();
  const navigate = useNavigate();
  const referralKey = useMemo(() => referralKeyFrom(location.search), [location.search]);
  const [termsOpen, setTermsOpen] = useState(false);
  const registerCall = useRegister();

  const form = useForm<RegisterValues>({
    initialValues: {
      firstname: '',
      email: '',
      confirmemail: '',
      u_phone: '',
      password: '',
      confirmpassword: '',
      terms: false,
    },
    validate: (values) => validate({ ...values }),
    validateInputOnBlur: true,
    validateInputOnChange: ['terms'],
    // A confirm field already checked is checked again when the field it must match changes.
    onValuesChange: (values, previous) => {
      if (values.email !== previous.email && form.isTouched('confirmemail'))
        form.validateField('confirmemail');
      if (values.password !== previous.password && form.isTouched('confirmpassword'))
        form.validateField('confirmpassword');
    },
  });

  const submit = form.onSubmit(async (values) => {
    const v = registerFormSchema.parse(values);
    try {
      const { data } = await registerCall.mutateAsync({
        u_first_name: v.firstname,
        email: v.email,
        confirmemail: v.confirmemail,
        u_phone: v.u_phone,
        password: v.password,
        confirmpassword: v.confirmpassword,
        terms: true,
        device_type: 'web',
        ...referralFields(referralKey),
      });
      // Stored without a pin: not logged in yet, the plan pages come next (part 1 section 4).
      session.set('user', data);
      session.set('fromRegister', 1);
      if (referralKey) session.set('referralKey', referralKey);
      navigate(session.get('planId') != null ? paths.trustplans : paths.viewplans, { replace: true });
    } catch {
      // The 'Error!' pop-up shows the server's message; the loader stops.
    }
  });

  return (
    <AuthLayout
      title="Create Account"
      subtitle={
        referralKey
          ? `You were invited by member TFP${referralKey}.`
          : 'Join for free and choose your plan next.'
      }
      panel="register"
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <TextInput
            label="Full name"
            withAsterisk
            autoComplete="name"
            maxLength={50}
            {...form.getInputProps('firstname')}
          />
          <EmailField input={form.getInputProps('email')} />
          <TextInput
            label="Confirm email address"
            withAsterisk
            type="email"
            autoComplete="off"
            maxLength={100}
            onCopy={block}
            onCut={block}
            onPaste={block}
            {...form.getInputProps('confirmemail')}
          />
          <PhoneField
            onChange={(full) => form.setFieldValue('u_phone', full)}
            onBlur={() => form.validateField('u_phone')}
            error={form.errors.u_phone}
          />
          <PasswordInput
            label="Password"
            withAsterisk
            autoComplete="new-password"
            maxLength={40}
            description="At least 8 characters, with a letter and a number"
            {...form.getInputProps('password')}
          />
          <PasswordInput
            label="Confirm password"
            withAsterisk
            autoComplete="new-password"
            maxLength={40}
            {...form.getInputProps('confirmpassword')}
          />
          <Checkbox
            mt="xs"
            label={
              <>
                I agree to the{' '}
                <Anchor
                  component="button"
                  type="button"
                  fz="sm"
                  onClick={(e) => {
                    e.preventDefault();
                    setTermsOpen(true);
                  }}
                >
                  terms and conditions
                </Anchor>
              </>
            }
            {...form.getInputProps('terms', { type: 'checkbox' })}
          />
          <Button type="submit" size="md" mt="sm" fullWidth loading={registerCall.isPending}>
            Register
          </Button>
          <Text ta="center" size="sm" hiddenFrom="md">
            Already have an account?{' '}
            <Anchor component={Link} to={paths.login} fw={600}>
              Login
            </Anchor>
          </Text>
        </Stack>
      </form>
      <TermsModal opened={termsOpen} onClose={() => setTermsOpen(false)} />
    </AuthLayout>
  );
}
