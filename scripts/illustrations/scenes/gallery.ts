/** Gallery images, 1200 x 900: one clear subject each, varied compositions and accents. */
import { C, shade, tint } from '../lib/core.ts';
import type { V3 } from '../lib/core.ts';
import {
  art,
  bell,
  books,
  chandelier,
  diya,
  floorLamp,
  glow,
  jali,
  kalash,
  oilLamp,
  pendant,
  plant,
  rangoli,
  stool,
  tableLamp,
  toran,
  tv,
  vase,
} from '../lib/decor.ts';
import {
  Fr,
  armchair,
  bed,
  cabinet,
  chair,
  clothesSide,
  kitchenRun,
  openShelves,
  pillow,
  pouf,
  roundTable,
  shelf,
  sofa,
  table,
  wardrobe,
} from '../lib/furniture.ts';
import { recess, room, spots, windowBack, windowLeft } from '../lib/room.ts';
import { mk } from './common.ts';

type S = ReturnType<typeof mk>;

function nightstand(s: S, x: number, col: string, lamp = true): void {
  const B = new Fr(s, 'B', 0, 0);
  cabinet(s, B, x - 24, 48, 12, 55, 40, col, { doors: 1, drawers: 1, pull: 'brass', legs: true });
  if (lamp) tableLamp(s, x, 55, 20, { key: 45 });
}

export function galleryFalseCeilingCove(): string {
  const s = mk(1200, 900, 500, 290, { wallW: 700, top: 300, cy: 95, cz: 470 });
  room(s, { floor: 'wood', grid: 20, floorCol: tint(C.wood, 0.4) });
  windowLeft(s, 70, 260, 40, 240, { panes: 2, curtains: 'sheer' });
  recess(s, 40, 460, 25, 340, {
    cove: true,
    drop: 20,
    inner: () => {
      // wooden slat panel floating in the middle of the recess
      const y = s.H + 19;
      s.poly(
        [
          [150, y, 90],
          [350, y, 90],
          [350, y, 300],
          [150, y, 300],
        ],
        tint(C.wood, 0.2),
        ' stroke="none"',
      );
      const segs: V3[][] = [];
      for (let x = 158; x < 350; x += 10)
        segs.push([
          [x, y, 90],
          [x, y, 300],
        ]);
      s.lines(segs, shade(C.wood, 0.15), s.sw * 0.7);
    },
  });
  spots(s, [
    [20, 80],
    [20, 220],
    [480, 80],
    [480, 220],
  ]);
  // bed against the panelled wall
  s.item(1, () => {
    s.rf(100, 0, 400, 150, 0.5, tint(C.clay, 0.5));
    const segs: V3[][] = [];
    for (let x = 115; x < 400; x += 15)
      segs.push([
        [x, 8, 0.6],
        [x, 150, 0.6],
      ]);
    s.lines(segs, shade(tint(C.clay, 0.5), 0.12), s.sw * 0.7);
  });
  s.on('decor', () =>
    s.poly(
      [
        [110, 0.3, 150],
        [390, 0.3, 150],
        [390, 0.3, 320],
        [110, 0.3, 320],
      ],
      tint(C.sand, 0.3),
    ),
  );
  bed(s, 250, {
    duvet: tint(C.sand, 0.25),
    throw: C.sageD,
    pillows: [C.off, tint(C.clay, 0.3), tint(C.clay, 0.3), C.off],
    frame: C.woodM,
    headH: 100,
    head: tint(C.clay, 0.25),
  });
  nightstand(s, 115, C.woodM);
  nightstand(s, 385, C.woodM);
  plant(s, 'bush', 460, 0, 60, { r: 16, h: 34, pot: C.off, scale: 0.8 });

  return s.toSvg();
}

