/**
 * A price feed as the workspace's form sends it to `POST /api/seller-api/feeds`: a multipart body with the dry-run
 * flag and the file, and the content type that names its boundary. For the API tests and the feeds bench.
 */
export function feedUpload(file: string, { dryRun = true, name = 'feed.xml', type = 'application/octet-stream' } = {}) {
  const boundary = 'kramnytsia-feed';
  const payload = [
    `--${boundary}`,
    'content-disposition: form-data; name="dry_run"',
    '',
    String(dryRun),
    `--${boundary}`,
    `content-disposition: form-data; name="file"; filename="${name}"`,
    `content-type: ${type}`,
    '',
    file,
    `--${boundary}--`,
    '',
  ].join('\r\n');
  return { payload, contentType: `multipart/form-data; boundary=${boundary}` };
}
