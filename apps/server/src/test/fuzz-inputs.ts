import fc from 'fast-check';

/**
 * The generators of the fuzz tests (http/api.fuzz.test.ts, modules/chat/socket.fuzz.test.ts): bad
 * values of every kind a caller can send (control characters, injections, enormous numbers, huge
 * texts, wrong types), and samples shaped like a call's or an event's schema with one thing wrong, so
 * a fuzz reaches the code behind validation as well as validation itself. Seeded by the tests, so a
 * failure repeats exactly.
 */

/** The fuzz tests' seed: fixed, so a failure repeats exactly. */
export const SEED = 20261123;

export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  enum?: unknown[];
  anyOf?: JsonSchema[];
  items?: JsonSchema;
  maxLength?: number;
}

export interface Operation {
  method: string;
  path: string;
  body?: JsonSchema;
  query: string[];
  params: string[];
}

export interface Sample {
  contentType: 'json' | 'text' | 'form' | 'multipart' | 'none';
  body: unknown;
  query: Record<string, string>;
  params: Record<string, string>;
  header?: [string, string];
  signedIn: boolean;
}

const controlChars = fc.constantFrom(
  '\u0000',
  '\u0000',
  '\u0000',
  '\u0001',
  '\u0007',
  '\b',
  '\u001b',
  '\u007f',
  '\u2028',
  '\ufeff',
);
const nasty = fc.constantFrom(
  "' OR 1=1 --",
  "'; drop table users; --",
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  '$' + '{7*7}', // a template injection probe, written so no template is meant
  '../../etc/passwd',
  '%00',
  'null',
  'undefined',
  'NaN',
  '1e21',
  '99999999999999999999',
  '-1',
  '0.001',
  'TFP0000000000',
  '𝕿𝖗𝖚𝖘𝖙 ₦ 日本語 عربى',
  '\ud800',
);
/** Path segments sent without encoding: an escape that cannot be decoded, a stray %, an overlong segment. */
const RAW_PATHS = ['%E0%A4%A', '%', 'x'.repeat(150)];
const enormous = fc.constantFrom(1e21, 1e308, -1e21, Number.MAX_SAFE_INTEGER, 2 ** 31, 1e20);
const amounts = fc.oneof(
  enormous,
  fc.integer({ min: -1_000_000, max: -1 }),
  fc.double({ min: -1e6, max: 1e6, noNaN: true }),
  fc.constantFrom(0, 0.5, 0.001, 1.005),
);
const withControl = fc
  .tuple(fc.string({ maxLength: 8 }), controlChars, fc.string({ maxLength: 8 }))
  .map(([a, c, b]) => `${a}${c}${b}`);
const huge = fc.integer({ min: 1_000, max: 60_000 }).map((n) => 'A'.repeat(n));
const badScalar: fc.Arbitrary<unknown> = fc.oneof(
  fc.constant(null),
  fc.boolean(),
  amounts,
  nasty,
  withControl,
  huge,
  fc.string({ maxLength: 20 }),
  fc.string({ unit: 'grapheme', maxLength: 20 }),
);
export const badValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 6, arbitrary: badScalar },
  { weight: 1, arbitrary: fc.array(badScalar, { maxLength: 3 }) },
  { weight: 1, arbitrary: fc.dictionary(fc.string({ maxLength: 5 }), badScalar, { maxKeys: 3 }) },
);

/** Any generated value as form text (null-prototype objects have no toString). */
export const text = (v: unknown): string =>
  typeof v === 'object' && v !== null ? JSON.stringify(v) : String(v);

/** Values the fund's forms accept, by field name, so a mutation of one field reaches the code behind validation. */
const EXAMPLES: Record<string, unknown[]> = {
  email: ['ada@example.com'],
  confirmemail: ['ada@example.com'],
  c_email: ['ada@example.com'],
  nxtkinemail: ['chike@example.com'],
  password: ['Secret123'],
  old_password: ['Secret123'],
  new_password: ['Secret456'],
  confirmpassword: ['Secret123'],
  u_first_name: ['Ada Okafor'],
  firstname: ['Ada Okafor'],
  name: ['Ada Okafor'],
  c_name: ['Ada Okafor'],
  u_phone: ['2348012345678'],
  phonenumber: ['2348012345678'],
  c_number: ['2348012345678'],
  tfp: ['TFP0000000001'],
  u_mem_tfpcode: ['TFP0000000001'],
  planid: [1, 2, 3, '2'],
  cashout_amount: [1000, '1000', 1e21, '99999999999999999999'],
  amount: [4000, '4000.50', 1e21, '99999999999999999999'],
  con_amount: [1000, 1e21],
  con_week: [1, 2],
  reference: ['ref-123456'],
  otp: ['123456'],
  message: ['Hello, I need help', '  '],
  client_id: ['8c5d6b0e-4f1a-4b7e-9a53-2f6f1d9f0c11', 'not-a-uuid'],
};

