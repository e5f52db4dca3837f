/**
 * Input fuzzing against the real server: for every mutating operation of the OpenAPI document, bodies the
 * schema refuses by construction (`broken`) and bodies near it at its boundaries (`near`); for every list
 * and read operation, query strings and path ids with injection attempts and absurd page sizes. Each call
 * is made as a role the authorization matrix allows, so it reaches validation. Invariants: no 5xx; nothing
 * `broken` accepted; every error is `{status, summary, message}`.
 */
import http from 'node:http';
import fc from 'fast-check';
import { ANONYMOUS, type Caller, type ProbeContext, type Row, ROLES } from '../server/authz/matrix.ts';
import { ALL_ROWS } from '../server/authz/rows.ts';
import { broken, near, type JsonSchema } from './json-schema-arbitrary.ts';

export interface FuzzFailure {
  route: string;
  kind: string;
  input: string;
  status: number;
  body: string;
  problem: string;
}

export interface FuzzStats {
  cases: number;
  byKind: Record<string, number>;
  byStatus: Record<string, number>;
  /** The status classes of the keyed open-data routes' cases (sent with a valid key: not all 401). */
  keyedByStatus: Record<string, number>;
  failures: FuzzFailure[];
}

interface Operation {
  row: Row;
  method: string;
  /** The operation takes an open-data API key (its `security` names `apiKey`): the fuzzer sends a valid one. */
  keyed: boolean;
  body?: JsonSchema;
  query: Record<string, JsonSchema>;
}

/** The operations of the OpenAPI document, each with its matrix row (for a concrete path and a role). */
export async function operations(ctx: ProbeContext): Promise<Operation[]> {
  const doc = (await (await ctx.s.call('/api/openapi.json')).json()) as {
    paths: Record<
      string,
      Record<
        string,
        {
          requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
          parameters?: { in: string; name: string; schema: JsonSchema }[];
          security?: Record<string, unknown>[];
        }
      >
    >;
  };
  // A parameter with a pattern (`:type{crest|banner}`) is written `{type}` in OpenAPI: keyed by its name.
  const rows = new Map(ALL_ROWS.map((r) => [r.route.replace(/(:\w+)\{[^}]*\}/g, '$1'), r]));
  const ops: Operation[] = [];
  for (const [path, methods] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(methods)) {
      const route = `${method.toUpperCase()} /api${path.replace(/\{(\w+)\}/g, ':$1')}`;
      const row = rows.get(route);
      if (!row) throw new Error(`no matrix row for ${route}`);
      const query: Record<string, JsonSchema> = {};
      for (const p of op.parameters ?? []) if (p.in === 'query') query[p.name] = p.schema;
      ops.push({
        row,
        method: method.toUpperCase(),
        keyed: (op.security ?? []).some((req) => 'apiKey' in req),
        body: op.requestBody?.content?.['application/json']?.schema,
        query,
      });
    }
  }
  return ops;
}

/** A role that passes the row's guard. */
export function allowedCaller(row: Row): Caller {
  if (row.allow === 'public') return ANONYMOUS;
  if (row.allow === 'signed-in' || row.allow.includes('super-admin')) return 'super-admin';
  return row.allow[0] ?? ROLES[0];
}

const INJECTION = [
  "' or '1'='1",
  'name:~%',
  'name:~_',
  'id:!null',
  'x:y',
  'status:>0,status:<9',
  '",")--',
  'a'.repeat(2000),
  '\\',
  '%00',
  'club:' + "'; select pg_sleep(5); --",
];

const queryValue = fc.oneof(
  fc.constantFrom(...INJECTION),
  fc.constantFrom(
    '-1',
    '0',
    '1e9',
    '99999999999999999999',
    '1.5',
    'NaN',
    '',
    ' ',
    'name,asc',
    'name,sideways',
    '[]',
  ),
  fc.string({ maxLength: 30 }),
);

