/** Architecture: the room box, floors, windows, light, ceilings. */
import { C, SUN, convexHull, fmt, mix, rng, shade, tint } from './core.ts';
import type { Pt, Scene, V3 } from './core.ts';

export type FloorKind = 'wood' | 'tile' | 'stone' | 'plain';
export type RoomOpt = {
  back?: string;
  left?: string;
  right?: string;
  ceil?: string;
  floor?: FloorKind;
  floorCol?: string;
  /** Board width or tile size (cm). */
  grid?: number;
  skirting?: boolean;
  seed?: number;
};

export const WALL = {
  back: mix(C.sand, C.off, 0.45),
  left: mix(C.sand, C.line, 0.55),
  right: C.off,
  ceil: mix(C.sand, C.line, 0.3),
};

export function room(s: Scene, o: RoomOpt = {}): void {
  const { W, H, zF } = s;
  const fc = o.floorCol ?? tint(C.wood, 0.25);
  const r = rng(o.seed ?? 7);
  s.on('bg', () => {
    s.poly(
      [
        [0, H, 0],
        [W, H, 0],
        [W, H, zF],
        [0, H, zF],
      ],
      o.ceil ?? WALL.ceil,
    );
    s.poly(
      [
        [0, 0, 0],
        [0, H, 0],
        [0, H, zF],
        [0, 0, zF],
      ],
      o.left ?? WALL.left,
    );
    s.poly(
      [
        [W, 0, 0],
        [W, H, 0],
        [W, H, zF],
        [W, 0, zF],
      ],
      o.right ?? WALL.right,
    );
    s.poly(
      [
        [0, 0, 0],
        [W, 0, 0],
        [W, H, 0],
        [0, H, 0],
      ],
      o.back ?? WALL.back,
    );
    s.poly(
      [
        [0, 0, 0],
        [W, 0, 0],
        [W, 0, zF],
        [0, 0, zF],
      ],
      fc,
    );
    const kind = o.floor ?? 'wood';
    const segs: V3[][] = [];
    const zMax = Math.min(zF, s.zAtFloorY(s.h + 40));
    if (kind === 'wood') {
      const g = o.grid ?? 18;
      for (let x = g; x < W - 1; x += g) {
        segs.push([
          [x, 0, 0],
          [x, 0, zMax],
        ]);
        // staggered board ends
        for (let z = 40 + r() * 160; z < zMax; z += 150 + r() * 110)
          segs.push([
            [x - g, 0, z],
            [x, 0, z],
          ]);
      }
    } else if (kind === 'tile' || kind === 'stone') {
      const g = o.grid ?? (kind === 'stone' ? 80 : 60);
      for (let x = g; x < W - 1; x += g)
        segs.push([
          [x, 0, 0],
          [x, 0, zMax],
        ]);
      for (let z = g; z < zMax; z += g)
        segs.push([
          [0, 0, z],
          [W, 0, z],
        ]);
    }
    s.lines(segs, shade(fc, 0.16), s.sw * 0.55);
    if (o.skirting !== false) {
      const sk = 8;
      s.poly(
        [
          [0, 0, 0],
          [0, sk, 0],
          [0, sk, zF],
          [0, 0, zF],
        ],
        shade(o.left ?? WALL.left, 0.05),
      );
      s.poly(
        [
          [W, 0, 0],
          [W, sk, 0],
          [W, sk, zF],
          [W, 0, zF],
        ],
        shade(o.right ?? WALL.right, 0.04),
      );
      s.poly(
        [
          [0, 0, 0],
          [W, 0, 0],
          [W, sk, 0],
          [0, sk, 0],
        ],
        shade(o.back ?? WALL.back, 0.05),
      );
    }
  });
}