/** A text with one control character (NUL most often) slipped in somewhere. */
export const sprinkle = (text: fc.Arbitrary<string>) =>
  fc.tuple(text, controlChars, fc.nat()).map(([t, c, at]) => {
    const i = t.length === 0 ? 0 : at % (t.length + 1);
    return `${t.slice(0, i)}${c}${t.slice(i)}`;
  });

/** Something the field might accept, so the fuzz also reaches the code behind validation. */
export function plausible(schema: JsonSchema | undefined, name = ''): fc.Arbitrary<unknown> {
  const examples = EXAMPLES[name];
  if (examples) return fc.constantFrom(...examples);
  if (!schema) return badScalar;
  if (schema.enum?.length) return fc.constantFrom(...schema.enum);
  if (schema.anyOf?.length) return fc.oneof(...schema.anyOf.map((s) => plausible(s, name)));
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'integer':
      return fc.oneof(fc.integer({ min: 0, max: 5 }), enormous, fc.integer({ min: -5, max: -1 }));
    case 'number':
      return amounts;
    case 'boolean':
      return fc.boolean();
    case 'array':
      return fc.array(plausible(schema.items), { minLength: 1, maxLength: 3 });
    case 'object':
      return oneFieldWrong(schema);
    default:
      return fc.oneof(
        fc.constantFrom('Ada Okafor', '2348012345678', 'Secret123', 'TFP0000000001', '123456', 'Female'),
        fc.string({ maxLength: 12 }),
      );
  }
}

/** A bad version of one field: a wrong value, or its good value with a control character inside. */
function wrong(schema: JsonSchema | undefined, name: string): fc.Arbitrary<unknown> {
  const good = plausible(schema, name).map((v) => (typeof v === 'string' ? v : text(v)));
  return fc.oneof(
    { weight: 3, arbitrary: sprinkle(good) },
    { weight: 2, arbitrary: badValue },
    {
      weight: 1,
      arbitrary: fc.oneof(enormous, fc.constantFrom('1e21', '99999999999999999999', '2147483648')),
    },
    { weight: 1, arbitrary: fc.constant(undefined) },
  );
}

/** Every field plausible except one, which is wrong or missing; a stray extra field sometimes. */
export function oneFieldWrong(schema: JsonSchema): fc.Arbitrary<Record<string, unknown>> {
  const fields = Object.entries(schema.properties ?? {});
  if (fields.length === 0) return fc.dictionary(fc.string({ maxLength: 8 }), badScalar, { maxKeys: 3 });
  // Optional fields are left out half the time, so the form reads as an ordinary one.
  const required = new Set(schema.required ?? []);
  const good = fc.tuple(
    ...fields.map(([name, s]) =>
      required.has(name) ? plausible(s, name) : fc.option(plausible(s, name), { nil: undefined }),
    ),
  );
  return fc
    .tuple(
      good,
      fc.nat({ max: fields.length - 1 }),
      fc.nat(),
      fc.option(fc.tuple(fc.string({ maxLength: 10 }), badScalar), { freq: 4 }),
    )
    .chain(([values, i, _, extra]) => {
      const [name, s] = fields[i] as [string, JsonSchema];
      return wrong(s, name).map((bad) => {
        const out: Record<string, unknown> = {};
        fields.forEach(([k], j) => {
          const v = j === i ? bad : values[j];
          if (v !== undefined) out[k] = v;
        });
        if (extra) out[extra[0]] = extra[1];
        return out;
      });
    });
}

/** An object shaped like the schema: each field missing, plausible or bad, plus a stray field sometimes. */
export function objectOf(schema: JsonSchema): fc.Arbitrary<Record<string, unknown>> {
  const fields = Object.entries(schema.properties ?? {});
  const entries = fields.map(([name, s]) =>
    fc
      .oneof(
        { weight: 1, arbitrary: fc.constant(undefined) },
        { weight: 2, arbitrary: plausible(s, name) },
        { weight: 2, arbitrary: badValue },
      )
      .map((v) => [name, v] as const),
  );
  const mixed = fc
    .tuple(fc.tuple(...entries), fc.option(fc.tuple(fc.string({ maxLength: 10 }), badScalar), { freq: 4 }))
    .map(([pairs, extra]) => {
      const out: Record<string, unknown> = {};
      for (const [k, v] of pairs) if (v !== undefined) out[k] = v;
      if (extra) out[extra[0]] = extra[1];
      return out;
    });
  return fields.length === 0 ? mixed : fc.oneof(mixed, oneFieldWrong(schema), oneFieldWrong(schema));
}

