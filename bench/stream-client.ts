/**
 * A client process of the stream bench (bench/streams.ts): opens many Server-Sent Events streams with raw
 * `http` requests (what a browser's EventSource does: a GET of text/event-stream, read event by event) and
 * records, for each stream, when each `match` event of the watched fixture arrived (wall clock, sub-millisecond:
 * `performance.timeOrigin + performance.now()`, comparable across processes of one machine) and whether a
 * stream was sent the same state twice. Driven over IPC by the parent:
 *   { open: { base, paths } } → { opened: n, failed: n } once every stream has its first states;
 *   { collect: true } → { arrivals: number[][] (per stream, per event after the first states), duplicates,
 *                         errors }
 *   { close: true } → closes every stream and exits.
 */
import http from 'node:http';

interface Stream {
  req: http.ClientRequest;
  /** The fixture whose events are timed. */
  timed: string;
  /** Fixtures whose first state has arrived. */
  initial: Set<string>;
  expectInitial: number;
  /** Arrival times of the timed fixture's events after its first state. */
  arrivals: number[];
  /** Every state each fixture was sent, to find one sent twice. */
  seen: Map<string, Set<string>>;
}

const now = () => performance.timeOrigin + performance.now();
const streams: Stream[] = [];
let duplicates = 0;
let errors = 0;

function open(base: string, path: string, timed: string, onReady: (ok: boolean) => void) {
  const ids = new URL(path, base).searchParams.get('ids')?.split(',') ?? [timed];
  const s: Stream = {
    req: http.get(`${base}${path}`, { agent: false, headers: { Accept: 'text/event-stream' } }),
    timed,
    initial: new Set(),
    expectInitial: ids.length,
    arrivals: [],
    seen: new Map(),
  };
  streams.push(s);
  let ready = false;
  const done = (ok: boolean) => {
    if (ready) return;
    ready = true;
    onReady(ok);
  };
  s.req.on('error', () => {
    errors += 1;
    done(false);
  });
  s.req.on('response', (res) => {
    if (res.statusCode !== 200) {
      errors += 1;
      res.resume();
      done(false);
      return;
    }
    res.setEncoding('utf8');
    let buffer = '';
    res.on('data', (chunk: string) => {
      const at = now();
      buffer += chunk;
      let end: number;
      while ((end = buffer.indexOf('\n\n')) >= 0) {
        const frame = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        let event = 'message';
        let data = '';
        for (const line of frame.split('\n')) {
          if (line.startsWith('event:')) event = line.slice(6).trim();
          else if (line.startsWith('data:')) data += (data ? '\n' : '') + line.slice(5).trimStart();
        }
        if (event !== 'match') continue; // a heartbeat comment or another event
        const fixtureId = (JSON.parse(data) as { fixtureId: string }).fixtureId;
        let seen = s.seen.get(fixtureId);
        if (!seen) s.seen.set(fixtureId, (seen = new Set()));
        if (seen.has(data)) duplicates += 1;
        seen.add(data);
        if (!s.initial.has(fixtureId)) {
          s.initial.add(fixtureId);
          if (s.initial.size === s.expectInitial) done(true);
        } else if (fixtureId === s.timed) s.arrivals.push(at);
      }
    });
    res.on('error', () => (errors += 1));
  });
}

process.on(
  'message',
  (m: { open?: { base: string; paths: string[]; timed: string }; collect?: true; close?: true }) => {
    if (m.open) {
      const { base, paths, timed } = m.open;
      let opened = 0;
      let failed = 0;
      // Opened in waves so that connect storms do not overflow the listen backlog.
      const WAVE = 250;
      const next = (from: number) => {
        const wave = paths.slice(from, from + WAVE);
        if (wave.length === 0) return;
        let left = wave.length;
        for (const path of wave)
          open(base, path, timed, (ok) => {
            if (ok) opened += 1;
            else failed += 1;
            if (opened + failed === paths.length) process.send!({ opened, failed });
            if (--left === 0) next(from + WAVE);
          });
      };
      next(0);
    } else if (m.collect) {
      process.send!({ arrivals: streams.map((s) => s.arrivals), duplicates, errors });
    } else if (m.close) {
      for (const s of streams) s.req.destroy();
      process.exit(0);
    }
  },
);
