/** Furniture and joinery built from shaded boxes, placed against any wall via a local frame. */
import { C, fmt, shade, tint } from './core.ts';
import type { BoxOpt, Scene, V3 } from './core.ts';
import { blur } from './room.ts';

/**
 * Local frame: u runs along the wall, w comes out of the wall, y is up.
 * B = against the back wall (facing the viewer), L / R = against the left / right wall,
 * F = seen from behind (its front faces the back wall).
 */
export type Face = 'B' | 'L' | 'R' | 'F';
type L3 = [number, number, number];

export class Fr {
  s: Scene;
  face: Face;
  ox: number;
  oz: number;
  constructor(s: Scene, face: Face, ox: number, oz: number) {
    this.s = s;
    this.face = face;
    this.ox = ox;
    this.oz = oz;
  }
  pt(u: number, y: number, w: number): V3 {
    switch (this.face) {
      case 'B':
        return [this.ox + u, y, this.oz + w];
      case 'F':
        return [this.ox + u, y, this.oz - w];
      case 'L':
        return [this.ox + w, y, this.oz + u];
      case 'R':
        return [this.ox - w, y, this.oz + u];
    }
  }
  world(u0: number, u1: number, y0: number, y1: number, w0: number, w1: number): [number, number, number, number, number, number] {
    const a = this.pt(u0, y0, w0);
    const b = this.pt(u1, y1, w1);
    return [Math.min(a[0], b[0]), Math.max(a[0], b[0]), y0, y1, Math.min(a[2], b[2]), Math.max(a[2], b[2])];
  }
  box(u0: number, u1: number, y0: number, y1: number, w0: number, w1: number, col: string, o: BoxOpt = {}): void {
    const [x0, x1, , , z0, z1] = this.world(u0, u1, y0, y1, w0, w1);
    this.s.box(x0, x1, y0, y1, z0, z1, col, o);
  }
  shadow(u0: number, u1: number, y0: number, y1: number, w0: number, w1: number): void {
    const [x0, x1, , , z0, z1] = this.world(u0, u1, y0, y1, w0, w1);
    this.s.shadowBox(x0, x1, y0, y1, z0, z1);
  }
  poly(ps: L3[], fill: string, a = ''): void {
    this.s.poly(
      ps.map((p) => this.pt(...p)),
      fill,
      a,
    );
  }
  /** Rectangle in the plane w = const (the "front" of things in this frame). */
  rect(u0: number, u1: number, y0: number, y1: number, w: number, fill: string, a = ''): void {
    this.poly(
      [
        [u0, y0, w],
        [u1, y0, w],
        [u1, y1, w],
        [u0, y1, w],
      ],
      fill,
      a,
    );
  }
  lines(segs: L3[][], stroke: string, width: number, a = ''): void {
    this.s.lines(
      segs.map((sg) => sg.map((p) => this.pt(...p))),
      stroke,
      width,
      a,
    );
  }
  /** Distance from the camera to a local point (for painter's ordering). */
  dist(u: number, y: number, w: number): number {
    const [x, yy, z] = this.pt(u, y, w);
    return Math.hypot(x - this.s.camX, yy - this.s.camY, z - this.s.camZ);
  }
  /** Is the face through local point p with local normal n visible? */
  vis(p: L3, n: L3): boolean {
    const wp = this.pt(...p);
    const o = this.pt(0, 0, 0);
    const q = this.pt(n[0], n[1], n[2]);
    const wn = [q[0] - o[0], q[1] - o[1], q[2] - o[2]];
    return (this.s.camX - wp[0]) * wn[0]! + (this.s.camY - wp[1]) * wn[1]! + (this.s.camZ - wp[2]) * wn[2]! > 0;
  }
  /** World z of the nearest point of a local footprint (item key). */
  near(u0: number, u1: number, w0: number, w1: number): number {
    return this.world(u0, u1, 0, 0, w0, w1)[5];
  }
}

/** Slim legs as outlined strokes (far cheaper than boxes): local points [u, w] from y0 to y1. */
export function sticks(fr: Fr, pts: [number, number][], y0: number, y1: number, width: number, col: string): void {
  const s = fr.s;
  const segs = pts.map(([u, w]) => [fr.pt(u, y0, w), fr.pt(u, y1, w)]);
  const zc = segs.reduce((acc, sg) => acc + sg[0]![2], 0) / segs.length;
  const px = width * s.k(zc);
  const d = segs.map((sg) => s.d(sg, false)).join('');
  s.add(`<path d="${d}" fill="none" stroke-linecap="butt" stroke-width="${fmt(px + s.sw * 1.6)}"/>`);
  s.add(`<path d="${d}" fill="none" stroke="${col}" stroke-linecap="butt" stroke-width="${fmt(Math.max(px - s.sw * 0.2, 1))}"/>`);
}

/** Draw a list of boxes far-to-near (by distance of their centres from the camera). */
function ordered(fr: Fr, parts: { c: L3; draw: () => void }[]): void {
  parts.sort((a, b) => fr.dist(...b.c) - fr.dist(...a.c)).forEach((p) => p.draw());
}

