/** Service cards, 1200 x 900. */
import { C, shade, tint } from '../lib/core.ts';
import {
  art,
  bell,
  books,
  diya,
  floorLamp,
  flutes,
  glass,
  jali,
  kalash,
  oilLamp,
  pendant,
  plant,
  rangoli,
  taskChair,
  toran,
  tv,
  vase,
} from '../lib/decor.ts';
import { Fr, armchair, cabinet, chair, kitchenRun, pouf, shelf, sofa, table, wardrobe } from '../lib/furniture.ts';
import { ceilPanel, fan, recess, room, spots, windowBack, windowLeft } from '../lib/room.ts';
import { mk } from './common.ts';

export function serviceInteriorDesign(): string {
  const s = mk(1200, 900, 620, 290, { wallW: 780, top: 120, cx: 300, cz: 470, vx: 590 });
  room(s, { floor: 'wood', grid: 20, floorCol: tint(C.wood, 0.36) });
  windowLeft(s, 70, 250, 30, 250, { panes: 2, transom: 55, curtains: 'sheer' });
  spots(s, [
    [120, 80],
    [120, 220],
    [480, 60],
    [480, 220],
  ]);
  const B = new Fr(s, 'B', 0, 0);
  // living: sofa against the back wall, rug, coffee table
  s.on('decor', () =>
    s.poly(
      [
        [50, 0.3, 110],
        [320, 0.3, 110],
        [320, 0.3, 270],
        [50, 0.3, 270],
      ],
      tint(C.sand, 0.25),
    ),
  );
  armchair(s, new Fr(s, 'L', 20, 170), 0, C.clay, { pillow: tint(C.sand, 0.2) });
  art(s, 95, 128, 175, 208, 0.5, 'hills');
  art(s, 188, 148, 238, 208, 0.5, 'bars', { frame: C.ink2 });
  sofa(s, B, 70, 220, tint(C.sand, 0.05), { pillows: [C.sage, C.clay, C.sage] });
  floorLamp(s, 40, 40, 'tripod');
  table(s, B, 115, 150, 130, 62, 38, C.woodM, { legs: 'block', legCol: shade(C.woodM, 0.15) });
  vase(s, 'bowl', 150, 38, 185, C.clay);
  vase(s, 'bottle', 205, 38, 180, C.off, 0.8);
  // dining: sideboard, table, chairs, pendants
  cabinet(s, B, 370, 210, 18, 78, 44, tint(C.sand, 0.2), { doors: 4, legs: true });
  art(s, 420, 130, 530, 200, 0.5, 'circle', { accent: C.sage });
  vase(s, 'round', 395, 78, 25, C.sageD);
  plant(s, 'sprig', 395, 78, 25, { r: 0.1, h: 20, pot: C.sageD, sh: false, scale: 0.9 });
  tableLamp2(s, 555, 78, 22);
  const tx = 385;
  const tz = 140;
  for (const x of [415, 475, 535]) chair(s, 'B', x, tz - 14, C.woodM, C.sage);
  chair(s, 'L', tx - 12, tz + 45, C.woodM, C.sage);
  table(s, B, tx, tz, 180, 90, 75, C.wood, { legs: 'legs', legCol: C.woodD });
  chair(s, 'R', tx + 192, tz + 45, C.woodM, C.sage);
  for (const x of [430, 475, 520]) pendant(s, x, tz + 45, 168, 'dome', C.brass, 30);
  plant(s, 'bush', 330, 0, 40, { r: 14, h: 30, pot: C.off, scale: 0.7 });
  plant(s, 'snake', 585, 0, 290, { r: 16, h: 36, pot: C.clay });
  return s.toSvg();
}

function tableLamp2(s: ReturnType<typeof mk>, x: number, y: number, z: number): void {
  s.item(z + 20, () => {
    s.pf(z, `M ${x - 6} ${y} L ${x + 6} ${y} L ${x + 2} ${y + 30} L ${x - 2} ${y + 30} Z`, C.brass);
    s.pf(z, `M ${x - 14} ${y + 30} L ${x + 14} ${y + 30} L ${x + 10} ${y + 48} L ${x - 10} ${y + 48} Z`, tint(C.sand, 0.3));
  });
}

