import { PNG } from 'pngjs';
import { readFileSync, writeFileSync } from 'node:fs';
const [,, file, out, x0, y0, w, h] = process.argv.map((v, i) => (i > 3 ? Number(v) : v));
const src = PNG.sync.read(readFileSync(file));
const dst = new PNG({ width: w, height: h });
PNG.bitblt(src, dst, x0, y0, w, h, 0, 0);
writeFileSync(out, PNG.sync.write(dst));
