/** A tiny escaped-HTML page frame for the server-rendered sign-in pages (no scripts needed). */
export function esc(s: string): string {
  return s.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

export function page(opts: { lang: string; title: string; body: string }): string {
  return `<!doctype html>
<html lang="${esc(opts.lang)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${esc(opts.title)}</title>
<link rel="stylesheet" href="/auth.css">
</head>
<body>
<main>
<img src="/icons/icon-192.png" alt="" width="64" height="64">
<h1>${esc(opts.title)}</h1>
${opts.body}
</main>
</body>
</html>`;
}
