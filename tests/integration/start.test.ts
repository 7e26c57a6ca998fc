// `npm start` (scripts/start.sh) as an operator meets it (decision 087): it refuses before
// touching any build when the data folder or the port is taken, and serves a current build
// without building it again.
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { readProvenance } from '../../scripts/build-provenance.ts';
import { buildDirectory } from '../../server/build-folder.ts';
import { tempDir } from '../support/databases.ts';
import { builtSiteUrl, freePort, runCommand, startProcess } from '../support/processes.ts';

describe('npm start', () => {
  const dirs: string[] = [];
  const newDir = () => {
    const dir = tempDir();
    dirs.push(dir);
    return dir;
  };
  afterAll(() => {
    for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
  });

  it('refuses when the port is taken, before building anything', async () => {
    const taken = net.createServer();
    const port = await new Promise<number>((resolve) =>
      taken.listen(0, '127.0.0.1', () => resolve((taken.address() as net.AddressInfo).port)),
    );
    try {
      const buildDir = newDir();
      const result = await runCommand('bash', ['scripts/start.sh'], {
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: newDir(),
        BUILD_DIR: buildDir,
      });
      expect(result.code).toBe(1);
      expect(result.stderr).toContain(`Port ${port} is already in use`);
      expect(result.stdout).not.toContain('Building');
      expect(fs.readdirSync(buildDir)).toEqual([]);
    } finally {
      await new Promise((resolve) => taken.close(resolve));
    }
  });

  it('refuses when a running process holds the data folder, before building anything', async () => {
    const dataDir = newDir();
    // This test runner is alive: for the script it is the server holding the folder.
    fs.writeFileSync(path.join(dataDir, 'server.pid'), `${process.pid}\n`);
    const buildDir = newDir();
    const result = await runCommand('bash', ['scripts/start.sh'], {
      PORT: String(await freePort()),
      DATA_DIR: dataDir,
      BUILD_DIR: buildDir,
    });
    expect(result.code).toBe(1);
    expect(result.stderr).toContain(`The data folder ${dataDir} is already in use by another process (pid ${process.pid})`);
    expect(fs.readdirSync(buildDir)).toEqual([]);
  });

  it('serves a current build without building it again', async () => {
    const before = readProvenance(buildDirectory());
    const server = await startProcess('bash', ['scripts/start.sh'], { DATA_DIR: newDir(), SITE_URL: builtSiteUrl() }, { group: true });
    try {
      expect(server.output()).not.toContain('Building the site');
      expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
    } finally {
      await server.stop();
    }
    expect(readProvenance(buildDirectory())).toEqual(before);
  });
});
