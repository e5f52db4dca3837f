/**
 * The one error handler and the two helpers every route shares: ConflictError (409 with reason and the
 * current document, translated late) and the ETag / If-Match helper. A bare Hono app, no database.
 */
import { Hono } from 'hono';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { CONFLICT_MESSAGES } from '../../domain/messages.ts';
import { errorHandler } from '../../server/http/error-handler.ts';
import { conflict, ConflictError, HttpError } from '../../server/http/errors.ts';
import { ifMatchVersion, versionTag } from '../../server/http/etag.ts';

function appThrowing(err: () => Error) {
  const app = new Hono();
  app.onError(errorHandler(pino({ level: 'silent' })));
  app.get('/', () => {
    throw err();
  });
  return app;
}

describe('ConflictError through the error handler', () => {
  const doc = { id: 't1', version: 4, status: 'SOLD' };

  it('answers 409 with reason and document, keys in the order the client reads', async () => {
    const app = appThrowing(
      () => new ConflictError(CONFLICT_MESSAGES.alreadySold, { reason: 'alreadySold', document: doc }),
    );
    const res = await app.request('/');
    expect(res.status).toBe(409);
    expect(await res.text()).toBe(
      JSON.stringify({
        status: 409,
        summary: 'Conflict',
        message: CONFLICT_MESSAGES.alreadySold.message,
        reason: 'alreadySold',
        document: doc,
      }),
    );
  });

  it("translates a descriptor message into the caller's language", async () => {
    const app = appThrowing(
      () => new ConflictError(CONFLICT_MESSAGES.stale, { reason: 'stale', document: null }),
    );
    const res = await app.request('/', { headers: { 'Accept-Language': 'ga-IE,ga;q=0.9' } });
    const body = (await res.json()) as { message: string; document: unknown };
    expect(body.message).not.toBe(CONFLICT_MESSAGES.stale.message);
    expect(body.message.length).toBeGreaterThan(0);
    expect(body.document).toBeNull();
  });

  it('sends its headers (the current ETag)', async () => {
    const app = appThrowing(
      () =>
        new ConflictError(CONFLICT_MESSAGES.resultConfirmed, {
          reason: 'resultConfirmed',
          document: doc,
          headers: { ETag: versionTag(4) },
        }),
    );
    const res = await app.request('/');
    expect(res.headers.get('ETag')).toBe('"4"');
  });

  it('conflict(message, errors) is a plain 409 body: no reason, no document', async () => {
    const errors = [{ field: 'suffix', message: 'Taken', code: 'x' }];
    const err = conflict('Taken', errors);
    expect(err).toBeInstanceOf(HttpError);
    const res = await appThrowing(() => err).request('/');
    expect(await res.json()).toEqual({ status: 409, summary: 'Conflict', message: 'Taken', errors });
  });

  it('hides the internals of anything else behind a 500', async () => {
    const res = await appThrowing(() => new Error('secret detail')).request('/');
    expect(res.status).toBe(500);
    expect(await res.json()).toEqual({
      status: 500,
      summary: 'Internal Server Error',
      message: 'Something went wrong',
    });
  });
});

describe('If-Match and ETag', () => {
  function appReading(what = 'the fixture') {
    const app = new Hono();
    app.onError(errorHandler(pino({ level: 'silent' })));
    app.get('/', (c) => c.json({ version: ifMatchVersion(c, what) ?? 'unchecked' }));
    return app;
  }
  const read = async (ifMatch?: string) => {
    const res = await appReading().request('/', {
      headers: ifMatch === undefined ? {} : { 'If-Match': ifMatch },
    });
    return { status: res.status, body: (await res.json()) as Record<string, unknown> };
  };

  it('the ETag of a version is strong and quoted', () => {
    expect(versionTag(12)).toBe('"12"');
  });

  it.each([
    ['"3"', 3],
    ['3', 3],
    ['W/"3"', 3],
    [' "17" ', 17],
  ])('If-Match %s is version %s', async (header, version) => {
    expect(await read(header)).toEqual({ status: 200, body: { version } });
  });

  it.each([undefined, '*', ''])('If-Match %s is not checked', async (header) => {
    expect(await read(header)).toEqual({ status: 200, body: { version: 'unchecked' } });
  });

  it('anything else is a 400 naming the header and whose version it must be', async () => {
    expect(await read('"abc"')).toEqual({
      status: 400,
      body: {
        status: 400,
        summary: 'Bad Request',
        message: 'The request is not valid',
        errors: [{ field: 'If-Match', message: 'If-Match must be the version (ETag) of the fixture' }],
      },
    });
  });
});