export type SofaOpt = {
  depth?: number;
  pillows?: string[];
  arm?: number;
  legs?: string;
  key?: number;
  seats?: number;
  backH?: number;
  noArm?: 'L' | 'R';
};

export function sofa(s: Scene, fr: Fr, u0: number, len: number, col: string, o: SofaOpt = {}): void {
  const d = o.depth ?? 92;
  const arm = o.arm ?? 16;
  const u1 = u0 + len;
  const bh = o.backH ?? 80;
  s.item(o.key ?? fr.near(u0, u1, 0, d), () => {
    fr.shadow(u0, u1, 0, 70, 0, d);
    const lc = o.legs ?? C.woodD;
    for (const [a, b] of [
      [u0 + 5, 8],
      [u1 - 9, 8],
      [u0 + 5, d - 10],
      [u1 - 9, d - 10],
    ] as [number, number][])
      fr.box(a, a + 4, 0, 12, b, b + 4, lc, { nt: true });
    fr.box(u0, u1, 11, 40, 0, d - 1, shade(col, 0.06));
    const arms: { c: L3; inner: boolean; draw: () => void }[] = [];
    if (o.noArm !== 'L')
      arms.push({
        c: [u0 + arm / 2, 36, d / 2],
        inner: fr.vis([u0 + arm, 36, d / 2], [1, 0, 0]),
        draw: () => fr.box(u0, u0 + arm, 11, 60, 0, d, col, { r: 5 }),
      });
    if (o.noArm !== 'R')
      arms.push({
        c: [u1 - arm / 2, 36, d / 2],
        inner: fr.vis([u1 - arm, 36, d / 2], [-1, 0, 0]),
        draw: () => fr.box(u1 - arm, u1, 11, 60, 0, d, col, { r: 5 }),
      });
    arms.filter((a) => a.inner).forEach((a) => a.draw());
    const a0 = o.noArm === 'L' ? u0 : u0 + arm;
    const a1 = o.noArm === 'R' ? u1 : u1 - arm;
    fr.box(a0, a1, 36, bh, 0, 20, shade(col, 0.04));
    const n = o.seats ?? Math.max(1, Math.round((a1 - a0) / 78));
    const cw = (a1 - a0) / n;
    const backs: { c: L3; draw: () => void }[] = [];
    const seats: { c: L3; draw: () => void }[] = [];
    for (let i = 0; i < n; i++) {
      const a = a0 + i * cw;
      backs.push({ c: [a + cw / 2, 60, 26], draw: () => fr.box(a + 0.5, a + cw - 0.5, 44, bh - 3, 18, 34, tint(col, 0.05), { r: 6 }) });
      seats.push({ c: [a + cw / 2, 46, d / 2], draw: () => fr.box(a + 0.5, a + cw - 0.5, 40, 52, 26, d - 3, tint(col, 0.03), { r: 4 }) });
    }
    ordered(fr, backs);
    ordered(fr, seats);
    (o.pillows ?? []).forEach((pc, i, all) => {
      const span = len - 2 * arm;
      const pu = all.length === 1 ? u0 + arm + 30 : i < all.length / 2 ? u0 + arm + 26 + i * 30 : u1 - arm - 26 - (all.length - 1 - i) * 30;
      pillow(fr, pu, 50, 36 + (i % 2) * 2, span > 100 ? 44 : 38, pc, i % 2 ? -1 : 1);
    });
    arms.filter((a) => !a.inner).forEach((a) => a.draw());
  });
}

/** A soft cushion standing on a seat, leaning slightly back. */
export function pillow(fr: Fr, u: number, y: number, w: number, size: number, col: string, tilt = 1): void {
  const h = size * 0.95;
  const hw = size / 2;
  const t = tilt * 3;
  const c = 5;
  fr.poly(
    [
      [u - hw + c, y, w],
      [u + hw - c, y, w],
      [u + hw + 1, y + c, w - 1],
      [u + hw + t + 1, y + h - c, w - 6],
      [u + hw + t - c, y + h, w - 7],
      [u - hw + t + c, y + h, w - 7],
      [u - hw + t - 1, y + h - c, w - 6],
      [u - hw - 1, y + c, w - 1],
    ],
    col,
  );
  fr.lines(
    [
      [
        [u - hw + 6, y + h * 0.5, w - 3],
        [u + hw - 6 + t, y + h * 0.52, w - 3],
      ],
    ],
    shade(col, 0.15),
    fr.s.sw * 0.6,
  );
}

export type TableOpt = { top?: string; legs?: 'legs' | 'block' | 'trestle'; legCol?: string; thick?: number; key?: number; sh?: boolean };

