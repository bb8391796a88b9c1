import type { z } from 'zod';

type FormErrors = Record<string, string>;
type ObjectSchema = z.ZodObject<z.ZodRawShape>;

const firstMessageByField = (issues: readonly z.core.$ZodIssue[]) => {
  const errors: FormErrors = {};
  for (const issue of issues) {
    const key = issue.path.join('.');
    if (key && errors[key] === undefined) errors[key] = issue.message;
  }
  return errors;
};

/**
 * Turns a shared zod form schema into a Mantine `validate` function, so a message shown under a
 * field is the message the API would answer.
 *
 * Zod skips an object's cross-field refinements (confirm email, confirm password) while any field is
 * still invalid, which would hide "Mismatch email and confirm email" until the whole form is right.
 * So each field is checked on its own first, then the schema's refinements run on a copy where a
 * field that fails keeps its raw value: a mismatch shows as soon as both fields are touched.
 */
export function formValidator(schema: ObjectSchema) {
  const shape = schema.shape;
  const lenient = schema.safeExtend(
    Object.fromEntries(
      Object.entries(shape).map(([key, field]) => [
        key,
        (field as z.ZodType).catch((ctx: { value: unknown }) => ctx.value),
      ]),
    ),
  );
  return (values: Record<string, unknown>): FormErrors => {
    const errors: FormErrors = {};
    for (const [key, field] of Object.entries(shape)) {
      const r = (field as z.ZodType).safeParse(values[key]);
      if (!r.success && r.error.issues[0]) errors[key] = r.error.issues[0].message;
    }
    const whole = lenient.safeParse(values);
    if (!whole.success) {
      for (const [key, message] of Object.entries(firstMessageByField(whole.error.issues))) {
        errors[key] ??= message;
      }
    }
    return errors;
  };
}