/** Soft blur filters for light (cove, lamps). */
export function blur(s: Scene, id: 'g1' | 'g2' | 'g3'): string {
  const sd = id === 'g1' ? s.w / 180 : id === 'g2' ? s.w / 70 : s.w / 30;
  return s.def(
    id,
    `<filter id="${id}" filterUnits="userSpaceOnUse" x="0" y="0" width="${s.w}" height="${s.h}"><feGaussianBlur stdDeviation="${fmt(sd)}"/></filter>`,
  );
}

/** The view outside a window: sky, far trees and a faint skyline. Drawn inside a clip. */
function view(s: Scene, x0: number, x1: number, y0: number, y1: number, z: number, seed: number): void {
  const r = rng(seed);
  s.rf(x0, y0, x1, y1, z, C.sky, ' stroke="none"');
  const hz = y0 + (y1 - y0) * 0.34;
  // faint buildings
  let bx = x0 - 10;
  let d = '';
  while (bx < x1) {
    const bw = 30 + r() * 50;
    const bh = hz + 20 + r() * 70;
    d += `M ${bx} ${y0} L ${bx} ${bh} L ${bx + bw} ${bh} L ${bx + bw} ${y0} Z `;
    bx += bw + 15 + r() * 60;
  }
  s.pf(z, d, mix(C.sky, C.line, 0.7), ' stroke="none"');
  // tree canopies: rows of soft bumps
  for (const [lvl, col] of [
    [hz + 10, tint(C.sage, 0.45)],
    [hz - 12, tint(C.sage, 0.2)],
  ] as [number, string][]) {
    let p = `M ${x0 - 20} ${y0 - 5} L ${x0 - 20} ${lvl}`;
    let x = x0 - 20;
    while (x < x1 + 20) {
      const w = 18 + r() * 26;
      const hgt = 8 + r() * 22;
      p += ` Q ${x + w * 0.1} ${lvl + hgt} ${x + w / 2} ${lvl + hgt} Q ${x + w * 0.9} ${lvl + hgt} ${x + w} ${lvl}`;
      x += w;
    }
    p += ` L ${x} ${y0 - 5} Z`;
    s.pf(z, p, col, ' stroke="none"');
  }
}

export type WinOpt = {
  /** Number of vertical panes. */
  panes?: number;
  /** Height of a transom (top light) in cm, 0 for none. */
  transom?: number;
  frame?: string;
  reveal?: number;
  curtains?: 'sheer' | 'none';
  seed?: number;
  patch?: boolean;
};

