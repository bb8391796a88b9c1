/**
 * Refusals a person can read. Schemas in packages/shared carry the spec's texts; where a schema has
 * none (a wrong type, a missing field the spec never names), the validator would answer with its own
 * wording ("Invalid input: expected object, received null"). These functions replace that wording
 * with a plain sentence that names the field, and leave the spec's texts untouched.
 */

/** How a field is called in a sentence. Fields not listed are named from their key (u_first_name -> "first name"). */
const FIELD_LABELS: Record<string, string> = {
  email: 'your email address',
  confirmemail: 'the email address again',
  password: 'your password',
  confirmpassword: 'the password again',
  old_password: 'your current password',
  new_password: 'your new password',
  u_first_name: 'your full name',
  firstname: 'your full name',
  u_phone: 'your phone number',
  phonenumber: 'your phone number',
  authcode: 'the code from the link',
  userid: 'the code from the link',
  token: 'the code from the link',
  planid: 'the plan',
  plan_id: 'the plan',
  user_id: 'the member',
  event_id: 'the meeting',
  cashout_amount: 'the cashout amount',
  con_amount: 'the contribution amount',
  con_week: 'the number of weeks',
  amount: 'the amount',
  reference: 'the payment reference',
  trxref: 'the payment reference',
  payment_data: 'the payment reference',
  otp: 'the OTP',
  card_number: 'the card number',
  card_exp: 'the card expiry date',
  card_cvv: 'the CVV',
  card_pin: 'the card PIN',
  card_name: 'the name on the card',
  tfp: "the member's TFP",
  u_mem_tfpcode: 'the TFP code',
  u_tfp_code: 'the TFP code',
  u_relationship: 'the relationship',
  trustnetwork: 'the people to invite',
  c_name: 'your name',
  c_email: 'your email address',
  c_number: 'your phone number',
  c_message: 'your message',
  msg: 'your message',
  message: 'your message',
  name: 'your name',
  nxtkinname: "your next of kin's name",
  nxtkinemail: "your next of kin's email address",
  nxtkinphonenumber: "your next of kin's phone number",
  dob: 'your date of birth',
  sex: 'your sex',
  bankname: 'the bank',
  accountholdername: 'the account holder name',
  accountnumber: 'the account number',
  remember: 'the remember-me choice',
  offset: 'the page',
  count: 'the number of transactions per page',
};

/** "u_first_name" -> "the first name"; "emails.0.email" is named by its last word. */
export function fieldLabel(field: string | undefined): string {
  if (!field) return 'the request';
  const key =
    field
      .split('.')
      .filter((s) => !/^\d+$/.test(s))
      .pop() ?? field;
  const known = FIELD_LABELS[key];
  if (known) return known;
  // A key nobody's form has (a stray field, junk) is not echoed back into a sentence.
  if (!/^[A-Za-z][A-Za-z0-9_]{0,40}$/.test(key)) return 'a field of the form';
  const words = key
    .replace(/^(u|up|c|con|hw|es|fq|ts)_/, '')
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .trim()
    .toLowerCase();
  return words ? `the ${words}` : 'the request';
}

const capitalise = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/**
 * A validator's own wording (zod's default messages, Fastify's schema errors). Spec texts never look
 * like this, so a message that matches is replaced before it reaches a person.
 */
export const RAW_VALIDATOR_TEXT =
  /^(Invalid input|Invalid option|Invalid (string|number|email address|URL|UUID|date|key|element|union|discriminator|literal|enum|type|format|value)\b|Too (big|small)|Unrecognized keys?|Required$|Expected |Number must|String must)|expected .+, received |^(body|querystring|params|headers)(\/| must| should)|must (NOT )?(be|have|match) (object|string|number|integer|array|boolean|equal|pattern|fewer|more)/;

