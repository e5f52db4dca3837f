/**
 * A route registered against its contract (domain/lib/contract.ts; docs/adr/0022-route-contracts.md):
 *
 *   route(app, surveyApi.submission, {
 *     resource: (c) => c.req.param('id'),
 *     handler: async (c, { params }) => toSubmissionDetail(...),
 *   });
 *
 * registers, in this order: the OpenAPI description (summary, tag, the answer's schema), the guard (the
 * contract's policy action, asked before anything is read, so a caller without the right learns nothing from
 * validation), any extra middleware (a body limit for an upload), the validation of params, query and body
 * from the contract's schemas, and the handler. The handler gets the validated input and returns the answer's
 * value — typed by the response schema, so a wrong shape is a type error — which is sent as JSON with the
 * contract's status (a handler may still call `c.status()` or `c.header()`); a 204 contract's handler returns
 * nothing, a file contract's a Response.
 *
 * The answer is also checked against the response schema at run time while `checkResponses` is on (tests and
 * development; off in production, see the ADR for the cost): a mismatch is a 500 naming the route and the
 * fields, so a test that calls the route fails.
 */
import type { Context, Hono, MiddlewareHandler } from 'hono';
import { describeRoute, resolver, type DescribeRouteOptions } from 'hono-openapi';
import * as v from 'valibot';
import {
  openApiPath,
  type ContractOutput,
  type ContractValues,
  type FileAnswer,
  type RouteContract,
  type Schema,
} from '../../domain/lib/contract.ts';
import { requireAccess } from '../auth/access.ts';
import type { PolicyAction } from '../auth/policy-actions.ts';
import type { AppEnv } from './app-env.ts';
import { HttpError } from './errors.ts';
import { validate } from './validate.ts';

/** A contract whose policy is an action the server knows: a misspelt one does not type-check. */
export type ServedContract = RouteContract & { readonly policy: PolicyAction };

/** What the handler answers: the response's value, nothing (204), or a Response (a file). */
export type HandlerAnswer<C extends RouteContract> = C['response'] extends FileAnswer
  ? Response
  : ContractOutput<C>;

export interface RouteImpl<C extends ServedContract> {
  /** What the policy is asked about, read from the raw request (an id in the path): before validation. */
  resource?: (c: Context<AppEnv>) => unknown;
  /** What the policy is asked about, read from the JSON body (the organisation a new thing belongs to). */
  bodyResource?: (body: Record<string, unknown>) => unknown;
  /** Middleware between the guard and validation (a larger body limit for an upload). */
  before?: MiddlewareHandler<AppEnv>[];
  handler: (c: Context<AppEnv>, input: ContractValues<C>) => HandlerAnswer<C> | Promise<HandlerAnswer<C>>;
}

/**
 * Whether the routes registered from now on check their answers against their response schemas at run time:
 * mountApiRoutes sets it from CHECK_RESPONSES before it mounts the routes, and each route keeps the value it
 * was registered with (so two apps in one process, as in the tests, each keep their own).
 */
export const responseCheck = { enabled: false };

const isSchema = (x: unknown): x is Schema =>
  typeof x === 'object' && x !== null && '~standard' in x && (x as { kind?: string }).kind === 'schema';

/** The contract's OpenAPI operation: its answer (JSON schema, file or 204) and its documented errors. */
function describe(contract: RouteContract): DescribeRouteOptions {
  const status = String(contract.status ?? 200);
  const r = contract.response;
  const responses: NonNullable<DescribeRouteOptions['responses']> = isSchema(r)
    ? {
        [status]: {
          description: contract.summary,
          content: { 'application/json': { schema: resolver(r) } },
        },
      }
    : r.kind === 'file'
      ? {
          [status]: {
            description: contract.summary,
            content: { [r.type]: { schema: { type: 'string', format: 'binary' } } },
          },
        }
      : { '204': { description: contract.summary } };
  for (const [code, schema] of Object.entries(contract.errors ?? {})) {
    responses[code] = {
      description: code === '409' ? 'Conflict (with the current document)' : 'Payment required',
      content: { 'application/json': { schema: resolver(schema) } },
    };
  }
  return {
    tags: [contract.tag],
    summary: contract.summary,
    operationId: `${contract.method.toLowerCase()}${openApiPath(contract.path)}`,
    ...(contract.public ? { security: [] } : {}),
    ...(contract.body && !isSchema(contract.body)
      ? {
          requestBody: {
            content: { 'multipart/form-data': { schema: { type: 'object' } } },
          },
        }
      : {}),
    responses,
  };
}

function guardFor<C extends ServedContract>(contract: C, impl: RouteImpl<C>): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    let resource: unknown;
    if (impl.bodyResource) {
      const body: unknown = await c.req.json().catch(() => null);
      const record =
        body && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
      resource = impl.bodyResource(record);
    } else resource = impl.resource?.(c);
    await requireAccess(c.get('auth'), contract.policy, resource);
    await next();
  };
}

function checked(contract: RouteContract, value: unknown): void {
  const schema = contract.response;
  if (!isSchema(schema)) return;
  const result = v.safeParse(schema, value);
  if (result.success) return;
  const where = result.issues
    .slice(0, 5)
    .map((i) => `${v.getDotPath(i) ?? '(answer)'}: ${i.message}`)
    .join('; ');
  // A bug in the handler: a 500 that names the route and the fields (checks run in tests and development only).
  throw new HttpError(
    500,
    `${contract.method} ${contract.path} answered what its contract refuses: ${where}`,
  );
}

/** Registers `impl` on `app` (mounted at the API's root) at the contract's method and path. */
export function route<C extends ServedContract>(app: Hono<AppEnv>, contract: C, impl: RouteImpl<C>): void {
  const middleware: MiddlewareHandler<AppEnv>[] = [
    describeRoute(describe(contract)),
    guardFor(contract, impl),
    ...(impl.before ?? []),
  ];
  // hono-openapi's validators are typed for any Env; they read nothing of AppEnv.
  const check = (target: 'param' | 'query' | 'json', schema: Schema) =>
    validate(target, schema) as unknown as MiddlewareHandler<AppEnv>;
  if (contract.params) middleware.push(check('param', contract.params));
  if (contract.query) middleware.push(check('query', contract.query));
  if (contract.body && isSchema(contract.body)) middleware.push(check('json', contract.body));
  const status = contract.status ?? 200;
  const response = contract.response;
  const checking = responseCheck.enabled;
  const handler: MiddlewareHandler<AppEnv> = async (c) => {
    const valid = (target: string) => (c.req.valid as (t: string) => unknown)(target);
    const input = {
      params: contract.params ? valid('param') : {},
      query: contract.query ? valid('query') : {},
      body: contract.body && isSchema(contract.body) ? valid('json') : undefined,
    } as ContractValues<C>;
    c.status(status);
    const answer = await impl.handler(c, input);
    if (answer instanceof Response) return answer;
    if (!isSchema(response)) return c.body(null, 204);
    if (checking) checked(contract, answer);
    return c.json(answer as object);
  };
  // Hono's `on` overloads count their handlers; one list of middleware and the handler is what it runs.
  (app.on as (method: string, path: string, ...handlers: MiddlewareHandler<AppEnv>[]) => void)(
    contract.method,
    contract.path,
    ...middleware,
    handler,
  );
}