export function serviceModularKitchen(): string {
  const s = mk(1200, 900, 480, 280, { wallW: 700, top: 150, cx: 270, cy: 145, cz: 470, vx: 650 });
  room(s, { floor: 'tile', grid: 60, floorCol: tint(C.line, 0.2) });
  windowLeft(s, 150, 250, 105, 215, { panes: 2, patch: true });
  const B = new Fr(s, 'B', 0, 0);
  kitchenRun(s, B, {
    len: 420,
    base: C.sage,
    upper: tint(C.sand, 0.35),
    loft: tint(C.sand, 0.45),
    counter: tint(C.line, 0.4),
    tall: [345, 420],
    tallCol: C.wood,
    hob: 200,
    chimney: 200,
    tile: [30, 10],
    splash: tint(C.sand, 0.15),
    key: 60,
  });
  const L = new Fr(s, 'L', 0, 58);
  kitchenRun(s, L, {
    len: 240,
    base: C.sage,
    upper: tint(C.sand, 0.35),
    counter: tint(C.line, 0.4),
    sink: 140,
    gaps: [[80, 200]],
    tile: [30, 10],
    splash: tint(C.sand, 0.15),
    key: 300,
  });
  // a few objects on the counter
  vase(s, 'jar', 100, 90, 22, C.off, 0.8, 61);
  vase(s, 'jar', 118, 90, 22, C.clay, 0.65, 61);
  vase(s, 'bowl', 300, 90, 30, C.brass, 0.9, 61);
  plant(s, 'sprig', 40, 90, 200, { r: 5, h: 12, pot: C.off, sh: false, key: 301, scale: 0.6 });
  plant(s, 'fig', 445, 0, 150, { r: 17, h: 36, pot: C.clay });
  return s.toSvg();
}

export function serviceModularWardrobe(): string {
  const s = mk(1200, 900, 470, 290, { wallW: 660, top: 120, cx: 250, cy: 140, cz: 470, vx: 620 });
  room(s, { floor: 'wood', grid: 20, floorCol: tint(C.wood, 0.4) });
  windowLeft(s, 110, 260, 40, 240, { panes: 2, curtains: 'sheer', transom: 50 });
  const oak = tint(C.wood, 0.3);
  wardrobe(s, 40, 430, { panels: [oak, 'mirror', oak], sliding: true, handles: 'profile', loft: tint(C.wood, 0.2), grain: true });
  s.on('decor', () => s.ellH(260, 0.3, 200, 80, tint(C.sand, 0.2)));
  // upholstered bench with wooden legs
  const B = new Fr(s, 'B', 0, 0);
  table(s, B, 190, 160, 140, 45, 44, C.woodM, { legs: 'legs', thick: 6 });
  s.item(206, () => B.box(192, 328, 44, 52, 161, 204, C.clay, { r: 3 }));
  plant(s, 'bush', 440, 0, 110, { r: 17, h: 36, pot: C.off, scale: 0.9 });
  spots(s, [
    [120, 120],
    [350, 120],
    [120, 280],
    [350, 280],
  ]);
  pouf(s, 110, 200, 20, 36, C.sage);
  return s.toSvg();
}

