import { spawn } from 'node:child_process';
const child = spawn('socat', ['-d', '-d', 'pty,raw,echo=0,link=/tmp/leddbgA', 'pty,raw,echo=0,link=/tmp/leddbgB'], { stdio: ['ignore', 'ignore', 'pipe'] });
child.stderr.on('data', d => process.stdout.write('ERR ' + d));
child.on('exit', (c, s) => console.log('exit', c, s));
setTimeout(() => { console.log('kill', child.pid, child.kill('SIGTERM')); }, 500);
setTimeout(() => { console.log('state', child.exitCode, child.signalCode); process.exit(0); }, 2000);