export function galleryFalseCeilingCoffered(): string {
  const s = mk(1200, 900, 540, 290, { wallW: 640, top: 320, cy: 100, cz: 480 });
  room(s, { floor: 'stone', grid: 80, floorCol: tint(C.line, 0.3), back: tint(C.sage, 0.6) });
  windowLeft(s, 60, 250, 40, 240, { panes: 2 });
  // coffers with warm edges
  const xs: [number, number][] = [
    [40, 180],
    [200, 340],
    [360, 500],
  ];
  const zs: [number, number][] = [
    [30, 160],
    [180, 310],
  ];
  s.on('bg', () =>
    s.poly(
      [
        [0, s.H - 0.2, 0],
        [s.W, s.H - 0.2, 0],
        [s.W, s.H - 0.2, s.zF],
        [0, s.H - 0.2, s.zF],
      ],
      tint(C.wood, 0.35),
    ),
  );
  for (const [a, b] of xs) for (const [c, d] of zs) recess(s, a, b, c, d, { cove: true, drop: 18, col: tint(C.sand, 0.4) });
  const sp: [number, number][] = [];
  for (const x of [190, 350]) for (const z of [20, 170, 320]) sp.push([x, z]);
  spots(s, sp);
  art(s, 170, 120, 370, 210, 0.5, 'hills');
  const B = new Fr(s, 'B', 0, 0);
  cabinet(s, B, 150, 240, 15, 80, 42, C.woodD, { doors: 4, legs: true });
  vase(s, 'round', 190, 80, 20, C.off);
  vase(s, 'bottle', 350, 80, 20, C.brass, 0.9);
  const tz = 150;
  for (const x of [215, 325]) chair(s, 'B', x, tz - 16, C.ink2, C.clay);
  chair(s, 'L', 150, tz + 45, C.ink2, C.clay);
  table(s, B, 165, tz, 210, 90, 75, C.woodM, { legs: 'legs', legCol: C.ink2 });
  chair(s, 'R', 390, tz + 45, C.ink2, C.clay);
  vase(s, 'bowl', 270, 75, tz + 45, C.brass);
  chandelier(s, 270, tz + 45, 200, 36, 8);
  plant(s, 'fig', 490, 0, 60, { r: 16, h: 34, pot: C.clay });
  return s.toSvg();
}

export function galleryLivingRoomSofa(): string {
  const s = mk(1200, 900, 560, 290, { wallW: 700, top: 170, cx: 260, cy: 135, cz: 500 });
  room(s, { floor: 'wood', grid: 20, floorCol: tint(C.wood, 0.4) });
  windowLeft(s, 80, 280, 35, 245, { panes: 2, transom: 50, curtains: 'sheer' });
  spots(s, [
    [120, 100],
    [440, 100],
  ]);
  const B = new Fr(s, 'B', 0, 0);
  s.on('decor', () =>
    s.poly(
      [
        [110, 0.3, 100],
        [470, 0.3, 100],
        [470, 0.3, 330],
        [110, 0.3, 330],
      ],
      tint(C.sand, 0.28),
    ),
  );
  art(s, 150, 130, 215, 215, 0.5, 'arch', { accent: C.clay });
  art(s, 228, 130, 293, 215, 0.5, 'circle', { accent: C.sage });
  art(s, 306, 130, 371, 215, 0.5, 'bars');
  const col = tint(C.grey, 0.5);
  // L-shaped sectional: main sofa + chaise on the right
  sofa(s, B, 120, 280, col, { noArm: 'R', pillows: [C.clay, C.brassL, tint(C.sand, 0.2)], key: 95 });
  s.item(175, () => {
    const a = 400;
    const b = 490;
    B.box(a, b, 11, 40, 0, 170, shade(col, 0.06));
    B.box(a, b, 36, 80, 0, 20, shade(col, 0.04));
    B.box(a + 0.5, b - 16, 44, 77, 18, 34, tint(col, 0.05), { r: 6 });
    B.box(a + 0.5, b - 16, 40, 52, 26, 168, tint(col, 0.03), { r: 4 });
    pillow(B, a + 40, 52, 40, 38, C.clay, -1);
    B.box(b - 16, b, 11, 60, 0, 170, col, { r: 5 });
    for (const [u, w] of [
      [a + 4, 164],
      [b - 8, 164],
    ] as [number, number][])
      B.box(u, u + 4, 0, 12, w, w + 4, C.woodD, { nt: true });
    B.shadow(a, b, 0, 60, 0, 170);
  });
  table(s, B, 180, 170, 150, 70, 36, C.woodD, { legs: 'legs', top: tint(C.woodD, 0.2) });
  vase(s, 'bowl', 230, 36, 200, C.brass);
  vase(s, 'round', 290, 36, 210, C.off, 0.8);
  floorLamp(s, 80, 60, 'tripod');
  plant(s, 'fig', 530, 0, 40, { r: 15, h: 32, pot: C.ink2 });
  pouf(s, 140, 300, 21, 38, C.sage);
  return s.toSvg();
}

