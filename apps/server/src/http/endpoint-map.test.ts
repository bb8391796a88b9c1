import swagger from '@fastify/swagger';
import { answers } from '@trust/shared';
import { type EndpointKey, endpoints, fileEndpoints } from '@trust/shared/endpoints';
import Fastify from 'fastify';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app.ts';

type Doc = {
  paths: Record<string, Record<string, { responses: Record<string, { content?: Record<string, unknown> }> }>>;
};

/** The JSON schema of a call's 200 answer data in an API document, as /api/docs shows it. */
const dataSchema = (doc: Doc, path: string, method: string) => {
  const content = doc.paths[path]?.[method.toLowerCase()]?.responses['200']?.content;
  const json = content?.['application/json'] as { schema?: { properties?: { data?: unknown } } } | undefined;
  return json?.schema?.properties?.data;
};

let t: TestApp;
let served: Doc;
let mapped: Doc;

beforeAll(async () => {
  t = await createTestApp();
  served = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
  // The map's schemas through the same document generator, one route each, to compare like with like.
  const probe = Fastify();
  probe.setValidatorCompiler(validatorCompiler);
  probe.setSerializerCompiler(serializerCompiler);
  await probe.register(swagger, {
    openapi: { info: { title: 'map', version: '1' } },
    transform: jsonSchemaTransform,
  });
  for (const [key, answer] of Object.entries(endpoints)) {
    const [method, path] = key.split(' ') as [string, string];
    probe.route({
      method: method as 'GET',
      url: path.replace(/\{(\w+)\}/g, ':$1'),
      schema: { response: answers(answer) },
      handler: async () => null,
    });
  }
  await probe.ready();
  mapped = probe.swagger() as unknown as Doc;
  await probe.close();
});
afterAll(() => t.close());

describe("the web's endpoint map (packages/shared/src/endpoints.ts)", () => {
  it("gives each call the answer schema the server's route declares", () => {
    const differ: string[] = [];
    for (const key of Object.keys(endpoints) as EndpointKey[]) {
      const [method, path] = key.split(' ') as [string, string];
      const server = dataSchema(served, `/api${path}`, method);
      if (server === undefined) differ.push(`${key}: no such call on the server`);
      else if (JSON.stringify(server) !== JSON.stringify(dataSchema(mapped, path, method)))
        differ.push(`${key}: answers another shape than the map says`);
    }
    expect(differ).toEqual([]);
  });

  it('lists every call of the API (a file download among the file calls)', () => {
    const listed = new Set<string>([...Object.keys(endpoints), ...fileEndpoints]);
    const missing = Object.entries(served.paths)
      .filter(([path]) => path.startsWith('/api/') && path !== '/api/uploads/{name}')
      .flatMap(([path, ops]) => Object.keys(ops).map((m) => `${m.toUpperCase()} ${path.slice(4)}`))
      .filter((call) => !listed.has(call));
    expect(missing).toEqual([]);
  });
});
