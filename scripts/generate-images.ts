// Renders the site's own artwork (portfolio thumbnails, the social sharing
// image) from SVG into AVIF and WebP at the widths the pages ask for.
// Run: node scripts/generate-images.ts [name-prefix]  (outputs are committed under public/images;
// with a prefix, e.g. "video-", only those thumbnails are written, the sharing image is left as it is)
import { mkdirSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";

const root = path.resolve(import.meta.dirname, "..");
const outDir = path.join(root, "public", "images");
export const thumbnailWidths = [480, 960];

type Art = { name: string; hue: string; accent: string; glyph: string };

// No glyph looks like a control: a play button drawn into a picture promises a video the card may not have.
const glyphs = {
  clapperboard:
    '<rect x="640" y="440" width="320" height="170" rx="22" fill="rgba(255,255,255,0.1)" stroke="rgba(255,255,255,0.6)" stroke-width="6"/><path d="M640 490 H960" stroke="rgba(255,255,255,0.6)" stroke-width="6"/><path d="M700 440 L730 490 M780 440 L810 490 M860 440 L890 490" stroke="rgba(255,255,255,0.45)" stroke-width="10"/><g transform="rotate(-16 646 428)"><rect x="640" y="376" width="320" height="52" rx="10" fill="rgba(255,255,255,0.1)" stroke="rgba(255,255,255,0.6)" stroke-width="6"/><path d="M700 376 L730 428 M780 376 L810 428 M860 376 L890 428" stroke="rgba(255,255,255,0.45)" stroke-width="10"/></g>',
  camera:
    '<rect x="640" y="360" width="320" height="210" rx="28" fill="rgba(255,255,255,0.1)" stroke="rgba(255,255,255,0.6)" stroke-width="6"/><circle cx="800" cy="465" r="70" fill="none" stroke="#fff" stroke-width="8"/><rect x="700" y="330" width="90" height="40" rx="10" fill="rgba(255,255,255,0.6)"/>',
  stage:
    '<path d="M560 600 L1040 600 L980 520 L620 520 Z" fill="rgba(255,255,255,0.12)"/><path d="M700 520 L640 300 M900 520 L960 300" stroke="rgba(255,255,255,0.5)" stroke-width="6"/><circle cx="640" cy="290" r="22" fill="#fff"/><circle cx="960" cy="290" r="22" fill="#fff"/>',
};

const art: Art[] = [
  { name: "video-1", hue: "#3b0a10", accent: "#e11d2e", glyph: glyphs.clapperboard },
  { name: "video-2", hue: "#0b1b3b", accent: "#2563eb", glyph: glyphs.clapperboard },
  { name: "video-3", hue: "#2b1a05", accent: "#f59e0b", glyph: glyphs.clapperboard },
  { name: "photo-1", hue: "#10251a", accent: "#16a34a", glyph: glyphs.camera },
  { name: "photo-2", hue: "#2a0d24", accent: "#db2777", glyph: glyphs.camera },
  { name: "photo-3", hue: "#0d2327", accent: "#0891b2", glyph: glyphs.camera },
  { name: "event-1", hue: "#26103b", accent: "#9333ea", glyph: glyphs.stage },
  { name: "event-2", hue: "#3b0a10", accent: "#f97316", glyph: glyphs.stage },
  { name: "event-3", hue: "#0b1b3b", accent: "#06b6d4", glyph: glyphs.stage },
];

function hexagon(cx: number, cy: number, r: number) {
  const points = Array.from({ length: 6 }, (_, i) => {
    const angle = (Math.PI / 3) * i - Math.PI / 2;
    return `${(cx + r * Math.cos(angle)).toFixed(1)},${(cy + r * Math.sin(angle)).toFixed(1)}`;
  });
  return points.join(" ");
}

function thumbnailSvg({ hue, accent, glyph }: Art, seed: number) {
  const hexes = Array.from({ length: 7 }, (_, i) => {
    const x = 120 + ((i * 263 + seed * 97) % 1400);
    const y = 80 + ((i * 181 + seed * 53) % 760);
    const r = 40 + ((i * 37 + seed * 11) % 120);
    return `<polygon points="${hexagon(x, y, r)}" fill="none" stroke="${accent}" stroke-opacity="${(0.15 + (i % 3) * 0.12).toFixed(2)}" stroke-width="4"/>`;
  }).join("");
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="900" viewBox="0 0 1600 900">
  <defs>
    <radialGradient id="g" cx="70%" cy="30%" r="90%"><stop offset="0" stop-color="${accent}" stop-opacity="0.55"/><stop offset="0.45" stop-color="${hue}"/><stop offset="1" stop-color="#07070a"/></radialGradient>
    <linearGradient id="l" x1="0" y1="1" x2="1" y2="0"><stop offset="0" stop-color="#000" stop-opacity="0.6"/><stop offset="1" stop-color="#000" stop-opacity="0"/></linearGradient>
  </defs>
  <rect width="1600" height="900" fill="url(#g)"/>
  ${hexes}
  <rect width="1600" height="900" fill="url(#l)"/>
  ${glyph}
</svg>`;
}

function ogSvg() {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630">
  <defs><radialGradient id="g" cx="80%" cy="20%" r="90%"><stop offset="0" stop-color="#e11d2e" stop-opacity="0.5"/><stop offset="0.5" stop-color="#1a0a0e"/><stop offset="1" stop-color="#09090d"/></radialGradient></defs>
  <rect width="1200" height="630" fill="url(#g)"/>
  <polygon points="${hexagon(1030, 315, 130)}" fill="none" stroke="#e11d2e" stroke-width="26" stroke-linejoin="round"/>
  <polygon points="${hexagon(1030, 315, 62)}" fill="#e11d2e"/>
  <text x="80" y="250" font-family="DejaVu Sans, Noto Sans, sans-serif" font-size="60" font-weight="700" fill="#f4f4f6">Web design</text>
  <text x="80" y="330" font-family="DejaVu Sans, Noto Sans, sans-serif" font-size="60" font-weight="700" fill="#f4f4f6">&amp; digital marketing</text>
  <text x="80" y="410" font-family="DejaVu Sans, Noto Sans, sans-serif" font-size="36" fill="#ff6b76">Baghdad · 900 campaigns · 300 websites</text>
</svg>`;
}

async function main(only?: string) {
  mkdirSync(path.join(outDir, "portfolio"), { recursive: true });
  for (const [index, item] of art.entries()) {
    if (only && !item.name.startsWith(only)) continue;
    const svg = Buffer.from(thumbnailSvg(item, index + 1));
    for (const width of thumbnailWidths) {
      const base = sharp(svg, { density: 96 }).resize(width, Math.round((width * 9) / 16));
      await base
        .clone()
        .avif({ quality: 55, effort: 6 })
        .toFile(path.join(outDir, "portfolio", `${item.name}-${width}.avif`));
      await base
        .clone()
        .webp({ quality: 78 })
        .toFile(path.join(outDir, "portfolio", `${item.name}-${width}.webp`));
    }
  }
  if (!only) await sharp(Buffer.from(ogSvg())).png({ compressionLevel: 9 }).toFile(path.join(outDir, "og-default.png"));
  console.log("images written to public/images");
}

await main(process.argv[2]);