export function galleryLivingRoomReadingNook(): string {
  const s = mk(1200, 900, 440, 290, { wallW: 660, top: 170, cy: 135, cz: 540 });
  room(s, { floor: 'wood', grid: 18, floorCol: tint(C.wood, 0.38), back: tint(C.sage, 0.55) });
  windowBack(s, 120, 320, 62, 245, { panes: 2, transom: 45 });
  const B = new Fr(s, 'B', 0, 0);
  const wood = tint(C.wood, 0.15);
  for (const [a, b] of [
    [0, 110],
    [330, 440],
  ] as [number, number][])
    openShelves(s, B, a, b, 0, 290, 34, wood, [45, 100, 155, 210], {
      back: tint(C.sand, 0.2),
      key: 40,
      fill: (u0, u1, y, w) => {
        const seed = Math.round(u0 * 7 + y * 3);
        if (y > 50 && seed % 4 !== 0) books(s, B, u0, u1 - (seed % 2 ? 25 : 0), y, w, seed, { hMax: 30 });
        else if (y > 50) {
          vase(s, seed % 2 ? 'round' : 'bottle', (u0 + u1) / 2, y, w / 2, [C.clay, C.off, C.sageD][seed % 3]!, 0.8);
        } else B.box(u0 + 1, u1 - 1, y, y + 38, 2, w, tint(wood, 0.05));
      },
    });
  // window seat with cushions
  s.item(62, () => {
    B.shadow(110, 330, 0, 46, 0, 60);
    B.box(110, 330, 0, 44, 0, 60, wood);
    B.lines(
      [
        [
          [165, 3, 60.2],
          [165, 42, 60.2],
        ],
        [
          [220, 3, 60.2],
          [220, 42, 60.2],
        ],
        [
          [275, 3, 60.2],
          [275, 42, 60.2],
        ],
      ],
      shade(wood, 0.3),
      s.sw * 0.7,
    );
    B.box(112, 328, 44, 54, 2, 60, C.sage, { r: 3 });
    pillow(B, 140, 54, 14, 44, C.clay);
    pillow(B, 180, 54, 16, 38, C.off, -1);
    pillow(B, 300, 54, 14, 40, C.brassL, -1);
  });
  s.on('decor', () => s.ellH(220, 0.3, 190, 80, tint(C.sand, 0.3)));
  armchair(s, new Fr(s, 'R', 420, 150), 0, C.clay, { pillow: tint(C.sand, 0.2) });
  floorLamp(s, 405, 100, 'arc', { dir: -1 });
  roundTable(s, 310, 250, 20, 48, C.woodD);
  s.item(271, () => {
    const f = new Fr(s, 'B', 0, 0);
    f.box(300, 322, 48, 51, 242, 256, C.sageD);
    f.box(302, 320, 51, 53.5, 243, 255, C.clay);
  });
  pouf(s, 140, 230, 20, 34, tint(C.clay, 0.2));
  plant(s, 'trail', 55, 210, 17, { r: 8, h: 12, pot: C.off, sh: false, key: 45 });
  return s.toSvg();
}

export function galleryLivingRoomTvWall(): string {
  const s = mk(1200, 900, 540, 290, { wallW: 680, top: 150, cy: 150, cz: 680 });
  room(s, { floor: 'wood', grid: 20, floorCol: tint(C.wood, 0.36) });
  windowLeft(s, 60, 260, 40, 250, { panes: 2, curtains: 'sheer' });
  // stone-look panel with wood surrounds
  s.item(1, () => {
    s.rf(110, 0, 430, 290, 0.3, tint(C.woodD, 0.2));
    s.rf(170, 0, 370, 290, 0.5, tint(C.line, 0.45));
    s.pf(
      0.6,
      'M 170 250 Q 230 230 260 260 T 370 230 M 170 120 Q 240 150 300 110 T 370 140 M 200 0 Q 230 60 290 50',
      'none',
      ` stroke="${tint(C.grey, 0.55)}" stroke-width="${(s.sw * 0.8).toFixed(1)}"`,
    );
    s.rf(170, 0, 370, 290, 0.5, 'none');
  });
  tv(s, 270, 112, 4, 150);
  const B = new Fr(s, 'B', 0, 0);
  cabinet(s, B, 100, 340, 28, 58, 42, tint(C.wood, 0.15), { doors: 4, pull: 'groove', key: 45 });
  for (const y of [120, 170]) {
    shelf(s, B, 115, 165, y, 24, C.woodD, 25);
    shelf(s, B, 375, 425, y, 24, C.woodD, 25);
  }
  vase(s, 'round', 140, 120, 12, C.clay, 0.9, 26);
  vase(s, 'bottle', 400, 170, 12, C.off, 0.9, 26);
  s.item(26, () => {
    books(s, B, 118, 150, 170, 20, 4, { hMax: 22 });
    books(s, B, 380, 420, 120, 20, 8, { hMax: 22 });
  });
  vase(s, 'bowl', 300, 58, 25, C.brass, 1, 46);
  plant(s, 'snake', 480, 0, 60, { r: 16, h: 36, pot: C.clay });
  // foreground: sofa seen from behind, coffee table
  s.on('decor', () =>
    s.poly(
      [
        [110, 0.3, 160],
        [430, 0.3, 160],
        [430, 0.3, 380],
        [110, 0.3, 380],
      ],
      tint(C.sage, 0.5),
    ),
  );
  sofa(s, new Fr(s, 'F', 120, 410), 0, 300, C.sage, { key: 440 });
  return s.toSvg();
}

