import sharp from 'sharp';
const [f, out, top, h, w] = process.argv.slice(2);
const m = await sharp(f).metadata();
await sharp(f).extract({ left: 0, top: Number(top), width: Math.min(Number(w ?? m.width), m.width ?? 0), height: Number(h) }).toFile(out as string);
