/** Project cover images, 1200 x 900. */
import { C, shade, tint } from '../lib/core.ts';
import type { V3 } from '../lib/core.ts';
import { art, books, cafeChair, chandelier, glass, glow, pendant, plant, taskChair, vase } from '../lib/decor.ts';
import { Fr, armchair, cabinet, chair, kitchenRun, pouf, roundTable, shelf, sofa, table } from '../lib/furniture.ts';
import { recess, room, windowBack, windowLeft } from '../lib/room.ts';
import { mk } from './common.ts';

export function projectWhitefieldApartment(): string {
  const s = mk(1200, 900, 620, 290, { wallW: 700, top: 150, cy: 145, cz: 560, vx: 600 });
  room(s, { floor: 'wood', grid: 20, floorCol: tint(C.wood, 0.4) });
  windowBack(s, 330, 590, 30, 255, { panes: 3, transom: 55, curtains: 'sheer' });
  recess(s, 80, 540, 50, 330, { cove: true, drop: 16 });
  // dining by the window
  const B = new Fr(s, 'B', 0, 0);
  const tz = 60;
  for (const x of [420, 500]) chair(s, 'B', x, tz - 14, C.woodM, C.clay);
  chair(s, 'L', 352, tz + 45, C.woodM, C.clay);
  table(s, B, 365, tz, 190, 90, 75, tint(C.wood, 0.1), { legs: 'legs', legCol: C.woodD });
  chair(s, 'R', 568, tz + 45, C.woodM, C.clay);
  vase(s, 'bowl', 460, 75, tz + 45, C.sageD);
  for (const x of [420, 500]) pendant(s, x, tz + 45, 175, 'dome', C.sageD, 32, { top: 306 });
  art(s, 120, 130, 250, 210, 0.5, 'arch', { accent: C.sage });
  cabinet(s, B, 100, 170, 20, 75, 40, tint(C.sand, 0.2), { doors: 3, legs: true });
  vase(s, 'round', 130, 75, 20, C.clay, 0.9);
  // living: sofa on the left wall, TV unit on the right wall
  s.on('decor', () =>
    s.poly(
      [
        [120, 0.3, 190],
        [420, 0.3, 190],
        [420, 0.3, 370],
        [120, 0.3, 370],
      ],
      tint(C.sand, 0.25),
    ),
  );
  const L = new Fr(s, 'L', 10, 170);
  sofa(s, L, 0, 220, tint(C.sage, 0.15), { pillows: [C.clay, C.off, C.clay], depth: 90 });
  roundTable(s, 260, 280, 40, 38, C.woodM, { top: tint(C.wood, 0.3) });
  vase(s, 'round', 260, 38, 280, C.off, 0.8);
  const R = new Fr(s, 'R', 620, 150);
  s.item(3, () => R.rect(0, 300, 0, 290, 0.4, tint(C.sage, 0.35)));
  armchair(s, R, 60, C.clay, { pillow: tint(C.sand, 0.2) });
  plant(s, 'fig', 300, 0, 50, { r: 15, h: 32, pot: C.off, key: 70 });
  plant(s, 'bush', 45, 0, 120, { r: 18, h: 36, pot: C.clay, scale: 0.8 });
  return s.toSvg();
}