export function serviceEntertainmentUnit(): string {
  const s = mk(1200, 900, 520, 290, { wallW: 720, top: 140, cx: 260, cy: 130, cz: 520 });
  const wall = tint(C.sage, 0.55);
  room(s, { floor: 'wood', grid: 20, floorCol: tint(C.wood, 0.38), back: wall });
  const k0 = s.k(0);
  s.on('bg', () => {
    s.rf(120, 0, 380, 290, 0.2, flutes(s, 5 * k0, tint(C.wood, 0.15)));
    s.rf(120, 0, 380, 290, 0.2, 'none');
  });
  const B = new Fr(s, 'B', 0, 0);
  s.item(2, () => {
    const k = s.k(3);
    void k;
    tv(s, 250, 118, 3, 150, { glow: true });
  });
  cabinet(s, B, 90, 340, 34, 62, 42, C.ink2, { doors: 5, pull: 'groove', key: 45, top: tint(C.wood, 0.1) });
  vase(s, 'round', 130, 62, 25, C.clay, 0.9);
  vase(s, 'bowl', 330, 62, 25, C.brass);
  plant(s, 'sprig', 130, 62, 25, { r: 0.1, h: 22, pot: C.clay, sh: false, scale: 0.9, key: 46 });
  // open shelves to the right
  for (const y of [120, 165, 210]) shelf(s, B, 400, 500, y, 26, C.woodM, 30);
  s.item(31, () => {
    books(s, B, 405, 445, 120, 20, 3, { hMax: 24 });
    books(s, B, 455, 495, 210, 20, 9, { hMax: 24 });
  });
  vase(s, 'bottle', 470, 120, 14, C.off);
  vase(s, 'round', 420, 165, 14, C.sageD, 0.8);
  plant(s, 'trail', 470, 165, 10, { r: 7, h: 10, pot: C.off, sh: false, key: 32 });
  vase(s, 'jar', 420, 210, 14, C.brassL, 0.7);
  art(s, 20, 130, 90, 220, 0.5, 'leaf', { frame: C.woodD });
  plant(s, 'fig', 50, 0, 60, { r: 17, h: 34, pot: C.clay });
  // sofa seen from behind in the foreground + rug
  s.on('decor', () =>
    s.poly(
      [
        [110, 0.3, 130],
        [410, 0.3, 130],
        [410, 0.3, 330],
        [110, 0.3, 330],
      ],
      tint(C.sand, 0.25),
    ),
  );
  table(s, B, 195, 180, 130, 60, 36, C.woodM, { legs: 'block', legCol: C.woodD });
  vase(s, 'bowl', 240, 36, 210, C.sageD);
  armchair(s, new Fr(s, 'R', 500, 190), 0, C.clay, { pillow: tint(C.sand, 0.2) });
  pouf(s, 150, 250, 20, 36, tint(C.sage, 0.1));
  return s.toSvg();
}

export function serviceFalseCeiling(): string {
  const s = mk(1200, 900, 560, 290, { wallW: 660, top: 330, cx: 280, cy: 85, cz: 470 });
  room(s, { floor: 'wood', grid: 20, floorCol: tint(C.wood, 0.38) });
  windowLeft(s, 60, 230, 40, 240, { panes: 2, curtains: 'sheer' });
  recess(s, 60, 500, 30, 330, { cove: true, drop: 18 });
  recess(s, 150, 410, 90, 250, { cove: true, drop: 16, base: 308 });
  spots(s, [
    [30, 60],
    [30, 180],
    [30, 300],
    [530, 60],
    [530, 180],
    [530, 300],
    [120, 15],
    [280, 15],
    [440, 15],
  ]);
  fan(s, 280, 170, C.off);
  const B = new Fr(s, 'B', 0, 0);
  art(s, 210, 130, 350, 200, 0.5, 'hills');
  sofa(s, B, 160, 240, tint(C.sage, 0.2), { pillows: [C.clay, C.off, C.clay] });
  plant(s, 'fig', 450, 0, 40, { r: 16, h: 34, pot: C.off });
  floorLamp(s, 120, 50, 'tripod');
  s.on('decor', () =>
    s.poly(
      [
        [140, 0.3, 120],
        [420, 0.3, 120],
        [420, 0.3, 300],
        [140, 0.3, 300],
      ],
      tint(C.sand, 0.3),
    ),
  );
  table(s, B, 215, 170, 130, 60, 38, C.woodM, { legs: 'block', legCol: C.woodD });
  vase(s, 'bowl', 260, 38, 200, C.clay);
  armchair(s, new Fr(s, 'L', 60, 190), 0, C.clay, { pillow: tint(C.sand, 0.2) });
  return s.toSvg();
}

export function servicePoojaUnit(): string {
  const s = mk(1200, 900, 420, 290, { wallW: 760, top: 110, cx: 210, cy: 130, cz: 420 });
  room(s, { floor: 'stone', grid: 70, floorCol: tint(C.line, 0.35), back: tint(C.clay, 0.72) });
  poojaUnit(s, 210, { w: 170, y0: 92, y1: 232, wood: C.woodM });
  // flanking jali screens
  const k = s.k(1);
  for (const [a, b] of [
    [80, 112],
    [308, 340],
  ] as [number, number][]) {
    s.item(3, () => {
      s.box(a, b, 0, 260, 0, 3, C.woodD);
      s.rf(a + 3, 6, b - 3, 254, 3, jali(s, 10 * k, C.woodD));
      s.rf(a + 3, 6, b - 3, 254, 3, 'none');
    });
  }
  rangoli(s, 210, 150, 48);
  diya(s, 150, 80, 22, 1);
  diya(s, 270, 80, 22, 1);
  oilLamp(s, 45, 40);
  oilLamp(s, 375, 40);
  return s.toSvg();
}