export function galleryPoojaRoomBrass(): string {
  const s = mk(1200, 900, 320, 280, { wallW: 560, top: 160, cy: 130, cz: 420 });
  room(s, {
    floor: 'stone',
    grid: 64,
    floorCol: tint(C.line, 0.45),
    back: tint(C.clay, 0.55),
    left: tint(C.clay, 0.65),
    right: tint(C.clay, 0.75),
  });
  // carved arch niche with backlit jali
  const k = s.k(0);
  s.on('bg', () => {
    const d = 'M 90 40 L 90 170 Q 90 240 160 245 Q 230 240 230 170 L 230 40 Z';
    s.pf(-16, d, jali(s, 11 * s.k(-16), C.woodM));
    s.pf(
      0,
      'M 80 40 L 80 172 Q 80 252 160 257 Q 240 252 240 172 L 240 40 Z',
      'none',
      ` stroke="${C.brass}" stroke-width="${(k * 3).toFixed(1)}"`,
    );
    s.pf(0, d, 'none');
  });
  glow(s, 160, 150, -10, 70, 0.5);
  // marble platform with brass
  const B = new Fr(s, 'B', 0, 0);
  s.item(70, () => {
    B.shadow(70, 250, 0, 40, 0, 62);
    B.box(70, 250, 0, 40, 0, 62, tint(C.line, 0.6));
    B.box(70, 250, 40, 43, 0, 64, tint(C.line, 0.3));
    B.box(70, 250, 33, 36, 62, 62.5, C.brass);
  });
  kalash(s, 160, 43, 25, 1.6);
  diya(s, 110, 43, 45, 1.1);
  diya(s, 210, 43, 45, 1.1);
  vase(s, 'bowl', 135, 43, 50, C.brass, 0.6, 71);
  vase(s, 'bowl', 185, 43, 50, C.brass, 0.6, 71);
  // strings of bells from the ceiling
  for (const [x, z] of [
    [40, 40],
    [280, 40],
    [50, 120],
    [270, 120],
  ] as [number, number][]) {
    s.item(z, () => {
      s.lines(
        [
          [
            [x, s.H, z],
            [x, 120, z],
          ],
        ],
        C.brass,
        s.sw * 0.8,
        ' stroke-dasharray="3 2"',
      );
    });
    for (const y of [200, 160, 120]) bell(s, x, y, z, 6);
  }
  oilLamp(s, 45, 200, 1.1);
  oilLamp(s, 275, 200, 1.1);
  rangoli(s, 160, 165, 62);
  // brass urli with floating flowers in the middle of the rangoli
  s.item(190, () => {
    s.cyl(160, 165, 22, 0, 8, C.brass, tint(C.brassL, 0.2));
    s.ellH(160, 8.2, 165, 18, tint(C.sky, 0.2), ' stroke="none"');
    for (const [dx, dz, c] of [
      [-8, -5, C.clay],
      [7, 3, C.brassL],
      [-2, 7, C.clay],
      [10, -6, C.off],
    ] as [number, number, string][])
      s.ellH(160 + dx, 8.5, 165 + dz, 3.6, c, ` stroke-width="${(s.sw * 0.6).toFixed(1)}"`);
  });
  toran(s, 84, 236, 262, 1);
  return s.toSvg();
}

export function galleryPoojaRoomCompact(): string {
  const s = mk(1200, 900, 300, 280, { wallW: 820, top: 60, cx: 150, cy: 140, cz: 330 });
  room(s, { floor: 'wood', grid: 18, floorCol: tint(C.wood, 0.38), back: tint(C.sage, 0.6) });
  const wood = C.woodD;
  const x0 = 110;
  const x1 = 230;
  const y0 = 110;
  const y1 = 215;
  const D = 32;
  const k = s.k(D);
  const B = new Fr(s, 'B', 0, 0);
  s.item(D + 2, () => {
    s.shadowBox(x0, x1, y0, y1, 0, D);
    s.box(x0, x1, y0, y1, 0, D, wood);
    // open interior on the right half
    const m = (x0 + x1) / 2;
    s.rf(m, y0 + 6, x1 - 6, y1 - 6, 2, tint(C.brassL, 0.3));
    s.poly(
      [
        [m, y0 + 6, 2],
        [x1 - 6, y0 + 6, 2],
        [x1 - 6, y0 + 6, D],
        [m, y0 + 6, D],
      ],
      tint(wood, 0.2),
    );
    if (s.camX < x1 - 6)
      s.poly(
        [
          [x1 - 6, y0 + 6, 2],
          [x1 - 6, y1 - 6, 2],
          [x1 - 6, y1 - 6, D],
          [x1 - 6, y0 + 6, D],
        ],
        shade(wood, 0.1),
      );
    kalash(s, m + 27, y0 + 6, 14, 1);
    diya(s, m + 12, y0 + 6, 24, 0.7);
    diya(s, m + 44, y0 + 6, 24, 0.7);
    bell(s, m + 27, y1 - 8, 20, 14);
    // closed jali door on the left half
    s.rf(x0 + 5, y0 + 5, m - 1, y1 - 5, D + 0.5, jali(s, 8 * k, wood, tint(C.brassL, 0.15)));
    s.rf(x0 + 5, y0 + 5, m - 1, y1 - 5, D + 0.5, 'none');
    s.pf(
      D + 0.6,
      `M ${m - 6} ${(y0 + y1) / 2 - 8} L ${m - 6} ${(y0 + y1) / 2 + 8}`,
      'none',
      ` stroke="${C.brass}" stroke-width="${(s.sw * 2).toFixed(1)}"`,
    );
    // the right door, swung open
    const dw = m - x0 - 2;
    s.poly(
      [
        [x1, y0 + 5, D],
        [x1, y1 - 5, D],
        [x1 + 2, y1 - 5, D + dw],
        [x1 + 2, y0 + 5, D + dw],
      ],
      jali(s, 8 * k, wood, tint(C.brassL, 0.15)),
    );
    s.box(x0 - 6, x1 + 6, y1, y1 + 6, -0, D + 4, wood);
    toran(s, x0, x1, y1 - 1, D + 4.2);
  });
  cabinet(s, B, x0 - 2, x1 - x0 + 4, 40, 78, D + 2, tint(wood, 0.1), { doors: 2, pull: 'brass' });
  plant(s, 'snake', 262, 0, 40, { r: 15, h: 32, pot: C.brass });
  art(s, 20, 120, 75, 190, 0.5, 'leaf', { frame: C.woodD, accent: C.sage });
  diya(s, 122, 78, 30, 0.8);
  vase(s, 'bowl', 212, 78, 28, C.brass, 0.8, 40);
  return s.toSvg();
}