export function projectHsrVilla(): string {
  const s = mk(1200, 900, 620, 560, { wallW: 560, top: 40, cy: 150, cz: 720 });
  room(s, { floor: 'stone', grid: 90, floorCol: tint(C.line, 0.35) });
  // double-height glazing
  windowBack(s, 100, 420, 20, 520, { panes: 4, transom: 160, frame: C.ink2, seed: 9 });
  s.on('bg', () => {
    // second transom bar
    s.rf(100, 255, 420, 260, -13, C.ink2, ' stroke="none"');
  });
  // mezzanine on the right with a glass railing
  s.item(900, () => {
    s.box(440, 620, 290, 312, 0, 420, tint(C.sand, 0.3));
    const Lf = new Fr(s, 'L', 440, 0);
    glass(s, Lf, 0, 420, 312, 410, 0, { mullions: 4 });
    Lf.lines(
      [
        [
          [0, 410, 0],
          [420, 410, 0],
        ],
      ],
      C.brass,
      s.sw * 2,
    );
  });
  // wood-panelled wall below the mezzanine
  s.item(2, () => {
    const R = new Fr(s, 'R', 620, 0);
    R.rect(0, 420, 0, 290, 0.4, tint(C.woodM, 0.3));
    const segs: [number, number, number][][] = [];
    for (let u = 10; u < 420; u += 12)
      segs.push([
        [u, 8, 0.5],
        [u, 290, 0.5],
      ]);
    R.lines(segs, shade(tint(C.woodM, 0.3), 0.15), s.sw * 0.6);
  });
  // seating
  s.on('decor', () =>
    s.poly(
      [
        [120, 0.3, 140],
        [420, 0.3, 140],
        [420, 0.3, 420],
        [120, 0.3, 420],
      ],
      tint(C.sand, 0.25),
    ),
  );
  const B = new Fr(s, 'B', 0, 60);
  sofa(s, B, 140, 260, C.off, { pillows: [C.clay, C.sage, C.brassL, C.clay] });
  table(s, new Fr(s, 'B', 0, 0), 200, 230, 140, 80, 36, C.woodD, { legs: 'block' });
  vase(s, 'bowl', 250, 36, 270, C.brass);
  armchair(s, new Fr(s, 'L', 60, 250), 0, C.sageD, { pillow: C.off });
  armchair(s, new Fr(s, 'R', 500, 250), 0, C.sageD, { pillow: C.off });
  chandelier(s, 270, 260, 330, 50, 10, 560);
  plant(s, 'fig', 60, 0, 60, { r: 22, h: 44, pot: C.ink2, scale: 1.5 });
  plant(s, 'fig', 470, 0, 60, { r: 20, h: 40, pot: C.ink2, scale: 1.3 });
  return s.toSvg();
}

export function projectStartupOffice(): string {
  const s = mk(1200, 900, 720, 320, { wallW: 760, top: 200, cy: 160, cz: 700 });
  const ceil = tint(C.ink2, 0.15);
  room(s, { floor: 'wood', grid: 22, floorCol: tint(C.wood, 0.45), ceil, back: tint(C.sage, 0.45) });
  // exposed services on the dark ceiling
  s.on('bg', () => {
    const segs: V3[][] = [];
    for (let x = 90; x < 720; x += 90)
      segs.push([
        [x, 319, 0],
        [x, 319, s.zF],
      ]);
    s.lines(segs, shade(ceil, 0.3), s.sw * 1.2);
  });
  windowLeft(s, 80, 420, 60, 270, { panes: 4, patch: true });
  // wood slat wall section with a round emblem
  s.item(1, () => {
    s.rf(380, 0, 640, 320, 0.4, tint(C.wood, 0.15));
    const segs: V3[][] = [];
    for (let x = 390; x < 640; x += 10)
      segs.push([
        [x, 8, 0.5],
        [x, 320, 0.5],
      ]);
    s.lines(segs, shade(tint(C.wood, 0.15), 0.15), s.sw * 0.6);
    s.cf(560, 250, 0.6, 30, C.clay, ' stroke="none"');
    s.cf(560, 250, 0.7, 14, tint(C.wood, 0.15), ' stroke="none"');
  });
  // long communal table
  const B = new Fr(s, 'B', 0, 0);
  const tz = 230;
  for (const x of [240, 340, 440]) taskChair(s, x, tz - 30, [C.clay, C.ink2, C.sageD][x % 3]!, tz - 10);
  table(s, B, 180, tz, 320, 100, 75, tint(C.wood, 0.2), { legs: 'trestle', legCol: C.ink2, key: tz + 100 });
  s.item(tz + 101, () => {
    for (const x of [240, 340, 440]) {
      s.rf(x - 18, 75, x + 18, 99, tz + 30, C.grey);
      s.rf(x - 16, 77, x + 16, 97, tz + 30.2, shade(C.sky, 0.15), ' stroke="none"');
    }
  });
  for (const x of [220, 340, 460]) pendant(s, x, tz + 50, 185, 'cone', C.ink2, 30, { top: 319 });
  for (const x of [280, 400]) taskChair(s, x, tz + 130, C.ink2, tz + 140);
  // lounge corner on the right
  s.on('decor', () => s.ellH(610, 0.3, 280, 80, tint(C.clay, 0.45)));
  sofa(s, new Fr(s, 'R', 720, 160), 0, 190, C.clay, { pillows: [C.off, C.brassL] });
  pouf(s, 570, 260, 24, 40, C.sage);
  pouf(s, 560, 340, 20, 34, C.brassL);
  plant(s, 'fig', 680, 0, 150, { r: 18, h: 40, pot: C.ink2 });
  plant(s, 'bush', 350, 0, 40, { r: 18, h: 38, pot: C.clay, scale: 0.9 });
  // hanging planters
  for (const [x, z] of [
    [100, 120],
    [620, 120],
  ] as [number, number][]) {
    s.item(z, () =>
      s.lines(
        [
          [
            [x, 319, z],
            [x, 262, z],
          ],
        ],
        C.ink2,
        s.sw * 0.7,
      ),
    );
    plant(s, 'trail', x, 240, z, { r: 12, h: 22, pot: C.off, sh: false, key: z + 1, scale: 1.1 });
  }
  return s.toSvg();
}