/** Wall-mounted pooja unit centred at x: arched niche with backlit jali, bells, steps, drawer. */
export function poojaUnit(
  s: ReturnType<typeof mk>,
  x: number,
  o: { w: number; y0: number; y1: number; wood: string; d?: number; drawer?: boolean; bells?: number },
): void {
  const { w, y0, y1, wood } = o;
  const D = o.d ?? 36;
  const x0 = x - w / 2;
  const x1 = x + w / 2;
  const ix0 = x0 + 18;
  const ix1 = x1 - 18;
  const iy0 = y0 + 10;
  const iy1 = y1 - 14;
  const k = s.k(2);
  s.item(D + 1, () => {
    s.shadowBox(x0, x1, y0, y1, 0, D);
    // outer carcass sides/top
    s.box(x0, x1, y0, y1, 0, D, wood);
    // niche interior
    s.rf(ix0, iy0, ix1, iy1, 1, jali(s, 12 * k, shade(wood, 0.15)));
    s.rf(ix0, iy0, ix1, iy1, 1, 'none');
    const inner = shade(wood, 0.25);
    if (s.camX > ix0)
      s.poly(
        [
          [ix0, iy0, 1],
          [ix0, iy1, 1],
          [ix0, iy1, D],
          [ix0, iy0, D],
        ],
        inner,
      );
    if (s.camX < ix1)
      s.poly(
        [
          [ix1, iy0, 1],
          [ix1, iy1, 1],
          [ix1, iy1, D],
          [ix1, iy0, D],
        ],
        shade(wood, 0.12),
      );
    if (s.camY > iy0)
      s.poly(
        [
          [ix0, iy0, 1],
          [ix1, iy0, 1],
          [ix1, iy0, D],
          [ix0, iy0, D],
        ],
        tint(wood, 0.15),
      );
    // steps
    const cx = x;
    s.box(cx - 50, cx + 50, iy0, iy0 + 7, 2, D - 4, tint(wood, 0.1));
    s.box(cx - 36, cx + 36, iy0 + 7, iy0 + 14, 2, D - 12, tint(wood, 0.1));
    s.box(cx - 22, cx + 22, iy0 + 14, iy0 + 21, 2, D - 20, tint(wood, 0.1));
    kalash(s, cx, iy0 + 21, 10, 1.1);
    diya(s, cx - 38, iy0 + 7, D - 10, 0.8);
    diya(s, cx + 38, iy0 + 7, D - 10, 0.8);
    vase(s, 'bowl', cx - 15, iy0 + 14, D - 16, C.brass, 0.5);
    vase(s, 'bowl', cx + 15, iy0 + 14, D - 16, C.clay, 0.5);
    // front frame with an arched opening (even-odd)
    const ar = (ix1 - ix0) / 2;
    const top = iy1 - ar * 0.55;
    const d = `M ${x0} ${y0} L ${x1} ${y0} L ${x1} ${y1} L ${x0} ${y1} Z M ${ix0} ${iy0} L ${ix0} ${top} Q ${ix0} ${iy1} ${cx} ${iy1} Q ${ix1} ${iy1} ${ix1} ${top} L ${ix1} ${iy0} Z`;
    s.pf(D, d, wood, ' fill-rule="evenodd"');
    s.pf(D + 0.1, `M ${x0 + 5} ${y1 - 5} L ${x1 - 5} ${y1 - 5}`, 'none', ` stroke="${C.brass}" stroke-width="${(s.sw * 1.6).toFixed(1)}"`);
    toran(s, x0 + 4, x1 - 4, y1 - 1, D + 1);
    const nb = o.bells ?? 2;
    for (let i = 0; i < nb; i++) bell(s, ix0 + ((ix1 - ix0) * (i + 1)) / (nb + 1), iy1 - 20 - (i % 2) * 8, D - 6, 26);
  });
  if (o.drawer !== false) {
    const B = new Fr(s, 'B', 0, 0);
    cabinet(s, B, x0 + 6, w - 12, y0 - 52, y0 - 12, D + 4, wood, { doors: 2, drawers: 0, pull: 'brass' });
  }
}

