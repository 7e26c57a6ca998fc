// The private photo figure of `npm run bench`: how long the server takes to make a 12-megapixel
// phone JPEG safe to keep (read its time taken, turn it upright, two WebP copies without
// metadata: processPhoto, decision 170), in this process, as 'Record payment' does.
import { processPhoto } from '#app/lib/private-files/photo.server.ts';
import { cameraJpeg } from '../../tests/support/photos.ts';

const PHOTO_RUNS = 7;

export async function photoLine(): Promise<string> {
  // 4000 × 3000, sideways as phones store portrait photos, with GPS and camera EXIF.
  const jpeg = await cameraJpeg({ width: 4000, height: 3000, orientation: 6, quality: 90 });
  await processPhoto(jpeg); // warm: sharp's first call loads its codecs
  const times: number[] = [];
  for (let run = 0; run < PHOTO_RUNS; run++) {
    const started = performance.now();
    await processPhoto(jpeg);
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  const median = times[Math.floor(times.length / 2)]!;
  return `12-megapixel JPEG processed (${(jpeg.byteLength / 1024 / 1024).toFixed(1)} MB; WebP 480 and 1600 wide, metadata dropped): median ${median.toFixed(0)} ms of ${PHOTO_RUNS}`;
}