/** Window in the back wall (frontal). */
export function windowBack(s: Scene, x0: number, x1: number, y0: number, y1: number, o: WinOpt = {}): void {
  const rv = o.reveal ?? 14;
  const fr = o.frame ?? C.ink2;
  const id = `wb${Math.round(x0)}${Math.round(y0)}`;
  s.on('bg', () => {
    // reveal (thickness of the wall)
    const wc = WALL.back;
    if (s.camX > x0)
      s.poly(
        [
          [x0, y0, -rv],
          [x0, y1, -rv],
          [x0, y1, 0],
          [x0, y0, 0],
        ],
        shade(wc, 0.1),
      );
    if (s.camX < x1)
      s.poly(
        [
          [x1, y0, -rv],
          [x1, y1, -rv],
          [x1, y1, 0],
          [x1, y0, 0],
        ],
        tint(wc, 0.3),
      );
    if (s.camY < y1)
      s.poly(
        [
          [x0, y1, -rv],
          [x1, y1, -rv],
          [x1, y1, 0],
          [x0, y1, 0],
        ],
        shade(wc, 0.14),
      );
    if (s.camY > y0)
      s.poly(
        [
          [x0, y0, -rv],
          [x1, y0, -rv],
          [x1, y0, 0],
          [x0, y0, 0],
        ],
        tint(wc, 0.4),
      );
    const [X0, Y1] = s.P(x0, y1, -rv);
    const [X1, Y0] = s.P(x1, y0, -rv);
    s.def(id, `<clipPath id="${id}"><rect x="${fmt(X0)}" y="${fmt(Y1)}" width="${fmt(X1 - X0)}" height="${fmt(Y0 - Y1)}"/></clipPath>`);
    s.add(`<g clip-path="url(#${id})">`);
    view(s, x0, x1, y0, y1, -rv, o.seed ?? 3);
    s.add('</g>');
    // frame and mullions
    const n = o.panes ?? 3;
    const t = 5;
    const bars: [number, number, number, number][] = [
      [x0, y0, x1, y0 + t],
      [x0, y1 - t, x1, y1],
      [x0, y0, x0 + t, y1],
      [x1 - t, y0, x1, y1],
    ];
    for (let i = 1; i < n; i++) {
      const x = x0 + ((x1 - x0) * i) / n;
      bars.push([x - t / 2, y0, x + t / 2, y1]);
    }
    if (o.transom) bars.push([x0, y1 - o.transom - t / 2, x1, y1 - o.transom + t / 2]);
    let d = '';
    for (const [a, b, c, e] of bars) d += `M ${a} ${b} L ${c} ${b} L ${c} ${e} L ${a} ${e} Z `;
    s.pf(-rv + 1, d, fr, ' stroke="none"');
    s.rf(x0, y0, x1, y1, -rv + 1, 'none');
    if (o.curtains === 'sheer') {
      const cw = (x1 - x0) * 0.16;
      for (const [a, b] of [
        [x0 - 24, x0 - 24 + cw],
        [x1 + 24 - cw, x1 + 24],
      ] as [number, number][]) {
        curtainF(s, a, b, 2, y1 + 16, 4);
      }
      s.rf(x0 - 34, y1 + 16, x1 + 34, y1 + 19, 6, C.ink2, ' stroke="none"');
    }
  });
  if (o.patch !== false) sunPatchBack(s, x0, x1, y0, y1);
}

/** A sheer curtain hanging in a frontal plane, gathered in soft folds. */
export function curtainF(s: Scene, x0: number, x1: number, y0: number, y1: number, z: number): void {
  const n = Math.max(3, Math.round((x1 - x0) / 14));
  let d = `M ${x0} ${y1}`;
  for (let i = 0; i <= n; i++) d += ` L ${x0 + ((x1 - x0) * i) / n} ${y1}`;
  d += ` L ${x1} ${y0}`;
  for (let i = n; i >= 0; i--) {
    const x = x0 + ((x1 - x0) * i) / n;
    d += ` Q ${x + (x1 - x0) / n / 2} ${y0 - 2} ${x} ${y0}`;
  }
  d += ' Z';
  s.pf(z, d, C.off, ' fill-opacity=".82"');
  const segs: V3[][] = [];
  for (let i = 1; i < n; i++) {
    const x = x0 + ((x1 - x0) * i) / n;
    segs.push([
      [x, y1 - 4, z],
      [x, y0 + 2, z],
    ]);
  }
  s.lines(segs, C.line, s.sw * 0.9);
}

