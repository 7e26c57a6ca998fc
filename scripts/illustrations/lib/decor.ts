/** Soft furnishings and accessories: plants, lamps, art, books, vases, patterns, glass. */
import { C, fmt, rng, shade, tint } from './core.ts';
import type { Scene, V3 } from './core.ts';
import type { Fr } from './furniture.ts';
import { blur } from './room.ts';

const n1 = (v: number) => Math.round(v);

/** Leaf outline (symbol units: cm, y down) from base (bx,by), angle in degrees from straight up. Returns [outline, midrib]. */
function leafD(bx: number, by: number, len: number, wid: number, ang: number): [string, string] {
  const a = (ang * Math.PI) / 180;
  const dx = Math.sin(a);
  const dy = -Math.cos(a);
  const nx = Math.cos(a);
  const ny = Math.sin(a);
  const p = (t: number, o: number) => `${n1(bx + dx * len * t + nx * wid * o)} ${n1(by + dy * len * t + ny * wid * o)}`;
  const d = `M${p(0, 0)}C${p(0.25, 1.15)} ${p(0.85, 1.1)} ${p(1, 0)}C${p(0.85, -1.1)} ${p(0.25, -1.15)} ${p(0, 0)}Z`;
  return [d, `M${p(0.1, 0)}L${p(0.8, 0)}`];
}

/** Leaves grouped by colour (one path per colour) with all midribs in one path. */
class Leaves {
  by = new Map<string, string>();
  ribs = '';
  add(bx: number, by: number, len: number, wid: number, ang: number, fill: string, rib = true): void {
    const [d, r] = leafD(bx, by, len, wid, ang);
    this.by.set(fill, (this.by.get(fill) ?? '') + d);
    if (rib) this.ribs += r;
  }
  svg(): string {
    let out = '';
    for (const [f, d] of this.by) out += `<path d="${d}" fill="${f}"/>`;
    if (this.ribs) out += `<path d="${this.ribs}" fill="none" stroke-width=".5" stroke="${shade(C.sageD, 0.3)}"/>`;
    return out;
  }
}

const GREENS = [C.sage, C.sageD, tint(C.sage, 0.25), shade(C.sage, 0.12)];

export type PlantKind = 'fig' | 'bush' | 'snake' | 'trail' | 'sprig';

/** Define a foliage symbol (grows up from its origin). */
export function plantDef(s: Scene, kind: PlantKind): string {
  const id = `p-${kind}`;
  if (s.defs.has(id)) return id;
  const r = rng(kind.length * 17 + 3);
  let g = '';
  const L = new Leaves();
  if (kind === 'fig') {
    g += `<path d="M0 0Q-3-60 2-110Q5-140 1-160" fill="none" stroke="${C.woodD}" stroke-width="2.2"/>`;
    for (let i = 0; i < 17; i++) {
      const y = -52 - i * 6.6 - r() * 3;
      const side = i % 2 ? 1 : -1;
      const x = i < 8 ? -1 : 2;
      L.add(x, y, 24 + r() * 9, 10 + r() * 3, side * (30 + r() * 45), GREENS[Math.floor(r() * 4)]!);
    }
    L.add(1, -158, 26, 10, 5, C.sage);
  } else if (kind === 'bush') {
    let stems = '';
    for (let i = 0; i < 13; i++) {
      const ang = -78 + (156 * i) / 12 + (r() - 0.5) * 10;
      const a = (ang * Math.PI) / 180;
      const sl = 14 + r() * 26;
      const bx = Math.sin(a) * sl * 0.7;
      const by = -Math.cos(a) * sl - 4;
      stems += `M0-2L${n1(bx)} ${n1(by)}`;
      L.add(bx, by, 30 + r() * 16, 13 + r() * 6, ang * 1.05, GREENS[(i * 3) % 4]!);
    }
    g += `<path d="${stems}" fill="none" stroke="${C.sageD}" stroke-width="1"/>`;
  } else if (kind === 'snake') {
    for (let i = 0; i < 9; i++) {
      const ang = -20 + (40 * i) / 8 + (r() - 0.5) * 6;
      L.add(-8 + i * 2, 0, 55 + r() * 35, 4.5 + r() * 2, ang, i % 3 === 1 ? C.sage : i % 3 === 2 ? shade(C.sageD, 0.1) : C.sageD, false);
    }
  } else if (kind === 'trail') {
    for (const side of [-1, 1]) {
      let d = `M${side * 6} 0`;
      const pts: [number, number][] = [];
      for (let i = 1; i <= 7; i++) {
        const x = side * (10 + i * 2.5 + Math.sin(i) * 2);
        const y = i * 7;
        d += `L${n1(x)} ${n1(y)}`;
        pts.push([x, y]);
      }
      g += `<path d="${d}" fill="none" stroke="${C.sageD}" stroke-width="0.6"/>`;
      pts.forEach(([x, y], i) => L.add(x, y, 7, 3.4, side * (110 + (i % 2) * 40), GREENS[i % 4]!, false));
    }
    for (let i = 0; i < 7; i++) L.add(-9 + i * 3, 0, 9 + r() * 4, 3.6, -60 + i * 20, GREENS[i % 4]!, false);
  } else {
    // sprig: a few stems in a vase
    for (let i = 0; i < 3; i++) {
      const ang = -22 + i * 22;
      const a = (ang * Math.PI) / 180;
      const ex = Math.sin(a) * 40;
      const ey = -Math.cos(a) * 40;
      g += `<path d="M0 0Q${n1(ex * 0.2)} ${n1(ey * 0.5)} ${n1(ex)} ${n1(ey)}" fill="none" stroke="${C.sageD}" stroke-width="0.7"/>`;
      for (let k = 1; k <= 4; k++) {
        const t = k / 4.4;
        L.add(ex * t * 0.9, ey * t, 7, 2.6, ang + (k % 2 ? 45 : -45), GREENS[(i + k) % 4]!, false);
      }
    }
  }
  g += L.svg();
  return s.def(id, `<g id="${id}">${g}</g>`);
}