export interface IssueLike {
  code?: string;
  message?: string;
  path?: readonly PropertyKey[];
  expected?: string;
  origin?: string;
  maximum?: number | bigint;
  minimum?: number | bigint;
  input?: unknown;
  keys?: string[];
  /** Zod's default text for a type error names what arrived: "received undefined" means a missing field. */
  received?: string;
  /** invalid_union: the problems of each alternative. */
  errors?: IssueLike[][];
}

/**
 * The issue to talk about. A union (one of two forms) fails as a whole with zod's "Invalid input";
 * the alternative with the fewest problems is the form the sender meant, so its first problem is
 * the one named (with its full path).
 */
export function pickIssue(issue: IssueLike): IssueLike {
  const branches = (issue.errors ?? []).filter((b) => Array.isArray(b) && b.length > 0);
  if (issue.code !== 'invalid_union' || branches.length === 0) return issue;
  if (issue.message && !RAW_VALIDATOR_TEXT.test(issue.message)) return issue;
  const best = branches.reduce((a, b) => (b.length <= a.length ? b : a));
  const inner = best[0] as IssueLike;
  return pickIssue({ ...inner, path: [...(issue.path ?? []), ...(inner.path ?? [])] });
}

const KIND_BY_EXPECTED: Record<string, string> = {
  string: 'text',
  number: 'a number',
  int: 'a whole number',
  bigint: 'a whole number',
  boolean: 'true or false',
  object: 'a group of fields',
  array: 'a list',
  date: 'a date',
};

/**
 * A sentence for one validation problem: the schema's own message when it is a spec text, else a
 * plain sentence about the field (where `where` says which part of the request: body or query).
 */
export function issueMessage(issue: IssueLike, where: 'body' | 'querystring' | 'params' | 'headers'): string {
  if (issue.message && !RAW_VALIDATOR_TEXT.test(issue.message)) return issue.message;
  const path = (issue.path ?? []).map(String);
  if (path.length === 0) return wholeRequestMessage(where);
  const label = fieldLabel(path.join('.'));
  const Label = capitalise(label);
  const missing = issue.code === 'invalid_type' && /received undefined/.test(issue.message ?? '');
  switch (issue.code) {
    case 'invalid_type':
      if (missing) return `Enter ${label}`;
      return `${Label} must be ${KIND_BY_EXPECTED[issue.expected ?? ''] ?? 'of another kind'}`;
    case 'too_big':
      if (issue.origin === 'string') return `${Label} must be ${issue.maximum} characters or less`;
      if (issue.origin === 'array' || issue.origin === 'set') return `${Label} has too many entries`;
      return `${Label} is too large`;
    case 'too_small':
      if (issue.origin === 'string')
        return Number(issue.minimum) <= 1
          ? `Enter ${label}`
          : `${Label} must be at least ${issue.minimum} characters`;
      if (issue.origin === 'array' || issue.origin === 'set') return `Enter ${label}`;
      return `${Label} is too small`;
    case 'invalid_value':
      return `Choose one of the allowed values for ${label}`;
    case 'unrecognized_keys':
      return `Remove the field ${issue.keys?.[0] ?? path.join('.')}: it is not part of this form`;
    default:
      return `${Label} is not valid`;
  }
}

/** The whole body or query was of the wrong kind (null, a list, text): say what to send. */
export function wholeRequestMessage(where: string): string {
  if (where === 'querystring') return 'The address of this request has parameters that are not valid';
  if (where === 'params') return 'The address of this request is not valid';
  if (where === 'headers') return 'A header of this request is not valid';
  return 'Send the form fields as a JSON object';
}

/** A field held a NUL or similar character that the database cannot store: refuse before anything runs. */
export function forbiddenCharacterMessage(field: string | undefined, where: string): string {
  if (where === 'headers') return `The request header ${field} contains a character that is not allowed`;
  if (where === 'querystring' || where === 'params') {
    return `${capitalise(fieldLabel(field))} in the address contains a character that is not allowed`;
  }
  return `${capitalise(fieldLabel(field))} contains a character that is not allowed. Please retype it`;
}
