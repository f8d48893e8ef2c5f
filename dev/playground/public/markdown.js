import { element } from './dom.js';

/**
 * Discord's inline markdown, one alternative per group: code, bold, underline, italic (* and
 * word-bounded _), strikethrough, user, channel and slash command mentions, custom emoji,
 * masked links (`[text](url)`, or `[text](<url>)` without an embed) and timestamps (`<t:unix:R>`).
 */
const INLINE =
  /(`+)([^`][\s\S]*?)\1|\*\*([\s\S]+?)\*\*|__([\s\S]+?)__|\*([^*\s](?:[\s\S]*?[^*\s])?)\*|(?<!\w)_([^_\s](?:[^_]*?[^_\s])?)_(?!\w)|~~([\s\S]+?)~~|<@!?(\d+)>|<#(\d+)>|<a?:(\w+):\d+>|<\/([^:<>]+):(\d+)>|\[([^[\]\n]+)\]\(<?(https?:\/\/[^\s<>()]+)>?\)|<t:(-?\d{1,13})(?::([tTdDfFR]))?>/g;

/** Renders Discord markdown (line by line: headings, -# subtext, quotes, bullets; then inline) safely as DOM. */
export function renderMarkdown(text, context) {
  const root = element('div', 'markdown');
  for (const line of text.split('\n')) root.append(renderLine(line, context));
  return root;
}

function renderLine(line, context) {
  const heading = /^(#{1,3}) (.+)$/.exec(line);
  if (heading)
    return element(`h${heading[1].length + 1}`, 'md-heading', ...renderInline(heading[2], context));
  if (line.startsWith('-# ')) return element('div', 'md-subtext', ...renderInline(line.slice(3), context));
  if (line.startsWith('> '))
    return element('blockquote', 'md-quote', ...renderInline(line.slice(2), context));
  const bullet = /^\s*[-*] (.+)$/.exec(line);
  if (bullet) return element('div', 'md-bullet', ...renderInline(bullet[1], context));
  if (line.trim() === '') return element('div', 'md-blank');
  return element('div', 'md-line', ...renderInline(line, context));
}

function renderInline(text, context) {
  const nodes = [];
  let last = 0;
  for (const match of text.matchAll(INLINE)) {
    if (match.index > last) nodes.push(text.slice(last, match.index));
    nodes.push(inlineNode(match, context));
    last = match.index + match[0].length;
  }
  if (last < text.length) nodes.push(text.slice(last));
  return nodes;
}

function inlineNode(match, context) {
  const [
    ,
    ,
    code,
    bold,
    underline,
    italic,
    wordItalic,
    strike,
    userId,
    channelId,
    emojiName,
    commandPath,
    commandId,
    linkText,
    linkUrl,
    seconds,
    style,
  ] = match;
  if (code !== undefined) return element('code', 'md-code', code);
  if (bold !== undefined) return element('strong', null, ...renderInline(bold, context));
  if (underline !== undefined) return element('u', null, ...renderInline(underline, context));
  if (italic !== undefined || wordItalic !== undefined) {
    return element('em', null, ...renderInline(italic ?? wordItalic, context));
  }
  if (strike !== undefined) return element('s', null, ...renderInline(strike, context));
  if (userId !== undefined) return element('span', 'mention', `@${context.userName(userId)}`);
  if (channelId !== undefined) return element('span', 'mention', `#${context.channelName(channelId)}`);
  if (commandId !== undefined) return element('span', 'mention', context.commandName(commandPath, commandId));
  if (linkUrl !== undefined) return renderLink(linkText, linkUrl, context);
  if (seconds !== undefined) return renderTimestamp(Number(seconds) * 1000, style ?? 'f');
  return `:${emojiName}:`;
}

/** A masked link: a link to a message of this guild jumps to it (`context.followLink`), any other opens a new tab. */
function renderLink(text, url, context) {
  const link = element('a', 'md-link', ...renderInline(text, context));
  link.href = url;
  link.title = url;
  link.target = '_blank';
  link.rel = 'noreferrer';
  link.addEventListener('click', (event) => {
    if (context.followLink?.(url)) event.preventDefault();
  });
  return link;
}

const TIME_STYLES = {
  t: { timeStyle: 'short' },
  T: { timeStyle: 'medium' },
  d: { dateStyle: 'short' },
  D: { dateStyle: 'long' },
  f: { dateStyle: 'long', timeStyle: 'short' },
  F: { dateStyle: 'full', timeStyle: 'short' },
};

/** A timestamp as a Discord client shows it, in the reader's locale; `R` counts from now ("in 45 seconds"). */
function renderTimestamp(ms, style) {
  const date = new Date(ms);
  const node = element('span', 'md-timestamp', relativeOrAbsolute(date, style));
  node.title = date.toLocaleString();
  return node;
}

function relativeOrAbsolute(date, style) {
  if (style !== 'R') return new Intl.DateTimeFormat(undefined, TIME_STYLES[style]).format(date);
  const seconds = Math.round((date.getTime() - Date.now()) / 1000);
  const format = new Intl.RelativeTimeFormat(undefined, { numeric: 'auto' });
  if (Math.abs(seconds) < 60) return format.format(seconds, 'second');
  if (Math.abs(seconds) < 3600) return format.format(Math.round(seconds / 60), 'minute');
  if (Math.abs(seconds) < 86_400) return format.format(Math.round(seconds / 3600), 'hour');
  return format.format(Math.round(seconds / 86_400), 'day');
}