const pathId = fc.oneof(
  fc.uuid(),
  fc.constantFrom(
    '0',
    '-1',
    'null',
    'undefined',
    '%00',
    "'",
    '..',
    'x'.repeat(65),
    'x'.repeat(500),
    'ÉÓ',
    '%F0%9F%8F%91',
  ),
  fc.string({ minLength: 1, maxLength: 20 }).map(encodeURIComponent),
);

async function send(
  ctx: ProbeContext,
  as: Caller,
  method: string,
  path: string,
  init: { json?: unknown; body?: string; type?: string; apiKey?: string } = {},
) {
  const headers: Record<string, string> = {};
  if (init.type) headers['Content-Type'] = init.type;
  if (init.apiKey) headers['X-API-Key'] = init.apiKey;
  const res = await ctx.s.call(path, {
    method,
    as: as === ANONYMOUS ? undefined : as,
    json: init.json,
    body: init.body,
    headers,
  });
  return { status: res.status, text: await res.text(), type: res.headers.get('content-type') ?? '' };
}

function check(
  stats: FuzzStats,
  route: string,
  kind: string,
  input: unknown,
  r: { status: number; text: string; type: string },
  mustRefuse: boolean,
) {
  stats.cases++;
  stats.byKind[kind] = (stats.byKind[kind] ?? 0) + 1;
  const cls = `${Math.floor(r.status / 100)}xx`;
  stats.byStatus[cls] = (stats.byStatus[cls] ?? 0) + 1;
  const fail = (problem: string) =>
    stats.failures.push({
      route,
      kind,
      input: JSON.stringify(input)?.slice(0, 300) ?? String(input),
      status: r.status,
      body: r.text.slice(0, 300),
      problem,
    });
  if (r.status >= 500) return fail('5xx');
  if (mustRefuse && r.status < 400) return fail('invalid input accepted');
  if (r.status >= 400 && route.includes('/api/')) {
    try {
      const body = JSON.parse(r.text) as Record<string, unknown>;
      if (
        typeof body.status !== 'number' ||
        typeof body.summary !== 'string' ||
        typeof body.message !== 'string'
      )
        fail('error body is not {status, summary, message}');
    } catch {
      fail('error body is not JSON');
    }
  }
}

/** A new open-data API key (made by the demo super admin through the API), its secret for the keyed routes. */
export async function fuzzApiKey(ctx: ProbeContext): Promise<string> {
  const res = await ctx.s.call('/api/api-key', {
    method: 'POST',
    as: 'super-admin',
    json: {
      contactEmail: 'fuzz@example.ie',
      personId: '0190f1a2-7b3c-7def-8a12-3456789abcde',
      description: 'Fuzz harness key',
    },
  });
  const body = (await res.json()) as { secret?: string };
  if (res.status !== 201 || !body.secret) throw new Error(`could not make the fuzz API key: ${res.status}`);
  return body.secret;
}

