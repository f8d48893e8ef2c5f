/** `element('span', 'badge', 'APP')`: an element with a class and children (strings become text). */
export function element(tag, className, ...children) {
  const node = document.createElement(tag);
  if (className) node.className = className;
  node.append(...children.filter((child) => child !== null && child !== undefined));
  return node;
}

/** Unicode emoji as text; a custom emoji (an image on Discord's CDN, unreachable here) as its :name:. */
export function renderEmoji(emoji, className) {
  const node = element('span', className, emoji.id ? `:${emoji.name}:` : emoji.name);
  node.setAttribute('aria-hidden', 'true');
  return node;
}

const AVATAR_COLORS = ['#5865f2', '#757e8a', '#3ba55c', '#faa61a', '#ed4245', '#eb459f'];

/** A round avatar with the user's initial, coloured like Discord's default avatars. */
export function avatar(user, className = 'avatar') {
  const node = element('div', className, (user?.name ?? '?').slice(0, 1).toUpperCase());
  node.style.backgroundColor = AVATAR_COLORS[Number(BigInt(user?.id ?? 0) % 6n)];
  node.setAttribute('aria-hidden', 'true');
  return node;
}

/** A name or description as the user's Discord client shows it: localized when the app localized it. */
export function localized(definition, field, locale) {
  return definition[`${field}_localizations`]?.[locale] ?? definition[field];
}

/** A slash command mention (`</duet start:id>`) as the reader's client shows it: `/` and its names in their language. */
export function commandMentionName(commands, path, commandId, locale) {
  const [name, ...parts] = path.split(' ');
  let definition = commands.find((command) => command.id === commandId && command.name === name);
  if (!definition) return `/${path}`;
  const names = [localized(definition, 'name', locale)];
  for (const part of parts) {
    definition = definition.options?.find((option) => option.name === part);
    if (!definition) return `/${path}`;
    names.push(localized(definition, 'name', locale));
  }
  return `/${names.join(' ')}`;
}
