// S3_URL: where private files go when they are not kept in the data folder (decision 169). One
// URL holds the endpoint, the bucket, an optional key prefix and the keys:
//
//   s3://ACCESS_KEY:SECRET_KEY@s3.ap-south-1.amazonaws.com/aangan-private?region=ap-south-1
//   s3+http://KEY:SECRET@127.0.0.1:9000/bucket/some/prefix?region=us-east-1&forcePathStyle=true
//
// `s3://` is HTTPS; `s3+http://` is plain HTTP, for a server on this machine or a private
// network. The keys are percent-encoded where they hold '/', '+' or '@'. `region` defaults to
// us-east-1; `forcePathStyle=true` addresses host/bucket/key (MinIO and most self-hosted
// servers), otherwise bucket.host/key (AWS, Cloudflare R2, DigitalOcean Spaces).

export type S3Config = {
  /** The endpoint's origin: https://s3.ap-south-1.amazonaws.com */
  endpoint: string;
  bucket: string;
  /** Prepended to every key, without slashes at either end ('' for none). */
  prefix: string;
  region: string;
  forcePathStyle: boolean;
  accessKeyId: string;
  secretAccessKey: string;
};

export class S3UrlError extends Error {
  override name = 'S3UrlError';
}

const BUCKET = /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/;
const KNOWN_PARAMS = new Set(['region', 'forcePathStyle']);

/** Reads S3_URL; throws S3UrlError with what is wrong (never the secret). */
export function parseS3Url(value: string): S3Config {
  if (!URL.canParse(value)) throw new S3UrlError('must be an s3:// or s3+http:// URL');
  const url = new URL(value);
  if (url.protocol !== 's3:' && url.protocol !== 's3+http:') throw new S3UrlError('must be an s3:// or s3+http:// URL');
  if (!url.hostname) throw new S3UrlError('must name the endpoint host (s3://KEY:SECRET@host/bucket)');
  if (!url.username || !url.password) throw new S3UrlError('must carry the access key and secret (s3://KEY:SECRET@host/bucket)');
  const [bucket = '', ...prefix] = url.pathname.split('/').filter(Boolean);
  if (!BUCKET.test(bucket)) throw new S3UrlError('must name the bucket after the host (s3://KEY:SECRET@host/bucket)');
  for (const name of url.searchParams.keys())
    if (!KNOWN_PARAMS.has(name)) throw new S3UrlError(`has an unknown setting "${name}" (region, forcePathStyle)`);
  const style = url.searchParams.get('forcePathStyle') ?? 'false';
  if (style !== 'true' && style !== 'false') throw new S3UrlError('forcePathStyle must be true or false');
  const region = url.searchParams.get('region') ?? 'us-east-1';
  if (!/^[a-z0-9-]{2,40}$/.test(region)) throw new S3UrlError('region must be a region name such as ap-south-1');
  let accessKeyId: string;
  let secretAccessKey: string;
  try {
    accessKeyId = decodeURIComponent(url.username);
    secretAccessKey = decodeURIComponent(url.password);
  } catch {
    throw new S3UrlError('has keys that are not percent-encoded correctly');
  }
  return {
    endpoint: `${url.protocol === 's3:' ? 'https' : 'http'}://${url.host}`,
    bucket,
    prefix: prefix.join('/'),
    region,
    forcePathStyle: style === 'true',
    accessKeyId,
    secretAccessKey,
  };
}

/** The object's address: path style (host/bucket/key) or virtual-hosted (bucket.host/key). */
export function objectUrl(config: S3Config, key: string): string {
  const fullKey = [config.prefix, key].filter(Boolean).join('/');
  const encodedKey = fullKey.split('/').map(encodeURIComponent).join('/');
  if (config.forcePathStyle) return `${config.endpoint}/${config.bucket}/${encodedKey}`;
  const endpoint = new URL(config.endpoint);
  return `${endpoint.protocol}//${config.bucket}.${endpoint.host}/${encodedKey}`;
}