export function galleryWardrobeSliding(): string {
  const s = mk(1200, 900, 480, 290, { wallW: 700, top: 120, cx: 260, cy: 140, cz: 470 });
  room(s, { floor: 'wood', grid: 18, floorCol: tint(C.wood, 0.45) });
  windowLeft(s, 120, 270, 50, 240, { panes: 2, curtains: 'sheer' });
  spots(s, [
    [140, 110],
    [340, 110],
  ]);
  wardrobe(s, 30, 450, {
    panels: [C.ink2, 'open', tint(C.wood, 0.2), C.ink2],
    sliding: true,
    handles: 'profile',
    loft: C.ink2,
    grain: false,
  });
  s.on('decor', () =>
    s.poly(
      [
        [150, 0.3, 150],
        [350, 0.3, 150],
        [350, 0.3, 300],
        [150, 0.3, 300],
      ],
      tint(C.clay, 0.45),
    ),
  );
  pouf(s, 250, 220, 24, 40, C.brassL);
  plant(s, 'bush', 455, 0, 110, { r: 16, h: 34, pot: C.clay, scale: 0.85 });
  return s.toSvg();
}

export function galleryWardrobeWalkIn(): string {
  const s = mk(1200, 900, 420, 290, { wallW: 560, top: 180, cy: 145, cz: 600 });
  room(s, { floor: 'wood', grid: 18, floorCol: tint(C.wood, 0.4), back: tint(C.sand, 0.3) });
  const wood = tint(C.wood, 0.2);
  // open bays along the back wall
  wardrobe(s, 0, 420, { panels: ['open', 'open', 'open', 'open'], depth: 55, loft: wood, loftY: 230, key: 56 });
  // shelving on both side walls: folded stacks above, shoes below
  for (const face of ['L', 'R'] as const) {
    const fr = new Fr(s, face, face === 'L' ? 0 : 420, 60);
    openShelves(s, fr, 0, 300, 0, 290, 40, wood, [35, 150, 210], {
      cols: 2,
      back: tint(C.sand, 0.1),
      key: 380,
      fill: (u0, u1, y, w) => {
        if (y > 140) {
          for (let u = u0 + 5; u < u1 - 20; u += 34) {
            const c = [C.off, C.sage, C.clay, C.brassL, tint(C.sky, 0.1)][(Math.round(u / 34) + Math.round(y)) % 5]!;
            fr.box(u, u + 22, y, y + 12 + (Math.round(u) % 3) * 3, 8, w, c);
          }
        } else if (y > 30 && y < 100) {
          fr.lines(
            [
              [
                [u0, 140, w / 2],
                [u1, 140, w / 2],
              ],
            ],
            C.brass,
            s.sw * 1.3,
          );
          clothesSide(s, fr, u0 + 3, u1 - 3, 138, w / 2, Math.round(u0 + y));
        } else if (y < 30) {
          for (let u = u0 + 6; u < u1 - 16; u += 30)
            fr.box(u, u + 18, y, y + 9, 10, w - 4, [C.ink2, C.clay, C.woodD][Math.round(u / 30) % 3]!);
        }
      },
    });
  }
  // island with drawers
  const B = new Fr(s, 'B', 0, 0);
  s.on('decor', () =>
    s.poly(
      [
        [120, 0.3, 170],
        [300, 0.3, 170],
        [300, 0.3, 420],
        [120, 0.3, 420],
      ],
      tint(C.sage, 0.5),
    ),
  );
  cabinet(s, B, 150, 120, 6, 86, 90, tint(C.wood, 0.1), { doors: 2, drawers: 3, pull: 'brass', w0: 220, top: tint(C.sky, 0.2) });
  s.item(311, () => s.box(146, 274, 86, 89, 216, 314, tint(C.sky, 0.1), { a: ' fill-opacity=".8"' }));
  vase(s, 'bowl', 190, 89, 270, C.brass, 1, 312);
  plant(s, 'sprig', 240, 89, 260, { r: 6, h: 12, pot: C.off, sh: false, key: 312, scale: 0.6 });
  pendant(s, 210, 270, 205, 'drum', C.brassL, 44, { key: 600 });
  return s.toSvg();
}

