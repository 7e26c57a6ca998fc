import { describe, expect, it } from 'vitest';
import { objectUrl, parseS3Url } from '#app/lib/private-files/s3-url.ts';

describe('S3_URL', () => {
  it('reads the endpoint, bucket, prefix, region, addressing and keys from one URL', () => {
    const config = parseS3Url('s3://AKIAEXAMPLE:se%2Fcr%2Bet@s3.ap-south-1.amazonaws.com/aangan-private/proofs/2026?region=ap-south-1');
    expect(config).toEqual({
      endpoint: 'https://s3.ap-south-1.amazonaws.com',
      bucket: 'aangan-private',
      prefix: 'proofs/2026',
      region: 'ap-south-1',
      forcePathStyle: false,
      accessKeyId: 'AKIAEXAMPLE',
      secretAccessKey: 'se/cr+et',
    });
    expect(objectUrl(config, 'abc/480.webp')).toBe('https://aangan-private.s3.ap-south-1.amazonaws.com/proofs/2026/abc/480.webp');
    const local = parseS3Url('s3+http://KEY:SECRET@127.0.0.1:9000/bucket?forcePathStyle=true');
    expect(local).toMatchObject({ endpoint: 'http://127.0.0.1:9000', region: 'us-east-1', forcePathStyle: true, prefix: '' });
    expect(objectUrl(local, 'abc/480.webp')).toBe('http://127.0.0.1:9000/bucket/abc/480.webp');
  });

  it.each([
    ['https://KEY:SECRET@host/bucket', 'must be an s3:// or s3+http:// URL'],
    ['s3://host/bucket', 'must carry the access key and secret'],
    ['s3://KEY:SECRET@host', 'must name the bucket'],
    ['s3://KEY:SECRET@host/bucket?forcePathStyle=yes', 'forcePathStyle must be true or false'],
    ['s3://KEY:SECRET@host/bucket?endpoint=x', 'unknown setting "endpoint"'],
  ])('refuses %s', (value, message) => {
    expect(() => parseS3Url(value)).toThrow(message);
  });
});
