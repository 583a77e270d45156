/**
 * `npm run test:mcp`: the Storybook MCP server answers an assistant. It starts Storybook's dev
 * server (where @storybook/addon-mcp serves /mcp), opens an MCP session over HTTP as a client
 * would, and asks for Button's documentation: the answer must carry Button's props and stories,
 * read from the components manifest. The server is stopped however the check ends.
 */
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { repo } from './visual/snapshots.mjs';

const port = Number(process.env.MCP_TEST_PORT ?? 6016);
const endpoint = `http://127.0.0.1:${port}/mcp`;
const server = spawn(
  process.execPath,
  [
    join(repo, 'node_modules/storybook/dist/bin/dispatcher.js'),
    'dev',
    '--ci',
    '--quiet',
    '--no-open',
    '--exact-port',
    '--port',
    String(port),
    '--host',
    '127.0.0.1',
  ],
  { cwd: repo, stdio: ['ignore', 'pipe', 'pipe'], detached: true },
);
let log = '';
server.stdout.on('data', (chunk) => (log += chunk));
server.stderr.on('data', (chunk) => (log += chunk));
const stop = () => {
  try {
    if (server.pid) process.kill(-server.pid, 'SIGTERM');
  } catch {
    // Already gone.
  }
};

/** @type {string | undefined} */
let session;
let nextId = 1;
/**
 * One JSON-RPC call; the answer comes as JSON or as one server-sent event.
 * @param {string} method
 * @param {Record<string, unknown>} params
 * @returns {Promise<any>}
 */
async function call(method, params) {
  const response = await fetch(endpoint, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      accept: 'application/json, text/event-stream',
      ...(session && { 'mcp-session-id': session }),
    },
    body: JSON.stringify({ jsonrpc: '2.0', id: nextId++, method, params }),
  });
  session = response.headers.get('mcp-session-id') ?? session;
  const text = await response.text();
  if (!response.ok) throw new Error(`${method}: HTTP ${response.status} ${text.slice(0, 300)}`);
  const data = text.startsWith('{')
    ? text
    : text
        .split('\n')
        .filter((line) => line.startsWith('data:'))
        .map((line) => line.slice(5))
        .join('');
  const message = JSON.parse(data);
  if (message.error) throw new Error(`${method}: ${JSON.stringify(message.error)}`);
  return message.result;
}

/** @type {string[]} */
const failures = [];
const check = (/** @type {string} */ claim, /** @type {boolean} */ ok) => {
  console.log(`${ok ? '✓' : '✗'} ${claim}`);
  if (!ok) failures.push(claim);
};

try {
  const deadline = Date.now() + 240_000;
  let initialised;
  while (!initialised) {
    if (server.exitCode !== null) throw new Error(`Storybook exited:\n${log}`);
    if (Date.now() > deadline) throw new Error(`Storybook did not answer on ${endpoint}:\n${log}`);
    try {
      initialised = await call('initialize', {
        protocolVersion: '2025-06-18',
        capabilities: {},
        clientInfo: { name: 'beem-mcp-check', version: '1.0.0' },
      });
    } catch {
      await sleep(2000);
    }
  }
  await fetch(endpoint, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      accept: 'application/json, text/event-stream',
      ...(session && { 'mcp-session-id': session }),
    },
    body: JSON.stringify({ jsonrpc: '2.0', method: 'notifications/initialized' }),
  });

  const { tools } = await call('tools/list', {});
  /** @type {string[]} */
  const names = tools.map((/** @type {{ name: string }} */ tool) => tool.name);
  console.log(`MCP tools: ${names.join(', ')}`);
  const list = names.find((name) => /docs-list|list-all-documentation/.test(name));
  const show = names.find((name) => /docs-show$|get-documentation$/.test(name));
  check('the server offers a docs list and a docs tool', Boolean(list && show));

  const listed = await call('tools/call', { name: list, arguments: {} });
  /** @param {{ content: { text?: string }[] }} result */
  const textOf = (result) => result.content.map((part) => part.text ?? '').join('\n');
  const index = textOf(listed);
  check('the docs list names Button by its id', index.includes('components-actions-button'));

  const shown = await call('tools/call', {
    name: show,
    arguments: { id: 'components-actions-button' },
  });
  const docs = textOf(shown);
  check("Button's docs are titled Button", /^# Button$/m.test(docs));
  check("Button's docs list its variant prop", /\bvariant\b/.test(docs));
  check("Button's docs show a story's code", docs.includes('<Button'));
  if (failures.length) console.log(`\nButton's docs as served:\n${docs.slice(0, 2000)}`);
} catch (error) {
  failures.push(String(error));
  console.error(error);
} finally {
  stop();
}
console.log(
  `\nMCP: ${failures.length ? `${failures.length} check(s) failed` : 'every check passed'}`,
);
process.exit(failures.length ? 1 : 0);