/** Rectangular table: u0..u0+len along the frame, w0..w0+dep out of the wall. */
export function table(s: Scene, fr: Fr, u0: number, w0: number, len: number, dep: number, h: number, col: string, o: TableOpt = {}): void {
  const u1 = u0 + len;
  const w1 = w0 + dep;
  const t = o.thick ?? 4;
  s.item(o.key ?? fr.near(u0, u1, w0, w1), () => {
    if (o.sh !== false) fr.shadow(u0, u1, h - t, h, w0, w1);
    const lc = o.legCol ?? shade(col, 0.1);
    const kind = o.legs ?? 'legs';
    if (kind === 'block') fr.box(u0 + 12, u1 - 12, 0, h - t, w0 + 10, w1 - 10, lc);
    else if (kind === 'trestle') {
      const parts = [u0 + 8, u1 - 12].map((a) => ({
        c: [a + 2, h / 2, (w0 + w1) / 2] as L3,
        draw: () => fr.box(a, a + 4, 0, h - t, w0 + 6, w1 - 6, lc, { nt: true }),
      }));
      ordered(fr, parts);
    } else {
      sticks(
        fr,
        [
          [u0 + 5, w0 + 5],
          [u1 - 5, w0 + 5],
          [u0 + 5, w1 - 5],
          [u1 - 5, w1 - 5],
        ],
        0,
        h - t + 0.5,
        4,
        lc,
      );
    }
    fr.box(u0, u1, h - t, h, w0, w1, col, { top: o.top });
  });
}

/** Round table (pedestal) at world x, z. */
export function roundTable(
  s: Scene,
  x: number,
  z: number,
  r: number,
  h: number,
  col: string,
  o: { base?: string; key?: number; top?: string } = {},
): void {
  s.item(o.key ?? z + r, () => {
    s.shadowBox(x - r * 0.7, x + r * 0.7, h - 3, h, z - r * 0.7, z + r * 0.7);
    const b = o.base ?? shade(col, 0.2);
    s.cyl(x, z, r * 0.45, 0, 2.5, b);
    s.cyl(x, z, 3, 2, h - 3, b);
    s.cyl(x, z, r, h - 3, h, col, o.top);
  });
}

/** Dining / café chair facing `face` direction (B faces the viewer, F away, L right, R left). */
export function chair(
  s: Scene,
  face: Face,
  x: number,
  z: number,
  col: string,
  seat?: string,
  o: { key?: number; back?: 'panel' | 'slats' | 'none'; size?: number } = {},
): void {
  const sz = o.size ?? 44;
  const hs = sz / 2;
  const fr =
    face === 'B'
      ? new Fr(s, 'B', x - hs, z - hs)
      : face === 'F'
        ? new Fr(s, 'F', x - hs, z + hs)
        : face === 'L'
          ? new Fr(s, 'L', x - hs, z - hs)
          : new Fr(s, 'R', x + hs, z - hs);
  s.item(o.key ?? z + hs, () => {
    fr.shadow(0, sz, 0, 46, 0, sz);
    const lc = shade(col, 0.05);
    const legPts: [number, number][] = [
      [2.5, 2.5],
      [sz - 2.5, 2.5],
      [2.5, sz - 2.5],
      [sz - 2.5, sz - 2.5],
    ];
    const back = o.back ?? 'panel';
    const drawBack = () => {
      if (back === 'none') return;
      fr.box(1, 4, 43, 86, 1, 4, lc);
      fr.box(sz - 4, sz - 1, 43, 86, 1, 4, lc);
      if (back === 'panel') fr.box(1, sz - 1, 62, 87, 1, 4, col, { r: 2 });
      else for (const y of [64, 76]) fr.box(4, sz - 4, y, y + 5, 1.5, 3.5, col);
    };
    const backFirst = !fr.vis([hs, 70, 4], [0, 0, 1]) ? false : true;
    if (backFirst) drawBack();
    sticks(fr, legPts, 0, 44, 3, lc);
    fr.box(0, sz, 43, 47, 0, sz, seat ?? col, { r: 1.5 });
    if (!backFirst) drawBack();
  });
}

/** Base cabinet / sideboard / console with shutter joints and optional brass pulls. */
export function cabinet(
  s: Scene,
  fr: Fr,
  u0: number,
  len: number,
  y0: number,
  y1: number,
  dep: number,
  col: string,
  o: {
    doors?: number;
    drawers?: number;
    pull?: 'brass' | 'groove' | 'none';
    top?: string;
    key?: number;
    legs?: boolean;
    sh?: boolean;
    w0?: number;
  } = {},
): void {
  const u1 = u0 + len;
  const w0 = o.w0 ?? 0;
  s.item(o.key ?? fr.near(u0, u1, w0, w0 + dep), () => {
    if (o.sh !== false) fr.shadow(u0, u1, y0, y1, w0, w0 + dep);
    if (o.legs) for (const a of [u0 + 4, u1 - 7]) fr.box(a, a + 3, 0, y0, w0 + dep - 8, w0 + dep - 5, C.ink2);
    fr.box(u0, u1, y0, y1, w0, w0 + dep, col, { top: o.top });
    const n = o.doors ?? Math.max(1, Math.round(len / 50));
    const segs: L3[][] = [];
    const w = w0 + dep + 0.2;
    for (let i = 1; i < n; i++) {
      const u = u0 + (len * i) / n;
      segs.push([
        [u, y0 + 2, w],
        [u, y1 - 2, w],
      ]);
    }
    const dr = o.drawers ?? 0;
    for (let i = 1; i <= dr; i++) {
      const y = y1 - ((y1 - y0) * i) / (dr + 1);
      segs.push([
        [u0 + 1, y, w],
        [u1 - 1, y, w],
      ]);
    }
    fr.lines(segs, shade(col, 0.35), s.sw * 0.7);
    const pull = o.pull ?? 'brass';
    if (pull === 'brass') {
      const p: L3[][] = [];
      for (let i = 0; i < n; i++) {
        const c = u0 + (len * (i + 0.5)) / n;
        p.push([
          [c - 5, y1 - 8, w + 0.5],
          [c + 5, y1 - 8, w + 0.5],
        ]);
      }
      fr.lines(p, C.brass, s.sw * 1.8);
    } else if (pull === 'groove') fr.rect(u0 + 0.5, u1 - 0.5, y1 - 4, y1 - 2, w, shade(col, 0.45), ' stroke="none"');
  });
}

