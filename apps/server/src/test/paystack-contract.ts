import { readFileSync } from 'node:fs';
import { type Document, OpenAPIBackend } from 'openapi-backend';
import { parse } from 'yaml';

/**
 * Paystack's published OpenAPI document (paystack-openapi/README.md says which version), as an
 * openapi-backend router and validator: the fake Paystack answers through it, so a request the
 * contract refuses never reaches the fake's handlers, and the fake's own answers are checked too.
 */

const DOCUMENT = new URL('./paystack-openapi/paystack.yaml', import.meta.url);

let document: Document | undefined;

/** The document, read once per test process; every caller gets its own copy. */
function paystackDocument(): Document {
  document ??= withoutUntypedNullable(parse(readFileSync(DOCUMENT, 'utf8'))) as Document;
  return structuredClone(document);
}

/**
 * The document writes `nullable: true` on schemas with no `type` (`ip_address: { nullable: true }`).
 * OpenAPI 3.0.3 gives that no effect (nullable only widens an explicit type), so the schema already
 * accepts anything; Ajv refuses to compile it, so the keyword is dropped there and nowhere else.
 */
function withoutUntypedNullable(node: unknown): unknown {
  if (Array.isArray(node)) node.forEach(withoutUntypedNullable);
  else if (node && typeof node === 'object') {
    const schema = node as Record<string, unknown>;
    if (schema.nullable === true && schema.type === undefined) delete schema.nullable;
    Object.values(schema).forEach(withoutUntypedNullable);
  }
  return node;
}

/** A router and validator over Paystack's contract; operations are named by its operationIds. */
export async function paystackContract(): Promise<OpenAPIBackend> {
  // quick: validators are compiled when an operation is first used, not all 200 at start.
  return new OpenAPIBackend({ definition: paystackDocument(), strict: true, quick: true }).init();
}
