import { C, Scene, shade, tint } from '../lib/core.ts';
import type { V3 } from '../lib/core.ts';
import { art, books, floorLamp, flutes, glass, glow, jali, pendant, plant, stool, taskChair, vase } from '../lib/decor.ts';
import { Fr, armchair, cabinet, openShelves, pouf, roundTable, sofa, table } from '../lib/furniture.ts';
import { opening, recess, room, spots, windowBack, windowLeft } from '../lib/room.ts';
import { mk } from './common.ts';

export function heroLivingRoom(): string {
  const s = new Scene({ w: 1600, h: 1000, W: 660, H: 300, camX: 300, camY: 135, camZ: 600, left: 353, top: 150, wallW: 940 });
  room(s, { floor: 'wood', grid: 20, floorCol: tint(C.wood, 0.36) });
  recess(s, 80, 580, 40, 250, { cove: true });
  spots(s, [
    [40, 110],
    [40, 250],
    [620, 110],
    [620, 250],
  ]);
  windowBack(s, 28, 280, 20, 262, { panes: 3, transom: 60, curtains: 'sheer' });
  s.on('decor', () => {
    s.poly(
      [
        [300, 0.3, 110],
        [640, 0.3, 110],
        [640, 0.3, 360],
        [300, 0.3, 360],
      ],
      tint(C.sand, 0.3),
    );
    s.poly(
      [
        [314, 0.4, 122],
        [626, 0.4, 122],
        [626, 0.4, 348],
        [314, 0.4, 348],
      ],
      'none',
      ` stroke="${C.clay}" stroke-width="${s.sw * 0.9}"`,
    );
  });
  const back = new Fr(s, 'B', 0, 0);
  art(s, 405, 132, 545, 214, 0.5, 'arch');
  sofa(s, back, 345, 250, C.sage, { pillows: [C.clay, tint(C.sand, 0.2), C.brassL, C.clay] });
  roundTable(s, 318, 40, 20, 52, C.woodM);
  vase(s, 'round', 318, 52, 40, C.off);
  floorLamp(s, 628, 48, 'arc', { dir: -1 });
  plant(s, 'fig', 302, 0, 28, { r: 17, h: 34, pot: C.off });
  roundTable(s, 470, 225, 46, 38, C.wood, { top: tint(C.wood, 0.3) });
  vase(s, 'bowl', 452, 38, 222, C.clay);
  vase(s, 'bottle', 488, 38, 214, C.off, 0.8);
  s.item(280, () => {
    back.box(470, 498, 38, 41, 226, 244, C.sageD);
    back.box(472, 496, 41, 43.5, 227, 243, C.off);
  });
  // TV wall on the right wall
  const R = new Fr(s, 'R', 660, 0);
  s.item(1, () => {
    R.rect(20, 250, 0, 300, 0.3, tint(C.wood, 0.08));
    const segs: [number, number, number][][] = [];
    for (let u = 27; u < 250; u += 7)
      segs.push([
        [u, 8, 0.4],
        [u, 300, 0.4],
      ]);
    R.lines(segs, shade(C.wood, 0.2), s.sw * 0.6);
  });
  cabinet(s, R, 36, 180, 30, 58, 40, C.ink2, { doors: 4, pull: 'groove', key: 120 });
  s.item(121, () => {
    R.rect(56, 196, 96, 175, 2, C.ink);
    R.rect(60, 192, 100, 171, 2.2, shade(C.grey, 0.55), ' stroke="none"');
  });
  plant(s, 'snake', 630, 0, 360, { r: 16, h: 40, pot: C.ink2, key: 400 });
  armchair(s, new Fr(s, 'L', 70, 200), 0, C.clay, { pillow: tint(C.sand, 0.3) });
  pouf(s, 372, 300, 20, 34, C.brassL);
  plant(s, 'bush', 22, 0, 300, { r: 22, h: 40, pot: C.off, scale: 1.05 });
  pendant(s, 150, 200, 200, 'globe', C.brass, 26, { top: 322 });
  return s.toSvg();
}

