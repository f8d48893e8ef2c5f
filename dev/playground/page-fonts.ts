import { readFile } from 'node:fs/promises';
import type { ServerResponse } from 'node:http';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

/**
 * The page's own fonts, so Japanese and emoji never fall to boxes on a machine without CJK or
 * emoji fonts: Noto Sans JP (the font the pictures are drawn with) in the two weights they use,
 * split by Fontsource into unicode-range slices the browser fetches as a text needs them; and
 * Twemoji, the emoji Discord shows, as a COLR font (Chromium draws no SVG-in-OpenType emoji).
 */
const JAPANESE = { fontPackage: '@fontsource/noto-sans-jp', stylesheets: ['400.css', '700.css'] };
const EMOJI = { fontPackage: 'twemoji-colr-font', file: 'twemoji.woff2', family: 'Twemoji' };
const FONTS_CSS_PATH = '/fonts.css';
/** A Fontsource `src` line: the woff2 file first, a woff fallback no current browser needs. */
const FONTSOURCE_SRC =
  /src: url\(\.\/files\/([a-z0-9-]+\.woff2)\) format\('woff2'\), url\([^)]*\) format\('woff'\);/g;
/** A font file's URL: a plain file name in /fonts/, nothing else (no folders, so no way out). */
const FONT_FILE_PATH = /^\/fonts\/([a-z0-9-]+\.woff2)$/;

interface PageFonts {
  css: string;
  /** Font file name → its path on disk: exactly the files the stylesheet names. */
  files: Map<string, string>;
}

let loaded: Promise<PageFonts> | null = null;

async function loadPageFonts(): Promise<PageFonts> {
  const require = createRequire(import.meta.url);
  const packageDirectory = (name: string) => dirname(require.resolve(`${name}/package.json`));
  const files = new Map<string, string>();
  const japaneseDirectory = packageDirectory(JAPANESE.fontPackage);
  const japanese = await Promise.all(
    JAPANESE.stylesheets.map(async (name) => {
      const css = await readFile(join(japaneseDirectory, name), 'utf8');
      const rewritten = css.replace(FONTSOURCE_SRC, (_, file: string) => {
        files.set(file, join(japaneseDirectory, 'files', file));
        return `src: url(/fonts/${file}) format('woff2');`;
      });
      if (rewritten.includes('./files/')) {
        throw new Error(`${JAPANESE.fontPackage}/${name} has a src the playground cannot serve`);
      }
      return rewritten;
    }),
  );
  files.set(EMOJI.file, join(packageDirectory(EMOJI.fontPackage), EMOJI.file));
  const emoji = `@font-face {
  font-family: '${EMOJI.family}';
  font-display: swap;
  src: url(/fonts/${EMOJI.file}) format('woff2');
}
`;
  return { css: [...japanese, emoji].join('\n'), files };
}

/** Serves /fonts.css and the font files it names; answers false for any other path. */
export async function servePageFont(pathname: string, response: ServerResponse): Promise<boolean> {
  const isStylesheet = pathname === FONTS_CSS_PATH;
  const fileName = FONT_FILE_PATH.exec(pathname)?.[1];
  if (!isStylesheet && fileName === undefined) return false;
  loaded ??= loadPageFonts();
  const fonts = await loaded;
  if (isStylesheet) {
    response.writeHead(200, { 'content-type': 'text/css; charset=utf-8', 'cache-control': 'no-cache' });
    response.end(fonts.css);
    return true;
  }
  const path = fonts.files.get(fileName ?? '');
  if (path === undefined) return false;
  const body = await readFile(path);
  response.writeHead(200, { 'content-type': 'font/woff2', 'cache-control': 'public, max-age=86400' });
  response.end(body);
  return true;
}