/** Pot with a plant. (x, y, z) is the base of the pot; h pot height, r pot radius. */
export function plant(
  s: Scene,
  kind: PlantKind,
  x: number,
  y: number,
  z: number,
  o: { r?: number; h?: number; pot?: string; scale?: number; key?: number; sh?: boolean } = {},
): void {
  const pr = o.r ?? 18;
  const ph = o.h ?? 36;
  const pc = o.pot ?? C.clay;
  const id = plantDef(s, kind);
  s.item(o.key ?? z + pr, () => {
    if (o.sh !== false && y < 1) s.shadowBox(x - pr, x + pr, 0, ph + 40, z - pr, z + pr);
    s.use(id, x, y + ph - 4, z, o.scale ?? 1);
    pot(s, x, y, z, pr, ph, pc);
    if (kind === 'trail') s.use(id, x, y + ph - 4, z + pr * 0.9, (o.scale ?? 1) * 0.9);
  });
}

/** A slightly tapered pot seen front-on, with its rim. */
export function pot(s: Scene, x: number, y: number, z: number, r: number, h: number, col: string): void {
  const b = r * 0.78;
  s.pf(
    z,
    `M ${x - r} ${y + h} L ${x + r} ${y + h} L ${x + b} ${y + 2} Q ${x + b} ${y} ${x + b - 3} ${y} L ${x - b + 3} ${y} Q ${x - b} ${y} ${x - b} ${y + 2} Z`,
    col,
  );
  if (y + h < s.camY) s.ellH(x, y + h, z, r, shade(C.woodM, 0.35));
  s.pf(
    z,
    `M ${x - r * 0.55} ${y + h - 4} L ${x - b * 0.5} ${y + 4}`,
    'none',
    ` stroke="${tint(col, 0.3)}" stroke-width="${fmt(s.sw * 1.6)}"`,
  );
}

export type LampKind = 'dome' | 'globe' | 'cone' | 'drum' | 'ring';

