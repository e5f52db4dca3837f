/**
 * The multipart body of POST /api/support-query, built by hand with a boundary the caller chooses (from the
 * form fill's Idempotency-Key): a browser's FormData picks a new random boundary on every send, so a retry of
 * the same query would hash differently and be refused as "the same key with a different body" instead of
 * being answered from the stored response. Same query, same file, same key → the same bytes.
 */
export function supportQueryBody(
  query: unknown,
  file: { name: string; type: string; data: Blob } | null,
  boundary: string,
): { body: Blob; contentType: string } {
  const safe = (s: string) => s.replace(/["\r\n\\]/g, '_');
  const parts: BlobPart[] = [
    `--${boundary}\r\nContent-Disposition: form-data; name="query"\r\nContent-Type: application/json\r\n\r\n`,
    JSON.stringify(query),
    '\r\n',
  ];
  if (file)
    parts.push(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${safe(file.name)}"\r\nContent-Type: ${safe(file.type || 'application/octet-stream')}\r\n\r\n`,
      file.data,
      '\r\n',
    );
  parts.push(`--${boundary}--\r\n`);
  return { body: new Blob(parts), contentType: `multipart/form-data; boundary=${boundary}` };
}