export function sampleFor(op: Operation): fc.Arbitrary<Sample> {
  const body = fc.oneof(
    {
      weight: 6,
      arbitrary: op.body ? objectOf(op.body) : fc.dictionary(fc.string({ maxLength: 8 }), badScalar),
    },
    { weight: 1, arbitrary: badValue },
  );
  const queryValue = fc.oneof(
    fc.string({ maxLength: 10 }),
    nasty,
    withControl,
    huge,
    sprinkle(fc.constant('ada@example.com')),
    fc.constant('ref-123456'),
  );
  const query = fc
    .tuple(...op.query.map((q) => fc.option(queryValue.map((v) => [q, v] as const))))
    .map((pairs) => Object.fromEntries(pairs.filter((p): p is readonly [string, string] => p !== null)));
  const params = fc
    .tuple(
      ...op.params.map((p) =>
        fc
          .oneof(nasty, withControl, fc.string({ maxLength: 10 }), fc.constantFrom(...RAW_PATHS))
          .map((v) => [p, v] as const),
      ),
    )
    .map((pairs) => Object.fromEntries(pairs));
  return fc.record({
    contentType: fc.constantFrom('json', 'json', 'json', 'json', 'text', 'form', 'multipart', 'none'),
    body,
    query,
    params,
    header: fc.option(
      fc.tuple(
        fc.constantFrom('x-device', 'user-agent', 'referer', 'x-request-id'),
        fc.oneof(withControl, nasty),
      ),
      { freq: 5, nil: undefined },
    ),
    // Mostly signed in, so member calls get past the session check.
    signedIn: fc.oneof(
      { weight: 4, arbitrary: fc.constant(true) },
      { weight: 1, arbitrary: fc.constant(false) },
    ),
  }) as fc.Arbitrary<Sample>;
}

/** Reads the calls from the served OpenAPI document (the same one /api/docs shows). */
export function operations(doc: {
  paths: Record<string, Record<string, Record<string, unknown>>>;
}): Operation[] {
  const ops: Operation[] = [];
  for (const [path, byMethod] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(byMethod)) {
      const parameters = (op.parameters ?? []) as { in: string; name: string }[];
      const requestBody = op.requestBody as { content?: Record<string, { schema: JsonSchema }> } | undefined;
      ops.push({
        method: method.toUpperCase(),
        path,
        body: requestBody?.content?.['application/json']?.schema,
        query: parameters.filter((p) => p.in === 'query').map((p) => p.name),
        params: parameters.filter((p) => p.in === 'path').map((p) => p.name),
      });
    }
  }
  return ops;
}

export function encode(sample: Sample): { payload?: string | Buffer; contentType?: string } {
  const body = sample.body;
  switch (sample.contentType) {
    case 'none':
      return {};
    case 'text':
      return { payload: JSON.stringify(body) ?? 'x', contentType: 'text/plain' };
    case 'form':
      return { payload: 'a=1&b=%00&c', contentType: 'application/x-www-form-urlencoded' };
    case 'multipart': {
      // Half well formed (fields as parts), half broken (no closing boundary, junk).
      const fields = body && typeof body === 'object' && !Array.isArray(body) ? body : { x: body };
      const parts = Object.entries(fields)
        .map(([k, v]) => `--b0\r\ncontent-disposition: form-data; name="${k}"\r\n\r\n${text(v)}\r\n`)
        .join('');
      const broken = String(JSON.stringify(body)).length % 2 === 0;
      return {
        payload: broken
          ? `--b0\r\ncontent-disposition: form-data; name="u_image"; filename="a.png"\r\n\r\n\u0089PNG`
          : `${parts}--b0--\r\n`,
        contentType: 'multipart/form-data; boundary=b0',
      };
    }
    default:
      return { payload: JSON.stringify(body) ?? 'null', contentType: 'application/json' };
  }
}

export function urlFor(op: Operation, sample: Sample): string {
  let path = op.path;
  for (const [name, value] of Object.entries(sample.params)) {
    // RAW_PATHS go in as they are: an undecodable escape, an overlong segment.
    const segment = RAW_PATHS.includes(value) ? value : encodeURIComponent(value.toWellFormed());
    path = path.replace(`{${name}}`, segment || 'x');
  }
  const qs = new URLSearchParams(sample.query).toString();
  return qs ? `${path}?${qs}` : path;
}