/** Pendant lamp hanging from the ceiling at (x, z), shade bottom at height y. */
export function pendant(
  s: Scene,
  x: number,
  z: number,
  y: number,
  kind: LampKind,
  col: string = C.brass,
  size = 40,
  o: { key?: number; glow?: boolean; top?: number } = {},
): void {
  const r = size / 2;
  s.item(o.key ?? z, () => {
    s.lines(
      [
        [
          [x, o.top ?? s.H, z],
          [x, kind === 'globe' ? y + 2 * r : y + r, z],
        ],
      ],
      C.ink2,
      s.sw * 0.8,
    );
    if (kind === 'dome') {
      s.pf(
        z,
        `M ${x - r} ${y} C ${x - r} ${y + r * 0.9} ${x - r * 0.35} ${y + r * 0.95} ${x} ${y + r * 0.95} C ${x + r * 0.35} ${y + r * 0.95} ${x + r} ${y + r * 0.9} ${x + r} ${y} Z`,
        col,
      );
      if (y > s.camY) s.ellH(x, y, z, r, tint(C.brassL, 0.5));
      s.pf(
        z,
        `M ${x - r * 0.6} ${y + r * 0.55} Q ${x - r * 0.35} ${y + r * 0.8} ${x} ${y + r * 0.85}`,
        'none',
        ` stroke="${tint(col, 0.35)}" stroke-width="${fmt(s.sw * 1.3)}"`,
      );
    } else if (kind === 'cone') {
      s.pf(z, `M ${x - r} ${y} L ${x - r * 0.2} ${y + r * 1.3} L ${x + r * 0.2} ${y + r * 1.3} L ${x + r} ${y} Z`, col);
      if (y > s.camY) s.ellH(x, y, z, r, tint(C.brassL, 0.5));
    } else if (kind === 'drum') {
      s.rf(x - r, y, x + r, y + r * 0.8, z, col);
      if (y > s.camY) s.ellH(x, y, z, r, tint(C.brassL, 0.5));
    } else if (kind === 'ring') {
      s.ellH(x, y, z, r, 'none', ` stroke="${col}" stroke-width="${fmt(s.k(z) * 3)}"`);
      s.ellH(x, y, z, r, 'none', ` stroke="${tint(C.brassL, 0.6)}" stroke-width="${fmt(s.k(z) * 1)}"`);
    } else {
      s.rf(x - 2, y + r * 2, x + 2, y + r * 2 + 4, z, col);
      s.cf(x, y + r, z, r, tint(C.brassL, 0.72));
      s.pf(
        z,
        `M ${x - r * 0.5} ${y + r * 1.5} Q ${x - r * 0.7} ${y + r} ${x - r * 0.45} ${y + r * 0.5}`,
        'none',
        ` stroke="${C.off}" stroke-width="${fmt(s.sw * 1.5)}"`,
      );
    }
  });
  if (o.glow !== false) glow(s, x, kind === 'globe' ? y + r : y, z, kind === 'globe' ? r * 1.5 : r * 1.2);
}

/** Warm light halo (blurred, on top of everything). */
export function glow(s: Scene, x: number, y: number, z: number, r: number, op = 0.5): void {
  const g = blur(s, 'g2');
  s.on('fx', () => s.cf(x, y, z, r, tint(C.brassL, 0.2), ` stroke="none" opacity="${op}" filter="url(#${g})"`));
}

/** Floor lamp at (x, z): a brass arc with a dome, or a tripod with a linen drum. */
export function floorLamp(
  s: Scene,
  x: number,
  z: number,
  kind: 'arc' | 'tripod',
  o: { dir?: 1 | -1; key?: number; shade?: string } = {},
): void {
  const dir = o.dir ?? 1;
  s.item(o.key ?? z + 10, () => {
    if (kind === 'arc') {
      s.shadowBox(x - 14, x + 14, 0, 6, z - 14, z + 14);
      s.cyl(x, z, 15, 0, 5, tint(C.line, 0.2));
      const k = s.k(z);
      s.pf(
        z,
        `M ${x} 5 L ${x} 150 Q ${x} 200 ${x + dir * 55} 198 Q ${x + dir * 92} 195 ${x + dir * 98} 168`,
        'none',
        ` stroke="${C.brass}" stroke-width="${fmt(k * 2.2)}"`,
      );
      const cx = x + dir * 98;
      const y = 136;
      s.pf(
        z,
        `M ${cx - 20} ${y} C ${cx - 20} ${y + 18} ${cx - 7} ${y + 19} ${cx} ${y + 19} C ${cx + 7} ${y + 19} ${cx + 20} ${y + 18} ${cx + 20} ${y} Z`,
        o.shade ?? C.brass,
      );
      if (y > s.camY) s.ellH(cx, y, z, 20, tint(C.brassL, 0.5));
    } else {
      const top: V3 = [x, 128, z];
      const legs: V3[][] = [0, 2.1, 4.2].map((a) => [[x + Math.cos(a) * 24, 0, z + Math.sin(a) * 24], top]);
      s.shadowBox(x - 16, x + 16, 0, 150, z - 16, z + 16);
      s.lines(legs, C.woodD, s.k(z) * 2.2);
      s.pf(z, `M ${x - 22} 124 L ${x + 22} 124 L ${x + 18} 160 L ${x - 18} 160 Z`, o.shade ?? tint(C.sand, 0.3));
    }
  });
  if (kind === 'arc') glow(s, x + dir * 98, 140, z, 34);
  else glow(s, x, 142, z, 30, 0.45);
}

