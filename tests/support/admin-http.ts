// Talking to the admin panel of a running production server the way a browser does (needs `npm run build`).
import sharp from 'sharp';

/** Signs in through the sign-in form; returns the answer and the session cookie it set, if any. */
export async function postSignIn(
  url: string,
  email: string,
  password: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; cookie: string | null; setCookie: string | null; location: string | null; body: string }> {
  const response = await fetch(`${url}/admin-login`, {
    method: 'POST',
    redirect: 'manual',
    headers: { Origin: url, ...headers },
    body: new URLSearchParams({ email, password }),
  });
  const setCookie = response.headers.get('set-cookie');
  return {
    status: response.status,
    setCookie,
    cookie: setCookie ? setCookie.split(';')[0]! : null,
    location: response.headers.get('location'),
    body: await response.text(),
  };
}

export async function signInCookie(url: string, email: string, password: string, headers: Record<string, string> = {}): Promise<string> {
  const answer = await postSignIn(url, email, password, headers);
  if (answer.status !== 302 || !answer.cookie) throw new Error(`Sign-in failed with ${answer.status}: ${answer.body.slice(0, 200)}`);
  return answer.cookie;
}

export async function pngImage(width = 64, height = 48): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#8c5a22' } })
    .png()
    .toBuffer();
}

export function multipartImage(
  data: Uint8Array,
  name = 'photo.png',
  type = 'image/png',
  described: { alt?: string; decorative?: boolean } = { alt: 'A test photo of a room' },
): FormData {
  const form = new FormData();
  form.append('file', new File([new Uint8Array(data)], name, { type }));
  if (described.alt !== undefined) form.append('alt', described.alt);
  if (described.decorative) form.append('decorative', 'true');
  return form;
}
