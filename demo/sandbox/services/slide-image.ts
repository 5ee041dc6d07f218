/**
 * Banner images drawn by code (docs/api.md "Content"): a dark casino look (gradient, glow, light beams,
 * a chip with coins) and the slide's headline and sub-line in its language. Nothing is downloaded: no
 * external fonts (system font stacks, with Arabic-capable faces first for Arabic), no images.
 * Only presentation attributes, no <style> and no script, so the file is inert wherever it is opened.
 */
import type { Language, Platform } from '../seeds/content';

/** Web slides 1116x440 (ratio 279/110), mobile 900x400 (ratio 9/4): the client's placeholder ratios (spec shell §9). */
export const SLIDE_SIZES: Record<Platform, { width: number; height: number }> = {
  web: { width: 1116, height: 440 },
  mobile: { width: 900, height: 400 },
};

interface Theme {
  /** Middle stop of the background gradient. */
  mid: string;
  /** Glow behind the chip and the chip's body. */
  glow: string;
  /** Chip centre, accent bar. */
  accent: string;
}

export const THEMES: Theme[] = [
  { mid: '#2a0f52', glow: '#8b5cf6', accent: '#f5c542' },
  { mid: '#053b33', glow: '#10b981', accent: '#f5c542' },
  { mid: '#0b2a5b', glow: '#3b82f6', accent: '#7dd3fc' },
  { mid: '#4a0b1e', glow: '#ef4444', accent: '#f5c542' },
  { mid: '#2b2111', glow: '#f59e0b', accent: '#fde68a' },
];

const LATIN_FONTS = "'Segoe UI', 'Helvetica Neue', Roboto, 'Noto Sans', 'DejaVu Sans', Arial, sans-serif";
const ARABIC_FONTS = "'Noto Sans Arabic', 'Noto Naskh Arabic', 'Segoe UI', Tahoma, 'DejaVu Sans', Arial, sans-serif";

export interface SlideImageInput {
  platform: Platform;
  language: Language;
  headline: string;
  subline: string;
  theme: number;
}

const n = (value: number) => String(Math.round(value * 10) / 10);

export const escapeXml = (text: string) =>
  text.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[ch] ?? ch);

/**
 * Splits into one or two lines and picks the font size that fits `width`, from an average glyph width
 * (`factor` em per character): a server cannot measure text, and an estimate that errs wide is enough.
 */
export function fitText(text: string, width: number, maxSize: number, factor: number): { lines: string[]; size: number } {
  const longest = (lines: string[]) => Math.max(...lines.map((l) => [...l].length));
  const sizeFor = (lines: string[]) => Math.min(maxSize, width / (longest(lines) * factor));
  const one = { lines: [text], size: sizeFor([text]) };
  if (one.size >= maxSize * 0.8) return one;
  const words = text.split(' ');
  // Two lines when that allows a larger size; among equal sizes the most balanced break wins.
  let best = one;
  for (let i = 1; i < words.length; i++) {
    const lines = [words.slice(0, i).join(' '), words.slice(i).join(' ')];
    const size = sizeFor(lines);
    if (size > best.size || (size === best.size && best.lines.length === 2 && longest(lines) < longest(best.lines))) best = { lines, size };
  }
  return best;
}

/** A deterministic pseudo-random sequence (same slide, same image: cacheable, testable). */
function sequence(seed: number) {
  let state = seed * 2654435761 || 1;
  return () => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return state / 2147483648;
  };
}

function starPath(cx: number, cy: number, outer: number, inner: number, points = 5): string {
  const parts: string[] = [];
  for (let i = 0; i < points * 2; i++) {
    const radius = i % 2 === 0 ? outer : inner;
    const angle = -Math.PI / 2 + (i * Math.PI) / points;
    parts.push(`${i === 0 ? 'M' : 'L'}${n(cx + radius * Math.cos(angle))} ${n(cy + radius * Math.sin(angle))}`);
  }
  return `${parts.join(' ')}Z`;
}