/** Window in the left wall (seen in perspective). */
export function windowLeft(s: Scene, z0: number, z1: number, y0: number, y1: number, o: WinOpt = {}): void {
  const rv = o.reveal ?? 16;
  const fr = o.frame ?? C.ink2;
  const id = `wl${Math.round(z0)}${Math.round(y0)}`;
  s.on('bg', () => {
    const wc = WALL.left;
    s.poly(
      [
        [-rv, y0, z0],
        [-rv, y1, z0],
        [0, y1, z0],
        [0, y0, z0],
      ],
      tint(wc, 0.4),
    );
    if (s.camY > y0)
      s.poly(
        [
          [-rv, y0, z0],
          [-rv, y0, z1],
          [0, y0, z1],
          [0, y0, z0],
        ],
        tint(wc, 0.5),
      );
    if (s.camY < y1)
      s.poly(
        [
          [-rv, y1, z0],
          [-rv, y1, z1],
          [0, y1, z1],
          [0, y1, z0],
        ],
        shade(wc, 0.12),
      );
    const glass: V3[] = [
      [-rv, y0, z0],
      [-rv, y1, z0],
      [-rv, y1, z1],
      [-rv, y0, z1],
    ];
    s.def(id, `<clipPath id="${id}"><path d="${s.d(glass)}"/></clipPath>`);
    s.poly(glass, C.sky, ' stroke="none"');
    // far greenery seen through the window, as a band on the glass plane
    const r = rng(o.seed ?? 5);
    const g: V3[] = [[-rv, y0, z1]];
    const n = 6;
    let hv = 0.2;
    for (let i = 0; i <= n; i++) {
      hv = Math.min(0.3, Math.max(0.14, hv + (r() - 0.5) * 0.08));
      g.push([-rv, y0 + (y1 - y0) * hv, z1 - ((z1 - z0) * i) / n]);
    }
    g.push([-rv, y0, z0]);
    s.add(`<g clip-path="url(#${id})">`);
    s.poly(g, tint(C.sage, 0.35), ' stroke="none"');
    s.add('</g>');
    const n2 = o.panes ?? 2;
    const t = 5;
    const quads: V3[][] = [];
    const q = (a: number, b: number, c: number, e: number): V3[] => [
      [-rv + 1, a, c],
      [-rv + 1, b, c],
      [-rv + 1, b, e],
      [-rv + 1, a, e],
    ];
    quads.push(q(y0, y0 + t, z0, z1), q(y1 - t, y1, z0, z1), q(y0, y1, z0, z0 + t), q(y0, y1, z1 - t, z1));
    for (let i = 1; i < n2; i++) {
      const z = z0 + ((z1 - z0) * i) / n2;
      quads.push(q(y0, y1, z - t / 2, z + t / 2));
    }
    if (o.transom) quads.push(q(y1 - o.transom - t / 2, y1 - o.transom + t / 2, z0, z1));
    s.add(`<path d="${quads.map((p) => s.d(p)).join('')}" fill="${fr}" stroke="none"/>`);
    s.poly(glass, 'none');
    if (o.curtains === 'sheer') {
      const cz = (z1 - z0) * 0.22;
      curtainL(s, z0 - 22, z0 - 22 + cz, 2, y1 + 14, 5);
      curtainL(s, z1 + 22 - cz, z1 + 22, 2, y1 + 14, 5);
    }
  });
  if (o.patch !== false) sunPatchLeft(s, z0, z1, y0, y1);
}

/** Sheer curtain against the left wall. */
export function curtainL(s: Scene, z0: number, z1: number, y0: number, y1: number, x: number): void {
  const n = Math.max(3, Math.round((z1 - z0) / 14));
  const top: V3[] = [];
  for (let i = 0; i <= n; i++) top.push([x + (i % 2) * 4, y1, z0 + ((z1 - z0) * i) / n]);
  const bot: V3[] = [];
  for (let i = n; i >= 0; i--) bot.push([x + (i % 2) * 5, y0, z0 + ((z1 - z0) * i) / n]);
  s.poly([...top, ...bot], C.off, ' fill-opacity=".85"');
  const segs: V3[][] = [];
  for (let i = 1; i < n; i++) {
    const z = z0 + ((z1 - z0) * i) / n;
    segs.push([
      [x + (i % 2) * 4, y1 - 4, z],
      [x + (i % 2) * 5, y0 + 2, z],
    ]);
  }
  s.lines(segs, C.line, s.sw * 0.9);
}

function patch(s: Scene, pts: Pt[], rays?: V3[]): void {
  const hull = convexHull(pts);
  s.on('decor', () => {
    s.poly(
      hull.map(([x, z]) => [x, 0.2, z] as V3),
      C.off,
      ' stroke="none" opacity=".45"',
    );
    if (rays) s.poly(rays, C.off, ' stroke="none" opacity=".1"');
  });
}