export function projectCafe(): string {
  const s = mk(1200, 900, 560, 320, { wallW: 640, top: 170, cy: 150, cz: 620 });
  room(s, { floor: 'tile', grid: 40, floorCol: tint(C.clay, 0.5), back: tint(C.sand, 0.1) });
  windowLeft(s, 150, 400, 70, 260, { panes: 3, patch: true });
  const B = new Fr(s, 'B', 0, 0);
  // back wall: tiles band, shelves with jars, blank board
  s.item(1, () => {
    s.rf(60, 100, 500, 160, 0.3, tint(C.sage, 0.5));
    const segs: V3[][] = [];
    for (let y = 110; y < 160; y += 10)
      segs.push([
        [60, y, 0.4],
        [500, y, 0.4],
      ]);
    for (let x = 70; x < 500; x += 10)
      segs.push([
        [x, 100, 0.4],
        [x, 160, 0.4],
      ]);
    s.lines(segs, shade(tint(C.sage, 0.5), 0.12), s.sw * 0.4);
    s.rf(320, 175, 470, 265, 0.5, C.woodD);
    s.rf(326, 181, 464, 259, 0.6, C.ink2);
    // a simple drawn cup, no lettering
    s.pf(
      0.7,
      'M 378 200 L 382 236 L 408 236 L 412 200 Z M 412 228 Q 424 226 424 218 Q 424 210 412 212',
      'none',
      ` stroke="${C.off}" stroke-width="${(s.sw * 1.4).toFixed(1)}"`,
    );
    s.pf(
      0.7,
      'M 388 244 Q 384 250 390 254 M 400 244 Q 396 250 402 254',
      'none',
      ` stroke="${C.off}" stroke-width="${(s.sw * 1).toFixed(1)}"`,
    );
  });
  for (const y of [190, 235]) shelf(s, B, 80, 290, y, 24, C.woodM, 25);
  s.item(26, () => {
    for (let i = 0; i < 9; i++) {
      const x = 92 + i * 22;
      s.rf(x - 7, 190, x + 7, 206 + (i % 3) * 3, 14, [tint(C.sky, 0.3), C.off, tint(C.brassL, 0.4)][i % 3]!, '', 2);
      s.rf(x - 5, 206 + (i % 3) * 3, x + 5, 210 + (i % 3) * 3, 14, C.woodD);
    }
    books(s, B, 90, 150, 235, 20, 2, { hMax: 24 });
  });
  vase(s, 'round', 190, 235, 14, C.clay, 1, 27);
  plant(s, 'trail', 250, 235, 12, { r: 9, h: 12, pot: C.off, sh: false, key: 27 });
  // service counter with fluted front
  const cz0 = 70;
  const cz1 = 130;
  s.item(cz1 + 2, () => {
    B.shadow(60, 480, 0, 105, cz0, cz1);
    B.box(60, 480, 0, 8, cz0 + 3, cz1 - 3, C.ink2);
    B.box(60, 480, 8, 100, cz0, cz1, tint(C.sage, 0.2));
    const segs: [number, number, number][][] = [];
    for (let u = 66; u < 480; u += 6)
      segs.push([
        [u, 9, cz1 + 0.2],
        [u, 99, cz1 + 0.2],
      ]);
    B.lines(segs, shade(tint(C.sage, 0.2), 0.15), s.sw * 0.5);
    B.box(56, 484, 100, 105, cz0 - 3, cz1 + 4, C.woodM);
    // espresso machine and pastry case
    B.box(120, 190, 105, 150, cz0 + 5, cz0 + 40, tint(C.grey, 0.4), { top: tint(C.grey, 0.6) });
    B.box(125, 185, 142, 148, cz0 + 10, cz0 + 42, C.brass);
    B.box(330, 440, 105, 140, cz0 + 8, cz1 - 4, tint(C.sky, 0.2), { a: ' fill-opacity=".75"' });
    [C.brassL, C.clay, tint(C.wood, 0.2)].forEach((c, i) => s.cf(350 + i * 30, 116, cz1 - 10, 8, c));
  });
  for (const x of [140, 280, 420]) pendant(s, x, 100, 200, 'dome', C.ink2, 34, { top: 320 });
  // tables with bentwood chairs
  for (const [x, z] of [
    [130, 260],
    [300, 300],
    [460, 250],
  ] as [number, number][]) {
    cafeChair(s, x - 40, z - 10, C.woodD);
    roundTable(s, x, z, 30, 74, tint(C.line, 0.5), { base: C.ink2 });
    cafeChair(s, x + 42, z + 10, C.woodD);
    vase(s, 'round', x, 74, z, C.off, 0.4, z + 31);
  }
  plant(s, 'fig', 530, 0, 130, { r: 16, h: 36, pot: C.ink2 });
  plant(s, 'bush', 40, 0, 300, { r: 20, h: 36, pot: C.clay, scale: 0.9 });
  return s.toSvg();
}