/** A four-pointed sparkle. */
function sparklePath(cx: number, cy: number, r: number): string {
  const k = r * 0.22;
  return `M${n(cx)} ${n(cy - r)} Q${n(cx + k)} ${n(cy - k)} ${n(cx + r)} ${n(cy)} Q${n(cx + k)} ${n(cy + k)} ${n(cx)} ${n(cy + r)} Q${n(cx - k)} ${n(cy + k)} ${n(cx - r)} ${n(cy)} Q${n(cx - k)} ${n(cy - k)} ${n(cx)} ${n(cy - r)}Z`;
}

function coin(cx: number, cy: number, r: number): string {
  return [
    `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" fill="url(#gold)"/>`,
    `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r * 0.78)}" fill="none" stroke="#b7791f" stroke-width="${n(r * 0.08)}"/>`,
    `<path d="${starPath(cx, cy, r * 0.42, r * 0.18)}" fill="#b7791f" opacity="0.85"/>`,
  ].join('');
}

function textLines(lines: string[], x: number, firstBaseline: number, size: number, lineHeight: number, attrs: string): string {
  return lines
    .map((line, i) => `<text x="${n(x)}" y="${n(firstBaseline + i * lineHeight)}" font-size="${n(size)}" ${attrs}>${escapeXml(line)}</text>`)
    .join('');
}

