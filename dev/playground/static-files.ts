import { readFile } from 'node:fs/promises';
import type { ServerResponse } from 'node:http';

const PUBLIC_DIR = new URL('./public/', import.meta.url);
const CONTENT_TYPES: Record<string, string> = {
  html: 'text/html; charset=utf-8',
  js: 'text/javascript; charset=utf-8',
  css: 'text/css; charset=utf-8',
  svg: 'image/svg+xml',
};
/** Only plain file names of known types: no folders, so no way out of public/. */
const FILE_NAME = /^\/([\w-]+)\.(html|js|css|svg)$/;

/** Serves the page's files from public/; answers false when the path names none of them. */
export async function serveStaticFile(pathname: string, response: ServerResponse): Promise<boolean> {
  const match = FILE_NAME.exec(pathname === '/' ? '/index.html' : pathname);
  const [, name, extension] = match ?? [];
  if (!name || !extension) return false;
  let body: Buffer;
  try {
    body = await readFile(new URL(`${name}.${extension}`, PUBLIC_DIR));
  } catch {
    return false;
  }
  response.writeHead(200, {
    'content-type': CONTENT_TYPES[extension] ?? 'application/octet-stream',
    'cache-control': 'no-cache',
  });
  response.end(body);
  return true;
}