export type KitOpt = {
  len: number;
  base: string;
  upper?: string;
  loft?: string;
  counter?: string;
  splash?: string;
  tall?: [number, number];
  tallCol?: string;
  hob?: number;
  sink?: number;
  chimney?: number;
  /** u-ranges without wall cabinets (windows, open shelves). */
  gaps?: [number, number][];
  module?: number;
  upperY?: number;
  depth?: number;
  key?: number;
  /** Tile size for the splash grid (cm), 0 for none. */
  tile?: [number, number];
};

/** One straight run of a modular kitchen: plinth, base units, counter, wall units, tall unit. */
export function kitchenRun(s: Scene, fr: Fr, o: KitOpt): void {
  const len = o.len;
  const D = o.depth ?? 58;
  const uy = o.upperY ?? 148;
  const top = s.H;
  const cnt = o.counter ?? tint(C.line, 0.3);
  const mod = o.module ?? 60;
  const tall = o.tall;
  const ranges = (from: number, to: number, cut: [number, number][]): [number, number][] => {
    let rs: [number, number][] = [[from, to]];
    for (const [a, b] of cut) {
      const next: [number, number][] = [];
      for (const [c, d] of rs) {
        if (b <= c || a >= d) next.push([c, d]);
        else {
          if (a > c) next.push([c, a]);
          if (b < d) next.push([b, d]);
        }
      }
      rs = next;
    }
    return rs.filter(([a, b]) => b - a > 1);
  };
  const baseR = ranges(0, len, tall ? [tall] : []);
  const chim: [number, number][] = o.chimney !== undefined ? [[o.chimney - 46, o.chimney + 46]] : [];
  const upR = o.upper ? ranges(0, len, [...(tall ? [tall] : []), ...(o.gaps ?? []), ...chim]) : [];
  s.item(o.key ?? fr.near(0, len, 0, D), () => {
    // splash on the wall
    const sp = o.splash ?? tint(C.sand, 0.2);
    for (const [a, b] of baseR) {
      fr.rect(a, b, 90, uy, 0.2, sp);
      if (o.tile) {
        const [tw, th] = o.tile;
        const segs: L3[][] = [];
        for (let y = 90 + th; y < uy - 1; y += th)
          segs.push([
            [a, y, 0.3],
            [b, y, 0.3],
          ]);
        let row = 0;
        for (let y = 90; y < uy - 1; y += th, row++)
          for (let u = a + (row % 2 ? tw / 2 : tw); u < b - 1; u += tw)
            segs.push([
              [u, y, 0.3],
              [u, Math.min(y + th, uy), 0.3],
            ]);
        fr.lines(segs, shade(sp, 0.12), s.sw * 0.5);
      }
    }
    const parts: { c: L3; draw: () => void }[] = [];
    for (const [a, b] of baseR) {
      parts.push({
        c: [(a + b) / 2, 45, D / 2],
        draw: () => {
          fr.box(a, b, 0, 10, 0, D - 5, C.ink2);
          fr.box(a, b, 10, 86, 0, D, o.base);
          const segs: L3[][] = [];
          const grooves: L3[][] = [];
          const w = D + 0.2;
          let i = 0;
          for (let u = a; u < b - 1; u += mod, i++) {
            const e = Math.min(u + mod, b);
            if (u > a)
              segs.push([
                [u, 10.5, w],
                [u, 85.5, w],
              ]);
            grooves.push([
              [u + 1, 82, w],
              [e - 1, 82, w],
            ]);
            if (i % 3 === 1 && e - u > 40) {
              grooves.push([
                [u + 1, 60, w],
                [e - 1, 60, w],
              ]);
              grooves.push([
                [u + 1, 36, w],
                [e - 1, 36, w],
              ]);
            }
          }
          fr.lines(segs, shade(o.base, 0.3), s.sw * 0.7);
          fr.lines(grooves, shade(o.base, 0.5), s.sw * 1.6);
          fr.box(a - (a === 0 ? 0 : 0), b, 86, 90, 0, D + 2, cnt);
          if (o.hob !== undefined && o.hob > a && o.hob < b) hob(s, fr, o.hob, D);
          if (o.sink !== undefined && o.sink > a && o.sink < b) sink(s, fr, o.sink, D);
        },
      });
    }
    if (tall) {
      const [a, b] = tall;
      const tc = o.tallCol ?? o.base;
      parts.push({
        c: [(a + b) / 2, 110, D / 2],
        draw: () => {
          fr.box(a, b, 0, 10, 0, D - 3, C.ink2);
          fr.box(a, b, 10, top, 0, D + 2, tc);
          const w = D + 2.2;
          const m = (a + b) / 2;
          const ov = b - a > 70 ? [a + 6, b - 6] : [a + 4, b - 4];
          fr.rect(ov[0]!, ov[1]!, 92, 146, w, C.ink2);
          fr.rect(ov[0]! + 5, ov[1]! - 5, 100, 138, w + 0.2, shade(C.grey, 0.35));
          fr.rect(ov[0]!, ov[1]!, 152, 188, w, C.ink2);
          fr.rect(ov[0]! + 5, ov[1]! - 14, 157, 183, w + 0.2, shade(C.grey, 0.35));
          const segs: L3[][] = [
            [
              [a + 1, 88, w],
              [b - 1, 88, w],
            ],
            [
              [a + 1, 194, w],
              [b - 1, 194, w],
            ],
            [
              [m, 10.5, w],
              [m, 88, w],
            ],
            [
              [m, 194, w],
              [m, top - 1, w],
            ],
          ];
          fr.lines(segs, shade(tc, 0.3), s.sw * 0.7);
          fr.lines(
            [
              [
                [a + 1, 86, w],
                [b - 1, 86, w],
              ],
              [
                [a + 1, 197, w],
                [b - 1, 197, w],
              ],
            ],
            shade(tc, 0.5),
            s.sw * 1.4,
          );
        },
      });
    }
    for (const [a, b] of upR) {
      const uc = o.upper!;
      parts.push({
        c: [(a + b) / 2, uy + 40, 18],
        draw: () => {
          const ut = o.loft ? 222 : Math.min(top, 222);
          fr.box(a, b, uy, ut, 0, 36, uc);
          const segs: L3[][] = [];
          const w = 36.2;
          for (let u = a + mod; u < b - 1; u += mod)
            segs.push([
              [u, uy + 1, w],
              [u, ut - 1, w],
            ]);
          fr.lines(segs, shade(uc, 0.3), s.sw * 0.7);
          fr.lines(
            [
              [
                [a + 1, uy + 3, w],
                [b - 1, uy + 3, w],
              ],
            ],
            shade(uc, 0.45),
            s.sw * 1.4,
          );
          if (o.loft) {
            fr.box(a, b, 224, top, 0, 36, o.loft);
            const ls: L3[][] = [];
            for (let u = a + mod; u < b - 1; u += mod)
              ls.push([
                [u, 225, w],
                [u, top - 1, w],
              ]);
            fr.lines(ls, shade(o.loft, 0.3), s.sw * 0.7);
          }
        },
      });
    }
    if (o.chimney !== undefined) {
      const c = o.chimney;
      parts.push({
        c: [c, 170, 20],
        draw: () => {
          const hc = tint(C.grey, 0.55);
          fr.box(c - 14, c + 14, 182, top, 0, 26, hc);
          fr.box(c - 45, c + 45, 164, 182, 0, 50, hc, { top: tint(hc, 0.3) });
          fr.lines(
            [
              [
                [c - 40, 166, 50.2],
                [c + 40, 166, 50.2],
              ],
            ],
            shade(hc, 0.4),
            s.sw * 0.8,
          );
        },
      });
    }
    ordered(fr, parts);
  });
  // warm under-cabinet light on the splash
  if (o.upper && upR.length) {
    const g = blur(s, 'g1');
    s.on('fx', () => {
      for (const [a, b] of upR) {
        const p = [fr.pt(a + 4, uy - 4, 0.5), fr.pt(b - 4, uy - 4, 0.5)];
        s.add(
          `<path d="${s.d(p, false)}" stroke="${tint(C.brassL, 0.35)}" stroke-width="${fmt(s.sw * 5)}" opacity=".7" filter="url(#${g})"/>`,
        );
      }
    });
  }
}