export function galleryWardrobeLoft(): string {
  const s = mk(1200, 900, 500, 300, { wallW: 680, top: 110, cx: 230, cy: 140, cz: 500 });
  room(s, { floor: 'wood', grid: 20, floorCol: tint(C.wood, 0.42) });
  windowLeft(s, 160, 300, 60, 240, { panes: 2, curtains: 'sheer' });
  const sg = tint(C.sage, 0.15);
  wardrobe(s, 30, 330, { panels: [sg, sg, sg, sg, sg], sliding: false, handles: 'brass', loftY: 215, loft: tint(C.sage, 0.3) });
  // dresser with a round mirror beside the wardrobe
  const B = new Fr(s, 'B', 0, 0);
  cabinet(s, B, 350, 130, 14, 78, 45, tint(C.wood, 0.2), { doors: 2, drawers: 1, pull: 'brass', legs: true });
  s.item(2, () => {
    s.cf(415, 160, 0.5, 42, C.brass);
    s.cf(415, 160, 0.7, 39, C.sky);
    s.pf(0.8, 'M 392 188 L 402 194 L 434 132 L 424 126 Z', tint(C.sky, 0.55), ' stroke="none"');
  });
  vase(s, 'round', 375, 78, 25, C.clay, 0.8, 50);
  plant(s, 'sprig', 375, 78, 25, { r: 0.1, h: 20, pot: C.clay, sh: false, key: 50, scale: 0.8 });
  vase(s, 'jar', 455, 78, 25, C.off, 0.7, 50);
  pouf(s, 410, 120, 19, 34, C.clay);
  s.on('decor', () => s.ellH(200, 0.3, 190, 75, tint(C.sand, 0.3)));
  spots(s, [
    [150, 120],
    [400, 120],
  ]);
  return s.toSvg();
}

export function galleryKitchenLShape(): string {
  const s = mk(1200, 900, 480, 280, { wallW: 640, top: 160, cx: 190, cy: 145, cz: 470, vx: 470 });
  room(s, { floor: 'tile', grid: 50, floorCol: tint(C.sand, 0.3) });
  windowBack(s, 140, 260, 110, 215, { panes: 2, patch: false });
  const base = C.ink2;
  const up = tint(C.wood, 0.15);
  kitchenRun(s, new Fr(s, 'B', 0, 0), {
    len: 420,
    base,
    upper: up,
    counter: tint(C.line, 0.5),
    tall: [0, 70],
    tallCol: up,
    sink: 200,
    gaps: [[130, 270]],
    tile: [20, 20],
    splash: tint(C.sage, 0.5),
    key: 60,
  });
  kitchenRun(s, new Fr(s, 'R', 480, 58), {
    len: 260,
    base,
    upper: up,
    counter: tint(C.line, 0.5),
    hob: 130,
    chimney: 130,
    tile: [20, 20],
    splash: tint(C.sage, 0.5),
    key: 320,
  });
  plant(s, 'sprig', 180, 90, 20, { r: 6, h: 14, pot: C.off, sh: false, key: 61, scale: 0.7 });
  vase(s, 'jar', 320, 90, 22, C.brass, 0.7, 61);
  vase(s, 'jar', 336, 90, 22, C.off, 0.6, 61);
  s.on('decor', () =>
    s.poly(
      [
        [110, 0.3, 80],
        [350, 0.3, 80],
        [350, 0.3, 150],
        [110, 0.3, 150],
      ],
      tint(C.clay, 0.35),
    ),
  );
  plant(s, 'fig', 40, 0, 120, { r: 16, h: 34, pot: C.clay });
  return s.toSvg();
}