/** Table lamp standing at (x, y, z). */
export function tableLamp(
  s: Scene,
  x: number,
  y: number,
  z: number,
  o: { base?: string; shade?: string; key?: number; h?: number } = {},
): void {
  const h = o.h ?? 1;
  s.item(o.key ?? z + 12, () => {
    s.pf(
      z,
      `M ${x - 5 * h} ${y} L ${x + 5 * h} ${y} Q ${x + 11 * h} ${y + 12 * h} ${x + 3 * h} ${y + 24 * h} L ${x - 3 * h} ${y + 24 * h} Q ${x - 11 * h} ${y + 12 * h} ${x - 5 * h} ${y} Z`,
      o.base ?? C.brass,
    );
    s.pf(
      z,
      `M ${x - 16 * h} ${y + 24 * h} L ${x + 16 * h} ${y + 24 * h} L ${x + 11 * h} ${y + 44 * h} L ${x - 11 * h} ${y + 44 * h} Z`,
      o.shade ?? tint(C.sand, 0.3),
    );
  });
  glow(s, x, y + 32 * h, z, 26 * h, 0.45);
}

export type ArtKind = 'arch' | 'hills' | 'bars' | 'circle' | 'leaf';

/** Framed abstract artwork on a frontal plane. */
export function art(
  s: Scene,
  x0: number,
  y0: number,
  x1: number,
  y1: number,
  z: number,
  kind: ArtKind,
  o: { frame?: string; mat?: boolean; bg?: string; accent?: string } = {},
): void {
  const fc = o.frame ?? C.woodD;
  s.rf(x0, y0, x1, y1, z, fc);
  const m = o.mat === false ? 1.5 : Math.min(x1 - x0, y1 - y0) * 0.1;
  const a = x0 + m;
  const b = x1 - m;
  const c = y0 + m;
  const d = y1 - m;
  const w = b - a;
  const h = d - c;
  const bg = o.bg ?? tint(C.sand, 0.4);
  const acc = o.accent ?? C.clay;
  s.rf(a, c, b, d, z, bg);
  const ns = ' stroke="none"';
  if (kind === 'arch') {
    const aw = w * 0.42;
    const ax = a + w * 0.22;
    s.pf(
      z,
      `M ${ax} ${c} L ${ax} ${c + h * 0.5} Q ${ax} ${c + h * 0.5 + aw * 1.0} ${ax + aw / 2} ${c + h * 0.5 + aw * 1.0} Q ${ax + aw} ${c + h * 0.5 + aw * 1.0} ${ax + aw} ${c + h * 0.5} L ${ax + aw} ${c} Z`,
      acc,
      ns,
    );
    s.cf(a + w * 0.72, c + h * 0.72, z, w * 0.11, C.brassL, ns);
    s.rf(a + w * 0.5, c, b, c + h * 0.12, z, tint(C.sage, 0.2), ns);
  } else if (kind === 'hills') {
    s.cf(a + w * 0.68, c + h * 0.62, z, Math.min(w, h) * 0.14, C.brassL, ns);
    s.pf(
      z,
      `M ${a} ${c} L ${a} ${c + h * 0.42} Q ${a + w * 0.3} ${c + h * 0.62} ${a + w * 0.55} ${c + h * 0.4} Q ${a + w * 0.8} ${c + h * 0.22} ${b} ${c + h * 0.36} L ${b} ${c} Z`,
      tint(C.sage, 0.15),
      ns,
    );
    s.pf(z, `M ${a} ${c} L ${a} ${c + h * 0.22} Q ${a + w * 0.45} ${c + h * 0.36} ${b} ${c + h * 0.16} L ${b} ${c} Z`, C.sageD, ns);
  } else if (kind === 'bars') {
    s.rf(a + w * 0.18, c + h * 0.14, a + w * 0.34, c + h * 0.78, z, acc, ns);
    s.rf(a + w * 0.42, c + h * 0.14, a + w * 0.58, c + h * 0.56, z, C.sageD, ns);
    s.rf(a + w * 0.66, c + h * 0.14, a + w * 0.82, c + h * 0.88, z, C.brassL, ns);
  } else if (kind === 'circle') {
    s.cf(a + w * 0.5, c + h * 0.55, z, Math.min(w, h) * 0.3, acc, ns);
    s.rf(a, c, b, c + h * 0.42, z, tint(C.sand, 0.1), ns);
    s.pf(
      z,
      `M ${a + w * 0.1} ${c + h * 0.42} L ${b - w * 0.1} ${c + h * 0.42}`,
      'none',
      ` stroke="${C.ink2}" stroke-width="${fmt(s.sw * 0.8)}"`,
    );
  } else {
    const cx = a + w / 2;
    s.pf(
      z,
      `M ${cx} ${c + h * 0.1} C ${cx + w * 0.45} ${c + h * 0.35} ${cx + w * 0.2} ${c + h * 0.85} ${cx} ${c + h * 0.92} C ${cx - w * 0.2} ${c + h * 0.85} ${cx - w * 0.45} ${c + h * 0.35} ${cx} ${c + h * 0.1} Z`,
      acc === C.clay ? C.sage : acc,
      ns,
    );
    s.pf(z, `M ${cx} ${c + h * 0.05} L ${cx} ${c + h * 0.86}`, 'none', ` stroke="${C.sageD}" stroke-width="${fmt(s.sw * 0.9)}"`);
  }
  s.rf(a, c, b, d, z, 'none', ` stroke-width="${fmt(s.sw * 0.7)}"`);
}

