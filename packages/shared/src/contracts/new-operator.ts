import { OPERATOR_ROLES } from '../operator-roles.ts';
import { emailField, passwordField } from './fields.ts';

/**
 * An operator account made outside the console: the fund's first admin (ADMIN_EMAIL at start, or
 * `npm run operator:create`). Its input rules live here, beside the fields they use, rather than in the
 * server's admin module, so that the command checks them before it loads the server's modules or opens
 * the database: a refused call then costs a fraction of a second, not a server's start.
 */

/** The roles an operator account can be made with here (an expert is made in the console's Chat section, with its kind). */
export const CREATABLE_OPERATOR_ROLES = OPERATOR_ROLES.filter((r) => r !== 'expert');
export type CreatableOperatorRole = (typeof CREATABLE_OPERATOR_ROLES)[number];

export const NEW_OPERATOR_MESSAGES = {
  emailTaken:
    'An account with this email already exists: choose another email, or sign in with that account.',
  role: `The role must be one of ${CREATABLE_OPERATOR_ROLES.join(', ')}.`,
  email: 'Enter a valid email address.',
} as const;

export interface NewOperatorRefusal {
  field: 'email' | 'role' | 'password';
  message: string;
}

/**
 * The email (trimmed and lower-cased) and role of a new operator, or the first of email, role and
 * password that is refused, with its message. The password is checked against the sign-up rules only
 * when given: the command checks the email and role before it asks for the password.
 */
export function checkNewOperator(input: {
  email: string;
  role: string;
  password?: string;
}): { email: string; role: CreatableOperatorRole } | { refused: NewOperatorRefusal } {
  const email = emailField().safeParse(input.email);
  if (!email.success) return { refused: { field: 'email', message: NEW_OPERATOR_MESSAGES.email } };
  const role = CREATABLE_OPERATOR_ROLES.find((r) => r === input.role);
  if (!role) return { refused: { field: 'role', message: NEW_OPERATOR_MESSAGES.role } };
  if (input.password !== undefined) {
    const password = passwordField().safeParse(input.password);
    if (!password.success) {
      const message = password.error.issues[0]?.message ?? 'Enter password';
      return { refused: { field: 'password', message } };
    }
  }
  return { email: email.data, role };
}
