/**
 * The app as registered, without a database: its routes (`METHOD /path` as Hono registers them) and its
 * OpenAPI document. Built once per run and shared by the files that read them (the authorization matrix's
 * coverage, the contract test, the §7 conformance test): server test files share one module graph.
 */
import pino from 'pino';
import { createApp } from '../../server/app.ts';
import { loadEnv } from '../../server/env.ts';

export interface OpenApiOperation {
  responses?: Record<string, { content?: Record<string, { schema?: unknown }> }>;
  security?: Record<string, unknown>[];
  requestBody?: { content?: Record<string, { schema?: unknown }> };
  parameters?: { in: string; name: string; schema: unknown }[];
}
export interface OpenApiDocument {
  paths: Record<string, Record<string, OpenApiOperation>>;
}

let app: ReturnType<typeof createApp> | undefined;
let document: Promise<OpenApiDocument> | undefined;

function theApp() {
  app ??= createApp({
    db: {} as never,
    env: loadEnv({
      PORT: '1',
      PUBLIC_URL: 'http://127.0.0.1:1',
      LOG_LEVEL: 'silent',
      STATIC_DIR: 'dist',
      CHECK_RESPONSES: 'true',
    }),
    log: pino({ level: 'silent' }),
    verifyToken: () => Promise.reject(new Error('unused')),
    oidc: { callback: () => () => undefined } as never,
  });
  return app;
}

/** Every METHOD path the app registers (middleware-only `ALL` entries aside). */
export function registeredRoutes(): string[] {
  return [
    ...new Set(
      theApp()
        .routes.filter((r) => r.method !== 'ALL')
        .map((r) => `${r.method} ${r.path}`),
    ),
  ];
}

/** GET /api/openapi.json, as the app serves it. */
export function openApiDocument(): Promise<OpenApiDocument> {
  document ??= Promise.resolve(theApp().request('/api/openapi.json')).then(
    (res) => res.json() as Promise<OpenApiDocument>,
  );
  return document;
}

/** Whether an operation describes a success answer: a 2xx with a schema (JSON) or a media type (a file), or 204. */
export function describesAnswer(op: OpenApiOperation): 'schema' | 'file' | 'none' | false {
  for (const [status, response] of Object.entries(op.responses ?? {})) {
    if (!status.startsWith('2')) continue;
    if (status === '204') return 'none';
    const content = Object.entries(response.content ?? {});
    // A JSON file (a download) is described as bytes, not by a schema of its content.
    const bytes = (schema: unknown) => (schema as { format?: string } | undefined)?.format === 'binary';
    if (content.some(([type, c]) => type === 'application/json' && c.schema && !bytes(c.schema)))
      return 'schema';
    if (content.length > 0) return 'file';
  }
  return false;
}
