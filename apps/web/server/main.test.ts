import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const main = path.join(path.dirname(fileURLToPath(import.meta.url)), 'main.ts');

describe('starting the one-process server', () => {
  it('stops on a bad storefront or API setting before it creates, migrates or seeds a database', async () => {
    const dataDir = path.join(mkdtempSync(path.join(tmpdir(), 'borong-config-')), 'data');
    const env = { PATH: process.env.PATH, STOREFRONT_VARIANT: 'nope', DATA_DIR: dataDir, SMTP_URL: 'smtp://mailer:pw@host:1 x' };
    const result = await new Promise<{ code: number | null; stderr: string }>((resolve) => {
      execFile(process.execPath, ['--import', 'tsx', main], { env }, (error, _stdout, stderr) => resolve({ code: error ? (error.code as number) : 0, stderr }));
    });
    expect(result.code).toBe(78);
    expect(result.stderr).toContain('STOREFRONT_VARIANT');
    expect(result.stderr).toContain('SMTP_URL');
    expect(result.stderr).not.toContain(':pw@');
    expect(existsSync(dataDir)).toBe(false);
  });
});