/** Induction/gas hob on the counter at u. */
export function hob(s: Scene, fr: Fr, u: number, D: number): void {
  fr.poly(
    [
      [u - 32, 90.1, 8],
      [u + 32, 90.1, 8],
      [u + 32, 90.1, D - 6],
      [u - 32, 90.1, D - 6],
    ],
    C.ink2,
  );
  for (const [du, dw] of [
    [-16, 18],
    [16, 18],
    [-16, 40],
    [16, 40],
  ] as [number, number][]) {
    const p = fr.pt(u + du, 90.2, dw);
    s.ellH(p[0], p[1], p[2], 8, 'none', ` stroke="${C.grey}" stroke-width="${fmt(s.sw * 0.8)}"`);
    s.ellH(p[0], p[1], p[2], 3.5, C.brass, ` stroke="none"`);
  }
}

/** Under-mount sink with a brass tap at u. */
export function sink(s: Scene, fr: Fr, u: number, D: number): void {
  fr.poly(
    [
      [u - 34, 90.1, 12],
      [u + 34, 90.1, 12],
      [u + 34, 90.1, D - 10],
      [u - 34, 90.1, D - 10],
    ],
    tint(C.grey, 0.45),
  );
  fr.poly(
    [
      [u - 30, 90.2, 15],
      [u + 30, 90.2, 15],
      [u + 30, 90.2, D - 13],
      [u - 30, 90.2, D - 13],
    ],
    tint(C.grey, 0.2),
  );
  const p = fr.pt(u, 90, 6);
  s.use(tap(s), p[0], p[1], p[2]);
}

