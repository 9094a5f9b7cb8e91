import { spawn } from 'node:child_process';
const child = spawn('socat', ['-d', '-d', 'pty,raw,echo=0,link=/tmp/leddbgA', 'pty,raw,echo=0,link=/tmp/leddbgB'], { stdio: ['ignore', 'ignore', 'pipe'] });
await new Promise<void>((resolve) => {
  let log = '';
  child.once('exit', () => console.log('early exit'));
  child.stderr?.on('data', (chunk: Buffer) => { log += chunk; if (log.includes('starting data transfer loop')) { child.removeAllListeners('exit'); resolve(); } });
});
child.stderr?.resume();
console.log('pid', child.pid, child.exitCode, child.signalCode);
const exited = new Promise<void>((resolve) => child.once('exit', (c, s) => { console.log('exit', c, s); resolve(); }));
console.log('kill', child.kill('SIGTERM'));
setTimeout(() => { console.log('state', child.exitCode, child.signalCode, child.killed); process.exit(0); }, 2000);
await exited;
console.log('done');