export function heroStudio(): string {
  const s = mk(1600, 1000, 640, 300, { wallW: 900, top: 200, cx: 320, cy: 145, cz: 560, vx: 800 });
  room(s, { floor: 'wood', grid: 20, floorCol: tint(C.wood, 0.42) });
  windowLeft(s, 50, 300, 40, 262, { panes: 3, transom: 60 });
  spots(s, [
    [200, 60],
    [450, 60],
  ]);
  const B = new Fr(s, 'B', 0, 0);
  // material sample wall
  s.item(1, () => {
    const x0 = 40;
    const x1 = 340;
    const y0 = 62;
    const y1 = 262;
    s.box(x0, x1, y0, y1, 0, 3, tint(C.sand, 0.2));
    const cols = 7;
    const rows = 5;
    const gw = (x1 - x0 - 16) / cols;
    const gh = (y1 - y0 - 16) / rows;
    const k = s.k(3);
    const sw: string[] = [
      tint(C.wood, 0.3),
      C.wood,
      C.woodM,
      C.woodD,
      tint(C.line, 0.3),
      C.sage,
      C.clay,
      C.brassL,
      C.ink2,
      tint(C.sage, 0.4),
      'f',
      C.line,
      tint(C.clay, 0.4),
      C.brass,
      C.grey,
      'j',
      tint(C.wood, 0.55),
      C.sageD,
      tint(C.sky, 0.1),
      C.woodM,
      't',
      tint(C.clay, 0.2),
      C.off,
      C.wood,
      'f2',
      tint(C.grey, 0.55),
      C.brassL,
      C.sage,
      C.woodD,
      tint(C.sand, 0.1),
      C.clay,
      tint(C.brass, 0.3),
      C.ink,
      tint(C.sage, 0.2),
      C.wood,
    ];
    sw.forEach((c, i) => {
      const cx = x0 + 8 + (i % cols) * gw;
      const cy = y1 - 8 - Math.floor(i / cols) * gh;
      const a = cx + 3;
      const b = cx + gw - 3;
      const top = cy - 3;
      const bot = cy - gh + 3;
      let fill = c;
      if (c === 'f') fill = flutes(s, 2.2 * k, tint(C.wood, 0.2));
      else if (c === 'f2') fill = flutes(s, 2.2 * k, C.woodD);
      else if (c === 'j') fill = jali(s, 6 * k, C.woodM, C.off);
      else if (c === 't') fill = tint(C.sky, 0.3);
      if (i % 9 === 4) s.cf((a + b) / 2, (top + bot) / 2, 3.5, (b - a) / 2.2, fill);
      else s.rf(a, bot, b, top, 3.5, fill, '', 1.5);
      if (c === 't') {
        const m = (a + b) / 2;
        const n = (top + bot) / 2;
        s.pf(3.6, `M ${m} ${bot} L ${m} ${top} M ${a} ${n} L ${b} ${n}`, 'none', ` stroke-width="${(s.sw * 0.5).toFixed(1)}"`);
      }
      if (i % cols === 2 && i < 14) s.cf(cx + gw / 2, top + 1.5, 3.6, 1, C.brass, ' stroke="none"');
    });
  });
  // shelving with binders and sample boxes
  openShelves(s, B, 380, 620, 0, 262, 36, tint(C.wood, 0.15), [62, 128, 194], {
    cols: 3,
    back: tint(C.sand, 0.15),
    fill: (a, b, y, w) => {
      const seed = Math.round(a * 3 + y);
      if (seed % 3 === 0) books(s, B, a, b - 20, y, w, seed, { hMax: 34 });
      else if (seed % 3 === 1) {
        for (let u = a; u < b - 12; u += 12)
          B.box(u, u + 10, y, y + 10 + ((u * 7) % 9), 6, w, [C.sage, C.clay, C.off, C.brassL][Math.round(u) % 4]!);
      } else books(s, B, a + 18, b, y, w, seed + 1, { hMax: 30 });
    },
  });
  plant(s, 'fig', 360, 0, 30, { r: 15, h: 34, pot: C.off });
  // the big drawing table
  const tx0 = 150;
  const tx1 = 470;
  const tz0 = 150;
  const tz1 = 255;
  for (const x of [230, 390]) stool(s, x, tz0 - 35, 62, C.woodM, tz0 - 10);
  table(s, B, tx0, tz0, tx1 - tx0, tz1 - tz0, 92, tint(C.wood, 0.2), { legs: 'legs', legCol: C.ink2, top: tint(C.wood, 0.45), thick: 5 });
  s.item(tz1 + 1, () => {
    // drafting board leaning on the table
    const bx0 = 170;
    const bx1 = 290;
    s.poly(
      [
        [bx0, 92, tz1 - 12],
        [bx1, 92, tz1 - 12],
        [bx1, 118, tz0 + 20],
        [bx0, 118, tz0 + 20],
      ],
      C.off,
    );
    s.poly(
      [
        [bx0, 92, tz1 - 12],
        [bx1, 92, tz1 - 12],
        [bx1, 89, tz1 - 12],
        [bx0, 89, tz1 - 12],
      ],
      C.grey,
    );
    const lines: V3[][] = [];
    const at = (u: number, v: number): V3 => [bx0 + (bx1 - bx0) * u, 92 + 26 * v, tz1 - 12 - (tz1 - 12 - tz0 - 20) * v];
    lines.push([at(0.15, 0.2), at(0.15, 0.8), at(0.55, 0.8), at(0.55, 0.2), at(0.15, 0.2)]);
    lines.push([at(0.55, 0.5), at(0.85, 0.5), at(0.85, 0.8), at(0.55, 0.8)]);
    lines.push([at(0.35, 0.2), at(0.35, 0.5), at(0.55, 0.5)]);
    lines.push([at(0.15, 0.5), at(0.27, 0.5)]);
    s.lines(lines, C.grey, s.sw * 0.6);
    s.poly([at(0.1, 0.05), at(0.9, 0.05), at(0.9, 0.09), at(0.1, 0.09)], C.woodD);
    // swatch fan
    const fx = 380;
    const fz = 215;
    const fcols = [C.clay, C.brassL, C.sage, C.sageD, C.wood, C.off, tint(C.clay, 0.4)];
    fcols.forEach((c, i) => {
      const a = -0.3 - i * 0.28;
      const ca = Math.cos(a);
      const sa = Math.sin(a);
      const p = (r: number, w: number): V3 => [fx + ca * r - sa * w, 92.3 + i * 0.2, fz + sa * r + ca * w];
      s.poly([p(0, -2), p(46, -4.5), p(46, 4.5), p(0, 2)], c);
    });
    s.ellH(fx, 93.8, fz, 2, C.brass);
    // samples
    s.box(420, 440, 92, 96, 175, 190, C.woodM);
    s.box(444, 458, 92, 94, 182, 196, C.clay);
    s.box(330, 360, 92, 93, 165, 185, C.sage);
  });
  vase(s, 'jar', 452, 92, 160, C.off, 0.6, tz1 + 2);
  for (const x of [220, 310, 400]) pendant(s, x, 205, 190, 'cone', C.ink2, 28);
  stool(s, 420, tz1 + 45, 62, C.woodM, tz1 + 60);
  plant(s, 'bush', 95, 0, 300, { r: 20, h: 40, pot: C.clay, scale: 1 });
  // pin board on the right wall
  const R = new Fr(s, 'R', 640, 0);
  s.item(2, () => {
    R.rect(40, 230, 110, 230, 0.5, tint(C.wood, 0.35));
    const sheets: [number, number, number, number, string][] = [
      [52, 100, 160, 222, C.off],
      [108, 150, 178, 222, tint(C.sky, 0.3)],
      [158, 220, 150, 210, C.off],
      [60, 95, 118, 150, tint(C.clay, 0.45)],
      [105, 145, 120, 168, C.off],
      [160, 215, 118, 142, tint(C.sage, 0.45)],
    ];
    for (const [a, b, c, d, col] of sheets) R.rect(a, b, c, d, 1, col);
    const ls: [number, number, number][][] = [
      [
        [58, 205, 1.2],
        [92, 205, 1.2],
      ],
      [
        [58, 195, 1.2],
        [85, 195, 1.2],
      ],
      [
        [58, 170, 1.2],
        [92, 185, 1.2],
      ],
      [
        [165, 195, 1.2],
        [212, 195, 1.2],
        [212, 165, 1.2],
      ],
      [
        [112, 160, 1.2],
        [140, 135, 1.2],
      ],
    ];
    R.lines(ls, C.grey, s.sw * 0.6);
  });
  return s.toSvg();
}