const BOOKS = [C.sageD, C.clay, tint(C.sand, 0.1), C.brassL, C.grey, tint(C.sage, 0.2), C.woodM, C.line, shade(C.clay, 0.15)];

/** A row of books standing on a shelf (frame plane w = front of books). */
export function books(s: Scene, fr: Fr, u0: number, u1: number, y: number, w: number, seed: number, o: { hMax?: number } = {}): void {
  const r = rng(seed);
  let u = u0;
  const hMax = o.hMax ?? 28;
  while (u < u1 - 3) {
    if (r() < 0.14 && u1 - u > 22) {
      // a small stack lying flat
      let yy = y;
      for (let i = 0; i < 3; i++) {
        const t = 3 + r() * 2;
        fr.rect(u + i, u + 18 - i, yy, yy + t, w, BOOKS[Math.floor(r() * BOOKS.length)]!);
        yy += t;
      }
      u += 22;
      continue;
    }
    const bw = 3.5 + r() * 3.5;
    const bh = hMax * (0.65 + r() * 0.35);
    fr.rect(u, u + bw, y, y + bh, w, BOOKS[Math.floor(r() * BOOKS.length)]!);
    u += bw;
  }
}

export type VaseKind = 'round' | 'bottle' | 'bowl' | 'jar';
export function vaseDef(s: Scene, kind: VaseKind): string {
  const id = `v-${kind}`;
  const body =
    kind === 'round'
      ? 'M-4 0H4Q12-2 12-11Q12-20 4-22V-26H-4V-22Q-12-20-12-11Q-12-2-4 0Z'
      : kind === 'bottle'
        ? 'M-5 0H5Q8-1 8-6V-20Q8-24 3-26V-36H-3V-26Q-8-24-8-20V-6Q-8-1-5 0Z'
        : kind === 'bowl'
          ? 'M-6 0H6Q14-3 15-10H-15Q-14-3-6 0Z'
          : 'M-8 0H8V-18Q8-20 6-20V-22H-6V-20Q-8-20-8-18Z';
  return s.def(id, `<path id="${id}" d="${body}"/>`);
}
/** Small ceramic or brass object on a surface. */
export function vase(s: Scene, kind: VaseKind, x: number, y: number, z: number, col: string, scale = 1, key?: number): void {
  s.item(key ?? z + 60, () => s.use(vaseDef(s, kind), x, y, z, scale, ` fill="${col}"`));
}

/** Pattern of vertical flutes for a frontal panel (width of one flute in px). */
export function flutes(s: Scene, px: number, col: string): string {
  const id = `fl${Math.round(px * 10)}${col.slice(1, 4)}`;
  const w = fmt(px);
  s.def(
    id,
    `<pattern id="${id}" width="${w}" height="10" patternUnits="userSpaceOnUse"><rect width="${w}" height="10" fill="${col}"/><rect width="${fmt(px * 0.22)}" height="10" fill="${shade(col, 0.18)}"/><rect x="${fmt(px * 0.22)}" width="${fmt(px * 0.2)}" height="10" fill="${tint(col, 0.18)}"/></pattern>`,
  );
  return `url(#${id})`;
}

