import { changePasswordFormSchema, registerFormSchema, resetFormSchema } from '@trust/shared';
import { describe, expect, it } from 'vitest';
import { formValidator } from './form-validation.ts';

const validRegister = {
  firstname: 'Ada Okafor',
  email: 'Ada@Example.com',
  confirmemail: 'ada@example.com',
  u_phone: '+2348012345678',
  password: 'Secret123',
  confirmpassword: 'Secret123',
  terms: true,
};

describe('form validation from the shared schemas', () => {
  const register = formValidator(registerFormSchema);

  it('finds no error in a complete register form (emails compared after lowercasing)', () => {
    expect(register(validRegister)).toEqual({});
  });

  it('gives each field its first spec message', () => {
    expect(
      register({
        ...validRegister,
        firstname: '',
        u_phone: '',
        password: '',
        confirmpassword: '',
        terms: false,
      }),
    ).toMatchObject({
      firstname: 'Enter full name',
      u_phone: 'Enter phone number',
      password: 'Enter password',
      terms: 'Select checkbox to agree to the terms and conditions to continue',
    });
  });

  it('shows a confirm-email mismatch while other fields are still empty', () => {
    const errors = register({
      ...validRegister,
      firstname: '',
      password: '',
      confirmemail: 'ado@example.com',
    });
    expect(errors.confirmemail).toBe('Mismatch email and confirm email');
    expect(errors.firstname).toBe('Enter full name');
  });

  it('shows a confirm-password mismatch in the reset and change-password forms', () => {
    expect(formValidator(resetFormSchema)({ password: 'Secret123', confirmpassword: 'Secret124' })).toEqual({
      confirmpassword: 'Mismatch password and confirm password',
    });
    expect(
      formValidator(changePasswordFormSchema)({
        old_password: '',
        new_password: 'Secret123',
        confirm_password: 'x',
      }),
    ).toEqual({ old_password: 'Enter old password', confirm_password: 'Mismatch new and confirm password' });
  });
});