export function tap(s: Scene): string {
  return s.def('tap', `<g id="tap" fill="none" stroke="${C.brass}"><path d="M0 0V-30Q0-36 6-36Q12-36 12-30V-24" stroke-width="2.4"/></g>`);
}

export type WardOpt = {
  /** Panel colours, left to right. 'mirror' for a mirror panel. */
  panels: string[];
  loft?: string;
  loftY?: number;
  depth?: number;
  sliding?: boolean;
  handles?: 'brass' | 'profile' | 'none';
  key?: number;
  grain?: boolean;
};

/** Floor-to-ceiling wardrobe against the back wall from x0 to x1. */
export function wardrobe(s: Scene, x0: number, x1: number, o: WardOpt): void {
  const D = o.depth ?? 62;
  const H = s.H;
  const ly = o.loftY ?? 222;
  const fr = new Fr(s, 'B', 0, 0);
  s.item(o.key ?? D + 5, () => {
    s.shadowBox(x0, x1, 0, ly, 0, D);
    fr.box(x0, x1, 0, 8, 0, D - 4, C.ink2);
    fr.box(x0, x1, 8, H, 0, D, tint(o.panels[0] === 'mirror' ? C.wood : o.panels[0]!, 0.1));
    const n = o.panels.length;
    const pw = (x1 - x0) / n;
    o.panels.forEach((pc, i) => {
      const a = x0 + i * pw;
      const b = a + pw;
      const z = o.sliding ? D + (i % 2 ? 1 : 4) : D + 0.5;
      const ov = o.sliding ? 3 : 0;
      const A = Math.max(x0, a - (i % 2 ? 0 : ov));
      const B = Math.min(x1, b + (i % 2 ? 0 : ov));
      if (pc === 'open') {
        // an open bay: back panel, shelf, rail with clothes, drawers
        const inner = tint(C.wood, 0.35);
        s.rf(a, 8, b, ly, 1, shade(inner, 0.12));
        s.box(a + 2, b - 2, 186, 189, 1, D - 4, inner);
        s.lines(
          [
            [
              [a + 3, 176, D / 2],
              [b - 3, 176, D / 2],
            ],
          ],
          C.brass,
          s.sw * 1.6,
        );
        clothes(s, a + 6, b - 6, 176, D / 2 + 4, 11);
        s.box(a + 2, b - 2, 8, 62, 1, D - 3, inner);
        s.lines(
          [
            [
              [a + 3, 35, D - 2.9],
              [b - 3, 35, D - 2.9],
            ],
          ],
          shade(inner, 0.3),
          s.sw * 0.7,
        );
        for (const y of [48, 21])
          s.lines(
            [
              [
                [(a + b) / 2 - 6, y, D - 2.8],
                [(a + b) / 2 + 6, y, D - 2.8],
              ],
            ],
            C.brass,
            s.sw * 1.6,
          );
        s.box(a + 2, b - 2, 200, 203, 1, D - 4, inner);
        return;
      }
      if (pc === 'mirror') {
        fr.box(A, B, 9, ly - 2, z - 1, z, C.ink2);
        s.rf(A + 3, 12, B - 3, ly - 5, z, C.sky);
        const w = B - A - 6;
        s.pf(
          z,
          `M ${A + 3 + w * 0.25} ${ly - 5} L ${A + 3 + w * 0.55} ${ly - 5} L ${A + 3 + w * 0.05} 40 L ${A + 3} 40 L ${A + 3} ${ly - 60} Z`,
          tint(C.sky, 0.55),
          ' stroke="none"',
        );
        s.pf(
          z,
          `M ${A + 3 + w * 0.7} ${ly - 5} L ${A + 3 + w * 0.8} ${ly - 5} L ${A + 3 + w * 0.3} 12 L ${A + 3 + w * 0.2} 12 Z`,
          tint(C.sky, 0.45),
          ' stroke="none"',
        );
        s.rf(A + 3, 12, B - 3, ly - 5, z, 'none');
      } else {
        fr.box(A, B, 9, ly - 2, z - 1, z, pc);
        if (o.grain) {
          const segs: V3[][] = [];
          for (let k = 1; k < 5; k++)
            segs.push([
              [A + ((B - A) * k) / 5 + (k % 2) * 3, 14, z + 0.1],
              [A + ((B - A) * k) / 5 - (k % 2) * 2, ly - 10, z + 0.1],
            ]);
          s.lines(segs, shade(pc, 0.08), s.sw * 0.6);
        }
      }
      const h = o.handles ?? 'brass';
      if (h === 'brass') {
        const hx = o.sliding ? (i % 2 ? A + 6 : B - 6) : i % 2 ? A + 5 : B - 5;
        s.lines(
          [
            [
              [hx, 95, z + 0.6],
              [hx, 135, z + 0.6],
            ],
          ],
          C.brass,
          s.sw * 2.4,
        );
      } else if (h === 'profile') {
        const hx = i % 2 ? A + 1.5 : B - 1.5;
        s.lines(
          [
            [
              [hx, 10, z + 0.6],
              [hx, ly - 3, z + 0.6],
            ],
          ],
          C.brass,
          s.sw * 1.8,
        );
      }
    });
    // loft
    const lc = o.loft ?? tint(o.panels[0] === 'mirror' ? C.wood : o.panels[0]!, 0.05);
    fr.box(x0, x1, ly, H, D - 1, D + 0.5, lc);
    const segs: V3[][] = [];
    const ln = Math.max(2, Math.round((x1 - x0) / 60));
    for (let i = 1; i < ln; i++) {
      const x = x0 + ((x1 - x0) * i) / ln;
      segs.push([
        [x, ly + 1, D + 0.6],
        [x, H - 1, D + 0.6],
      ]);
    }
    s.lines(segs, shade(lc, 0.3), s.sw * 0.7);
    s.lines(
      [
        [
          [x0 + 1, ly + 4, D + 0.6],
          [x1 - 1, ly + 4, D + 0.6],
        ],
      ],
      shade(lc, 0.45),
      s.sw * 1.2,
    );
  });
}

