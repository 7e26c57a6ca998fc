// Photos as a phone's camera writes them, for the private files' tests and the bench: a JPEG with
// the camera, the time taken and the GPS position in its EXIF (sharp's withExif), optionally
// stored sideways with an EXIF orientation, as phones do.
import sharp from 'sharp';

export const PHOTO_GPS = { latitude: '12/1 58/1 1234/100', longitude: '77/1 35/1 4321/100' } as const;

/** A `width` × `height` JPEG of soft noise (it compresses like a photo) with GPS and camera EXIF. */
export async function cameraJpeg({
  width = 800,
  height = 600,
  takenAt = '2026:11:20 14:03:22',
  orientation,
  quality = 88,
}: { width?: number; height?: number; takenAt?: string | null; orientation?: number; quality?: number } = {}): Promise<Buffer> {
  const noise = await sharp({
    create: { width, height, channels: 3, background: '#8c7a66', noise: { type: 'gaussian', mean: 128, sigma: 40 } },
  })
    .blur(1.2)
    .raw()
    .toBuffer();
  let image = sharp(noise, { raw: { width, height, channels: 3 } });
  // The sensor's pixels as they are, and the flag saying how to turn them upright.
  if (orientation) image = image.withMetadata({ orientation });
  image = image.withExif({
    IFD0: { Make: 'Probephone', Model: 'Probephone 12 Pro', Software: 'Probe camera 1.0' },
    ...(takenAt ? { IFD2: { DateTimeOriginal: takenAt } } : {}),
    IFD3: { GPSLatitudeRef: 'N', GPSLatitude: PHOTO_GPS.latitude, GPSLongitudeRef: 'E', GPSLongitude: PHOTO_GPS.longitude },
  });
  return image.jpeg({ quality }).toBuffer();
}
