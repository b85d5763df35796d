/** Writes real .ico files (32-bit BMP entries) by rasterising simple vector shapes, with no image library. */

export interface RasterShape {
  fill: string;
  contains: (x: number, y: number) => boolean;
}

export function polygonContains(points: readonly (readonly [number, number])[]) {
  return (x: number, y: number) => {
    let inside = false;
    for (let i = 0, j = points.length - 1; i < points.length; j = i++) {
      const [xi, yi] = points[i];
      const [xj, yj] = points[j];
      if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside;
    }
    return inside;
  };
}

export function roundedSquareContains(size: number, radius: number) {
  return (x: number, y: number) => {
    if (x < 0 || y < 0 || x > size || y > size) return false;
    const cx = Math.min(Math.max(x, radius), size - radius);
    const cy = Math.min(Math.max(y, radius), size - radius);
    return (x - cx) ** 2 + (y - cy) ** 2 <= radius ** 2;
  };
}

/** RGBA pixels (top row first) of shapes drawn in a `box`-unit square, 4 × 4 samples per pixel. */
export function rasterise(shapes: readonly RasterShape[], box: number, size: number): Uint8Array {
  const rgba = new Uint8Array(size * size * 4);
  const samples = 4;
  for (let py = 0; py < size; py++) {
    for (let px = 0; px < size; px++) {
      const sum = [0, 0, 0, 0];
      for (let sy = 0; sy < samples; sy++) {
        for (let sx = 0; sx < samples; sx++) {
          const x = ((px + (sx + 0.5) / samples) / size) * box;
          const y = ((py + (sy + 0.5) / samples) / size) * box;
          const top = [...shapes].reverse().find((s) => s.contains(x, y));
          if (!top) continue;
          const hex = top.fill.replace("#", "");
          [0, 2, 4].forEach((o, i) => (sum[i] += parseInt(hex.slice(o, o + 2), 16)));
          sum[3] += 255;
        }
      }
      const n = samples * samples;
      const covered = sum[3] / 255;
      const at = (py * size + px) * 4;
      for (let i = 0; i < 3; i++) rgba[at + i] = covered ? Math.round(sum[i] / covered) : 0;
      rgba[at + 3] = Math.round(sum[3] / n);
    }
  }
  return rgba;
}

/** An ICO file holding one 32-bit BMP image per size. */
export function encodeIco(images: readonly { size: number; rgba: Uint8Array }[]): Uint8Array {
  const entries = images.map(({ size, rgba }) => {
    const maskRow = Math.ceil(size / 32) * 4;
    const data = new Uint8Array(40 + size * size * 4 + maskRow * size);
    const view = new DataView(data.buffer);
    view.setUint32(0, 40, true);
    view.setInt32(4, size, true);
    view.setInt32(8, size * 2, true);
    view.setUint16(12, 1, true);
    view.setUint16(14, 32, true);
    view.setUint32(20, size * size * 4 + maskRow * size, true);
    for (let y = 0; y < size; y++) {
      for (let x = 0; x < size; x++) {
        const from = ((size - 1 - y) * size + x) * 4;
        const to = 40 + (y * size + x) * 4;
        data.set([rgba[from + 2], rgba[from + 1], rgba[from], rgba[from + 3]], to);
      }
    }
    return { size, data };
  });
  const header = 6 + 16 * entries.length;
  const total = header + entries.reduce((n, e) => n + e.data.length, 0);
  const file = new Uint8Array(total);
  const view = new DataView(file.buffer);
  view.setUint16(2, 1, true);
  view.setUint16(4, entries.length, true);
  let offset = header;
  entries.forEach(({ size, data }, i) => {
    const at = 6 + 16 * i;
    view.setUint8(at, size >= 256 ? 0 : size);
    view.setUint8(at + 1, size >= 256 ? 0 : size);
    view.setUint16(at + 4, 1, true);
    view.setUint16(at + 6, 32, true);
    view.setUint32(at + 8, data.length, true);
    view.setUint32(at + 12, offset, true);
    file.set(data, offset);
    offset += data.length;
  });
  return file;
}
