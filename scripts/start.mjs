// `npm start`: Storybook and the site's dev server side by side.
import { spawn } from 'node:child_process';

const STORYBOOK_PORT = Number(process.env.STORYBOOK_PORT ?? 6006);
const SITE_PORT = Number(process.env.SITE_PORT ?? 5173);

const jobs = [
  {
    name: 'storybook',
    args: ['storybook', 'dev', '--port', String(STORYBOOK_PORT), '--ci', '--quiet'],
  },
  {
    name: 'site',
    args: [
      'vite',
      'site',
      '--config',
      'vite.config.ts',
      '--port',
      String(SITE_PORT),
      '--strictPort',
    ],
  },
];

const children = jobs.map(({ name, args }) => {
  const child = spawn('npx', ['--no-install', ...args], { stdio: ['ignore', 'pipe', 'pipe'] });
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
