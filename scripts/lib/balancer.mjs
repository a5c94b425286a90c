// A small round-robin load balancer in a Node process of its own, in front of API processes on
// this machine (nginx would do the same): used by bench-multi-process.mjs and upgrade-drill.mjs.
// A backend that refuses the connection (the request never reached it) is left out for two
// seconds and the request goes to the next one, as nginx's `proxy_next_upstream error` does; a
// connection lost after the request was sent is answered 502 and not sent elsewhere (nginx does
// not resend a POST either): the client decides. The backends can be changed while it runs (a
// rolling upgrade adds a process, then takes an old one out of rotation and waits until it has
// answered every request it was given). Each answer says which backend gave it (`x-hm-backend`).
import { spawn } from 'node:child_process';
import http from 'node:http';
import { fileURLToPath } from 'node:url';
import { stopProcess } from './server.mjs';

const self = fileURLToPath(import.meta.url);

if (process.argv[1] === self) runBalancer(Number(process.argv[2]), process.argv.slice(3).map(Number));

/** The balancer itself (in the child process): listens on 127.0.0.1:`port`; IPC messages change and report its backends. */
function runBalancer(port, initial) {
  let backends = [...initial];
  const agents = new Map();
  const agentOf = (b) => {
    if (!agents.has(b)) agents.set(b, new http.Agent({ keepAlive: true, maxSockets: 512 }));
    return agents.get(b);
  };
  const downUntil = new Map();
  const inflight = new Map();
  let next = 0;
  let rerouted = 0;
  let badGateways = 0;
  const pick = () => {
    for (let i = 0; i < backends.length; i++) {
      const b = backends[next++ % backends.length];
      if ((downUntil.get(b) ?? 0) <= Date.now()) return b;
    }
    return backends[next++ % backends.length];
  };
  const badGateway = (res) => {
    badGateways++;
    if (res.headersSent) return res.destroy();
    res.writeHead(502, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ code: 502, message: 'Bad gateway', data: null }));
  };
  const forward = (req, body, res, tries) => {
    const b = pick();
    if (b === undefined) return badGateway(res);
    inflight.set(b, (inflight.get(b) ?? 0) + 1);
    let done = false;
    const finish = () => {
      if (!done) inflight.set(b, inflight.get(b) - 1);
      done = true;
    };
    const up = http.request({ host: '127.0.0.1', port: b, method: req.method, path: req.url, headers: req.headers, agent: agentOf(b) }, (r) => {
      res.writeHead(r.statusCode ?? 502, { ...r.headers, 'x-hm-backend': String(b) });
      r.pipe(res);
      r.on('end', finish);
      r.on('error', () => (finish(), res.destroy()));
    });
    up.on('error', (err) => {
      finish();
      downUntil.set(b, Date.now() + 2000);
      if (err.code === 'ECONNREFUSED' && tries > 1) {
        rerouted++;
        forward(req, body, res, tries - 1);
      } else badGateway(res);
    });
    up.end(body);
  };
  process.on('message', (m) => {
    if (m.backends) {
      backends = [...m.backends];
      for (const b of backends) downUntil.delete(b);
    }
    process.send?.({ id: m.id, backends, inflight: Object.fromEntries(inflight), rerouted, badGateways });
  });
  http
    .createServer((req, res) => {
      const chunks = [];
      req.on('data', (c) => chunks.push(c));
      req.on('end', () => forward(req, Buffer.concat(chunks), res, Math.max(1, backends.length)));
    })
    .listen(port, '127.0.0.1', () => process.send?.({ ready: true }));
}

/**
 * Starts the balancer on 127.0.0.1:`port` in front of the API processes on `backends` (ports).
 * `setBackends(ports)` changes them (requests under way finish where they are); `state()` answers
 * the backends, the requests under way per backend, how many were sent to another backend after
 * a refused connection and how many were answered 502; `drain(port)` takes a backend out of
 * rotation and resolves once it has no request under way.
 * @example const lb = await startBalancer({ port: 2000, backends: [2001, 2002] }); …; await lb.stop();
 */
export async function startBalancer({ port, backends }) {
  const child = spawn(process.execPath, [self, String(port), ...backends.map(String)], { stdio: ['ignore', 'ignore', 'inherit', 'ipc'] });
  await new Promise((resolve, reject) => {
    child.once('message', resolve);
    child.once('exit', (code) => reject(new Error(`the balancer stopped (exit ${code})`)));
  });
  let id = 0;
  const ask = (message) =>
    new Promise((resolve) => {
      const mine = ++id;
      const onMessage = (m) => {
        if (m.id !== mine) return;
        child.off('message', onMessage);
        resolve(m);
      };
      child.on('message', onMessage);
      child.send({ ...message, id: mine });
    });
  const lb = {
    child,
    url: `http://127.0.0.1:${port}`,
    state: () => ask({}),
    setBackends: (ports) => ask({ backends: ports }),
    async drain(backend, { timeoutMs = 30_000 } = {}) {
      const { backends: now } = await lb.state();
      await lb.setBackends(now.filter((b) => b !== backend));
      const t0 = Date.now();
      for (;;) {
        const s = await lb.state();
        if (!s.inflight[backend]) return;
        if (Date.now() - t0 > timeoutMs) throw new Error(`backend ${backend} still has ${s.inflight[backend]} requests after ${timeoutMs} ms`);
        await new Promise((r) => setTimeout(r, 10));
      }
    },
    stop: () => stopProcess(child),
  };
  return lb;
}
