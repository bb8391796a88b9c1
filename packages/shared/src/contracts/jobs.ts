import { z } from 'zod';
import { EMAIL_RE, maxMessage } from './fields.ts';

/** The job form's choices and texts (part 2 sections 2.18, 5 and 9). */
export const JOB_GENDERS = ['Male', 'Female'] as const;
export const JOB_ROLES = [
  { value: 'Representative', label: 'Representative (N100,000 monthly)' },
  { value: 'Manager', label: 'Manager (N250,000 monthly)' },
] as const;
export const JOB_QUALIFICATIONS = [
  'PhD',
  'MBBS',
  'MBA',
  'M.Sc',
  'B.Sc',
  'Diploma',
  'Certificate',
  'Other',
] as const;
/** Nigeria's 36 states and the Federal Capital Territory. */
export const NIGERIAN_STATES = [
  'Abia',
  'Adamawa',
  'Akwa Ibom',
  'Anambra',
  'Bauchi',
  'Bayelsa',
  'Benue',
  'Borno',
  'Cross River',
  'Delta',
  'Ebonyi',
  'Edo',
  'Ekiti',
  'Enugu',
  'FCT Abuja',
  'Gombe',
  'Imo',
  'Jigawa',
  'Kaduna',
  'Kano',
  'Katsina',
  'Kebbi',
  'Kogi',
  'Kwara',
  'Lagos',
  'Nasarawa',
  'Niger',
  'Ogun',
  'Ondo',
  'Osun',
  'Oyo',
  'Plateau',
  'Rivers',
  'Sokoto',
  'Taraba',
  'Yobe',
  'Zamfara',
] as const;
export type NigerianState = (typeof NIGERIAN_STATES)[number];

export const JOB_MESSAGES = {
  firstName: 'Enter first name',
  surName: 'Enter surname',
  email: 'Enter email address',
  emailInvalid: 'Enter valid email address',
  phone: 'Enter phone number',
  phoneInvalid: 'Enter a valid phone number (digits only, with your country code)',
  gender: 'Select gender',
  dob: 'Enter date of birth',
  dobInvalid: 'Enter a valid date of birth',
  tooYoung: 'Applicants must be at least 18 years old',
  role: 'Select role',
  qualification: 'Select qualification',
  state: 'Select state',
  lga: 'Enter LGA',
  address: 'Enter address',
  resume: 'Enter the link to your resume',
  resumeInvalid: 'Enter a shareable link to your resume, starting with https://',
  submitting: 'Submitting Application!',
  pleaseWait: 'Please Wait...',
  submitted: 'Application was successfully submitted!',
} as const;

/** The minimum age of an applicant (the fund's minimum age, part 1 section 9). */
export const MIN_APPLICANT_AGE = 18;

const text = (required: string, max: number) =>
  z.string({ error: required }).trim().min(1, required).max(max, maxMessage(max));
const oneOf = <T extends readonly [string, ...string[]]>(values: T, required: string) =>
  z.enum(values, { error: required });

/** Whole years between an ISO date (YYYY-MM-DD) and today (both as UTC calendar dates). */
export function ageOn(dob: string, today: Date): number {
  const [y, m, d] = dob.split('-').map(Number) as [number, number, number];
  let age = today.getUTCFullYear() - y;
  const beforeBirthday =
    today.getUTCMonth() + 1 < m || (today.getUTCMonth() + 1 === m && today.getUTCDate() < d);
  if (beforeBirthday) age -= 1;
  return age;
}

const isRealDate = (s: string) => {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(s)) return false;
  const date = new Date(`${s}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(s) && date.getUTCFullYear() >= 1900;
};

/**
 * POST /submit-job-application: the twelve fields, every one required (part 2 section 5).
 * `today` comes from the server's clock (or the browser's date in the form) for the age check.
 */
export const jobApplicationSchema = (today: Date) =>
  z.object({
    firstName: text(JOB_MESSAGES.firstName, 100),
    surName: text(JOB_MESSAGES.surName, 100),
    email: text(JOB_MESSAGES.email, 100).toLowerCase().regex(EMAIL_RE, JOB_MESSAGES.emailInvalid),
    phone: text(JOB_MESSAGES.phone, 100)
      .transform((s) => s.replace(/[\s-]/g, '').replace(/^\+/, ''))
      .pipe(z.string().regex(/^\d{10,18}$/, JOB_MESSAGES.phoneInvalid)),
    gender: oneOf(JOB_GENDERS, JOB_MESSAGES.gender),
    dob: z
      .string({ error: JOB_MESSAGES.dob })
      .trim()
      .min(1, JOB_MESSAGES.dob)
      .refine(isRealDate, JOB_MESSAGES.dobInvalid)
      .refine((s) => !isRealDate(s) || ageOn(s, today) >= MIN_APPLICANT_AGE, JOB_MESSAGES.tooYoung),
    role: oneOf(['Representative', 'Manager'], JOB_MESSAGES.role),
    qualification: oneOf(JOB_QUALIFICATIONS, JOB_MESSAGES.qualification),
    state: oneOf(NIGERIAN_STATES, JOB_MESSAGES.state),
    lga: text(JOB_MESSAGES.lga, 100),
    address: text(JOB_MESSAGES.address, 200),
    resume: text(JOB_MESSAGES.resume, 500).refine((s) => {
      try {
        const url = new URL(s);
        return url.protocol === 'https:' || url.protocol === 'http:';
      } catch {
        return false;
      }
    }, JOB_MESSAGES.resumeInvalid),
  });
export type JobApplication = z.output<ReturnType<typeof jobApplicationSchema>>;
export type JobApplicationInput = z.input<ReturnType<typeof jobApplicationSchema>>;

/** POST /submit-job-application: the stored application's id. */
export const jobApplicationSavedSchema = z.object({ id: z.number() });
export type JobApplicationSaved = z.output<typeof jobApplicationSavedSchema>;
