import { hashString } from './prng.ts';

const PALETTE = ['#e63946', '#f4a261', '#2a9d8f', '#264653', '#8338ec', '#3a86ff', '#ff006e', '#06d6a0', '#118ab2', '#ef476f'];

function colour(seed: number, shift = 0): string {
  return PALETTE[(seed + shift) % PALETTE.length] ?? '#333333';
}

function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** A 1200×400 banner with a gradient and its id, a few hundred bytes. */
export function bannerSvg(id: string): string {
  const seed = hashString(`banner${id}`);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="400" viewBox="0 0 1200 400">` +
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${colour(seed)}"/>` +
    `<stop offset="1" stop-color="${colour(seed, 3)}"/></linearGradient></defs>` +
    `<rect width="1200" height="400" fill="url(#g)"/>` +
    `<circle cx="${200 + (seed % 800)}" cy="200" r="150" fill="#ffffff" opacity="0.15"/>` +
    `<text x="80" y="230" font-family="sans-serif" font-size="72" font-weight="700" fill="#ffffff">Banner ${escapeXml(id)}</text></svg>`;
}

/** A 200×200 game icon with the game's initials. */
export function gameIconSvg(nodeId: string, label: string): string {
  const seed = hashString(`game${nodeId}`);
  const initials = label.split(/\s+/).filter(Boolean).slice(0, 2).map((word) => word[0]).join('').toUpperCase() || '?';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="200" height="200" viewBox="0 0 200 200">` +
    `<rect width="200" height="200" rx="24" fill="${colour(seed)}"/>` +
    `<rect x="16" y="16" width="168" height="168" rx="18" fill="${colour(seed, 5)}" opacity="0.55"/>` +
    `<text x="100" y="122" text-anchor="middle" font-family="sans-serif" font-size="64" font-weight="700" fill="#ffffff">${escapeXml(initials)}</text></svg>`;
}

/** A 240×96 vendor logo tile with the vendor's name. */
export function vendorSvg(name: string): string {
  const seed = hashString(`vendor${name}`);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="240" height="96" viewBox="0 0 240 96">` +
    `<rect width="240" height="96" rx="12" fill="${colour(seed)}"/>` +
    `<text x="120" y="58" text-anchor="middle" font-family="sans-serif" font-size="22" font-weight="700" fill="#ffffff">${escapeXml(name)}</text></svg>`;
}

// 3×5 bitmap digits for the captcha image.
const DIGITS: Record<string, string> = {
  '0': '111101101101111', '1': '010110010010111', '2': '111001111100111', '3': '111001111001111',
  '4': '101101111001001', '5': '111100111001111', '6': '111100111101111', '7': '111001010010010',
  '8': '111101111101111', '9': '111101111001111',
};

let crcTable: Uint32Array | undefined;
function crc32(bytes: Uint8Array): number {
  if (!crcTable) {
    crcTable = new Uint32Array(256);
    for (let n = 0; n < 256; n += 1) {
      let c = n;
      for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
      crcTable[n] = c >>> 0;
    }
  }
  let crc = 0xffffffff;
  for (const byte of bytes) crc = (crcTable[(crc ^ byte) & 0xff] ?? 0) ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function u32(value: number): number[] {
  return [(value >>> 24) & 255, (value >>> 16) & 255, (value >>> 8) & 255, value & 255];
}

function chunk(type: string, data: Uint8Array): number[] {
  const body = new Uint8Array(4 + data.length);
  for (let i = 0; i < 4; i += 1) body[i] = type.charCodeAt(i);
  body.set(data, 4);
  return [...u32(data.length), ...body, ...u32(crc32(body))];
}

/** Greyscale PNG with stored (uncompressed) deflate blocks: no zlib needed, so it runs in Node and the browser. */
function encodePng(width: number, height: number, pixels: Uint8Array): Uint8Array {
  const raw = new Uint8Array((width + 1) * height);
  for (let y = 0; y < height; y += 1) raw.set(pixels.subarray(y * width, (y + 1) * width), y * (width + 1) + 1);
  const blocks: number[] = [0x78, 0x01];
  for (let offset = 0; offset < raw.length; offset += 65535) {
    const part = raw.subarray(offset, offset + 65535);
    const last = offset + 65535 >= raw.length ? 1 : 0;
    blocks.push(last, part.length & 255, part.length >>> 8, ~part.length & 255, (~part.length >>> 8) & 255, ...part);
  }
  let a = 1;
  let b = 0;
  for (const byte of raw) {
    a = (a + byte) % 65521;
    b = (b + a) % 65521;
  }
  blocks.push(...u32(((b << 16) | a) >>> 0));
  const header = new Uint8Array([...u32(width), ...u32(height), 8, 0, 0, 0, 0]);
  return new Uint8Array([
    137, 80, 78, 71, 13, 10, 26, 10,
    ...chunk('IHDR', header),
    ...chunk('IDAT', new Uint8Array(blocks)),
    ...chunk('IEND', new Uint8Array()),
  ]);
}

/** A small PNG showing `text` (digits) with light noise, as the captcha call returns it. */
export function captchaPng(text: string, noiseSeed: number): Uint8Array {
  const scale = 5;
  const width = text.length * 4 * scale + 2 * scale;
  const height = 7 * scale;
  const pixels = new Uint8Array(width * height).fill(235);
  let noise = noiseSeed >>> 0;
  for (let i = 0; i < pixels.length; i += 1) {
    noise = (Math.imul(noise, 1103515245) + 12345) >>> 0;
    if ((noise >>> 24) < 40) pixels[i] = 180;
  }
  [...text].forEach((char, index) => {
    const glyph = DIGITS[char] ?? DIGITS['0'] ?? '';
    for (let gy = 0; gy < 5; gy += 1)
      for (let gx = 0; gx < 3; gx += 1) {
        if (glyph[gy * 3 + gx] !== '1') continue;
        for (let dy = 0; dy < scale; dy += 1)
          for (let dx = 0; dx < scale; dx += 1) {
            const x = scale + index * 4 * scale + gx * scale + dx;
            const y = scale + gy * scale + dy;
            pixels[y * width + x] = 30;
          }
      }
  });
  return encodePng(width, height, pixels);
}

/** Base64 without Buffer, so the browser worker can use it too. */
export function toBase64(bytes: Uint8Array): string {
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}