export function galleryKitchenParallel(): string {
  const s = mk(1200, 900, 320, 280, { wallW: 520, top: 190, cy: 145, cz: 520 });
  room(s, { floor: 'tile', grid: 40, floorCol: tint(C.clay, 0.55) });
  windowBack(s, 90, 230, 95, 235, { panes: 2 });
  const base = tint(C.sand, 0.3);
  kitchenRun(s, new Fr(s, 'L', 0, 0), {
    len: 420,
    base,
    upper: tint(C.wood, 0.2),
    counter: C.woodM,
    hob: 200,
    chimney: 200,
    tile: [15, 15],
    splash: tint(C.line, 0.4),
    key: 430,
  });
  kitchenRun(s, new Fr(s, 'R', 320, 0), {
    len: 420,
    base,
    upper: tint(C.wood, 0.2),
    counter: C.woodM,
    sink: 150,
    tall: [330, 420],
    tallCol: tint(C.wood, 0.2),
    tile: [15, 15],
    splash: tint(C.line, 0.4),
    gaps: [[100, 200]],
    key: 430,
  });
  // open shelf on the right wall above the sink
  const R = new Fr(s, 'R', 320, 0);
  shelf(s, R, 100, 200, 180, 24, C.woodM, 431);
  vase(s, 'jar', 320 - 12, 180, 120, C.off, 0.7, 432);
  vase(s, 'round', 320 - 12, 180, 150, C.sageD, 0.7, 432);
  vase(s, 'jar', 320 - 12, 180, 175, C.clay, 0.6, 432);
  s.item(4, () => s.box(92, 228, 95, 98, -14, 0, tint(C.line, 0.3)));
  plant(s, 'bush', 190, 98, -6, { r: 8, h: 14, pot: C.clay, sh: false, key: 6, scale: 0.4 });
  pendant(s, 160, 200, 200, 'dome', C.sageD, 32);
  return s.toSvg();
}

export function galleryKitchenIsland(): string {
  const s = mk(1200, 900, 520, 280, { wallW: 660, top: 170, cy: 150, cz: 560 });
  room(s, { floor: 'stone', grid: 80, floorCol: tint(C.line, 0.35) });
  const B = new Fr(s, 'B', 0, 0);
  kitchenRun(s, B, {
    len: 520,
    base: C.sageD,
    upper: tint(C.sand, 0.4),
    counter: tint(C.line, 0.55),
    tall: [0, 75],
    tallCol: C.wood,
    hob: 260,
    chimney: 260,
    tile: [10, 30],
    splash: tint(C.sage, 0.6),
    key: 60,
  });
  s.item(62, () => {
    B.box(445, 520, 0, 10, 0, 55, C.ink2);
    B.box(445, 520, 10, s.H, 0, 60, C.wood);
    B.lines(
      [
        [
          [482.5, 12, 60.2],
          [482.5, s.H - 2, 60.2],
        ],
        [
          [446, 150, 60.2],
          [519, 150, 60.2],
        ],
      ],
      shade(C.wood, 0.3),
      s.sw * 0.7,
    );
  });
  vase(s, 'jar', 130, 90, 22, C.brass, 0.7, 63);
  vase(s, 'jar', 146, 90, 22, C.off, 0.6, 63);
  // island
  const iz0 = 190;
  const iz1 = 280;
  s.item(iz1 + 6, () => {
    B.shadow(140, 380, 0, 92, iz0, iz1);
    B.box(150, 370, 0, 10, iz0 + 4, iz1 - 4, C.ink2);
    B.box(150, 370, 10, 88, iz0, iz1 - 8, C.sageD);
    B.lines(
      [
        [
          [205, 11, iz1 - 7.8],
          [205, 87, iz1 - 7.8],
        ],
        [
          [260, 11, iz1 - 7.8],
          [260, 87, iz1 - 7.8],
        ],
        [
          [315, 11, iz1 - 7.8],
          [315, 87, iz1 - 7.8],
        ],
      ],
      shade(C.sageD, 0.3),
      s.sw * 0.7,
    );
    B.box(140, 380, 88, 93, iz0 - 4, iz1 + 6, tint(C.line, 0.55));
  });
  vase(s, 'bowl', 300, 93, 220, C.clay, 1, iz1 + 7);
  plant(s, 'sprig', 200, 93, 225, { r: 6, h: 14, pot: C.off, sh: false, key: iz1 + 7, scale: 0.7 });
  for (const x of [190, 260, 330]) stool(s, x, iz1 + 40, 66, C.woodM, iz1 + 60);
  for (const x of [200, 260, 320]) pendant(s, x, 235, 200, 'globe', C.brass, 24);
  plant(s, 'fig', 470, 0, 150, { r: 16, h: 34, pot: C.off });
  return s.toSvg();
}