export type BedOpt = {
  width?: number;
  len?: number;
  frame?: string;
  duvet?: string;
  throw?: string;
  pillows?: string[];
  sheet?: string;
  key?: number;
  headH?: number;
  head?: string;
};

/** Bed with its head against the back wall, centred at x. */
export function bed(s: Scene, x: number, o: BedOpt = {}): void {
  const bw = o.width ?? 180;
  const L = o.len ?? 205;
  const fr = new Fr(s, 'B', x - bw / 2, 0);
  const fc = o.frame ?? C.woodM;
  s.item(o.key ?? L + 4, () => {
    fr.shadow(-4, bw + 4, 0, 45, 0, L + 4);
    const hh = o.headH ?? 112;
    fr.box(-6, bw + 6, 0, hh, 0, 9, o.head ?? fc, { r: 3 });
    fr.box(-2, bw + 2, 4, 32, 9, L + 2, fc);
    fr.box(0, bw, 32, 52, 10, L, o.sheet ?? C.off, { r: 3 });
    (o.pillows ?? [C.off, C.off]).forEach((pc, i, all) => {
      const n = all.length;
      const big = n <= 2 || i === 0 || i === n - 1;
      const slot = (bw - 20) / Math.max(1, n);
      const u = 10 + slot * (i + 0.5);
      pillow(fr, u, 50, 30 + (big ? 0 : 8), big ? Math.min(62, slot + 6) : 38, pc, i % 2 ? -1 : 1);
    });
    const dv = o.duvet ?? tint(C.sand, 0.2);
    fr.box(-3, bw + 3, 24, 56, 68, L + 3, dv, { r: 5, top: tint(dv, 0.3) });
    fr.lines(
      [
        [
          [-3, 56.2, 80],
          [bw + 3, 56.2, 80],
        ],
      ],
      shade(dv, 0.15),
      s.sw * 0.8,
    );
    if (o.throw) fr.box(-4, bw + 4, 22, 57.5, L - 62, L + 4, o.throw, { r: 5 });
  });
}

/** Shelf plank floating on a wall (frame), with optional objects drawn by fn. */
export function shelf(s: Scene, fr: Fr, u0: number, u1: number, y: number, dep: number, col: string, key?: number): void {
  s.item(key ?? fr.near(u0, u1, 0, dep), () => {
    fr.box(u0, u1, y - 3.5, y, 0, dep, col);
  });
}

/** Lounge armchair with a wooden frame, slanted back cushion and slim arms. */
export function armchair(
  s: Scene,
  fr: Fr,
  u0: number,
  col: string,
  o: { wood?: string; key?: number; pillow?: string; w0?: number } = {},
): void {
  const wd = o.wood ?? C.woodM;
  const L = 74;
  const D = 80;
  const w0 = o.w0 ?? 0;
  const u1 = u0 + L;
  s.item(o.key ?? fr.near(u0, u1, w0, w0 + D), () => {
    fr.shadow(u0, u1, 0, 60, w0, w0 + D);
    ordered(
      fr,
      (
        [
          [u0 + 2, w0 + 6],
          [u1 - 5, w0 + 6],
          [u0 + 2, w0 + D - 7],
          [u1 - 5, w0 + D - 7],
        ] as [number, number][]
      ).map(([a, b]) => ({ c: [a + 1.5, 10, b + 1.5] as L3, draw: () => fr.box(a, a + 3, 0, 20, b, b + 3, wd, { nt: true }) })),
    );
    const arm = (a: number) => () => {
      fr.box(a, a + 4, 20, 53, w0 + D - 9, w0 + D - 5, wd);
      fr.box(a, a + 4, 53, 57, w0 + 6, w0 + D - 2, wd);
    };
    const armL = { c: [u0 + 2, 40, w0 + D / 2] as L3, inner: fr.vis([u0 + 4, 40, w0 + 40], [1, 0, 0]), draw: arm(u0) };
    const armR = { c: [u1 - 2, 40, w0 + D / 2] as L3, inner: fr.vis([u1 - 4, 40, w0 + 40], [-1, 0, 0]), draw: arm(u1 - 4) };
    [armL, armR].filter((a) => a.inner).forEach((a) => a.draw());
    fr.box(u0 + 4, u1 - 4, 18, 24, w0 + 4, w0 + D - 4, wd);
    // slanted back cushion
    const bu0 = u0 + 5;
    const bu1 = u1 - 5;
    const p = (u: number, y: number, w: number): L3 => [u, y, w0 + w];
    const sideU = fr.vis([bu0, 50, w0 + 15], [-1, 0, 0]) ? bu0 : bu1;
    fr.poly([p(sideU, 30, 4), p(sideU, 86, 0), p(sideU, 86, 14), p(sideU, 36, 24)], shade(col, 0.1));
    fr.poly([p(bu0, 86, 0), p(bu1, 86, 0), p(bu1, 86, 14), p(bu0, 86, 14)], tint(col, 0.2));
    fr.poly([p(bu0, 36, 24), p(bu1, 36, 24), p(bu1, 86, 14), p(bu0, 86, 14)], col);
    fr.box(u0 + 5, u1 - 5, 24, 38, w0 + 14, w0 + D - 3, tint(col, 0.04), { r: 4 });
    if (o.pillow) pillow(fr, (u0 + u1) / 2, 38, w0 + 24, 34, o.pillow);
    [armL, armR].filter((a) => !a.inner).forEach((a) => a.draw());
  });
}

