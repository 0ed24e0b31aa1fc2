import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { freePort } from './free-port.js';

const run = promisify(execFile);

/** An S3-compatible server for tests: its endpoint and the credentials of a user on it. */
export type TestS3 = {
  endpoint: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** What it is, for test names and logs. */
  description: string;
  stop(): Promise<void>;
};

const CEPH_BINARIES = ['ceph', 'ceph-mon', 'ceph-osd', 'monmaptool', 'radosgw', 'radosgw-admin'];
const external = process.env.TEST_S3_ENDPOINT;

/**
 * A real S3-compatible server can be had: either TEST_S3_ENDPOINT (with TEST_S3_ACCESS_KEY_ID and
 * TEST_S3_SECRET_ACCESS_KEY) names one, or Debian's Ceph packages are installed
 * (`apt-get install radosgw ceph-mon ceph-osd`) and `startTestS3` runs a throwaway Ceph RADOS
 * Gateway. No emulator is ever used in its place.
 */
export const s3ServerAvailable =
  Boolean(external) ||
  (process.platform === 'linux' && CEPH_BINARIES.every((b) => fs.existsSync(`/usr/bin/${b}`)));

async function waitFor<T>(what: string, attempt: () => Promise<T>, timeoutMs: number): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let last: unknown;
  while (Date.now() < deadline) {
    try {
      return await attempt();
    } catch (error) {
      last = error;
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  }
  throw new Error(`${what} did not come up in ${timeoutMs} ms: ${(last as Error)?.message ?? last}`);
}

/**
 * The S3 server of TEST_S3_ENDPOINT, or a throwaway one-node Ceph cluster in a temporary folder:
 * a monitor and one OSD on Ceph's in-memory object store (memstore, 512 MB), no authentication
 * between them, and the RADOS Gateway (radosgw, Ceph's S3 server) on a free loopback port, with
 * a user made by radosgw-admin. About 15 s to start; `stop` ends its three processes and removes
 * the folder.
 */