/** Backlit jali (lattice) pattern: warm light showing through petal-shaped openings. */
export function jali(s: Scene, px: number, wood: string, light: string = tint(C.brassL, 0.35)): string {
  const id = `ja${Math.round(px * 10)}`;
  const t = fmt(px);
  const h = fmt(px / 2);
  const sw = fmt(px * 0.16);
  s.def(
    id,
    `<pattern id="${id}" width="${t}" height="${t}" patternUnits="userSpaceOnUse"><rect width="${t}" height="${t}" fill="${light}"/><g fill="none" stroke="${wood}" stroke-width="${sw}"><circle r="${h}"/><circle cx="${t}" r="${h}"/><circle cy="${t}" r="${h}"/><circle cx="${t}" cy="${t}" r="${h}"/><circle cx="${h}" cy="${h}" r="${h}"/></g></pattern>`,
  );
  return `url(#${id})`;
}

/** Glass panel in a frame plane with thin mullions and an optional frosted band. */
export function glass(
  s: Scene,
  fr: Fr,
  u0: number,
  u1: number,
  y0: number,
  y1: number,
  w: number,
  o: { mullions?: number; band?: [number, number]; frame?: string } = {},
): void {
  fr.rect(u0, u1, y0, y1, w, C.sky, ' fill-opacity=".38" stroke="none"');
  if (o.band) fr.rect(u0, u1, o.band[0], o.band[1], w, C.off, ' fill-opacity=".7" stroke="none"');
  const segs: [number, number, number][][] = [];
  const n = o.mullions ?? 2;
  for (let i = 1; i < n; i++) {
    const u = u0 + ((u1 - u0) * i) / n;
    segs.push([
      [u, y0, w],
      [u, y1, w],
    ]);
  }
  segs.push([
    [u0, y0, w],
    [u1, y0, w],
    [u1, y1, w],
    [u0, y1, w],
    [u0, y0, w],
  ]);
  fr.lines(segs, o.frame ?? C.ink2, s.sw * 1.6);
  // reflections
  const du = (u1 - u0) / n;
  const refl: [number, number, number][][] = [];
  for (let i = 0; i < n; i++) {
    const a = u0 + du * i;
    refl.push([
      [a + du * 0.2, y0 + (y1 - y0) * 0.3, w],
      [a + du * 0.45, y0 + (y1 - y0) * 0.62, w],
    ]);
    refl.push([
      [a + du * 0.3, y0 + (y1 - y0) * 0.25, w],
      [a + du * 0.5, y0 + (y1 - y0) * 0.5, w],
    ]);
  }
  fr.lines(refl, C.off, s.sw * 1.2, ' opacity=".8"');
}

/** Television (frontal), centred at x, bottom at y. */
export function tv(s: Scene, x: number, y: number, z: number, w: number, o: { glow?: boolean } = {}): void {
  s.item(z + 1, () => tvDraw(s, x, y, z, w, o));
}
function tvDraw(s: Scene, x: number, y: number, z: number, w: number, o: { glow?: boolean }): void {
  const h = w * 0.5625;
  if (o.glow) {
    const g = blur(s, 'g2');
    s.rf(x - w / 2 + 4, y + 4, x + w / 2 - 4, y + h - 4, z - 1, tint(C.brassL, 0.3), ` stroke="none" opacity=".8" filter="url(#${g})"`);
  }
  s.rf(x - w / 2, y, x + w / 2, y + h, z, C.ink);
  s.pf(z, `M ${x - w * 0.1} ${y + h} L ${x + w * 0.12} ${y + h} L ${x - w * 0.2} ${y} L ${x - w * 0.42} ${y} Z`, C.ink2, ' stroke="none"');
}

/** Task chair (frontal symbol) at floor point. */
export function taskChairDef(s: Scene): string {
  return s.def(
    'tch',
    `<g id="tch"><path d="M-2-44V-12M-26-3L0-12L26-3M-12 0L0-12L14 1" fill="none" stroke="${C.ink2}" stroke-width="2.4"/><rect x="-22" y="-104" width="44" height="50" rx="9"/><rect x="-25" y="-50" width="50" height="9" rx="4"/><circle cx="-26" cy="-2" r="2" fill="${C.ink2}"/><circle cx="26" cy="-2" r="2" fill="${C.ink2}"/></g>`,
  );
}
export function taskChair(s: Scene, x: number, z: number, col: string, key?: number): void {
  const id = taskChairDef(s);
  s.item(key ?? z + 10, () => {
    s.shadowBox(x - 22, x + 22, 0, 40, z - 20, z + 20);
    s.use(id, x, 0, z, 1, ` fill="${col}"`);
  });
}