export function galleryBedroomMaster(): string {
  const s = mk(1200, 900, 560, 290, { wallW: 780, top: 130, cy: 140, cz: 470 });
  room(s, { floor: 'wood', grid: 20, floorCol: tint(C.wood, 0.42) });
  windowLeft(s, 80, 290, 30, 250, { panes: 3, curtains: 'sheer', transom: 50 });
  s.item(1, () => {
    s.rf(110, 0, 450, 290, 0.5, tint(C.woodM, 0.3));
    const segs: V3[][] = [];
    for (let x = 120; x < 450; x += 10)
      segs.push([
        [x, 8, 0.6],
        [x, 290, 0.6],
      ]);
    s.lines(segs, shade(tint(C.woodM, 0.3), 0.15), s.sw * 0.6);
  });
  art(s, 215, 150, 345, 215, 1, 'hills', { frame: C.ink2 });
  bed(s, 280, {
    duvet: C.off,
    throw: C.clay,
    pillows: [tint(C.sand, 0.3), C.sage, C.sage, tint(C.sand, 0.3)],
    frame: tint(C.sand, 0.15),
    head: tint(C.sand, 0.15),
    headH: 115,
  });
  nightstand(s, 140, C.ink2, false);
  nightstand(s, 420, C.ink2, false);
  pendant(s, 140, 30, 135, 'globe', C.brass, 22);
  pendant(s, 420, 30, 135, 'globe', C.brass, 22);
  vase(s, 'round', 150, 55, 22, C.clay, 0.7, 45);
  s.on('decor', () =>
    s.poly(
      [
        [150, 0.3, 150],
        [410, 0.3, 150],
        [410, 0.3, 330],
        [150, 0.3, 330],
      ],
      tint(C.sand, 0.25),
    ),
  );
  plant(s, 'fig', 520, 0, 50, { r: 16, h: 34, pot: C.clay });
  armchair(s, new Fr(s, 'R', 540, 190), 0, C.sageD, { pillow: tint(C.clay, 0.2) });
  return s.toSvg();
}

export function galleryBedroomKids(): string {
  const s = mk(1200, 900, 460, 280, { wallW: 680, top: 150, cx: 220, cy: 135, cz: 470 });
  room(s, { floor: 'wood', grid: 18, floorCol: tint(C.wood, 0.45) });
  windowLeft(s, 160, 300, 70, 220, { panes: 2 });
  // painted arch behind the bed
  s.on('bg', () => {
    s.pf(0, 'M 30 0 L 30 150 Q 30 215 100 215 Q 170 215 170 150 L 170 0 Z', tint(C.sage, 0.35), '');
    s.cf(205, 205, 0, 22, tint(C.clay, 0.45), ' stroke="none"');
  });
  bed(s, 100, {
    width: 100,
    len: 195,
    duvet: tint(C.sage, 0.25),
    pillows: [C.off],
    frame: tint(C.wood, 0.1),
    head: tint(C.wood, 0.1),
    headH: 80,
    throw: C.clay,
  });
  // study desk with shelves on the right of the back wall
  const B = new Fr(s, 'B', 0, 0);
  for (const y of [170, 205]) shelf(s, B, 270, 420, y, 24, C.woodM, 25);
  s.item(26, () => {
    books(s, B, 275, 330, 170, 20, 21, { hMax: 24 });
    books(s, B, 360, 415, 205, 20, 5, { hMax: 22 });
    for (const [x, c] of [
      [350, C.clay],
      [362, C.sage],
      [374, C.brassL],
    ] as [number, string][])
      B.box(x, x + 10, 170, 180, 6, 16, c);
    B.box(355, 367, 180, 190, 6, 16, C.sageD);
  });
  chair(s, 'F', 345, 120, tint(C.sage, 0.1), C.sage, { key: 140 });
  table(s, B, 280, 10, 130, 60, 74, tint(C.wood, 0.2), { legs: 'legs', legCol: C.off, key: 80 });
  tableLamp(s, 300, 74, 30, { key: 81, base: C.sage, h: 0.8 });
  s.on('decor', () => s.ellH(230, 0.3, 220, 70, tint(C.brassL, 0.45)));
  // toy crate and soft toys
  s.item(200, () => {
    B.shadow(380, 440, 0, 35, 160, 200);
    B.box(380, 440, 0, 35, 160, 200, tint(C.wood, 0.1));
    B.lines(
      [
        [
          [382, 12, 200.2],
          [438, 12, 200.2],
        ],
        [
          [382, 24, 200.2],
          [438, 24, 200.2],
        ],
      ],
      shade(C.wood, 0.2),
      s.sw * 0.7,
    );
    s.cf(395, 42, 175, 8, C.clay);
    s.cf(415, 40, 180, 7, C.sageD);
    B.box(422, 434, 35, 47, 170, 182, C.brassL);
  });
  pouf(s, 230, 230, 20, 30, C.sage);
  pendant(s, 230, 180, 205, 'dome', C.clay, 32);
  return s.toSvg();
}