export function renderSlideSvg(input: SlideImageInput): string {
  const { width: W, height: H } = SLIDE_SIZES[input.platform];
  const theme = THEMES[((input.theme % THEMES.length) + THEMES.length) % THEMES.length];
  const rtl = input.language === 'ar';
  const fonts = rtl ? ARABIC_FONTS : LATIN_FONTS;
  const pad = W * 0.06;
  // The art sits at the end of the reading direction, the text at its start (mirrored for Arabic).
  const artX = rtl ? W * 0.2 : W * 0.8;
  const artY = H * 0.5;
  const chipR = H * 0.27;
  const textWidth = W * 0.54;
  const textX = rtl ? W - pad : pad;

  const headline = fitText(input.headline, textWidth, H * 0.15, rtl ? 0.5 : 0.57);
  const subline = fitText(input.subline, textWidth, H * 0.072, rtl ? 0.48 : 0.52);
  const headLh = headline.size * 1.12;
  const subLh = subline.size * 1.3;
  const barH = H * 0.014;
  const blockH = barH + H * 0.06 + headline.lines.length * headLh + H * 0.03 + subline.lines.length * subLh;
  const top = (H - blockH) / 2;
  const barY = top;
  const headBase = barY + barH + H * 0.06 + headline.size * 0.9;
  const subBase = headBase + (headline.lines.length - 1) * headLh + H * 0.03 + subline.size * 1.2;
  const dir = rtl ? ' direction="rtl"' : '';

  const random = sequence(input.theme + 7 * W + (rtl ? 3 : 0));
  const dots = Array.from({ length: 26 }, () => {
    const x = random() * W;
    const y = random() * H;
    const r = 0.8 + random() * 1.8;
    return `<circle cx="${n(x)}" cy="${n(y)}" r="${n(r)}" fill="#ffffff" opacity="${n(0.15 + random() * 0.45)}"/>`;
  }).join('');
  const beams = Array.from({ length: 7 }, (_, i) => {
    const angle = (i / 7) * Math.PI * 2 + 0.3;
    const spread = 0.09;
    const far = W;
    const p1 = [artX + far * Math.cos(angle - spread), artY + far * Math.sin(angle - spread)];
    const p2 = [artX + far * Math.cos(angle + spread), artY + far * Math.sin(angle + spread)];
    return `<path d="M${n(artX)} ${n(artY)} L${n(p1[0])} ${n(p1[1])} L${n(p2[0])} ${n(p2[1])}Z" fill="#ffffff" opacity="0.035"/>`;
  }).join('');
  const edge = 2 * Math.PI * chipR * 0.88;
  const side = rtl ? -1 : 1;

  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}" role="img" aria-labelledby="title" xml:lang="${input.language}" lang="${input.language}">`,
    `<title id="title">${escapeXml(`${input.headline} — ${input.subline}`)}</title>`,
    '<defs>',
    `<linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#07080f"/><stop offset="0.55" stop-color="${theme.mid}"/><stop offset="1" stop-color="#05060b"/></linearGradient>`,
    `<radialGradient id="glow" cx="${n(artX / W)}" cy="0.5" r="0.5"><stop offset="0" stop-color="${theme.glow}" stop-opacity="0.55"/><stop offset="1" stop-color="${theme.glow}" stop-opacity="0"/></radialGradient>`,
    '<linearGradient id="gold" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#fff1c1"/><stop offset="0.45" stop-color="#f5c542"/><stop offset="1" stop-color="#c98a16"/></linearGradient>',
    `<radialGradient id="chip" cx="0.4" cy="0.35" r="0.75"><stop offset="0" stop-color="${theme.glow}"/><stop offset="1" stop-color="${theme.mid}"/></radialGradient>`,
    '<linearGradient id="fade" x1="0" y1="0" x2="0" y2="1"><stop offset="0.6" stop-color="#000000" stop-opacity="0"/><stop offset="1" stop-color="#000000" stop-opacity="0.45"/></linearGradient>',
    '</defs>',
    `<rect width="${W}" height="${H}" fill="url(#bg)"/>`,
    `<rect width="${W}" height="${H}" fill="url(#glow)"/>`,
    beams,
    dots,
    // The chip: body, striped edge, inner ring, star; coins around it.
    coin(artX - side * chipR * 1.05, artY + chipR * 0.78, chipR * 0.34),
    `<circle cx="${n(artX)}" cy="${n(artY)}" r="${n(chipR)}" fill="url(#chip)" stroke="#ffffff" stroke-opacity="0.25" stroke-width="2"/>`,
    `<circle cx="${n(artX)}" cy="${n(artY)}" r="${n(chipR * 0.88)}" fill="none" stroke="#ffffff" stroke-width="${n(chipR * 0.16)}" stroke-dasharray="${n(edge / 16)} ${n(edge / 16)}" opacity="0.9"/>`,
    `<circle cx="${n(artX)}" cy="${n(artY)}" r="${n(chipR * 0.62)}" fill="#0b0d18" fill-opacity="0.35" stroke="${theme.accent}" stroke-width="3" stroke-dasharray="6 6"/>`,
    `<path d="${starPath(artX, artY, chipR * 0.4, chipR * 0.17)}" fill="${theme.accent}"/>`,
    coin(artX + side * chipR * 0.98, artY - chipR * 0.86, chipR * 0.24),
    `<path d="${sparklePath(artX - side * chipR * 1.35, artY - chipR * 0.95, chipR * 0.14)}" fill="#ffffff" opacity="0.9"/>`,
    `<path d="${sparklePath(artX + side * chipR * 1.3, artY + chipR * 0.55, chipR * 0.1)}" fill="#ffffff" opacity="0.7"/>`,
    `<rect width="${W}" height="${H}" fill="url(#fade)"/>`,
    // Text: accent bar, headline in gold, sub-line in light grey.
    `<rect x="${n(rtl ? textX - W * 0.05 : textX)}" y="${n(barY)}" width="${n(W * 0.05)}" height="${n(barH)}" rx="${n(barH / 2)}" fill="${theme.accent}"/>`,
    `<g font-family="${fonts}"${dir} text-anchor="start">`,
    textLines(headline.lines, textX, headBase, headline.size, headLh, 'font-weight="800" fill="url(#gold)"'),
    textLines(subline.lines, textX, subBase, subline.size, subLh, 'font-weight="500" fill="#ebe9f5" fill-opacity="0.9"'),
    '</g>',
    `<rect x="1" y="1" width="${W - 2}" height="${H - 2}" rx="18" fill="none" stroke="#ffffff" stroke-opacity="0.08" stroke-width="2"/>`,
    '</svg>',
  ].join('');
}
