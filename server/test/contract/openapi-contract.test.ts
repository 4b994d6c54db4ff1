import { Ajv, type ValidateFunction } from 'ajv';
import addFormatsModule from 'ajv-formats';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeAdmin } from '../security/security-helpers.ts';
import { createTestApp, type Member, registerMember, type TestContext } from '../helpers.ts';
import { arbitraryFor, type JsonSchema, toJsonSchema } from './schema-arbitrary.ts';

/*
 * The contract check: for every operation of `/api/docs/json`, fast-check generates requests
 * from the document's own schemas (path, query and body), sends them as a signed-in member (an
 * admin for admin operations, nobody for public ones), and asserts that each answer's status is
 * one the operation lists and that its body matches the schema listed for that status. It runs
 * without network, against the real app and database.
 */

const addFormats = addFormatsModule as unknown as (ajv: Ajv) => Ajv;
const RUNS_PER_OPERATION = Number(process.env.CONTRACT_RUNS ?? 12);

interface Operation {
  method: string;
  path: string;
  parameters?: { in: string; name: string; required?: boolean; schema: JsonSchema }[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
  responses: Record<string, { content?: Record<string, { schema?: JsonSchema }> }>;
  security?: unknown[];
}

let t: TestContext;
let doc: { paths: Record<string, Record<string, Omit<Operation, 'method' | 'path'>>> };
let member: Member;
let admin: Member;
const ajv = addFormats(new Ajv({ strict: false, allErrors: true }));
const validators = new Map<string, ValidateFunction>();
const totals = { operations: 0, requests: 0, failures: 0 };
const statusCounts = new Map<number, number>();

beforeAll(async () => {
  t = await createTestApp();
  [member, admin] = await Promise.all([registerMember(t.app), registerMember(t.app)]);
  await makeAdmin(t, admin);
  doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
});
afterAll(async () => {
  console.info(
    `contract check: ${totals.operations} operations, ${totals.requests} requests, ${totals.failures} failures; statuses ${JSON.stringify(Object.fromEntries([...statusCounts].sort()))}`,
  );
  await t.close();
});

function operations(): Operation[] {
  return Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, op]) => ({ ...op, method: method.toUpperCase(), path })),
  );
}

/** Operations that end the caller's session or account run last, each on a fresh member. */
const ENDS_SESSION = new Set(['POST /api/auth/logout', 'DELETE /api/user/{id}']);

function validatorFor(key: string, schema: JsonSchema): ValidateFunction {
  let validate = validators.get(key);
  if (!validate) {
    validate = ajv.compile(toJsonSchema(schema) as object);
    validators.set(key, validate);
  }
  return validate;
}

interface GeneratedRequest {
  params: Record<string, string>;
  query: Record<string, unknown>;
  body: unknown;
  hasBody: boolean;
}

function requestArbitrary(op: Operation, ownId: string): fc.Arbitrary<GeneratedRequest> {
  const params: Record<string, fc.Arbitrary<string>> = {};
  const query: Record<string, fc.Arbitrary<unknown>> = {};
  const requiredQuery: string[] = [];
  for (const parameter of op.parameters ?? []) {
    const value = arbitraryFor(parameter.schema);
    if (parameter.in === 'path') {
      // The member's own id half the time: otherwise nearly every answer would be a 403 or 404.
      params[parameter.name] = fc.oneof(
        fc.constant(ownId),
        value.map((v) => String(v)),
      );
    } else if (parameter.in === 'query') {
      query[parameter.name] = value;
      if (parameter.required) requiredQuery.push(parameter.name);
    }
  }
  const bodySchema = op.requestBody?.content?.['application/json']?.schema;
  return fc.record({
    params: fc.record(params),
    query: fc.record(query, { requiredKeys: requiredQuery }),
    body: bodySchema ? arbitraryFor(bodySchema) : fc.constant(undefined),
    hasBody: fc.constant(Boolean(bodySchema)),
  });
}

async function send(op: Operation, request: GeneratedRequest, cookie: string | undefined) {
  const url = op.path.replace(/\{(\w+)\}/g, (_m, name: string) =>
    encodeURIComponent(request.params[name] ?? 'x'),
  );
  const query = Object.fromEntries(
    Object.entries(request.query)
      .filter(([, value]) => value !== undefined)
      .map(([name, value]) => [name, String(value)]),
  );
  return t.app.inject({
    method: op.method as 'GET',
    url,
    query,
    headers: {
      ...(cookie ? { cookie } : {}),
      ...(request.hasBody ? { 'content-type': 'application/json' } : {}),
    },
    ...(request.hasBody ? { payload: JSON.stringify(request.body ?? null) } : {}),
  });
}