/** Runs about `cases` fuzz cases, spread over the operations; reproducible by `seed`. */
export async function fuzz(
  ctx: ProbeContext,
  opts: {
    cases: number;
    seed: number;
    /** Hostile bodies for this many mutating routes (all by default). */ hostileRoutes?: number;
  },
): Promise<FuzzStats> {
  const stats: FuzzStats = { cases: 0, byKind: {}, byStatus: {}, keyedByStatus: {}, failures: [] };
  const ops = await operations(ctx);
  // The keyed open-data routes answer 401 before reading anything else: a real key takes the fuzz past it.
  const apiKey = ops.some((o) => o.keyed) ? await fuzzApiKey(ctx) : undefined;
  const keyOf = (op: Operation) => (op.keyed ? apiKey : undefined);
  const mutating = ops.filter((o) => o.body);
  const reads = ops.filter((o) => o.method === 'GET');
  const perOp = Math.max(1, Math.floor(opts.cases / (mutating.length * 2 + reads.length + 1)));
  let seed = opts.seed;
  const sample = <T>(arb: fc.Arbitrary<T>, n: number) => fc.sample(arb, { numRuns: n, seed: seed++ });

  for (const op of mutating) {
    const as = allowedCaller(op.row);
    const path = await op.row.path(ctx.ids, ctx, as);
    const bad = broken(op.body!);
    if (bad)
      for (const input of sample(bad, perOp))
        check(
          stats,
          op.row.route,
          'broken body',
          input,
          await send(ctx, as, op.method, path, { json: input }),
          true,
        );
    for (const input of sample(near(op.body!), perOp))
      check(
        stats,
        op.row.route,
        'boundary body',
        input,
        await send(ctx, as, op.method, await op.row.path(ctx.ids, ctx, as), { json: input }),
        false,
      );
  }
  for (const op of reads) {
    const as = allowedCaller(op.row);
    const base = await op.row.path(ctx.ids, ctx, as);
    const names = [...Object.keys(op.query), 'page', 'size', 'sort', 'search', 'filter'];
    const arb = fc.dictionary(fc.constantFrom(...names), queryValue, { minKeys: 1, maxKeys: 4 });
    for (const q of sample(arb, perOp)) {
      const url = `${base.split('?')[0]}?${new URLSearchParams(q).toString()}`;
      const res = await send(ctx, as, 'GET', url, { apiKey: keyOf(op) });
      if (op.keyed) {
        const cls = `${Math.floor(res.status / 100)}xx${res.status === 401 ? ' (401)' : ''}`;
        stats.keyedByStatus[cls] = (stats.keyedByStatus[cls] ?? 0) + 1;
      }
      check(stats, op.row.route, 'query', q, res, false);
    }
    if (op.row.route.includes(':')) {
      for (const id of sample(pathId, Math.max(1, Math.floor(perOp / 4)))) {
        const url = base.replace(/^(\/api\/[a-z-]+(?:\/injury)?\/)[^/?]+/, `$1${id}`);
        check(
          stats,
          op.row.route,
          'path id',
          id,
          await send(ctx, as, 'GET', url, { apiKey: keyOf(op) }),
          false,
        );
      }
    }
  }
  const hostile = mutating.slice(0, opts.hostileRoutes ?? mutating.length);
  // The sync push always: its payload is any JSON, which the route hashes (a deep one overflowed the stack).
  const push = mutating.find((o) => o.row.route === 'POST /api/sync/push');
  if (push && !hostile.includes(push)) hostile.push(push);
  await hostileRequests(ctx, stats, hostile);
  return stats;
}

/**
 * A body sent over a raw socket: the server may answer 413 and close before it has read an oversized body,
 * which fetch reports as a failure; the answer is what counts.
 */
async function sendRaw(
  ctx: ProbeContext,
  as: Caller,
  method: string,
  path: string,
  body: string,
  type?: string,
) {
  const token = as === ANONYMOUS ? undefined : await ctx.s.tokenFor(as);
  return new Promise<{ status: number; text: string; type: string }>((resolve, reject) => {
    const req = http.request(`${ctx.s.url}${path}`, {
      method,
      headers: {
        ...(type ? { 'Content-Type': type } : {}),
        ...(token ? { Authorization: `Bearer ${token}` } : {}),
        'Content-Length': Buffer.byteLength(body),
        Connection: 'close',
      },
    });
    req.on('response', (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (d: string) => (text += d));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, text, type: String(res.headers['content-type'] ?? '') }),
      );
      res.on('error', reject);
    });
    req.on('error', (e: NodeJS.ErrnoException) => {
      if (e.code !== 'EPIPE' && e.code !== 'ECONNRESET') reject(e);
    });
    req.end(body);
  });
}

/** `n` distinct short keys (three characters of 62 each: up to 238,328). */
function shortKeys(n: number): string[] {
  const chars = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';
  return Array.from(
    { length: n },
    (_, i) => chars[i % 62]! + chars[Math.floor(i / 62) % 62]! + chars[Math.floor(i / 3844)]!,
  );
}