/** Light patch on the floor thrown by a window in the left wall. */
export function sunPatchLeft(s: Scene, z0: number, z1: number, y0: number, y1: number): void {
  const pts: Pt[] = [];
  for (const y of [y0, y1]) for (const z of [z0, z1]) pts.push([y * SUN.dx, z + y * SUN.dz]);
  patch(s, pts);
}
/** Light patch from a window in the back wall (light falling forwards). */
export function sunPatchBack(s: Scene, x0: number, x1: number, y0: number, y1: number): void {
  const dx = 0.35;
  const dz = 0.75;
  const pts: Pt[] = [];
  for (const y of [y0, y1]) for (const x of [x0, x1]) pts.push([x + y * dx, y * dz]);
  patch(s, pts);
}

/**
 * A raised part of the ceiling (the "recess" of a layered false ceiling), optionally with
 * a warm cove glow along its edges. The room height H is the lower (false) ceiling.
 */
export function recess(
  s: Scene,
  x0: number,
  x1: number,
  z0: number,
  z1: number,
  o: { drop?: number; cove?: boolean; col?: string; glow?: string; inner?: () => void; base?: number } = {},
): void {
  const H = o.base ?? s.H;
  const up = H + (o.drop ?? 22);
  const col = o.col ?? tint(C.sand, 0.35);
  const id = `rc${Math.round(x0)}${Math.round(z0)}`;
  s.on('bg', () => {
    const open: V3[] = [
      [x0, H, z0],
      [x1, H, z0],
      [x1, H, z1],
      [x0, H, z1],
    ];
    s.def(id, `<clipPath id="${id}"><path d="${s.d(open)}"/></clipPath>`);
    s.add(`<g clip-path="url(#${id})">`);
    s.poly(
      [
        [x0 - 40, up, z0 - 40],
        [x1 + 40, up, z0 - 40],
        [x1 + 40, up, z1 + 40],
        [x0 - 40, up, z1 + 40],
      ],
      col,
      ' stroke="none"',
    );
    if (o.cove) {
      const g = blur(s, 'g2');
      const e = 4;
      s.add(
        `<path d="${s.d([
          [x0 + e, up, z0 + e],
          [x1 - e, up, z0 + e],
          [x1 - e, up, z1 - e],
          [x0 + e, up, z1 - e],
        ])}" fill="none" stroke="${o.glow ?? C.brassL}" stroke-width="${fmt(s.sw * 14)}" opacity=".85" filter="url(#${g})"/>`,
      );
    }
    o.inner?.();
    if (s.camZ > z0)
      s.poly(
        [
          [x0, H, z0],
          [x1, H, z0],
          [x1, up, z0],
          [x0, up, z0],
        ],
        shade(col, 0.03),
      );
    if (s.camX > x0)
      s.poly(
        [
          [x0, H, z0],
          [x0, up, z0],
          [x0, up, z1 + 60],
          [x0, H, z1 + 60],
        ],
        shade(col, 0.06),
      );
    if (s.camX < x1)
      s.poly(
        [
          [x1, H, z0],
          [x1, up, z0],
          [x1, up, z1 + 60],
          [x1, H, z1 + 60],
        ],
        tint(col, 0.2),
      );
    if (o.cove) {
      const g = blur(s, 'g1');
      s.add(
        `<path d="${s.d(
          [
            [x0, H + 3, z1],
            [x0, H + 3, z0],
            [x1, H + 3, z0],
            [x1, H + 3, z1],
          ],
          false,
        )}" fill="none" stroke="${tint(C.brassL, 0.5)}" stroke-width="${fmt(s.sw * 5)}" filter="url(#${g})"/>`,
      );
    }
    s.add('</g>');
    s.poly(open, 'none');
  });
}