export function heroOffice(): string {
  const s = mk(1600, 1000, 760, 320, { wallW: 980, top: 200, cx: 380, cy: 150, cz: 640 });
  room(s, { floor: 'stone', grid: 100, floorCol: tint(C.line, 0.3) });
  recess(s, 190, 570, 40, 260, { cove: true });
  spots(s, [
    [90, 80],
    [90, 220],
    [670, 80],
    [670, 220],
  ]);
  // feature wall: vertical slats with a brass ring emblem
  s.item(1, () => {
    s.rf(200, 0, 560, 320, 0.3, tint(C.wood, 0.1));
    const segs: V3[][] = [];
    for (let x = 208; x < 560; x += 8)
      segs.push([
        [x, 0, 0.4],
        [x, 320, 0.4],
      ]);
    s.lines(segs, shade(C.wood, 0.2), s.sw * 0.6);
    const k = s.k(2);
    s.cf(380, 258, 2, 36, 'none', ` stroke="${C.brass}" stroke-width="${(k * 5).toFixed(1)}"`);
    s.cf(380, 258, 2, 22, C.brass, ' stroke="none" opacity=".9"');
    s.cf(380, 258, 2, 14, tint(C.wood, 0.1), ' stroke="none"');
  });
  // corridor opening on the left of the back wall
  opening(s, 60, 150, 230, 220);
  art(s, 600, 110, 720, 230, 0.5, 'circle', { accent: C.sage });
  // reception desk
  const dx0 = 240;
  const dx1 = 520;
  const dz0 = 120;
  const dz1 = 185;
  taskChair(s, 380, 90, C.ink2, 95);
  s.item(100, () => {
    s.rf(320, 112, 380, 146, 130, C.ink2);
    s.rf(347, 100, 353, 112, 130, C.grey);
  });
  s.item(dz1 + 1, () => {
    s.shadowBox(dx0, dx1, 0, 105, dz0, dz1);
    s.box(dx0, dx1, 0, 6, dz0 + 3, dz1 - 4, C.ink2);
    s.box(dx0, dx1, 6, 100, dz0, dz1, tint(C.wood, 0.2), { front: flutes(s, 4 * s.k(dz1), tint(C.wood, 0.25)) });
    s.rf(dx0, 6, dx1, 100, dz1, 'none');
    s.box(dx0 - 6, dx1 + 6, 100, 106, dz0 - 4, dz1 + 6, tint(C.line, 0.5));
    s.box(dx0 - 6, dx1 + 6, 20, 24, dz1, dz1 + 1.5, C.brass);
  });
  plant(s, 'sprig', 490, 106, 150, { r: 7, h: 14, pot: C.off, sh: false, key: dz1 + 2, scale: 0.9 });
  tableLampSmall(s, 270, 106, 150, dz1 + 2);
  for (const x of [280, 480]) pendant(s, x, 150, 222, 'ring', C.brass, 60, { top: 342 });
  // waiting area on the left
  s.on('decor', () =>
    s.poly(
      [
        [20, 0.3, 150],
        [230, 0.3, 150],
        [230, 0.3, 360],
        [20, 0.3, 360],
      ],
      tint(C.sage, 0.45),
    ),
  );
  const L = new Fr(s, 'L', 0, 150);
  sofa(s, L, 0, 200, tint(C.sand, 0.1), { pillows: [C.clay, C.sage], depth: 88 });
  roundTable(s, 165, 250, 32, 40, C.ink2, { top: tint(C.line, 0.5) });
  vase(s, 'bowl', 165, 40, 250, C.clay, 0.9);
  plant(s, 'fig', 40, 0, 110, { r: 16, h: 36, pot: C.ink2 });
  // glass wall on the right
  const R = new Fr(s, 'R', 760, 0);
  s.item(2, () => glass(s, R, 20, 420, 0, 320, 0.5, { mullions: 4, band: [100, 130] }));
  plant(s, 'snake', 700, 0, 330, { r: 18, h: 44, pot: C.clay, key: 360 });
  armchair(s, new Fr(s, 'R', 720, 180), 0, C.clay, { key: 262 });
  return s.toSvg();
}

function tableLampSmall(s: ReturnType<typeof mk>, x: number, y: number, z: number, key: number): void {
  s.item(key, () => {
    s.pf(z, `M ${x - 5} ${y} L ${x + 5} ${y} L ${x + 1.5} ${y + 30} L ${x - 1.5} ${y + 30} Z`, C.brass);
    s.pf(z, `M ${x - 13} ${y + 30} Q ${x} ${y + 44} ${x + 13} ${y + 30} Z`, C.brass);
  });
  glow(s, x, y + 28, z, 18, 0.5);
}