export function serviceCorporateOffice(): string {
  const s = mk(1200, 900, 900, 300, { wallW: 800, top: 215, cx: 430, cy: 165, cz: 700, vx: 560 });
  room(s, { floor: 'stone', grid: 90, floorCol: tint(C.line, 0.1), ceil: tint(C.sand, 0.3) });
  windowBack(s, 30, 560, 70, 270, { panes: 6, frame: C.ink2, patch: true });
  for (const z of [90, 220, 350]) ceilPanel(s, 60, 600, z - 6, z + 6);
  // meeting room behind glass (right)
  const mx = 640;
  const mz = 260;
  const B = new Fr(s, 'B', 0, 0);
  s.item(2, () => {
    s.rf(700, 120, 860, 210, 0.5, C.ink);
  });
  table(s, B, 690, 110, 180, 80, 75, C.wood, { legs: 'block', legCol: C.ink2, key: 190 });
  for (const x of [720, 780, 840]) taskChair(s, x, 95, C.sage, 100);
  s.item(mz, () => {
    const R = new Fr(s, 'L', mx, 0);
    glass(s, R, 0, mz, 0, 300, 0, { mullions: 3, band: [100, 125] });
    glass(s, B, mx, 900, 0, 300, mz, { mullions: 3, band: [100, 125] });
  });
  // storage credenza on the left wall with plants
  const Lw = new Fr(s, 'L', 0, 40);
  cabinet(s, Lw, 0, 300, 0, 75, 45, tint(C.wood, 0.2), { doors: 6, pull: 'groove' });
  plant(s, 'bush', 25, 75, 100, { r: 13, h: 22, pot: C.off, scale: 0.7, sh: false, key: 341 });
  plant(s, 'bush', 25, 75, 230, { r: 13, h: 22, pot: C.off, scale: 0.7, sh: false, key: 341 });
  workRow(s, 120, 540, 130, 130);
  workRow(s, 120, 540, 290, 290);
  plant(s, 'fig', 590, 0, 110, { r: 18, h: 40, pot: C.ink2 });
  plant(s, 'snake', 600, 0, 420, { r: 18, h: 44, pot: C.clay, key: 500 });
  plant(s, 'bush', 230, 0, 440, { r: 22, h: 40, pot: C.ink2, key: 500 });
  return s.toSvg();
}

/** A bench of workstations along x at depth z (desks on both sides of a sage screen). */
export function workRow(s: ReturnType<typeof mk>, x0: number, x1: number, z: number, key: number): void {
  const B = new Fr(s, 'B', 0, 0);
  const n = Math.round((x1 - x0) / 140);
  const dw = (x1 - x0) / n;
  for (let i = 0; i < n; i++) taskChair(s, x0 + dw * (i + 0.5), z - 50, i % 2 ? C.ink2 : C.sageD, key - 60);
  s.item(key, () => {
    s.shadowBox(x0, x1, 70, 75, z - 35, z + 35);
    for (const x of [x0 + 4, x1 - 8, (x0 + x1) / 2 - 2]) B.box(x, x + 4, 0, 71, z - 33, z + 33, C.ink2);
    B.box(x0, x1, 71, 75, z - 35, z + 35, tint(C.wood, 0.2));
    for (let i = 0; i < n; i++) {
      const cx = x0 + dw * (i + 0.5);
      s.rf(cx - 26, 88, cx + 26, 118, z - 22, C.ink2);
      s.rf(cx - 2, 75, cx + 2, 88, z - 22, C.grey);
    }
    B.box(x0 + 2, x1 - 2, 75, 112, z - 2, z + 2, tint(C.sage, 0.3));
    for (let i = 0; i < n; i++) {
      const cx = x0 + dw * (i + 0.5);
      s.rf(cx - 28, 90, cx + 28, 122, z + 18, C.ink);
      s.rf(cx - 26, 92, cx + 26, 120, z + 18.2, shade(C.sky, 0.2), ' stroke="none"');
      s.rf(cx - 3, 75, cx + 3, 90, z + 18, C.grey);
      B.poly(
        [
          [cx - 22, 75.2, z + 24],
          [cx + 10, 75.2, z + 24],
          [cx + 10, 75.2, z + 32],
          [cx - 22, 75.2, z + 32],
        ],
        C.grey,
      );
    }
  });
  for (let i = 0; i < n; i++) taskChair(s, x0 + dw * (i + 0.5), z + 60, i % 2 ? C.sageD : C.ink2, key + 60);
}
