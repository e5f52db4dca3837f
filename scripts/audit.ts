/**
 * npm run audit: `npm audit --omit=dev` with a recorded allow-list (audit-allowlist.json). Fails on a high or
 * critical advisory that is not allow-listed (or whose acceptance has expired). When the registry's audit
 * endpoint cannot be reached or refuses the request (offline CI, a mirror without the audit API), it says
 * "audit unavailable" and why, and does not fail: no answer is not a finding.
 */
import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { promisify } from 'node:util';

interface Accepted {
  id: string;
  package: string;
  reason: string;
  until: string;
}
interface Via {
  source?: number;
  name?: string;
  title?: string;
  url?: string;
  severity?: string;
}
interface AuditJson {
  vulnerabilities?: Record<string, { severity: string; via: (Via | string)[] }>;
  error?: { code?: string; summary?: string };
  message?: string;
  statusCode?: number;
}

const SERIOUS = new Set(['high', 'critical']);
const allow = (JSON.parse(readFileSync('audit-allowlist.json', 'utf8')) as { accepted: Accepted[] }).accepted;

async function runAudit(): Promise<string> {
  try {
    const { stdout } = await promisify(execFile)('npm', ['audit', '--omit=dev', '--json'], {
      timeout: 120_000,
      maxBuffer: 64 * 1024 * 1024,
    });
    return stdout;
  } catch (error) {
    // npm audit exits 1 when it finds anything; its JSON is still on stdout.
    const stdout = (error as { stdout?: string }).stdout;
    if (stdout) return stdout;
    throw error;
  }
}

let report: AuditJson;
try {
  report = JSON.parse(await runAudit()) as AuditJson;
} catch (error) {
  console.log(`audit unavailable: ${(error as Error).message.split('\n')[0]}`);
  process.exit(0);
}
if (!report.vulnerabilities) {
  const why = report.message ?? report.error?.summary ?? report.error?.code ?? 'no report';
  console.log(`audit unavailable: the registry did not answer the audit request (${why})`);
  process.exit(0);
}

const today = new Date().toISOString().slice(0, 10);
const findings: { pkg: string; id: string; severity: string; title: string }[] = [];
for (const [pkg, v] of Object.entries(report.vulnerabilities)) {
  for (const via of v.via) {
    if (typeof via === 'string') continue; // reached through another package, reported there
    const severity = via.severity ?? v.severity;
    if (!SERIOUS.has(severity)) continue;
    const id = via.url?.split('/').pop() ?? String(via.source);
    findings.push({ pkg, id, severity, title: via.title ?? '' });
  }
}
const open = findings.filter(
  (f) => !allow.some((a) => a.id === f.id && a.package === f.pkg && a.until >= today),
);
const counts = Object.values(report.vulnerabilities).reduce<Record<string, number>>((acc, v) => {
  acc[v.severity] = (acc[v.severity] ?? 0) + 1;
  return acc;
}, {});
console.log(`audit: ${JSON.stringify(counts)}; ${findings.length - open.length} high/critical allow-listed`);
for (const f of open) console.log(`NOT ACCEPTED ${f.severity} ${f.pkg} ${f.id} ${f.title}`);
process.exit(open.length > 0 ? 1 : 0);