export function projectKoramangalaKitchen(): string {
  const s = mk(1200, 900, 380, 280, { wallW: 560, top: 170, cy: 150, cz: 470 });
  room(s, { floor: 'tile', grid: 45, floorCol: tint(C.line, 0.2) });
  windowBack(s, 130, 250, 110, 215, { panes: 2, patch: false });
  const base = tint(C.clay, 0.1);
  const up = tint(C.sand, 0.35);
  const cnt = tint(C.line, 0.5);
  kitchenRun(s, new Fr(s, 'B', 0, 0), {
    len: 380,
    base,
    upper: up,
    counter: cnt,
    sink: 190,
    gaps: [[110, 270]],
    tile: [20, 10],
    splash: tint(C.sand, 0.1),
    key: 60,
  });
  kitchenRun(s, new Fr(s, 'L', 0, 58), {
    len: 260,
    base,
    upper: up,
    counter: cnt,
    hob: 120,
    chimney: 120,
    tile: [20, 10],
    splash: tint(C.sand, 0.1),
    key: 330,
  });
  kitchenRun(s, new Fr(s, 'R', 380, 58), {
    len: 260,
    base,
    upper: up,
    counter: cnt,
    tall: [0, 75],
    tallCol: C.woodM,
    tile: [20, 10],
    splash: tint(C.sand, 0.1),
    gaps: [[85, 200]],
    key: 330,
  });
  // open wooden shelves on the right wall
  const R = new Fr(s, 'R', 380, 58);
  for (const y of [150, 190]) shelf(s, R, 90, 195, y, 24, C.woodM, 331);
  vase(s, 'jar', 368, 150, 170, C.off, 0.7, 332);
  vase(s, 'round', 368, 150, 200, C.sageD, 0.7, 332);
  vase(s, 'bowl', 368, 190, 190, C.brass, 0.7, 332);
  plant(s, 'bush', 232, 90, 20, { r: 7, h: 12, pot: C.clay, sh: false, key: 61, scale: 0.35 });
  vase(s, 'jar', 100, 90, 22, C.brass, 0.6, 61);
  s.on('decor', () =>
    s.poly(
      [
        [120, 0.3, 90],
        [260, 0.3, 90],
        [260, 0.3, 250],
        [120, 0.3, 250],
      ],
      tint(C.sage, 0.4),
    ),
  );
  pendant(s, 190, 180, 195, 'dome', C.brass, 30);
  return s.toSvg();
}

