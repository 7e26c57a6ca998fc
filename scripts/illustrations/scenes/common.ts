import { Scene } from '../lib/core.ts';

/**
 * Camera helper: room W x H (cm), canvas w x h (px). The back wall is wallW px wide with its
 * top edge at `top`; the vanishing point sits at canvas x = vx (default: centre).
 */
export function mk(
  w: number,
  h: number,
  W: number,
  H: number,
  o: { wallW: number; top: number; cx?: number; cy?: number; cz?: number; vx?: number },
): Scene {
  const camX = o.cx ?? W / 2;
  const s0 = o.wallW / W;
  const vx = o.vx ?? w / 2;
  return new Scene({ w, h, W, H, camX, camY: o.cy ?? 140, camZ: o.cz ?? W * 0.95, left: vx - camX * s0, top: o.top, wallW: o.wallW });
}