/** Recessed spotlights (on the ceiling plane at height y). */
export function spots(s: Scene, pts: [number, number][], y = s.H, glow = true): void {
  s.on('bg', () => {
    for (const [x, z] of pts) {
      s.ellH(x, y - 0.2, z, 6, C.grey, ` stroke-width="${fmt(s.sw * 0.6)}"`);
      s.ellH(x, y - 0.4, z, 3.6, tint(C.brassL, 0.55), ' stroke="none"');
    }
  });
  if (glow) {
    const g = blur(s, 'g1');
    s.on('fx', () => {
      for (const [x, z] of pts) s.ellH(x, y - 1, z, 9, tint(C.brassL, 0.4), ` stroke="none" opacity=".55" filter="url(#${g})"`);
    });
  }
}

/** A ceiling fan seen from slightly below. */
export function fan(s: Scene, x: number, z: number, col: string = C.off): void {
  const H = s.H;
  const y = H - 48;
  s.item(z + 1000, () => {
    s.cyl(x, z, 1.6, y, H, C.grey);
    s.cyl(x, z, 4.5, H - 6, H, C.off);
    const blades: V3[][] = [];
    for (let i = 0; i < 3; i++) {
      const a = (i * 2 * Math.PI) / 3 + 0.45;
      const ca = Math.cos(a);
      const sa = Math.sin(a);
      const p = (r: number, w: number): V3 => [x + ca * r - sa * w, y + 1, z + sa * r + ca * w];
      blades.push([p(12, -5), p(62, -7), p(66, 0), p(62, 7), p(12, 5)]);
    }
    for (const b of blades) s.poly(b, col);
    s.cyl(x, z, 12, y - 5, y + 6, col === C.off ? C.line : col);
  });
}

/** Linear light profile or panel on the ceiling. */
export function ceilPanel(s: Scene, x0: number, x1: number, z0: number, z1: number, col: string = tint(C.brassL, 0.7)): void {
  s.on('bg', () =>
    s.poly(
      [
        [x0, s.H - 0.3, z0],
        [x1, s.H - 0.3, z0],
        [x1, s.H - 0.3, z1],
        [x0, s.H - 0.3, z1],
      ],
      col,
      ` stroke-width="${fmt(s.sw * 0.6)}"`,
    ),
  );
}

/** A doorway / passage in the back wall, seen as a short corridor going back. */
export function opening(s: Scene, x0: number, x1: number, y1: number, depth: number, col: string = WALL.back): void {
  const id = `op${Math.round(x0)}`;
  s.on('bg', () => {
    const open: V3[] = [
      [x0, 0, 0],
      [x1, 0, 0],
      [x1, y1, 0],
      [x0, y1, 0],
    ];
    s.def(id, `<clipPath id="${id}"><path d="${s.d(open)}"/></clipPath>`);
    s.add(`<g clip-path="url(#${id})">`);
    s.poly(
      [
        [x0 - 200, -50, -depth],
        [x1 + 200, -50, -depth],
        [x1 + 200, y1 + 200, -depth],
        [x0 - 200, y1 + 200, -depth],
      ],
      shade(col, 0.08),
    );
    s.poly(
      [
        [x0, 0, 0],
        [x1, 0, 0],
        [x1, 0, -depth],
        [x0, 0, -depth],
      ],
      shade(col, 0.12),
    );
    s.poly(
      [
        [x0, y1, 0],
        [x1, y1, 0],
        [x1, y1, -depth],
        [x0, y1, -depth],
      ],
      shade(col, 0.16),
    );
    if (s.camX > x0)
      s.poly(
        [
          [x0, 0, 0],
          [x0, y1, 0],
          [x0, y1, -depth],
          [x0, 0, -depth],
        ],
        shade(col, 0.04),
      );
    if (s.camX < x1)
      s.poly(
        [
          [x1, 0, 0],
          [x1, y1, 0],
          [x1, y1, -depth],
          [x1, 0, -depth],
        ],
        shade(col, 0.04),
      );
    s.add('</g>');
    s.poly(open, 'none');
  });
}