export function projectIndiranagarBathroom(): string {
  const s = mk(1200, 900, 320, 270, { wallW: 680, top: 130, cx: 160, cy: 140, cz: 400 });
  const tile = tint(C.line, 0.25);
  room(s, {
    floor: 'stone',
    grid: 60,
    floorCol: tint(C.grey, 0.7),
    back: tile,
    left: shade(tile, 0.04),
    right: tint(tile, 0.2),
    skirting: false,
  });
  // large-format wall tiles
  s.on('bg', () => {
    const segs: V3[][] = [];
    for (let x = 60; x < 320; x += 60)
      segs.push([
        [x, 0, 0],
        [x, 270, 0],
      ]);
    for (let y = 120; y < 270; y += 120)
      segs.push([
        [0, y, 0],
        [320, y, 0],
      ]);
    for (let z = 60; z < s.zF; z += 60) {
      segs.push([
        [0, 0, z],
        [0, 270, z],
      ]);
      segs.push([
        [320, 0, z],
        [320, 270, z],
      ]);
    }
    for (const y of [120, 240]) {
      segs.push([
        [0, y, 0],
        [0, y, s.zF],
      ]);
      segs.push([
        [320, y, 0],
        [320, y, s.zF],
      ]);
    }
    s.lines(segs, shade(tile, 0.1), s.sw * 0.5);
  });
  windowLeft(s, 60, 180, 200, 250, { panes: 2 });
  // shower niche, rain shower and glass partition (right)
  s.on('bg', () => {
    s.rf(250, 120, 300, 160, 0, shade(tile, 0.1));
    s.poly(
      [
        [250, 120, 0],
        [300, 120, 0],
        [300, 120, -10],
        [250, 120, -10],
      ],
      tint(tile, 0.3),
    );
  });
  s.item(5, () => {
    vase(s, 'bottle', 262, 120, -5, C.off, 0.6);
    vase(s, 'bottle', 280, 120, -5, C.clay, 0.5);
    s.lines(
      [
        [
          [270, 270, 40],
          [270, 215, 40],
        ],
      ],
      C.brass,
      s.sw * 2,
    );
    s.cyl(270, 40, 14, 212, 215, C.brass);
    s.lines(
      [
        [
          [300, 0, 1],
          [300, 110, 1],
        ],
      ],
      C.brass,
      s.sw * 1.5,
    );
    s.cf(300, 112, 1, 4, C.brass);
  });
  s.item(112, () => {
    const F = new Fr(s, 'B', 0, 110);
    glass(s, F, 225, 320, 0, 210, 0, { mullions: 1, frame: C.brass });
    F.box(225, 320, 0, 5, -2, 2, C.brass);
  });
  // floating vanity with vessel basin, round backlit mirror
  const B = new Fr(s, 'B', 0, 0);
  glow(s, 110, 175, 0, 60, 0.55);
  s.item(2, () => {
    s.cf(110, 175, 0.5, 45, C.brass);
    s.cf(110, 175, 0.7, 42, C.sky);
    s.pf(0.8, 'M 80 205 L 92 212 L 132 140 L 120 133 Z', tint(C.sky, 0.55), ' stroke="none"');
  });
  cabinet(s, B, 40, 140, 40, 82, 50, C.woodM, { doors: 2, pull: 'groove', top: tint(C.line, 0.5) });
  s.item(55, () => {
    s.cyl(110, 25, 20, 82, 96, C.off, tint(C.line, 0.1));
    s.ellH(110, 96.2, 25, 16, tint(C.line, 0.2), ' stroke="none"');
    s.pf(4, 'M 110 118 L 110 130 Q 110 134 104 134 L 98 134', 'none', ` stroke="${C.brass}" stroke-width="${(s.k(4) * 2.2).toFixed(1)}"`);
  });
  vase(s, 'bottle', 60, 82, 20, C.sage, 0.5, 56);
  plant(s, 'sprig', 158, 82, 22, { r: 5, h: 10, pot: C.off, sh: false, key: 56, scale: 0.6 });
  // towel ring on the left wall
  s.item(70, () => {
    const Lw = new Fr(s, 'L', 0, 0);
    Lw.poly(
      [
        [100, 150, 3],
        [140, 150, 3],
        [140, 90, 3],
        [100, 90, 3],
      ],
      C.sage,
    );
    Lw.lines(
      [
        [
          [100, 150, 3],
          [140, 150, 3],
        ],
      ],
      C.brass,
      s.sw * 2,
    );
  });
  s.on('decor', () =>
    s.poly(
      [
        [60, 0.3, 80],
        [160, 0.3, 80],
        [160, 0.3, 130],
        [60, 0.3, 130],
      ],
      C.off,
    ),
  );
  s.on('decor', () =>
    s.poly(
      [
        [66, 0.4, 86],
        [154, 0.4, 86],
        [154, 0.4, 124],
        [66, 0.4, 124],
      ],
      'none',
      ` stroke="${C.sage}" stroke-width="${(s.sw * 0.8).toFixed(1)}"`,
    ),
  );
  plant(s, 'snake', 32, 0, 70, { r: 13, h: 28, pot: C.clay, scale: 0.75 });
  return s.toSvg();
}
