// `npm start`: Storybook's dev server and the prerendered site, side by side.
import { spawn } from 'node:child_process';

const STORYBOOK_PORT = Number(process.env.STORYBOOK_PORT ?? 6006);
const SITE_PORT = Number(process.env.SITE_PORT ?? 5173);

const jobs = [
  {
    name: 'storybook',
    command: 'npx',
    args: ['--no-install', 'storybook', 'dev', '--port', String(STORYBOOK_PORT), '--ci', '--quiet'],
  },
  {
    // The site as visitors get it: prerendered, then served like a static host.
    name: 'site',
    command: 'sh',
    args: [
      '-c',
      `node scripts/build-site.mjs && npx --no-install vite preview site --config vite.config.ts --outDir ../dist/site --port ${SITE_PORT} --strictPort`,
    ],
  },
];

const children = jobs.map(({ name, command, args }) => {
  const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'] });
  const prefix = `[${name}] `;
  /** @param {NodeJS.WriteStream} stream */
  const relay = (stream) => (/** @type {Buffer} */ chunk) => {
    for (const line of chunk.toString().split('\n'))
      if (line.trim()) stream.write(prefix + line + '\n');
  };
  child.stdout.on('data', relay(process.stdout));
  child.stderr.on('data', relay(process.stderr));
  child.on('exit', (code) => {
    console.log(`${prefix}exited with code ${code}`);
    for (const other of children) if (other !== child) other.kill('SIGTERM');
    process.exitCode = code ?? 1;
  });
  return child;
});

console.log(
  `\n  Storybook: http://localhost:${STORYBOOK_PORT}/\n  Site:      http://localhost:${SITE_PORT}/\n`,
);

for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM'])) {
  process.on(signal, () => {
    for (const child of children) child.kill(signal);
  });
}
