#!/usr/bin/env node
/**
 * generate-media.mjs — deterministically renders every image and video the site uses.
 *
 *   npm run media              (from the repository root): the sample page's pictures into
 *                              src/test/fixtures/media/, the hero video and favicon into public/
 *   npm run media -- --content  the pictures into src/content/media/ too, replacing the owner's
 *
 * Everything is drawn from code: SVG strings rasterised by sharp (librsvg), raw pixel
 * buffers for the Mandelbrot set and the hero loop, and ffmpeg (libx264) for the video.
 * Every random choice comes from a seeded PRNG (mulberry32), so running the script twice
 * produces byte-identical images. Requires `ffmpeg`/`ffprobe` on PATH and the Inter /
 * DejaVu fonts installed for librsvg text rendering.
 */
import { spawn, spawnSync } from 'node:child_process';
import { once } from 'node:events';
import { cpSync, mkdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const PUBLIC_DIR = path.join(ROOT, 'public');
const MEDIA_DIR = path.join(PUBLIC_DIR, 'media');
// The sample page's pictures are the tests' (src/test/fixtures/media/); with --content they also
// replace the owner's folder (src/content/media/), the sample a fork starts from.
const CONTENT_MEDIA_DIR = path.join(ROOT, 'src', 'content', 'media');
const PICTURES_DIR = path.join(ROOT, 'src', 'test', 'fixtures', 'media');

sharp.cache(false);

/* ========================================================================== */
/* Palette, fonts and small numeric helpers                                   */
/* ========================================================================== */

const P = {
  navy: '#0b1020',
  navy2: '#141a33',
  indigo: '#4f46e5',
  violet: '#7c3aed',
  pink: '#db2777',
  teal: '#14b8a6',
  amber: '#f59e0b',
  surface: '#f8fafc',
  white: '#ffffff',
  ink: '#0f172a',
  muted: '#475569',
  faint: '#94a3b8',
  line: '#e2e8f0',
  canvas: '#f1f5f9',
  // tints used for chips and highlights
  indigo50: '#eef2ff',
  indigo100: '#e0e7ff',
  indigo200: '#c7d2fe',
  violet50: '#f5f3ff',
  violet100: '#ede9fe',
  pink50: '#fdf2f8',
  pink100: '#fce7f3',
  teal50: '#f0fdfa',
  teal100: '#ccfbf1',
  amber50: '#fffbeb',
  amber100: '#fef3c7',
  red: '#e11d48',
};

const FONT = {
  sans: 'Inter, DejaVu Sans, sans-serif',
  mono: 'DejaVu Sans Mono, monospace',
};

/** mulberry32: tiny, fast, good-enough seeded PRNG returning floats in [0, 1). */
function mulberry32(seed) {
  let a = seed >>> 0;
  return function next() {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Convenience wrapper around mulberry32 with range / int / pick / gaussian helpers. */
function createRng(seed) {
  const next = mulberry32(seed);
  const rng = {
    next,
    range: (min, max) => min + (max - min) * next(),
    int: (min, max) => Math.floor(min + (max - min + 1) * next()),
    pick: (list) => list[Math.floor(next() * list.length)],
    /** Approximately normal (Irwin–Hall with 4 samples), mean 0, sd ~1. */
    normal: () => (next() + next() + next() + next() - 2) * 1.732,
  };
  return rng;
}

const TAU = Math.PI * 2;
const clamp = (v, lo, hi) => Math.min(hi, Math.max(lo, v));
const lerp = (a, b, t) => a + (b - a) * t;
const smoothstep = (t) => t * t * (3 - 2 * t);
const round2 = (v) => Math.round(v * 100) / 100;
const sum = (list) => list.reduce((a, b) => a + b, 0);

function hexToRgb(hex) {
  const n = parseInt(hex.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

function rgbToHex([r, g, b]) {
  return `#${[r, g, b].map((c) => clamp(Math.round(c), 0, 255).toString(16).padStart(2, '0')).join('')}`;
}

function mixHex(a, b, t) {
  const ca = hexToRgb(a);
  const cb = hexToRgb(b);
  return rgbToHex(ca.map((c, i) => lerp(c, cb[i], t)));
}

/** Sample a multi-stop gradient (array of hex colours, evenly spaced) at t ∈ [0, 1]. */
function rampColor(stops, t) {
  const x = clamp(t, 0, 1) * (stops.length - 1);
  const i = Math.min(Math.floor(x), stops.length - 2);
  return mixHex(stops[i], stops[i + 1], x - i);
}

const fmtInt = (v) => Math.round(v).toLocaleString('en-US');
const fmtK = (v) => (Math.abs(v) >= 1000 ? `${round2(v / 1000).toString()}K` : `${Math.round(v)}`);

/* ========================================================================== */
/* SVG building blocks                                                        */
/* ========================================================================== */

const CAMEL_ATTRS = new Set(['viewBox', 'gradientUnits', 'gradientTransform', 'stdDeviation', 'preserveAspectRatio', 'patternUnits']);

const esc = (s) => String(s).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** el('rect', { x: 1, strokeWidth: 2 }) → <rect x="1" stroke-width="2"/> (camelCase → kebab-case). */
function el(tag, attrs = {}, children = '') {
  let out = `<${tag}`;
  for (const [key, value] of Object.entries(attrs)) {
    if (value === undefined || value === null || value === false) continue;
    const name = CAMEL_ATTRS.has(key) ? key : key.replace(/[A-Z]/g, (m) => `-${m.toLowerCase()}`);
    out += ` ${name}="${typeof value === 'number' ? round2(value) : value}"`;
  }
  return children === '' ? `${out}/>` : `${out}>${children}</${tag}>`;
}

function svgDoc(width, height, body, defs = '') {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${
    defs ? `<defs>${defs}</defs>` : ''
  }${body}</svg>`;
}

function text(x, y, str, { size = 14, weight = 400, fill = P.ink, anchor, family = FONT.sans, opacity, spacing, decoration } = {}) {
  return el(
    'text',
    { x, y, fontFamily: family, fontSize: size, fontWeight: weight, fill, textAnchor: anchor, opacity, letterSpacing: spacing, textDecoration: decoration },
    esc(str),
  );
}

function rect(x, y, w, h, { r, fill = 'none', stroke, sw, opacity, filter, dash } = {}) {
  return el('rect', { x, y, width: w, height: h, rx: r, fill, stroke, strokeWidth: sw, opacity, filter, strokeDasharray: dash });
}

function circle(cx, cy, r, { fill = 'none', stroke, sw, opacity } = {}) {
  return el('circle', { cx, cy, r, fill, stroke, strokeWidth: sw, opacity });
}

function line(x1, y1, x2, y2, { stroke = P.line, sw = 1, dash, opacity, cap } = {}) {
  return el('line', { x1, y1, x2, y2, stroke, strokeWidth: sw, strokeDasharray: dash, opacity, strokeLinecap: cap });
}

function linearGradient(id, stops, { x1 = 0, y1 = 0, x2 = 1, y2 = 1 } = {}) {
  const body = stops
    .map((s, i) => {
      const [color, opacity] = Array.isArray(s) ? s : [s, undefined];
      return el('stop', { offset: stops.length === 1 ? 0 : i / (stops.length - 1), stopColor: color, stopOpacity: opacity });
    })
    .join('');
  return el('linearGradient', { id, x1, y1, x2, y2 }, body);
}

function shadowFilter(id, { dy = 4, blur = 8, opacity = 0.12, color = P.ink } = {}) {
  return el(
    'filter',
    { id, x: '-20%', y: '-20%', width: '140%', height: '160%' },
    el('feDropShadow', { dx: 0, dy, stdDeviation: blur, floodColor: color, floodOpacity: opacity }),
  );
}

/**
 * Rough text width for Inter, good enough to size pills and wrap paragraphs.
 * (librsvg gives us no metrics; these per-class advances are within a few % for Inter.)
 */
function textWidth(str, size, weight = 400) {
  let units = 0;
  for (const ch of String(str)) {
    if (ch === ' ') units += 0.27;
    else if ('il.,:;|!\'`'.includes(ch)) units += 0.26;
    else if ('fjrt()[]/-'.includes(ch)) units += 0.36;
    else if ('mw'.includes(ch)) units += 0.82;
    else if ('MW@%'.includes(ch)) units += 0.92;
    else if (/[A-Z]/.test(ch)) units += 0.68;
    else if (/[0-9]/.test(ch)) units += 0.6;
    else units += 0.55;
  }
  return units * size * (weight >= 600 ? 1.03 : 1);
}

/** Greedy word wrap using textWidth(). */
function wrapText(str, maxWidth, size, weight = 400) {
  const lines = [];
  let current = '';
  for (const word of str.split(' ')) {
    const candidate = current ? `${current} ${word}` : word;
    if (current && textWidth(candidate, size, weight) > maxWidth) {
      lines.push(current);
      current = word;
    } else {
      current = candidate;
    }
  }
  if (current) lines.push(current);
  return lines;
}

function paragraph(x, y, str, { width, size = 14, lineHeight = size * 1.6, ...style }) {
  const lines = wrapText(str, width, size, style.weight);
  return { svg: lines.map((l, i) => text(x, y + i * lineHeight, l, { size, ...style })).join(''), height: lines.length * lineHeight, lines };
}

/** A pill / chip with centred label; returns { svg, width }. */
function pill(x, y, label, { size = 12, weight = 600, fill = P.indigo50, color = P.indigo, height = 22, padX = 9, stroke, iconName } = {}) {
  const iconW = iconName ? size + 4 : 0;
  const w = textWidth(label, size, weight) + padX * 2 + iconW;
  const parts = [rect(x, y, w, height, { r: height / 2, fill, stroke, sw: stroke ? 1 : undefined })];
  if (iconName) parts.push(icon(iconName, x + padX - 1, y + (height - size) / 2, size, color));
  parts.push(text(x + padX + iconW, y + height / 2 + size * 0.36, label, { size, weight, fill: color }));
  return { svg: parts.join(''), width: w };
}

/** Lay out a row of pills left-to-right with a gap. */
function pillRow(x, y, items, gap = 6) {
  let cx = x;
  const out = [];
  for (const [label, opts] of items) {
    const p = pill(cx, y, label, opts);
    out.push(p.svg);
    cx += p.width + gap;
  }
  return { svg: out.join(''), width: cx - x - gap };
}

function button(x, y, label, { variant = 'primary', size = 13, height = 34, padX = 14, iconName, gradientId } = {}) {
  const styles = {
    primary: { fill: gradientId ? `url(#${gradientId})` : P.indigo, color: P.white },
    secondary: { fill: P.white, color: P.ink, stroke: P.line },
    ghost: { fill: 'none', color: P.muted },
    dark: { fill: 'rgba(255,255,255,0.06)', color: '#e2e8f0', stroke: 'rgba(255,255,255,0.12)' },
  }[variant];
  const iconW = iconName ? size + 7 : 0;
  const w = textWidth(label, size, 600) + padX * 2 + iconW;
  return {
    svg: [
      rect(x, y, w, height, { r: 8, fill: styles.fill, stroke: styles.stroke, sw: styles.stroke ? 1 : undefined }),
      iconName ? icon(iconName, x + padX, y + (height - size - 1) / 2, size + 1, styles.color) : '',
      text(x + padX + iconW, y + height / 2 + size * 0.36, label, { size, weight: 600, fill: styles.color }),
    ].join(''),
    width: w,
  };
}

/** Circular avatar with initials. */
function avatar(cx, cy, r, initials, color, { ring = P.white } = {}) {
  return [
    circle(cx, cy, r + 1.5, { fill: ring }),
    circle(cx, cy, r, { fill: color }),
    text(cx, cy + r * 0.3, initials, { size: r * 0.78, weight: 600, fill: P.white, anchor: 'middle' }),
  ].join('');
}

function avatarStack(x, cy, r, people, overlap = 0.6) {
  return people.map(([initials, color], i) => avatar(x + r + i * r * 2 * overlap, cy, r, initials, color)).join('');
}

/** Lucide-style stroke icons in a 24×24 box. */
const ICONS = {
  search: '<circle cx="11" cy="11" r="7.5"/><path d="m21 21-4.3-4.3"/>',
  uploadCloud: '<path d="M4 14.9A7 7 0 1 1 15.7 8h1.8a4.5 4.5 0 0 1 2.5 8.2"/><path d="M12 12v9"/><path d="m16 16-4-4-4 4"/>',
  check: '<path d="M20 6 9 17l-5-5"/>',
  calendar: '<rect x="3" y="4" width="18" height="18" rx="2"/><path d="M16 2v4M8 2v4M3 10h18"/>',
  message: '<path d="M21 15a2 2 0 0 1-2 2H7l-4 4V5a2 2 0 0 1 2-2h14a2 2 0 0 1 2 2z"/>',
  link: '<path d="M10 13a5 5 0 0 0 7.54.54l3-3a5 5 0 0 0-7.07-7.07l-1.72 1.71"/><path d="M14 11a5 5 0 0 0-7.54-.54l-3 3a5 5 0 0 0 7.07 7.07l1.71-1.71"/>',
  clock: '<circle cx="12" cy="12" r="10"/><path d="M12 6v6l4 2"/>',
  sparkles: '<path d="M12 3l1.9 5.1L19 10l-5.1 1.9L12 17l-1.9-5.1L5 10l5.1-1.9z"/><path d="M19 3v4M17 5h4M5 17v4M3 19h4"/>',
  plus: '<path d="M12 5v14M5 12h14"/>',
  more: '<circle cx="5" cy="12" r="1"/><circle cx="12" cy="12" r="1"/><circle cx="19" cy="12" r="1"/>',
  chevronDown: '<path d="m6 9 6 6 6-6"/>',
  home: '<path d="m3 9 9-7 9 7v11a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2z"/><path d="M9 22V12h6v10"/>',
  grid: '<rect x="3" y="3" width="7" height="7" rx="1"/><rect x="14" y="3" width="7" height="7" rx="1"/><rect x="14" y="14" width="7" height="7" rx="1"/><rect x="3" y="14" width="7" height="7" rx="1"/>',
  barChart: '<path d="M3 3v18h18"/><path d="M18 17V9M13 17V5M8 17v-3"/>',
  star: '<path d="M12 2l3.09 6.26L22 9.27l-5 4.87 1.18 6.88L12 17.77l-6.18 3.25L7 14.14 2 9.27l6.91-1.01z"/>',
  settings: '<circle cx="12" cy="12" r="3"/><path d="M12 2v3M12 19v3M4.9 4.9 7 7M17 17l2.1 2.1M2 12h3M19 12h3M4.9 19.1 7 17M17 7l2.1-2.1"/>',
  filter: '<path d="M22 3H2l8 9.46V19l4 2v-8.54z"/>',
  share: '<circle cx="18" cy="5" r="3"/><circle cx="6" cy="12" r="3"/><circle cx="18" cy="19" r="3"/><path d="m8.6 13.5 6.8 4M15.4 6.5l-6.8 4"/>',
  download: '<path d="M21 15v4a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2v-4"/><path d="m7 10 5 5 5-5M12 15V3"/>',
  lock: '<rect x="3" y="11" width="18" height="11" rx="2"/><path d="M7 11V7a5 5 0 0 1 10 0v4"/>',
  copy: '<rect x="8" y="8" width="14" height="14" rx="2"/><path d="M4 16c-1.1 0-2-.9-2-2V4c0-1.1.9-2 2-2h10c1.1 0 2 .9 2 2"/>',
  file: '<path d="M14 2H6a2 2 0 0 0-2 2v16a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2V8z"/><path d="M14 2v6h6"/>',
  bell: '<path d="M6 8a6 6 0 0 1 12 0c0 7 3 9 3 9H3s3-2 3-9"/><path d="M10.3 21a1.94 1.94 0 0 0 3.4 0"/>',
  x: '<path d="M18 6 6 18M6 6l12 12"/>',
  checkSquare: '<path d="m9 11 3 3L22 4"/><path d="M21 12v7a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2h11"/>',
  play: '<path d="m6 3 14 9-14 9z"/>',
  pen: '<path d="M12 20h9"/><path d="M16.5 3.5a2.12 2.12 0 0 1 3 3L7 19l-4 1 1-4z"/>',
  users: '<path d="M16 21v-2a4 4 0 0 0-4-4H6a4 4 0 0 0-4 4v2"/><circle cx="9" cy="7" r="4"/><path d="M22 21v-2a4 4 0 0 0-3-3.87M16 3.13a4 4 0 0 1 0 7.75"/>',
  globe: '<circle cx="12" cy="12" r="10"/><path d="M2 12h20M12 2a15.3 15.3 0 0 1 4 10 15.3 15.3 0 0 1-4 10 15.3 15.3 0 0 1-4-10 15.3 15.3 0 0 1 4-10z"/>',
  activity: '<path d="M22 12h-4l-3 9L9 3l-3 9H2"/>',
  layers: '<path d="m12 2 10 5-10 5L2 7z"/><path d="m2 17 10 5 10-5M2 12l10 5 10-5"/>',
  maze: '<rect x="3" y="3" width="18" height="18" rx="2"/><path d="M7 3v8h6M17 21v-8h-6M3 15h4M21 9h-4"/>',
  eraser: '<path d="m7 21-4.3-4.3a1 1 0 0 1 0-1.4l10-10a1 1 0 0 1 1.4 0l5.6 5.6a1 1 0 0 1 0 1.4L11 21z"/><path d="M22 21H7M5 11l9 9"/>',
  image: '<rect x="3" y="3" width="18" height="18" rx="2"/><circle cx="9" cy="9" r="2"/><path d="m21 15-3.1-3.1a2 2 0 0 0-2.8 0L6 21"/>',
  code: '<path d="m16 18 6-6-6-6M8 6l-6 6 6 6"/>',
  quote: '<path d="M3 21c3 0 7-1 7-8V5c0-1.25-.76-2-2-2H4c-1.25 0-2 .75-2 2v6c0 1.25.75 2 2 2h3c0 4-2 6-4 6M15 21c3 0 7-1 7-8V5c0-1.25-.76-2-2-2h-4c-1.25 0-2 .75-2 2v6c0 1.25.75 2 2 2h3c0 4-2 6-4 6"/>',
  list: '<path d="M8 6h13M8 12h13M8 18h13M3 6h.01M3 12h.01M3 18h.01"/>',
  database: '<ellipse cx="12" cy="5" rx="9" ry="3"/><path d="M3 5v14c0 1.66 4 3 9 3s9-1.34 9-3V5"/><path d="M3 12c0 1.66 4 3 9 3s9-1.34 9-3"/>',
  thermometer: '<path d="M14 4v10.54a4 4 0 1 1-4 0V4a2 2 0 0 1 4 0Z"/>',
  droplet: '<path d="M12 22a7 7 0 0 0 7-7c0-2-1-3.9-3-5.5s-3.5-4-4-6.5c-.5 2.5-2 4.9-4 6.5C6 11.1 5 13 5 15a7 7 0 0 0 7 7z"/>',
  refresh: '<path d="M3 12a9 9 0 0 1 15-6.7L21 8M21 3v5h-5M21 12a9 9 0 0 1-15 6.7L3 16M3 21v-5h5"/>',
};

function icon(name, x, y, size, color, { sw = 2 } = {}) {
  return el(
    'g',
    { transform: `translate(${round2(x)} ${round2(y)}) scale(${round2(size / 24)})`, fill: 'none', stroke: color, strokeWidth: sw, strokeLinecap: 'round', strokeLinejoin: 'round' },
    ICONS[name],
  );
}

/** Rounded-corner polygon path through points (Catmull-Rom → cubic Bézier), closed. */
function smoothClosedPath(points, tension = 0.5) {
  const n = points.length;
  let d = `M${round2(points[0][0])} ${round2(points[0][1])}`;
  for (let i = 0; i < n; i++) {
    const p0 = points[(i - 1 + n) % n];
    const p1 = points[i];
    const p2 = points[(i + 1) % n];
    const p3 = points[(i + 2) % n];
    const c1 = [p1[0] + ((p2[0] - p0[0]) * tension) / 3, p1[1] + ((p2[1] - p0[1]) * tension) / 3];
    const c2 = [p2[0] - ((p3[0] - p1[0]) * tension) / 3, p2[1] - ((p3[1] - p1[1]) * tension) / 3];
    d += `C${round2(c1[0])} ${round2(c1[1])} ${round2(c2[0])} ${round2(c2[1])} ${round2(p2[0])} ${round2(p2[1])}`;
  }
  return `${d}Z`;
}

/* ========================================================================== */
/* Output helpers: encoding, size caps, results table                         */
/* ========================================================================== */

const results = [];

function ensureDir(file) {
  mkdirSync(path.dirname(file), { recursive: true });
}

/**
 * Encode a sharp pipeline to WebP under a byte cap. `makeImage` must return a fresh
 * sharp instance (pipelines are single-use). Quality steps down from `quality` until the
 * file fits; the sequence is fixed, so output is still deterministic.
 */
async function writeWebp(file, makeImage, { cap, quality = 86, minQuality = 50 }) {
  ensureDir(file);
  let q = quality;
  let buffer;
  for (;;) {
    buffer = await makeImage().webp({ quality: q, effort: 6, smartSubsample: true }).toBuffer();
    if (buffer.length <= cap || q <= minQuality) break;
    q -= 4;
  }
  writeFileSync(file, buffer);
  const meta = await sharp(buffer).metadata();
  results.push({ file, width: meta.width, height: meta.height, bytes: buffer.length, cap, note: `webp q${q}` });
}

const fromSvg = (svg) => () => sharp(Buffer.from(svg), { density: 72 });
const fromRaw = (buffer, width, height, channels = 3) => () => sharp(buffer, { raw: { width, height, channels } });

function printTable(elapsedMs) {
  const rows = results.map((r) => [
    path.relative(ROOT, r.file),
    `${r.width}×${r.height}`,
    fmtInt(r.bytes),
    r.cap ? `${((r.bytes / r.cap) * 100).toFixed(0)}% of ${fmtInt(r.cap)}` : '—',
    r.note ?? '',
  ]);
  const header = ['file', 'dimensions', 'bytes', 'cap', 'notes'];
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
  const fmtRow = (r) => r.map((c, i) => (i === 2 ? c.padStart(widths[i]) : c.padEnd(widths[i]))).join('  ');
  console.log(`\n${fmtRow(header)}\n${widths.map((w) => '─'.repeat(w)).join('  ')}`);
  for (const r of rows) console.log(fmtRow(r));
  console.log(`\n${results.length} files, ${fmtInt(sum(results.map((r) => r.bytes)))} bytes total, ${(elapsedMs / 1000).toFixed(1)} s`);
}

/* ========================================================================== */
/* Hero loop (video + poster)                                                 */
/* ========================================================================== */

const HERO = { width: 1280, height: 720, fps: 24, seconds: 8 };

/**
 * Soft light blobs drifting over the navy background. Positions are normalised; each blob
 * moves on a Lissajous path with integer frequencies, so the animation is periodic in t.
 */
const HERO_BLOBS = [
  { color: P.indigo, x: 0.24, y: 0.34, ax: 0.09, ay: 0.08, fx: 1, fy: 1, phase: 0.0, rx: 0.3, ry: 0.42, strength: 0.8 },
  { color: P.violet, x: 0.68, y: 0.3, ax: 0.08, ay: 0.09, fx: -1, fy: 1, phase: 0.3, rx: 0.27, ry: 0.38, strength: 0.72 },
  { color: P.pink, x: 0.82, y: 0.78, ax: 0.07, ay: 0.06, fx: 1, fy: -1, phase: 0.55, rx: 0.2, ry: 0.3, strength: 0.5 },
  { color: P.teal, x: 0.18, y: 0.84, ax: 0.07, ay: 0.05, fx: -1, fy: -1, phase: 0.8, rx: 0.19, ry: 0.28, strength: 0.42 },
  { color: P.indigo, x: 0.52, y: 0.62, ax: 0.11, ay: 0.05, fx: 1, fy: 2, phase: 0.15, rx: 0.2, ry: 0.3, strength: 0.38 },
];

/**
 * Static layers of the hero (vignette, faint grid, dither) are computed once per size.
 * Returns Float32 arrays: `shade` multiplies colour, `glow` adds light, `dither` breaks banding.
 */
function heroStaticLayers(width, height) {
  const shade = new Float32Array(width * height);
  const glow = new Float32Array(width * height);
  const dither = new Float32Array(width * height);
  const rng = createRng(0x5eed);
  const cell = Math.round(width / 24);
  const offX = Math.round((width % cell) / 2 + cell / 2);
  const offY = Math.round((height % cell) / 2 + cell / 2);
  for (let y = 0; y < height; y++) {
    const ny = (y / height) * 2 - 1;
    for (let x = 0; x < width; x++) {
      const nx = (x / width) * 2 - 1;
      const i = y * width + x;
      const d2 = nx * nx * 0.8 + ny * ny;
      shade[i] = 1 - 0.42 * smoothstep(clamp(d2 / 1.6, 0, 1));
      const onGrid = (x - offX) % cell === 0 || (y - offY) % cell === 0;
      const gridMask = 1 - smoothstep(clamp(d2 / 1.1, 0, 1));
      glow[i] = onGrid ? 7 * gridMask : 0;
      dither[i] = rng.next() + rng.next() - 1; // triangular noise in [-1, 1]
    }
  }
  return { shade, glow, dither };
}

/**
 * Render one hero frame at phase t ∈ [0, 1) as a packed RGB24 buffer.
 * `intensity` scales how bright the blobs get (the hero stays dark for overlaid text).
 */
function renderHeroFrame(t, { width = HERO.width, height = HERO.height, layers = heroStaticLayers(width, height), intensity = 0.7 } = {}) {
  const [br, bg, bb] = hexToRgb(P.navy);
  const r = new Float32Array(width * height).fill(br);
  const g = new Float32Array(width * height).fill(bg);
  const b = new Float32Array(width * height).fill(bb);
  const gx = new Float32Array(width);
  const gy = new Float32Array(height);
  const scale = Math.min(width, height);

  for (const blob of HERO_BLOBS) {
    const breathe = 1 + 0.06 * Math.sin(TAU * (t + blob.phase));
    const cx = width * (blob.x + blob.ax * Math.cos(TAU * (blob.fx * t + blob.phase)));
    const cy = height * (blob.y + blob.ay * Math.sin(TAU * (blob.fy * t + blob.phase)));
    const sx = scale * blob.rx * breathe * 1.25;
    const sy = scale * blob.ry * breathe * 0.9;
    for (let x = 0; x < width; x++) gx[x] = Math.exp(-(((x - cx) / sx) ** 2));
    for (let y = 0; y < height; y++) gy[y] = Math.exp(-(((y - cy) / sy) ** 2));
    const [cr, cg, cb] = hexToRgb(blob.color);
    for (let y = 0; y < height; y++) {
      const wy = gy[y] * blob.strength;
      if (wy < 0.002) continue;
      const row = y * width;
      for (let x = 0; x < width; x++) {
        const w = wy * gx[x];
        const i = row + x;
        // "lighten towards the blob colour", scaled so the scene stays dark
        r[i] += (cr * intensity - r[i]) * w;
        g[i] += (cg * intensity - g[i]) * w;
        b[i] += (cb * intensity - b[i]) * w;
      }
    }
  }

  const { shade, glow, dither } = layers;
  const out = Buffer.alloc(width * height * 3);
  for (let i = 0, o = 0; i < width * height; i++, o += 3) {
    const s = shade[i];
    out[o] = clamp(Math.round(r[i] * s + glow[i] + dither[i]), 0, 255);
    out[o + 1] = clamp(Math.round(g[i] * s + glow[i] + dither[i]), 0, 255);
    out[o + 2] = clamp(Math.round(b[i] * s + glow[i] * 1.25 + dither[i]), 0, 255);
  }
  return out;
}

function runFfmpeg(args, frameCount, renderFrame) {
  return new Promise((resolve, reject) => {
    const ff = spawn('ffmpeg', args, { stdio: ['pipe', 'ignore', 'pipe'] });
    let stderr = '';
    ff.stderr.on('data', (d) => (stderr += d));
    ff.on('error', reject);
    ff.on('close', (code) => (code === 0 ? resolve() : reject(new Error(`ffmpeg exited with ${code}\n${stderr}`))));
    ff.stdin.on('error', () => {}); // EPIPE surfaces through 'close' with ffmpeg's own message
    (async () => {
      for (let i = 0; i < frameCount; i++) {
        if (!ff.stdin.write(renderFrame(i))) await once(ff.stdin, 'drain');
      }
      ff.stdin.end();
    })().catch(reject);
  });
}

function probeVideo(file) {
  const res = spawnSync('ffprobe', ['-v', 'error', '-show_entries', 'stream=codec_type,codec_name,width,height,profile:format=duration', '-of', 'json', file], { encoding: 'utf8' });
  if (res.status !== 0) throw new Error(`ffprobe failed: ${res.stderr}`);
  const info = JSON.parse(res.stdout);
  const video = info.streams.find((s) => s.codec_type === 'video');
  const hasAudio = info.streams.some((s) => s.codec_type === 'audio');
  return { ...video, duration: Number(info.format.duration), hasAudio };
}

async function generateHero() {
  const { width, height, fps, seconds } = HERO;
  const layers = heroStaticLayers(width, height);
  const frameCount = fps * seconds;

  // Poster = frame 0 of the loop.
  const poster = renderHeroFrame(0, { width, height, layers });
  await writeWebp(path.join(MEDIA_DIR, 'hero-poster.webp'), fromRaw(poster, width, height), { cap: 50_000, quality: 92 });

  const file = path.join(MEDIA_DIR, 'hero-loop.mp4');
  ensureDir(file);
  // the scale filter does the RGB→YUV conversion with explicit BT.709 coefficients
  // so browsers show the same colours as the (sRGB) poster.
  const args = [
    '-hide_banner', '-loglevel', 'error', '-y',
    '-f', 'rawvideo', '-pix_fmt', 'rgb24', '-s', `${width}x${height}`, '-r', String(fps), '-i', '-',
    '-an',
    '-vf', 'scale=out_color_matrix=bt709:out_range=tv,format=yuv420p',
    // aq-mode 3 biases bits towards dark flat areas, which keeps the gradients free of banding
    '-c:v', 'libx264', '-preset', 'slow', '-crf', '22', '-profile:v', 'high', '-x264-params', 'aq-mode=3',
    '-g', String(fps * 4), '-threads', '1',
    '-colorspace', 'bt709', '-color_primaries', 'bt709', '-color_trc', 'bt709', '-color_range', 'tv',
    '-movflags', '+faststart', '-fflags', '+bitexact', '-flags:v', '+bitexact', '-map_metadata', '-1',
    file,
  ];
  await runFfmpeg(args, frameCount, (i) => renderHeroFrame(i / frameCount, { width, height, layers }));
  const info = probeVideo(file);
  results.push({
    file,
    width: info.width,
    height: info.height,
    bytes: statSync(file).size,
    cap: 1_500_000,
    note: `${info.codec_name} ${info.profile}, ${info.duration.toFixed(2)} s, ${info.hasAudio ? 'HAS AUDIO' : 'no audio'}`,
  });
}

/* ========================================================================== */
/* Profile placeholder portrait                                               */
/* ========================================================================== */

async function generateProfile() {
  const W = 640;
  const H = 800;
  const defs = [
    linearGradient('bg', ['#312e81', P.violet, P.pink], { x1: 0, y1: 0, x2: 0.9, y2: 1 }),
    el('linearGradient', { id: 'body', gradientUnits: 'userSpaceOnUse', x1: 0, y1: 200, x2: 0, y2: H }, el('stop', { offset: 0, stopColor: '#ffffff', stopOpacity: 0.96 }) + el('stop', { offset: 1, stopColor: '#e0e7ff', stopOpacity: 0.8 })),
    el('radialGradient', { id: 'glow', cx: 0.5, cy: 0.42, r: 0.5 }, el('stop', { offset: 0, stopColor: '#ffffff', stopOpacity: 0.28 }) + el('stop', { offset: 1, stopColor: '#ffffff', stopOpacity: 0 })),
    el('filter', { id: 'blur', x: '-50%', y: '-50%', width: '200%', height: '200%' }, el('feGaussianBlur', { stdDeviation: 60 })),
    shadowFilter('soft', { dy: 18, blur: 26, opacity: 0.28, color: '#1e1b4b' }),
  ].join('');

  const cx = W / 2;
  // classic avatar silhouette: a round head above a soft shoulder dome, one shared gradient
  const head = { cy: 318, r: 108 };
  const domeTop = 462;
  const shoulders = `M${cx - 276} ${H + 2}C${cx - 276} ${domeTop + 92} ${cx - 196} ${domeTop} ${cx} ${domeTop}C${cx + 196} ${domeTop} ${cx + 276} ${domeTop + 92} ${cx + 276} ${H + 2}Z`;
  const rings = [150, 210, 270].map((r, i) => circle(cx, head.cy, r, { stroke: '#ffffff', sw: 1.5, opacity: 0.14 - i * 0.035 })).join('');
  const blurred = (cxB, cyB, r, fill, opacity) => el('circle', { cx: cxB, cy: cyB, r, fill, opacity, filter: 'url(#blur)' });
  const body = [
    rect(0, 0, W, H, { fill: 'url(#bg)' }),
    blurred(120, 140, 180, P.indigo, 0.7),
    blurred(560, 700, 220, P.amber, 0.35),
    blurred(560, 180, 150, P.teal, 0.25),
    rect(0, 0, W, H, { fill: 'url(#glow)' }),
    rings,
    el('g', { filter: 'url(#soft)', fill: 'url(#body)' }, el('path', { d: shoulders }) + circle(cx, head.cy, head.r, { fill: 'url(#body)' })),
  ].join('');
  await writeWebp(path.join(PICTURES_DIR, 'profile.webp'), fromSvg(svgDoc(W, H, body, defs)), { cap: 40_000, quality: 82 });
}

/* ========================================================================== */
/* Project: A* pathfinding visualiser                                         */
/* ========================================================================== */

/** Smooth value noise on a lattice (used for organic wall clusters). */
function valueNoise(rng, cols, rows, cellSize) {
  const lw = Math.ceil(cols / cellSize) + 2;
  const lh = Math.ceil(rows / cellSize) + 2;
  const lattice = Array.from({ length: lw * lh }, () => rng.next());
  return (x, y) => {
    const fx = x / cellSize;
    const fy = y / cellSize;
    const ix = Math.floor(fx);
    const iy = Math.floor(fy);
    const tx = smoothstep(fx - ix);
    const ty = smoothstep(fy - iy);
    const v = (i, j) => lattice[j * lw + i];
    return lerp(lerp(v(ix, iy), v(ix + 1, iy), tx), lerp(v(ix, iy + 1), v(ix + 1, iy + 1), tx), ty);
  };
}

/**
 * Grid A* with the Manhattan heuristic (4-neighbour moves, unit cost).
 * Ties on f are broken by lower h, then by insertion order, keeping it deterministic.
 * Returns the closed set in expansion order, the open set at termination and the path.
 */
function aStar(walls, cols, rows, start, goal) {
  const idx = (x, y) => y * cols + x;
  const h = (i) => Math.abs((i % cols) - goal[0]) + Math.abs(Math.floor(i / cols) - goal[1]);
  const startI = idx(...start);
  const goalI = idx(...goal);
  const gScore = new Map([[startI, 0]]);
  const cameFrom = new Map();
  const open = new Map([[startI, { f: h(startI), h: h(startI), seq: 0 }]]);
  const closed = [];
  const closedSet = new Set();
  let seq = 1;

  while (open.size) {
    let best = -1;
    let bestNode;
    for (const [i, node] of open) {
      if (!bestNode || node.f < bestNode.f || (node.f === bestNode.f && (node.h < bestNode.h || (node.h === bestNode.h && node.seq < bestNode.seq)))) {
        best = i;
        bestNode = node;
      }
    }
    open.delete(best);
    if (best === goalI) {
      const pathCells = [best];
      while (cameFrom.has(pathCells[0])) pathCells.unshift(cameFrom.get(pathCells[0]));
      return { closed, open: [...open.keys()], path: pathCells };
    }
    closed.push(best);
    closedSet.add(best);
    const x = best % cols;
    const y = Math.floor(best / cols);
    for (const [dx, dy] of [[1, 0], [0, 1], [-1, 0], [0, -1]]) {
      const nx = x + dx;
      const ny = y + dy;
      if (nx < 0 || ny < 0 || nx >= cols || ny >= rows) continue;
      const n = idx(nx, ny);
      if (walls[n] || closedSet.has(n)) continue;
      const g = gScore.get(best) + 1;
      if (g < (gScore.get(n) ?? Infinity)) {
        gScore.set(n, g);
        cameFrom.set(n, best);
        open.set(n, { f: g + h(n), h: h(n), seq: seq++ });
      }
    }
  }
  return { closed, open: [], path: [] };
}

/** Walls from thresholded value noise plus two long barriers with gaps; retries seeds until solvable. */
function buildAStarScene(cols, rows, start, goal) {
  for (let seed = 41; ; seed++) {
    const rng = createRng(seed);
    const noise = valueNoise(rng, cols, rows, 5);
    const walls = new Uint8Array(cols * rows);
    for (let y = 0; y < rows; y++) {
      for (let x = 0; x < cols; x++) {
        const v = noise(x, y);
        walls[y * cols + x] = v > 0.7 || (v > 0.6 && rng.next() < 0.35) || rng.next() < 0.04 ? 1 : 0;
      }
    }
    // two vertical barriers with a couple of gaps force A* to detour
    for (const [bx, gaps] of [[17, [3, 4, 19]], [30, [9, 10, 22, 23]]]) {
      for (let y = 1; y < rows - 1; y++) if (!gaps.includes(y)) walls[y * cols + bx] = 1;
    }
    for (const [px, py] of [start, goal]) {
      for (let dy = -1; dy <= 1; dy++) for (let dx = -1; dx <= 1; dx++) walls[(py + dy) * cols + px + dx] = 0;
    }
    const result = aStar(walls, cols, rows, start, goal);
    if (result.path.length) return { walls, ...result };
  }
}

async function generateAStar() {
  const W = 1200;
  const H = 750;
  const cols = 48;
  const rows = 26;
  const cell = 24;
  const gx0 = 24;
  const gy0 = 110;
  const start = [5, 15];
  const goal = [42, 9];
  const scene = buildAStarScene(cols, rows, start, goal);
  const cellXY = (i) => [gx0 + (i % cols) * cell, gy0 + Math.floor(i / cols) * cell];

  const defs = [linearGradient('cta', [P.indigo, P.violet], { x1: 0, y1: 0, x2: 1, y2: 0 }), shadowFilter('shadow', { dy: 8, blur: 14, opacity: 0.18 })].join('');
  const parts = [rect(0, 0, W, H, { fill: P.surface })];

  // toolbar
  parts.push(rect(0, 0, W, 60, { fill: P.navy }));
  parts.push(rect(24, 16, 28, 28, { r: 7, fill: 'url(#cta)' }) + icon('activity', 29, 21, 18, P.white));
  parts.push(text(64, 36, 'Pathfinder', { size: 17, weight: 700, fill: P.white }));
  parts.push(text(164, 36, 'Grid visualiser', { size: 13, fill: P.faint }));
  const tb = [
    ['Algorithm: A*', { variant: 'dark', iconName: 'layers' }],
    ['Maze', { variant: 'dark', iconName: 'maze' }],
    ['Clear', { variant: 'dark', iconName: 'eraser' }],
    ['Speed: Fast', { variant: 'dark', iconName: 'clock' }],
  ];
  let bx = 528;
  for (const [label, opts] of tb) {
    const b = button(bx, 13, label, opts);
    parts.push(b.svg);
    bx += b.width + 10;
  }
  parts.push(button(W - 24 - 148, 13, 'Visualize A*', { gradientId: 'cta', iconName: 'play', padX: 18 }).svg);

  // legend + stats row
  parts.push(rect(0, 60, W, 40, { fill: P.white }) + line(0, 100, W, 100, { stroke: P.line }));
  const legend = [
    ['Start', P.teal],
    ['Goal', P.pink],
    ['Wall', '#27304a'],
    ['Frontier', '#ddd6fe'],
    ['Explored', '#a5f3fc'],
    ['Shortest path', P.amber],
  ];
  let lx = 24;
  for (const [label, color] of legend) {
    parts.push(rect(lx, 71, 16, 16, { r: 4, fill: color }) + text(lx + 24, 84, label, { size: 13, weight: 500, fill: P.muted }));
    lx += 24 + textWidth(label, 13, 500) + 22;
  }
  const stats = `Explored ${scene.closed.length} · Frontier ${scene.open.length} · Path ${scene.path.length - 1} steps · Heuristic: Manhattan`;
  parts.push(text(W - 24, 84, stats, { size: 13, weight: 500, fill: P.ink, anchor: 'end' }));

  // grid
  parts.push(rect(gx0 - 1, gy0 - 1, cols * cell + 1, rows * cell + 1, { fill: P.line }));
  const state = new Map();
  scene.closed.forEach((i, order) => state.set(i, { kind: 'closed', order }));
  for (const i of scene.open) state.set(i, { kind: 'open' });
  for (const i of scene.path) state.set(i, { kind: 'path' });
  const maxOrder = scene.closed.length - 1;
  for (let i = 0; i < cols * rows; i++) {
    const [x, y] = cellXY(i);
    const s = state.get(i);
    let fill = P.white;
    if (scene.walls[i]) fill = '#27304a';
    else if (s?.kind === 'closed') fill = rampColor(['#bfdbfe', '#a5f3fc', '#99f6e4'], s.order / maxOrder);
    else if (s?.kind === 'open') fill = '#ddd6fe';
    else if (s?.kind === 'path') fill = '#fcd34d';
    parts.push(rect(x, y, cell - 1, cell - 1, { fill }));
  }
  // frontier outline + path polyline on top
  for (const i of scene.open) {
    const [x, y] = cellXY(i);
    parts.push(rect(x + 1.5, y + 1.5, cell - 4, cell - 4, { r: 3, stroke: '#8b5cf6', sw: 1.5 }));
  }
  const pts = scene.path.map((i) => cellXY(i).map((v) => v + (cell - 1) / 2).join(',')).join(' ');
  parts.push(el('polyline', { points: pts, fill: 'none', stroke: '#d97706', strokeWidth: 3, strokeLinejoin: 'round', strokeLinecap: 'round' }));

  const node = (i, color, glyph) => {
    const [x, y] = cellXY(i);
    return rect(x - 3, y - 3, cell + 5, cell + 5, { r: 7, fill: color, stroke: P.white, sw: 2.5, filter: 'url(#shadow)' }) + glyph(x + cell / 2 - 0.5, y + cell / 2 - 0.5);
  };
  parts.push(node(scene.path[0], P.teal, (cx, cy) => el('path', { d: `M${cx - 4} ${cy - 6}L${cx + 6} ${cy}L${cx - 4} ${cy + 6}Z`, fill: P.white })));
  parts.push(node(scene.path.at(-1), P.pink, (cx, cy) => circle(cx, cy, 6.5, { stroke: P.white, sw: 2 }) + circle(cx, cy, 2.2, { fill: P.white })));

  await writeWebp(path.join(PICTURES_DIR, 'projects', 'astar-pathfinding.webp'), fromSvg(svgDoc(W, H, parts.join(''), defs)), { cap: 70_000 });
}

/* ========================================================================== */
/* Project: AI-assisted blog editor                                           */
/* ========================================================================== */

async function generateBlogEditor() {
  const W = 1200;
  const H = 750;
  const defs = [linearGradient('cta', [P.indigo, P.violet], { x1: 0, y1: 0, x2: 1, y2: 0 }), shadowFilter('card', { dy: 6, blur: 12, opacity: 0.1 })].join('');
  const parts = [rect(0, 0, W, H, { fill: P.white })];

  // top bar
  parts.push(rect(0, 0, W, 56, { fill: P.white }) + line(0, 56, W, 56));
  parts.push(rect(20, 14, 28, 28, { r: 8, fill: 'url(#cta)' }) + icon('pen', 26, 20, 16, P.white));
  parts.push(text(58, 34, 'Inkwell', { size: 17, weight: 700 }));
  parts.push(text(270, 34, 'Posts', { size: 13, fill: P.faint }) + text(310, 34, '/', { size: 13, fill: P.faint }) + text(322, 34, 'Designing calm interfaces', { size: 13, weight: 500, fill: P.ink }));
  parts.push(circle(W - 338, 29, 4, { fill: P.teal }) + text(W - 328, 34, 'Saved · 2 min ago', { size: 12, fill: P.muted }));
  parts.push(button(W - 200, 12, 'Preview', { variant: 'secondary', height: 32 }).svg);
  parts.push(button(W - 112, 12, 'Publish', { gradientId: 'cta', height: 32 }).svg);

  // sidebar
  const SW = 264;
  parts.push(rect(0, 57, SW, H - 57, { fill: P.surface }) + line(SW, 57, SW, H));
  parts.push(rect(16, 72, SW - 32, 34, { r: 8, fill: P.white, stroke: P.line, sw: 1 }) + icon('search', 27, 82, 14, P.faint) + text(48, 93, 'Search posts…', { size: 13, fill: P.faint }));
  parts.push(button(16, 116, 'New post', { gradientId: 'cta', iconName: 'plus', height: 34 }).svg);
  parts.push(text(16, 178, 'ALL POSTS', { size: 11, weight: 600, fill: P.faint, spacing: 0.8 }) + text(SW - 16, 178, '24', { size: 11, weight: 600, fill: P.faint, anchor: 'end' }));
  const posts = [
    ['Designing calm interfaces in a noisy world', 'Draft', 'Today', true],
    ['A practical guide to design tokens', 'Published', 'Mar 8'],
    ['What A* taught me about roadmaps', 'Published', 'Feb 27'],
    ['Dark mode is a colour problem', 'Scheduled', 'Mar 21'],
    ['Shipping a shell in 600 lines of C', 'Published', 'Feb 12'],
    ['Notes on accessible data viz', 'Draft', 'Mar 2'],
    ['Kanban boards that stay honest', 'Published', 'Jan 30'],
  ];
  const statusStyle = { Draft: [P.amber50, '#b45309'], Published: [P.teal50, '#0f766e'], Scheduled: [P.violet50, P.violet] };
  let py = 192;
  for (const [title, status, date, active] of posts) {
    const lines = wrapText(title, SW - 52, 13.5, 600);
    const h = 26 + lines.length * 18 + 14;
    if (active) parts.push(rect(8, py, SW - 16, h, { r: 10, fill: P.white, stroke: P.indigo200, sw: 1 }) + rect(8, py + 12, 3, h - 24, { r: 1.5, fill: P.indigo }));
    lines.forEach((l, i) => parts.push(text(22, py + 22 + i * 18, l, { size: 13.5, weight: 600, fill: active ? P.ink : '#334155' })));
    const [bgc, fg] = statusStyle[status];
    const p = pill(22, py + 14 + lines.length * 18, status, { size: 11, height: 19, fill: bgc, color: fg, padX: 7 });
    parts.push(p.svg + text(22 + p.width + 8, py + 28 + lines.length * 18, date, { size: 12, fill: P.faint }));
    py += h + 6;
  }

  // editor column
  const EX = SW + 48;
  const EW = 520;
  parts.push(rect(SW + 1, 57, 604, 46, { fill: P.white }) + line(SW, 103, SW + 604, 103));
  const tools = [['B', 700], ['I', 400], ['U', 400]];
  let tx = EX;
  for (const [label, weight] of tools) {
    parts.push(text(tx + 8, 86, label, { size: 15, weight, fill: P.muted, anchor: 'middle', decoration: label === 'U' ? 'underline' : undefined }));
    tx += 30;
  }
  parts.push(line(tx + 2, 70, tx + 2, 90, { stroke: P.line }));
  tx += 16;
  parts.push(rect(tx - 4, 68, 30, 24, { r: 6, fill: P.indigo50 }) + text(tx + 11, 85, 'H1', { size: 13, weight: 700, fill: P.indigo, anchor: 'middle' }));
  parts.push(text(tx + 45, 85, 'H2', { size: 13, weight: 600, fill: P.muted, anchor: 'middle' }));
  tx += 72;
  for (const name of ['quote', 'list', 'link', 'code', 'image']) {
    parts.push(icon(name, tx, 72, 16, P.muted));
    tx += 32;
  }
  parts.push(line(tx - 4, 70, tx - 4, 90, { stroke: P.line }));
  parts.push(pill(tx + 8, 69, 'Ask AI', { iconName: 'sparkles', fill: P.violet50, color: P.violet, size: 12, height: 24 }).svg);

  let ey = 152;
  parts.push(pillRow(EX, ey - 24, [['Design', { fill: P.indigo50, color: P.indigo, size: 11, height: 20 }], ['UX writing', { fill: P.pink50, color: P.pink, size: 11, height: 20 }], ['AI', { fill: P.teal50, color: '#0f766e', size: 11, height: 20 }]]).svg);
  for (const [i, l] of ['Designing calm interfaces', 'in a noisy world'].entries()) parts.push(text(EX, ey + 28 + i * 40, l, { size: 32, weight: 700, spacing: -0.5 }));
  ey += 96;
  parts.push(avatar(EX + 14, ey + 10, 13, 'AM', P.violet) + text(EX + 36, ey + 8, 'Alex Morgan', { size: 13, weight: 600 }) + text(EX + 36, ey + 24, '1,284 words · 6 min read · Last edited 2 min ago', { size: 12, fill: P.faint }));
  ey += 58;
  const body = { size: 15, fill: '#334155', lineHeight: 25, width: EW };
  const p1 = paragraph(EX, ey, 'Every product competes for attention. The interfaces we remember are the ones that give it back: they reveal information when it is needed, stay quiet when it is not, and make the next step feel obvious.', body);
  parts.push(p1.svg);
  ey += p1.height + 22;
  parts.push(text(EX, ey, 'Start with intent, not features', { size: 20, weight: 700 }));
  ey += 34;
  const hl = paragraph(EX + 10, ey, 'Before drawing a single screen, it is really important to write down what the person is actually trying to get done in that moment.', { ...body, width: EW - 20, fill: P.ink });
  parts.push(rect(EX - 2, ey - 19, EW + 4, hl.height + 8, { r: 6, fill: P.violet50 }) + rect(EX - 2, ey - 19, 3, hl.height + 8, { fill: P.violet }));
  parts.push(hl.svg);
  ey += hl.height + 20;
  const p3 = paragraph(EX, ey, 'Interfaces that begin from intent tend to need fewer settings, fewer modals and fewer explanations. The layout follows the task, and the task stays in focus from the first click to the last.', body);
  parts.push(p3.svg);
  ey += p3.height + 22;
  parts.push(text(EX, ey, 'Motion should explain, not decorate', { size: 20, weight: 700 }));
  ey += 34;
  const p4 = paragraph(EX, ey, 'Animation is a language. Used sparingly, it tells people where things came from, where they went and what just changed, so every transition should answer one of those', body);
  parts.push(p4.svg);
  const lastLine = p4.lines.at(-1);
  parts.push(rect(EX + textWidth(lastLine, 15) + 3, ey + (p4.lines.length - 1) * 25 - 15, 2, 20, { fill: P.indigo }));

  // AI suggestions panel
  const AX = SW + 605;
  const AW = W - AX;
  parts.push(rect(AX, 57, AW, H - 57, { fill: P.surface }) + line(AX, 57, AX, H));
  parts.push(rect(AX + 20, 76, 30, 30, { r: 9, fill: 'url(#cta)' }) + icon('sparkles', AX + 26, 82, 18, P.white));
  parts.push(text(AX + 60, 90, 'AI suggestions', { size: 15, weight: 700 }) + text(AX + 60, 106, 'Tone: clear and friendly', { size: 12, fill: P.faint }));
  parts.push(pill(AX + AW - 52, 80, '3 new', { size: 11, height: 20, fill: P.violet100, color: P.violet, padX: 8 }).svg);

  // active suggestion card
  const cx = AX + 16;
  const cw = AW - 32;
  let cy = 124;
  parts.push(rect(cx, cy, cw, 218, { r: 12, fill: P.white, stroke: '#c4b5fd', sw: 1.5, filter: 'url(#card)' }));
  parts.push(pill(cx + 14, cy + 14, 'Clarity', { size: 11, height: 20, fill: P.violet100, color: P.violet, padX: 8 }).svg + text(cx + cw - 14, cy + 28, 'Paragraph 2', { size: 11, fill: P.faint, anchor: 'end' }));
  parts.push(text(cx + 14, cy + 58, 'Make this sentence more concise', { size: 14, weight: 600 }));
  const oldText = paragraph(cx + 14, cy + 84, 'it is really important to write down what the person is actually trying to get done', { width: cw - 28, size: 12.5, lineHeight: 19, fill: P.faint, decoration: 'line-through' });
  parts.push(oldText.svg);
  const newY = cy + 84 + oldText.height + 6;
  const newText = paragraph(cx + 14, newY, 'write down what the person is trying to accomplish', { width: cw - 28, size: 12.5, lineHeight: 19, fill: '#0f766e', weight: 600 });
  parts.push(rect(cx + 10, newY - 14, cw - 20, newText.height + 6, { r: 5, fill: P.teal50 }) + newText.svg);
  parts.push(button(cx + 14, cy + 170, 'Accept', { gradientId: 'cta', height: 32, iconName: 'check', size: 12 }).svg);
  parts.push(button(cx + 120, cy + 170, 'Dismiss', { variant: 'secondary', height: 32, size: 12 }).svg);
  cy += 234;

  for (const [tag, title, sub, colors] of [
    ['Structure', 'Add a concrete example after “intent”', 'Readers engage 32% longer with examples', [P.amber50, '#b45309']],
    ['Headline', 'Try a stronger, shorter title', '“Calm interfaces, loud results”', [P.pink50, P.pink]],
  ]) {
    parts.push(rect(cx, cy, cw, 82, { r: 12, fill: P.white, stroke: P.line, sw: 1 }));
    parts.push(pill(cx + 14, cy + 12, tag, { size: 11, height: 20, fill: colors[0], color: colors[1], padX: 8 }).svg);
    parts.push(text(cx + 14, cy + 52, title, { size: 13, weight: 600 }) + text(cx + 14, cy + 70, sub, { size: 12, fill: P.faint }));
    cy += 94;
  }

  // readability + tags
  parts.push(text(cx, cy + 16, 'Readability', { size: 12, weight: 600, fill: P.muted }) + text(cx + cw, cy + 16, 'Grade 8 · Good', { size: 12, weight: 600, fill: '#0f766e', anchor: 'end' }));
  parts.push(rect(cx, cy + 26, cw, 6, { r: 3, fill: P.line }) + rect(cx, cy + 26, cw * 0.78, 6, { r: 3, fill: P.teal }));
  parts.push(text(cx, cy + 62, 'Tags', { size: 12, weight: 600, fill: P.muted }));
  const tags = pillRow(cx, cy + 72, [
    ['design-systems', { size: 11.5, height: 24, fill: P.white, color: P.ink, stroke: P.line, weight: 500 }],
    ['ai', { size: 11.5, height: 24, fill: P.white, color: P.ink, stroke: P.line, weight: 500 }],
    ['ux', { size: 11.5, height: 24, fill: P.white, color: P.ink, stroke: P.line, weight: 500 }],
    ['+ Suggest', { size: 11.5, height: 24, fill: P.violet50, color: P.violet, weight: 600 }],
  ]);
  parts.push(tags.svg);
  const iy = H - 60;
  parts.push(rect(cx, iy, cw, 42, { r: 12, fill: P.white, stroke: '#c4b5fd', sw: 1.2 }) + icon('sparkles', cx + 12, iy + 12, 18, P.violet) + text(cx + 38, iy + 26, 'Ask Inkwell to rewrite, expand…', { size: 13, fill: P.faint }));
  parts.push(rect(cx + cw - 38, iy + 6, 30, 30, { r: 8, fill: 'url(#cta)' }) + el('path', { d: `M${cx + cw - 29} ${iy + 21}h12m-5 -5 5 5 -5 5`, fill: 'none', stroke: P.white, strokeWidth: 2, strokeLinecap: 'round', strokeLinejoin: 'round' }));

  await writeWebp(path.join(PICTURES_DIR, 'projects', 'ai-blog-platform.webp'), fromSvg(svgDoc(W, H, parts.join(''), defs)), { cap: 70_000, quality: 78 });
}

/* ========================================================================== */
/* Project: file sharing platform                                             */
/* ========================================================================== */

function fileBadge(x, y, ext, color) {
  return [
    rect(x, y, 40, 40, { r: 10, fill: mixHex(color, '#ffffff', 0.86) }),
    icon('file', x + 9, y + 6, 22, color, { sw: 1.6 }),
    rect(x + 4, y + 22, 32, 13, { r: 3, fill: color }),
    text(x + 20, y + 32, ext, { size: 8.5, weight: 700, fill: P.white, anchor: 'middle', spacing: 0.3 }),
  ].join('');
}

function toggle(x, y, on) {
  return rect(x, y, 36, 20, { r: 10, fill: on ? P.indigo : '#cbd5e1' }) + circle(on ? x + 26 : x + 10, y + 10, 7.5, { fill: P.white });
}

async function generateFileSharing() {
  const W = 1200;
  const H = 750;
  const defs = [
    linearGradient('cta', [P.indigo, P.violet], { x1: 0, y1: 0, x2: 1, y2: 0 }),
    linearGradient('prog', [P.indigo, P.violet], { x1: 0, y1: 0, x2: 1, y2: 0 }),
    shadowFilter('card', { dy: 6, blur: 14, opacity: 0.08 }),
  ].join('');
  const parts = [rect(0, 0, W, H, { fill: P.canvas })];

  // header
  parts.push(rect(0, 0, W, 60, { fill: P.white }) + line(0, 60, W, 60));
  parts.push(rect(24, 16, 28, 28, { r: 8, fill: 'url(#cta)' }) + icon('share', 30, 22, 16, P.white));
  parts.push(text(62, 36, 'Sharely', { size: 17, weight: 700 }));
  let nx = 180;
  for (const [label, active] of [['My files', true], ['Shared with me'], ['Recent'], ['Trash']]) {
    parts.push(text(nx, 36, label, { size: 13.5, weight: active ? 600 : 500, fill: active ? P.ink : P.muted }));
    if (active) parts.push(rect(nx, 57, textWidth(label, 13.5, 600), 3, { r: 1.5, fill: P.indigo }));
    nx += textWidth(label, 13.5, 600) + 28;
  }
  parts.push(rect(W - 380, 14, 260, 32, { r: 8, fill: P.surface, stroke: P.line, sw: 1 }) + icon('search', W - 368, 23, 14, P.faint) + text(W - 346, 35, 'Search files and folders', { size: 13, fill: P.faint }));
  parts.push(icon('bell', W - 94, 19, 20, P.muted) + circle(W - 77, 20, 4, { fill: P.pink }));
  parts.push(avatar(W - 42, 30, 15, 'JL', P.teal));

  // upload zone
  const MX = 24;
  const MW = 760;
  parts.push(rect(MX, 84, MW, 196, { r: 16, fill: P.white, filter: 'url(#card)' }));
  parts.push(rect(MX + 16, 100, MW - 32, 164, { r: 12, fill: '#f7f7ff', stroke: '#a5b4fc', sw: 1.6, dash: '7 6' }));
  parts.push(circle(MX + MW / 2, 146, 28, { fill: P.indigo100 }) + icon('uploadCloud', MX + MW / 2 - 15, 131, 30, P.indigo));
  parts.push(text(MX + MW / 2, 200, 'Drag & drop files here', { size: 17, weight: 700, anchor: 'middle' }));
  const browse = 'or browse from your computer · up to 2 GB per file';
  parts.push(text(MX + MW / 2, 222, browse, { size: 13, fill: P.muted, anchor: 'middle' }));
  const typePills = ['PDF', 'PNG', 'MP4', 'ZIP', 'FIG'].map((t) => [t, { size: 10.5, height: 18, fill: P.surface, color: P.muted, stroke: P.line, padX: 7 }]);
  parts.push(pillRow(MX + MW / 2 - pillRow(0, 0, typePills).width / 2, 236, typePills).svg);

  // file list
  const LY = 300;
  parts.push(rect(MX, LY, MW, H - LY - 24, { r: 16, fill: P.white, filter: 'url(#card)' }));
  parts.push(text(MX + 20, LY + 34, 'Uploads', { size: 16, weight: 700 }) + text(MX + 96, LY + 34, '5 files · 1.78 GB', { size: 13, fill: P.faint }));
  parts.push(button(MX + MW - 120, LY + 14, 'Share all', { variant: 'secondary', iconName: 'link', height: 30, size: 12 }).svg);
  const colX = { name: MX + 76, size: MX + 380, progress: MX + 470, action: MX + MW - 40 };
  parts.push(line(MX + 20, LY + 54, MX + MW - 20, LY + 54));
  for (const [label, x] of [['NAME', colX.name - 56], ['SIZE', colX.size], ['STATUS', colX.progress]]) parts.push(text(x, LY + 74, label, { size: 10.5, weight: 600, fill: P.faint, spacing: 0.8 }));
  const files = [
    ['brand-guidelines.pdf', 'PDF', P.pink, '24.6 MB', 1, 'Uploaded 2 min ago'],
    ['product-demo.mp4', 'MP4', P.violet, '486 MB', 0.64, '2.4 MB/s · 1 min left'],
    ['ui-kit-v3.fig', 'FIG', P.indigo, '58.2 MB', 1, 'Uploaded 5 min ago'],
    ['asset-export.zip', 'ZIP', P.amber, '1.2 GB', 0.28, '3.1 MB/s · 4 min left'],
    ['hero-photo.png', 'PNG', P.teal, '8.4 MB', 1, 'Uploaded 9 min ago'],
  ];
  let fy = LY + 86;
  for (const [name, ext, color, size, progress, meta] of files) {
    parts.push(fileBadge(MX + 20, fy + 8, ext, color));
    parts.push(text(colX.name, fy + 25, name, { size: 14, weight: 600 }) + text(colX.name, fy + 43, meta, { size: 12, fill: P.faint }));
    parts.push(text(colX.size, fy + 33, size, { size: 13, fill: P.muted }));
    const barW = 170;
    parts.push(rect(colX.progress, fy + 26, barW, 6, { r: 3, fill: P.line }));
    if (progress >= 1) {
      parts.push(rect(colX.progress, fy + 26, barW, 6, { r: 3, fill: P.teal }));
      parts.push(circle(colX.progress + barW + 22, fy + 29, 9, { fill: P.teal100 }) + icon('check', colX.progress + barW + 15.5, fy + 22.5, 13, '#0f766e', { sw: 3 }));
    } else {
      parts.push(rect(colX.progress, fy + 26, barW * progress, 6, { r: 3, fill: 'url(#prog)' }));
      parts.push(text(colX.progress + barW + 12, fy + 33, `${Math.round(progress * 100)}%`, { size: 12, weight: 600, fill: P.indigo }));
    }
    parts.push(icon(progress >= 1 ? 'link' : 'x', colX.action - 2, fy + 20, 18, P.faint));
    if (name !== files.at(-1)[0]) parts.push(line(MX + 20, fy + 56, MX + MW - 20, fy + 56, { stroke: '#f1f5f9' }));
    fy += 57;
  }

  // share panel
  const SX = MX + MW + 24;
  const SWd = W - SX - 24;
  parts.push(rect(SX, 84, SWd, 378, { r: 16, fill: P.white, filter: 'url(#card)' }));
  parts.push(text(SX + 20, 116, 'Share link', { size: 16, weight: 700 }) + icon('x', SX + SWd - 36, 102, 16, P.faint));
  parts.push(fileBadge(SX + 20, 134, 'PDF', P.pink) + text(SX + 72, 152, 'brand-guidelines.pdf', { size: 14, weight: 600 }) + text(SX + 72, 170, '24.6 MB · PDF document', { size: 12, fill: P.faint }));
  // link pill
  parts.push(rect(SX + 20, 194, SWd - 40, 44, { r: 22, fill: P.indigo50, stroke: P.indigo200, sw: 1 }));
  parts.push(icon('link', SX + 36, 207, 16, P.indigo) + text(SX + 60, 221, 'sharely.app/s/7fK2-qa9', { size: 13.5, weight: 600, fill: P.indigo, family: FONT.sans }));
  parts.push(rect(SX + SWd - 96, 200, 70, 32, { r: 16, fill: 'url(#cta)' }) + icon('copy', SX + SWd - 84, 209, 14, P.white) + text(SX + SWd - 64, 221, 'Copy', { size: 12.5, weight: 600, fill: P.white }));
  parts.push(pill(SX + 20, 252, 'Expires in 7 days', { iconName: 'clock', size: 12, height: 26, fill: P.amber50, color: '#b45309', padX: 10 }).svg);
  parts.push(pill(SX + 178, 252, 'View & download', { iconName: 'download', size: 12, height: 26, fill: P.teal50, color: '#0f766e', padX: 10 }).svg);
  parts.push(line(SX + 20, 296, SX + SWd - 20, 296));
  parts.push(icon('lock', SX + 20, 312, 16, P.muted) + text(SX + 44, 325, 'Password protection', { size: 13, weight: 500 }) + toggle(SX + SWd - 56, 310, true));
  parts.push(icon('download', SX + 20, 348, 16, P.muted) + text(SX + 44, 361, 'Allow downloads', { size: 13, weight: 500 }) + toggle(SX + SWd - 56, 346, true));
  parts.push(icon('bell', SX + 20, 384, 16, P.muted) + text(SX + 44, 397, 'Notify me on open', { size: 13, weight: 500 }) + toggle(SX + SWd - 56, 382, false));
  parts.push(text(SX + 20, 440, 'People with access', { size: 12, weight: 600, fill: P.muted }));
  parts.push(avatarStack(SX + SWd - 20 - 13 * 2 * (1 + 3 * 0.82), 435, 13, [['AM', P.violet], ['JL', P.teal], ['RK', P.pink], ['+4', P.faint]], 0.82));

  // storage card
  const SY = 480;
  parts.push(rect(SX, SY, SWd, H - SY - 24, { r: 16, fill: P.white, filter: 'url(#card)' }));
  parts.push(text(SX + 20, SY + 34, 'Storage', { size: 16, weight: 700 }) + text(SX + SWd - 20, SY + 34, '68.4 of 100 GB', { size: 13, weight: 600, fill: P.muted, anchor: 'end' }));
  const segs = [['Videos', 31.2, P.violet], ['Design', 18.6, P.indigo], ['Documents', 11.3, P.pink], ['Images', 7.3, P.teal]];
  const barW = SWd - 40;
  let sx = SX + 20;
  parts.push(rect(SX + 20, SY + 52, barW, 12, { r: 6, fill: P.line }));
  const segEls = [];
  for (const [, gb, color] of segs) {
    segEls.push(rect(sx, SY + 52, (barW * gb) / 100 - 2, 12, { fill: color }));
    sx += (barW * gb) / 100;
  }
  parts.push(el('clipPath', { id: 'storeClip' }, rect(SX + 20, SY + 52, barW, 12, { r: 6 })) + el('g', { clipPath: 'url(#storeClip)' }, segEls.join('')));
  segs.forEach(([label, gb, color], i) => {
    const lx = SX + 20 + (i % 2) * (barW / 2);
    const ly = SY + 96 + Math.floor(i / 2) * 30;
    parts.push(circle(lx + 5, ly - 4, 5, { fill: color }) + text(lx + 16, ly, label, { size: 12.5, fill: P.muted }) + text(lx + barW / 2 - 16, ly, `${gb} GB`, { size: 12.5, weight: 600, anchor: 'end' }));
  });
  parts.push(button(SX + 20, SY + 170, 'Upgrade storage', { variant: 'secondary', height: 34, size: 12.5 }).svg);

  await writeWebp(path.join(PICTURES_DIR, 'projects', 'file-sharing-platform.webp'), fromSvg(svgDoc(W, H, parts.join(''), defs)), { cap: 70_000 });
}

/* ========================================================================== */
/* Project: project-management kanban                                        */
/* ========================================================================== */

const PEOPLE = { AM: P.violet, JL: P.teal, RK: P.pink, SN: P.indigo, DP: P.amber };
const LABELS = {
  Design: [P.pink50, P.pink],
  Research: [P.amber50, '#b45309'],
  Frontend: [P.indigo50, P.indigo],
  Backend: [P.teal50, '#0f766e'],
  Content: [P.violet50, P.violet],
  Bug: ['#fff1f2', P.red],
  QA: [P.teal50, '#0f766e'],
};

function kanbanCard(x, y, w, card) {
  const titleLines = wrapText(card.title, w - 28, 14, 600);
  const h = 50 + titleLines.length * 19 + (card.progress !== undefined ? 22 : 0) + 30;
  const parts = [rect(x, y, w, h, { r: 10, fill: P.white, stroke: '#e7ebf0', sw: 1, filter: 'url(#card)' })];
  parts.push(pillRow(x + 14, y + 14, card.labels.map((l) => [l, { size: 10.5, height: 19, fill: LABELS[l][0], color: LABELS[l][1], padX: 7 }])).svg);
  titleLines.forEach((l, i) => parts.push(text(x + 14, y + 54 + i * 19, l, { size: 14, weight: 600, fill: card.done ? P.muted : P.ink })));
  let fy = y + 54 + titleLines.length * 19;
  if (card.progress !== undefined) {
    parts.push(rect(x + 14, fy, w - 60, 5, { r: 2.5, fill: P.line }) + rect(x + 14, fy, (w - 60) * card.progress, 5, { r: 2.5, fill: card.progress >= 1 ? P.teal : P.indigo }));
    parts.push(text(x + w - 14, fy + 6, `${Math.round(card.progress * 100)}%`, { size: 11, weight: 600, fill: P.muted, anchor: 'end' }));
    fy += 22;
  }
  // footer: due date / checklist / comments, avatars at right
  let ix = x + 14;
  const footY = fy + 6;
  if (card.done) {
    parts.push(circle(ix + 8, footY + 7, 8, { fill: P.teal100 }) + icon('check', ix + 3, footY + 2, 10, '#0f766e', { sw: 3.5 }) + text(ix + 22, footY + 11, card.due, { size: 12, fill: '#0f766e', weight: 500 }));
  } else {
    const dueColor = card.overdue ? P.red : P.muted;
    parts.push(icon('calendar', ix, footY, 14, dueColor) + text(ix + 20, footY + 11, card.due, { size: 12, fill: dueColor, weight: card.overdue ? 600 : 400 }));
    ix += 28 + textWidth(card.due, 12);
    if (card.checklist) {
      parts.push(icon('checkSquare', ix, footY, 14, P.muted) + text(ix + 20, footY + 11, card.checklist, { size: 12, fill: P.muted }));
      ix += 28 + textWidth(card.checklist, 12);
    }
    if (card.comments) parts.push(icon('message', ix, footY, 14, P.muted) + text(ix + 19, footY + 11, String(card.comments), { size: 12, fill: P.muted }));
  }
  const av = card.people;
  parts.push(avatarStack(x + w - 14 - 11 * 2 - (av.length - 1) * 11 * 2 * 0.92, footY + 7, 11, av.map((p) => [p, PEOPLE[p]]), 0.92));
  return { svg: parts.join(''), height: h };
}

async function generateKanban() {
  const W = 1200;
  const H = 750;
  const defs = [linearGradient('cta', [P.indigo, P.violet], { x1: 0, y1: 0, x2: 1, y2: 0 }), shadowFilter('card', { dy: 2, blur: 3, opacity: 0.06 })].join('');
  const parts = [rect(0, 0, W, H, { fill: P.white })];

  // header
  parts.push(rect(24, 18, 36, 36, { r: 10, fill: 'url(#cta)' }) + icon('layers', 32, 26, 20, P.white));
  parts.push(text(72, 34, 'Website Relaunch', { size: 19, weight: 700 }) + text(72, 52, 'Sprint 14 · Mar 4 – Mar 18 · 12 tasks', { size: 12.5, fill: P.faint }));
  parts.push(avatarStack(W - 450, 36, 14, Object.entries(PEOPLE), 0.82) + pill(W - 450 + 14 * 2 * 0.82 * 4 + 36, 26, '+3', { size: 11, height: 22, fill: P.surface, color: P.muted, stroke: P.line, padX: 8 }).svg);
  parts.push(button(W - 262, 20, 'Filter', { variant: 'secondary', iconName: 'filter', height: 34 }).svg);
  parts.push(button(W - 158, 20, 'New task', { gradientId: 'cta', iconName: 'plus', height: 34 }).svg);
  // view tabs
  let tx = 24;
  for (const [label, name, active] of [['Board', 'grid', true], ['List', 'list'], ['Timeline', 'barChart'], ['Files', 'file']]) {
    parts.push(icon(name, tx, 80, 15, active ? P.indigo : P.muted) + text(tx + 22, 92, label, { size: 13.5, weight: active ? 600 : 500, fill: active ? P.indigo : P.muted }));
    const w = 22 + textWidth(label, 13.5, 600);
    if (active) parts.push(rect(tx, 106, w, 2.5, { r: 1.25, fill: P.indigo }));
    tx += w + 28;
  }
  parts.push(line(0, 108, W, 108));
  parts.push(text(W - 24, 92, 'Grouped by status', { size: 12.5, fill: P.faint, anchor: 'end' }));

  const columns = [
    { name: 'To do', color: P.faint, cards: [
      { labels: ['Design'], title: 'Refresh pricing page hero', due: 'Mar 14', checklist: '0/4', people: ['AM'] },
      { labels: ['Research'], title: 'Interview five returning customers', due: 'Mar 16', comments: 3, people: ['JL', 'SN'] },
      { labels: ['Content'], title: 'Write onboarding email sequence', due: 'Mar 17', people: ['DP'] },
      { labels: ['Bug', 'Frontend'], title: 'Focus ring missing on dark buttons', due: 'Mar 12', overdue: true, people: ['RK'] },
    ] },
    { name: 'In progress', color: P.indigo, cards: [
      { labels: ['Frontend'], title: 'Build responsive navigation', due: 'Mar 13', checklist: '3/5', progress: 0.6, people: ['SN', 'AM'] },
      { labels: ['Design'], title: 'Empty states for the dashboard', due: 'Mar 15', comments: 5, progress: 0.35, people: ['AM'] },
      { labels: ['Backend'], title: 'Rate-limit the file upload API', due: 'Mar 14', checklist: '2/3', people: ['JL'] },
    ] },
    { name: 'Review', color: P.amber, cards: [
      { labels: ['Frontend', 'Design'], title: 'Dark theme colour tokens', due: 'Mar 11', checklist: '5/5', comments: 2, progress: 1, people: ['RK', 'AM'] },
      { labels: ['QA'], title: 'Cross-browser checkout QA', due: 'Mar 12', comments: 4, people: ['DP', 'SN'] },
    ] },
    { name: 'Done', color: P.teal, cards: [
      { labels: ['Backend'], title: 'Set up CI pipeline and previews', due: 'Done Mar 6', done: true, people: ['JL'] },
      { labels: ['Design'], title: 'Brand colour audit', due: 'Done Mar 7', done: true, people: ['AM', 'RK'] },
      { labels: ['Frontend'], title: 'Migrate icons to an SVG sprite', due: 'Done Mar 8', done: true, people: ['SN'] },
    ] },
  ];

  const colW = (W - 48 - 3 * 16) / 4;
  columns.forEach((col, ci) => {
    const x = 24 + ci * (colW + 16);
    parts.push(rect(x, 124, colW, H - 124 - 20, { r: 14, fill: P.canvas }));
    parts.push(circle(x + 20, 149, 5, { fill: col.color }) + text(x + 32, 154, col.name, { size: 14, weight: 700 }));
    parts.push(pill(x + 40 + textWidth(col.name, 14, 700), 140, String(col.cards.length), { size: 11, height: 19, fill: P.white, color: P.muted, padX: 7 }).svg);
    parts.push(icon('plus', x + colW - 52, 141, 16, P.faint) + icon('more', x + colW - 28, 141, 16, P.faint));
    let cy = 172;
    for (const card of col.cards) {
      const c = kanbanCard(x + 10, cy, colW - 20, card);
      parts.push(c.svg);
      cy += c.height + 10;
    }
    if (ci < 2) parts.push(rect(x + 10, cy, colW - 20, 38, { r: 10, stroke: '#cbd5e1', sw: 1.2, dash: '5 5' }) + icon('plus', x + colW / 2 - 44, cy + 12, 14, P.faint) + text(x + colW / 2 - 24, cy + 24, 'Add task', { size: 12.5, weight: 500, fill: P.faint }));
  });

  await writeWebp(path.join(PICTURES_DIR, 'projects', 'project-management-app.webp'), fromSvg(svgDoc(W, H, parts.join(''), defs)), { cap: 70_000 });
}

/* ========================================================================== */
/* Project: C shell terminal session                                          */
/* ========================================================================== */

const TERM = {
  prompt: '#2dd4bf',
  text: '#e2e8f0',
  output: '#94a3b8',
  operator: '#f472b6',
  flag: '#a5b4fc',
  job: '#fbbf24',
  dim: '#64748b',
};

/** Draw [text, colour] tokens on a monospace grid starting at column `col`; returns the end column. */
function monoRun(x, y, tokens, { size, charW, col = 0, weight }) {
  const out = [];
  for (const [tok, color] of tokens) {
    // each run of non-space characters is positioned on its own column, so spacing is exact
    for (const m of tok.matchAll(/\S+/g)) out.push(text(x + (col + m.index) * charW, y, m[0], { size, family: FONT.mono, fill: color, weight }));
    col += tok.length;
  }
  return { svg: out.join(''), col };
}

/** Syntax-colour a command line into [text, colour] tokens (pipes/redirects/background, flags). */
function shellTokens(cmd) {
  return cmd.split(/(\s+)/).map((tok) => {
    if (/^(\||>|>>|<|&)$/.test(tok)) return [tok, TERM.operator];
    if (/^-\w+/.test(tok)) return [tok, TERM.flag];
    return [tok, TERM.text];
  });
}

async function generateShell() {
  const W = 1200;
  const H = 750;
  const size = 15.5;
  const charW = size * 0.6021; // DejaVu Sans Mono advance
  const lh = 22.5;

  const session = [
    { out: 'msh 1.4 — a tiny POSIX-style shell · type `help` for builtins', color: TERM.dim },
    { cmd: 'ls -l | grep .c > sources.txt' },
    { cmd: 'cat sources.txt' },
    ...[
      ['1876', '10:39', 'main.c'],
      ['4210', '10:41', 'builtins.c'],
      ['6873', '10:41', 'executor.c'],
      ['2954', '10:40', 'jobs.c'],
      ['5120', '10:42', 'parser.c'],
    ].map(([bytes, time, name]) => ({ out: `-rw-r--r--  1 dev  staff  ${bytes.padStart(5)} Mar 12 ${time} ${name}` })),
    { cmd: 'cat sources.txt | wc -l' },
    { out: '5' },
    { cmd: 'sleep 30 &' },
    { out: '[1] 4821', color: TERM.job },
    { cmd: 'jobs' },
    { out: '[1]+  Running                 sleep 30 &', color: TERM.job },
    { cmd: 'cd ..' },
    { cmd: 'pwd' },
    { out: '/home/dev/projects' },
    { cmd: 'history' },
    ...['ls -l | grep .c > sources.txt', 'cat sources.txt', 'cat sources.txt | wc -l', 'sleep 30 &', 'jobs', 'cd ..', 'pwd', 'history'].map((c, i) => ({ out: `${String(i + 1).padStart(5)}  ${c}` })),
    { cmd: '', cursor: true },
  ];

  const wx = 90;
  const wy = 34;
  const ww = W - 180;
  const wh = H - 68;
  const defs = [
    shadowFilter('win', { dy: 24, blur: 30, opacity: 0.55, color: '#000000' }),
    linearGradient('titlebar', ['#1c2340', '#161c33'], { x1: 0, y1: 0, x2: 0, y2: 1 }),
  ].join('');
  const parts = [
    rect(wx, wy, ww, wh, { r: 14, fill: '#0d1226', filter: 'url(#win)' }),
    rect(wx + 0.5, wy + 0.5, ww - 1, wh - 1, { r: 14, stroke: 'rgba(255,255,255,0.1)', sw: 1 }),
    el('path', { d: `M${wx} ${wy + 42}V${wy + 14}a14 14 0 0 1 14 -14H${wx + ww - 14}a14 14 0 0 1 14 14V${wy + 42}Z`, fill: 'url(#titlebar)' }),
    line(wx, wy + 42, wx + ww, wy + 42, { stroke: 'rgba(255,255,255,0.07)' }),
    circle(wx + 22, wy + 21, 6.5, { fill: '#ff5f57' }),
    circle(wx + 44, wy + 21, 6.5, { fill: '#febc2e' }),
    circle(wx + 66, wy + 21, 6.5, { fill: '#28c840' }),
    text(wx + ww / 2, wy + 26, 'msh — ~/projects/c-shell — 96×28', { size: 13, weight: 500, fill: '#94a3b8', anchor: 'middle' }),
  ];

  const x0 = wx + 26;
  let y = wy + 42 + 32;
  for (const entry of session) {
    if ('cmd' in entry) {
      parts.push(monoRun(x0, y, [['msh$', TERM.prompt]], { size, charW, weight: 700 }).svg);
      const run = monoRun(x0, y, shellTokens(entry.cmd), { size, charW, col: 5 });
      parts.push(run.svg);
      if (entry.cursor) parts.push(rect(x0 + run.col * charW, y - size * 0.82, charW, size * 1.08, { fill: TERM.prompt, opacity: 0.85 }));
    } else {
      parts.push(monoRun(x0, y, [[entry.out, entry.color ?? TERM.output]], { size, charW }).svg);
    }
    y += lh;
  }

  const backdrop = renderHeroFrame(0.37, { width: W, height: H, intensity: 0.95 });
  await writeWebp(
    path.join(PICTURES_DIR, 'projects', 'c-shell.webp'),
    () => sharp(backdrop, { raw: { width: W, height: H, channels: 3 } }).composite([{ input: Buffer.from(svgDoc(W, H, parts.join(''), defs)) }]),
    { cap: 70_000 },
  );
}

/* ========================================================================== */
/* Project: Mandelbrot fractal                                                */
/* ========================================================================== */

const FRACTAL_PALETTE = [P.navy, '#1e1b4b', '#3b2a9a', P.violet, '#b5298f', P.pink, '#f0603c', P.amber, '#fde68a'].map(hexToRgb);

/** Smooth (continuous) escape-time colouring; palette ping-pongs so the cycle has no seam. */
function mandelbrotColor(cRe, cIm, maxIter) {
  let x = 0;
  let y = 0;
  let x2 = 0;
  let y2 = 0;
  let n = 0;
  while (x2 + y2 <= 256 && n < maxIter) {
    y = 2 * x * y + cIm;
    x = x2 - y2 + cRe;
    x2 = x * x;
    y2 = y * y;
    n++;
  }
  if (n >= maxIter) return FRACTAL_PALETTE[0];
  const mu = n + 1 - Math.log2(Math.log(x2 + y2) / 2);
  const s = Math.log(mu + 1) * 1.15; // logarithmic so deep iterations still cycle
  const cycle = s % 2;
  const u = (cycle < 1 ? cycle : 2 - cycle) * (FRACTAL_PALETTE.length - 1);
  const i = Math.min(Math.floor(u), FRACTAL_PALETTE.length - 2);
  const f = u - i;
  const a = FRACTAL_PALETTE[i];
  const b = FRACTAL_PALETTE[i + 1];
  return [lerp(a[0], b[0], f), lerp(a[1], b[1], f), lerp(a[2], b[2], f)];
}

function renderMandelbrot(width, height, { centerRe, centerIm, spanRe, maxIter, samples = 2 }) {
  const out = Buffer.alloc(width * height * 3);
  const step = spanRe / width;
  const re0 = centerRe - spanRe / 2;
  const im0 = centerIm + (step * height) / 2;
  const inv = 1 / (samples * samples);
  for (let py = 0; py < height; py++) {
    for (let px = 0; px < width; px++) {
      let r = 0;
      let g = 0;
      let b = 0;
      for (let sy = 0; sy < samples; sy++) {
        for (let sx = 0; sx < samples; sx++) {
          const c = mandelbrotColor(re0 + (px + (sx + 0.5) / samples) * step, im0 - (py + (sy + 0.5) / samples) * step, maxIter);
          r += c[0];
          g += c[1];
          b += c[2];
        }
      }
      const o = (py * width + px) * 3;
      out[o] = Math.round(r * inv);
      out[o + 1] = Math.round(g * inv);
      out[o + 2] = Math.round(b * inv);
    }
  }
  return out;
}

async function generateFractal() {
  const W = 1200;
  const H = 750;
  const view = { centerRe: -0.74338, centerIm: 0.13135, spanRe: 0.0045, maxIter: 2000 };
  const pixels = renderMandelbrot(W, H, view);

  const label = 'MPI × OpenMP × CUDA — 8192×8192, 2,000 iterations';
  const lw = textWidth(label, 15, 600) + 48;
  const defs = shadowFilter('lbl', { dy: 6, blur: 12, opacity: 0.4, color: '#000000' });
  const overlay = [
    rect(28, H - 28 - 46, lw, 46, { r: 23, fill: 'rgba(11,16,32,0.74)', stroke: 'rgba(255,255,255,0.16)', sw: 1, filter: 'url(#lbl)' }),
    circle(50, H - 28 - 23, 5, { fill: P.teal }),
    text(64, H - 28 - 18, label, { size: 15, weight: 600, fill: P.white }),
    rect(W - 28 - 254, 28, 254, 34, { r: 17, fill: 'rgba(11,16,32,0.6)', stroke: 'rgba(255,255,255,0.12)', sw: 1 }),
    text(W - 28 - 127, 50, `re ${view.centerRe}  im ${view.centerIm}  ×${fmtInt(3 / view.spanRe)}`, { size: 12, family: FONT.mono, fill: '#cbd5e1', anchor: 'middle' }),
  ].join('');
  await writeWebp(
    path.join(PICTURES_DIR, 'projects', 'fractal-generator.webp'),
    // a sub-pixel blur tames the hair-thin filaments that would otherwise dominate the byte budget
    () => sharp(pixels, { raw: { width: W, height: H, channels: 3 } }).blur(0.55).composite([{ input: Buffer.from(svgDoc(W, H, overlay, defs)) }]),
    { cap: 70_000, quality: 68 },
  );
}

/* ========================================================================== */
/* Dashboards: Power BI-style report framework                                */
/* ========================================================================== */

const DASH = { W: 1600, H: 900, nav: 56, title: 72, tabs: 36, pad: 20, gap: 16 };
const SERIES = [P.indigo, P.teal, P.pink, P.amber, P.violet, '#0ea5e9'];
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** "Nice" axis range: step from {1, 2, 2.5, 5}×10^k, bounds snapped to steps. */
function niceRange(min, max, count = 4) {
  const raw = (max - min) / count || 1;
  const mag = 10 ** Math.floor(Math.log10(raw));
  const step = [1, 2, 2.5, 5, 10].map((m) => m * mag).find((s) => s >= raw);
  const lo = Math.floor(min / step) * step;
  const hi = Math.ceil(max / step) * step;
  const ticks = [];
  for (let v = lo; v <= hi + step / 1e6; v += step) ticks.push(round2(v));
  return { lo, hi, ticks, scale: (v, px) => ((v - lo) / (hi - lo)) * px };
}

/** Seasonal series: base + trend + sine season + noise. */
function seededSeries(rng, n, { base, trend = 0, amp = 0, phase = 0, noise = 0 }) {
  return Array.from({ length: n }, (_, i) => base + trend * i + amp * Math.sin(TAU * (i / 12) + phase) + noise * rng.normal());
}

function dashboardFrame({ title, subtitle, pages, navActive = 2 }) {
  const { W, H, nav, title: TH, tabs } = DASH;
  const parts = [rect(0, 0, W, H, { fill: '#eef1f6' })];
  // left nav strip
  parts.push(rect(0, 0, nav, H, { fill: P.navy }));
  parts.push(rect(14, 16, 28, 28, { r: 7, fill: P.amber }) + [4, 9, 14].map((h, i) => rect(20 + i * 6, 36 - h, 4, h, { r: 1, fill: P.navy })).join(''));
  ['home', 'grid', 'barChart', 'star', 'database', 'settings'].forEach((name, i) => {
    const y = 80 + i * 52;
    if (i === navActive) parts.push(rect(8, y - 10, 40, 40, { r: 10, fill: 'rgba(124,58,237,0.35)' }) + rect(0, y - 4, 3, 28, { r: 1.5, fill: '#a78bfa' }));
    parts.push(icon(name, 18, y + 2, 20, i === navActive ? P.white : '#8b93b5'));
  });
  parts.push(avatar(nav / 2, H - 30, 13, 'AM', P.violet, { ring: P.navy }));
  // title bar
  parts.push(rect(nav, 0, W - nav, TH, { fill: P.white }) + line(nav, TH, W, TH));
  parts.push(text(nav + 24, 34, title, { size: 22, weight: 700 }) + text(nav + 24, 56, subtitle, { size: 12.5, fill: P.faint }));
  let bx = W - 24;
  for (const [label, variant, iconName] of [['Share', 'primary', 'share'], ['Export', 'secondary', 'download'], ['Refresh', 'secondary', 'refresh']]) {
    const w = button(0, 0, label, { variant, iconName, height: 32, size: 12.5 }).width;
    bx -= w;
    parts.push(button(bx, 20, label, { variant, iconName, height: 32, size: 12.5 }).svg);
    bx -= 10;
  }
  parts.push(text(bx - 8, 41, 'Data refreshed daily · 06:00 UTC', { size: 12, fill: P.faint, anchor: 'end' }));
  // page tabs
  const ty = H - tabs;
  parts.push(rect(nav, ty, W - nav, tabs, { fill: P.white }) + line(nav, ty, W, ty));
  let tx = nav + 16;
  pages.forEach((page, i) => {
    const w = textWidth(page, 12.5, 600) + 28;
    if (i === 0) parts.push(rect(tx, ty, w, tabs, { fill: '#f5f3ff' }) + rect(tx, ty, w, 3, { fill: P.violet }));
    parts.push(text(tx + 14, ty + 23, page, { size: 12.5, weight: i === 0 ? 600 : 500, fill: i === 0 ? P.violet : P.muted }));
    tx += w + 4;
  });
  parts.push(icon('plus', tx + 10, ty + 11, 14, P.faint));
  parts.push(text(W - 24, ty + 23, `Page 1 of ${pages.length}`, { size: 12, fill: P.faint, anchor: 'end' }));
  return parts.join('');
}

/** Card container with a title; returns svg and inner content box. */
function visual(x, y, w, h, title, { subtitle } = {}) {
  const svg = [
    rect(x, y, w, h, { r: 8, fill: P.white, stroke: '#e3e8ef', sw: 1, filter: 'url(#vshadow)' }),
    text(x + 16, y + 26, title, { size: 14, weight: 600 }),
    subtitle ? text(x + w - 16, y + 26, subtitle, { size: 11.5, fill: P.faint, anchor: 'end' }) : '',
  ].join('');
  return { svg, box: { x: x + 16, y: y + 40, w: w - 32, h: h - 52 } };
}

function slicerTile(x, y, w, h, slicers) {
  const parts = [rect(x, y, w, h, { r: 8, fill: P.white, stroke: '#e3e8ef', sw: 1, filter: 'url(#vshadow)' })];
  const rowH = (h - 12) / slicers.length;
  slicers.forEach(([label, value], i) => {
    const ry = y + 8 + i * rowH;
    parts.push(text(x + 14, ry + 16, label.toUpperCase(), { size: 10, weight: 600, fill: P.faint, spacing: 0.8 }));
    parts.push(rect(x + 14, ry + 22, w - 28, 24, { r: 5, fill: P.surface, stroke: P.line, sw: 1 }) + text(x + 24, ry + 38.5, value, { size: 12.5, weight: 500 }) + icon('chevronDown', x + w - 36, ry + 26, 16, P.muted));
  });
  return parts.join('');
}

function sparkline(x, y, w, h, values, color, id) {
  const r = niceRange(Math.min(...values), Math.max(...values), 2);
  const pts = values.map((v, i) => [x + (i / (values.length - 1)) * w, y + h - r.scale(v, h)]);
  const d = pts.map((p, i) => `${i ? 'L' : 'M'}${round2(p[0])} ${round2(p[1])}`).join('');
  return (
    el('path', { d: `${d}L${x + w} ${y + h}L${x} ${y + h}Z`, fill: `url(#${id})` }) +
    el('path', { d, fill: 'none', stroke: color, strokeWidth: 2, strokeLinejoin: 'round', strokeLinecap: 'round' })
  );
}

/** KPI card: icon + label, big value, optional delta and sparkline (beside the value, or below it on tall cards). */
function kpiCard(x, y, w, h, { value, label, color, delta, spark, iconName }, id) {
  const stacked = h >= 130;
  const parts = [rect(x, y, w, h, { r: 8, fill: P.white, stroke: '#e3e8ef', sw: 1, filter: 'url(#vshadow)' }), rect(x, y + 14, 4, h - 28, { r: 2, fill: color })];
  parts.push(rect(x + 20, y + 18, 30, 30, { r: 8, fill: mixHex(color, '#ffffff', 0.88) }) + icon(iconName, x + 27, y + 25, 16, color));
  parts.push(text(x + 60, y + 38, label, { size: 13, weight: 500, fill: P.muted }));
  const valueSize = stacked ? 30 : 34;
  parts.push(text(x + 20, y + (stacked ? 84 : 88), value, { size: valueSize, weight: 700, spacing: -0.5 }));
  if (delta) parts.push(text(x + 20 + textWidth(value, valueSize, 700) + 10, y + (stacked ? 83 : 87), delta, { size: 12, weight: 600, fill: '#0f766e' }));
  if (spark && stacked) parts.push(sparkline(x + 20, y + 98, w - 40, h - 114, spark, color, id));
  else if (spark) parts.push(sparkline(x + w - 130, y + 52, 110, 38, spark, color, id));
  return parts.join('');
}

function yAxis(box, range, fmt = fmtK) {
  return range.ticks
    .map((t) => {
      const y = box.y + box.h - range.scale(t, box.h);
      return line(box.x, y, box.x + box.w, y, { stroke: t === range.lo ? '#cbd5e1' : '#eef2f6' }) + text(box.x - 8, y + 4, fmt(t), { size: 11, fill: P.faint, anchor: 'end' });
    })
    .join('');
}

function xLabels(box, labels, positions, every = 1) {
  return labels.map((l, i) => (i % every === 0 ? text(positions[i], box.y + box.h + 17, l, { size: 11, fill: P.faint, anchor: 'middle' }) : '')).join('');
}

function legend(x, y, items, { size = 11.5 } = {}) {
  let cx = x;
  return items
    .map(([label, color]) => {
      const s = circle(cx + 5, y - 4, 5, { fill: color }) + text(cx + 14, y, label, { size, fill: P.muted });
      cx += 14 + textWidth(label, size) + 16;
      return s;
    })
    .join('');
}

/** Chart plot area inside a visual box, leaving room for y labels / x labels / legend. */
const plotArea = (box, { left = 40, bottom = 24, top = 0, right = 0 } = {}) => ({ x: box.x + left, y: box.y + top, w: box.w - left - right, h: box.h - bottom - top });

function topRoundedBar(x, y, w, h, r) {
  if (h <= 0) return '';
  const rr = Math.min(r, h, w / 2);
  return el('path', { d: `M${round2(x)} ${round2(y + h)}V${round2(y + rr)}Q${round2(x)} ${round2(y)} ${round2(x + rr)} ${round2(y)}H${round2(x + w - rr)}Q${round2(x + w)} ${round2(y)} ${round2(x + w)} ${round2(y + rr)}V${round2(y + h)}Z` });
}

function columnChart(box, labels, values, { color = P.indigo, highlight, fmt = fmtK, valueLabels = false } = {}) {
  const area = plotArea(box);
  const range = niceRange(0, Math.max(...values));
  const slot = area.w / values.length;
  const bw = slot * 0.56;
  const parts = [yAxis(area, range, fmt)];
  const maxI = values.indexOf(Math.max(...values));
  values.forEach((v, i) => {
    const h = range.scale(v, area.h);
    const x = area.x + i * slot + (slot - bw) / 2;
    const fill = highlight && i === maxI ? highlight : color;
    parts.push(topRoundedBar(x, area.y + area.h - h, bw, h, 3).replace('/>', ` fill="${fill}"/>`));
    if (valueLabels) parts.push(text(x + bw / 2, area.y + area.h - h - 6, fmt(v), { size: 10.5, weight: 600, fill: P.muted, anchor: 'middle' }));
  });
  parts.push(xLabels(area, labels, labels.map((_, i) => area.x + i * slot + slot / 2)));
  return parts.join('');
}

function stackedColumnChart(box, labels, series, { fmt = fmtK } = {}) {
  const area = plotArea(box, { top: 22 });
  const totals = labels.map((_, i) => sum(series.map((s) => s.values[i])));
  const range = niceRange(0, Math.max(...totals));
  const slot = area.w / labels.length;
  const bw = slot * 0.56;
  const parts = [yAxis(area, range, fmt), legend(box.x, box.y + 8, series.map((s) => [s.name, s.color]))];
  labels.forEach((_, i) => {
    let acc = 0;
    const x = area.x + i * slot + (slot - bw) / 2;
    series.forEach((s, si) => {
      const y0 = area.y + area.h - range.scale(acc, area.h);
      acc += s.values[i];
      const y1 = area.y + area.h - range.scale(acc, area.h);
      const shape = si === series.length - 1 ? topRoundedBar(x, y1, bw, y0 - y1, 3) : el('rect', { x, y: y1, width: bw, height: y0 - y1 - 1 });
      parts.push(shape.replace('/>', ` fill="${s.color}"/>`));
    });
    parts.push(text(x + bw / 2, area.y + area.h - range.scale(acc, area.h) - 6, fmt(totals[i]), { size: 10.5, weight: 600, fill: P.muted, anchor: 'middle' }));
  });
  parts.push(xLabels(area, labels, labels.map((_, i) => area.x + i * slot + slot / 2)));
  return parts.join('');
}

/** Line / area chart; series: [{ name, color, values, area?, dashed? }]. */
function lineChart(box, labels, series, { fmt = fmtK, min, max, legendItems = true, target, gradientIds = {} } = {}) {
  const area = plotArea(box, { top: legendItems ? 22 : 4, right: 14 });
  const all = series.flatMap((s) => s.values);
  const range = niceRange(min ?? Math.min(...all), max ?? Math.max(...all));
  const xs = labels.map((_, i) => area.x + (i / (labels.length - 1)) * area.w);
  const parts = [yAxis(area, range, fmt)];
  if (legendItems) parts.push(legend(box.x, box.y + 8, series.map((s) => [s.name, s.color]).concat(target ? [[target.label, P.faint]] : [])));
  if (target) {
    const ty = area.y + area.h - range.scale(target.value, area.h);
    parts.push(line(area.x, ty, area.x + area.w, ty, { stroke: P.muted, dash: '5 4', sw: 1.2 }));
  }
  for (const s of series) {
    const pts = s.values.map((v, i) => [xs[i], area.y + area.h - range.scale(v, area.h)]);
    const d = pts.map((p, i) => `${i ? 'L' : 'M'}${round2(p[0])} ${round2(p[1])}`).join('');
    if (s.area) parts.push(el('path', { d: `${d}L${round2(xs.at(-1))} ${area.y + area.h}L${round2(xs[0])} ${area.y + area.h}Z`, fill: `url(#${gradientIds[s.name]})` }));
    parts.push(el('path', { d, fill: 'none', stroke: s.color, strokeWidth: s.dashed ? 1.8 : 2.4, strokeDasharray: s.dashed ? '6 4' : undefined, strokeLinejoin: 'round', strokeLinecap: 'round' }));
    if (s.markers) pts.forEach(([x, y]) => parts.push(circle(x, y, 3.2, { fill: P.white, stroke: s.color, sw: 2 })));
  }
  parts.push(xLabels(area, labels, xs, labels.length > 12 ? 2 : 1));
  return parts.join('');
}

function hBarChart(box, items, { color = P.indigo, fmt = fmtK, labelWidth = 118 } = {}) {
  const max = Math.max(...items.map((d) => d.value));
  const barMax = box.w - labelWidth - 44;
  const slot = box.h / items.length;
  const bh = Math.min(18, slot * 0.62);
  return items
    .map((d, i) => {
      const y = box.y + i * slot + (slot - bh) / 2;
      const w = (d.value / max) * barMax;
      const fill = typeof color === 'function' ? color(i) : color;
      return (
        text(box.x + labelWidth - 10, y + bh / 2 + 4, d.label, { size: 12, fill: P.muted, anchor: 'end' }) +
        rect(box.x + labelWidth, y, w, bh, { r: 3, fill }) +
        text(box.x + labelWidth + w + 6, y + bh / 2 + 4, fmt(d.value), { size: 11.5, weight: 600, fill: P.ink })
      );
    })
    .join('');
}

function donutChart(box, items, { centerValue, centerLabel, fmt = (v) => `${v.toFixed(1)}%` } = {}) {
  const total = sum(items.map((d) => d.value));
  const r = Math.min(box.h / 2, box.w * 0.24);
  const cx = box.x + r + 8;
  const cy = box.y + box.h / 2;
  const inner = r * 0.62;
  const parts = [];
  let a0 = -Math.PI / 2;
  for (const d of items) {
    const a1 = a0 + (d.value / total) * TAU;
    const large = a1 - a0 > Math.PI ? 1 : 0;
    const p = (rad, rr) => `${round2(cx + rr * Math.cos(rad))} ${round2(cy + rr * Math.sin(rad))}`;
    parts.push(el('path', { d: `M${p(a0, r)}A${r} ${r} 0 ${large} 1 ${p(a1, r)}L${p(a1, inner)}A${inner} ${inner} 0 ${large} 0 ${p(a0, inner)}Z`, fill: d.color, stroke: P.white, strokeWidth: 2, strokeLinejoin: 'round' }));
    a0 = a1;
  }
  parts.push(text(cx, cy + 4, centerValue, { size: 22, weight: 700, anchor: 'middle' }) + text(cx, cy + 22, centerLabel, { size: 11, fill: P.faint, anchor: 'middle' }));
  const lx = cx + r + 24;
  const lw = box.x + box.w - lx;
  const rowH = Math.min(26, (box.h - 10) / items.length);
  const ly0 = cy - (rowH * items.length) / 2 + rowH / 2;
  items.forEach((d, i) => {
    const y = ly0 + i * rowH;
    parts.push(rect(lx, y - 9, 10, 10, { r: 3, fill: d.color }) + text(lx + 18, y, d.label, { size: 12, fill: P.muted }) + text(lx + lw, y, fmt((d.value / total) * 100), { size: 12, weight: 600, anchor: 'end' }));
  });
  return parts.join('');
}

function scatterChart(box, points, { xRange, yRange, xFmt = (v) => v, yFmt = (v) => v, xTitle, yTitle } = {}) {
  const area = plotArea(box, { left: 40, bottom: 34 });
  const parts = [yAxis(area, yRange, yFmt)];
  xRange.ticks.forEach((t) => {
    const x = area.x + xRange.scale(t, area.w);
    parts.push(line(x, area.y, x, area.y + area.h, { stroke: '#f1f4f8' }) + text(x, area.y + area.h + 16, xFmt(t), { size: 11, fill: P.faint, anchor: 'middle' }));
  });
  for (const p of points) parts.push(circle(area.x + xRange.scale(p.x, area.w), area.y + area.h - yRange.scale(p.y, area.h), p.r ?? 4, { fill: p.color, opacity: 0.72, stroke: P.white, sw: 0.8 }));
  if (xTitle) parts.push(text(area.x + area.w / 2, area.y + area.h + 31, xTitle, { size: 11, weight: 500, fill: P.muted, anchor: 'middle' }));
  if (yTitle) parts.push(el('text', { x: 0, y: 0, transform: `translate(${box.x + 4} ${area.y + area.h / 2}) rotate(-90)`, fontFamily: FONT.sans, fontSize: 11, fontWeight: 500, fill: P.muted, textAnchor: 'middle' }, esc(yTitle)));
  return parts.join('');
}

/** Compact Power BI-style table/matrix; columns: [{ title, width, align, bar?, color? }]. */
function tableVisual(box, columns, rows, { rowH = 30 } = {}) {
  const parts = [rect(box.x, box.y, box.w, rowH, { r: 4, fill: P.surface })];
  let x = box.x;
  const colX = columns.map((c) => {
    const cx = x;
    x += c.width;
    return cx;
  });
  columns.forEach((c, i) => {
    const tx = c.align === 'end' ? colX[i] + c.width - 10 : colX[i] + 10;
    parts.push(text(tx, box.y + 19, c.title, { size: 11.5, weight: 600, fill: P.muted, anchor: c.align }));
  });
  rows.forEach((row, ri) => {
    const y = box.y + rowH * (ri + 1);
    if (ri % 2 === 1) parts.push(rect(box.x, y, box.w, rowH, { fill: '#fafbfd' }));
    parts.push(line(box.x, y + rowH, box.x + box.w, y + rowH, { stroke: '#eef2f6' }));
    columns.forEach((c, i) => {
      const cell = row[i];
      if (c.bar) {
        const w = (c.width - 70) * cell.ratio;
        parts.push(rect(colX[i] + 10, y + 9, w, rowH - 18, { r: 2, fill: mixHex(c.bar, '#ffffff', 0.55) }));
      }
      const value = typeof cell === 'object' ? cell.text : cell;
      const color = typeof cell === 'object' && cell.color ? cell.color : i === 0 ? P.ink : '#334155';
      const tx = c.align === 'end' ? colX[i] + c.width - 10 : colX[i] + 10;
      parts.push(text(tx, y + 19.5, value, { size: 12, weight: i === 0 || (typeof cell === 'object' && cell.bold) ? 600 : 400, fill: color, anchor: c.align }));
    });
  });
  return parts.join('');
}

/** Shared defs: card shadow and a vertical area gradient per series colour. */
function dashboardDefs(extra = '') {
  const areaGradients = SERIES.map((c, i) => linearGradient(`area${i}`, [[c, 0.32], [c, 0.02]], { x1: 0, y1: 0, x2: 0, y2: 1 })).join('');
  return shadowFilter('vshadow', { dy: 1, blur: 2, opacity: 0.05 }) + areaGradients + extra;
}

/** Content grid: row 1 KPIs (y0..y0+kpiH), then the chart area below. */
function dashboardGrid() {
  const x0 = DASH.nav + DASH.pad;
  const x1 = DASH.W - DASH.pad;
  const y0 = DASH.title + DASH.pad;
  const kpiH = 112;
  const y1 = DASH.H - DASH.tabs - DASH.pad;
  const chartsTop = y0 + kpiH + DASH.gap;
  return { x0, x1, y0, kpiH, chartsTop, y1, width: x1 - x0 };
}

/** The chart area as two equal rows of tiles with the given relative widths. */
function twoRowGrid(g, topWeights, bottomWeights) {
  const rowH = (g.y1 - g.chartsTop - DASH.gap) / 2;
  return {
    rowH,
    r1: splitRow(g.x0, g.width, topWeights),
    r2: splitRow(g.x0, g.width, bottomWeights),
    y2: g.chartsTop + rowH + DASH.gap,
  };
}

/** Lay out a row of tiles with given relative widths; returns [{x, w}]. */
function splitRow(x, width, weights, gap = DASH.gap) {
  const total = sum(weights);
  const avail = width - gap * (weights.length - 1);
  let cx = x;
  return weights.map((wt) => {
    const w = (avail * wt) / total;
    const out = { x: cx, w };
    cx += w + gap;
    return out;
  });
}

function kpiRow(g, slicers, kpis) {
  const cols = splitRow(g.x0, g.width, [0.78, ...kpis.map(() => 1)]);
  const parts = [slicerTile(cols[0].x, g.y0, cols[0].w, g.kpiH, slicers)];
  kpis.forEach((k, i) => parts.push(kpiCard(cols[i + 1].x, g.y0, cols[i + 1].w, g.kpiH, k, `area${SERIES.indexOf(k.color)}`)));
  return parts.join('');
}

async function writeDashboard(name, svgBody, extraDefs) {
  const svg = svgDoc(DASH.W, DASH.H, svgBody, dashboardDefs(extraDefs));
  await writeWebp(path.join(PICTURES_DIR, 'dashboards', `${name}.webp`), fromSvg(svg), { cap: 110_000 });
}

/* ========================================================================== */
/* Dashboard: Emergency room                                                  */
/* ========================================================================== */

async function generateEmergencyDashboard() {
  const rng = createRng(1001);
  const g = dashboardGrid();
  const parts = [dashboardFrame({ title: 'Emergency Room Dashboard', subtitle: 'Hospital operations · Jan – Dec 2024 · all sites', pages: ['Overview', 'Departments', 'Patient flow', 'Satisfaction'] })];

  const visits = seededSeries(rng, 12, { base: 860, trend: 4, amp: 70, phase: 1.2, noise: 22 }).map(Math.round);
  const wait = seededSeries(rng, 12, { base: 36, trend: -0.55, amp: 3.5, phase: 0.4, noise: 1.2 });
  parts.push(
    kpiRow(g, [['Year', '2024'], ['Department', 'All departments']], [
      { value: '10,000+', label: 'Patient visits', color: P.indigo, iconName: 'users', delta: '▲ 6.4%', spark: visits },
      { value: '50,000+', label: 'Data points', color: P.teal, iconName: 'database', spark: seededSeries(rng, 12, { base: 4000, trend: 60, noise: 160 }) },
      { value: '15+', label: 'Satisfaction metrics', color: P.pink, iconName: 'star', spark: seededSeries(rng, 12, { base: 6.6, trend: 0.04, noise: 0.12 }) },
    ]),
  );

  const { rowH, r1, r2, y2 } = twoRowGrid(g, [1.45, 1], [1, 0.85, 1.15]);

  let v = visual(r1[0].x, g.chartsTop, r1[0].w, rowH, 'Patient visits by month', { subtitle: `Total ${fmtInt(sum(visits))}` });
  parts.push(v.svg + columnChart(v.box, MONTHS, visits, { color: P.indigo, highlight: P.violet, fmt: fmtInt, valueLabels: true }));

  v = visual(r1[1].x, g.chartsTop, r1[1].w, rowH, 'Average wait time (minutes)', { subtitle: 'Target 30 min' });
  parts.push(v.svg + lineChart(v.box, MONTHS, [{ name: 'Avg wait', color: P.pink, values: wait, area: true, markers: true }], { min: 25, max: 45, fmt: (t) => `${t}`, target: { value: 30, label: 'Target' }, gradientIds: { 'Avg wait': 'area2' } }));

  const departments = ['General Practice', 'Orthopedics', 'Cardiology', 'Neurology', 'Physiotherapy', 'Gastroenterology', 'Renal'];
  // department split of the same yearly total shown in the monthly chart
  const deptWeights = departments.map((_, i) => 0.72 ** i + rng.range(0.02, 0.06));
  const deptValues = deptWeights.map((w) => Math.round((sum(visits) * w) / sum(deptWeights)));
  v = visual(r2[0].x, y2, r2[0].w, rowH, 'Visits by department');
  parts.push(v.svg + hBarChart({ ...v.box, y: v.box.y + 4, h: v.box.h - 4 }, departments.map((label, i) => ({ label, value: deptValues[i] })), { color: (i) => (i === 0 ? P.violet : P.indigo), fmt: fmtInt, labelWidth: 124 }));

  const ages = [['0–17', P.teal], ['18–34', P.indigo], ['35–54', P.violet], ['55–74', P.pink], ['75+', P.amber]];
  v = visual(r2[1].x, y2, r2[1].w, rowH, 'Satisfaction by age group', { subtitle: 'Share of 8+ ratings' });
  parts.push(v.svg + donutChart(v.box, ages.map(([label, color]) => ({ label, color, value: rng.range(12, 28) })), { centerValue: '7.4', centerLabel: 'avg score / 10' }));

  v = visual(r2[2].x, y2, r2[2].w, rowH, 'Department summary');
  const cols = [
    { title: 'Department', width: v.box.w * 0.36 },
    { title: 'Visits', width: v.box.w * 0.26, align: 'end', bar: P.indigo },
    { title: 'Avg wait', width: v.box.w * 0.19, align: 'end' },
    { title: 'Score', width: v.box.w * 0.19, align: 'end' },
  ];
  const maxV = Math.max(...deptValues);
  const rows = departments.map((d, i) => {
    const score = 8.1 - i * 0.22 + rng.range(-0.2, 0.2);
    return [d, { text: fmtInt(deptValues[i]), ratio: deptValues[i] / maxV }, `${Math.round(rng.range(24, 42))} min`, { text: score.toFixed(1), color: score >= 7.5 ? '#0f766e' : score < 7 ? P.red : '#b45309', bold: true }];
  });
  rows.push([{ text: 'All departments', bold: true }, { text: fmtInt(sum(deptValues)), ratio: 0, bold: true }, { text: '34 min', bold: true }, { text: '7.4', bold: true }]);
  parts.push(v.svg + tableVisual(v.box, cols, rows, { rowH: 28 }));

  await writeDashboard('emergency-room', parts.join(''));
}

/* ========================================================================== */
/* Dashboard: Vehicle sales                                                   */
/* ========================================================================== */

async function generateVehicleDashboard() {
  const rng = createRng(2002);
  const g = dashboardGrid();
  const parts = [dashboardFrame({ title: 'Vehicle Sales Dashboard', subtitle: 'Global dealer network · FY 2023 – 2024 · revenue in USD', pages: ['Overview', 'Models', 'Regions', 'Dealers'], navActive: 2 })];
  const trend = seededSeries(rng, 24, { base: 880, trend: 9, amp: 110, phase: -0.8, noise: 30 });
  parts.push(
    kpiRow(g, [['Period', 'FY 2023 – 2024'], ['Region', 'All regions']], [
      { value: '25,000+', label: 'Sales records', color: P.indigo, iconName: 'database', delta: '▲ 12.1%', spark: trend.slice(12) },
      { value: '50+', label: 'Vehicle models', color: P.violet, iconName: 'layers', spark: seededSeries(rng, 12, { base: 40, trend: 1, noise: 0.6 }) },
      { value: '20+', label: 'Insights', color: P.amber, iconName: 'sparkles', spark: seededSeries(rng, 12, { base: 10, trend: 0.9, noise: 0.8 }) },
    ]),
  );

  const { rowH, r1, r2, y2 } = twoRowGrid(g, [1.1, 1], [1, 0.85, 1.15]);

  const quarters = ['Q1 23', 'Q2 23', 'Q3 23', 'Q4 23', 'Q1 24', 'Q2 24', 'Q3 24', 'Q4 24'];
  const regions = [['North America', P.indigo, 52], ['Europe', P.teal, 38], ['Asia Pacific', P.pink, 30], ['Latin America', P.amber, 14]];
  const series = regions.map(([name, color, base]) => ({ name, color, values: quarters.map((_, i) => base * (1 + 0.045 * i) * (1 + 0.08 * Math.sin(i * 1.6 + base)) + rng.range(-2, 2)) }));
  let v = visual(r1[0].x, g.chartsTop, r1[0].w, rowH, 'Revenue by quarter and region', { subtitle: 'USD millions' });
  parts.push(v.svg + stackedColumnChart(v.box, quarters, series, { fmt: (t) => `${Math.round(t)}` }));

  const prev = trend.slice(0, 12);
  const curr = trend.slice(12);
  v = visual(r1[1].x, g.chartsTop, r1[1].w, rowH, 'Monthly sales trend', { subtitle: 'Units sold' });
  parts.push(v.svg + lineChart(v.box, MONTHS, [
    { name: '2024', color: P.teal, values: curr, area: true },
    { name: '2023', color: P.faint, values: prev, dashed: true },
  ], { min: 600, fmt: fmtInt, gradientIds: { 2024: 'area1' } }));

  const models = ['Falcon GT', 'Orion LX', 'Nova Hybrid', 'Atlas 4×4', 'Vega Sport', 'Cirrus EV', 'Terra XL'];
  const modelValues = models.map((_, i) => Math.round(2150 * 0.86 ** i + rng.range(-60, 60)));
  v = visual(r2[0].x, y2, r2[0].w, rowH, 'Top models by units');
  parts.push(v.svg + hBarChart({ ...v.box, y: v.box.y + 4, h: v.box.h - 4 }, models.map((label, i) => ({ label, value: modelValues[i] })), { color: (i) => (i < 3 ? P.violet : P.indigo), fmt: fmtInt, labelWidth: 96 }));

  const bodies = [['SUV', P.indigo, 38], ['Sedan', P.teal, 24], ['Pickup', P.amber, 16], ['Hatchback', P.pink, 11], ['Coupe', P.violet, 7], ['Van', '#0ea5e9', 4]];
  v = visual(r2[1].x, y2, r2[1].w, rowH, 'Share by body type');
  parts.push(v.svg + donutChart(v.box, bodies.map(([label, color, value]) => ({ label, color, value: value + rng.range(-1, 1) })), { centerValue: '25.4K', centerLabel: 'units sold' }));

  v = visual(r2[2].x, y2, r2[2].w, rowH, 'Regional performance', { subtitle: 'FY 2023 – 2024 · YoY = FY24 vs FY23' });
  const cols = [
    { title: 'Region', width: v.box.w * 0.33 },
    { title: 'Units', width: v.box.w * 0.19, align: 'end' },
    { title: 'Revenue', width: v.box.w * 0.26, align: 'end', bar: P.teal },
    { title: 'YoY', width: v.box.w * 0.22, align: 'end' },
  ];
  const totalUnits = 25_412;
  const revenue = series.map((s) => sum(s.values));
  const totalRev = sum(revenue);
  const maxRev = Math.max(...revenue);
  const yoyCell = (fy23, fy24) => {
    const yoy = (fy24 / fy23 - 1) * 100;
    return { text: `${yoy >= 0 ? '▲' : '▼'} ${Math.abs(yoy).toFixed(1)}%`, color: yoy >= 0 ? '#0f766e' : P.red, bold: true };
  };
  const rows = regions.map(([name], i) => [
    name,
    fmtInt((totalUnits * revenue[i]) / totalRev),
    { text: `$${revenue[i].toFixed(0)}M`, ratio: revenue[i] / maxRev },
    yoyCell(sum(series[i].values.slice(0, 4)), sum(series[i].values.slice(4))),
  ]);
  const fy = (from, to) => sum(series.map((s) => sum(s.values.slice(from, to))));
  rows.push([{ text: 'Total', bold: true }, { text: fmtInt(totalUnits), bold: true }, { text: `$${totalRev.toFixed(0)}M`, ratio: 0, bold: true }, yoyCell(fy(0, 4), fy(4, 8))]);
  parts.push(v.svg + tableVisual(v.box, cols, rows, { rowH: 32 }));

  await writeDashboard('vehicle-sales', parts.join(''));
}

/* ========================================================================== */
/* Dashboard: Global weather                                                  */
/* ========================================================================== */

/** Very coarse continent outlines (lon, lat) — hand-simplified, smoothed when drawn. */
const CONTINENTS = [
  [[-166, 66], [-160, 71], [-140, 70], [-125, 71], [-95, 72], [-80, 73], [-64, 67], [-56, 52], [-66, 45], [-70, 42], [-76, 35], [-81, 31], [-80, 26], [-84, 30], [-90, 29], [-97, 27], [-97, 21], [-91, 18], [-87, 21], [-88, 15], [-83, 10], [-78, 8], [-86, 12], [-94, 16], [-105, 20], [-112, 27], [-117, 32], [-121, 36], [-124, 42], [-124, 48], [-132, 55], [-142, 60], [-152, 59], [-162, 58], [-165, 62]],
  [[-52, 60], [-42, 60], [-22, 70], [-18, 77], [-32, 83], [-60, 82], [-72, 78], [-58, 75], [-54, 68]],
  [[-78, 8], [-72, 12], [-62, 10], [-51, 4], [-44, -2], [-35, -6], [-39, -14], [-41, -22], [-48, -26], [-53, -34], [-58, -38], [-65, -42], [-67, -54], [-73, -50], [-74, -42], [-71, -30], [-70, -18], [-76, -14], [-81, -5], [-80, 0], [-77, 4]],
  [[-10, 36], [-9, 43], [-2, 44], [-5, 48], [2, 51], [8, 54], [10, 57], [5, 62], [14, 68], [25, 71], [40, 68], [60, 70], [80, 73], [100, 77], [130, 72], [160, 70], [179, 68], [179, 64], [170, 60], [160, 58], [162, 54], [155, 59], [140, 54], [135, 44], [128, 38], [126, 35], [121, 40], [122, 31], [120, 24], [110, 20], [108, 12], [104, 9], [101, 13], [98, 8], [100, 3], [98, 16], [94, 17], [90, 22], [80, 15], [77, 8], [72, 20], [67, 24], [57, 25], [52, 24], [56, 26], [59, 22], [55, 17], [45, 13], [43, 14], [35, 28], [33, 31], [36, 36], [30, 36], [26, 40], [23, 36], [21, 40], [18, 42], [13, 45], [16, 41], [12, 38], [8, 44], [3, 43], [-2, 37], [-6, 36]],
  [[-17, 21], [-16, 12], [-12, 7], [-8, 4], [0, 5], [9, 4], [10, -1], [13, -10], [12, -17], [15, -27], [18, -34], [25, -34], [33, -28], [35, -22], [40, -15], [40, -8], [43, -1], [51, 12], [44, 11], [38, 18], [33, 29], [22, 33], [10, 37], [-1, 36], [-6, 35], [-10, 30], [-13, 27]],
  [[114, -22], [114, -34], [118, -35], [124, -33], [131, -31], [138, -35], [141, -38], [147, -38], [150, -37], [153, -28], [153, -25], [146, -19], [142, -11], [136, -12], [131, -12], [126, -14], [122, -18]],
  [[-6, 50], [1, 51], [2, 53], [-2, 56], [-3, 58], [-6, 58], [-5, 55], [-3, 54], [-5, 52]],
  [[130, 31], [135, 34], [140, 35], [142, 40], [141, 45], [145, 44], [140, 42], [138, 37], [133, 35]],
  [[109, 2], [117, 7], [119, 5], [117, -4], [110, -3]],
  [[95, 5], [98, 4], [106, -6], [101, -2]],
  [[172, -34], [178, -38], [175, -41], [167, -46], [171, -44]],
  [[44, -25], [47, -25], [50, -15], [49, -12], [44, -17]],
];

function pointInPolygon([x, y], poly) {
  let inside = false;
  for (let i = 0, j = poly.length - 1; i < poly.length; j = i++) {
    const [xi, yi] = poly[i];
    const [xj, yj] = poly[j];
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}

/** Seeded "cities": rejection-sample points on land, temperature from latitude + noise. */
function sampleCities(rng, count) {
  const cities = [];
  while (cities.length < count) {
    const lon = rng.range(-170, 180);
    const lat = rng.range(-50, 72);
    if (!CONTINENTS.some((poly) => pointInPolygon([lon, lat], poly))) continue;
    if (lat > 66 && rng.next() < 0.8) continue; // fewer Arctic stations
    const temp = 29 - 0.58 * Math.abs(lat - 5) + rng.normal() * 2.4;
    const humidity = clamp(72 - Math.abs(temp - 24) * 1.1 + rng.normal() * 9 - (Math.abs(lat - 25) < 8 && lon > -20 && lon < 60 ? 28 : 0), 18, 96);
    cities.push({ lon, lat, temp, humidity, pop: rng.next() });
  }
  return cities;
}

const TEMP_RAMP = [P.indigo, '#0ea5e9', P.teal, P.amber, P.pink];
const tempColor = (t) => rampColor(TEMP_RAMP, (t + 10) / 42);

function worldMap(box, cities) {
  const latTop = 80;
  const latBottom = -58;
  const w = box.w;
  const h = Math.min(box.h - 34, (w * (latTop - latBottom)) / 360);
  const y0 = box.y + 4;
  const proj = ([lon, lat]) => [box.x + ((lon + 180) / 360) * w, y0 + ((latTop - lat) / (latTop - latBottom)) * h];
  const parts = [rect(box.x, y0, w, h, { r: 6, fill: '#f5f8fc' })];
  for (let lon = -150; lon <= 150; lon += 30) {
    const [x] = proj([lon, 0]);
    parts.push(line(x, y0, x, y0 + h, { stroke: '#e3e9f1', dash: lon === 0 ? undefined : '2 4' }));
  }
  const latitudes = [-30, 0, 30, 60];
  for (const lat of latitudes) {
    const [, y] = proj([0, lat]);
    parts.push(line(box.x, y, box.x + w, y, { stroke: '#e3e9f1', dash: lat === 0 ? undefined : '2 4' }));
  }
  for (const poly of CONTINENTS) parts.push(el('path', { d: smoothClosedPath(poly.map(proj), 0.35), fill: '#dde3ec', stroke: '#cfd7e3', strokeWidth: 0.8 }));
  for (const lat of latitudes) parts.push(text(box.x + 6, proj([0, lat])[1] - 4, `${Math.abs(lat)}°${lat > 0 ? 'N' : lat < 0 ? 'S' : ''}`, { size: 10, fill: P.faint }));
  const sorted = [...cities].sort((a, b) => a.temp - b.temp);
  for (const c of sorted) {
    const [x, y] = proj([c.lon, c.lat]);
    parts.push(circle(x, y, 3.5 + c.pop * 4, { fill: tempColor(c.temp), opacity: 0.85, stroke: P.white, sw: 1 }));
  }
  // temperature legend
  const ly = y0 + h + 18;
  const lw = 220;
  parts.push(text(box.x, ly + 4, 'Avg temperature', { size: 11.5, weight: 500, fill: P.muted }));
  parts.push(rect(box.x + 104, ly - 5, lw, 10, { r: 5, fill: 'url(#tempRamp)' }));
  [-10, 0, 10, 20, 32].forEach((t) => parts.push(text(box.x + 104 + ((t + 10) / 42) * lw, ly + 20, `${t}°`, { size: 10, fill: P.faint, anchor: 'middle' })));
  parts.push(text(box.x + w, ly + 4, `${cities.length} cities · bubble size = population`, { size: 11.5, fill: P.faint, anchor: 'end' }));
  return parts.join('');
}

async function generateWeatherDashboard() {
  const rng = createRng(3003);
  const g = dashboardGrid();
  const cities = sampleCities(rng, 112);
  const parts = [dashboardFrame({ title: 'Global Weather Dashboard', subtitle: 'Daily observations aggregated by month · 2024 · °C, mm, %', pages: ['Overview', 'Temperature', 'Precipitation', 'Stations'], navActive: 1 })];
  const avgTemp = sum(cities.map((c) => c.temp)) / cities.length;
  const avgHum = sum(cities.map((c) => c.humidity)) / cities.length;
  const kpis = [
    { value: '100+', label: 'Cities', color: P.indigo, iconName: 'globe', spark: seededSeries(rng, 12, { base: 80, trend: 2.2, noise: 1 }) },
    { value: '25+', label: 'Metrics', color: P.teal, iconName: 'activity', spark: seededSeries(rng, 12, { base: 18, trend: 0.6, noise: 0.5 }) },
    { value: `${avgTemp.toFixed(1)}°C`, label: 'Avg temperature', color: P.amber, iconName: 'thermometer', spark: seededSeries(rng, 12, { base: avgTemp, amp: 4, phase: -1.6, noise: 0.3 }) },
    { value: `${avgHum.toFixed(0)}%`, label: 'Avg humidity', color: P.pink, iconName: 'droplet', spark: seededSeries(rng, 12, { base: avgHum, amp: 5, phase: 0.6, noise: 0.8 }) },
  ];
  // this report stacks slicers + KPI cards in a left column so the map can keep its aspect ratio
  const sideW = 256;
  const slicerH = 112;
  parts.push(slicerTile(g.x0, g.y0, sideW, slicerH, [['Region', 'All regions'], ['Year', '2024']]));
  const kpiH = (g.y1 - g.y0 - slicerH - kpis.length * DASH.gap) / kpis.length;
  kpis.forEach((k, i) => parts.push(kpiCard(g.x0, g.y0 + slicerH + DASH.gap + i * (kpiH + DASH.gap), sideW, kpiH, k, `area${SERIES.indexOf(k.color)}`)));

  const mainX = g.x0 + sideW + DASH.gap;
  const mainW = g.x1 - mainX;
  const topH = 392;
  const top = splitRow(mainX, mainW, [800, mainW - 800 - DASH.gap], DASH.gap);
  const bottomY = g.y0 + topH + DASH.gap;
  const bottomH = g.y1 - bottomY;
  const bottom = splitRow(mainX, mainW, [1.35, 1]);

  let v = visual(top[0].x, g.y0, top[0].w, topH, 'Average temperature by city', { subtitle: 'Equirectangular · graticule 30°' });
  parts.push(v.svg + worldMap({ ...v.box, y: v.box.y + 2 }, cities));

  v = visual(top[1].x, g.y0, top[1].w, topH, 'Humidity vs temperature', { subtitle: 'one dot per city' });
  parts.push(v.svg + scatterChart(v.box, cities.map((c) => ({ x: c.temp, y: c.humidity, color: tempColor(c.temp), r: 4 })), {
    xRange: niceRange(-10, 35, 5), yRange: niceRange(0, 100, 4), xFmt: (t) => `${t}°`, yFmt: (t) => `${t}%`, xTitle: 'Average temperature (°C)',
  }));

  const trendCities = [
    { name: 'Singapore', color: P.pink, values: seededSeries(rng, 12, { base: 27.8, amp: 0.8, phase: 0.3, noise: 0.3 }) },
    { name: 'London', color: P.indigo, values: seededSeries(rng, 12, { base: 11.5, amp: -7, phase: Math.PI / 2, noise: 0.5 }) },
    { name: 'Toronto', color: P.teal, values: seededSeries(rng, 12, { base: 8.5, amp: -13, phase: Math.PI / 2, noise: 0.7 }) },
  ].map((s) => ({ ...s, markers: true }));
  v = visual(bottom[0].x, bottomY, bottom[0].w, bottomH, 'Monthly temperature trend (°C)');
  parts.push(v.svg + lineChart(v.box, MONTHS, trendCities, { fmt: (t) => `${t}°` }));

  const precip = seededSeries(rng, 12, { base: 78, amp: 34, phase: -0.4, noise: 9 }).map((p) => Math.max(12, p));
  v = visual(bottom[1].x, bottomY, bottom[1].w, bottomH, 'Precipitation by month', { subtitle: `mm · total ${fmtInt(sum(precip))}` });
  parts.push(v.svg + columnChart(v.box, MONTHS, precip, { color: P.teal, highlight: '#0f766e', fmt: (t) => `${Math.round(t)}`, valueLabels: true }));

  const ramp = linearGradient('tempRamp', TEMP_RAMP, { x1: 0, y1: 0, x2: 1, y2: 0 });
  await writeDashboard('global-weather', parts.join(''), ramp);
}

/* ========================================================================== */
/* Favicon                                                                    */
/* ========================================================================== */

function generateFavicon() {
  // Rounded square with an indigo→violet gradient and a geometric white mark
  // (two interlocking chevrons forming an abstract "M"), drawn with paths only.
  const svg = [
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">',
    '<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#4f46e5"/><stop offset="1" stop-color="#7c3aed"/></linearGradient></defs>',
    '<rect width="64" height="64" rx="14" fill="url(#g)"/>',
    '<path d="M16 44V21l16 14 16-14v23" fill="none" stroke="#fff" stroke-width="6" stroke-linecap="round" stroke-linejoin="round"/>',
    '<circle cx="32" cy="48" r="3.5" fill="#fff" fill-opacity=".85"/>',
    '</svg>',
    '',
  ].join('\n');
  const file = path.join(PUBLIC_DIR, 'favicon.svg');
  ensureDir(file);
  writeFileSync(file, svg);
  results.push({ file, width: 64, height: 64, bytes: Buffer.byteLength(svg), note: 'svg' });
}

/* ========================================================================== */
/* Main                                                                       */
/* ========================================================================== */

const TASKS = [
  ['hero loop + poster', generateHero],
  ['favicon', generateFavicon],
  ['profile', generateProfile],
  ['project: A* pathfinding', generateAStar],
  ['project: AI blog platform', generateBlogEditor],
  ['project: file sharing', generateFileSharing],
  ['project: kanban', generateKanban],
  ['project: C shell', generateShell],
  ['project: fractal', generateFractal],
  ['dashboard: emergency room', generateEmergencyDashboard],
  ['dashboard: vehicle sales', generateVehicleDashboard],
  ['dashboard: global weather', generateWeatherDashboard],
];

async function main() {
  const args = process.argv.slice(2);
  const intoContent = args.includes('--content');
  const only = args.filter((arg) => arg !== '--content'); // optional name filters, e.g. `node scripts/generate-media.mjs dashboard`
  const selected = TASKS.filter(([name]) => !only.length || only.some((o) => name.includes(o)));
  const started = performance.now();
  const run = async ([name, task]) => {
    const t0 = performance.now();
    await task();
    console.log(`✓ ${name.padEnd(28)} ${((performance.now() - t0) / 1000).toFixed(1)} s`);
  };
  // The video encode is bound by the ffmpeg child process, so it runs alongside the images;
  // every task writes its own files, so the interleaving does not affect any output bytes.
  const [first, ...rest] = selected;
  const hero = first?.[1] === generateHero ? run(first) : null;
  for (const task of hero ? rest : selected) await run(task);
  await hero;
  if (intoContent) cpSync(PICTURES_DIR, CONTENT_MEDIA_DIR, { recursive: true });

  const order = (file) => (file.endsWith('.svg') ? 0 : file.includes('/projects/') ? 2 : file.includes('/dashboards/') ? 3 : 1);
  results.sort((a, b) => order(a.file) - order(b.file) || a.file.localeCompare(b.file));
  printTable(performance.now() - started);
  const overCap = results.filter((r) => r.cap && r.bytes > r.cap);
  if (overCap.length) {
    console.error(`\n✗ over size cap: ${overCap.map((r) => path.relative(ROOT, r.file)).join(', ')}`);
    process.exitCode = 1;
  }
}

main().catch((err) => {
  console.error(err);
  process.exitCode = 1;
});
