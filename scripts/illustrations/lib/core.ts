/**
 * Core of the illustration generator: palette, colour helpers and a tiny one-point-perspective
 * "scene" that projects room coordinates (centimetres) to SVG pixels.
 *
 * World axes: x to the right (0 = left wall), y up (0 = floor), z towards the viewer
 * (0 = back wall). The camera looks straight at the back wall, so every plane parallel to the
 * back wall is drawn undistorted (just scaled) and receding lines meet at one vanishing point.
 */

export type V3 = [number, number, number];
export type Pt = [number, number];

/** The studio palette. Everything else is a tint (towards off-white) or shade (towards charcoal). */
export const C = {
  off: '#FAF7F2',
  sand: '#F2ECE3',
  line: '#E7E0D6',
  wood: '#C89B6D',
  woodM: '#A97C50',
  woodD: '#8A6040',
  brass: '#B07A3B',
  brassL: '#D9B27C',
  ink: '#1F1D1B',
  ink2: '#2B2825',
  grey: '#5C5650',
  sage: '#8FA38A',
  sageD: '#55694F',
  clay: '#C9826B',
  sky: '#DCE6E8',
} as const;

function hexToRgb(hex: string): [number, number, number] {
  const n = parseInt(hex.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

export function mix(a: string, b: string, t: number): string {
  const [r1, g1, b1] = hexToRgb(a);
  const [r2, g2, b2] = hexToRgb(b);
  const h = (x: number, y: number) =>
    Math.round(x + (y - x) * t)
      .toString(16)
      .padStart(2, '0');
  return `#${h(r1, r2)}${h(g1, g2)}${h(b1, b2)}`.toUpperCase();
}
/** Lighter version of a palette colour (mixed towards off-white). */
export const tint = (c: string, t: number) => mix(c, C.off, t);
/** Darker version of a palette colour (mixed towards charcoal). */
export const shade = (c: string, t: number) => mix(c, C.ink, t);

export function fmt(n: number): string {
  const v = Math.round(n * 10) / 10;
  return Object.is(v, -0) || v === 0 ? '0' : String(v);
}

/** Deterministic pseudo-random numbers, so the output is stable between runs. */
export function rng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export type Shades = { front: string; top: string; bottom: string; lit: string; dark: string };
/** Face colours of a box lit by a window on the left: lit faces look left, dark faces right. */
export function shades(c: string): Shades {
  return { front: c, top: tint(c, 0.22), bottom: shade(c, 0.2), lit: tint(c, 0.08), dark: shade(c, 0.14) };
}

export type BoxOpt = {
  /** Override single faces. */
  top?: string;
  front?: string;
  side?: string;
  /** Cast a shadow on the floor. */
  sh?: boolean;
  /** Extra attributes for every face (e.g. ' stroke="none"'). */
  a?: string;
  /** Corner radius (cm) of the front face. */
  r?: number;
  /** Skip the top face (legs hidden under a seat or top). */
  nt?: boolean;
};

export type CamOpts = {
  /** Canvas size in px. */
  w: number;
  h: number;
  /** Room width, height (cm). */
  W: number;
  H: number;
  /** Camera position (cm). camZ is the distance from the back wall. */
  camX: number;
  camY: number;
  camZ: number;
  /** Where the back wall sits on the canvas: left edge, top edge and width in px. */
  left: number;
  top: number;
  wallW: number;
};

/** Direction of the window light (per unit fall). Shadows fall to the right and a little forward. */
export const SUN = { dx: 0.6, dz: 0.12 };

type Item = { k: number; o: number; svg: string[] };
export type Layer = 'bg' | 'decor' | 'items' | 'fx';

export class Scene {
  w: number;
  h: number;
  W: number;
  H: number;
  camX: number;
  camY: number;
  camZ: number;
  f: number;
  vx: number;
  vy: number;
  /** A z close to the camera where floor, ceiling and side walls have left the canvas. */
  zF: number;
  /** Standard line width (px). */
  sw: number;
  defs = new Map<string, string>();
  bg: string[] = [];
  decor: string[] = [];
  floorSh: string[] = [];
  rightSh: string[] = [];
  items: Item[] = [];
  fx: string[] = [];
  cur: string[];
  private key = 0;
  private nest = 0;

  constructor(o: CamOpts) {
    this.w = o.w;
    this.h = o.h;
    this.W = o.W;
    this.H = o.H;
    this.camX = o.camX;
    this.camY = o.camY;
    this.camZ = o.camZ;
    const s0 = o.wallW / o.W;
    this.f = s0 * o.camZ;
    this.vx = o.left + o.camX * s0;
    this.vy = o.top + (o.H - o.camY) * s0;
    this.sw = o.w / 800;
    const need = Math.max(
      (o.h - this.vy) / Math.max(o.camY, 1),
      this.vy / Math.max(o.H - o.camY, 1),
      this.vx / Math.max(o.camX, 1),
      (o.w - this.vx) / Math.max(o.W - o.camX, 1),
      s0 * 1.5,
    );
    this.zF = o.camZ - this.f / (need * 1.15);
    this.cur = this.bg;
  }

  k(z: number): number {
    return this.f / (this.camZ - z);
  }
  P(x: number, y: number, z: number): Pt {
    const k = this.k(z);
    return [this.vx + (x - this.camX) * k, this.vy - (y - this.camY) * k];
  }
  /** Inverse for the floor: the z at which the floor reaches canvas row Y. */
  zAtFloorY(Y: number): number {
    return this.camZ - (this.f * this.camY) / (Y - this.vy);
  }

  /** Path data of a closed polygon of 3D points (compact relative commands). */
  d(ps: V3[], close = true): string {
    return pathData(
      ps.map((p) => this.P(p[0], p[1], p[2])),
      close,
    );
  }
  d2(ps: Pt[], close = true): string {
    return pathData(ps, close);
  }

  add(svg: string): void {
    this.cur.push(svg);
  }
  poly(ps: V3[], fill: string, a = ''): void {
    const pts = ps.map((p) => this.P(p[0], p[1], p[2]));
    // skip faces seen edge-on (they add bytes but no pixels)
    let area = 0;
    pts.forEach((p, i) => {
      const q = pts[(i + 1) % pts.length]!;
      area += p[0] * q[1] - q[0] * p[1];
    });
    if (Math.abs(area) / 2 < 6 && fill !== 'none') return;
    this.add(`<path d="${pathData(pts, true)}" fill="${fill}"${a}/>`);
  }
  /** Several open polylines as one path (hairlines, joints, grooves). */
  lines(segs: V3[][], stroke: string, width: number, a = ''): void {
    if (!segs.length) return;
    const d = segs.map((s) => this.d(s, false)).join('');
    this.add(`<path d="${d}" fill="none" stroke="${stroke}" stroke-width="${fmt2(width)}"${a}/>`);
  }

  /** Frontal (parallel to the back wall) path: numbers in pairs of world x y at depth z. */
  pf(z: number, d: string, fill: string, a = ''): void {
    this.add(`<path d="${this.dpf(z, d)}" fill="${fill}"${a}/>`);
  }
  dpf(z: number, d: string): string {
    const toks = d.trim().split(/[\s,]+/);
    let out = '';
    let pend: number | null = null;
    for (const t of toks) {
      if (/^[A-Za-z]$/.test(t)) {
        out += t;
        continue;
      }
      const v = Number(t);
      if (pend === null) pend = v;
      else {
        const [X, Y] = this.P(pend, v, z);
        out += `${out && !/[A-Za-z]$/.test(out) ? ' ' : ''}${fmt(X)} ${fmt(Y)}`;
        pend = null;
      }
    }
    return out;
  }
  /** Frontal rectangle (x0,y0)-(x1,y1) at depth z. */
  rf(x0: number, y0: number, x1: number, y1: number, z: number, fill: string, a = '', r = 0): void {
    const [X0, Y1] = this.P(Math.min(x0, x1), Math.max(y0, y1), z);
    const [X1, Y0] = this.P(Math.max(x0, x1), Math.min(y0, y1), z);
    const rr = r ? ` rx="${fmt(r * this.k(z))}"` : '';
    this.add(`<rect x="${fmt(X0)}" y="${fmt(Y1)}" width="${fmt(X1 - X0)}" height="${fmt(Y0 - Y1)}"${rr} fill="${fill}"${a}/>`);
  }
  cf(x: number, y: number, z: number, r: number, fill: string, a = ''): void {
    const [X, Y] = this.P(x, y, z);
    this.add(`<circle cx="${fmt(X)}" cy="${fmt(Y)}" r="${fmt(r * this.k(z))}" fill="${fill}"${a}/>`);
  }
  /** Horizontal circle (on a floor/table/ceiling plane) drawn as an ellipse. */
  ellH(x: number, y: number, z: number, r: number, fill: string, a = ''): void {
    const e = this.ellHGeom(x, y, z, r);
    this.add(`<ellipse cx="${fmt(e.cx)}" cy="${fmt(e.cy)}" rx="${fmt(e.rx)}" ry="${fmt(Math.max(e.ry, 0.3))}" fill="${fill}"${a}/>`);
  }
  ellHGeom(x: number, y: number, z: number, r: number): { cx: number; cy: number; rx: number; ry: number } {
    const [X] = this.P(x, y, z);
    const Ya = this.P(x, y, z - r)[1];
    const Yb = this.P(x, y, z + r)[1];
    return { cx: X, cy: (Ya + Yb) / 2, rx: r * this.k(z), ry: Math.abs(Yb - Ya) / 2 };
  }
  /** Vertical cylinder standing on the floor (or anything), e.g. stools, pots, table bases. */
  cyl(x: number, z: number, r: number, y0: number, y1: number, fill: string, topFill?: string, a = ''): void {
    const t = this.ellHGeom(x, y1, z, r);
    const b = this.ellHGeom(x, y0, z, r);
    const below = y1 < this.camY;
    const e = below ? b : t;
    const far = below ? t : b;
    // body: from the far ellipse's horizontal diameter to the near half of the other ellipse
    const sweep = below ? 0 : 1;
    const d = `M${fmt(far.cx - far.rx)} ${fmt(far.cy)}L${fmt(e.cx - e.rx)} ${fmt(e.cy)}A${fmt(e.rx)} ${fmt(Math.max(e.ry, 0.3))} 0 0 ${sweep} ${fmt(e.cx + e.rx)} ${fmt(e.cy)}L${fmt(far.cx + far.rx)} ${fmt(far.cy)}Z`;
    this.add(`<path d="${d}" fill="${fill}"${a}/>`);
    if (below)
      this.add(
        `<ellipse cx="${fmt(t.cx)}" cy="${fmt(t.cy)}" rx="${fmt(t.rx)}" ry="${fmt(Math.max(t.ry, 0.3))}" fill="${topFill ?? tint(fill, 0.22)}"${a}/>`,
      );
    else
      this.add(
        `<ellipse cx="${fmt(b.cx)}" cy="${fmt(b.cy)}" rx="${fmt(b.rx)}" ry="${fmt(Math.max(b.ry, 0.3))}" fill="${topFill ?? shade(fill, 0.15)}"${a}/>`,
      );
  }

  /** Axis-aligned box with the visible faces shaded for window light from the left. */
  box(x0: number, x1: number, y0: number, y1: number, z0: number, z1: number, col: string, o: BoxOpt = {}): void {
    const s = shades(col);
    const a = o.a ?? '';
    if (o.sh) this.shadowBox(x0, x1, y0, y1, z0, z1);
    if (this.camX < x0)
      this.poly(
        [
          [x0, y0, z0],
          [x0, y1, z0],
          [x0, y1, z1],
          [x0, y0, z1],
        ],
        o.side ?? s.lit,
        a,
      );
    if (this.camX > x1)
      this.poly(
        [
          [x1, y0, z0],
          [x1, y1, z0],
          [x1, y1, z1],
          [x1, y0, z1],
        ],
        o.side ?? s.dark,
        a,
      );
    if (this.camY > y1 && !o.nt)
      this.poly(
        [
          [x0, y1, z0],
          [x1, y1, z0],
          [x1, y1, z1],
          [x0, y1, z1],
        ],
        o.top ?? s.top,
        a,
      );
    if (this.camY < y0)
      this.poly(
        [
          [x0, y0, z0],
          [x1, y0, z0],
          [x1, y0, z1],
          [x0, y0, z1],
        ],
        s.bottom,
        a,
      );
    if (o.r) this.rf(x0, y0, x1, y1, z1, o.front ?? s.front, a, o.r);
    else
      this.poly(
        [
          [x0, y0, z1],
          [x1, y0, z1],
          [x1, y1, z1],
          [x0, y1, z1],
        ],
        o.front ?? s.front,
        a,
      );
  }

  /** Shadow of a box on the floor, along the window light. */
  shadowBox(x0: number, x1: number, y0: number, y1: number, z0: number, z1: number, grow = 0): void {
    const pts: Pt[] = [];
    for (const x of [x0 - grow, x1 + grow])
      for (const z of [z0 - grow, z1 + grow]) for (const y of [y0, y1]) pts.push([x + y * SUN.dx, z + y * SUN.dz]);
    const hull = convexHull(pts);
    this.floorSh.push(`<path d="${this.d(hull.map(([x, z]) => [x, 0, z] as V3))}"/>`);
  }
  /** Shadow of a box (standing in front of the right wall) thrown on the right wall. */
  shadowRight(x0: number, x1: number, y0: number, y1: number, z0: number, z1: number): void {
    const pts: Pt[] = [];
    for (const x of [x0, x1])
      for (const z of [z0, z1])
        for (const y of [y0, y1]) {
          const t = (this.W - x) / SUN.dx;
          pts.push([z + t * SUN.dz, y - t]);
        }
    const hull = convexHull(pts);
    this.rightSh.push(`<path d="${this.d(hull.map(([z, y]) => [this.W, y, z] as V3))}"/>`);
  }
  /** Soft shadow directly under/behind something (contact shadow), any polygon on the floor. */
  floorShadow(ps: V3[]): void {
    this.floorSh.push(`<path d="${this.d(ps)}"/>`);
  }

  def(id: string, body: string): string {
    if (!this.defs.has(id)) this.defs.set(id, body);
    return id;
  }
  /**
   * Place a symbol (authored in cm, origin at its base centre, y down) at a world point,
   * scaled by perspective. The stroke width is compensated so lines keep the standard weight.
   */
  use(id: string, x: number, y: number, z: number, scale = 1, a = '', flip = false): void {
    const [X, Y] = this.P(x, y, z);
    const k = this.k(z) * scale;
    const sc = flip ? `${fmt3(-k)} ${fmt3(k)}` : fmt3(k);
    this.add(`<use href="#${id}" transform="translate(${fmt(X)} ${fmt(Y)}) scale(${sc})" stroke-width="${fmt3(this.sw / k)}"${a}/>`);
  }

  /** Collect everything drawn by fn as one depth-sorted object (larger key = nearer). */
  item(key: number, fn: () => void): void {
    if (this.nest > 0) {
      fn();
      return;
    }
    this.nest++;
    const buf: string[] = [];
    const prev = this.cur;
    this.cur = buf;
    fn();
    this.nest--;
    this.cur = prev;
    this.items.push({ k: key, o: this.key++, svg: buf });
  }
  on(layer: Layer, fn: () => void): void {
    const prev = this.cur;
    this.cur = layer === 'bg' ? this.bg : layer === 'decor' ? this.decor : layer === 'fx' ? this.fx : this.cur;
    fn();
    this.cur = prev;
  }

  /** Clip path id of the floor / right wall polygons (for shadows). */
  private floorD(): string {
    return this.d([
      [0, 0, 0],
      [this.W, 0, 0],
      [this.W, 0, this.zF],
      [0, 0, this.zF],
    ]);
  }
  private rightD(): string {
    return this.d([
      [this.W, 0, 0],
      [this.W, this.H, 0],
      [this.W, this.H, this.zF],
      [this.W, 0, this.zF],
    ]);
  }

  toSvg(): string {
    const sw = fmt(this.sw);
    const items = [...this.items].sort((a, b) => a.k - b.k || a.o - b.o).flatMap((i) => i.svg);
    let defs = [...this.defs.values()].join('');
    let sh = '';
    if (this.floorSh.length) {
      defs += `<clipPath id="cf"><path d="${this.floorD()}"/></clipPath>`;
      sh += `<g clip-path="url(#cf)" fill="${C.ink}" opacity=".12" stroke="none">${this.floorSh.join('')}</g>`;
    }
    if (this.rightSh.length) {
      defs += `<clipPath id="cr"><path d="${this.rightD()}"/></clipPath>`;
      sh += `<g clip-path="url(#cr)" fill="${C.ink}" opacity=".08" stroke="none">${this.rightSh.join('')}</g>`;
    }
    return (
      `<svg xmlns="http://www.w3.org/2000/svg" width="${this.w}" height="${this.h}" viewBox="0 0 ${this.w} ${this.h}">` +
      (defs ? `<defs>${defs}</defs>` : '') +
      `<g stroke="${C.ink2}" stroke-width="${sw}" stroke-linejoin="round" stroke-linecap="round">` +
      this.bg.join('') +
      this.decor.join('') +
      sh +
      items.join('') +
      this.fx.join('') +
      `</g></svg>`
    );
  }
}

function fmt2(n: number): string {
  return String(Math.round(n * 100) / 100);
}
function fmt3(n: number): string {
  return String(Math.round(n * 1000) / 1000);
}

/** Compact number: one decimal, no leading zero. */
export function num(n: number): string {
  return fmt(n).replace(/^(-?)0\./, '$1.');
}
function join(a: string, b: string): string {
  if (!a) return b;
  if (b.startsWith('-') || (b.startsWith('.') && /\.\d*$/.test(a.split(/[^\d.]/).pop() ?? ''))) return a + b;
  return `${a} ${b}`;
}
/** Path data with the first point absolute and the rest relative (h/v where possible). */
export function pathData(pts: Pt[], close: boolean): string {
  let out = '';
  let px = 0;
  let py = 0;
  let last = '';
  pts.forEach(([x, y], i) => {
    const X = Math.round(x * 10);
    const Y = Math.round(y * 10);
    if (i === 0) {
      out = `M${join(num(X / 10), num(Y / 10))}`;
      last = 'M';
    } else {
      const dx = X - px;
      const dy = Y - py;
      if (dx === 0 && dy === 0) return;
      let cmd: string;
      let args: string;
      if (dy === 0) {
        cmd = 'h';
        args = num(dx / 10);
      } else if (dx === 0) {
        cmd = 'v';
        args = num(dy / 10);
      } else {
        cmd = 'l';
        args = join(num(dx / 10), num(dy / 10));
      }
      out = cmd === last && cmd === 'l' ? join(out, args) : out + cmd + args;
      last = cmd;
    }
    px = X;
    py = Y;
  });
  return close ? `${out}z` : out;
}

export function convexHull(points: Pt[]): Pt[] {
  const p = [...points].sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  if (p.length < 3) return p;
  const cross = (o: Pt, a: Pt, b: Pt) => (a[0] - o[0]) * (b[1] - o[1]) - (a[1] - o[1]) * (b[0] - o[0]);
  const lower: Pt[] = [];
  for (const q of p) {
    while (lower.length >= 2 && cross(lower[lower.length - 2]!, lower[lower.length - 1]!, q) <= 0) lower.pop();
    lower.push(q);
  }
  const upper: Pt[] = [];
  for (const q of [...p].reverse()) {
    while (upper.length >= 2 && cross(upper[upper.length - 2]!, upper[upper.length - 1]!, q) <= 0) upper.pop();
    upper.push(q);
  }
  upper.pop();
  lower.pop();
  return lower.concat(upper);
}