/** Bar stool (frontal) at floor point. */
export function stool(s: Scene, x: number, z: number, h: number, col: string, key?: number): void {
  s.item(key ?? z + 20, () => {
    s.shadowBox(x - 16, x + 16, 0, 10, z - 16, z + 16);
    const k = s.k(z);
    s.pf(
      z,
      `M ${x - 15} 0 L ${x - 11} ${h} M ${x + 15} 0 L ${x + 11} ${h} M ${x - 13} ${h * 0.3} L ${x + 13} ${h * 0.3}`,
      'none',
      ` stroke="${C.ink2}" stroke-width="${fmt(k * 2.4)}"`,
    );
    s.cyl(x, z, 17, h, h + 5, col);
  });
}

/** Bentwood café chair (frontal symbol). */
export function cafeChair(s: Scene, x: number, z: number, col: string, key?: number): void {
  const id = s.def(
    'cch',
    `<g id="cch" fill="none" stroke-width="2.6"><path d="M-18 0L-16-46M18 0L16-46M-14 0L-12-44M14 0L12-44M-16-46V-84Q-16-96 0-96Q16-96 16-84V-46"/><path d="M-16-64H16M-16-76H16" stroke-width="1.6"/></g>`,
  );
  s.item(key ?? z + 20, () => {
    s.shadowBox(x - 20, x + 20, 0, 45, z - 20, z + 20);
    s.use(id, x, 0, z + 10, 1, ` stroke="${col}"`);
    s.ellH(x, 46, z, 21, tint(col, 0.25));
  });
}

/** Pooja accessories. */
export function bell(s: Scene, x: number, y: number, z: number, drop = 30): void {
  const id = s.def(
    'bell',
    `<g id="bell"><path d="M0-1V-40" stroke="${C.brass}" stroke-width="0.7" stroke-dasharray="1.6 1"/><path d="M-6 0Q-6-8 0-9Q6-8 6 0L7.5 3H-7.5Z" fill="${C.brass}" stroke-width=".5"/><circle cy="4.6" r="1.6" fill="${C.brassL}" stroke-width=".4"/></g>`,
  );
  s.item(z + 2, () => s.use(id, x, y - drop + 40, z, 1.4));
}
export function diya(s: Scene, x: number, y: number, z: number, scale = 1): void {
  const id = s.def(
    'diya',
    `<g id="diya"><path d="M-9-5Q0 3 9-5Q2-3-9-5Z" fill="${C.brass}" stroke-width=".6"/><path d="M0-6Q-3-10 0-16Q3-10 0-6Z" fill="${C.brassL}" stroke="${C.clay}" stroke-width=".5"/></g>`,
  );
  s.item(z + 2, () => s.use(id, x, y + 1, z, scale));
  glow(s, x, y + 10 * scale, z, 14 * scale, 0.7);
}
export function kalash(s: Scene, x: number, y: number, z: number, scale = 1): void {
  const id = s.def(
    'kal',
    `<g id="kal"><path d="M-3-16Q-8-22-12-20M3-16Q8-22 12-20M0-17Q0-24 0-26" fill="none" stroke="${C.sageD}" stroke-width="1.8"/><path d="M-5 0H5Q11-3 11-9Q11-14 4-15V-17H-4V-15Q-11-14-11-9Q-11-3-5 0Z" fill="${C.brass}" stroke-width=".6"/><circle cy="-19" r="3" fill="${C.clay}" stroke-width=".5"/></g>`,
  );
  s.item(z + 2, () => s.use(id, x, y, z, scale));
}

/** Rangoli: concentric dotted rings and petals on the floor around (x, z). */
export function rangoli(s: Scene, x: number, z: number, r: number): void {
  s.on('decor', () => {
    s.ellH(x, 0.3, z, r, tint(C.clay, 0.55), ' stroke="none"');
    s.ellH(x, 0.4, z, r * 0.78, tint(C.brassL, 0.35), ' stroke="none"');
    const pet: V3[][] = [];
    for (let i = 0; i < 8; i++) {
      const a = (i * Math.PI) / 4;
      const p = (rr: number, da: number): V3 => [x + Math.cos(a + da) * rr, 0.5, z + Math.sin(a + da) * rr];
      pet.push([p(r * 0.18, 0), p(r * 0.5, 0.22), p(r * 0.7, 0), p(r * 0.5, -0.22), p(r * 0.18, 0)]);
    }
    for (const p of pet) s.poly(p, C.clay, ` stroke-width="${fmt(s.sw * 0.5)}"`);
    s.ellH(x, 0.6, z, r * 0.2, C.sageD, ' stroke="none"');
    for (let i = 0; i < 24; i++) {
      const a = (i * Math.PI) / 12;
      s.ellH(x + Math.cos(a) * r * 0.9, 0.5, z + Math.sin(a) * r * 0.9, r * 0.035, C.off, ' stroke="none"');
    }
  });
}