export async function startTestS3(): Promise<TestS3> {
  if (external) {
    return {
      endpoint: external,
      region: process.env.TEST_S3_REGION ?? 'us-east-1',
      accessKeyId: process.env.TEST_S3_ACCESS_KEY_ID ?? '',
      secretAccessKey: process.env.TEST_S3_SECRET_ACCESS_KEY ?? '',
      description: `the S3 server at ${external}`,
      stop: async () => {},
    };
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'market-ceph-'));
  const children: ChildProcess[] = [];
  const stop = async () => {
    for (const child of children.reverse()) {
      if (child.exitCode !== null || child.signalCode !== null) continue;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
      await exited;
      clearTimeout(timer);
    }
    fs.rmSync(dir, { recursive: true, force: true });
  };
  try {
    const monPort = await freePort();
    const rgwPort = await freePort();
    const fsid = randomUUID();
    for (const sub of ['run', 'log', 'mon', 'osd']) fs.mkdirSync(path.join(dir, sub));
    const conf = path.join(dir, 'ceph.conf');
    fs.writeFileSync(
      conf,
      [
        '[global]',
        `fsid = ${fsid}`,
        `mon host = v1:127.0.0.1:${monPort}`,
        'mon initial members = a',
        'auth cluster required = none',
        'auth service required = none',
        'auth client required = none',
        'ms bind msgr2 = false',
        'ms bind ipv6 = false',
        'public addr = 127.0.0.1',
        'osd pool default size = 1',
        'osd pool default min size = 1',
        'osd pool default pg num = 8',
        'osd pool default pgp num = 8',
        'osd pool default pg autoscale mode = off',
        'mon allow pool size one = true',
        'mon max pg per osd = 1000',
        'mon data avail warn = 1',
        'mon data avail crit = 0',
        'mon warn on pool no redundancy = false',
        'osd objectstore = memstore',
        'memstore device bytes = 536870912',
        'osd crush chooseleaf type = 0',
        `run dir = ${dir}/run`,
        `admin socket = ${dir}/run/$name.asok`,
        `log file = ${dir}/log/$name.log`,
        `mon data = ${dir}/mon/$name`,
        `osd data = ${dir}/osd/$name`,
        'keyring = /dev/null',
        '[client.rgw]',
        `rgw frontends = beast endpoint=127.0.0.1:${rgwPort}`,
        '',
      ].join('\n'),
    );
    const daemon = (command: string, args: string[]) => {
      const child = spawn(command, ['-f', '-c', conf, ...args], { stdio: 'ignore' });
      children.push(child);
      return child;
    };
    /** The end of a daemon's log, for a failure message (what it said before giving up). */
    const logTail = (name: string) => {
      try {
        return fs
          .readFileSync(path.join(dir, 'log', `${name}.log`), 'utf8')
          .split('\n')
          .slice(-15)
          .join('\n');
      } catch {
        return '(no log)';
      }
    };
    const monmap = path.join(dir, 'monmap');
    await run('monmaptool', ['--create', '--addv', 'a', `[v1:127.0.0.1:${monPort}]`, '--fsid', fsid, monmap]);
    await run('ceph-mon', ['-c', conf, '--mkfs', '-i', 'a', '--monmap', monmap]);
    daemon('ceph-mon', ['-i', 'a']);
    const ceph = (...args: string[]) => run('ceph', ['-c', conf, '--connect-timeout', '5', ...args]);
    const osdId = await waitFor(
      'the Ceph monitor',
      async () => (await ceph('osd', 'create')).stdout.trim(),
      30_000,
    );
    fs.mkdirSync(path.join(dir, 'osd', `osd.${osdId}`));
    await run('ceph-osd', ['-c', conf, '-i', osdId, '--mkfs']);
    let osd = daemon('ceph-osd', ['-i', osdId]);
    // The gateway creates its pools at start and gives up when no OSD takes them: start it once
    // the OSD is up (slow on a busy machine), and again if it gave up all the same.
    try {
      await waitFor(
        'the Ceph OSD',
        async () => {
          // An OSD that gave up (a busy machine) is started again.
          if (osd.exitCode !== null || osd.signalCode !== null) osd = daemon('ceph-osd', ['-i', osdId]);
          // "1 osds: 1 up (since 2s), 1 in (since 3s); epoch: e5"
          const { stdout } = await ceph('osd', 'stat');
          if (!/\b[1-9]\d* up\b/.test(stdout)) throw new Error(`no OSD up yet (${stdout.trim()})`);
        },
        150_000,
      );
    } catch (error) {
      throw new Error(`${(error as Error).message}\nceph-osd log:\n${logTail(`osd.${osdId}`)}`);
    }
    let gateway = daemon('radosgw', ['-n', 'client.rgw']);
    const endpoint = `http://127.0.0.1:${rgwPort}`;
    try {
      await waitFor(
        'the RADOS Gateway',
        async () => {
          if (gateway.exitCode !== null || gateway.signalCode !== null)
            gateway = daemon('radosgw', ['-n', 'client.rgw']);
          const res = await fetch(endpoint);
          if (!res.ok) throw new Error(`status ${res.status}`);
        },
        120_000,
      );
    } catch (error) {
      throw new Error(`${(error as Error).message}\nradosgw log:\n${logTail('client.rgw')}`);
    }
    const accessKeyId = `market${randomBytes(6).toString('hex')}`;
    const secretAccessKey = randomBytes(20).toString('hex');
    await waitFor(
      'the gateway user',
      () =>
        run('radosgw-admin', [
          '-c',
          conf,
          'user',
          'create',
          '--uid=market-test',
          '--display-name=market-test',
          `--access-key=${accessKeyId}`,
          `--secret-key=${secretAccessKey}`,
        ]),
      30_000,
    );
    const { stdout: version } = await run('radosgw', ['--version']);
    return {
      endpoint,
      region: 'us-east-1',
      accessKeyId,
      secretAccessKey,
      description: `Ceph RADOS Gateway (${version.trim().split(' ').slice(0, 3).join(' ')}, one memstore OSD)`,
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}