/** Round upholstered pouf. */
export function pouf(s: Scene, x: number, z: number, r: number, h: number, col: string): void {
  s.item(z + r, () => {
    s.shadowBox(x - r * 0.8, x + r * 0.8, 0, h, z - r * 0.8, z + r * 0.8);
    s.cyl(x, z, r, 0, h, col);
  });
}

/** Open shelving unit (bookcase) against a wall: sides, shelves, back panel. Contents via fill(u0,u1,y,w). */
export function openShelves(
  s: Scene,
  fr: Fr,
  u0: number,
  u1: number,
  y0: number,
  y1: number,
  dep: number,
  col: string,
  shelves: number[],
  o: { back?: string; key?: number; cols?: number; fill?: (a: number, b: number, y: number, w: number) => void; sh?: boolean } = {},
): void {
  s.item(o.key ?? fr.near(u0, u1, 0, dep), () => {
    if (o.sh !== false && y0 < 1) fr.shadow(u0, u1, 0, y1, 0, dep);
    fr.rect(u0, u1, y0, y1, 0.3, o.back ?? shade(col, 0.12));
    const t = 2.5;
    const nc = o.cols ?? 1;
    const cw = (u1 - u0) / nc;
    const parts: { c: L3; draw: () => void }[] = [];
    for (let i = 0; i <= nc; i++) {
      const u = Math.min(u1 - t, Math.max(u0, u0 + i * cw - t / 2));
      parts.push({ c: [u + t / 2, (y0 + y1) / 2, dep / 2], draw: () => fr.box(u, u + t, y0, y1, 0, dep, col) });
    }
    // shelves first (they sit between the sides)
    for (let i = 0; i < nc; i++) {
      const a = u0 + i * cw + t / 2;
      const b = u0 + (i + 1) * cw - t / 2;
      for (const y of [y0, ...shelves, y1 - t]) {
        fr.box(a, b, y, y + t, 0, dep, col);
        if (o.fill && y < y1 - t - 1) o.fill(a + 2, b - 2, y + t, dep - 4);
      }
    }
    ordered(fr, parts);
  });
}

const GARMENTS = [C.off, C.sage, C.clay, tint(C.sky, 0.2), C.ink2, C.brassL, tint(C.sand, 0.1), C.sageD, tint(C.clay, 0.4)];

/** Clothes on hangers along a rail (frontal), from x0 to x1 hanging from height y at depth z. */
export function clothes(s: Scene, x0: number, x1: number, y: number, z: number, seed: number): void {
  let x = x0;
  let i = seed;
  while (x < x1 - 6) {
    const w = Math.min(x1 - x, 7 + ((i * 5) % 6));
    const long = i % 4 === 1;
    const h = long ? 105 : 62 + ((i * 7) % 18);
    const c = GARMENTS[i % GARMENTS.length]!;
    s.pf(z + (i % 2) * 0.5, `M ${x + w / 2} ${y} L ${x + w} ${y - 6} L ${x + w} ${y - h} L ${x} ${y - h} L ${x} ${y - 6} Z`, c);
    x += w - 1.5;
    i++;
  }
}

/** Clothes seen from the side (rail parallel to a side wall): thin overlapping garments. */
export function clothesSide(s: Scene, fr: Fr, u0: number, u1: number, y: number, w: number, seed: number): void {
  let u = u0;
  let i = seed;
  while (u < u1 - 3) {
    const h = i % 4 === 1 ? 100 : 60 + ((i * 7) % 20);
    const c = GARMENTS[i % GARMENTS.length]!;
    fr.poly(
      [
        [u, y, w - 22],
        [u, y, w + 22],
        [u, y - h, w + 22],
        [u, y - h, w - 22],
      ],
      c,
    );
    u += 7 + ((i * 3) % 4);
    i++;
  }
}