/** Toran: a string of mango leaves hung along the top of a frontal opening. */
export function toran(s: Scene, x0: number, x1: number, y: number, z: number): void {
  const n = Math.max(5, Math.round((x1 - x0) / 9));
  s.pf(z, `M ${x0} ${y} Q ${(x0 + x1) / 2} ${y - 4} ${x1} ${y}`, 'none', ` stroke="${C.brass}" stroke-width="${fmt(s.sw * 0.8)}"`);
  let d = '';
  for (let i = 0; i <= n; i++) {
    const x = x0 + ((x1 - x0) * i) / n;
    const yy = y - 4 * (1 - Math.pow((2 * i) / n - 1, 2));
    const l = i % 2 ? 9 : 12;
    d += `M ${x} ${yy} Q ${x + 3} ${yy - l * 0.5} ${x} ${yy - l} Q ${x - 3} ${yy - l * 0.5} ${x} ${yy} `;
  }
  s.pf(z, d, C.sageD, ` stroke-width="${fmt(s.sw * 0.5)}"`);
  for (let i = 0; i < n; i += 2) {
    const x = x0 + ((x1 - x0) * (i + 1)) / n;
    s.cf(x, y - 2 - 4 * (1 - Math.pow((2 * (i + 1)) / n - 1, 2)), z, 1.6, C.clay, ' stroke="none"');
  }
}

/** Standing brass oil lamp (kuthuvilakku) on the floor at (x, z). */
export function oilLamp(s: Scene, x: number, z: number, scale = 1): void {
  const id = s.def(
    'lamp',
    `<g id="lamp" fill="${C.brass}" stroke-width=".6"><path d="M-14 0H14Q14-4 6-6H-6Q-14-4-14 0Z"/><path d="M-2.2-6V-58H2.2V-6Z"/><path d="M-5-26H5V-22H-5ZM-4-44H4V-40H-4Z"/><path d="M-12-58H12Q10-64 0-64Q-10-64-12-58Z"/><path d="M0-64V-78M-3-74H3" fill="none"/><circle cy="-80" r="2.6"/></g>`,
  );
  s.item(z + 5, () => {
    s.shadowBox(x - 8, x + 8, 0, 60, z - 8, z + 8);
    s.use(id, x, 0, z, scale);
  });
  const fl = s.def('flm', `<path id="flm" d="M0 0Q-2-3 0-7Q2-3 0 0Z" fill="${C.brassL}" stroke="${C.clay}" stroke-width=".4"/>`);
  s.item(z + 6, () => {
    for (const dx of [-10, 0, 10]) s.use(fl, x + dx * scale, 63 * scale, z, scale);
  });
  glow(s, x, 66 * scale, z, 22 * scale, 0.6);
}

/** Chandelier: a brass ring with hanging globes, centred at (x, z), ring at height y. */
export function chandelier(s: Scene, x: number, z: number, y: number, r: number, n = 8, top = s.H): void {
  s.item(z + 500, () => {
    s.lines(
      [
        [
          [x, top, z],
          [x, y + 30, z],
        ],
      ],
      C.ink2,
      s.sw * 0.8,
    );
    const pts: [number, number][] = [];
    for (let i = 0; i < n; i++) {
      const a = (i * 2 * Math.PI) / n;
      pts.push([x + Math.cos(a) * r, z + Math.sin(a) * r]);
    }
    const arms: V3[][] = pts.map(([px, pz]) => [
      [x, y + 30, z],
      [px, y + 6, pz],
    ]);
    s.lines(arms, C.brass, s.sw * 0.9);
    pts.sort((a, b) => a[1] - b[1]);
    for (const [px, pz] of pts) {
      s.lines(
        [
          [
            [px, y + 6, pz],
            [px, y - 4, pz],
          ],
        ],
        C.brass,
        s.sw * 1.2,
      );
      s.cf(px, y - 10, pz, 6, tint(C.brassL, 0.7));
    }
  });
  glow(s, x, y - 8, z, r * 1.6, 0.5);
}
