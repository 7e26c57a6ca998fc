// The Nu HTML Checker (the W3C validator's engine, from the vnu-jar package) over many pages in
// one Java process: the pages are written to a temporary folder and checked in one run, so the
// Java start-up is paid once (decision 095). It needs Java 11 or newer on the PATH (or JAVA);
// .ci/run installs it when the machine has none.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';

const vnuJar = String(createRequire(import.meta.url)('vnu-jar'));

export type PageHtml = { name: string; html: string };
export type NuMessage = { page: string; type: string; message: string; extract: string; line?: number };

type NuJson = { messages: Array<{ type: string; subType?: string; url: string; message: string; extract?: string; lastLine?: number }> };

function fileName(page: string, index: number): string {
  const slug = page
    .replace(/[^a-z0-9]+/gi, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 80);
  return `${String(index).padStart(3, '0')}-${slug || 'home'}.html`;
}

/** Every error the checker finds in the pages (warnings and notes are left out). */
export async function nuErrors(pages: PageHtml[]): Promise<NuMessage[]> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'aangan-nu-'));
  try {
    const byFile = new Map<string, string>();
    pages.forEach((page, index) => {
      const file = fileName(page.name, index);
      byFile.set(file, page.name);
      fs.writeFileSync(path.join(dir, file), page.html);
    });
    const java = process.env.JAVA ?? 'java';
    const output = await new Promise<string>((resolve, reject) => {
      const child = spawn(java, ['-Xss4m', '-jar', vnuJar, '--format', 'json', '--errors-only', '--exit-zero-always', dir], {
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let text = '';
      child.stdout.on('data', (chunk: Buffer) => (text += chunk.toString()));
      child.stderr.on('data', (chunk: Buffer) => (text += chunk.toString()));
      child.on('error', (error) =>
        reject(new Error(`The Nu HTML Checker needs Java 11 or newer (\`apt-get install default-jre-headless\`): ${error.message}`)),
      );
      child.on('close', (code) => (code === 0 ? resolve(text) : reject(new Error(`The Nu HTML Checker stopped with ${code}: ${text}`))));
    });
    const result = JSON.parse(output) as NuJson;
    return result.messages
      .filter((message) => message.type === 'error' || message.subType === 'fatal')
      .map((message) => ({
        page: byFile.get(path.basename(decodeURIComponent(new URL(message.url).pathname))) ?? message.url,
        type: message.type,
        message: message.message,
        extract: message.extract ?? '',
        line: message.lastLine,
      }));
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