describe('the API answers as its OpenAPI document says', () => {
  it('every operation, with generated valid requests: a listed status and a matching body', async () => {
    const all = operations();
    expect(all.length).toBeGreaterThan(70);
    const ordered = [
      ...all.filter((op) => !ENDS_SESSION.has(`${op.method} ${op.path}`)),
      ...all.filter((op) => ENDS_SESSION.has(`${op.method} ${op.path}`)),
    ];
    const problems: string[] = [];
    for (const op of ordered) {
      totals.operations += 1;
      const key = `${op.method} ${op.path}`;
      const signedIn = (op.security ?? []).length > 0;
      const asAdmin =
        op.path.startsWith('/api/admin/') || key === 'POST /api/subscriptions/update-tier';
      await fc.assert(
        fc.asyncProperty(
          requestArbitrary(op, asAdmin ? admin.user.id : member.user.id),
          async (request) => {
            // A fresh member for the operations that end the session, so the others keep theirs.
            const caller = ENDS_SESSION.has(key)
              ? await registerMember(t.app)
              : asAdmin
                ? admin
                : member;
            const res = await send(
              op,
              request,
              signedIn || ENDS_SESSION.has(key) ? caller.cookie : undefined,
            );
            totals.requests += 1;
            statusCounts.set(res.statusCode, (statusCounts.get(res.statusCode) ?? 0) + 1);
            const documented = op.responses[String(res.statusCode)];
            if (!documented) {
              totals.failures += 1;
              problems.push(
                `${key}: ${res.statusCode} is not documented (${res.body.slice(0, 160)})`,
              );
              return;
            }
            const schema = documented.content?.['application/json']?.schema;
            const isJson = String(res.headers['content-type'] ?? '').includes('application/json');
            if (!schema || !isJson || res.statusCode === 304) return;
            const validate = validatorFor(`${key} ${res.statusCode}`, schema);
            if (!validate(res.json())) {
              totals.failures += 1;
              problems.push(
                `${key}: ${res.statusCode} body does not match: ${ajv.errorsText(validate.errors)} ${JSON.stringify(validate.errors?.slice(0, 3))} (${res.body.slice(0, 400)})`,
              );
            }
          },
        ),
        { numRuns: RUNS_PER_OPERATION },
      );
    }
    expect(problems).toEqual([]);
    // Every operation of the API with generated requests, in one test: 8-18 s on a 2-core runner,
    // over 20 s in a slow spell of one.
  }, 60_000);

  it('every operation, with the requests the app refuses before the route: listed too', async () => {
    const problems: string[] = [];
    const check = async (op: Operation, label: string, res: Awaited<ReturnType<typeof send>>) => {
      totals.requests += 1;
      statusCounts.set(res.statusCode, (statusCounts.get(res.statusCode) ?? 0) + 1);
      const documented = op.responses[String(res.statusCode)];
      const schema = documented?.content?.['application/json']?.schema;
      if (!documented) {
        totals.failures += 1;
        problems.push(`${op.method} ${op.path} (${label}): ${res.statusCode} is not documented`);
      } else if (schema) {
        const validate = validatorFor(`${op.method} ${op.path} ${res.statusCode}`, schema);
        if (!validate(res.json())) {
          totals.failures += 1;
          problems.push(`${op.method} ${op.path} (${label}): ${ajv.errorsText(validate.errors)}`);
        }
      }
    };
    for (const op of operations()) {
      if (ENDS_SESSION.has(`${op.method} ${op.path}`)) continue;
      const cookie = op.path.startsWith('/api/admin/') ? admin.cookie : member.cookie;
      const signedIn = (op.security ?? []).length > 0;
      const hasBody = Boolean(op.requestBody);
      const url = op.path.replace(/\{(\w+)\}/g, 'x');
      if (signedIn) {
        await check(op, 'no session', await t.app.inject({ method: op.method as 'GET', url }));
      }
      if (op.path.includes('{')) {
        const long = op.path.replace(/\{(\w+)\}/g, 'a'.repeat(200));
        await check(
          op,
          'long id',
          await t.app.inject({ method: op.method as 'GET', url: long, headers: { cookie } }),
        );
        const escape = op.path.replace(/\{(\w+)\}/g, '%E0%A4%A');
        await check(
          op,
          'bad escape',
          await t.app.inject({ method: op.method as 'GET', url: escape, headers: { cookie } }),
        );
      }
      if (hasBody) {
        const bodies: [string, string, string | Buffer][] = [
          ['text body', 'text/plain', 'hello'],
          ['large body', 'application/json', `{"a":"${'x'.repeat(9 * 1024 * 1024)}"}`],
          [
            'not UTF-8',
            'application/json',
            Buffer.from([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xff, 0x22, 0x7d]),
          ],
        ];
        for (const [label, type, payload] of bodies) {
          const headers = { cookie, 'content-type': type };
          await check(
            op,
            label,
            await t.app.inject({ method: op.method as 'GET', url, headers, payload }),
          );
        }
      }
    }
    expect(problems).toEqual([]);
  });
});