/**
 * Oversized, deeply nested and wide bodies (deep or wide inside an object too, and in a sync push's
 * payload, where any JSON is allowed), wrong content types, malformed JSON, absurd page sizes.
 */
async function hostileRequests(ctx: ProbeContext, stats: FuzzStats, mutating: Operation[]) {
  const deep = (n: number) => '['.repeat(n) + ']'.repeat(n);
  const deepObject = (n: number) => '{"a":'.repeat(n) + '1' + '}'.repeat(n);
  const deepPush =
    '{"protocol":1,"mutations":[{"id":"0190a1b2-c3d4-7e5f-8a9b-0c1d2e3f4a5b","idempotencyKey":"fuzz-deep",' +
    `"op":"fixture.recordScore","entityId":"x","baseVersion":null,"payload":${deepObject(5000)}}]}`;
  // Under the 1 MB limit: 110,000 keys (~880 kB) and 200,000 array items (~400 kB).
  const wideObject = `{${shortKeys(110_000)
    .map((k) => `"${k}":0`)
    .join(',')}}`;
  const wideArray = `{"x":[${'0,'.repeat(199_999)}0]}`;
  for (const op of mutating) {
    const as = allowedCaller(op.row);
    const path = await op.row.path(ctx.ids, ctx, as);
    const cases: [string, { body: string; type?: string }, number[]][] = [
      ['oversized body', { body: `{"x":"${'x'.repeat(2 * 1024 * 1024)}"}`, type: 'application/json' }, [413]],
      ['deep JSON array', { body: deep(20_000), type: 'application/json' }, [400]],
      ['deep JSON object', { body: deepObject(20_000), type: 'application/json' }, [400]],
      ['deep value in an object', { body: `{"x":${deep(5000)}}`, type: 'application/json' }, [400]],
      ['deep sync push payload', { body: deepPush, type: 'application/json' }, [400]],
      ['wide JSON object', { body: wideObject, type: 'application/json' }, [400]],
      ['wide JSON array', { body: wideArray, type: 'application/json' }, [400]],
      ['malformed JSON', { body: '{"a":', type: 'application/json' }, [400]],
      ['JSON array', { body: '[]', type: 'application/json' }, [400]],
      ['wrong content type', { body: 'a=1&b=2', type: 'application/x-www-form-urlencoded' }, [415]],
      ['text body', { body: 'hello', type: 'text/plain' }, [415]],
      ['no content type', { body: '{}' }, [415]],
      ['NUL in a string', { body: JSON.stringify({ name: 'a\u0000b' }), type: 'application/json' }, [400]],
    ];
    for (const [kind, init, statuses] of cases) {
      const r = await sendRaw(ctx, as, op.method, path, init.body, init.type);
      check(stats, op.row.route, kind, init.body.slice(0, 40), r, true);
      // 403 too: a route whose guard reads the body (which group, which action) decides before validating.
      if (r.status < 500 && r.status !== 403 && !statuses.includes(r.status))
        stats.failures.push({
          route: op.row.route,
          kind,
          input: init.body.slice(0, 40),
          status: r.status,
          body: r.text.slice(0, 200),
          problem: `expected ${statuses.join('/')}`,
        });
    }
  }
  for (const path of [
    '/api/fixture',
    '/api/organization',
    '/api/group',
    '/api/injury',
    '/api/message',
    '/api/inbox',
    '/api/comms/message',
    '/api/v1/organization',
    '/api/v1/organization/naomh-padraig/package',
  ]) {
    for (const size of ['100000', '2147483648', '1e6']) {
      const r = await send(
        ctx,
        path.startsWith('/api/v1') ? ANONYMOUS : 'super-admin',
        'GET',
        `${path}?size=${size}`,
      );
      check(stats, `GET ${path}`, 'huge page size', size, r, true);
    }
  }
}
